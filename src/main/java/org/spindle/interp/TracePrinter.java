package org.spindle.interp;

import java.util.stream.Collectors;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.report.ResultPrinter;

/**
 * A run as the trace table of {@link ResultPrinter#traceTable} (via {@link TraceExport}), and the
 * texts of a run's steps and end that the export carries.
 */
public final class TracePrinter {
  private TracePrinter() {}

  public static String render(Program p, RunResult r) {
    return ResultPrinter.traceTable(p, TraceExport.export(p, r));
  }

  /** How a run ended, in words (the last line of a trace table). */
  static String outcomeText(Outcome o) {
    return switch (o.kind()) {
      case ERROR, UNDEFINED, DEADLOCK -> o.reason();
      case BOUND_REACHED -> "thread bound reached (not an error): " + o.reason();
      case FINISHED -> "finished: " + o.reason();
      case STEP_LIMIT -> "step limit: " + o.reason();
      case STOPPED -> "stopped: " + o.reason();
      case INVALID_TRACE -> "invalid trace: " + o.reason();
    };
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
    String t = x.text() == null || x.text().isBlank() ? x.stmt().toString() : x.text();
    // a creation beyond the thread bound: the new thread is never scheduled (D44); first, since
    // the table cuts long statements
    if (x.stmt() instanceof Stmt.Error err && err.boundReached()) t = "[dormant] " + t;
    return t;
  }
}
