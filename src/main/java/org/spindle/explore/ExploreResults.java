package org.spindle.explore;

import com.google.common.collect.ImmutableMap;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.TraceExport;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Property;
import org.spindle.report.Statistics;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/** The explicit search's own result as the engine-neutral {@link CheckResult}. */
public final class ExploreResults {
  private ExploreResults() {}

  /**
   * {@code r} as a CheckResult decided by the explicit search. Its traces are replayed here: an
   * UNSAFE stands only if the interpreter replays the counterexample to the same kind of end (an
   * error, or a deadlock when deadlocks are violations); else the result is UNKNOWN.
   */
  public static CheckResult of(Program p, ExploreResult r) {
    Statistics stats = statistics(r);
    ExecutionTrace deadlock = null;
    if (r.deadlock() != null && r.verdict() != Verdict.UNSAFE) {
      deadlock = TraceExport.export(p, Replay.replay(p, r.deadlock()));
    }
    if (r.verdict() == Verdict.UNSAFE) {
      RunResult replay = Replay.replay(p, r.counterexample());
      Outcome.Kind k = replay.outcome().kind();
      if (k != Outcome.Kind.ERROR && k != Outcome.Kind.DEADLOCK) {
        return new CheckResult(Verdict.UNKNOWN, Property.UNREACH_CALL, Engine.EXPLICIT_SEARCH,
            UnknownReason.REFINEMENT_FAILED, "internal: counterexample did not replay: " + replay.outcome(),
            null, deadlock, ProofArtefacts.NONE, false, stats);
      }
      ExecutionTrace cex = TraceExport.export(p, replay);
      return new CheckResult(Verdict.UNSAFE, Property.UNREACH_CALL, Engine.EXPLICIT_SEARCH, null,
          r.reason(), cex, k == Outcome.Kind.DEADLOCK ? cex : null, ProofArtefacts.NONE, false, stats);
    }
    return new CheckResult(r.verdict(), Property.UNREACH_CALL, Engine.EXPLICIT_SEARCH,
        r.unknownReason(), r.reason(), null, deadlock, ProofArtefacts.NONE,
        r.verdict() == Verdict.SAFE && r.inputsRestricted(), stats);
  }

  /** The figures of a search; {@code inputLo}/{@code inputHi} when the inputs were restricted. */
  static Statistics statistics(ExploreResult r) {
    double seconds = r.elapsed().toMillis() / 1000.0;
    ImmutableMap.Builder<String, Number> b = ImmutableMap.builder();
    b.put("states", r.states()).put("transitions", r.transitions()).put("reducedStates", r.reducedStates())
        .put("skippedTransitions", r.skippedTransitions()).put("seconds", seconds);
    if (r.inputsRestricted()) b.put("inputLo", r.inputLo()).put("inputHi", r.inputHi());
    String summary = String.format("States: %d, transitions: %d, reduced states: %d, time: %.2f s",
        r.states(), r.transitions(), r.reducedStates(), seconds);
    return new Statistics(b.build(), summary, summary);
  }
}
