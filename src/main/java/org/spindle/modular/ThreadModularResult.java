package org.spindle.modular;

/**
 * What the thread-modular engine found.
 *
 * @param outcome PROVED: the invariants exist, no error for any number of instances; otherwise
 *     why not
 * @param detail the human reason
 * @param invariants the solver's model (the invariants, SMT-LIB), or null
 */
public record ThreadModularResult(Outcome outcome, String detail, String invariants, Stats stats) {
  public enum Outcome {
    PROVED,
    /** The program is outside what the engine handles (the detail says what). */
    REFUSED,
    /** The clauses have no model: an error, or the abstraction is too coarse. */
    NOT_PROVED,
    /** The solver gave up or ran out of time. */
    UNKNOWN
  }

  /** Sizes and time of a run. */
  public record Stats(int templates, int predicates, int clauses, int queries, int relaxedExits,
      double seconds) {
    public static final Stats NONE = new Stats(0, 0, 0, 0, 0, 0);
  }

  public boolean proved() {
    return outcome == Outcome.PROVED;
  }
}
