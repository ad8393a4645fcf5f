package org.spindle.schedule;

import java.util.List;
import java.util.Map;

/** Human-readable text and DOT of a {@link ProgramSchedule}. */
public final class ScheduleText {
  private ScheduleText() {}

  public static String render(ProgramSchedule p) {
    StringBuilder b = new StringBuilder();
    b.append("Program schedule of IVR ").append(p.ivr()).append(" (").append(p.program()).append("): ")
        .append(p.nodes().size()).append(" nodes, ").append(p.sections().size()).append(" sections\n");
    b.append("Threads:");
    for (int t = 0; t < p.threads().size(); t++) b.append(" T").append(t).append('=').append(p.threads().get(t));
    b.append('\n');
    Map<Integer, List<ProgramSchedule.Section>> out = p.outgoing();
    for (ProgramSchedule.Node n : p.nodes()) {
      b.append("\nnode v").append(n.id()).append(' ').append(n.location())
          .append(n.id() == p.root() ? " (root)" : "").append(n.end() ? " (program ended)" : "")
          .append(n.stuck() ? " (no feasible successor)" : "").append('\n');
      for (ProgramSchedule.Section s : out.get(n.id())) {
        b.append("  section S").append(s.id()).append(": T").append(s.thread()).append(" [").append(s.guard())
            .append("] -> v").append(s.to()).append('\n');
        for (int i = 0; i < s.events().size(); i++) {
          ProgramSchedule.Event e = s.events().get(i);
          b.append(String.format("    e%-3d T%d#%-3d %-40s %s", i, e.thread(), e.k(), clip(e.text()), e.at()));
          if (!e.preds().isEmpty()) {
            b.append("  after");
            for (int q : e.preds()) b.append(" e").append(q);
          }
          b.append('\n');
        }
      }
    }
    return b.toString();
  }

  public static String dot(ProgramSchedule p) {
    StringBuilder b = new StringBuilder("digraph schedule {\n  compound=true; node [fontsize=10];\n");
    for (ProgramSchedule.Node n : p.nodes()) {
      b.append("  v").append(n.id()).append(" [shape=box, label=\"").append(esc("v" + n.id() + " " + n.location()))
          .append('"').append(n.end() ? ", style=bold" : "").append("];\n");
    }
    for (ProgramSchedule.Section s : p.sections()) {
      String c = "S" + s.id() + "_";
      b.append("  subgraph cluster_S").append(s.id()).append(" {\n    label=\"")
          .append(esc("S" + s.id() + " T" + s.thread() + " [" + s.guard() + "]")).append("\";\n");
      for (int i = 0; i < s.events().size(); i++) {
        ProgramSchedule.Event e = s.events().get(i);
        b.append("    ").append(c).append(i).append(" [shape=ellipse, label=\"")
            .append(esc("T" + e.thread() + ": " + clip(e.text()))).append("\"];\n");
      }
      for (int i = 0; i < s.events().size(); i++) {
        for (int q : s.events().get(i).preds()) b.append("    ").append(c).append(q).append(" -> ").append(c).append(i).append(";\n");
      }
      b.append("  }\n");
      b.append("  v").append(s.from()).append(" -> ").append(c).append("0 [style=dashed];\n");
      b.append("  ").append(c).append(s.events().size() - 1).append(" -> v").append(s.to()).append(" [style=dashed];\n");
    }
    return b.append("}\n").toString();
  }

  private static String clip(String s) {
    return s.length() > 40 ? s.substring(0, 37) + "..." : s;
  }

  private static String esc(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
  }
}
