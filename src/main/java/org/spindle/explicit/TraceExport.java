package org.spindle.explicit;

import com.google.common.collect.ImmutableList;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.report.ExecutionTrace;

/**
 * Turns a replayed run into the engine-neutral {@link ExecutionTrace} that printers and witness
 * writers read. Only replayed runs are exported: every value in it was computed by the interpreter.
 */
public final class TraceExport {
  private TraceExport() {}

  public static ExecutionTrace export(Program p, RunResult run) {
    ImmutableList.Builder<ExecutionTrace.Step> steps = ImmutableList.builder();
    for (Event e : run.events()) steps.add(step(p, e));
    return new ExecutionTrace(steps.build(), end(p, run.outcome()), run.trace().toString());
  }

  /** The name of the function a thread instance runs ({@code main} for thread 0). */
  public static String threadFunction(Program p, int thread) {
    String f = p.thread(thread).startRoutine();
    return f == null ? "main" : f;
  }

  private static ExecutionTrace.Step step(Program p, Event e) {
    Edge shown = shownEdge(e);
    int created = -1;
    for (Edge x : e.edges()) {
      if (x.stmt() instanceof Stmt.Create c) created = c.child();
    }
    ImmutableList<Stmt.Havoc> havocs = e.edges().stream().map(Edge::stmt)
        .filter(s -> s instanceof Stmt.Havoc).map(s -> (Stmt.Havoc) s)
        .collect(ImmutableList.toImmutableList());
    ImmutableList<Long> values = e.inputs();
    ImmutableList.Builder<ExecutionTrace.Input> inputs = ImmutableList.builder();
    for (int i = 0; i < values.size(); i++) {
      // Havoc edges draw their inputs in order; other inputs are first reads of havocked cells
      boolean paired = havocs.size() == values.size();
      String type = paired ? havocs.get(i).type().toString() : null;
      inputs.add(new ExecutionTrace.Input(null, type, values.get(i)));
    }
    ImmutableList<ExecutionTrace.Access> accesses = e.accesses().stream()
        .filter(a -> a.kind() != Event.Access.Kind.INPUT)
        .map(a -> new ExecutionTrace.Access(a.kind() == Event.Access.Kind.WRITE, a.location(), a.value()))
        .collect(ImmutableList.toImmutableList());
    return new ExecutionTrace.Step(e.step(), e.thread(), threadFunction(p, e.thread()), shown.pos(),
        TracePrinter.statement(e), created, created < 0 ? null : threadFunction(p, created),
        e.edges().size() > 1, inputs.build(), accesses,
        e.edges().stream().map(Edge::id).collect(ImmutableList.toImmutableList()));
  }

  private static ExecutionTrace.End end(Program p, Outcome o) {
    ExecutionTrace.End.Kind kind = switch (o.kind()) {
      case ERROR -> ExecutionTrace.End.Kind.ERROR;
      case DEADLOCK -> ExecutionTrace.End.Kind.DEADLOCK;
      case FINISHED -> ExecutionTrace.End.Kind.FINISHED;
      default -> ExecutionTrace.End.Kind.OTHER;
    };
    SourcePos pos = o.edge() == null ? null : o.edge().pos();
    return new ExecutionTrace.End(kind, TracePrinter.outcomeText(o), pos, o.thread(), ImmutableList.of());
  }

  /** The edge whose position names a step: the first real statement of an atomic section. */
  static Edge shownEdge(Event e) {
    for (Edge x : e.edges()) {
      if (!(x.stmt() instanceof Stmt.AtomicBegin)) return x;
    }
    return e.edges().get(0);
  }
}
