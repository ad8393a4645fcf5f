package org.spindle.program.analysis;

import com.google.common.collect.ImmutableSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Objects of an unsigned integer type into which no arithmetic result is ever stored: every write
 * stores a constant, an input, a lock/thread-handle constant, a zero-extended narrower unsigned
 * value, a truth value, or a copy of such an object of the same type. Their values never come from
 * a wrap-around, so in every reachable state they are in range, and the LIA encoding, which
 * otherwise holds unsigned values as representatives modulo 2^w (docs/decisions.md D23), reads
 * them without the reduction an observation needs. Thread handles ({@code pthread_t}, compared by
 * every join) are the typical case. Greatest fixed point: an object drops out when some write into it may store
 * anything else (through a pointer: every object the pointer may denote).
 */
public final class WrapFreeObjects {
  private final PointsTo pointsTo;
  private final Set<Integer> free = new HashSet<>();

  private WrapFreeObjects(PointsTo pointsTo) {
    this.pointsTo = pointsTo;
  }

  /** The ids of the wrap-free objects of {@code program}. */
  public static ImmutableSet<Integer> compute(Program program, PointsTo pointsTo) {
    WrapFreeObjects w = new WrapFreeObjects(pointsTo);
    for (MemoryObject o : program.objects()) if (uniformUnsigned(o) != null) w.free.add(o.id());
    boolean changed = true;
    while (changed) {
      changed = false;
      for (ThreadCfa t : program.threads()) {
        for (Edge e : t.edges()) changed |= w.dropWrittenByArithmetic(e.stmt());
      }
    }
    return ImmutableSet.copyOf(w.free);
  }

  static boolean isUnsigned(ScalarType t) {
    return t.kind() == ScalarType.Kind.INT && !t.signed();
  }

  /** The one unsigned integer type of all of o's cells, or null. */
  private static ScalarType uniformUnsigned(MemoryObject o) {
    ScalarType t = o.layout().get(0);
    if (!isUnsigned(t)) return null;
    for (ScalarType c : o.layout()) if (!c.equals(t)) return null;
    return t;
  }

  /** Removes the objects {@code s} may store a non-plain value into; true if any was removed. */
  private boolean dropWrittenByArithmetic(Stmt s) {
    if (s instanceof Stmt.Assign a) return dropUnless(a.target(), a.value(), null);
    if (s instanceof Stmt.Havoc h) return dropUnless(h.target(), null, h.type());
    if (s instanceof Stmt.Create c && c.childParam() != null && c.arg() != null) {
      return dropUnless(LValue.Cell.scalar(c.childParam()), c.arg(), null);
    }
    // HavocObject draws in-range values; Lock, Unlock and a Create's handle store constants.
    return false;
  }

  /** Drops the targets of lv unless value (or an input of inputType) is plain for each. */
  private boolean dropUnless(LValue lv, Expr value, ScalarType inputType) {
    boolean changed = false;
    for (MemoryObject o : targets(lv)) {
      if (!free.contains(o.id())) continue;
      ScalarType own = o.layout().get(0);
      boolean plain = value != null ? plainValue(value, own) : plainInput(inputType, own);
      if (!plain) {
        free.remove(o.id());
        changed = true;
      }
    }
    return changed;
  }

  private List<MemoryObject> targets(LValue lv) {
    if (lv instanceof LValue.Cell c) return List.of(c.object());
    return List.copyOf(pointsTo.resolve((LValue.Deref) lv));
  }

  /** An input of type t written into a cell of type own is in own's range. */
  private static boolean plainInput(ScalarType t, ScalarType own) {
    return t.isBool() || isUnsigned(t) && t.bits() <= own.bits();
  }

  /** Is the value of e, converted into a cell of type own, in own's range in the encoding? */
  private boolean plainValue(Expr e, ScalarType own) {
    ScalarType vt = e.type();
    if (vt.isBool()) return true;
    if (e instanceof Expr.Const c) return nonNegativeWithin(c, own);
    if (!isUnsigned(vt)) return false;
    if (vt.bits() < own.bits()) return true; // zero extension reduces first
    return vt.bits() == own.bits() && inRange(e);
  }

  private static boolean nonNegativeWithin(Expr.Const c, ScalarType own) {
    long v = c.type().wrap(c.value());
    if (own.bits() == 64) return v >= 0 || isUnsigned(c.type());
    if (isUnsigned(c.type()) && c.type().bits() <= own.bits()) return true;
    return v >= 0 && v <= own.maxValue();
  }

  /** Does the encoding of e (an unsigned value) give a number in its type's range? */
  private boolean inRange(Expr e) {
    if (e instanceof Expr.Const) return true;
    if (e instanceof Expr.Load l) {
      for (MemoryObject o : targets(l.location())) {
        if (!free.contains(o.id()) || !o.layout().get(0).equals(l.type())) return false;
      }
      return true;
    }
    if (e instanceof Expr.Convert c) {
      ScalarType from = c.operand().type();
      if (from.isBool()) return true;
      if (!isUnsigned(from)) return false;
      if (from.bits() < c.type().bits()) return true;
      return from.bits() == c.type().bits() && inRange(c.operand());
    }
    if (e instanceof Expr.Ite i) return inRange(i.then()) && inRange(i.otherwise());
    return false;
  }
}
