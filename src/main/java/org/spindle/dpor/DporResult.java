package org.spindle.dpor;

import java.time.Duration;
import org.spindle.interp.Trace;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * Result of a DPOR run. {@code counterexample}: the run to the error (or to the deadlock or the
 * livelock when those are violations), replayable; {@code deadlock}: the first deadlock found;
 * {@code abortTrace}: the run to the first undefined behaviour or exhausted thread pool; {@code
 * inputsRestricted}: the program draws nondet values and only {@code [inputLo, inputHi]} was tried;
 * {@code livelock}: the first livelock found (D40: a run after which only loops PLP proved pure
 * can still run; it ends where they start spinning), null if none or not looked for.
 */
public record DporResult(Algorithm algorithm, Verdict verdict, UnknownReason unknownReason, String reason,
    Trace counterexample, Trace deadlock, Trace abortTrace, DporCounts counts, Duration elapsed,
    boolean inputsRestricted, long inputLo, long inputHi, Trace livelock) {
  /** The result of an engine that looks for no livelocks. */
  public DporResult(Algorithm algorithm, Verdict verdict, UnknownReason unknownReason, String reason,
      Trace counterexample, Trace deadlock, Trace abortTrace, DporCounts counts, Duration elapsed,
      boolean inputsRestricted, long inputLo, long inputHi) {
    this(algorithm, verdict, unknownReason, reason, counterexample, deadlock, abortTrace, counts, elapsed,
        inputsRestricted, inputLo, inputHi, null);
  }

  /**
   * What the exploration found, proof or not: SAFE also where a complete exploration without an
   * error is no proof (cs, cs-ob: {@link UnknownReason#UNPROVED_REDUCTION}); otherwise the verdict.
   */
  public Verdict explored() {
    return unknownReason == UnknownReason.UNPROVED_REDUCTION ? Verdict.SAFE : verdict;
  }

  /** True if the counterexample is the livelock (a violation under {@code --livelock}). */
  public boolean livelockIsCounterexample() {
    return livelock != null && verdict == Verdict.UNSAFE && livelock.equals(counterexample);
  }
}
