package org.spindle.explore;


import java.time.Duration;

/**
 * Bounds of the exhaustive search. Havoc values range over {@code [nondetLo, nondetHi]} (cut to
 * each type); {@code localReduction} enables the sound single-thread local-step reduction.
 */
public record ExploreOptions(long nondetLo, long nondetHi, long maxStates, Duration timeout,
    boolean deadlockIsError, boolean localReduction) {
  public static final ExploreOptions DEFAULT =
      new ExploreOptions(-2, 2, 1_000_000, Duration.ofMinutes(15), false, true);

  public ExploreOptions withInputs(long lo, long hi) {
    return new ExploreOptions(lo, hi, maxStates, timeout, deadlockIsError, localReduction);
  }

  public ExploreOptions withMaxStates(long n) {
    return new ExploreOptions(nondetLo, nondetHi, n, timeout, deadlockIsError, localReduction);
  }

  public ExploreOptions withTimeout(Duration d) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, d, deadlockIsError, localReduction);
  }

  public ExploreOptions withDeadlockIsError(boolean b) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, timeout, b, localReduction);
  }

  public ExploreOptions withLocalReduction(boolean b) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, timeout, deadlockIsError, b);
  }
}
