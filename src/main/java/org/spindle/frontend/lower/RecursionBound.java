package org.spindle.frontend.lower;

import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.program.Expr.Const;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * How deep recursion is inlined (D63): a recursive call is inlined while its function has fewer
 * than --recursion-bound unfinished activations and the thread fewer than {@link
 * #MAX_RECURSIVE_COPIES} recursive copies; otherwise a bound edge stops the thread.
 */
final class RecursionBound {
  private RecursionBound() {}

  /**
   * Recursive calls inlined per thread at most: a call tree that branches grows exponentially
   * with the depth; beyond this a bound edge stands for the rest.
   */
  static final int MAX_RECURSIVE_COPIES = 1024;

  /**
   * Whether a recursive call finding {@code active} unfinished activations of its function is
   * inlined (counted if so). Not in dead code (a base case's other side under a constant
   * argument): the finisher drops it, so a bound edge there costs nothing and stops the inlining.
   */
  static boolean admits(ThreadLowerer t, int active) {
    if (t.dead || active >= t.ctx.options.recursionBound() || t.recursiveCopies >= MAX_RECURSIVE_COPIES) return false;
    t.recursiveCopies++;
    return true;
  }

  /**
   * A recursive call beyond the bound: its arguments are evaluated, then a bound edge stops the
   * thread, as an allocation beyond its bound does (D50): errors the run reached before count,
   * SAFE is impossible while the edge is reachable.
   */
  static org.spindle.program.Expr stop(ThreadLowerer t, FunctionSymbol f, Expr.Call c, int active, boolean used) {
    CType rt = f.type().returnType();
    boolean value = used && !(rt instanceof CType.Void);
    if (value && !Layouts.isScalar(rt)) throw t.unsupported("struct return value of " + f.name());
    for (Expr a : c.args()) t.ex.effect(a);
    int bound = t.ctx.options.recursionBound();
    String why = active >= bound ? "a call of " + f.name() + " inside " + active + " unfinished ones"
        : "more than " + MAX_RECURSIVE_COPIES + " copies of recursive calls in one thread (at " + f.name() + ")";
    t.emit(new Stmt.Error(Stmt.Error.RECURSION_BOUND + " " + bound + ": " + why, true));
    t.emit(new Stmt.Assume(new Const(0, ScalarType.INT)));
    // inside an atomic section the run ends at the bound edge (Interpreter.stopsInsideAtomic); the
    // section is closed behind the assume, which nothing passes, so no thread ends inside one
    if (t.atomicDepth > 0) {
      int depth = t.atomicDepth;
      t.atomicDepth = 0; // the AtomicEnd's target is outside the section
      t.emit(new Stmt.AtomicEnd());
      t.atomicDepth = depth;
    }
    t.deadEnd();
    return value ? new Const(0, t.ex.scalar(rt)) : null;
  }
}
