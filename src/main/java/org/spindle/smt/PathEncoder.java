package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import java.util.List;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.spindle.program.Program;
import org.spindle.program.analysis.PointsTo;

/** Builds {@link PathFormula}s in one solver context and encoding. */
final class PathEncoder {
  private final FormulaManager fm;
  private final Theory theory;
  private final TransitionEncoder transitions;
  private final StateFormulaRenderer renderer;

  PathEncoder(Program program, PointsTo pointsTo, FormulaManager fm, Encoding encoding) {
    this.fm = fm;
    this.theory = encoding == Encoding.LIA ? new LiaTheory(fm) : new BvTheory(fm);
    this.transitions = new TransitionEncoder(program, pointsTo);
    this.renderer = new StateFormulaRenderer(program, fm);
  }

  Theory theory() {
    return theory;
  }

  TransitionEncoder transitions() {
    return transitions;
  }

  /** The path from the initial state. */
  PathFormula fromInitial(List<Step> steps) {
    return encode(new PathScope(fm, theory, SsaMap.EMPTY, true, null), SsaMap.EMPTY, null, steps);
  }

  /** The path from any state satisfying {@code pre} (LIA only), named by {@code start}. */
  PathFormula fromState(SsaMap start, StateFormula pre, List<Step> steps) {
    return encode(new PathScope(fm, theory, start, false, null), start, pre, steps);
  }

  /** A path from a precondition and the negation of a postcondition after it. */
  record Triple(PathFormula path, BooleanFormula notPost) {}

  /** {@code pre}, the path, and {@code ¬post} at its end, in one naming scope (LIA only). */
  Triple triple(StateFormula pre, List<Step> steps, StateFormula post) {
    PathScope scope = new PathScope(fm, theory, SsaMap.EMPTY, false, null);
    BooleanFormula[] notPost = new BooleanFormula[1];
    PathFormula p = encode(scope, SsaMap.EMPTY, pre, steps, ssa ->
        notPost[0] = fm.getBooleanFormulaManager().not(renderer.render(post, ssa, scope)));
    return new Triple(p, notPost[0]);
  }

  /** A path and a condition on its final state, in one naming scope. */
  record WithEnd(PathFormula path, BooleanFormula end) {}

  /** Builds a formula over the state named by an SSA map (e.g. {@link Blocked}). */
  interface EndCondition {
    BooleanFormula at(TransitionEncoder transitions, SsaMap ssa, PathScope scope);
  }

  /** The path from the initial state (pre null) or from {@code pre} (LIA), and {@code end} after it. */
  WithEnd withEnd(StateFormula pre, List<Step> steps, EndCondition end) {
    PathScope scope = new PathScope(fm, theory, SsaMap.EMPTY, pre == null, null);
    BooleanFormula[] f = new BooleanFormula[1];
    PathFormula p = encode(scope, SsaMap.EMPTY, pre, steps, ssa -> f[0] = end.at(transitions, ssa, scope));
    return new WithEnd(p, f[0]);
  }

  private PathFormula encode(PathScope scope, SsaMap start, StateFormula pre, List<Step> steps) {
    return encode(scope, start, pre, steps, null);
  }

  /** {@code atEnd} sees the final SSA map before the start constraints are collected. */
  private PathFormula encode(PathScope scope, SsaMap start, StateFormula pre, List<Step> steps,
      java.util.function.Consumer<SsaMap> atEnd) {
    ImmutableList.Builder<Transition> ts = ImmutableList.builder();
    ImmutableList.Builder<SsaMap> maps = ImmutableList.builder();
    maps.add(start);
    BooleanFormula preF = pre == null ? fm.getBooleanFormulaManager().makeTrue()
        : renderer.render(pre, start, scope);
    SsaMap ssa = start;
    for (Step s : steps) {
      Transition t = transitions.encode(s, ssa, scope);
      ts.add(t);
      ssa = t.after();
      maps.add(ssa);
    }
    if (atEnd != null) atEnd.accept(ssa);
    BooleanFormula startF = fm.getBooleanFormulaManager().and(preF, scope.startConstraints());
    return new PathFormula(theory.encoding(), startF, ImmutableList.copyOf(steps), ts.build(),
        maps.build());
  }
}
