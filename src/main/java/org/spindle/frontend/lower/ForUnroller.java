package org.spindle.frontend.lower;

import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.ScalarType;
import org.spindle.program.SourcePos;

/**
 * Recognises {@code for (i = c0; i < c1; i++)} loops (also {@code <=, >, >=, !=}, {@code i += k},
 * down-counting) over a local, non-address-taken counter that the body does not write, and whose
 * body creates threads, allocates memory or joins threads. Such loops are unrolled completely (up to {@link
 * #MAX_ITERATIONS} iterations) so that every iteration's thread/heap object is its own instance.
 */
final class ForUnroller {
  static final int MAX_ITERATIONS = 1000;
  /**
   * Other constant-bounded loops are unrolled when small: at most this many iterations, no loop in
   * the body, and iterations × body size at most {@link #SMALL_LOOP_COST}. Same semantics, but the
   * counter becomes a constant in each copy: array indices turn into fixed cells (static
   * independence, scalar cells) and the symbolic engine needs no loop invariant over the counter.
   */
  static final int SMALL_LOOP_ITERATIONS = 16;
  static final int SMALL_LOOP_COST = 400;

  private ForUnroller() {}

  /** The counter and its value in each iteration. */
  record Unrolling(VarSymbol counter, java.util.List<Long> values) {}

  /** The iterations if the loop must and can be unrolled, else null. */
  static Unrolling iterations(Stmt.For f, ThreadLowerer t) {
    if (f.body() == null) return null;
    boolean must = t.ctx.facts.needsUnrolling(f.body());
    int cost = must ? 0 : smallLoopCost(f.body());
    if (!must && cost < 0) return null;
    VarSymbol v = null;
    Expr initVal = null;
    if (f.init() instanceof Stmt.ExprStmt es && es.expr() instanceof Expr.Assign a && a.op() == null
        && strip(a.target()) instanceof Expr.VarRef r && r.symbol() instanceof VarSymbol vs) {
      v = vs;
      initVal = a.value();
    } else if (f.init() instanceof Stmt.Decl d && d.vars().size() == 1
        && d.vars().get(0).init() instanceof org.spindle.frontend.ast.Initializer.Scalar s) {
      v = d.vars().get(0);
      initVal = s.expr();
    }
    if (v == null || v.isGlobal() || t.ctx.facts.addressTaken.contains(v) || !(v.type() instanceof CType.Int)) return null;
    Long c0 = constant(initVal, t);
    if (c0 == null || !(f.cond() instanceof Expr.Binary cond)) return null;
    Long step = stepOf(f.step(), v, t);
    if (step == null || writes(f.body(), v) || hasLabels(f.body())) return null;
    if (!(cond.left().type() instanceof CType.Int) || !(cond.right().type() instanceof CType.Int)) return null;
    boolean varLeft = isVar(cond.left(), v);
    if (!varLeft && !isVar(cond.right(), v)) return null;
    Long bound = constant(varLeft ? cond.right() : cond.left(), t);
    if (bound == null) return null;
    org.spindle.program.Expr.BinOp op = switch (cond.op()) {
      case LT -> org.spindle.program.Expr.BinOp.LT;
      case LE -> org.spindle.program.Expr.BinOp.LE;
      case GT -> org.spindle.program.Expr.BinOp.GT;
      case GE -> org.spindle.program.Expr.BinOp.GE;
      case NE -> org.spindle.program.Expr.BinOp.NE;
      default -> null;
    };
    if (op == null) return null;
    SourcePos pos = f.pos();
    ScalarType vt = t.layouts.scalar(v.type(), pos);
    ScalarType ct = t.layouts.scalar(cond.left().type(), pos);
    long i = vt.wrap(c0);
    java.util.List<Long> values = new java.util.ArrayList<>();
    while (true) {
      long a = ct.wrap(i);
      long b = ct.wrap(bound);
      Long r = varLeft ? Fold.binary(op, a, b, ct, ScalarType.INT) : Fold.binary(op, b, a, ct, ScalarType.INT);
      if (r == null || r == 0) return new Unrolling(v, values);
      values.add(i);
      if (!must && (values.size() > SMALL_LOOP_ITERATIONS || values.size() * (long) cost > SMALL_LOOP_COST)) {
        return null;
      }
      if (values.size() > MAX_ITERATIONS) {
        // too long to unroll: lowered as a loop, so its create sites become thread pools (bounded,
        // honest) and its allocation sites "malloc in a loop" (UNKNOWN)
        return null;
      }
      i = vt.wrap(i + step);
    }
  }

