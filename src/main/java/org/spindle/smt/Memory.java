package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.analysis.PointsTo;

/**
 * Reads and writes of memory cells under an {@link SsaMap}. A scalar object is one variable per
 * SSA index, a multi-cell object one array per SSA index. A dereference is a case split over the
 * {@link PointsTo} candidates: a read is an ite chain by address range, a write gives every
 * candidate a conditional update. An index out of bounds, an address outside every candidate, or
 * a cell of another kind/width than the access is undefined behaviour (as in the interpreter),
 * recorded in the {@link StepContext}.
 */
final class Memory {
  private final PointsTo pointsTo;
  /** Unsigned objects whose values are always in range: their reads need no reduction (D23). */
  private final java.util.Set<Integer> wrapFree;

  Memory(PointsTo pointsTo, java.util.Set<Integer> wrapFree) {
    this.pointsTo = pointsTo;
    this.wrapFree = wrapFree;
  }

  /**
   * One way an l-value may resolve: object, cell index (index sort), the index if it is a
   * constant (else null), and when it applies.
   */
  private record Target(MemoryObject object, Formula index, Long constIndex, BooleanFormula when) {}

  private List<Target> resolve(LValue lv, SsaMap ssa, StepContext cx, ExprEncoder ex) {
    Theory th = cx.theory();
    BooleanFormulaManager bmgr = cx.bmgr;
    if (lv instanceof LValue.Cell c) {
      MemoryObject o = c.object();
      Formula idx = th.toIndex(ex.encode(c.index(), ssa, cx), c.index().type(), cx);
      BooleanFormula ok = bmgr.and(inBounds(o, c.index(), idx, cx),
          typeMatches(o, c.index(), idx, lv.type(), cx));
      cx.undefinedIf(bmgr.not(ok));
      Long k = c.index() instanceof Expr.Const ck ? ck.value() : null;
      return ImmutableList.of(new Target(o, idx, k, bmgr.makeTrue()));
    }
    LValue.Deref d = (LValue.Deref) lv;
    ScalarType pt = d.address().type();
    Formula addr = ex.encode(d.address(), ssa, cx);
    List<Target> ts = new ArrayList<>();
    List<BooleanFormula> valid = new ArrayList<>();
    for (MemoryObject o : pointsTo.resolve(d)) {
      Formula off = th.addressOffset(addr, pt, o.baseAddress());
      BooleanFormula when = bmgr.and(th.addressIn(addr, pt, o.baseAddress(), o.cellCount()),
          typeMatches(o, null, off, lv.type(), cx));
      if (bmgr.isFalse(when)) continue;
      ts.add(new Target(o, off, null, when));
      valid.add(when);
    }
    cx.undefinedIf(bmgr.not(bmgr.or(valid)));
    return ts;
  }

  private static BooleanFormula inBounds(MemoryObject o, Expr index, Formula idx, StepContext cx) {
    if (index instanceof Expr.Const k) return cx.bmgr.makeBoolean(k.value() >= 0 && k.value() < o.cellCount());
    return cx.theory().indexInRange(idx, 0, o.cellCount());
  }

  /** Does the cell at {@code idx} have the kind and width of {@code t}? */
  private static BooleanFormula typeMatches(MemoryObject o, Expr index, Formula idx, ScalarType t,
      StepContext cx) {
    BooleanFormulaManager bmgr = cx.bmgr;
    int n = o.layout().size();
    List<Integer> matching = new ArrayList<>();
    for (int p = 0; p < n; p++) if (sameShape(o.layout().get(p), t)) matching.add(p);
    if (matching.size() == n) return bmgr.makeTrue();
    if (matching.isEmpty()) return bmgr.makeFalse();
    if (index instanceof Expr.Const k) {
      return bmgr.makeBoolean(k.value() >= 0 && matching.contains((int) (k.value() % n)));
    }
    Theory th = cx.theory();
    Formula pos = th.indexMod(idx, n, cx);
    List<BooleanFormula> alts = new ArrayList<>();
    for (int p : matching) alts.add(th.equal(pos, th.indexConstant(p)));
    return bmgr.or(alts);
  }

  private static boolean sameShape(ScalarType a, ScalarType b) {
    return a.kind() == b.kind() && a.bits() == b.bits();
  }

  /** The unique layout type of {@code o} with the shape of {@code t}, or null if not unique. */
  static ScalarType cellType(MemoryObject o, ScalarType t) {
    ScalarType found = null;
    for (ScalarType c : o.layout()) {
      if (!sameShape(c, t)) continue;
      if (found != null && !found.equals(c)) return null;
      found = c;
    }
    return found;
  }

  Formula read(LValue lv, SsaMap ssa, StepContext cx, ExprEncoder ex) {
    Theory th = cx.theory();
    ScalarType t = lv.type();
    List<Target> ts = resolve(lv, ssa, cx, ex);
    if (ts.isEmpty()) return cx.overApproximate(t, "badptr"); // always undefined
    Formula result = null;
    boolean inRange = true;
    for (int i = ts.size() - 1; i >= 0; i--) {
      Target tg = ts.get(i);
      Formula v = readCell(tg, t, ssa, cx);
      result = result == null ? v : select(cx, tg.when(), v, result);
      inRange &= wrapFree.contains(tg.object().id()) && tg.object().layout().get(0).equals(t);
    }
    if (inRange) cx.markInRange(result);
    return result;
  }

