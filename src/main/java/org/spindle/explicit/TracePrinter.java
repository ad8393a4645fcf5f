package org.spindle.explicit;

import java.util.List;
import java.util.stream.Collectors;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;

/** Renders executed events as a table, one row per step, and the outcome as the last line. */
public final class TracePrinter {
  private static final int STMT_WIDTH = 48;

  private TracePrinter() {}

  public static String render(Program p, List<Event> events, Outcome outcome) {
    StringBuilder b = new StringBuilder();
    b.append(String.format("%5s  %-14s %-20s %-" + STMT_WIDTH + "s %s%n", "step", "thread", "at", "statement", "values"));
    for (Event e : events) {
      Edge shown = shownEdge(e);
      b.append(String.format("%5d  %-14s %-20s %-" + STMT_WIDTH + "s %s%n", e.step(), threadLabel(p, e.thread()),
          shown.pos().fileLine(), clip(statement(e)), values(e)).stripTrailing()).append('\n');
    }
    if (outcome != null) b.append("-> ").append(outcomeText(outcome)).append('\n');
    return b.toString();
  }

  public static String render(Program p, RunResult r) {
    return render(p, r.events(), r.outcome());
  }

  static String threadLabel(Program p, int t) {
    return "T" + t + " " + p.thread(t).name();
  }

  static String outcomeText(Outcome o) {
    return switch (o.kind()) {
      case ERROR, UNDEFINED -> o.reason();
      case BOUND_REACHED -> "thread bound reached (not an error): " + o.reason();
      case DEADLOCK -> o.reason();
      case FINISHED -> "finished: " + o.reason();
      case STEP_LIMIT -> "step limit: " + o.reason();
      case STOPPED -> "stopped: " + o.reason();
      case INVALID_TRACE -> "invalid trace: " + o.reason();
    };
  }

  private static Edge shownEdge(Event e) {
    return TraceExport.shownEdge(e);
  }

  /** The statement text of a step ({@code atomic { ... }} for an atomic section). */
  static String statement(Event e) {
    String body = e.edges().stream()
        .filter(x -> !(x.stmt() instanceof Stmt.AtomicBegin || x.stmt() instanceof Stmt.AtomicEnd
            || x.stmt() instanceof Stmt.Nop) || e.edges().size() == 1)
        .map(TracePrinter::edgeText).collect(Collectors.joining("; "));
    return e.edges().size() > 1 ? "atomic { " + body + " }" : body;
  }

  private static String edgeText(Edge x) {
    return x.text() == null || x.text().isBlank() ? x.stmt().toString() : x.text();
  }

  private static String values(Event e) {
    String reads = e.reads().stream().map(a -> a.location() + "=" + a.value()).collect(Collectors.joining(", "));
    String writes = e.writes().stream().map(a -> a.location() + "=" + a.value()).collect(Collectors.joining(", "));
    String inputs = e.inputs().stream().map(String::valueOf).collect(Collectors.joining(", "));
    StringBuilder b = new StringBuilder();
    if (!inputs.isEmpty()) b.append("input ").append(inputs);
    if (!reads.isEmpty()) b.append(b.length() > 0 ? "; " : "").append("read ").append(reads);
    if (!writes.isEmpty()) b.append(b.length() > 0 ? "; " : "").append("wrote ").append(writes);
    return b.toString();
  }

  private static String clip(String s) {
    return s.length() <= STMT_WIDTH ? s : s.substring(0, STMT_WIDTH - 3) + "...";
  }
}
