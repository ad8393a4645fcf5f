package org.spindle.dpor;

import java.time.Duration;

/**
 * Options of a stateless DPOR run: nondet values range over {@code [nondetLo, nondetHi]} (cut to
 * each type; a SAFE answer then holds for those inputs only unless the program has none),
 * {@code maxEvents} bounds one execution (a longer one is cut and the verdict cannot be SAFE),
 * {@code timeout} (null: none), {@code deadlockIsError}: a deadlock is a violation.
 *
 * <p>For {@link Algorithm#AWAIT} (D40): {@code plp} runs partial loop purity elimination first
 * (default on), {@code awaits} rewrites load-assume pairs into awaits and lets blocked awaits
 * wait (default on; off: the PLP'd program under Optimal-DPOR's blocked attempts, the paper's
 * "PLP" column), {@code ifaa} makes atomic fetch-and-adds on one variable whose results are
 * unused independent (default off; needs awaits), {@code livelockIsError}: a livelock (a run
 * after which only loops PLP proved pure can run) is a violation.
 *
 * <p>{@code inputMode}: nondet inputs are symbolic (D43, default; then the range is only used if
 * symbolic inputs fall back to it) or enumerated over the range (D38).
 */
public record DporOptions(Algorithm algorithm, long nondetLo, long nondetHi, int maxEvents, Duration timeout,
    boolean deadlockIsError, boolean plp, boolean awaits, boolean ifaa, boolean livelockIsError,
    InputMode inputMode) {
  public static final DporOptions DEFAULT =
      new DporOptions(Algorithm.SDPOR, -2, 2, 10_000, null, false, true, true, false, false,
          InputMode.SYMBOLIC);

  public DporOptions withAlgorithm(Algorithm a) {
    return new DporOptions(a, nondetLo, nondetHi, maxEvents, timeout, deadlockIsError, plp, awaits, ifaa,
        livelockIsError, inputMode);
  }

  public DporOptions withInputs(long lo, long hi) {
    return new DporOptions(algorithm, lo, hi, maxEvents, timeout, deadlockIsError, plp, awaits, ifaa,
        livelockIsError, inputMode);
  }

  public DporOptions withMaxEvents(int n) {
    return new DporOptions(algorithm, nondetLo, nondetHi, n, timeout, deadlockIsError, plp, awaits, ifaa,
        livelockIsError, inputMode);
  }

  public DporOptions withTimeout(Duration d) {
    return new DporOptions(algorithm, nondetLo, nondetHi, maxEvents, d, deadlockIsError, plp, awaits, ifaa,
        livelockIsError, inputMode);
  }

  public DporOptions withDeadlockIsError(boolean b) {
    return new DporOptions(algorithm, nondetLo, nondetHi, maxEvents, timeout, b, plp, awaits, ifaa, livelockIsError,
        inputMode);
  }

  public DporOptions withPlp(boolean b) {
    return new DporOptions(algorithm, nondetLo, nondetHi, maxEvents, timeout, deadlockIsError, b, awaits, ifaa,
        livelockIsError, inputMode);
  }

  public DporOptions withAwaits(boolean b) {
    return new DporOptions(algorithm, nondetLo, nondetHi, maxEvents, timeout, deadlockIsError, plp, b, ifaa,
        livelockIsError, inputMode);
  }

  public DporOptions withIfaa(boolean b) {
    return new DporOptions(algorithm, nondetLo, nondetHi, maxEvents, timeout, deadlockIsError, plp, awaits, b,
        livelockIsError, inputMode);
  }

  public DporOptions withLivelockIsError(boolean b) {
    return new DporOptions(algorithm, nondetLo, nondetHi, maxEvents, timeout, deadlockIsError, plp, awaits, ifaa, b,
        inputMode);
  }

  public DporOptions withInputMode(InputMode m) {
    return new DporOptions(algorithm, nondetLo, nondetHi, maxEvents, timeout, deadlockIsError, plp, awaits, ifaa,
        livelockIsError, m);
  }
}
