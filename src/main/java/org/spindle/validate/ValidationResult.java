package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import org.spindle.interp.RunResult;
import org.spindle.race.RaceOracle;

/**
 * The answer of {@code validate}: confirmed with the replayed run that follows the witness to the
 * violation, or rejected with the reason. {@code notes} say what of the witness was not checked
 * (parts not understood, a program hash that differs); {@code states} counts product states.
 */
public sealed interface ValidationResult {
  ImmutableList<String> notes();

  long states();

  /**
   * {@code run} is the interpreter's replay of the witnessed run: it ends in the error
   * (unreach-call) or in the state where {@code race} is about to happen (no-data-race, race non-null).
   */
  record Confirmed(RunResult run, RaceOracle.Race race, String method, long states, ImmutableList<String> notes)
      implements ValidationResult {}

  record Rejected(String reason, long states, ImmutableList<String> notes) implements ValidationResult {}
}
