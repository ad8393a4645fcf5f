package org.spindle.dpor;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepAccesses;
import org.spindle.interp.Trace;
import org.spindle.interp.Transition;
import org.spindle.program.Edge;
import org.spindle.program.Stmt;

/**
 * The Mazurkiewicz equivalence class of one run (docs/decisions.md D38), for the brute-force
 * oracle {@link EquivalenceClasses} and for tests of the DPOR engines. Written independently of the
 * engines: it computes the dependency relation of D38 from scratch for every run.
 *
 * <p>The key is the class's lexicographically least linearisation: the run's events (per thread,
 * in program order, each with its edges and input values) are emitted greedily, each time the
 * event with the smallest thread id among those whose dependent predecessors are all emitted. Two
 * runs get the same key iff they are equivalent: equivalent runs have the same events and the same
 * order on dependent pairs, hence the same partial order, whose greedy linearisation is unique;
 * conversely the key is a linearisation of the run's partial order, so it is equivalent to the run,
 * and two runs equivalent to one sequence are equivalent to each other. (Equivalent runs also give
 * their events the same accesses: every cell an event reads has the same last writer in both, by
 * induction along either run; reads of undefined cells count as writes for this, see {@link
 * StepAccesses}.)
 *
 * <p>Dependency of two events of different threads (D38): a common cell with a write; one creates
 * the other's thread; one joins the other's thread; one of them contains Terminate. An event that
 * ends the run by itself (error, undefined behaviour, exhausted thread pool) is also made dependent
 * with everything: it is the last event of every run that has it, so this orders it last in the
 * key (the key stays a run that replays) without changing the equivalence.
 *
 * @param steps the lexicographically least linearisation, replayable as a {@link Trace}
 */
public record ClassKey(ImmutableList<Trace.Step> steps) {

  /** The key as a trace (a run of the class, replayable with {@link org.spindle.interp.Replay}). */
  public Trace trace() {
    return new Trace(steps);
  }

  /**
   * The key of {@code run}, replayed from the initial state.
   *
   * @throws IllegalArgumentException if some transition does not replay where the run puts it, or
   *     a transition follows one that ended the run
   */
  public static ClassKey of(Interpreter in, List<Transition> run) {
    List<StepAccesses> acc = new ArrayList<>();
    State s = in.initial();
    for (int i = 0; i < run.size(); i++) {
      if (s == null) throw new IllegalArgumentException("step " + (i + 1) + " follows the end of the run");
      StepAccesses a = StepAccesses.of(in, s, run.get(i));
      acc.add(a);
      s = a.result().next();
    }
    return of(run, acc);
  }

  /**
   * The key of {@code run} given the accesses of each of its transitions where the run takes it
   * ({@code accesses.get(i)} for {@code run.get(i)}).
   */
  public static ClassKey of(List<Transition> run, List<StepAccesses> accesses) {
    if (accesses.size() != run.size()) throw new IllegalArgumentException("one StepAccesses per transition expected");
    List<int[]> before = new ArrayList<>();
    for (int j = 0; j < run.size(); j++) before.add(dependentPredecessors(run, accesses, j));
    boolean lastEnds = !run.isEmpty() && accesses.get(run.size() - 1).result().isTerminal();
    return linearise(run, before, lastEnds);
  }

  /** The positions before {@code j} of the events of other threads that event {@code j} depends on. */
  static int[] dependentPredecessors(List<Transition> run, List<StepAccesses> accesses, int j) {
    int[] b = new int[j];
    int k = 0;
    for (int i = 0; i < j; i++) {
      if (run.get(i).thread() != run.get(j).thread()
          && dependent(run.get(i), accesses.get(i), run.get(j), accesses.get(j))) {
        b[k++] = i;
      }
    }
    return java.util.Arrays.copyOf(b, k);
  }

  /**
   * The greedy least linearisation of {@code run} ordered by program order and {@code before}
   * ({@code before.get(j)}: the dependent predecessors of event j); {@code lastEndsRun}: the last
   * event ended the run by itself, so it follows every other event.
   */
  static ClassKey linearise(List<Transition> run, List<int[]> before, boolean lastEndsRun) {
    int n = run.size();
    int threads = 0;
    for (Transition t : run) threads = Math.max(threads, t.thread() + 1);
    // per thread, the run positions of its events in program order
    int[][] byThread = new int[threads][];
    int[] count = new int[threads];
    for (Transition t : run) count[t.thread()]++;
    for (int t = 0; t < threads; t++) byThread[t] = new int[count[t]];
    java.util.Arrays.fill(count, 0);
    for (int i = 0; i < n; i++) byThread[run.get(i).thread()][count[run.get(i).thread()]++] = i;
    int[] next = new int[threads];
    boolean[] emitted = new boolean[n];
    ImmutableList.Builder<Trace.Step> out = ImmutableList.builderWithExpectedSize(n);
    for (int k = 0; k < n; k++) {
      int chosen = -1;
      for (int t = 0; t < threads && chosen < 0; t++) {
        if (next[t] >= byThread[t].length) continue;
        int e = byThread[t][next[t]];
        boolean ready = !(lastEndsRun && e == n - 1 && k < n - 1);
        for (int i : before.get(e)) ready &= emitted[i];
        if (ready) chosen = t;
      }
      if (chosen < 0) throw new IllegalStateException("dependency order is cyclic (impossible)");
      int e = byThread[chosen][next[chosen]++];
      emitted[e] = true;
      out.add(run.get(e).toTraceStep());
    }
    return new ClassKey(out.build());
  }

  /**
   * D38's dependency of two events of different threads, each with the accesses it made where the
   * run took it.
   */
  public static boolean dependent(Transition e, StepAccesses ea, Transition f, StepAccesses fa) {
    if (e.thread() == f.thread()) throw new IllegalArgumentException("events of one thread are ordered, not dependent");
    if (terminates(e) || terminates(f)) return true;
    if (ea.created().contains(f.thread()) || fa.created().contains(e.thread())) return true;
    if (ea.joined().contains(f.thread()) || fa.joined().contains(e.thread())) return true;
    return ea.conflictsWith(fa);
  }

  private static boolean terminates(Transition t) {
    for (Edge e : t.edges()) {
      if (e.stmt() instanceof Stmt.Terminate) return true;
    }
    return false;
  }
}
