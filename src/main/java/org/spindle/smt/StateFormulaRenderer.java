package org.spindle.smt;

import java.util.ArrayList;
import java.util.List;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.ArrayFormulaManager;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;

/** Renders {@link StateFormula}s into a solver context (LIA) with state variables at an SsaMap. */
final class StateFormulaRenderer {
  private final Program program;
  private final FormulaManager fm;
  private final BooleanFormulaManager bmgr;
  private final IntegerFormulaManager imgr;
  private final ArrayFormulaManager amgr;

  StateFormulaRenderer(Program program, FormulaManager fm) {
    this.program = program;
    this.fm = fm;
    this.bmgr = fm.getBooleanFormulaManager();
    this.imgr = fm.getIntegerFormulaManager();
    this.amgr = fm.getArrayFormulaManager();
  }

  /** Variables come from {@code scope} (which notes start-index variables for their ranges). */
  BooleanFormula render(StateFormula f, SsaMap ssa, PathScope scope) {
    return (BooleanFormula) term(f.term(), ssa, scope, null);
  }

  /** A rendered formula and the type ranges of the scalars it mentions (assume them positively). */
  record Rendered(BooleanFormula body, BooleanFormula ranges) {}

  Rendered renderWithRanges(StateFormula f, SsaMap ssa) {
    List<MemoryObject> scalars = new ArrayList<>();
    BooleanFormula body = (BooleanFormula) term(f.term(), ssa, null, scalars);
    List<BooleanFormula> cs = new ArrayList<>();
    LiaTheory lia = new LiaTheory(fm);
    for (MemoryObject o : scalars) {
      cs.add(lia.stateConstraint(imgr.makeVariable(VarNames.state(o, ssa.index(o))), o.cellType(0)));
    }
    return new Rendered(body, bmgr.and(cs));
  }

  private Formula term(Term t, SsaMap ssa, PathScope scope, List<MemoryObject> scalars) {
    if (t instanceof Term.Num n) return imgr.makeNumber(n.value());
    if (t instanceof Term.Bool b) return bmgr.makeBoolean(b.value());
    if (t instanceof Term.App a && a.op() == Term.Op.SELECT && a.args().get(0) instanceof Term.Var v
        && ScalarisedArrays.scalarised(program.object(v.objectId()))) {
      return scalarisedSelect(program.object(v.objectId()), a.args().get(1), ssa, scope, scalars);
    }
    if (t instanceof Term.Var v) {
      MemoryObject o = program.object(v.objectId());
      if (v.array() && ScalarisedArrays.scalarised(o)) {
        // Labels over a scalarised object come from interpolants over its cell variables, which
        // read back as selects at constant indices only (StateFormulaReader).
        throw new IllegalStateException("label uses scalarised array " + o.name() + " as a whole");
      }
      if (scope != null) return v.array() ? scope.array(o, ssa.index(o)) : scope.scalar(o, ssa.index(o));
      String name = VarNames.state(o, ssa.index(o));
      if (v.array()) return amgr.makeArray(name, FormulaType.IntegerType, FormulaType.IntegerType);
      if (!scalars.contains(o)) scalars.add(o);
      return imgr.makeVariable(name);
    }
    Term.App a = (Term.App) t;
    List<Formula> args = new ArrayList<>();
    for (Term x : a.args()) args.add(term(x, ssa, scope, scalars));
    return apply(a.op(), args);
  }

  /**
   * {@code select(o, idx)} over a scalarised object: the cell variable for a constant index, else
   * an ite chain over the cells. Labels only get selects at constant in-bounds indices (cell
   * variables read back); for any other index the chain's last cell stands in, which keeps the
   * rendering a function of the label, the same in every solver context.
   */
  private Formula scalarisedSelect(MemoryObject o, Term index, SsaMap ssa, PathScope scope,
      List<MemoryObject> scalars) {
    int at = ssa.index(o);
    long n = o.cellCount();
    if (index instanceof Term.Num k && k.value().signum() >= 0
        && k.value().compareTo(java.math.BigInteger.valueOf(n)) < 0) {
      return cell(o, at, k.value().longValueExact(), scope);
    }
    IntegerFormula idx = num(term(index, ssa, scope, scalars));
    Formula r = cell(o, at, n - 1, scope);
    for (long c = n - 2; c >= 0; c--) {
      r = bmgr.ifThenElse(imgr.equal(idx, imgr.makeNumber(c)), cell(o, at, c, scope), r);
    }
    return r;
  }

