package org.spindle.dpor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;

/**
 * Optimal DPOR with context-sensitive independence and/or observers (Albert, Garcia de la
 * Banda, Gómez-Zamalloa, Isabel, Stuckey 2023, "004"; D42), one Explore for three algorithms:
 * <ul>
 *   <li>{@code cs}: ODPOR_cs, all of Algorithm 1 (lines 1-32), D38's happens-before;
 *   <li>{@code ob}: ODPOR^ob, the black code of Algorithm 1 with Fig. 5's RaceDetection and the
 *       happens-before with observers ({@link SequenceOrder}), notdep* as in §2.2;
 *   <li>{@code cs-ob}: ODPOR_cs^ob, Algorithm 2 (lines 43-81) with the refined check of §4.3.
 * </ul>
 * Explore (lines 1-23 / 43-65) is {@link #explore} and {@link #exploreHere}; RaceDetection
 * (24-32 / 66-81, Fig. 5) is {@link #raceDetection} with v built in {@link #reversal};
 * redundant(E', done) is {@link Redundancy}, the checks of lines 28, 73 and 77 are {@link
 * ContextChecks}, don't-do sequences and their inheritance (19-20; cs-ob: 61-62, §4.4) {@link
 * DontDo}.
 *
 * <p>As in {@link OptimalDpor} (D38): blocked attempts are events, every nondet value of a thread
 * becomes a child wherever the thread is taken, a step that ends the run or the program makes
 * every other schedulable thread a child of its node, races are reversed also at executions cut
 * at the event bound. Sleep sets are replaced by done sets and redundant() as in the paper.
 *
 * <p>Soundness (D42): an execution is cut by a don't-do sequence only where a check executed the
 * reversed race and found the state (cs: the full state; cs-ob, observed race: the values the
 * race's observers wrote and their threads' locations) equal to what an explored execution
 * reached, and a cut step that would end the run is taken, never cut (an error is never hidden
 * by a cut). Observers only drop the order of writes no later event reads, so the reads of
 * every thread, hence what it does next, its errors and blocking, are those of an explored run.
 */
final class ContextSensitiveDpor {
  private final Interpreter in;
  private final RunBook book;
  private final Execution exe;
  private final NextSteps steps;
  private final ContextChecks checks;
  private final boolean cs;
  private final boolean ob;
  /** cs-ob: don't-do sequences are inherited by Algorithm 2's lines 61-62 (§4.4), else by lines 19-20. */
  private final boolean refinedInheritance;
  /** wut(E) for every prefix E of the current execution. */
  private final List<WakeupTree.Node> wut = new ArrayList<>();
  /** done(E) for every prefix E: the threads explored there, with their next steps. */
  private final List<Map<Integer, Redundancy.Done>> done = new ArrayList<>();
  /** dnd(E) for every prefix E. */
  private final List<List<DontDo>> dnd = new ArrayList<>();

  private ContextSensitiveDpor(Interpreter in, RunBook book, boolean cs, boolean ob, boolean refinedInheritance) {
    this.in = in;
    this.book = book;
    this.exe = new Execution(in.initial(), book.counters);
    this.steps = new NextSteps(book);
    this.checks = new ContextChecks(in, book.inputs, exe);
    this.cs = cs;
    this.ob = ob;
    this.refinedInheritance = refinedInheritance;
  }

  /** Runs {@code cs}, {@code ob} or {@code cs-ob}. */
  static DporResult run(Interpreter in, DporOptions opt, DporProgress progress) {
    return run(in, opt, progress, true);
  }

