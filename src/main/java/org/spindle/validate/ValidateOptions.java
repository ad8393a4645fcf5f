package org.spindle.validate;

import java.time.Duration;

/**
 * Limits of a validation: product states of the search, wall-clock time (null: none) and the
 * values tried for nondet calls no witness assumption fixes ({@code [nondetLo, nondetHi]}, as
 * {@code explore} enumerates them; the witness' own values are tried too).
 */
public record ValidateOptions(long maxStates, Duration timeout, long nondetLo, long nondetHi) {
  public static final ValidateOptions DEFAULT = new ValidateOptions(1_000_000, null, -2, 2);

  public ValidateOptions withMaxStates(long n) {
    return new ValidateOptions(n, timeout, nondetLo, nondetHi);
  }

  public ValidateOptions withTimeout(Duration d) {
    return new ValidateOptions(maxStates, d, nondetLo, nondetHi);
  }

  public ValidateOptions withInputs(long lo, long hi) {
    return new ValidateOptions(maxStates, timeout, lo, hi);
  }
}
