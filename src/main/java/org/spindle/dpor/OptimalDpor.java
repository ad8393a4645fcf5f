package org.spindle.dpor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;

/**
 * Optimal-DPOR with wakeup trees (Abdulla, Aronis, Jonsson, Sagonas, POPL 2014, Algorithm 2):
 * <pre>
 *  1 Explore(E, Sleep, WuT):
 *  2   if enabled(s[E]) = ∅:
 *  3     foreach e, e' in dom(E) with e ≲_E e':
 *  4       E' := pre(E, e); v := notdep(e, E).e'
 *  5       if sleep(E') ∩ WI_[E'](v) = ∅: insert_[E'](v, wut(E'))
 *  6   else:
 *  7     if WuT ≠ ⟨⟩: wut(E) := WuT else choose p ∈ enabled(s[E]); wut(E) := ⟨{p}, ∅⟩
 *  8     sleep(E) := Sleep
 *  9     while ∃p ∈ wut(E): let p be the minimal such
 * 10       Sleep' := {q ∈ sleep(E) | E ⊨ p ◇ q}; WuT' := subtree(wut(E), p)
 * 11       Explore(E.p, Sleep', WuT'); add p to sleep(E); remove p's subtree from wut(E)
 * </pre>
 * Lines 2-5 also run at executions that end blocked or cut (they are maximal in this search).
 * Inputs (D38): the first time a thread is taken at a node, every one of its next events (one
 * per nondet value) becomes a child there; so all values are explored wherever the thread is,
 * which is sound but may explore an equivalence class with a nondet draw at two places (optimal
 * on programs without inputs).
 */
final class OptimalDpor {
  private final Interpreter in;
  private final RunBook book;
  private final Execution exe;
  private final NextSteps steps;
  /** wut(E) for every prefix E of the current execution: its node of the wakeup tree. */
  private final List<WakeupTree.Node> wut = new ArrayList<>();
  /** sleep(E) for every prefix E. */
  private final List<Map<Integer, NextStep>> sleeps = new ArrayList<>();

  private OptimalDpor(Interpreter in, RunBook book) {
    this.in = in;
    this.book = book;
    this.exe = book.newExecution();
    this.steps = new NextSteps(book);
  }

  static DporResult run(Interpreter in, DporOptions opt, DporProgress progress) {
    return run(in, opt, progress, Algorithm.ODPOR);
  }

  /** The run, reported as {@code label}'s (the await engine without awaits is this one, D40). */
  static DporResult run(Interpreter in, DporOptions opt, DporProgress progress, Algorithm label) {
    RunBook book = new RunBook(in, opt, progress);
    OptimalDpor d = new OptimalDpor(in, book);
    try {
      d.explore(new HashMap<>(), WakeupTree.Node.root());
    } catch (RunBook.Stop stop) {
      // the book knows why
    }
    return book.result(label);
  }

  /** Line 1: Explore(E, Sleep, WuT), E being the current execution. */
  private void explore(Map<Integer, NextStep> sleep, WakeupTree.Node node) {
    wut.add(node);
    sleeps.add(sleep);
    try {
      exploreHere(sleep, node);
    } finally {
      wut.remove(wut.size() - 1);
      sleeps.remove(sleeps.size() - 1);
    }
  }

  private void exploreHere(Map<Integer, NextStep> sleep, WakeupTree.Node node) {
    if (exe.size() >= book.opt.maxEvents()) {
      raceDetection();
      book.cut();
      return;
    }
    State s = exe.last();
    NextStep[] next = steps.of(exe);
    int first = -1;
    boolean anySchedulable = false;
    for (int t = 0; t < next.length; t++) {
      if (!next[t].schedulable()) continue;
      anySchedulable = true;
      if (!sleep.containsKey(t) && (first < 0 || (!next[first].canMove() && next[t].canMove()))) first = t;
    }
    if (node.children.isEmpty()) {
      // lines 2-5: a maximal execution (or one whose every schedulable thread sleeps)
      if (first < 0) {
        raceDetection();
        book.end(exe, anySchedulable);
        return;
      }
      // line 7: choose p ∈ enabled(s[E]) \ Sleep
      addAllSteps(node, next[first]);
    }
    // lines 9-11
    while (!node.children.isEmpty()) {
      WakeupTree.Node c = node.children.get(0);
      int p = c.thread;
      NextStep np = next[p];
      if (!np.schedulable()) throw new IllegalStateException("wakeup tree names T" + p + ", which cannot move");
      if (c.free) c = concrete(node, c, np);
      addAllSteps(node, np);
      if (c.transition == null) {
        if (np.blocked() == null) throw new IllegalStateException("wakeup tree names a blocked attempt of T" + p);
        step(p, null, np.blocked(), s, sleep, c);
      } else {
        int x = variantOf(np, c);
        Successor succ = np.successor(in, s, x, book.domain);
        if (succ.end() != null || np.footprints().get(x).terminates()) {
          // a step that ends the run or the program disables every other thread's next event,
          // which no race can show (those events never run): every thread that could move here
          // and is not asleep is explored too (D38)
          for (int t = 0; t < next.length; t++) {
            if (t != p && next[t].schedulable() && !sleep.containsKey(t)) addAllSteps(node, next[t]);
          }
        }
        if (succ.end() != null) {
          book.terminal(exe, succ);
        } else {
          step(p, succ, np.footprints().get(x), succ.next(), sleep, c);
        }
      }
      node.children.remove(c);
      node.markExplored(c);
      sleep.put(p, np); // line 11: add p to sleep(E)
    }
  }

