package org.spindle.frontend.lower;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;

/** Memory reads and writes of program-model statements and expressions. */
final class Accesses {
  private Accesses() {}

  /** Every location read by the statement (loads, mutex cells, address/index sub-expressions). */
  static void reads(Stmt s, Consumer<LValue> out) {
    if (s instanceof Stmt.Assign a) {
      lvalueOperands(a.target(), out);
      expr(a.value(), out);
    } else if (s instanceof Stmt.Assume a) {
      expr(a.cond(), out);
    } else if (s instanceof Stmt.Havoc h) {
      lvalueOperands(h.target(), out);
    } else if (s instanceof Stmt.Lock l) {
      lvalueOperands(l.mutex(), out);
      out.accept(l.mutex());
    } else if (s instanceof Stmt.Unlock u) {
      lvalueOperands(u.mutex(), out);
    } else if (s instanceof Stmt.Create c) {
      if (c.handle() != null) lvalueOperands(c.handle(), out);
      if (c.arg() != null) expr(c.arg(), out);
    } else if (s instanceof Stmt.Join j) {
      expr(j.thread(), out);
    }
  }

  /** Number of shared accesses (reads and the write) of a statement. */
  static int reads(Stmt s) {
    int[] n = {0};
    reads(s, lv -> { if (isShared(lv)) n[0]++; });
    LValue w = written(s);
    if (w != null && isShared(w) && !(s instanceof Stmt.Lock)) n[0]++;
    return n[0];
  }

  /** The location written by the statement, or null. */
  static LValue written(Stmt s) {
    if (s instanceof Stmt.Assign a) return a.target();
    if (s instanceof Stmt.Havoc h) return h.target();
    if (s instanceof Stmt.Lock l) return l.mutex();
    if (s instanceof Stmt.Unlock u) return u.mutex();
    if (s instanceof Stmt.Create c) return c.handle();
    return null;
  }

  /** True if some expression of {@code s} takes the address of {@code o} ({@code &o[...]}). */
  static boolean takesAddress(Stmt s, MemoryObject o) {
    List<Expr> roots = new ArrayList<>();
    List<LValue> lvs = new ArrayList<>();
    if (s instanceof Stmt.Assign a) {
      roots.add(a.value());
      lvs.add(a.target());
    } else if (s instanceof Stmt.Assume a) {
      roots.add(a.cond());
    } else if (s instanceof Stmt.Havoc h) {
      lvs.add(h.target());
    } else if (s instanceof Stmt.Lock l) {
      lvs.add(l.mutex());
    } else if (s instanceof Stmt.Unlock u) {
      lvs.add(u.mutex());
    } else if (s instanceof Stmt.Create c) {
      if (c.arg() != null) roots.add(c.arg());
      if (c.handle() != null) lvs.add(c.handle());
    } else if (s instanceof Stmt.Join j) {
      roots.add(j.thread());
    }
    for (LValue lv : lvs) {
      if (lv instanceof LValue.Cell c) roots.add(c.index());
      else roots.add(((LValue.Deref) lv).address());
    }
    for (Expr e : roots) if (takesAddress(e, o)) return true;
    return false;
  }

  private static boolean takesAddress(Expr e, MemoryObject o) {
    if (e instanceof Expr.AddressOf a) return a.object().equals(o) || takesAddress(a.cellIndex(), o);
    if (e instanceof Expr.Load l) {
      LValue lv = l.location();
      return takesAddress(lv instanceof LValue.Cell c ? c.index() : ((LValue.Deref) lv).address(), o);
    }
    if (e instanceof Expr.Unary u) return takesAddress(u.operand(), o);
    if (e instanceof Expr.Binary b) return takesAddress(b.left(), o) || takesAddress(b.right(), o);
    if (e instanceof Expr.Convert c) return takesAddress(c.operand(), o);
    if (e instanceof Expr.FloatOp f) return f.args().stream().anyMatch(a -> takesAddress(a, o));
    if (e instanceof Expr.Ite i) {
      return takesAddress(i.cond(), o) || takesAddress(i.then(), o) || takesAddress(i.otherwise(), o);
    }
    return false;
  }

  static void lvalueOperands(LValue lv, Consumer<LValue> out) {
    if (lv instanceof LValue.Cell c) expr(c.index(), out);
    else if (lv instanceof LValue.Deref d) expr(d.address(), out);
  }

  static void expr(Expr e, Consumer<LValue> out) {
    if (e instanceof Expr.Load l) {
      lvalueOperands(l.location(), out);
      out.accept(l.location());
    } else if (e instanceof Expr.Unary u) {
      expr(u.operand(), out);
    } else if (e instanceof Expr.Binary b) {
      expr(b.left(), out);
      expr(b.right(), out);
    } else if (e instanceof Expr.Convert c) {
      expr(c.operand(), out);
    } else if (e instanceof Expr.FloatOp f) {
      for (Expr a : f.args()) expr(a, out);
    } else if (e instanceof Expr.AddressOf a) {
      expr(a.cellIndex(), out);
    } else if (e instanceof Expr.Ite i) {
      expr(i.cond(), out);
      expr(i.then(), out);
      expr(i.otherwise(), out);
    }
  }

  /** True if reading/writing lv may touch memory other threads can access. */
  static boolean isShared(LValue lv) {
    return lv instanceof LValue.Deref || (lv instanceof LValue.Cell c && c.object().shared());
  }

  static int sharedCount(Expr e) {
    int[] n = {0};
    expr(e, lv -> { if (isShared(lv)) n[0]++; });
    return n[0];
  }

  static int sharedCount(LValue target) {
    int[] n = {isShared(target) ? 1 : 0};
    lvalueOperands(target, lv -> { if (isShared(lv)) n[0]++; });
    return n[0];
  }
}
