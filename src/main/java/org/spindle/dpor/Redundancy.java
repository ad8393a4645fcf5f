package org.spindle.dpor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spindle.interp.StepFootprint;

/**
 * redundant(E', done) of 004 §2.2 (from Aronis et al. 2018, in place of sleep sets, which are
 * unsound with observers; D42): v is redundant after E' if some split E' = w.w' has a thread in
 * done(w) that is a weak initial of w'.v, i.e. its first event in w'.v has no happens-before
 * predecessor there, or it has none there and its next step at w happens before none of w'.v.
 *
 * <p>All splits are decided on the one sequence F = E'.v: the order of a suffix of F is the
 * order inside F ({@link SequenceOrder}), and an event has a predecessor in F[k..] iff the last
 * earlier event it directly depends on lies at or after k.
 */
final class Redundancy {
  private Redundancy() {}

  /** v ∈ redundant(E', done), E' the first {@code i} events of {@code exe}, {@code done.get(k)} = done(E[0..k)). */
  static boolean redundant(Execution exe, int i, List<Event> v, List<Map<Integer, NextStep>> done, boolean observers) {
    List<Event> f = new ArrayList<>(i + v.size());
    for (int k = 0; k < i; k++) f.add(exe.event(k));
    f.addAll(v);
    SequenceOrder order = SequenceOrder.of(f, observers);
    int[] lastDep = new int[f.size()];
    java.util.Arrays.fill(lastDep, Integer.MIN_VALUE);
    for (int k = 0; k <= i; k++) {
      for (Map.Entry<Integer, NextStep> q : done.get(k).entrySet()) {
        int x = firstOf(f, q.getKey(), k);
        if (x >= 0) {
          if (lastDependency(order, x, lastDep) < k) return true;
        } else if (independentOfSuffix(order, q.getKey(), q.getValue(), k)) {
          return true;
        }
      }
    }
    return false;
  }

  private static int firstOf(List<Event> f, int thread, int from) {
    for (int x = from; x < f.size(); x++) if (f.get(x).thread() == thread) return x;
    return -1;
  }

  /** The last position before x that x directly depends on (-1: none), memoised. */
  private static int lastDependency(SequenceOrder order, int x, int[] memo) {
    if (memo[x] == Integer.MIN_VALUE) {
      int y = x - 1;
      while (y >= 0 && !order.dependent(y, x)) y--;
      memo[x] = y;
    }
    return memo[x];
  }

  private static boolean independentOfSuffix(SequenceOrder order, int q, NextStep next, int from) {
    for (StepFootprint fp : next.allFootprints()) {
      for (int y = from; y < order.size(); y++) {
        Event ey = order.event(y);
        if (SequenceOrder.dependentSteps(q, fp, ey.thread(), ey.footprint(), order.observed(y))) return false;
      }
    }
    return true;
  }
}
