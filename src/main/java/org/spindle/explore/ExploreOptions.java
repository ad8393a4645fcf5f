package org.spindle.explore;


import java.time.Duration;

/**
 * Bounds of the exhaustive search. Havoc values range over {@code [nondetLo, nondetHi]} (cut to
 * each type); {@code localReduction} enables the sound single-thread local-step reduction,
 * {@code symmetry} the symmetry reduction over interchangeable thread instances, {@code
 * deadRegisters} the dead-variable reduction (both D54).
 */
public record ExploreOptions(long nondetLo, long nondetHi, long maxStates, Duration timeout,
    boolean deadlockIsError, boolean localReduction, boolean symmetry, boolean deadRegisters) {
  public static final ExploreOptions DEFAULT =
      new ExploreOptions(-2, 2, 1_000_000, Duration.ofMinutes(15), false, true, true, true);

  public ExploreOptions withInputs(long lo, long hi) {
    return new ExploreOptions(lo, hi, maxStates, timeout, deadlockIsError, localReduction, symmetry, deadRegisters);
  }

  public ExploreOptions withMaxStates(long n) {
    return new ExploreOptions(nondetLo, nondetHi, n, timeout, deadlockIsError, localReduction, symmetry, deadRegisters);
  }

  public ExploreOptions withTimeout(Duration d) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, d, deadlockIsError, localReduction, symmetry, deadRegisters);
  }

  public ExploreOptions withDeadlockIsError(boolean b) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, timeout, b, localReduction, symmetry, deadRegisters);
  }

  public ExploreOptions withLocalReduction(boolean b) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, timeout, deadlockIsError, b, symmetry, deadRegisters);
  }

  public ExploreOptions withSymmetry(boolean b) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, timeout, deadlockIsError, localReduction, b, deadRegisters);
  }

  public ExploreOptions withDeadRegisters(boolean b) {
    return new ExploreOptions(nondetLo, nondetHi, maxStates, timeout, deadlockIsError, localReduction, symmetry, b);
  }
}
