package org.spindle.dpor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.interp.Transition;

/**
 * Optimal-DPOR-Await (Jonsson, Lång, Sagonas, "Awaiting for Godot", FMCAD 2022, Algorithm 1;
 * line numbers as in the proceedings version, 001, which SEED-TARGETS A.1 uses; the extended
 * version's listing is off by one from line 36 on). Awaits are first-class events (D40): a thread
 * whose every way is blocked is not enabled and is not scheduled — its blocking is repealed when
 * another thread makes its condition true — so an execution is maximal when no thread is enabled,
 * and it ends complete, livelocked or deadlocked ({@link Livelocks}).
 * <pre>
 *  1 Explore(E):
 *  2   if enabled(E) = ∅:
 *  3-6   foreach non-blocking race e ≾_E e': E' := pre(E, e); v := notdep(e, E).ê'
 *          if sleep(E') ∩ WI_[E'](v) = ∅: insert(v, E')
 *  7-8   foreach ⟨e', E'⟩ ∈ {⟨next_[E](p), E⟩ | p blocked after E}
 *                        ∪ {⟨e', pre(E, e')⟩ | e' ∈ E may block}:
 *  9       can-stop := False
 * 10-11    foreach e in E' from the end that may enable or disable e':
 * 12-13      E'' := pre(E, e); w := notdep(e, E)
 * 14-15      if e conflicts with every event that may enable or disable e': can-stop := True
 * 16         did-insert := False
 * 17-18      foreach maximal u with u ≲_[E''] w after which e' is enabled:
 * 19-21        did-insert := True; v := u.ê'; if sleep(E'') ∩ WI_[E''](v) = ∅: insert(v, E'')
 * 22         if can-stop and did-insert: break
 * 23 else:
 * 24-26  if wut(E) = ⟨{⟨⟩}, ∅⟩: choose p ∈ enabled(E); wut(E) := ⟨{p}, ∅⟩
 * 27-28  while ∃p ∈ wut(E): p := the leftmost
 * 29       sleep(E.p) := {q ∈ sleep(E) | p, q independent after E}
 * 30-31    wut(E.p) := subtree(wut(E), p); Explore(E.p)
 * 32-33    add p to sleep(E); remove all sequences p.w from wut(E)
 * 34-44 insert(v, E'): {@link WakeupTree#insert}
 * </pre>
 * As in {@link OptimalDpor}, races are also reversed at executions cut at the event bound, and
 * every nondet value of a thread's next step becomes a child where the thread is taken (D38).
 * The happens-before relation is {@link Execution}'s, with fetch-and-adds made independent by
 * {@link FetchAndAdd} under {@code --ifaa} (§IV-A(ii)).
 */
final class AwaitDpor {
  private final Interpreter in;
  private final RunBook book;
  private final Execution exe;
  private final BlockingSteps blocking;
  private final FetchAndAdd faa;
  private final Livelocks livelocks;
  /** wut(E) for every prefix E of the current execution: its node of the wakeup tree. */
  private final List<WakeupTree.Node> wut = new ArrayList<>();
  /** sleep(E) for every prefix E. */
  private final List<Map<Integer, NextStep>> sleeps = new ArrayList<>();

  private AwaitDpor(Interpreter in, RunBook book, Livelocks livelocks) {
    this.in = in;
    this.book = book;
    this.exe = book.newExecution();
    this.blocking = new BlockingSteps(in.program());
    this.faa = book.opt.ifaa() ? new FetchAndAdd() : null;
    this.livelocks = livelocks;
  }

  static DporResult run(Interpreter in, DporOptions opt, DporProgress progress, Livelocks livelocks) {
    RunBook book = new RunBook(in, opt, progress);
    AwaitDpor d = new AwaitDpor(in, book, livelocks);
    try {
      d.explore(new HashMap<>(), WakeupTree.Node.root());
    } catch (RunBook.Stop stop) {
      // the book knows why
    } catch (EnablingPrefixes.TooMany tooMany) {
      book.giveUp(tooMany.getMessage());
    }
    return book.result(Algorithm.AWAIT);
  }

