package org.spindle.explore;

import java.time.Duration;
import org.spindle.interp.Replay;
import org.spindle.interp.Trace;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * Result of {@link Explorer#explore}. {@code counterexample}: trace to the error (or to the deadlock
 * when deadlocks are errors), replayable with {@link Replay}; {@code deadlock}: first deadlock found
 * (reported separately, not an error by default). {@code reducedStates}: states expanded with one
 * thread only by the local-step reduction; {@code skippedTransitions}: enabled transitions of other
 * threads not taken there. {@code undefinedTrace}: trace to the first undefined behaviour found
 * (the reason of an UNKNOWN verdict caused by it), else to the first exhausted thread pool, else
 * null. {@code unknownReason}: why the verdict is UNKNOWN, as data (else null); {@code inputLo},
 * {@code inputHi}: the input range searched.
 */
public record ExploreResult(Verdict verdict, UnknownReason unknownReason, String reason, Trace counterexample, Trace deadlock,
    long states, long transitions, boolean inputsRestricted, Duration elapsed,
    long reducedStates, long skippedTransitions, Trace undefinedTrace, long inputLo, long inputHi) {}
