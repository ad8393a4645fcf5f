package org.spindle.program.transform;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.analysis.ExprWalker;

/**
 * What the transformations need to know about expressions of one thread: which memory they read,
 * whether evaluating them may be undefined, substitution of locals, and building conditions.
 * A <em>register</em> (the paper's local register) is a scalar local of the thread that no other
 * thread can access and whose address is never taken: only edges naming it read or write it.
 */
public final class Exprs {
  private Exprs() {}

  /** True if {@code o} is a register of {@code thread}. */
  public static boolean isRegister(MemoryObject o, int thread) {
    return isLocal(o, thread) && !o.addressTaken() && o.isScalar();
  }

  /** True if only {@code thread} can access {@code o} (it may still be reached through a pointer). */
  public static boolean isLocal(MemoryObject o, int thread) {
    return o.owner() == thread && !o.shared();
  }

  /** True if evaluating {@code e} reads memory other than the thread's locals (or through a pointer). */
  public static boolean readsShared(Expr e, int thread) {
    boolean[] r = {false};
    ExprWalker.forEachExpr(e, x -> {
      if (x instanceof Expr.Load l && !(l.location() instanceof LValue.Cell c && isLocal(c.object(), thread))) {
        r[0] = true;
      }
    });
    return r[0];
  }

  /** True if accessing {@code lv} (to read or write it) may touch another thread's memory. */
  public static boolean sharedLocation(LValue lv, int thread) {
    return !(lv instanceof LValue.Cell c && isLocal(c.object(), thread));
  }

  /** The memory objects {@code e} reads through cells (not through pointers). */
  static Set<MemoryObject> objectsRead(Expr e) {
    Set<MemoryObject> out = new HashSet<>();
    ExprWalker.forEachExpr(e, x -> {
      if (x instanceof Expr.Load l && l.location() instanceof LValue.Cell c) out.add(c.object());
    });
    return out;
  }

  /** The memory objects read to locate {@code lv} (its index or address), through cells. */
  static Set<MemoryObject> objectsReadBy(LValue lv) {
    return objectsRead(lv instanceof LValue.Cell c ? c.index() : ((LValue.Deref) lv).address());
  }

  /** True if locating {@code lv} reads only registers and constants. */
  public static boolean addressOnlyRegisters(LValue lv, int thread) {
    return onlyRegisters(lv instanceof LValue.Cell c ? c.index() : ((LValue.Deref) lv).address(), thread);
  }

  /** True if {@code e} reads only registers of {@code thread} and constants. */
  public static boolean onlyRegisters(Expr e, int thread) {
    boolean[] ok = {true};
    ExprWalker.forEachExpr(e, x -> {
      if (x instanceof Expr.Load l && !(l.location() instanceof LValue.Cell c && isRegister(c.object(), thread))) {
        ok[0] = false;
      }
    });
    return ok[0];
  }

  /**
   * True if evaluating {@code e} may have undefined behaviour (D-interp: division and remainder,
   * shifts, dereferences, cell indices that are not constants in range): such an evaluation must
   * not be skipped by blocking before it.
   */
  static boolean mayBeUndefined(Expr e) {
    boolean[] r = {false};
    ExprWalker.forEachExpr(e, x -> {
      if (x instanceof Expr.Binary b && (b.op() == Expr.BinOp.DIV || b.op() == Expr.BinOp.REM
          || b.op() == Expr.BinOp.SHL || b.op() == Expr.BinOp.SHR)) {
        r[0] = true;
      }
      if (x instanceof Expr.FloatOp f && f.mayBeUndefined()) r[0] = true;
      if (x instanceof Expr.Load l && mayBeUndefined(l.location())) r[0] = true;
      if (x instanceof Expr.AddressOf a && !(a.cellIndex() instanceof Expr.Const)) r[0] = true;
    });
    return r[0];
  }

  /** True if accessing {@code lv} may be undefined: a dereference or an index that is not a constant in range. */
  static boolean mayBeUndefined(LValue lv) {
    if (!(lv instanceof LValue.Cell c)) return true;
    return !(c.index() instanceof Expr.Const k && k.value() >= 0 && k.value() < c.object().cellCount());
  }

