package org.spindle.dpor;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.interp.Transition;

/**
 * Lines 17-18 of Optimal-DPOR-Await: for the event e at position i of E and the next event e' of
 * thread p (after the prefix the caller considers), the maximal subsequences u of w = notdep(e, E)
 * that are happens-before prefixes of w ({@code u ≲_[E''] w}) and after which p is enabled
 * (E'' = pre(E, e)). They are enumerated as the paper says: starting from w, an event that may
 * enable or disable e' (one that conflicts with it) is dropped together with what happens after it
 * in w, recursively, stopping where p is enabled; the sets found are then reduced to the maximal
 * ones. p's own earlier events stay in u (e' must be p's next event after E''.u). With IFAA the
 * fetch-and-adds before an await commute, and a subset of them may be what enables it (Fig. 5).
 * The search is exponential in the number of such events in w; past {@link #LIMIT} subsets it
 * gives up ({@link TooMany}: the run is UNKNOWN, never silently incomplete).
 */
final class EnablingPrefixes {
  static final int LIMIT = 20_000;

  /** The enumeration would take too long. */
  static final class TooMany extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TooMany(String msg) {
      super(msg, null, false, false);
    }
  }

  private final Interpreter in;
  private final HavocDomain dom;
  private final Execution exe;
  private final int i;
  private final int p;
  private final StepFootprint fp;
  /** The positions of w in E, in order. */
  private final int[] w;
  private final Runnable checkTime;
  private final Set<BitSet> seen = new HashSet<>();
  private final List<BitSet> found = new ArrayList<>();

  private EnablingPrefixes(Interpreter in, HavocDomain dom, Execution exe, int i, int p, StepFootprint fp,
      Runnable checkTime) {
    this.in = in;
    this.checkTime = checkTime;
    this.dom = dom;
    this.exe = exe;
    this.i = i;
    this.p = p;
    this.fp = fp;
    Event e = exe.event(i);
    List<Integer> ws = new ArrayList<>();
    for (int k = i + 1; k < exe.size(); k++) if (!e.happensBefore(exe.event(k).clock())) ws.add(k);
    this.w = ws.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * The maximal u (as positions in E, in order) for e = E[i] and p's next event e', whose
   * footprint is {@code fp}; {@code checkTime} is run now and then (it may stop the search).
   */
  static List<List<Integer>> of(Interpreter in, HavocDomain dom, Execution exe, int i, int p, StepFootprint fp,
      Runnable checkTime) {
    EnablingPrefixes x = new EnablingPrefixes(in, dom, exe, i, p, fp, checkTime);
    BitSet all = new BitSet();
    all.set(0, x.w.length);
    x.search(all);
    List<List<Integer>> out = new ArrayList<>();
    for (BitSet u : x.found) {
      boolean maximal = true;
      for (BitSet o : x.found) {
        if (o != u && o.cardinality() > u.cardinality() && contains(o, u)) maximal = false;
      }
      if (!maximal) continue;
      List<Integer> positions = new ArrayList<>();
      for (int a = u.nextSetBit(0); a >= 0; a = u.nextSetBit(a + 1)) positions.add(x.w[a]);
      out.add(positions);
    }
    return out;
  }

  private static boolean contains(BitSet big, BitSet small) {
    BitSet s = (BitSet) small.clone();
    s.andNot(big);
    return s.isEmpty();
  }

  private void search(BitSet u) {
    if (!seen.add(u)) return;
    if ((seen.size() & 63) == 0) checkTime.run();
    if (seen.size() > LIMIT) {
      throw new TooMany("blocking race reversal: more than " + LIMIT + " subsequences to try before an await");
    }
    if (enabledAfter(u)) {
      found.add(u);
      return;
    }
    for (int a = u.nextSetBit(0); a >= 0; a = u.nextSetBit(a + 1)) {
      Event d = exe.event(w[a]);
      if (d.thread() == p || !d.footprint().conflicts(fp)) continue;
      BitSet smaller = (BitSet) u.clone();
      boolean keepsP = true;
      for (int b = a; b < w.length && keepsP; b++) {
        if (!smaller.get(b)) continue;
        Event eb = exe.event(w[b]);
        if (b == a || d.happensBefore(eb.clock())) {
          if (eb.thread() == p) keepsP = false;
          smaller.clear(b);
        }
      }
      if (keepsP) search(smaller);
    }
  }

  /** True if p has an enabled step after E''.u. */
  private boolean enabledAfter(BitSet u) {
    State s = exe.state(i);
    for (int a = u.nextSetBit(0); a >= 0; a = u.nextSetBit(a + 1)) s = after(s, exe.modelTransition(w[a]));
    return !in.successors(s, p, dom).isEmpty();
  }

  /** The state after {@code tr}, taken with its own inputs (those of the states' model, D43). */
  private State after(State s, Transition tr) {
    StepFootprint.Taken x = StepFootprint.take(in, s, tr);
    if (x != null && x.successor().next() != null) return x.successor().next();
    throw new IllegalStateException("not replayable after a happens-before prefix: " + tr);
  }
}
