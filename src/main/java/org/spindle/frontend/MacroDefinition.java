package org.spindle.frontend;

import java.util.regex.Pattern;

/**
 * A macro predefined on the command line ({@code --define NAME=VALUE}): it acts as {@code #define
 * NAME VALUE} before the first line of the program, so a program's own {@code #ifndef NAME}
 * default gives way to it. {@code NAME} alone means {@code NAME=1}, as with a C compiler's
 * {@code -D}. Only object-like macros: a parameter list is not accepted.
 */
public record MacroDefinition(String name, String value) {
  private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  public MacroDefinition {
    if (!IDENTIFIER.matcher(name).matches()) {
      throw new IllegalArgumentException("macro name '" + name + "' is not a C identifier");
    }
    // a line break would end the definition and let the rest act as a directive of its own
    if (value.chars().anyMatch(c -> c == '\n' || c == '\r' || c == 0)) {
      throw new IllegalArgumentException("the value of " + name + " contains a line break");
    }
  }

  /** Parses {@code NAME=VALUE} or {@code NAME}; throws IllegalArgumentException naming the fault. */
  public static MacroDefinition parse(String text) {
    int eq = text.indexOf('=');
    String name = eq < 0 ? text : text.substring(0, eq);
    String value = eq < 0 ? "1" : text.substring(eq + 1);
    if (name.isEmpty()) throw new IllegalArgumentException("missing macro name in '" + text + "' (expected NAME=VALUE)");
    return new MacroDefinition(name, value);
  }

  /** The preprocessor option that predefines this macro. */
  String asOption() {
    return "-D" + name + "=" + value;
  }

  @Override
  public String toString() {
    return name + "=" + value;
  }
}
