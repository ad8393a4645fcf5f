package org.spindle.dpor;

/**
 * How the DPOR engines treat nondet inputs: {@link #SYMBOLIC} (D43: a path condition per
 * execution, forks where the outcome depends on the inputs; a complete exploration is a proof for
 * all inputs) or {@link #RANGE} (D38: every value of the input range is a separate next event; a
 * complete exploration is a proof for those values).
 */
public enum InputMode {
  SYMBOLIC("symbolic"),
  RANGE("range");

  private final String cliName;

  InputMode(String cliName) {
    this.cliName = cliName;
  }

  public String cliName() {
    return cliName;
  }

  /** The mode named {@code name} on the command line, or null. */
  public static InputMode byName(String name) {
    for (InputMode m : values()) if (m.cliName.equals(name)) return m;
    return null;
  }
}
