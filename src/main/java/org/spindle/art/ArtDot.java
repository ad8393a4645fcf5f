package org.spindle.art;

import org.spindle.program.Program;

/** DOT rendering of an ART: tree edges solid (thread and edge ids), coverings dashed. */
public final class ArtDot {
  private ArtDot() {}

  public static String render(Program p, Art art) {
    StringBuilder b = new StringBuilder("digraph art {\n  node [shape=box, fontsize=10];\n");
    for (ArtNode v : art.nodes()) {
      String style = v.isDead() ? ", style=dashed, color=gray"
          : v.kind() != ArtNode.Kind.NORMAL ? ", color=red" : v.coveredBy() != null ? ", color=blue" : "";
      b.append("  n").append(v.id()).append(" [label=\"").append(esc("v" + v.id() + " " + v.location()
          + "\n" + clip(v.label().toString()))).append('"').append(style).append("];\n");
    }
    for (ArtNode v : art.nodes()) {
      if (v.parent() != null) {
        b.append("  n").append(v.parent().id()).append(" -> n").append(v.id()).append(" [label=\"")
            .append(esc(v.edge().toString())).append("\"];\n");
      }
      if (v.coveredBy() != null) {
        b.append("  n").append(v.id()).append(" -> n").append(v.coveredBy().id())
            .append(" [style=dashed, color=blue, constraint=false];\n");
      }
    }
    return b.append("}\n").toString();
  }

  private static String clip(String s) {
    return s.length() > 120 ? s.substring(0, 117) + "..." : s;
  }

  private static String esc(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
  }
}
