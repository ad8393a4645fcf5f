package org.spindle.dpor;

import java.time.Duration;
import org.spindle.interp.Trace;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * Result of a DPOR run. {@code counterexample}: the run to the error (or to the deadlock when
 * deadlocks are violations), replayable; {@code deadlock}: the first deadlock found; {@code
 * abortTrace}: the run to the first undefined behaviour or exhausted thread pool; {@code
 * inputsRestricted}: the program draws nondet values and only {@code [inputLo, inputHi]} was tried.
 */
public record DporResult(Algorithm algorithm, Verdict verdict, UnknownReason unknownReason, String reason,
    Trace counterexample, Trace deadlock, Trace abortTrace, DporCounts counts, Duration elapsed,
    boolean inputsRestricted, long inputLo, long inputHi) {}