  /** Algorithm 1, line 1: Explore(E), E being the current execution. */
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
    State s = exe.last();
    NextStep[] next = new NextStep[exe.threads()];
    int first = -1;
    boolean anyEnabled = false;
    for (int t = 0; t < next.length; t++) {
      next[t] = book.next(exe, t);
      if (faa != null) next[t] = faa.mark(next[t]);
      if (next[t].variants().isEmpty()) continue;
      anyEnabled = true;
      if (first < 0 && !sleep.containsKey(t)) first = t;
    }
    if (exe.size() >= book.opt.maxEvents()) {
      raceDetection(next);
      book.cut();
      return;
    }
    if (node.children.isEmpty()) {
      if (!anyEnabled) { // Algorithm 1, line 2: a maximal execution
        raceDetection(next);
        if (s.terminated() || !s.anyRunning()) book.end(exe, false);
        else book.endBlocked(exe, livelocks.classify(s));
        return;
      }
      if (first < 0) { // every enabled thread asleep: never for an optimal algorithm (Theorem 6)
        raceDetection(next);
        book.end(exe, true);
        return;
      }
      OptimalDpor.addAllSteps(node, next[first]); // Algorithm 1, lines 24-26
    }
    while (!node.children.isEmpty()) { // Algorithm 1, lines 27-33
      WakeupTree.Node c = node.children.get(0);
      int p = c.thread;
      NextStep np = next[p];
      if (np.variants().isEmpty()) {
        throw new IllegalStateException("wakeup tree names T" + p + ", which is not enabled");
      }
      if (c.free) c = OptimalDpor.concrete(node, c, np);
      OptimalDpor.addAllSteps(node, np);
      int x = OptimalDpor.variantOf(np, c);
      Successor succ = np.variants().get(x);
      if (succ.end() != null || np.footprints().get(x).terminates()) {
        // a step that ends the run or the program disables every other thread's next event,
        // which no race can show (those events never run): every thread that could move here
        // and is not asleep is explored too (D38)
        for (int t = 0; t < next.length; t++) {
          if (t != p && !next[t].variants().isEmpty() && !sleep.containsKey(t)) OptimalDpor.addAllSteps(node, next[t]);
        }
      }
      if (succ.end() != null) {
        book.terminal(exe, succ);
      } else {
        step(p, succ, np.footprints().get(OptimalDpor.variantOf(np, c)), sleep, c);
      }
      node.children.remove(c);
      node.markExplored(c);
      sleep.put(p, np); // Algorithm 1, line 32
    }
  }

  /** Algorithm 1, lines 29-31 for one child. */
  private void step(int p, Successor succ, StepFootprint fp, Map<Integer, NextStep> sleep, WakeupTree.Node c) {
    book.tick();
    exe.push(p, succ.transition(), fp, succ.next());
    Map<Integer, NextStep> sleep2 = new HashMap<>();
    for (Map.Entry<Integer, NextStep> q : sleep.entrySet()) {
      if (q.getKey() != p && q.getValue().independentOf(fp)) sleep2.put(q.getKey(), q.getValue());
    }
    explore(sleep2, c);
    exe.pop();
  }

  /** Algorithm 1, lines 3-22: the races of a maximal (or cut) execution. */
  private void raceDetection(NextStep[] next) {
    for (int j = 0; j < exe.size(); j++) { // Algorithm 1, lines 3-6
      if (blocking.mayBlock(exe.event(j))) continue;
      for (int i : exe.racesOf(j)) insert(i, exe.notdepThen(i, j), true);
    }
    // Algorithm 1, line 7, first set: the threads blocked after E
    for (int p = 0; p < next.length; p++) {
      if (next[p].blocked() != null) blockingRace(p, exe.size(), next[p].blocked(), null);
    }
    // Algorithm 1, line 8, second set: the events of E that may block
    for (int j = 0; j < exe.size(); j++) {
      Event e = exe.event(j);
      if (blocking.mayBlock(e)) blockingRace(e.thread(), j, e.footprint(), e.transition());
    }
  }

  /**
   * Algorithm 1, lines 9-22 for the event e' of thread p that follows the prefix of length
   * {@code end}
   * (footprint {@code fp}; {@code tr} its transition, null for a blocked thread's next event).
   */
  private void blockingRace(int p, int end, StepFootprint fp, Transition tr) {
    int prev = end < exe.size() ? exe.event(end).prevInThread() : exe.lastPosition(p);
    List<Integer> enablers = new ArrayList<>(); // the events of E' that may enable or disable e'
    for (int k = 0; k < end; k++) {
      Event e = exe.event(k);
      if (e.thread() != p && e.footprint().conflicts(fp)) enablers.add(k);
    }
    boolean canStop = false;
    for (int x = enablers.size() - 1; x >= 0; x--) { // Algorithm 1, lines 10-11, from the end
      int i = enablers.get(x);
      Event e = exe.event(i);
      // e' can follow E''.u only if p's earlier events do not happen after e
      if (prev >= 0 && e.happensBefore(exe.event(prev).clock())) continue;
      if (conflictsWithAll(i, enablers)) canStop = true; // Algorithm 1, lines 14-15
      boolean didInsert = false;
      // Algorithm 1, lines 12-13 and 17-18: E'' = pre(E, e), w = notdep(e, E), the maximal u
      for (List<Integer> u : EnablingPrefixes.of(in, book.domain, exe, i, p, fp, book::checkTime)) {
        didInsert = true;
        List<Event> v = new ArrayList<>();
        for (int k : u) v.add(exe.event(k));
        int index = (prev >= 0 ? exe.event(prev).index() : 0) + 1;
        v.add(new Event(p, index, tr, fp, new int[exe.threads()], prev)); // ê': free in insert (line 20)
        insert(i, v, false);
      }
      if (canStop && didInsert) break; // Algorithm 1, line 22
    }
  }

  /** True if E[i] is ordered with every other event that may enable or disable e' (same thread or conflicting). */
  private boolean conflictsWithAll(int i, List<Integer> enablers) {
    Event e = exe.event(i);
    for (int k : enablers) {
      Event o = exe.event(k);
      if (k != i && o.thread() != e.thread() && !o.footprint().conflicts(e.footprint())) return false;
    }
    return true;
  }

  /**
   * Algorithm 1, lines 6 and 21: insert(v, pre(E, e_i)) (lines 34-44, {@link WakeupTree#insert})
   * unless a sleeping thread is a weak initial of v. {@code race}: v is notdep(e_i, E).e_j, whose
   * happens-before the clocks give ({@link WakeupTree#insertRace}); an enabling prefix u of a
   * blocked await need not be closed under it, so its v is compared pair by pair.
   */
  private void insert(int i, List<Event> v, boolean race) {
    for (Map.Entry<Integer, NextStep> q : sleeps.get(i).entrySet()) {
      if (WakeupTree.sleeperIsWeakInitial(q.getKey(), q.getValue(), v)) return;
    }
    if (race) WakeupTree.insertRace(wut.get(i), v, exe.event(i).thread());
    else WakeupTree.insert(wut.get(i), v);
  }
}
