package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.spindle.program.BranchOutcomes;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.SourceMap;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.report.ExecutionTrace;

/**
 * Turns a replayed run into the engine-neutral {@link ExecutionTrace} that printers and witness
 * writers read. Only replayed runs are exported: every value in it was computed by the interpreter.
 */
public final class TraceExport {
  private TraceExport() {}

  public static ExecutionTrace export(Program p, RunResult run) {
    Sources sources = new Sources(p);
    ImmutableList.Builder<ExecutionTrace.Step> steps = ImmutableList.builder();
    for (Event e : run.events()) steps.add(step(p, sources, e));
    return new ExecutionTrace(steps.build(), end(p, run.outcome()), run.trace().toString());
  }

  /** The name of the function a thread instance runs ({@code main} for thread 0). */
  public static String threadFunction(Program p, int thread) {
    String f = p.thread(thread).startRoutine();
    return f == null ? "main" : f;
  }

  private static ExecutionTrace.Step step(Program p, Sources sources, Event e) {
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
      Stmt.Havoc h = paired ? havocs.get(i) : null;
      inputs.add(h == null ? new ExecutionTrace.Input(null, null, values.get(i))
          : new ExecutionTrace.Input(h.nondetFunction(), h.type().toString(), values.get(i), h.call()));
    }
    ImmutableList<ExecutionTrace.Access> accesses = e.accesses().stream()
        .filter(a -> a.kind() != Event.Access.Kind.INPUT)
        .map(a -> new ExecutionTrace.Access(a.kind() == Event.Access.Kind.WRITE, a.location(), a.value(),
            a.type() == null ? null : a.type().toString()))
        .collect(ImmutableList.toImmutableList());
    boolean atomic = e.edges().size() > 1;
    return new ExecutionTrace.Step(e.step(), e.thread(), threadFunction(p, e.thread()), shown.pos(),
        TracePrinter.statement(e), created, created < 0 ? null : threadFunction(p, created),
        atomic, inputs.build(), accesses,
        e.edges().stream().map(Edge::id).collect(ImmutableList.toImmutableList()),
        sources.function(e.thread(), shown.pos()), atomic ? null : sources.branch(shown),
        !atomic && sources.startsStatement(shown));
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

  /** Per thread, what the lowering recorded about statement positions (program.SourceMap). */
  private static final class Sources {
    private final Program program;
    private final BranchOutcomes branchOutcomes;
    private final Map<Integer, Map<SourcePos, Set<String>>> functions = new HashMap<>();

    Sources(Program program) {
      this.program = program;
      this.branchOutcomes = new BranchOutcomes(program);
    }

    /** The function of the statement at {@code pos} in {@code thread}, if exactly one. */
    String function(int thread, SourcePos pos) {
      Set<String> fs = functions.computeIfAbsent(thread, t -> {
        Map<SourcePos, Set<String>> m = new HashMap<>();
        for (SourceMap.StatementStart s : program.thread(t).sourceMap().starts()) {
          m.computeIfAbsent(s.pos(), k -> new HashSet<>()).add(s.function());
        }
        return m;
      }).get(pos);
      return fs != null && fs.size() == 1 ? fs.iterator().next() : null;
    }

    /**
     * True if {@code e} leaves a recorded start of the statement at its position, and every
     * start of that statement in the thread is left only by edges of that statement.
     */
    boolean startsStatement(Edge e) {
      ThreadCfa cfa = program.thread(e.thread());
      boolean found = false;
      for (SourceMap.StatementStart s : cfa.sourceMap().starts()) {
        if (!s.pos().equals(e.pos())) continue;
        found |= s.location() == e.source();
        List<Edge> out = cfa.outgoing(s.location());
        if (out.isEmpty()) return false;
        for (Edge x : out) if (!x.pos().equals(e.pos())) return false;
      }
      return found;
    }

    /** The outcome of the condition this Assume edge decides, or null ({@link BranchOutcomes}). */
    Boolean branch(Edge e) {
      return branchOutcomes.outcome(e);
    }
  }
}