  /**
   * As {@link #run(Interpreter, DporOptions, DporProgress)}; with {@code refinedInheritance}
   * false, cs-ob inherits don't-do sequences by Algorithm 1's lines 19-20 instead of Algorithm 2's
   * lines 61-62 (tests compare the two).
   */
  static DporResult run(Interpreter in, DporOptions opt, DporProgress progress, boolean refinedInheritance) {
    Algorithm a = opt.algorithm();
    if (a != Algorithm.CS && a != Algorithm.OB && a != Algorithm.CS_OB) {
      throw new IllegalArgumentException(a + " is not a context-sensitive/observer algorithm");
    }
    RunBook book = new RunBook(in, opt, progress);
    ContextSensitiveDpor d = new ContextSensitiveDpor(in, book, a != Algorithm.OB, a != Algorithm.CS,
        a == Algorithm.CS_OB && refinedInheritance);
    try {
      d.explore(WakeupTree.Node.root(), List.of());
    } catch (RunBook.Stop stop) {
      // the book knows why
    }
    return book.result(a);
  }

  /** Line 1 / 43: Explore(E, WuT, Dnd), E being the current execution; lines 2-3 / 44-45. */
  private void explore(WakeupTree.Node node, List<DontDo> inherited) {
    wut.add(node);
    done.add(new HashMap<>());
    dnd.add(new ArrayList<>(inherited));
    try {
      exploreHere(node);
    } finally {
      wut.remove(wut.size() - 1);
      done.remove(done.size() - 1);
      dnd.remove(dnd.size() - 1);
    }
  }

  private void exploreHere(WakeupTree.Node node) {
    if (exe.size() >= book.opt.maxEvents()) {
      raceDetection();
      book.cut();
      return;
    }
    List<DontDo> dd = dnd.get(dnd.size() - 1);
    State s = exe.last();
    NextStep[] next = steps.of(exe);
    int first = -1;
    boolean anySchedulable = false;
    for (int t = 0; t < next.length; t++) {
      if (!next[t].schedulable()) continue;
      anySchedulable = true;
      if (cs && DontDo.blocks(dd, next[t])) continue;
      if (first < 0 || (next[first].blocked() != null && next[t].blocked() == null)) first = t;
    }
    if (!anySchedulable) {
      // line 4: enabled(s[E]) = ∅
      raceDetection();
      book.end(exe, false);
      return;
    }
    if (node.children.isEmpty()) {
      if (first < 0) {
        // lines 7-9: every enabled thread is in dnd(E)
        for (int t = 0; t < next.length; t++) {
          if (next[t].schedulable() && DontDo.blocks(dd, next[t])) dontDoBlocked(next[t], s);
        }
        return;
      }
      OptimalDpor.addAllSteps(node, next[first]); // lines 10-12
    }
    while (!node.children.isEmpty()) { // lines 13-14
      WakeupTree.Node c = node.children.get(0);
      int p = c.thread;
      NextStep np = next[p];
      if (!np.schedulable()) throw new IllegalStateException("wakeup tree names T" + p + ", which cannot move");
      if (c.free || stale(c, np)) c = OptimalDpor.concrete(node, c, np);
      if (cs && DontDo.blocks(dd, np)) {
        // lines 15-16: p ∈ dnd(E); its subtree is covered, so p is done here
        dontDoBlocked(np, s);
        node.children.removeIf(x -> x.thread == p);
        node.markExplored(c);
        markDone(np, c);
        continue;
      }
      OptimalDpor.addAllSteps(node, np);
      if (np.blocked() != null) {
        step(p, null, np.blocked(), s, c, dd);
      } else {
        int x = OptimalDpor.variantOf(np, c);
        Successor succ = np.successor(in, s, x, book.inputs);
        if (succ.end() != null || np.footprints().get(x).terminates()) {
          // an end of the run or the program disables every other thread's next event (D38)
          for (int t = 0; t < next.length; t++) {
            if (t != p && next[t].schedulable()) OptimalDpor.addAllSteps(node, next[t]);
          }
        }
        if (succ.end() != null) {
          book.terminal(exe, succ);
        } else {
          step(p, succ, np.footprints().get(x), succ.next(), c, dd);
        }
      }
      node.children.remove(c); // line 23
      node.markExplored(c);
      markDone(np, c); // line 22
    }
  }

