package org.spindle.impact;

import org.spindle.art.Art;
import org.spindle.interp.RunResult;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * Outcome of {@link Impact#run}. {@code reason}: the human reason; {@code unknownReason}: why the
 * verdict is UNKNOWN, as data (null for other verdicts); {@code counterexample}: the replayed error
 * trace (UNSAFE only); {@code deadlock}: a replayed deadlock trace, if one was found (reported
 * separately unless deadlocks are violations), else null.
 */
public record ImpactResult(Verdict verdict, String reason, UnknownReason unknownReason, Art art,
    RunResult counterexample, RunResult deadlock, ImpactStats stats) {}
