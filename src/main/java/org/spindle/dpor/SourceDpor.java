package org.spindle.dpor;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;

/**
 * Source-DPOR with source sets and sleep sets (Abdulla, Aronis, Jonsson, Sagonas, POPL 2014,
 * Algorithm 1; the baseline of the thesis, 003 §3.3, whose SDPOR detects races each time an
 * event is appended, as here). Line numbers below are those of the outline in
 * SEED-TARGETS C.5:
 * <pre>
 * 1 Explore(E, Sleep):
 * 2   if ∃p ∈ enabled(E) \ Sleep: backtrack(E) := {p}
 * 3   while ∃p ∈ backtrack(E) \ Sleep:
 * 4     foreach e ∈ dom(E) with e ≲_{E.p} next_E(p):
 * 5       E' := pre(E, e); v := notdep(e, E).p
 * 6       if I_{E'}(v) ∩ backtrack(E') = ∅: add some q ∈ I_{E'}(v) to backtrack(E')
 * 7     Sleep' := {q ∈ Sleep | E ⊨ p ◇ q}; Explore(E.p, Sleep'); add p to Sleep
 * </pre>
 * Soundness for all inputs in the range: a thread whose next step draws a nondet value has one
 * next event per value; all of them are explored whenever the thread is (they differ only in a
 * local choice), and a thread sleeps only while every one of its next events is independent of
 * what runs. Blocking steps are events too (D38: a blocked attempt reads what blocked it and ends
 * its thread for the execution; the race with the write that would unblock it makes DPOR try the
 * other order), so every thread can always take its next event and the source-set theorem
 * applies unchanged; joins are enabled once and for all and ordered after the joined thread.
 */
final class SourceDpor {
  private final Interpreter in;
  private final RunBook book;
  private final Execution exe;
  private final NextSteps steps;
  private final LoneTail tail;
  /** backtrack(E) for every prefix E of the current execution (index: its length). */
  private final List<BitSet> backtrack = new ArrayList<>();

  private SourceDpor(Interpreter in, RunBook book) {
    this.in = in;
    this.book = book;
    this.exe = book.newExecution();
    this.steps = new NextSteps(book);
    this.tail = new LoneTail(in, book);
  }

  static DporResult run(Interpreter in, DporOptions opt, DporProgress progress) {
    RunBook book = new RunBook(in, opt, progress);
    SourceDpor d = new SourceDpor(in, book);
    try {
      d.explore(new HashMap<>());
    } catch (RunBook.Stop stop) {
      // the book knows why
    }
    return book.result(Algorithm.SDPOR);
  }

  /** Line 1: Explore(E, Sleep), E being the current execution. */
  private void explore(Map<Integer, NextStep> sleep) {
    int k = exe.size();
    if (k >= book.opt.maxEvents()) {
      book.cut();
      return;
    }
    // one thread left (D49): races are handled as events are appended (line 4), and the tail has none
    if (tail.run(exe, sleep.keySet())) return;
    State s = exe.last();
    NextStep[] next = steps.of(exe);
    int first = -1;
    boolean anySchedulable = false;
    for (int t = 0; t < next.length; t++) {
      if (!next[t].schedulable()) continue;
      anySchedulable = true;
      // prefer a thread that can really move: blocked attempts only when races ask for them
      if (!sleep.containsKey(t) && (first < 0 || (!next[first].canMove() && next[t].canMove()))) first = t;
    }
    // line 2: if ∃p ∈ enabled(E) \ Sleep: backtrack(E) := {p}
    if (first < 0) {
      book.end(exe, anySchedulable);
      return;
    }
    BitSet bt = new BitSet();
    bt.set(first);
    backtrack.add(bt);
    // line 3: while ∃p ∈ backtrack(E) \ Sleep
    for (int p = nextToExplore(bt, sleep); p >= 0; p = nextToExplore(bt, sleep)) {
      NextStep np = next[p];
      // a blocked attempt, and (with symbolic inputs, D43, also beside it) every variant
      if (np.blocked() != null) step(p, null, np.blocked(), s, sleep);
      for (int x = 0; x < np.variants().size(); x++) {
        Successor succ = np.successor(in, s, x, book.domain);
        if (succ.end() != null || np.footprints().get(x).terminates()) {
          // a step that ends the run or the program disables every other thread's next event,
          // which no race can show (those events never run): every thread that could move here
          // is explored too (D38)
          for (int t = 0; t < next.length; t++) if (t != p && next[t].schedulable()) bt.set(t);
        }
        if (succ.end() != null) {
          book.terminal(exe, succ);
          continue;
        }
        step(p, succ, np.footprints().get(x), succ.next(), sleep);
      }
      // line 7 (end): add p to Sleep
      sleep.put(p, np);
    }
    backtrack.remove(backtrack.size() - 1);
  }

  /** One next event of p: lines 4–7 for it. */
  private void step(int p, Successor succ, StepFootprint fp, State next, Map<Integer, NextStep> sleep) {
    book.tick();
    List<Integer> races = exe.push(p, succ == null ? null : succ.transition(), fp, next);
    int j = exe.size() - 1;
    for (int i : races) raceToBacktrack(i, j); // lines 4–6
    // line 7: Sleep' := {q ∈ Sleep | E ⊨ p ◇ q}
    Map<Integer, NextStep> sleep2 = new HashMap<>();
    for (Map.Entry<Integer, NextStep> q : sleep.entrySet()) {
      if (q.getValue().independentOf(fp)) sleep2.put(q.getKey(), q.getValue());
    }
    explore(sleep2);
    exe.pop();
  }

  /** Lines 5–6 for the race between the events at positions i and j. */
  private void raceToBacktrack(int i, int j) {
    BitSet initials = exe.initialsAfterRace(i, j);
    BitSet bt = backtrack.get(i);
    if (initials.intersects(bt)) return;
    int p = exe.event(j).thread();
    bt.set(initials.get(p) ? p : initials.nextSetBit(0));
  }

  private static int nextToExplore(BitSet bt, Map<Integer, NextStep> sleep) {
    for (int p = bt.nextSetBit(0); p >= 0; p = bt.nextSetBit(p + 1)) if (!sleep.containsKey(p)) return p;
    return -1;
  }
}