  /** Size of a loop body (statements and expressions), or -1 if it contains a loop. */
  private static int smallLoopCost(Stmt body) {
    int[] n = {0};
    boolean[] loop = {false};
    AstWalk.stmt(body, x -> {
      n[0]++;
      if (x instanceof Stmt.While || x instanceof Stmt.DoWhile || x instanceof Stmt.For) loop[0] = true;
    }, e -> n[0]++);
    return loop[0] ? -1 : Math.max(1, n[0]);
  }

  private static Expr strip(Expr e) {
    while (e instanceof Expr.Cast c && c.implicit()) e = c.operand();
    return e;
  }

  private static boolean isVar(Expr e, VarSymbol v) {
    return strip(e) instanceof Expr.VarRef r && r.symbol() == v;
  }

  /** An integer constant; null for anything else (a floating constant is a bit pattern). */
  private static Long constant(Expr e, ThreadLowerer t) {
    return e.type() instanceof CType.Int ? t.ctx.globals.tryConst(e) : null;
  }

  private static Long stepOf(Expr s, VarSymbol v, ThreadLowerer t) {
    if (s instanceof Expr.Unary u && isVar(u.operand(), v)) {
      return switch (u.op()) {
        case PREINC, POSTINC -> 1L;
        case PREDEC, POSTDEC -> -1L;
        default -> null;
      };
    }
    if (s instanceof Expr.Assign a && isVar(a.target(), v)) {
      if (a.op() == Expr.BinaryOp.ADD || a.op() == Expr.BinaryOp.SUB) {
        Long k = constant(a.value(), t);
        if (k == null) return null;
        return a.op() == Expr.BinaryOp.ADD ? k : -k;
      }
      if (a.op() == null && strip(a.value()) instanceof Expr.Binary b && isVar(b.left(), v)
          && (b.op() == Expr.BinaryOp.ADD || b.op() == Expr.BinaryOp.SUB)) {
        Long k = constant(b.right(), t);
        if (k == null) return null;
        return b.op() == Expr.BinaryOp.ADD ? k : -k;
      }
    }
    return null;
  }

  private static boolean writes(Stmt body, VarSymbol v) {
    boolean[] w = {false};
    AstWalk.stmt(body, s -> {}, e -> {
      if (e instanceof Expr.Assign a && isVar(a.target(), v)) w[0] = true;
      if (e instanceof Expr.Unary u && u.op() != Expr.UnaryOp.NEG && u.op() != Expr.UnaryOp.PLUS
          && u.op() != Expr.UnaryOp.BITNOT && u.op() != Expr.UnaryOp.LOGNOT && u.op() != Expr.UnaryOp.DEREF
          && isVar(u.operand(), v)) {
        w[0] = true;
      }
    });
    return w[0];
  }

  private static boolean hasLabels(Stmt body) {
    boolean[] l = {false};
    // goto labels, and case/default labels (which may belong to a switch around the loop: jumping
    // into one copy of the body would see that copy's constant counter)
    AstWalk.stmt(body, s -> {
      if (s instanceof Stmt.Labeled || s instanceof Stmt.Case || s instanceof Stmt.Default) l[0] = true;
    }, e -> {});
    return l[0];
  }
}
