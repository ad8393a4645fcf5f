package org.spindle.dpor;

import java.time.Duration;

/**
 * Options of a stateless DPOR run: nondet values range over {@code [nondetLo, nondetHi]} (cut to
 * each type; a SAFE answer then holds for those inputs only unless the program has none),
 * {@code maxEvents} bounds one execution (a longer one is cut and the verdict cannot be SAFE),
 * {@code timeout} (null: none), {@code deadlockIsError}: a deadlock is a violation.
 */
public record DporOptions(Algorithm algorithm, long nondetLo, long nondetHi, int maxEvents, Duration timeout,
    boolean deadlockIsError) {
  public static final DporOptions DEFAULT = new DporOptions(Algorithm.SDPOR, -2, 2, 10_000, null, false);

  public DporOptions withAlgorithm(Algorithm a) {
    return new DporOptions(a, nondetLo, nondetHi, maxEvents, timeout, deadlockIsError);
  }

  public DporOptions withInputs(long lo, long hi) {
    return new DporOptions(algorithm, lo, hi, maxEvents, timeout, deadlockIsError);
  }

  public DporOptions withMaxEvents(int n) {
    return new DporOptions(algorithm, nondetLo, nondetHi, n, timeout, deadlockIsError);
  }

  public DporOptions withTimeout(Duration d) {
    return new DporOptions(algorithm, nondetLo, nondetHi, maxEvents, d, deadlockIsError);
  }

  public DporOptions withDeadlockIsError(boolean b) {
    return new DporOptions(algorithm, nondetLo, nondetHi, maxEvents, timeout, b);
  }
}
