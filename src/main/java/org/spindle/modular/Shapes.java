package org.spindle.modular;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.PointsTo;
import org.spindle.smt.IntRanges;

/**
 * The syntactic shapes the lock, counter and once-write recognisers of this package match: one
 * implementation each, so that they agree on what "a load of x" or "a cell of o" means.
 */
final class Shapes {
  private Shapes() {}

  /**
   * {@code x} without the integer conversions that keep every value of their operand (widening,
   * or between types of the same range); a conversion to bool or one that may change the value
   * stays, since the recognisers reason about the operand's value.
   */
  static Expr valueOf(Expr x) {
    while (x instanceof Expr.Convert c && !c.type().isBool() && IntRanges.fits(c.operand().type(), c.type())) {
      x = c.operand();
    }
    return x;
  }

  /** True if {@code x} is the constant 0 under any conversions (0 converts to 0 in every type). */
  static boolean isZero(Expr x) {
    while (x instanceof Expr.Convert c) x = c.operand();
    return x instanceof Expr.Const k && k.value() == 0;
  }

  /** True if {@code lv} names a cell of {@code o} directly (any index). */
  static boolean isCellOf(LValue lv, MemoryObject o) {
    return lv instanceof LValue.Cell c && c.object().id() == o.id();
  }

  /** True if {@code lv} names the one cell of scalar {@code o} directly (index the constant 0). */
  static boolean isScalarCellOf(LValue lv, MemoryObject o) {
    return lv instanceof LValue.Cell c && c.object().id() == o.id() && c.index() instanceof Expr.Const k
        && k.value() == 0;
  }

  /**
   * The scalar object an l-value surely names: a scalar cell named directly, or a dereference
   * whose pointer may point into that one scalar object only (any other value would be undefined
   * behaviour, which the engines report on their own); else null.
   */
  static MemoryObject scalarNamed(PointsTo pointsTo, LValue lv) {
    if (lv instanceof LValue.Cell c && c.object().isScalar() && c.index() instanceof Expr.Const) return c.object();
    if (lv instanceof LValue.Deref d && !pointsTo.mayPointAnywhere(d.address())) {
      Set<MemoryObject> targets = pointsTo.resolve(d);
      if (targets.size() == 1 && targets.iterator().next().isScalar()) return targets.iterator().next();
    }
    return null;
  }

  /** The edges of {@code t} that end at {@code loc}. */
  static List<Edge> edgesInto(ThreadCfa t, int loc) {
    List<Edge> r = new ArrayList<>();
    for (Edge x : t.edges()) if (x.target() == loc) r.add(x);
    return r;
  }

  /** A binary expression's operands as a load of a scalar cell and an integer constant (its value). */
  record LoadAndConstant(Expr.Load load, MemoryObject cell, BigInteger value) {}

  /**
   * {@code b}'s operands, in either order and under value-keeping conversions, as a load of a
   * scalar cell and an integer constant; null if they are not.
   */
  static LoadAndConstant loadAndConstant(Expr.Binary b) {
    Expr l = valueOf(b.left());
    Expr r = valueOf(b.right());
    if (l instanceof Expr.Const) {
      Expr x = l;
      l = r;
      r = x;
    }
    if (!(l instanceof Expr.Load ld) || !(ld.location() instanceof LValue.Cell c) || !c.object().isScalar()
        || !(r instanceof Expr.Const k) || k.type().isFloat()) {
      return null;
    }
    return new LoadAndConstant(ld, c.object(), IntRanges.value(k.type(), k.value()));
  }
}
