package org.spindle.imc;

import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.Map;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.interp.RunResult;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.schedule.ProgramSchedule;
import org.spindle.schedule.ScheduleBuilder;

/** Builds the IVRs of a run: safe ones from a sub-ART view, unsafe ones from a replayed trace. */
final class IvrFactory {
  private final Program program;
  private final ProgramFacts facts;
  private final Art art;
  private final boolean export;

  IvrFactory(Program program, ProgramFacts facts, Art art, boolean export) {
    this.program = program;
    this.facts = facts;
    this.art = art;
    this.export = export;
  }

  /** A hash of the view's schedule and coverings: equal views give no new IVR. */
  static long signature(IvrExtractor.View view) {
    long h = view.coverings();
    for (Map.Entry<ArtNode, BitSet> e : view.scheduled().entrySet()) {
      h += (e.getKey().id() * 1_000_003L + e.getValue().hashCode()) * 0x9E3779B97F4A7C15L
          + (e.getKey().coveredBy() == null ? 0 : e.getKey().coveredBy().id() * 31L);
    }
    return h == 0 ? 1 : h;
  }

  Ivr safe(int index, double seconds, IvrExtractor.View view) {
    String json = export ? IvrExport.json(program, index, true, seconds, view.scheduled(), null) : null;
    String dot = export ? IvrExport.dot(view.scheduled()) : null;
    ProgramSchedule schedule = ScheduleBuilder.build(program, facts, art.root(), view.scheduled(), index);
    return new Ivr(index, true, seconds, view.nodes(), view.threads().cardinality(), view.coverings(),
        null, json, dot, schedule);
  }

  Ivr unsafe(int index, double seconds, RunResult cex, ArtNode errorNode) {
    BitSet ts = new BitSet();
    for (var step : cex.trace().steps()) ts.set(step.thread());
    String json = null;
    String dot = null;
    if (export) {
      Map<ArtNode, BitSet> pathNodes = new LinkedHashMap<>();
      if (errorNode != null) {
        for (ArtNode n : art.pathFromRoot(errorNode)) pathNodes.put(n, new BitSet());
        for (ArtNode n : pathNodes.keySet()) if (n.edge() != null) pathNodes.get(n.parent()).set(n.edge().thread());
      }
      json = IvrExport.json(program, index, false, seconds, pathNodes, cex);
      dot = IvrExport.dot(pathNodes);
    }
    return new Ivr(index, false, seconds, art.size(), ts.cardinality(), art.coveredCount(), cex, json, dot, null);
  }
}
