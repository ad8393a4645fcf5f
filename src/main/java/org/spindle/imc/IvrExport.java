package org.spindle.imc;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.interp.RunResult;
import org.spindle.interp.TracePrinter;
import org.spindle.program.Program;
import org.spindle.smt.Step;

/**
 * JSON and DOT of one IVR: its nodes (global location, label, permitted threads), tree edges
 * (thread, statement, file:line) and coverings; an unsafe IVR also carries its replayed trace.
 */
final class IvrExport {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private IvrExport() {}

  /** The nodes of a safe IVR with the threads each permits; for an unsafe one the error path. */
  static String json(Program p, int index, boolean safe, double seconds, Map<ArtNode, BitSet> nodes,
      RunResult trace) {
    List<ArtNode> sorted = sorted(nodes);
    ObjectNode o = MAPPER.createObjectNode();
    o.put("index", index).put("safe", safe).put("seconds", Math.round(seconds * 1000) / 1000.0);
    ArrayNode ns = o.putArray("nodes");
    for (ArtNode v : sorted) {
      ObjectNode n = ns.addObject().put("id", v.id()).put("location", v.location().toString())
          .put("label", v.label().toString()).put("kind", v.kind().name())
          .put("threads", nodes.get(v).toString());
      if (v.coveredBy() == null) n.putNull("coveredBy"); else n.put("coveredBy", v.coveredBy().id());
    }
    ArrayNode edges = o.putArray("edges");
    for (ArtNode v : sorted) {
      if (v.parent() == null || !nodes.containsKey(v.parent())) continue;
      edges.addObject().put("from", v.parent().id()).put("to", v.id()).put("thread", v.edge().thread())
          .put("statement", statement(v.edge())).put("at", at(v.edge()));
    }
    ArrayNode coverings = o.putArray("coverings");
    for (ArtNode v : sorted) {
      if (v.coveredBy() != null) coverings.addArray().add(v.id()).add(v.coveredBy().id());
    }
    if (trace == null) {
      o.putNull("trace");
    } else {
      o.putObject("trace").put("steps", trace.trace().toString()).put("outcome", trace.outcome().toString())
          .put("text", TracePrinter.render(p, trace));
    }
    return o.toString();
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
