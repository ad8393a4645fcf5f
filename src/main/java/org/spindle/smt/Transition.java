package org.spindle.smt;

import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;

/**
 * The encoding of one step from the state named by an {@link SsaMap} to the state named by {@link
 * #after()}, in the sense of the thesis (Definition 4): {@code formula = definitions ∧ guard ∧
 * update}. {@code definitions} only constrain auxiliary variables (always satisfiable for any
 * operand values), so {@code Guard(R)} is {@code ∃aux. definitions ∧ guard}; check {@code φ ⇒
 * Guard(R)} as unsat({@code φ ∧ definitions ∧ ¬guard}), which is exact when {@link #exact()}.
 *
 * @param undefined when this holds the step has undefined behaviour (division by zero, bad shift,
 *     out-of-bounds or invalid access, bad join target); false when impossible
 * @param mayBeUndefined {@code undefined} is not the constant false
 * @param exact no operation was over-approximated (always true in BV)
 * @param input the value of a Havoc step's nondeterministic input, else null
 */
public record Transition(
    BooleanFormula definitions,
    BooleanFormula guard,
    BooleanFormula update,
    SsaMap after,
    BooleanFormula undefined,
    boolean mayBeUndefined,
    boolean exact,
    Formula input) {

  public BooleanFormula formula(BooleanFormulaManager bmgr) {
    return bmgr.and(definitions, guard, update);
  }
}