  /**
   * {@code e} with every read of a register in {@code values} replaced by its value there (an
   * expression over the registers' values at an earlier point); null if it reads a register
   * mapped to null (unknown at that point).
   */
  static Expr substitute(Expr e, Map<MemoryObject, Expr> values) {
    if (e instanceof Expr.Load l) {
      if (l.location() instanceof LValue.Cell c && values.containsKey(c.object())) {
        Expr v = values.get(c.object());
        return v == null ? null : convert(v, l.type());
      }
      return l;
    }
    if (e instanceof Expr.Unary u) {
      Expr o = substitute(u.operand(), values);
      return o == null ? null : new Expr.Unary(u.op(), o, u.type());
    }
    if (e instanceof Expr.Binary b) {
      Expr l = substitute(b.left(), values);
      Expr r = substitute(b.right(), values);
      return l == null || r == null ? null : new Expr.Binary(b.op(), l, r, b.type());
    }
    if (e instanceof Expr.Convert c) {
      Expr o = substitute(c.operand(), values);
      return o == null ? null : new Expr.Convert(o, c.type());
    }
    if (e instanceof Expr.FloatOp f) {
      com.google.common.collect.ImmutableList.Builder<Expr> b = com.google.common.collect.ImmutableList.builder();
      for (Expr a : f.args()) {
        Expr x = substitute(a, values);
        if (x == null) return null;
        b.add(x);
      }
      return new Expr.FloatOp(f.op(), b.build(), f.type());
    }
    if (e instanceof Expr.AddressOf a) {
      Expr i = substitute(a.cellIndex(), values);
      return i == null ? null : new Expr.AddressOf(a.object(), i, a.type());
    }
    if (e instanceof Expr.Ite i) {
      Expr c = substitute(i.cond(), values);
      Expr t = substitute(i.then(), values);
      Expr o = substitute(i.otherwise(), values);
      return c == null || t == null || o == null ? null : new Expr.Ite(c, t, o, i.type());
    }
    return e; // a constant
  }

  private static Expr convert(Expr v, ScalarType t) {
    return v.type().equals(t) ? v : new Expr.Convert(v, t);
  }

  /** A condition as a bool. */
  static Expr truth(Expr c) {
    return c.type().isBool() ? c : new Expr.Convert(c, ScalarType.BOOL);
  }

  static Expr and(Expr a, Expr b) {
    a = fold(a);
    b = fold(b);
    if (a instanceof Expr.Const k) return k.value() != 0 ? b : FALSE;
    if (b instanceof Expr.Const k) return k.value() != 0 ? a : FALSE;
    return new Expr.Binary(Expr.BinOp.LAND, truth(a), truth(b), ScalarType.INT);
  }

  static Expr not(Expr c) {
    c = fold(c);
    if (c instanceof Expr.Const k) return k.value() == 0 ? TRUE : FALSE;
    return new Expr.Unary(Expr.UnOp.LOGNOT, c, ScalarType.INT);
  }

  /**
   * {@code e} with comparisons for (in)equality of constants and logical operations on constants
   * evaluated (what substituting constant assignments into conditions leaves behind).
   */
  static Expr fold(Expr e) {
    if (e instanceof Expr.Binary b) {
      Expr l = fold(b.left());
      Expr r = fold(b.right());
      if (l instanceof Expr.Const x && r instanceof Expr.Const y) {
        switch (b.op()) {
          case EQ: return bool(x.value() == y.value());
          case NE: return bool(x.value() != y.value());
          case LAND: return bool(x.value() != 0 && y.value() != 0);
          case LOR: return bool(x.value() != 0 || y.value() != 0);
          default: break;
        }
      }
      return l == b.left() && r == b.right() ? b : new Expr.Binary(b.op(), l, r, b.type());
    }
    if (e instanceof Expr.Unary u && u.op() == Expr.UnOp.LOGNOT) {
      Expr o = fold(u.operand());
      if (o instanceof Expr.Const x) return bool(x.value() == 0);
      return o == u.operand() ? u : new Expr.Unary(u.op(), o, u.type());
    }
    if (e instanceof Expr.Convert c && c.type().isBool()) {
      Expr o = fold(c.operand());
      if (o instanceof Expr.Const x) return new Expr.Const(x.value() != 0 ? 1 : 0, ScalarType.BOOL);
      return o == c.operand() ? c : new Expr.Convert(o, c.type());
    }
    return e;
  }

  private static Expr bool(boolean b) {
    return b ? TRUE : FALSE;
  }

  /** {@code a == b} for operands of one type. */
  static Expr eq(Expr a, Expr b) {
    return new Expr.Binary(Expr.BinOp.EQ, a, b, ScalarType.INT);
  }

  static final Expr TRUE = new Expr.Const(1, ScalarType.INT);
  static final Expr FALSE = new Expr.Const(0, ScalarType.INT);

  static boolean isFalse(Expr c) {
    return c instanceof Expr.Const k && k.value() == 0;
  }
}
