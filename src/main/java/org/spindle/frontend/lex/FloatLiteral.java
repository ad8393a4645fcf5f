package org.spindle.frontend.lex;

import org.spindle.frontend.CompileError;
import org.spindle.program.FloatValues;
import org.spindle.program.SourcePos;

/**
 * A floating constant (C11 6.4.4.2): decimal ({@code 1.5}, {@code .5e-3}, {@code 1.}) or
 * hexadecimal ({@code 0x1.8p3}, the binary exponent required), suffix {@code f F} (float), {@code
 * l L} (long double) or none (double). The value is the literal rounded once, to nearest even, to
 * its own type: Java's {@code Float.parseFloat} and {@code Double.parseDouble} round correctly
 * from the decimal or hexadecimal text (a float literal is not rounded through double first).
 */
public record FloatLiteral(String digits, int bits) {

  /** Bits of the literal's type: 32, 64, or 0 for long double. */
  public static FloatLiteral parse(String text, SourcePos pos) {
    String s = text;
    int bits = 64;
    char last = s.isEmpty() ? ' ' : Character.toLowerCase(s.charAt(s.length() - 1));
    boolean hex = s.length() > 1 && (s.startsWith("0x") || s.startsWith("0X"));
    if (last == 'f' && (!hex || hasBinaryExponent(s))) {
      bits = 32;
      s = s.substring(0, s.length() - 1);
    } else if (last == 'l') {
      bits = 0;
      s = s.substring(0, s.length() - 1);
    }
    boolean ok = !s.isEmpty() && (hex ? hasBinaryExponent(s) && s.chars().allMatch(FloatLiteral::hexChar)
        : s.chars().allMatch(FloatLiteral::decimalChar));
    if (ok) {
      try {
        Double.parseDouble(s);
      } catch (NumberFormatException e) {
        ok = false;
      }
    }
    if (!ok) throw new CompileError(pos, "invalid floating constant '" + text + "'");
    return new FloatLiteral(s, bits);
  }

  private static boolean hasBinaryExponent(String s) {
    return s.indexOf('p') > 0 || s.indexOf('P') > 0;
  }

  private static boolean decimalChar(int c) {
    return c >= '0' && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-';
  }

  private static boolean hexChar(int c) {
    return Character.digit(c, 16) >= 0 || c == 'x' || c == 'X' || c == '.' || c == 'p' || c == 'P'
        || c == '+' || c == '-';
  }

  /** The bit pattern of the value in the literal's type (float or double, not long double). */
  public long pattern() {
    if (bits == 32) return FloatValues.ofFloat(Float.parseFloat(digits));
    if (bits == 64) return FloatValues.ofDouble(Double.parseDouble(digits));
    throw new IllegalStateException("long double literal " + digits);
  }
}
