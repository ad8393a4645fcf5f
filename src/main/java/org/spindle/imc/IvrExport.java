package org.spindle.imc;

import static org.spindle.art.ArtJson.str;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.explicit.RunResult;
import org.spindle.explicit.TracePrinter;
import org.spindle.program.Program;
import org.spindle.smt.Step;

/**
 * JSON and DOT of one IVR: its nodes (global location, label, permitted threads), tree edges
 * (thread, statement, file:line) and coverings; an unsafe IVR also carries its replayed trace.
 */
final class IvrExport {
  private IvrExport() {}

  /** The nodes of a safe IVR with the threads each permits; for an unsafe one the error path. */
  static String json(Program p, int index, boolean safe, double seconds, Map<ArtNode, BitSet> nodes,
      RunResult trace) {
    List<ArtNode> sorted = sorted(nodes);
    StringBuilder b = new StringBuilder("{");
    b.append("\"index\":").append(index).append(",\"safe\":").append(safe)
        .append(",\"seconds\":").append(String.format("%.3f", seconds)).append(",\"nodes\":[");
    for (int i = 0; i < sorted.size(); i++) {
      ArtNode v = sorted.get(i);
      if (i > 0) b.append(',');
      b.append("{\"id\":").append(v.id()).append(",\"location\":").append(str(v.location().toString()))
          .append(",\"label\":").append(str(v.label().toString()))
          .append(",\"kind\":").append(str(v.kind().name()))
          .append(",\"threads\":").append(str(nodes.get(v).toString()))
          .append(",\"coveredBy\":").append(v.coveredBy() == null ? "null" : v.coveredBy().id()).append('}');
    }
    b.append("],\"edges\":[");
    boolean first = true;
    for (ArtNode v : sorted) {
      if (v.parent() == null || !nodes.containsKey(v.parent())) continue;
      if (!first) b.append(',');
      first = false;
      b.append("{\"from\":").append(v.parent().id()).append(",\"to\":").append(v.id())
          .append(",\"thread\":").append(v.edge().thread())
          .append(",\"statement\":").append(str(statement(v.edge())))
          .append(",\"at\":").append(str(at(v.edge()))).append('}');
    }
    b.append("],\"coverings\":[");
    first = true;
    for (ArtNode v : sorted) {
      if (v.coveredBy() == null) continue;
      if (!first) b.append(',');
      first = false;
      b.append('[').append(v.id()).append(',').append(v.coveredBy().id()).append(']');
    }
    b.append("],\"trace\":");
    if (trace == null) {
      b.append("null");
    } else {
      b.append("{\"steps\":").append(str(trace.trace().toString()))
          .append(",\"outcome\":").append(str(trace.outcome().toString()))
          .append(",\"text\":").append(str(TracePrinter.render(p, trace))).append('}');
    }
    return b.append('}').toString();
  }

  static String dot(Map<ArtNode, BitSet> nodes) {
    StringBuilder b = new StringBuilder("digraph ivr {\n  node [shape=box, fontsize=10];\n");
    List<ArtNode> sorted = sorted(nodes);
    for (ArtNode v : sorted) {
      String style = v.kind() != ArtNode.Kind.NORMAL ? ", color=red" : v.coveredBy() != null ? ", color=blue" : "";
      b.append("  n").append(v.id()).append(" [label=\"").append(esc("v" + v.id() + " " + v.location()
          + " T" + nodes.get(v) + "\n" + clip(v.label().toString()))).append('"').append(style).append("];\n");
    }
    for (ArtNode v : sorted) {
      if (v.parent() != null && nodes.containsKey(v.parent())) {
        b.append("  n").append(v.parent().id()).append(" -> n").append(v.id()).append(" [label=\"")
            .append(esc("T" + v.edge().thread() + ": " + clip(statement(v.edge())) + " @" + at(v.edge())))
            .append("\"];\n");
      }
      if (v.coveredBy() != null) {
        b.append("  n").append(v.id()).append(" -> n").append(v.coveredBy().id())
            .append(" [style=dashed, color=blue, constraint=false];\n");
      }
    }
    return b.append("}\n").toString();
  }

  private static List<ArtNode> sorted(Map<ArtNode, BitSet> nodes) {
    List<ArtNode> r = new ArrayList<>(nodes.keySet());
    r.sort(Comparator.comparingInt(ArtNode::id));
    return r;
  }

  static String statement(ArtEdge e) {
    StringBuilder b = new StringBuilder();
    for (Step s : e.steps()) {
      if (b.length() > 0) b.append("; ");
      String t = s.edge().text();
      b.append(t == null || t.isEmpty() ? s.edge().stmt().toString() : t);
    }
    return b.toString();
  }

  static String at(ArtEdge e) {
    return e.first().pos() == null ? "?" : e.first().pos().fileLine();
  }

  private static String clip(String s) {
    return s.length() > 100 ? s.substring(0, 97) + "..." : s;
  }

  private static String esc(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
  }
}
