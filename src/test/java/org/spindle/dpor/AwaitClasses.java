package org.spindle.dpor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.interp.ThreadStatus;
import org.spindle.interp.Transition;

/**
 * Test oracle: the number of equivalence classes of maximal executions of a program under await
 * semantics, by brute force. Every interleaving of enabled transitions is run to its end (no
 * thread can move); its events are (thread, index, transition) and two executions are equivalent
 * iff they have the same events and the same happens-before relation ("Awaiting for Godot"
 * §IV-A): the transitive closure of program order, conflicts ({@link StepFootprint#conflicts},
 * with fetch-and-adds marked when {@code ifaa}), creation before the child's events and a join
 * after the joined thread's events. Independent of the engines: it shares only the interpreter
 * and the footprints with them. A thread at a local location moves alone (its step conflicts with
 * nothing, so every class has an execution that takes it at once).
 */
final class AwaitClasses {
  private final Interpreter in;
  private final HavocDomain dom;
  private final FetchAndAdd faa;
  private final Set<List<Object>> classes = new HashSet<>();
  private long executions;

  private record Ev(int thread, int index, Transition tr, StepFootprint fp) {}

  private AwaitClasses(Interpreter in, HavocDomain dom, boolean ifaa) {
    this.in = in;
    this.dom = dom;
    this.faa = ifaa ? new FetchAndAdd() : null;
  }

  /** {classes, maximal executions}. */
  static long[] count(Interpreter in, HavocDomain dom, boolean ifaa, long maxExecutions) {
    AwaitClasses c = new AwaitClasses(in, dom, ifaa);
    c.dfs(in.initial(), new ArrayList<>(), new int[in.initial().threadCount()], maxExecutions);
    return new long[] {c.classes.size(), c.executions};
  }

  private void dfs(State s, List<Ev> run, int[] counts, long max) {
    if (executions > max) throw new IllegalStateException("too many executions for brute force");
    boolean any = false;
    int only = localMover(s);
    for (int t = 0; t < s.threadCount(); t++) {
      if (only >= 0 && t != only) continue;
      for (Successor x : in.successors(s, t, dom)) {
        if (x.isTerminal()) throw new IllegalStateException("brute force expects no error: " + x.end());
        any = true;
        StepFootprint fp = StepFootprint.of(in, s, x.transition());
        if (faa != null && faa.isFetchAndAdd(x.transition())) fp = fp.asFetchAndAdd();
        counts[t]++;
        run.add(new Ev(t, counts[t], x.transition(), fp));
        dfs(x.next(), run, counts, max);
        run.remove(run.size() - 1);
        counts[t]--;
      }
    }
    if (!any) {
      executions++;
      classes.add(signature(run));
    }
  }

  /**
   * A thread whose next step is local and enabled, or -1. Such a step conflicts with nothing, so
   * taking it first leads to an equivalent execution: only that thread needs to move here.
   */
  private int localMover(State s) {
    for (int t = 0; t < s.threadCount(); t++) {
      if (s.status(t) == ThreadStatus.RUNNING && in.isLocalLocation(t, s.location(t))
          && !in.successors(s, t, dom).isEmpty()) {
        return t;
      }
    }
    return -1;
  }

  /** The events and the happens-before pairs of a run, in a canonical form. */
  private static List<Object> signature(List<Ev> run) {
    int n = run.size();
    boolean[][] hb = new boolean[n][n];
    for (int b = 0; b < n; b++) {
      for (int a = 0; a < b; a++) {
        Ev x = run.get(a);
        Ev y = run.get(b);
        boolean edge = x.thread() == y.thread() || x.fp().conflicts(y.fp())
            || x.fp().creates(y.thread()) || y.fp().joins(x.thread());
        if (edge) {
          hb[a][b] = true;
          for (int c = 0; c < a; c++) if (hb[c][a]) hb[c][b] = true;
        }
      }
    }
    Set<List<Object>> events = new HashSet<>();
    Set<List<Object>> pairs = new HashSet<>();
    for (int a = 0; a < n; a++) {
      Ev x = run.get(a);
      events.add(List.of(x.thread(), x.index(), x.tr()));
      for (int b = a + 1; b < n; b++) {
        if (hb[a][b]) pairs.add(List.of(x.thread(), x.index(), run.get(b).thread(), run.get(b).index()));
      }
    }
    return List.of(events, pairs);
  }
}
