package org.spindle.program.analysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Writes all thread CFAs of a program as one Graphviz digraph: a {@code cluster_T<i>} subgraph
 * per thread; nodes are locations labelled with id and file:line; the entry is a double circle,
 * atomic locations are shaded, error edges red. Node ids are {@code T<thread>_L<location>}.
 */
public final class CfaDotWriter {
  private CfaDotWriter() {}

  public static String toDot(Program program) {
    StringBuilder sb = new StringBuilder();
    write(program, sb);
    return sb.toString();
  }

  public static void write(Program program, Appendable out) {
    try {
      out.append("digraph \"").append(escape(program.file())).append("\" {\n");
      out.append("  node [shape=circle, fontsize=10];\n");
      out.append("  edge [fontsize=9];\n");
      for (ThreadCfa t : program.threads()) writeThread(t, out);
      out.append("}\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void writeThread(ThreadCfa t, Appendable out) throws IOException {
    out.append("  subgraph cluster_T").append(Integer.toString(t.id())).append(" {\n");
    out.append("    label=\"").append(escape("T" + t.id() + " " + t.name()
        + (t.startRoutine() == null ? "" : " (" + t.startRoutine() + ")"))).append("\";\n");
    for (int l = 0; l < t.locationCount(); l++) {
      StringBuilder attrs = new StringBuilder();
      String label = Integer.toString(l);
      if (l < t.locationPos().size() && t.locationPos().get(l) != null
          && t.locationPos().get(l) != SourcePos.UNKNOWN) {
        label += "\n" + t.locationPos().get(l).fileLine();
      }
      attrs.append("label=\"").append(escape(label)).append('"');
      if (l == t.entry()) attrs.append(", shape=doublecircle");
      if (t.atomicLocations().contains(l)) attrs.append(", style=filled, fillcolor=lightgrey");
      out.append("    ").append(node(t.id(), l)).append(" [").append(attrs).append("];\n");
    }
    for (Edge e : t.edges()) {
      out.append("    ").append(node(t.id(), e.source())).append(" -> ")
          .append(node(t.id(), e.target())).append(" [label=\"").append(escape(e.stmt().toString()))
          .append('"');
      if (e.text() != null && !e.text().isEmpty()) {
        out.append(", tooltip=\"").append(escape(e.text())).append('"');
      }
      if (e.stmt() instanceof Stmt.Error) out.append(", color=red, fontcolor=red");
      out.append("];\n");
    }
    out.append("  }\n");
  }

  private static String node(int thread, int location) {
    return "T" + thread + "_L" + location;
  }

  /** Escapes a string for a double-quoted DOT string: backslash, quote, line breaks. */
  static String escape(String s) {
    if (s == null) return "";
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\' -> b.append("\\\\");
        case '"' -> b.append("\\\"");
        case '\n' -> b.append("\\n");
        case '\r' -> { }
        default -> b.append(c);
      }
    }
    return b.toString();
  }
}
