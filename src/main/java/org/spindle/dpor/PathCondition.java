package org.spindle.dpor;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.List;
import org.spindle.interp.State;
import org.spindle.interp.ThreadStatus;
import org.spindle.interp.Transition;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.smt.Step;

/**
 * The path condition of the current execution (D43) as the steps the SMT layer encodes
 * ({@code smt.Feasibility}, bit-vector semantics, inputs as free variables): every edge of every
 * event in execution order, and for an input-dependent blocked attempt an assume that every edge
 * of its location is blocked. Its models are the inputs under which the execution's events run
 * as they did (and without undefined behaviour: the feasibility check adds that). It is a
 * conjunction of per-event constraints over the state the event reads, so it depends on the
 * events, not on the order of independent ones. Kept per event, popped with it.
 */
final class PathCondition {
  private final List<List<Step>> perEvent = new ArrayList<>();

  /** Appends the event {@code tr} (null: a blocked attempt of {@code thread}) taken in {@code before}. */
  void push(int thread, Transition tr, State before, boolean inputDependentBlock, List<Edge> outgoing) {
    List<Step> steps = new ArrayList<>();
    if (tr == null) {
      if (inputDependentBlock) steps.add(Step.of(blockedEdge(outgoing)));
    } else {
      ImmutableSet<Integer> exited = exited(before);
      for (Edge e : tr.edges()) steps.add(Step.of(e, exited));
    }
    perEvent.add(steps);
  }

  void pop() {
    perEvent.remove(perEvent.size() - 1);
  }

  /** The steps of the whole execution. */
  List<Step> steps() {
    List<Step> out = new ArrayList<>();
    for (List<Step> s : perEvent) out.addAll(s);
    return out;
  }

  /**
   * The inputs of each event under a model whose per-step inputs are {@code modelInputs} (one
   * entry per step of {@link #steps()}, null where the step draws nothing), in the order the
   * event's transition consumes them.
   */
  List<ImmutableList<Long>> inputsPerEvent(List<Long> modelInputs) {
    List<ImmutableList<Long>> out = new ArrayList<>();
    int k = 0;
    for (List<Step> ev : perEvent) {
      ImmutableList.Builder<Long> b = ImmutableList.builder();
      for (Step s : ev) {
        Long v = modelInputs.get(k++);
        if (s.edge().stmt() instanceof Stmt.Havoc h) b.add(v == null ? 0L : h.type().wrap(v));
      }
      out.add(b.build());
    }
    return out;
  }

  static ImmutableSet<Integer> exited(State s) {
    ImmutableSet.Builder<Integer> b = ImmutableSet.builder();
    for (int t = 0; t < s.threadCount(); t++) if (s.status(t) == ThreadStatus.EXITED) b.add(t);
    return b.build();
  }

  /**
   * True if the thread's step at a location with these edges is a single edge that can block:
   * every edge is an assume or a lock (the other statements never block; joins are ordered
   * after the joined thread and are no blocked attempts, D38).
   */
  static boolean canBlock(List<Edge> outgoing) {
    if (outgoing.isEmpty()) return false;
    for (Edge e : outgoing) if (!(e.stmt() instanceof Stmt.Assume || e.stmt() instanceof Stmt.Lock)) return false;
    return true;
  }

  /** An assume (not an edge of the program) that holds iff every edge in {@code outgoing} is blocked. */
  static Edge blockedEdge(List<Edge> outgoing) {
    Expr all = null;
    for (Edge e : outgoing) {
      Expr blocked;
      if (e.stmt() instanceof Stmt.Assume a) {
        blocked = new Expr.Binary(Expr.BinOp.EQ, a.cond(), new Expr.Const(0, a.cond().type()), ScalarType.INT);
      } else {
        Stmt.Lock l = (Stmt.Lock) e.stmt();
        blocked = new Expr.Binary(Expr.BinOp.NE, new Expr.Load(l.mutex(), l.mutex().type()),
            new Expr.Const(0, l.mutex().type()), ScalarType.INT);
      }
      all = all == null ? blocked : new Expr.Binary(Expr.BinOp.LAND, all, blocked, ScalarType.INT);
    }
    Edge first = outgoing.get(0);
    return new Edge(-1, first.thread(), first.source(), first.source(), new Stmt.Assume(all), first.pos(),
        "blocked: " + first.text());
  }
}