  /**
   * True if wakeup node {@code c} names an event its thread cannot take here. A context-sensitive
   * v goes on after the reversed (free) event e' with future initials recorded in E (§3.3); when
   * e' reads what e wrote, the reversed e' may write something else, and a future initial that
   * reads it (a blocked attempt that no longer blocks, a branch) is then another step. Such a
   * node is taken as its thread's next step, whatever it is, like the free node before it (the
   * paper's sequences name processes, not events). Found by random testing (D47).
   */
  private static boolean stale(WakeupTree.Node c, NextStep np) {
    if (c.transition == null) return np.blocked() == null;
    for (Successor v : np.variants()) if (v.transition().equals(c.transition)) return false;
    return true;
  }

  /** Line 22: add p to done(E), for the transition of child {@code c}. */
  private void markDone(NextStep np, WakeupTree.Node c) {
    done.get(done.size() - 1).computeIfAbsent(np.thread(), t -> new Redundancy.Done(np, new java.util.HashSet<>()))
        .explored().add(c.transition);
  }

  /** Lines 18-21 / 60-63: Dnd' (lines 19-20, cs-ob: 61-62), then Explore(E.p, WuT', Dnd'). */
  private void step(int p, Successor succ, StepFootprint fp, State next, WakeupTree.Node c, List<DontDo> dd) {
    book.tick();
    exe.push(p, succ == null ? null : succ.transition(), fp, next);
    org.spindle.interp.Transition tr = succ == null ? null : succ.transition();
    List<DontDo> inherited = !cs ? List.of()
        : refinedInheritance ? DontDo.inheritRefined(dd, p, tr, fp) : DontDo.inherit(dd, p, tr, fp);
    explore(c, inherited);
    exe.pop();
  }

  /**
   * RaceDetection(E.p) for a thread p ∈ dnd(E) (lines 9 and 16): a don't-do-blocked execution.
   * A step that would end the run is not cut: it is taken as in any execution (an error found).
   */
  private void dontDoBlocked(NextStep np, State s) {
    Successor succ = np.successor(in, s, 0, book.inputs);
    if (succ.end() != null) {
      book.terminal(exe, succ);
      return;
    }
    book.tick();
    book.counters.dontDoBlocked++;
    exe.push(np.thread(), succ.transition(), np.footprints().get(0), succ.next());
    try {
      raceDetection();
    } finally {
      exe.pop();
    }
  }

  /** Lines 24-32 / 66-81 (Fig. 5 for ob): every race of E reversed into the wakeup tree of its prefix. */
  private void raceDetection() {
    List<Event> events = new ArrayList<>(exe.size());
    for (int k = 0; k < exe.size(); k++) events.add(exe.event(k));
    SequenceOrder order = SequenceOrder.of(events, ob);
    for (int[] race : order.races()) {
      int i = race[0];
      if (i >= wut.size()) continue;
      book.counters.raceChecks++;
      Reversal r = reversal(order, i, race[1]);
      if (Redundancy.redundant(exe, i, r.v, done, ob)) continue; // line 30 / 79
      WakeupTree.insert(wut.get(i), r.v, r.free, ob); // line 31 / 80
      if (r.dont != null) dnd.get(i).add(r.dont); // line 32 / 81
    }
    book.checkTime();
  }

  /** The sequence v a race is reversed by, its free event, and the don't-do sequence (null: none). */
  private record Reversal(List<Event> v, int free, DontDo dont) {}

