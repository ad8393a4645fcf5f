package org.spindle.dpor;

import com.google.common.collect.ImmutableMap;
import org.spindle.interp.InputRange;
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

/** A DPOR run's result as the engine-neutral {@link CheckResult}; traces are replayed here. */
public final class DporResults {
  private DporResults() {}

  /**
   * {@code r} as a CheckResult decided by the DPOR engine. An UNSAFE stands only if the
   * interpreter replays the counterexample to an error (or a deadlock when deadlocks are
   * violations); else UNKNOWN.
   */
  public static CheckResult of(Program p, DporResult r) {
    Statistics stats = statistics(r);
    ExecutionTrace deadlock = null;
    if (r.deadlock() != null && r.verdict() != Verdict.UNSAFE) {
      deadlock = TraceExport.export(p, Replay.replay(p, r.deadlock()));
    }
    if (r.livelockIsCounterexample()) {
      // a livelock stands only if the original program, after the trace, can still move but never
      // changes shared memory, errs or finishes again (D40)
      if (!Livelocks.confirm(p, r.livelock(), new InputRange(r.inputLo(), r.inputHi()))) {
        return new CheckResult(Verdict.UNKNOWN, Property.UNREACH_CALL, Engine.DPOR, UnknownReason.REFINEMENT_FAILED,
            "internal: the livelock was not confirmed on the original program", null, deadlock, ProofArtefacts.NONE,
            false, stats);
      }
      ExecutionTrace cex = TraceExport.export(p, Replay.replay(p, r.livelock()));
      return new CheckResult(Verdict.UNSAFE, Property.UNREACH_CALL, Engine.DPOR, null, r.reason(), cex, deadlock,
          ProofArtefacts.NONE, false, stats);
    }
    if (r.verdict() == Verdict.UNSAFE) {
      RunResult replay = Replay.replay(p, r.counterexample());
      Outcome.Kind k = replay.outcome().kind();
      if (k != Outcome.Kind.ERROR && k != Outcome.Kind.DEADLOCK) {
        return new CheckResult(Verdict.UNKNOWN, Property.UNREACH_CALL, Engine.DPOR, UnknownReason.REFINEMENT_FAILED,
            "internal: counterexample did not replay: " + replay.outcome(), null, deadlock, ProofArtefacts.NONE, false,
            stats);
      }
      ExecutionTrace cex = TraceExport.export(p, replay);
      return new CheckResult(Verdict.UNSAFE, Property.UNREACH_CALL, Engine.DPOR, null, r.reason(), cex,
          k == Outcome.Kind.DEADLOCK ? cex : null, ProofArtefacts.NONE, false, stats);
    }
    return new CheckResult(r.verdict(), Property.UNREACH_CALL, Engine.DPOR, r.unknownReason(), r.reason(), null,
        deadlock, ProofArtefacts.NONE, r.verdict() == Verdict.SAFE && r.inputsRestricted(), stats);
  }

  /**
   * The first livelock the run found, replayed on {@code p} (it ends where loops without effect
   * start spinning for ever, D40), or null if none was found.
   */
  public static ExecutionTrace livelock(Program p, DporResult r) {
    return r.livelock() == null ? null : TraceExport.export(p, Replay.replay(p, r.livelock()));
  }

  /** The papers' figures: executions T + B by kind, events, dependency and race checks, time. */
  static Statistics statistics(DporResult r) {
    DporCounts c = r.counts();
    double seconds = r.elapsed().toMillis() / 1000.0;
    ImmutableMap.Builder<String, Number> b = ImmutableMap.builder();
    b.put("executions.complete", c.complete()).put("executions.blocked", c.blocked())
        .put("executions.assumeBlocked", c.assumeBlocked()).put("executions.deadlocked", c.deadlocked())
        .put("executions.sleepSetBlocked", c.sleepSetBlocked()).put("executions.aborted", c.aborted())
        .put("executions.cut", c.cut()).put("executions.dontDoBlocked", c.dontDoBlocked()).put("executions.livelocked", c.livelocked()).put("events", c.events())
        .put("dependencyChecks", c.dependencyChecks()).put("raceChecks", c.raceChecks())
        .put("unsatTraceConstraintSystems", c.unsatTraceConstraintSystems())
        .put("smtChecks", c.smtChecks()).put("inputForks", c.inputForks())
        .put("peakMemoryBytes", c.peakMemory()).put("seconds", seconds);
    if (seconds > 0) b.put("executionsPerSecond", c.executions() / seconds);
    if (r.inputsRestricted()) b.put("inputLo", r.inputLo()).put("inputHi", r.inputHi());
    String summary = String.format("%s: executions %d complete + %d blocked, events %d, time %.2f s",
        r.algorithm().title(), c.complete(), c.blocked(), c.events(), seconds);
    String text = String.format("%s: executions: %d complete, %d blocked (%d assume-blocked, %d deadlocked, "
            + "%d sleep-set-blocked, %d livelocked), %d aborted, %d cut, %d don't-do-blocked; events: %d; "
            + "dependency checks: %d; race checks: %d; unsat. trace constraint systems: %d; solver checks: %d; "
            + "input forks: %d; time: %.2f s; peak memory: %d MB",
        r.algorithm().title(), c.complete(), c.blocked(), c.assumeBlocked(), c.deadlocked(), c.sleepSetBlocked(),
        c.livelocked(), c.aborted(), c.cut(), c.dontDoBlocked(), c.events(), c.dependencyChecks(), c.raceChecks(),
        c.unsatTraceConstraintSystems(), c.smtChecks(), c.inputForks(), seconds, c.peakMemory() >> 20);
    return new Statistics(b.build(), summary, text);
  }
}
