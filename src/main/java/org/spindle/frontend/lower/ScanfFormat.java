package org.spindle.frontend.lower;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spindle.frontend.ast.CType;

/**
 * The conversions of a scanf format string that store a value (D46). Integer conversions
 * ({@code d i u o x X} with length {@code hh h l ll j z t} or none) and {@code %c} without a width
 * are supported; {@code %*...} (no store), {@code %%}, white space and ordinary characters only
 * consume input. Anything else ({@code %s %[ %f %p %n}, widths on {@code %c}, ...) is unsupported.
 */
record ScanfFormat(List<Conversion> stores) {
  /** One storing conversion: the integer type its target must have. */
  record Conversion(String text, CType.IntKind kind) {}

  /** The storing conversions, or the first directive we cannot model (as an error message). */
  static ScanfFormat parse(String fmt) {
    List<Conversion> out = new ArrayList<>();
    int i = 0;
    while (i < fmt.length()) {
      if (fmt.charAt(i++) != '%') continue;
      int start = i - 1;
      if (i < fmt.length() && fmt.charAt(i) == '%') {
        i++;
        continue;
      }
      boolean suppressed = i < fmt.length() && fmt.charAt(i) == '*';
      if (suppressed) i++;
      int digits = i;
      while (i < fmt.length() && Character.isDigit(fmt.charAt(i))) i++;
      boolean width = i > digits;
      int len = i;
      while (i < fmt.length() && "hljztL".indexOf(fmt.charAt(i)) >= 0) i++;
      String length = fmt.substring(len, i);
      if (i >= fmt.length()) throw new IllegalArgumentException("incomplete scanf conversion '" + fmt.substring(start) + "'");
      char spec = fmt.charAt(i++);
      String text = fmt.substring(start, i);
      Optional<CType.IntKind> kind = kind(spec, length, width);
      if (suppressed && (kind.isPresent() || "sfeEgGaAFp".indexOf(spec) >= 0)) continue;
      if (kind.isEmpty()) throw new IllegalArgumentException("scanf conversion '" + text + "'");
      out.add(new Conversion(text, kind.get()));
    }
    return new ScanfFormat(List.copyOf(out));
  }

  private static Optional<CType.IntKind> kind(char spec, String length, boolean width) {
    if (spec == 'c') {
      return length.isEmpty() && !width ? Optional.of(CType.IntKind.CHAR) : Optional.empty();
    }
    if ("diuoxX".indexOf(spec) < 0) return Optional.empty();
    return Optional.ofNullable(switch (length) {
      case "" -> CType.IntKind.INT;
      case "hh" -> CType.IntKind.CHAR;
      case "h" -> CType.IntKind.SHORT;
      case "l", "z", "t" -> CType.IntKind.LONG;
      case "ll", "j" -> CType.IntKind.LONGLONG;
      default -> null;
    });
  }
}
