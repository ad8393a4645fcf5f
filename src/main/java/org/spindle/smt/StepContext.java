package org.spindle.smt;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaType;
import org.spindle.program.ScalarType;

/**
 * Collects the pieces of one step's encoding: auxiliary definitions (always satisfiable given the
 * operands, e.g. wrap quotients), state updates, undefined-behaviour conditions (each guarded by
 * the condition under which C evaluates the operand: {@code &&}, {@code ||}, {@code ?:}), and
 * whether the encoding is exact (no over-approximated operation).
 */
final class StepContext {
  final PathScope scope;
  final BooleanFormulaManager bmgr;
  final List<BooleanFormula> defs = new ArrayList<>();
  final List<BooleanFormula> updates = new ArrayList<>();
  private final List<BooleanFormula> undefined = new ArrayList<>();
  private final Deque<BooleanFormula> evalGuards = new ArrayDeque<>();
  private boolean exact = true;
  /** Values known to lie in their type's range (reads of wrap-free objects, D23). */
  private final java.util.Set<Formula> inRange = new java.util.HashSet<>();

  StepContext(PathScope scope) {
    this.scope = scope;
    this.bmgr = scope.fm.getBooleanFormulaManager();
  }

  Theory theory() {
    return scope.theory;
  }

  void define(BooleanFormula f) {
    if (!bmgr.isTrue(f)) defs.add(f);
  }

  /** Undefined behaviour if {@code cond} holds while the current operand is evaluated. */
  void undefinedIf(BooleanFormula cond) {
    if (bmgr.isFalse(cond)) return;
    BooleanFormula g = evalGuards.isEmpty() ? bmgr.makeTrue() : bmgr.and(evalGuards);
    undefined.add(bmgr.and(g, cond));
  }

  void pushGuard(BooleanFormula g) {
    evalGuards.push(g);
  }

  void popGuard() {
    evalGuards.pop();
  }

  /** A fresh value of type {@code t} constrained only by the type's range (over-approximation). */
  Formula overApproximate(ScalarType t, String tag) {
    exact = false;
    Formula v = scope.theory.variable(scope.auxName(tag), t);
    define(scope.theory.inRange(v, t));
    return v;
  }

  <T extends Formula> T aux(FormulaType<T> type, String tag) {
    return scope.fm.makeVariable(type, scope.auxName(tag));
  }

  void markInRange(Formula f) {
    inRange.add(f);
  }

  boolean knownInRange(Formula f) {
    return inRange.contains(f);
  }

  boolean exact() {
    return exact;
  }

  BooleanFormula undefinedCondition() {
    return bmgr.or(undefined);
  }
}
