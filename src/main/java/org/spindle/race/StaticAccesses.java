package org.spindle.race;

import java.util.ArrayList;
import java.util.List;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * The accesses of an edge as {@link StaticAccess}es, following the evaluation order and the
 * short-circuit rules of the interpreter ({@code interp.Evaluator}/{@code EdgeExecutor}): an
 * edge makes exactly these accesses, each when its guard holds in the state before the edge.
 * Lock and unlock read the operands of the mutex address and then make one sync access; the
 * parameter write of a create is argument passing and not listed (RacePolicy); a HavocObject
 * (a declaration) accesses nothing.
 */
final class StaticAccesses {
  private StaticAccesses() {}

  static List<StaticAccess> of(Edge e) {
    List<StaticAccess> out = new ArrayList<>();
    Stmt s = e.stmt();
    if (s instanceof Stmt.Assign a) {
      reads(a.value(), null, out);
      place(a.target(), null, out);
      out.add(new StaticAccess(a.target(), null, true, false));
    } else if (s instanceof Stmt.Assume a) {
      reads(a.cond(), null, out);
    } else if (s instanceof Stmt.Havoc h) {
      place(h.target(), null, out);
      out.add(new StaticAccess(h.target(), null, true, false));
    } else if (s instanceof Stmt.Lock l) {
      place(l.mutex(), null, out);
      out.add(new StaticAccess(l.mutex(), null, true, true));
    } else if (s instanceof Stmt.Unlock u) {
      place(u.mutex(), null, out);
      out.add(new StaticAccess(u.mutex(), null, true, true));
    } else if (s instanceof Stmt.Join j) {
      reads(j.thread(), null, out);
    } else if (s instanceof Stmt.Create c) {
      if (c.arg() != null) reads(c.arg(), null, out);
      if (c.handle() != null) {
        place(c.handle(), null, out);
        out.add(new StaticAccess(c.handle(), null, true, false));
      }
    }
    return out;
  }

  /** The reads that locate {@code lv} (its index or address), not the access itself. */
  static void place(LValue lv, Expr guard, List<StaticAccess> out) {
    if (lv instanceof LValue.Cell c) reads(c.index(), guard, out);
    else reads(((LValue.Deref) lv).address(), guard, out);
  }

  /** The reads evaluating {@code e} makes, each with the guard under which it is evaluated. */
  static void reads(Expr e, Expr guard, List<StaticAccess> out) {
    if (e instanceof Expr.Load l) {
      place(l.location(), guard, out);
      out.add(new StaticAccess(l.location(), guard, false, false));
    } else if (e instanceof Expr.Unary u) {
      reads(u.operand(), guard, out);
    } else if (e instanceof Expr.Convert c) {
      reads(c.operand(), guard, out);
    } else if (e instanceof Expr.FloatOp f) {
      for (Expr a : f.args()) reads(a, guard, out);
    } else if (e instanceof Expr.AddressOf a) {
      reads(a.cellIndex(), guard, out);
    } else if (e instanceof Expr.Ite i) {
      reads(i.cond(), guard, out);
      reads(i.then(), and(guard, nonZero(i.cond())), out);
      reads(i.otherwise(), and(guard, isZero(i.cond())), out);
    } else if (e instanceof Expr.Binary b) {
      reads(b.left(), guard, out);
      if (b.op() == Expr.BinOp.LAND) reads(b.right(), and(guard, nonZero(b.left())), out);
      else if (b.op() == Expr.BinOp.LOR) reads(b.right(), and(guard, isZero(b.left())), out);
      else reads(b.right(), guard, out);
    }
  }

  static Expr and(Expr a, Expr b) {
    if (a == null) return b;
    if (b == null) return a;
    return new Expr.Binary(Expr.BinOp.LAND, a, b, ScalarType.BOOL);
  }

  static Expr nonZero(Expr e) {
    return new Expr.Binary(Expr.BinOp.NE, e, new Expr.Const(0, e.type()), ScalarType.BOOL);
  }

  static Expr isZero(Expr e) {
    return new Expr.Binary(Expr.BinOp.EQ, e, new Expr.Const(0, e.type()), ScalarType.BOOL);
  }

  static Expr not(Expr e) {
    return new Expr.Unary(Expr.UnOp.LOGNOT, e, ScalarType.BOOL);
  }
}
