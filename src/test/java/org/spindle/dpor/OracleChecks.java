package org.spindle.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/**
 * Checks of the brute-force oracle {@link EquivalenceClasses} against engines that share nothing
 * with it: the stateful explorer (error, deadlock and undefined-behaviour reachability) and a
 * memoised count of the maximal runs over the state graph (the enumeration is exhaustive).
 */
final class OracleChecks {
  private OracleChecks() {}

  /**
   * The explorer, over the same inputs, finds an error iff some class ends in one; otherwise it
   * reports a deadlock iff some class is deadlocked, and SAFE iff no class ends in undefined
   * behaviour or an exhausted thread pool.
   */
  static void agreesWithExplorer(Program p, InputRange inputs, EquivalenceClasses.Result r, String what) {
    ExploreResult e = Explorer.explore(p, ExploreOptions.DEFAULT.withInputs(inputs.lo(), inputs.hi()));
    String msg = what + "\noracle: " + r + "\nexplorer: " + e.verdict() + " " + e.reason();
    assertEquals(r.errors() > 0, e.verdict() == Verdict.UNSAFE, msg);
    if (e.verdict() != Verdict.UNSAFE) {
      assertEquals(r.deadlocked() > 0, e.deadlock() != null, msg);
      assertEquals(r.undefined() == 0 && r.boundReached() == 0, e.verdict() == Verdict.SAFE, msg);
    }
  }

  /**
   * The number of maximal runs of {@code p}, counted over the state graph with memoisation (a
   * state's future does not depend on how it was reached): no interleaving is enumerated. Only
   * for programs whose state graph is acyclic (no unbounded runs), like the oracle's test programs.
   */
  static long countRuns(Program p, InputRange inputs) {
    Interpreter in = new Interpreter(p);
    return countRuns(in, in.initial(), inputs, new HashMap<>());
  }

  private static long countRuns(Interpreter in, State s, InputRange inputs, Map<State, Long> memo) {
    Long known = memo.get(s);
    if (known != null) return known;
    long n = 0;
    var succs = in.successors(s, inputs);
    if (succs.isEmpty()) n = 1;
    for (Successor x : succs) n = Math.addExact(n, x.isTerminal() ? 1 : countRuns(in, x.next(), inputs, memo));
    memo.put(s, n);
    return n;
  }
}