  /** Lines 26-29 / 68-78: v and dont for the race e_i ≲ e_j. */
  private Reversal reversal(SequenceOrder order, int i, int j) {
    List<Integer> obs = ob ? order.observers(i, j) : List.of();
    List<Integer> before = new ArrayList<>(); // notdep*(e, e', E)
    for (int k = i + 1; k < order.size(); k++) {
      if (k == j) continue;
      boolean inPrefix = cs ? k < j && order.happensBefore(k, j) : !order.happensBefore(i, k);
      if (inPrefix) before.add(k);
    }
    List<Integer> v = new ArrayList<>(before);
    v.add(j);
    int free;
    if (obs.isEmpty()) {
      free = v.size() - 1; // line 27 / 76, Fig. 5 line 8
    } else {
      // Fig. 5 lines 5-6 / line 71: v = notdep*.e'.ê.(notobs* \ ê).ô
      int o = obs.get(obs.size() - 1);
      v.add(i);
      for (int k = i + 1; k < order.size(); k++) {
        if (v.contains(k) || obs.contains(k)) continue;
        for (int x : obs) {
          if (order.happensBefore(k, x)) {
            v.add(k);
            break;
          }
        }
      }
      v.add(o);
      free = v.size() - 1;
    }
    int beforeFut = v.size();
    if (cs) v.addAll(futureInitials(order, i, v)); // v := v.fut(E', v, E)
    DontDo dont = cs ? dontDo(order, i, j, before, obs, v, beforeFut) : null;
    List<Event> events = new ArrayList<>(v.size());
    for (int k : v) events.add(order.event(k));
    return new Reversal(events, free, dont);
  }

  /**
   * I_fut(E', v, E) (§3.3): the first events, in E order, of the threads without an event in v
   * and other than e's whose first event after E' has no happens-before predecessor after E'
   * (the paper's WI_[E'](w) \ v; e's thread is left out, its event follows as ê in the don't-do
   * sequence, as Fig. 4's r.p shows).
   */
  private static List<Integer> futureInitials(SequenceOrder order, int i, List<Integer> v) {
    java.util.BitSet threads = new java.util.BitSet();
    for (int k : v) threads.set(order.event(k).thread());
    threads.set(order.event(i).thread());
    List<Integer> out = new ArrayList<>();
    java.util.BitSet seen = new java.util.BitSet();
    for (int k = i + 1; k < order.size(); k++) {
      int t = order.event(k).thread();
      if (threads.get(t) || seen.get(t)) continue;
      seen.set(t);
      boolean initial = true;
      for (int a = i; a < k && initial; a++) if (order.happensBefore(a, k)) initial = false;
      if (initial) out.add(k);
    }
    return out;
  }

  /**
   * Lines 28-29 (unobserved race: dont = v.ê) and 73-74 (observed: dont = v.(ô_s \ ô)) with
   * {@link ContextChecks}; null if the check fails. Unlike the listing, dont does not contain v's
   * future initials: they are independent of the race and of everything before it in v, so the
   * check's equality holds without them, and on Spindle's events (thread-local steps are events)
   * they would name local steps of unrelated threads that every cut would have to wait for (D42).
   */
  private DontDo dontDo(SequenceOrder order, int i, int j, List<Integer> before, List<Integer> obs, List<Integer> v,
      int beforeFut) {
    List<DontDo.Step> out = new ArrayList<>();
    if (obs.isEmpty()) {
      DontDo.Step[] pair = checks.sameStateReversed(i, j, before);
      if (pair == null) return null;
      for (int k : before) out.add(recorded(order, k));
      out.add(pair[0]);
      out.add(pair[1]);
    } else {
      List<Integer> moved = v.subList(0, beforeFut - 1); // up to ô, which the check takes as o*
      List<DontDo.Step> observerSteps = checks.observersAgree(i, moved, obs);
      if (observerSteps == null) return null;
      for (int k : moved) out.add(recorded(order, k));
      out.addAll(observerSteps);
    }
    return new DontDo(com.google.common.collect.ImmutableList.copyOf(out));
  }

  private static DontDo.Step recorded(SequenceOrder order, int k) {
    Event e = order.event(k);
    return new DontDo.Step(e.thread(), e.transition(), e.footprint());
  }
}
