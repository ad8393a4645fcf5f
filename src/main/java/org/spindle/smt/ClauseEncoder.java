package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.function.Function;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.analysis.PointsTo;

/**
 * Single edges as relations between named states, in LIA, for constrained Horn clauses
 * (thread-modular proofs, D51). One {@link Clause} is one naming scope: the state of an object at
 * an SSA index is a list of variables (a scalar, the cells of a scalarised array, or one array),
 * the same in every formula of the clause. Edges are encoded by {@link TransitionEncoder} with the
 * thread-modular changes of {@link PathScope#parameterize}.
 */
public final class ClauseEncoder {
  private final FormulaManager fm;
  private final LiaTheory theory;
  private final TransitionEncoder transitions;

  public ClauseEncoder(Program program, PointsTo pointsTo, FormulaManager fm) {
    this.fm = fm;
    this.theory = new LiaTheory(fm);
    this.transitions = new TransitionEncoder(program, pointsTo);
  }

  public FormulaManager formulaManager() {
    return fm;
  }

  /**
   * A new naming scope whose index-0 variables range over any C state; a lock taken by thread
   * instance {@code t} stores {@code lockValues.apply(t)}; a join of a handle {@code validHandle}
   * accepts is not checked for being a thread's handle.
   */
  public Clause clause(Function<Integer, Formula> lockValues,
      java.util.function.Predicate<org.spindle.program.Expr> validHandle) {
    PathScope scope = new PathScope(fm, theory, SsaMap.EMPTY, false, null);
    scope.parameterize(lockValues, validHandle);
    return new Clause(scope);
  }

  /** A fresh integer variable of the clause's theory (ghost state, thread ids). */
  public Formula intVariable(String name) {
    return theory.variable(name, ScalarType.INT);
  }

  /** {@code a + k} for integer formulas. */
  public Formula plus(Formula a, long k) {
    return fm.getIntegerFormulaManager().add(
        (org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula) a,
        fm.getIntegerFormulaManager().makeNumber(k));
  }

  /** One naming scope (see the class comment). */
  public final class Clause {
    private final PathScope scope;

    private Clause(PathScope scope) {
      this.scope = scope;
    }

    /** The variables of {@code o}'s state at {@code ssa}'s index. */
    public ImmutableList<Formula> state(MemoryObject o, SsaMap ssa) {
      int i = ssa.index(o);
      if (o.isScalar()) return ImmutableList.of(scope.scalar(o, i));
      if (ScalarisedArrays.scalarised(o)) {
        ImmutableList.Builder<Formula> b = ImmutableList.builder();
        for (long c = 0; c < o.cellCount(); c++) b.add(scope.cell(o, i, c));
        return b.build();
      }
      return ImmutableList.of(scope.array(o, i));
    }

    /** {@code o} holds its initial value at {@code ssa}'s index. */
    public BooleanFormula initial(MemoryObject o, SsaMap ssa) {
      List<Formula> vs = state(o, ssa);
      if (vs.size() == 1 && (o.isScalar() || !ScalarisedArrays.scalarised(o))) {
        return scope.initialValue(o, -1, vs.get(0));
      }
      List<BooleanFormula> cs = new java.util.ArrayList<>();
      for (int c = 0; c < vs.size(); c++) cs.add(scope.initialValue(o, c, vs.get(c)));
      return fm.getBooleanFormulaManager().and(cs);
    }

    /** The edge from the state named by {@code ssa}. */
    public Transition step(Edge edge, SsaMap ssa) {
      return transitions.encode(Step.of(edge), ssa, scope);
    }

    /** The type ranges of the index-0 variables used so far (every C state satisfies them). */
    public BooleanFormula ranges() {
      return scope.startConstraints();
    }
  }
}
