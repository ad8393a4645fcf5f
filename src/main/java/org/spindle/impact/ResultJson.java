package org.spindle.impact;

import static org.spindle.art.ArtJson.str;

import org.spindle.explicit.RunResult;
import org.spindle.program.Program;
import org.spindle.smt.SmtStatistics;

/** One JSON object for {@code verify --json}: verdict, reason, statistics, trace. */
public final class ResultJson {
  private ResultJson() {}

  public static String render(Program p, ImpactResult r) {
    ImpactStats s = r.stats();
    StringBuilder b = new StringBuilder("{");
    b.append("\"file\":").append(str(p.file()));
    b.append(",\"verdict\":").append(str(r.verdict().name()));
    b.append(",\"reason\":").append(str(r.reason()));
    b.append(",\"statistics\":{\"artNodes\":").append(s.nodes())
        .append(",\"coveredNodes\":").append(s.coveredNodes())
        .append(",\"coveringsAdded\":").append(s.coveringsAdded())
        .append(",\"refinements\":").append(s.refinements())
        .append(",\"coverExpansions\":").append(s.coverExpansions())
        .append(",\"porStaticIndependent\":").append(s.porStatic())
        .append(",\"porSmtIndependent\":").append(s.porSmt())
        .append(",\"porDependent\":").append(s.porDependent())
        .append(",\"explicitStates\":").append(s.explicitStates());
    for (SmtStatistics.Operation op : SmtStatistics.Operation.values()) {
      String n = op.name().toLowerCase();
      b.append(",\"").append(n).append("Calls\":").append(s.smt().calls(op))
          .append(",\"").append(n).append("Seconds\":").append(String.format("%.3f", s.smt().seconds(op)));
    }
    b.append(",\"seconds\":").append(String.format("%.3f", s.seconds()))
        .append(",\"peakHeapBytes\":").append(s.peakHeapBytes()).append('}');
    b.append(",\"trace\":").append(trace(r.counterexample()));
    b.append(",\"deadlock\":").append(trace(r.deadlock()));
    return b.append('}').toString();
  }

  private static String trace(RunResult r) {
    if (r == null) return "null";
    return "{\"steps\":" + str(r.trace().toString()) + ",\"outcome\":" + str(r.outcome().toString()) + "}";
  }
}
