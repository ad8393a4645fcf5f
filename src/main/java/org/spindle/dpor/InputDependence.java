package org.spindle.dpor;

import java.util.List;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.ExprWalker;

/**
 * Which next steps may turn out differently under other inputs (D43, D45): the static and taint
 * tests {@link SymbolicInputs} asks before it calls the solver, and Eager POR before it plans a
 * step ahead.
 */
final class InputDependence {
  private InputDependence() {}

  /**
   * True if the step's outcome may depend on the inputs: it is an atomic section that may draw
   * an input, an edge of its location reads a tainted object, or a variant (or the blocked
   * attempt) reads a tainted cell.
   */
  static boolean dependsOnInputs(ThreadCfa cfa, NextStep np, List<Edge> out, InputTaint taint) {
    if (drawsInAtomicSection(cfa, out)) return true;
    if (taint.isEmpty()) return false;
    if (taint.edgesReadTainted(out)) return true;
    for (StepFootprint fp : np.allFootprints()) if (taint.readsTainted(fp)) return true;
    return false;
  }

  /**
   * True if an atomic section begins at this location and some path through it draws an input
   * (or undefines an object). The section is one step whose draws took the canonical value only,
   * so it may turn out differently under other inputs though it reads no tainted cell: found by
   * the review (D45) as a plain SAFE for {@code atomic { x = nondet(); if (x == 1) error; }}.
   */
  static boolean drawsInAtomicSection(ThreadCfa cfa, List<Edge> out) {
    java.util.ArrayDeque<int[]> todo = new java.util.ArrayDeque<>();
    java.util.Set<Long> seen = new java.util.HashSet<>();
    for (Edge e : out) if (e.stmt() instanceof Stmt.AtomicBegin) todo.push(new int[] {e.target(), 1});
    while (!todo.isEmpty()) {
      int[] at = todo.pop();
      for (Edge e : cfa.outgoing(at[0])) {
        if (e.stmt() instanceof Stmt.Havoc || e.stmt() instanceof Stmt.HavocObject) return true;
        int depth = at[1] + (e.stmt() instanceof Stmt.AtomicBegin ? 1 : e.stmt() instanceof Stmt.AtomicEnd ? -1 : 0);
        if (depth > 0 && seen.add(((long) e.target() << 20) | depth)) todo.push(new int[] {e.target(), depth});
      }
    }
    return false;
  }

  static boolean atomic(NextStep np, List<Edge> out) {
    for (Edge e : out) if (e.stmt() instanceof Stmt.AtomicBegin) return true;
    for (Successor x : np.variants()) if (x.transition().edges().size() > 1) return true;
    return false;
  }

  /**
   * True if a single-edge step from a location with these edges may turn out differently: an
   * edge can block or choose (assume, lock, join, several edges), or may have undefined behaviour
   * (division, remainder, shift, conversion of a floating value to an integer, a computed index or
   * pointer).
   */
  static boolean mayDecide(List<Edge> out) {
    if (out.size() > 1) return true;
    for (Edge e : out) {
      Stmt s = e.stmt();
      if (s instanceof Stmt.Assume || s instanceof Stmt.Lock || s instanceof Stmt.Join) return true;
      if (hasVariableAddress(e)) return true;
      boolean[] ub = {false};
      ExprWalker.forEachExpr(s, x -> {
        if (x instanceof Expr.Binary b && (b.op() == Expr.BinOp.DIV || b.op() == Expr.BinOp.REM
            || b.op() == Expr.BinOp.SHL || b.op() == Expr.BinOp.SHR)) {
          ub[0] = true;
        }
        if (x instanceof Expr.FloatOp f && f.mayBeUndefined()) ub[0] = true;
      });
      if (ub[0]) return true;
    }
    return false;
  }

  static boolean hasVariableAddress(Edge e) {
    boolean[] v = {false};
    java.util.function.Consumer<LValue> lv = l -> {
      if (l instanceof LValue.Deref || !(((LValue.Cell) l).index() instanceof Expr.Const)) v[0] = true;
    };
    ExprWalker.forEachExpr(e.stmt(), x -> {
      if (x instanceof Expr.Load l) lv.accept(l.location());
    });
    for (LValue l : ExprWalker.lvalues(e.stmt())) lv.accept(l);
    return v[0];
  }
}