  /** Makes every next event of the thread a child of {@code node} (inputs, D38); keeps existing children. */
  static void addAllSteps(WakeupTree.Node node, NextStep np) {
    if (np.blocked() != null) { // with symbolic inputs (D43) there may be variants beside it
      if (!node.wasExplored(np.thread(), null, false)
          && node.children.stream().noneMatch(c -> c.thread == np.thread() && c.transition == null)) {
        node.children.add(new WakeupTree.Node(np.thread(), null, np.blocked()));
      }
    }
    for (int x = 0; x < np.variants().size(); x++) {
      var tr = np.variants().get(x).transition();
      // symbolic inputs (D43): undefined behaviour of an edge for some inputs is a variant of its own
      boolean end = np.variants().get(x).end() != null;
      if (!node.wasExplored(np.thread(), tr, end) && node.children.stream()
          .noneMatch(c -> c.thread == np.thread() && Objects.equals(c.transition, tr) && c.end == end)) {
        node.children.add(new WakeupTree.Node(np.thread(), tr, np.footprints().get(x), false, end));
      }
    }
  }

  /**
   * A free node (the reversed race's second event, {@link WakeupTree}) becomes one node per next
   * step of its thread in its place, the first keeping its subtree and the others copies of it.
   */
  static WakeupTree.Node concrete(WakeupTree.Node node, WakeupTree.Node c, NextStep np) {
    int at = node.children.indexOf(c);
    node.children.remove(at);
    List<WakeupTree.Node> nodes = new ArrayList<>();
    if (np.blocked() != null) nodes.add(c.withEvent(null, np.blocked(), false));
    for (int x = 0; x < np.variants().size(); x++) {
      nodes.add(c.withEvent(np.variants().get(x).transition(), np.footprints().get(x), np.variants().get(x).end() != null));
    }
    node.children.addAll(at, nodes);
    return nodes.get(0);
  }

  static int variantOf(NextStep np, WakeupTree.Node c) {
    for (int x = 0; x < np.variants().size(); x++) {
      Successor v = np.variants().get(x);
      if (v.transition().equals(c.transition) && (v.end() != null) == c.end) return x;
    }
    for (int x = 0; x < np.variants().size(); x++) {
      if (np.variants().get(x).transition().equals(c.transition)) return x;
    }
    throw new IllegalStateException("wakeup tree event " + c.transition + " is not a next step of T" + c.thread);
  }

  /** Line 10-11 for one child: Sleep', then Explore(E.p, Sleep', subtree). */
  private void step(int p, Successor succ, StepFootprint fp, State next, Map<Integer, NextStep> sleep,
      WakeupTree.Node c) {
    book.tick();
    exe.push(p, succ == null ? null : succ.transition(), fp, next);
    Map<Integer, NextStep> sleep2 = new HashMap<>();
    for (Map.Entry<Integer, NextStep> q : sleep.entrySet()) {
      if (q.getKey() != p && q.getValue().independentOf(fp)) sleep2.put(q.getKey(), q.getValue());
    }
    explore(sleep2, c);
    exe.pop();
  }

  /** Lines 3-5: every race of the execution, reversed into the wakeup tree of its prefix. */
  private void raceDetection() {
    for (int j = 0; j < exe.size(); j++) {
      for (int i : exe.racesOf(j)) {
        List<Event> v = exe.notdepThen(i, j);
        Map<Integer, NextStep> sleepAt = sleeps.get(i);
        boolean covered = false;
        for (Map.Entry<Integer, NextStep> q : sleepAt.entrySet()) {
          if (WakeupTree.sleeperIsWeakInitial(q.getKey(), q.getValue(), v)) {
            covered = true;
            break;
          }
        }
        if (!covered) WakeupTree.insertRace(wut.get(i), v, exe.event(i).thread());
      }
    }
  }
}