  private Formula readCell(Target tg, ScalarType t, SsaMap ssa, StepContext cx) {
    Theory th = cx.theory();
    MemoryObject o = tg.object();
    ScalarType ct = cellType(o, t);
    if (o.isScalar()) {
      Formula v = cx.scope.scalar(o, ssa.index(o));
      ScalarType own = o.cellType(0);
      return sameShape(own, t) ? th.convert(v, own, t, cx) : cx.overApproximate(t, "badtype");
    }
    if (ScalarisedArrays.scalarised(o)) return th.fromCell(cellChain(tg, t, ssa, cx), o, t, ct, cx);
    return th.select(cx.scope.array(o, ssa.index(o)), tg.index(), o, t, ct, cx);
  }

  /**
   * The element of a scalarised object at the target's index: the cell variable for a constant
   * index, else an ite chain over the cells an access of type {@code t} may read. An index outside
   * them is undefined behaviour (recorded by resolve); its value is then a fresh element, as
   * unconstrained as an SMT array outside the object's cells.
   */
  private static Formula cellChain(Target tg, ScalarType t, SsaMap ssa, StepContext cx) {
    MemoryObject o = tg.object();
    int at = ssa.index(o);
    Long k = tg.constIndex();
    if (k != null && k >= 0 && k < o.cellCount()) return cx.scope.cell(o, at, k);
    Theory th = cx.theory();
    Formula r = th.cellVariable(cx.scope.auxName("oob"), o);
    if (k != null) return r;
    for (long c = o.cellCount() - 1; c >= 0; c--) {
      if (!sameShape(o.cellType(c), t)) continue;
      r = cx.bmgr.ifThenElse(th.equal(tg.index(), th.indexConstant(c)), cx.scope.cell(o, at, c), r);
    }
    return r;
  }

  /** Writes {@code value} (of type {@code vt}) to {@code lv}; updates go to {@code cx}. */
  SsaMap write(LValue lv, Formula value, ScalarType vt, SsaMap ssa, StepContext cx, ExprEncoder ex) {
    List<Target> ts = resolve(lv, ssa, cx, ex);
    SsaMap after = ssa;
    for (Target tg : ts) {
      MemoryObject o = tg.object();
      after = after.fresh(o);
      Formula oldV;
      Formula newV;
      if (o.isScalar()) {
        ScalarType own = o.cellType(0);
        newV = sameShape(own, vt) ? cx.theory().convert(value, vt, own, cx)
            : cx.overApproximate(own, "badtype");
        // The old value is only needed (and only mentioned) for a conditional write.
        oldV = cx.bmgr.isTrue(tg.when()) ? newV : cx.scope.scalar(o, ssa.index(o));
        Formula next = cx.scope.scalar(o, after.index(o));
        cx.updates.add(cx.theory().equal(next, select(cx, tg.when(), newV, oldV)));
      } else if (ScalarisedArrays.scalarised(o)) {
        writeCells(tg, value, vt, ssa.index(o), after.index(o), cx);
      } else {
        ArrayFormula<Formula, Formula> old = cx.scope.array(o, ssa.index(o));
        ArrayFormula<Formula, Formula> stored = cx.theory().store(old, tg.index(), value, vt, o,
            cellType(o, vt), cx);
        ArrayFormula<Formula, Formula> next = cx.scope.array(o, after.index(o));
        cx.updates.add(cx.scope.fm.getArrayFormulaManager().equivalence(next,
            select(cx, tg.when(), stored, old)));
      }
    }
    return after;
  }

  /**
   * A write to a scalarised object: {@code c' = ite(when ∧ idx = c, v, c)} for every cell the
   * index may denote (a constant index: that cell only), {@code c' = c} for the others. An index
   * outside the cells changes nothing (it is undefined behaviour, recorded by resolve).
   */
  private static void writeCells(Target tg, Formula value, ScalarType vt, int from, int to,
      StepContext cx) {
    MemoryObject o = tg.object();
    Theory th = cx.theory();
    Formula stored = th.toCell(value, vt, o, cellType(o, vt), cx);
    Long k = tg.constIndex();
    for (long c = 0; c < o.cellCount(); c++) {
      Formula old = cx.scope.cell(o, from, c);
      BooleanFormula hit = k != null ? (k == c ? tg.when() : cx.bmgr.makeFalse())
          : cx.bmgr.and(tg.when(), th.equal(tg.index(), th.indexConstant(c)));
      cx.updates.add(th.equal(cx.scope.cell(o, to, c), select(cx, hit, stored, old)));
    }
  }

  private static <T extends Formula> T select(StepContext cx, BooleanFormula c, T a, T b) {
    if (cx.bmgr.isTrue(c)) return a;
    if (cx.bmgr.isFalse(c)) return b;
    return cx.bmgr.ifThenElse(c, a, b);
  }
}
