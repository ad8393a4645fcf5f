package org.spindle.frontend.lex;

import java.math.BigInteger;
import org.spindle.frontend.CompileError;
import org.spindle.program.SourcePos;

/** A decoded integer constant: value, base and suffix (u, l, ll in any order and case). */
public record IntLiteral(BigInteger value, boolean decimal, boolean unsigned, int longs) {

  public static IntLiteral parse(String text, SourcePos pos) {
    String s = text;
    int end = s.length();
    boolean u = false;
    int longs = 0;
    // suffix: scan from the end
    while (end > 0) {
      char c = s.charAt(end - 1);
      if ((c == 'u' || c == 'U') && !u) {
        u = true;
        end--;
      } else if ((c == 'l' || c == 'L') && longs == 0) {
        if (end >= 2 && s.charAt(end - 2) == c) {
          longs = 2;
          end -= 2;
        } else {
          longs = 1;
          end--;
        }
      } else {
        break;
      }
    }
    String digits = s.substring(0, end);
    int radix = 10;
    if (digits.length() > 1 && (digits.startsWith("0x") || digits.startsWith("0X"))) {
      radix = 16;
      digits = digits.substring(2);
    } else if (digits.length() > 1 && (digits.startsWith("0b") || digits.startsWith("0B"))) {
      radix = 2;
      digits = digits.substring(2);
    } else if (digits.length() > 1 && digits.startsWith("0")) {
      radix = 8;
      digits = digits.substring(1);
    }
    if (digits.isEmpty()) throw new CompileError(pos, "invalid integer constant '" + text + "'");
    for (int k = 0; k < digits.length(); k++) {
      if (Character.digit(digits.charAt(k), radix) < 0) {
        throw new CompileError(pos, "invalid integer constant '" + text + "'");
      }
    }
    BigInteger v = new BigInteger(digits, radix);
    if (v.bitLength() > 64) throw new CompileError(pos, "integer constant is too large: " + text);
    return new IntLiteral(v, radix == 10, u, longs);
  }
}
