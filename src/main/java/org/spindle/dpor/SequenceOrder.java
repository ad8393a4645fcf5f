package org.spindle.dpor;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.interp.StepFootprint;

/**
 * The happens-before assignment of one event sequence, either D38's (every conflict orders) or
 * with observers (004 §4.1, Aronis et al. 2018; D42): two events that only write a common cell
 * (neither reads what the other writes) are ordered only if the later write of such a cell is
 * <em>observed</em>, i.e. some later event of the sequence reads the cell before any other event
 * writes it. Everything else is as D38: program order, creation and join edges, a program end
 * against every event, a cell one event writes and the other reads. A read is every read of a
 * {@link StepFootprint}: loads, the mutex cell of a lock, the cells a blocked attempt waits on, a
 * join's exit cell; so an assertion's load, a blocked attempt and a lock observe.
 *
 * <p>Dependency here depends only on the two events and on what follows the later one, so a
 * suffix of a sequence has the same relation as inside the whole: {@link Redundancy} relies on it.
 */
final class SequenceOrder {
  private final List<Event> seq;
  private final boolean observers;
  /** Per position: the cells it writes that a later event reads before any other write (observers only). */
  private final long[][] observed;
  private BitSet[] preds;

  private SequenceOrder(List<Event> seq, boolean observers) {
    this.seq = seq;
    this.observers = observers;
    this.observed = observers ? observedCells(seq) : null;
  }

  static SequenceOrder of(List<Event> seq, boolean observers) {
    return new SequenceOrder(seq, observers);
  }

  int size() {
    return seq.size();
  }

  Event event(int pos) {
    return seq.get(pos);
  }

  boolean withObservers() {
    return observers;
  }

  /** The cells event {@code b} writes that a later event reads before they are written again. */
  long[] observed(int b) {
    return observers ? observed[b] : seq.get(b).footprint().writes();
  }

  /** True if event {@code a} is ordered before event {@code b} directly ({@code a < b}). */
  boolean dependent(int a, int b) {
    Event ea = seq.get(a);
    Event eb = seq.get(b);
    if (ea.thread() == eb.thread()) return true;
    return dependentSteps(ea.thread(), ea.footprint(), eb.thread(), eb.footprint(), observed(b));
  }

  /**
   * True if a step {@code fa} of thread {@code ta} is ordered before a later step {@code fb} of
   * another thread {@code tb} whose observed written cells are {@code observedB} (all its writes
   * without observers).
   */
  static boolean dependentSteps(int ta, StepFootprint fa, int tb, StepFootprint fb, long[] observedB) {
    if (fa.terminates() || fb.terminates() || fa.creates(tb) || fb.joins(ta)) return true;
    return intersects(fa.writes(), fb.reads()) || intersects(fa.reads(), fb.writes())
        || intersects(fa.writes(), observedB);
  }

  /** True if a step {@code fp} of thread {@code t} put before the whole sequence is ordered before none of it. */
  boolean independentBefore(int t, StepFootprint fp) {
    for (int b = 0; b < seq.size(); b++) {
      Event eb = seq.get(b);
      if (eb.thread() == t || dependentSteps(t, fp, eb.thread(), eb.footprint(), observed(b))) return false;
    }
    return true;
  }

  /** For every position, the earlier positions that happen before it (transitively). */
  BitSet[] predecessors() {
    if (preds == null) {
      preds = new BitSet[seq.size()];
      for (int b = 0; b < seq.size(); b++) {
        preds[b] = new BitSet();
        for (int a = b - 1; a >= 0; a--) {
          if (preds[b].get(a)) continue;
          if (dependent(a, b)) {
            preds[b].or(preds[a]);
            preds[b].set(a);
          }
        }
      }
    }
    return preds;
  }

  /** True if position {@code a} happens before position {@code b} (or is it). */
  boolean happensBefore(int a, int b) {
    return a == b || predecessors()[b].get(a);
  }

  /**
   * The races of the sequence: pairs (a, b), a &lt; b, of events of different threads, a directly
   * ordered before b, with no event between them in the order; creation and join edges are never
   * races (no run reverses them). As {@code int[]{a, b}}, b ascending, then a ascending.
   */
  List<int[]> races() {
    BitSet[] p = predecessors();
    List<int[]> out = new ArrayList<>();
    for (int b = 0; b < seq.size(); b++) {
      Event eb = seq.get(b);
      for (int a = p[b].nextSetBit(0); a >= 0; a = p[b].nextSetBit(a + 1)) {
        Event ea = seq.get(a);
        if (ea.thread() == eb.thread() || !dependent(a, b)) continue;
        if (ea.footprint().creates(eb.thread()) || eb.footprint().joins(ea.thread())) continue;
        boolean between = false;
        for (int k = p[b].nextSetBit(a + 1); k >= 0 && !between; k = p[b].nextSetBit(k + 1)) {
          if (p[k].get(a)) between = true;
        }
        if (!between) out.add(new int[] {a, b});
      }
    }
    return out;
  }

  /**
   * observers(e_a, e_b, E) of Definition 1 for a race whose only conflict is writes of common
   * cells: the later events that read such a cell from e_b (no write of it in between), keeping
   * only those no other such reader happens before (they are mutually unordered). Empty if the two
   * events conflict otherwise (a read of the other's write, a program end): that race is always
   * ordered and has no observers.
   */
  List<Integer> observers(int a, int b) {
    if (!observers) return List.of();
    StepFootprint fa = seq.get(a).footprint();
    StepFootprint fb = seq.get(b).footprint();
    if (fa.terminates() || fb.terminates() || intersects(fa.writes(), fb.reads())
        || intersects(fa.reads(), fb.writes())) {
      return List.of();
    }
    long[] common = commonSorted(fa.writes(), observed[b]);
    List<Integer> readers = new ArrayList<>();
    for (long c : common) {
      for (int o = b + 1; o < seq.size(); o++) {
        StepFootprint fo = seq.get(o).footprint();
        if (contains(fo.reads(), c)) {
          if (!readers.contains(o)) readers.add(o);
          break;
        }
        if (contains(fo.writes(), c)) break;
      }
    }
    readers.sort(null);
    List<Integer> out = new ArrayList<>();
    for (int o : readers) {
      boolean after = false;
      for (int o2 : readers) if (o2 < o && happensBefore(o2, o)) after = true;
      if (!after) out.add(o);
    }
    return out;
  }

  private static long[][] observedCells(List<Event> seq) {
    long[][] out = new long[seq.size()][];
    Map<Long, Boolean> nextIsRead = new HashMap<>();
    for (int p = seq.size() - 1; p >= 0; p--) {
      StepFootprint f = seq.get(p).footprint();
      long[] w = f.writes();
      int k = 0;
      long[] obs = new long[w.length];
      for (long c : w) if (Boolean.TRUE.equals(nextIsRead.get(c))) obs[k++] = c;
      out[p] = java.util.Arrays.copyOf(obs, k);
      for (long c : w) nextIsRead.put(c, contains(f.reads(), c)); // a read-modify-write reads first
      for (long c : f.reads()) nextIsRead.put(c, true);
    }
    return out;
  }

  static boolean contains(long[] sorted, long c) {
    return java.util.Arrays.binarySearch(sorted, c) >= 0;
  }

  static boolean intersects(long[] a, long[] b) {
    int i = 0;
    int j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] == b[j]) return true;
      if (a[i] < b[j]) i++;
      else j++;
    }
    return false;
  }

  private static long[] commonSorted(long[] a, long[] b) {
    return java.util.Arrays.stream(a).filter(c -> contains(b, c)).toArray();
  }
}
