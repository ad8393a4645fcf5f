package org.spindle.program.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.Stmt;

/** Enumerates the expressions and l-values of statements (pre-order, into l-value sub-terms). */
public final class ExprWalker {
  private ExprWalker() {}

  /** Every expression node of {@code s}, including indices and addresses of its l-values. */
  public static void forEachExpr(Stmt s, Consumer<Expr> f) {
    for (Expr e : operands(s)) forEachExpr(e, f);
    for (LValue lv : lvalues(s)) forEachExpr(lv, f);
  }

  public static void forEachExpr(LValue lv, Consumer<Expr> f) {
    if (lv instanceof LValue.Cell c) forEachExpr(c.index(), f);
    else forEachExpr(((LValue.Deref) lv).address(), f);
  }

  public static void forEachExpr(Expr e, Consumer<Expr> f) {
    f.accept(e);
    if (e instanceof Expr.Load l) {
      forEachExpr(l.location(), f);
    } else if (e instanceof Expr.Unary u) {
      forEachExpr(u.operand(), f);
    } else if (e instanceof Expr.Binary b) {
      forEachExpr(b.left(), f);
      forEachExpr(b.right(), f);
    } else if (e instanceof Expr.Convert c) {
      forEachExpr(c.operand(), f);
    } else if (e instanceof Expr.AddressOf a) {
      forEachExpr(a.cellIndex(), f);
    } else if (e instanceof Expr.FloatOp o) {
      for (Expr a : o.args()) forEachExpr(a, f);
    } else if (e instanceof Expr.Ite i) {
      forEachExpr(i.cond(), f);
      forEachExpr(i.then(), f);
      forEachExpr(i.otherwise(), f);
    }
  }

  /** The value expressions a statement evaluates (not the l-values it accesses). */
  public static List<Expr> operands(Stmt s) {
    List<Expr> r = new ArrayList<>(1);
    if (s instanceof Stmt.Assign a) r.add(a.value());
    else if (s instanceof Stmt.Assume a) r.add(a.cond());
    else if (s instanceof Stmt.Join j) r.add(j.thread());
    else if (s instanceof Stmt.Create c && c.arg() != null) r.add(c.arg());
    return r;
  }

  /** The l-values a statement accesses directly (written, or read and written for mutexes). */
  public static List<LValue> lvalues(Stmt s) {
    List<LValue> r = new ArrayList<>(1);
    if (s instanceof Stmt.Assign a) r.add(a.target());
    else if (s instanceof Stmt.Havoc h) r.add(h.target());
    else if (s instanceof Stmt.Lock l) r.add(l.mutex());
    else if (s instanceof Stmt.Unlock u) r.add(u.mutex());
    else if (s instanceof Stmt.Create c && c.handle() != null) r.add(c.handle());
    return r;
  }
}
