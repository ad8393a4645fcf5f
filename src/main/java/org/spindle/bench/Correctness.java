package org.spindle.bench;

import java.util.Optional;

/** Whether a verdict agrees with the expected one. */
public enum Correctness {
  CORRECT("correct"),
  WRONG("WRONG"),
  /** No definite verdict (UNKNOWN, TIMEOUT, errors) or no expected verdict. */
  UNKNOWN("unknown");

  private final String label;

  Correctness(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  /**
   * Classifies a result. An engine that cannot answer PARTIALLY SAFE (explore, verify) must
   * answer UNSAFE for a PARTIALLY SAFE program, since some interleaving reaches the error. For an
   * engine that can (imc), PARTIALLY SAFE on an UNSAFE task is not judged (UNKNOWN): the expected
   * verdict (an SV-COMP {@code false}, a cprogram's {@code expect: UNSAFE}) says that an error is
   * reachable, not whether a safe schedule exists, so it neither confirms nor refutes that claim.
   * A restricted SAFE counts as SAFE (it is a claim about the program, so it can be WRONG too).
   */
  public static Correctness classify(Optional<Expected> expected, Outcome outcome,
      boolean engineSaysPartiallySafe) {
    if (expected.isEmpty() || !outcome.isDefinite()) return UNKNOWN;
    Outcome want = switch (expected.get()) {
      case SAFE -> Outcome.SAFE;
      case UNSAFE -> Outcome.UNSAFE;
      case PARTIALLY_SAFE -> engineSaysPartiallySafe ? Outcome.PARTIALLY_SAFE : Outcome.UNSAFE;
    };
    if (engineSaysPartiallySafe && expected.get() == Expected.UNSAFE && outcome == Outcome.PARTIALLY_SAFE) {
      return UNKNOWN;
    }
    return outcome == want ? CORRECT : WRONG;
  }
}
