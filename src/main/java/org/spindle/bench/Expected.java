package org.spindle.bench;

/** Expected verdict of a task. */
public enum Expected {
  SAFE("SAFE"),
  UNSAFE("UNSAFE"),
  PARTIALLY_SAFE("PARTIALLY SAFE");

  private final String label;

  Expected(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  /**
   * Parses the text after {@code // expect:}; null if it is none of the three. SV-COMP's TRUE and
   * FALSE (used by programs about another property than unreach-call) mean SAFE and UNSAFE.
   */
  static Expected parse(String text) {
    String t = text.strip().toUpperCase(java.util.Locale.ROOT).replace('_', ' ');
    if (t.equals("TRUE")) return SAFE;
    if (t.equals("FALSE")) return UNSAFE;
    for (Expected e : values()) {
      if (e.label.equals(t)) return e;
    }
    return null;
  }
}