  private Formula cell(MemoryObject o, int at, long c, PathScope scope) {
    return scope != null ? scope.cell(o, at, c) : imgr.makeVariable(VarNames.cell(o, at, c));
  }

  @SuppressWarnings("unchecked")
  private Formula apply(Term.Op op, List<Formula> xs) {
    switch (op) {
      case AND: return bmgr.and(bools(xs));
      case OR: return bmgr.or(bools(xs));
      case NOT: return bmgr.not(bool(xs.get(0)));
      case IMPLIES: return bmgr.implication(bool(xs.get(0)), bool(xs.get(1)));
      case IFF: return bmgr.equivalence(bool(xs.get(0)), bool(xs.get(1)));
      case XOR: return bmgr.xor(bool(xs.get(0)), bool(xs.get(1)));
      case EQ:
        if (xs.get(0) instanceof IntegerFormula) return imgr.equal(num(xs.get(0)), num(xs.get(1)));
        if (xs.get(0) instanceof BooleanFormula) return bmgr.equivalence(bool(xs.get(0)), bool(xs.get(1)));
        return amgr.equivalence((ArrayFormula<IntegerFormula, IntegerFormula>) xs.get(0),
            (ArrayFormula<IntegerFormula, IntegerFormula>) xs.get(1));
      case LT: return imgr.lessThan(num(xs.get(0)), num(xs.get(1)));
      case LE: return imgr.lessOrEquals(num(xs.get(0)), num(xs.get(1)));
      case GT: return imgr.greaterThan(num(xs.get(0)), num(xs.get(1)));
      case GE: return imgr.greaterOrEquals(num(xs.get(0)), num(xs.get(1)));
      case ADD: {
        IntegerFormula s = num(xs.get(0));
        for (int i = 1; i < xs.size(); i++) s = imgr.add(s, num(xs.get(i)));
        return s;
      }
      case SUB: {
        IntegerFormula s = num(xs.get(0));
        for (int i = 1; i < xs.size(); i++) s = imgr.subtract(s, num(xs.get(i)));
        return s;
      }
      case MUL: {
        IntegerFormula s = num(xs.get(0));
        for (int i = 1; i < xs.size(); i++) s = imgr.multiply(s, num(xs.get(i)));
        return s;
      }
      case NEG: return imgr.negate(num(xs.get(0)));
      case DIV: return imgr.divide(num(xs.get(0)), num(xs.get(1)));
      case MOD: return imgr.modulo(num(xs.get(0)), num(xs.get(1)));
      case ITE: return bmgr.ifThenElse(bool(xs.get(0)), xs.get(1), xs.get(2));
      case SELECT:
        return amgr.select((ArrayFormula<IntegerFormula, IntegerFormula>) xs.get(0), num(xs.get(1)));
      case STORE:
        return amgr.store((ArrayFormula<IntegerFormula, IntegerFormula>) xs.get(0), num(xs.get(1)),
            num(xs.get(2)));
      case CONST_ARRAY:
        return amgr.makeArray(FormulaType.IntegerType, FormulaType.IntegerType, num(xs.get(0)));
      default:
        throw new IllegalArgumentException("unknown op " + op);
    }
  }

  private static BooleanFormula bool(Formula f) {
    return (BooleanFormula) f;
  }

  private static IntegerFormula num(Formula f) {
    return (IntegerFormula) f;
  }

  private static List<BooleanFormula> bools(List<Formula> xs) {
    List<BooleanFormula> r = new ArrayList<>();
    for (Formula f : xs) r.add(bool(f));
    return r;
  }
}
