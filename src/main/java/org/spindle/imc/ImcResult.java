package org.spindle.imc;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.spindle.art.Art;
import org.spindle.interp.RunResult;
import org.spindle.interp.TraceExport;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Property;
import org.spindle.report.Statistics;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * Final outcome of iterative model checking: verdict (SAFE, PARTIALLY_SAFE, UNSAFE, UNKNOWN), the
 * reason (for UNKNOWN also as data), the IVRs in the order found, and figures of the run.
 */
public record ImcResult(Verdict verdict, String reason, UnknownReason unknownReason, ImmutableList<Ivr> ivrs, Art art,
    int refinements, int backtracks, long fairnessRefusals, double seconds) {

  public long safeCount() {
    return ivrs.stream().filter(Ivr::safe).count();
  }

  public long unsafeCount() {
    return ivrs.stream().filter(i -> !i.safe()).count();
  }

  /** "N safe IVR(s) found", the tail of every verdict line of {@code spindle imc}. */
  public static String safeFound(long n) {
    return n + " safe IVR" + (n == 1 ? "" : "s") + " found";
  }

  /**
   * As the engine-neutral result, decided by IMC: the counterexample is the first unsafe IVR's
   * replayed trace (UNSAFE and PARTIALLY SAFE).
   */
  public CheckResult toCheckResult(Program p) {
    RunResult cex = ivrs.stream().filter(i -> !i.safe()).map(Ivr::trace).findFirst().orElse(null);
    ImmutableMap<String, Number> values = ImmutableMap.<String, Number>builder()
        .put("safeIvrs", safeCount()).put("unsafeIvrs", unsafeCount()).put("artNodes", art.size())
        .put("refinements", refinements).put("backtracks", backtracks)
        .put("fairnessRefusals", fairnessRefusals).put("seconds", Math.round(seconds * 1000) / 1000.0)
        .build();
    return new CheckResult(verdict, Property.UNREACH_CALL, Engine.IMC, unknownReason, reason,
        cex == null ? null : TraceExport.export(p, cex), null, ProofArtefacts.NONE, false,
        new Statistics(values, safeFound(safeCount()), ""));
  }
}
