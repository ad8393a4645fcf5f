package org.spindle.explore;


import java.time.Duration;

/**
 * Bounds of the exhaustive search. Havoc values range over {@code [nondetLo, nondetHi]} (cut to
 * each type); {@code localReduction} enables the sound single-thread local-step reduction,
 * {@code symmetry} the symmetry reduction over interchangeable thread instances (D54).
 */
public record ExploreOptions(long nondetLo, long nondetHi, long maxStates, Duration timeout,
    boolean deadlockIsError, boolean localReduction, boolean symmetry) {
  public static final ExploreOptions DEFAULT =
      new ExploreOptions(-2, 2, 1_000_000, Duration.ofMinutes(15), false, true, true);

  public ExploreOptions withInputs(long lo, long hi) {
    return new ExploreOptions(lo, hi, maxStates, timeout, deadlockIsError, localReduction, symmetry);
  }

  public ExploreOptions withMaxStates(long n) {
    return new ExploreOptions(nondetLo, nondetHi, n, timeout, deadlockIsError, localReduction, symmetry);
  }

  public ExploreOptions withTimeout(Duration d) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, d, deadlockIsError, localReduction, symmetry);
  }

  public ExploreOptions withDeadlockIsError(boolean b) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, timeout, b, localReduction, symmetry);
  }

  public ExploreOptions withLocalReduction(boolean b) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, timeout, deadlockIsError, b, symmetry);
  }

  public ExploreOptions withSymmetry(boolean b) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, timeout, deadlockIsError, localReduction, b);
  }
}
