package org.spindle.smt;

import java.util.List;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;

/**
 * "Every given successor is disabled" over the state named by an SSA map: the deadlock condition
 * of a global location when the successors are all ART edges of all running threads there.
 *
 * <p>A one-step successor {@code s} is disabled iff {@code defs(s) ∧ ¬guard(s)}; a path through an
 * atomic section {@code s1..sk} (enabled iff it runs to its end) iff {@code defs(s1) ∧ (¬guard(s1) ∨
 * (guard(s1) ∧ update(s1) ∧ disabled(s2..sk)))}. Every successor starts from the same state with
 * fresh names for what it writes ({@link SsaMap#branch}). Auxiliary variables and Havoc inputs
 * are existential, so in LIA this over-approximates the disabled states (the concrete values are a
 * witness): unsat proves that no concrete state there is a deadlock. In BV it is exact except for
 * Havoc inputs inside atomic sections (a section blocked for some input may run for another), so
 * callers must not confirm deadlocks through such successors.
 */
final class Blocked implements PathEncoder.EndCondition {
  private final List<List<Step>> successors;

  Blocked(List<List<Step>> successors) {
    this.successors = successors;
  }

  @Override
  public BooleanFormula at(TransitionEncoder te, SsaMap ssa, PathScope scope) {
    BooleanFormulaManager bmgr = scope.fm.getBooleanFormulaManager();
    BooleanFormula all = bmgr.makeTrue();
    SsaMap[] highWater = {ssa};
    for (List<Step> e : successors) {
      if (e.isEmpty()) continue;
      all = bmgr.and(all, disabled(te, bmgr, e, 0, ssa.branch(highWater[0]), scope, highWater));
    }
    return all;
  }

  private static BooleanFormula disabled(TransitionEncoder te, BooleanFormulaManager bmgr,
      List<Step> steps, int k, SsaMap ssa, PathScope scope, SsaMap[] highWater) {
    Transition t = te.encode(steps.get(k), ssa, scope);
    highWater[0] = highWater[0].branch(t.after());
    if (k == steps.size() - 1) return bmgr.and(t.definitions(), bmgr.not(t.guard()));
    BooleanFormula rest = disabled(te, bmgr, steps, k + 1, t.after().branch(highWater[0]), scope,
        highWater);
    return bmgr.and(t.definitions(),
        bmgr.or(bmgr.not(t.guard()), bmgr.and(t.guard(), t.update(), rest)));
  }
}
