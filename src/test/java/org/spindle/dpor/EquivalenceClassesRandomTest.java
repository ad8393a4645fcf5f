package org.spindle.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spindle.impact.RandomPrograms;
import org.spindle.impact.Verify;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepAccesses;
import org.spindle.interp.Successor;
import org.spindle.interp.Trace;
import org.spindle.interp.Transition;
import org.spindle.program.Program;

/**
 * Internal consistency of the oracle {@link EquivalenceClasses} on 50 small random programs
 * ({@link RandomPrograms}: two threads of two statements; those with at most {@link #MAX_RUNS}
 * maximal runs, so the brute force stays fast): the enumeration is exhaustive (its run count is
 * the memoised count of {@link OracleChecks#countRuns}); classes are at most runs; the class key
 * partitions the runs exactly as D38's other representation does (per-thread event sequences plus
 * the order of every dependent pair); swapping two adjacent events of a random run keeps the key
 * iff they are independent, and independent ones commute in the state (so no access was missed);
 * errors, deadlocks and undefined behaviour are reachable iff the explorer says so.
 */
class EquivalenceClassesRandomTest {
  private static final int PROGRAMS = 50;
  private static final long MAX_RUNS = 5000;
  private static final InputRange INPUTS = new InputRange(-1, 1);

  @Test
  void consistentOnRandomPrograms() {
    int checked = 0;
    int withErrors = 0;
    int[] swaps = new int[2]; // dependent, independent
    int seed = 0;
    for (; checked < PROGRAMS && seed < 20 * PROGRAMS; seed++) {
      String src = new RandomPrograms(seed, 2, 2).next();
      String what = "seed " + seed + "\n" + src;
      Program p = Verify.c(src);
      long runs = OracleChecks.countRuns(p, INPUTS);
      if (runs > MAX_RUNS) continue;
      checked++;
      Map<ClassKey, PairKey> pairsOf = new HashMap<>();
      Map<PairKey, ClassKey> keyOf = new HashMap<>();
      EquivalenceClasses.Result r = EquivalenceClasses.enumerate(p, INPUTS, EquivalenceClasses.Limits.DEFAULT,
          (run, acc, end) -> {
            ClassKey k = ClassKey.of(run, acc);
            PairKey pk = PairKey.of(run, acc);
            assertEquals(pk, pairsOf.computeIfAbsent(k, x -> pk), "one key, two pair sets: " + what);
            assertEquals(k, keyOf.computeIfAbsent(pk, x -> k), "one pair set, two keys: " + what);
          });
      assertEquals(runs, r.runs(), "runs missed or repeated: " + what);
      assertTrue(r.total() <= r.runs(), what);
      assertEquals(r.total(), pairsOf.size(), what);
      OracleChecks.agreesWithExplorer(p, INPUTS, r, what);
      if (r.errors() > 0) withErrors++;
      EquivalenceClassesTest.checkKeysReplay(p, INPUTS, r, what);
      Interpreter in = new Interpreter(p);
      Random rnd = new Random(seed);
      for (int i = 0; i < 5; i++) checkSwaps(in, randomRun(in, rnd), what, swaps);
    }
    assertEquals(PROGRAMS, checked, "too few small programs among seeds 0.." + seed);
    // the checks were not vacuous: both kinds of swap and of program occurred
    assertTrue(swaps[0] > 0 && swaps[1] > 0, "dependent/independent swaps: " + swaps[0] + "/" + swaps[1]);
    assertTrue(withErrors > 0 && withErrors < PROGRAMS, withErrors + " programs with error classes");
  }

  /** D38's second representation of a class: per-thread event sequences and dependent-pair orders. */
  private record PairKey(ImmutableList<ImmutableList<Trace.Step>> threads, ImmutableSet<List<Integer>> orders) {
    static PairKey of(List<Transition> run, List<StepAccesses> acc) {
      List<List<Trace.Step>> threads = new ArrayList<>();
      int[] index = new int[run.size()];
      for (int i = 0; i < run.size(); i++) {
        int t = run.get(i).thread();
        while (threads.size() <= t) threads.add(new ArrayList<>());
        index[i] = threads.get(t).size();
        threads.get(t).add(run.get(i).toTraceStep());
      }
      ImmutableSet.Builder<List<Integer>> orders = ImmutableSet.builder();
      for (int j = 0; j < run.size(); j++) {
        for (int i = 0; i < j; i++) {
          Transition a = run.get(i);
          Transition b = run.get(j);
          if (a.thread() != b.thread() && ClassKey.dependent(a, acc.get(i), b, acc.get(j))) {
            orders.add(List.of(a.thread(), index[i], b.thread(), index[j]));
          }
        }
      }
      return new PairKey(threads.stream().map(ImmutableList::copyOf).collect(ImmutableList.toImmutableList()),
          orders.build());
    }
  }

  /** A maximal run choosing uniformly among the enabled transitions. */
  private static List<Transition> randomRun(Interpreter in, Random rnd) {
    List<Transition> run = new ArrayList<>();
    State s = in.initial();
    while (true) {
      List<Successor> succs = in.successors(s, INPUTS);
      if (succs.isEmpty()) return run;
      Successor x = succs.get(rnd.nextInt(succs.size()));
      run.add(x.transition());
      if (x.isTerminal()) return run;
      s = x.next();
    }
  }

  private static StepAccesses tryStep(Interpreter in, State s, Transition t) {
    try {
      return StepAccesses.of(in, s, t);
    } catch (IllegalArgumentException notEnabled) {
      return null;
    }
  }

  /**
   * For every adjacent pair of events of different threads that can also run the other way round:
   * if independent, both orders reach the same state and the run keeps its key; if dependent, the
   * prefix ending with the pair gets another key. Counts the swaps in {@code swaps} (dependent,
   * independent).
   */
  private static void checkSwaps(Interpreter in, List<Transition> run, String what, int[] swaps) {
    List<State> before = new ArrayList<>();
    List<StepAccesses> acc = new ArrayList<>();
    State s = in.initial();
    for (Transition t : run) {
      before.add(s);
      StepAccesses a = StepAccesses.of(in, s, t);
      acc.add(a);
      s = a.result().next();
    }
    ClassKey key = ClassKey.of(in, run);
    for (int i = 0; i + 1 < run.size(); i++) {
      Transition a = run.get(i);
      Transition b = run.get(i + 1);
      if (a.thread() == b.thread()) continue;
      StepAccesses b1 = tryStep(in, before.get(i), b);
      if (b1 == null || b1.result().isTerminal()) continue;
      StepAccesses a1 = tryStep(in, b1.result().next(), a);
      if (a1 == null) continue;
      List<Transition> swapped = new ArrayList<>(run);
      swapped.set(i, b);
      swapped.set(i + 1, a);
      String msg = what + "\nswap at " + i + " of " + new Trace(run.stream().map(Transition::toTraceStep)
          .collect(ImmutableList.toImmutableList()));
      if (ClassKey.dependent(a, acc.get(i), b, acc.get(i + 1))) {
        swaps[0]++;
        assertNotEquals(ClassKey.of(in, run.subList(0, i + 2)), ClassKey.of(in, swapped.subList(0, i + 2)), msg);
      } else {
        swaps[1]++;
        assertEquals(acc.get(i + 1).result().next(), a1.result().next(), msg);
        assertEquals(acc.get(i + 1).result().isTerminal(), a1.result().isTerminal(), msg);
        assertEquals(key, ClassKey.of(in, swapped), msg);
      }
    }
  }
}
