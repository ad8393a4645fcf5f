package org.spindle.validate;

import java.util.List;
import java.util.function.BiPredicate;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.Transition;
import org.spindle.race.RaceOracle;

/**
 * The no-data-race confirmation rule of D35 on top of {@link RaceOracle} (D36's definition of a
 * race in a concrete state): a race in the state at the violation node, between the targets the
 * node names if it names any; failing that, when it names none, a race in the state before the
 * step that entered the node, with that step as one of the two accesses.
 */
final class RaceAtViolation {
  /** The race found and whether it is in the state before the entering step. */
  record Found(RaceOracle.Race race, boolean beforeStep) {}

  private final RaceOracle oracle;
  private final HavocDomain dom;

  RaceAtViolation(Interpreter in, HavocDomain dom) {
    this.oracle = new RaceOracle(in);
    this.dom = dom;
  }

  /**
   * The race for violation node {@code node} under binding {@code b} in state {@code s}, or in
   * {@code before} with {@code entering} (the step from {@code before} to {@code s}; null if the
   * node was not entered by a step from outside the violation nodes), or null.
   */
  Found find(WitnessNode node, Binding b, State s, State before, Transition entering) {
    BiPredicate<RaceOracle.Access, RaceOracle.Access> targets = targets(node, b);
    for (RaceOracle.Race r : oracle.races(s, dom)) {
      if (targets.test(r.first(), r.second()) || targets.test(r.second(), r.first())) return new Found(r, false);
    }
    if (entering == null || !node.targets().isEmpty()) return null;
    // NextAccesses reports the accesses of every edge leaving the thread's location; the step's
    // own edges pick those of the step taken (within an atomic section: of its edges, any path)
    for (RaceOracle.Race r : oracle.races(before, dom)) {
      if (r.involves(entering.thread(), entering.edges())) return new Found(r, true);
    }
    return null;
  }

  /** Accepts the pairs of accesses the node's targets name (any pair if it names none). */
  private static BiPredicate<RaceOracle.Access, RaceOracle.Access> targets(WitnessNode node, Binding b) {
    List<WitnessNode.ThreadLine> ts = node.targets();
    if (ts.isEmpty()) return (p, q) -> true;
    if (ts.size() == 1) return (p, q) -> fits(p, ts.get(0), b);
    return (p, q) -> {
      for (int i = 0; i < ts.size(); i++) {
        for (int j = 0; j < ts.size(); j++) {
          if (i != j && fits(p, ts.get(i), b) && fits(q, ts.get(j), b)) return true;
        }
      }
      return false;
    };
  }

  private static boolean fits(RaceOracle.Access a, WitnessNode.ThreadLine target, Binding b) {
    return b.accept(target.thread(), a.thread()) != null && a.edge().pos().line() == target.line();
  }
}
