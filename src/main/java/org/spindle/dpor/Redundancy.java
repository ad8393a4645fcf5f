package org.spindle.dpor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spindle.interp.StepFootprint;

/**
 * redundant(E', done) of 004 §2.2 (from Aronis et al. 2018, in place of sleep sets, which are
 * unsound with observers; D42): v is redundant after E' if some split E' = w.w' has a thread in
 * done(w) that is a weak initial of w'.v, i.e. its first event in w'.v has no happens-before
 * predecessor there and its step at w conflicts with nothing before it in w'.v (so it is that
 * step), or it has none there and its next step at w happens before none of w'.v.
 *
 * <p>All splits are decided on the one sequence F = E'.v: the order of a suffix of F is the
 * order inside F ({@link SequenceOrder}), and an event has a predecessor in F[k..] iff the last
 * earlier event it directly depends on lies at or after k.
 */
final class Redundancy {
  private Redundancy() {}

  /**
   * A thread in done(w): its next steps at w and the transitions of them explored so far (a
   * thread with several nondet variants is done for a variant only once that variant was
   * explored: its other values are other events).
   */
  record Done(NextStep step, java.util.Set<org.spindle.interp.Transition> explored) {
    boolean covers(Event first) {
      return step.variants().size() <= 1 || explored.contains(first.transition());
    }
  }

  /** v ∈ redundant(E', done), E' the first {@code i} events of {@code exe}, {@code done.get(k)} = done(E[0..k)). */
  static boolean redundant(Execution exe, int i, List<Event> v, List<Map<Integer, Done>> done, boolean observers) {
    List<Event> f = new ArrayList<>(i + v.size());
    for (int k = 0; k < i; k++) f.add(exe.event(k));
    f.addAll(v);
    SequenceOrder order = SequenceOrder.of(f, observers);
    int[] lastDep = new int[f.size()];
    java.util.Arrays.fill(lastDep, Integer.MIN_VALUE);
    for (int k = 0; k <= i; k++) {
      for (Map.Entry<Integer, Done> q : done.get(k).entrySet()) {
        int x = firstOf(f, q.getKey(), k);
        if (x >= 0) {
          if (q.getValue().covers(f.get(x)) && lastDependency(order, x, lastDep) < k
              && independentBetween(order, q.getKey(), q.getValue(), k, x)) {
            return true;
          }
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

  /**
   * q's steps at w conflict with none of F[from..to): then q's first event in w'.v, at {@code to},
   * reads what it reads at w and is the step done(w) explored. Without this, the event's footprint
   * recorded in v decides, which is stale when v moved it (a reversed event, or one after it, may
   * read other values and take another branch: an atomic block that now writes a cell its
   * recorded footprint did not); such a v was taken as covered and dropped (found by review:
   * ob, cs and cs-ob answered SAFE on UNSAFE programs, DontDoSoundnessTest).
   */
  private static boolean independentBetween(SequenceOrder order, int q, Done done, int from, int to) {
    NextStep next = done.step();
    List<StepFootprint> fps = new ArrayList<>(next.footprints());
    if (next.blocked() != null) fps.add(next.blocked());
    for (StepFootprint fp : fps) {
      for (int y = from; y < to; y++) {
        Event ey = order.event(y);
        if (SequenceOrder.dependentSteps(q, fp, ey.thread(), ey.footprint(), order.observed(y))) return false;
      }
    }
    return true;
  }

  /** True if some explored step of done thread q happens before none of F[from..]. */
  private static boolean independentOfSuffix(SequenceOrder order, int q, Done done, int from) {
    NextStep next = done.step();
    List<StepFootprint> fps = new ArrayList<>();
    if (next.blocked() != null) fps.add(next.blocked());
    for (int x = 0; x < next.variants().size(); x++) {
      if (done.explored().contains(next.variants().get(x).transition())) fps.add(next.footprints().get(x));
    }
    for (StepFootprint fp : fps) {
      boolean independent = true;
      for (int y = from; y < order.size() && independent; y++) {
        Event ey = order.event(y);
        if (SequenceOrder.dependentSteps(q, fp, ey.thread(), ey.footprint(), order.observed(y))) independent = false;
      }
      if (independent) return true;
    }
    return false;
  }
}
