package org.spindle.verify;

import org.spindle.interp.TraceExport;
import org.spindle.impact.ImpactResult;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Property;

/** IMPACT's own result as the engine-neutral {@link CheckResult}. */
public final class ImpactResults {
  private ImpactResults() {}

  /** {@code r} as a CheckResult about {@code property}, decided by IMPACT. */
  public static CheckResult of(Program program, ImpactResult r, Property property) {
    return of(program, r, property, Engine.IMPACT);
  }

  static CheckResult of(Program program, ImpactResult r, Property property, Engine engine) {
    ExecutionTrace deadlock = r.deadlock() == null ? null : TraceExport.export(program, r.deadlock());
    ExecutionTrace cex = r.counterexample() == null ? null
        : r.counterexample() == r.deadlock() ? deadlock : TraceExport.export(program, r.counterexample());
    return new CheckResult(r.verdict(), property, engine, r.unknownReason(), r.reason(), cex, deadlock,
        ProofArtefacts.NONE, false, r.stats().toStatistics());
  }
}
