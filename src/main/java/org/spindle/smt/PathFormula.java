package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;

/**
 * A path encoded as one conjunct per step (so interpolation has one partition per step) plus a
 * leading {@code start} conjunct: the initial values of the objects the path reads (from the
 * initial state), or the precondition and type ranges (from a given state). {@code ssa.get(0)} is
 * the start map, {@code ssa.get(i)} the map after step {@code i}.
 */
public record PathFormula(
    Encoding encoding,
    BooleanFormula start,
    ImmutableList<Step> steps,
    ImmutableList<Transition> transitions,
    ImmutableList<SsaMap> ssa) {

  public int length() {
    return steps.size();
  }

  /** [start, step 1, ..., step n] as formulas, the partitions of a sequence interpolation. */
  public List<BooleanFormula> conjuncts(BooleanFormulaManager bmgr) {
    List<BooleanFormula> r = new ArrayList<>();
    r.add(start);
    for (Transition t : transitions) r.add(t.formula(bmgr));
    return r;
  }

  public BooleanFormula formula(BooleanFormulaManager bmgr) {
    return bmgr.and(conjuncts(bmgr));
  }

  public SsaMap finalSsa() {
    return ssa.get(ssa.size() - 1);
  }

  public boolean mayBeUndefined() {
    return transitions.stream().anyMatch(Transition::mayBeUndefined);
  }
}
