package org.spindle.dpor;

import com.google.common.primitives.Ints;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.interp.Transition;
import org.spindle.program.Edge;
import org.spindle.program.Stmt;
import org.spindle.program.analysis.ControlInfluence;

/**
 * Builds the section that starts in a state (thesis 003 §3.2.2: "starting with ρ′ = ε and
 * iteratively adding events for enabled transitions at s_{ρ·ρ′} until adding another event would
 * violate one of the conditions (A) and (B)"): threads take turns, one event each, and a thread
 * whose next event may not join stays out for the rest of the section. On Spindle's model the
 * conditions read (docs/decisions.md D39):
 * <ul>
 *   <li>(A) A thread's event after a branch ({@link ControlInfluence#isBranch}) joins only if no
 *       race of the section is on an object that may decide the branch; the branch's decision
 *       objects then stay race-free for the rest of the section. (The thesis cuts after every
 *       branch; a branch that no order of the section can turn is no branching there.)
 *   <li>(B) No race of the section (a conflict of events of different threads that no fixed
 *       constraint orders) is on an object that may decide what a section event does ({@link
 *       ControlInfluence#addControl}: its cells, whether it is enabled, its inputs, undefined
 *       behaviour). This rules out every hiding dependency.
 *   <li>Only events the plan can fix: one transition, not ending the run, not a blocked attempt,
 *       no HavocObject of a shared object (its undefining is no recorded write). An event that
 *       ends the program joins only if no other thread can move at that point and every other
 *       thread's section event is ordered before it (it disables every next event). A thread
 *       asleep at the start takes no part.
 *   <li>EPOR-SH (§3.3): at most one event per thread takes part in races of the section.
 * </ul>
 * Every event then behaves the same in every order of the section that respects the fixed
 * constraints, which Theorem 1 needs; the engine checks this on every event it replays. If no
 * event can join, the section is the one event of a Source-DPOR step ({@link Section#single}).
 */
final class SectionBuilder {
  private final Interpreter in;
  private final HavocDomain inputs;
  /** Symbolic inputs (D43): the tainted cells, followed along the plan; null if inputs are enumerated. */
  private final InputTaint taint;
  private final Counters counters;
  private final ControlInfluence influence;
  private final boolean shortSections;
  private final int threads;

  // the section so far
  private final List<Integer> thread = new ArrayList<>();
  private final List<Transition> transition = new ArrayList<>();
  private final List<StepFootprint> footprint = new ArrayList<>();
  private final List<int[]> fixedPreds = new ArrayList<>();
  private final List<int[]> fixedClock = new ArrayList<>();
  private final List<Integer> indexInThread = new ArrayList<>();
  private final List<List<Integer>> conflicts = new ArrayList<>();
  private final List<Boolean> unique = new ArrayList<>();
  private final List<Integer> consA = new ArrayList<>();
  private final List<Integer> consB = new ArrayList<>();
  /** Per event: the state the builder took it in, and what it did there. */
  private final List<State> before = new ArrayList<>();
  private final List<Successor> successor = new ArrayList<>();
  private final BitSet raced = new BitSet();
  private final BitSet control = new BitSet();

  SectionBuilder(Interpreter in, HavocDomain inputs, Counters counters, ControlInfluence influence,
      boolean shortSections, int threads, InputTaint taint) {
    this.in = in;
    this.inputs = inputs;
    this.taint = taint;
    this.counters = counters;
    this.influence = influence;
    this.shortSections = shortSections;
    this.threads = threads;
  }

  /**
   * The section that starts at position {@code start} in state {@code s}, where the threads' next
   * steps are {@code next} (some thread not in {@code sleeping} can be scheduled); at most {@code
   * maxSize} events.
   */
  Section build(int start, State s, NextStep[] next, boolean[] blockedForever, Set<Integer> sleeping, int maxSize) {
    int[] last = new int[threads];
    int[] creator = new int[threads];
    int[] dependent = new int[threads];
    boolean[] branchOpen = new boolean[threads];
    Arrays.fill(last, -1);
    Arrays.fill(creator, -1);
    Arrays.fill(dependent, -1);
    BitSet closed = new BitSet();
    for (int t : sleeping) closed.set(t);
    NextStep[] cur = next.clone();
    State state = s;
    // the lowest thread whose next event may join goes next: the order in which the schedule takes
    // a section's first solution (Section#schedule), so that its run meets the states computed here
    // a section ends where one thread is left (not at its start): the rest may run as a LoneTail
    while (thread.size() < maxSize && !state.terminated() && (thread.isEmpty() || LoneTail.loneThread(state) < 0)) {
      int t = nextToAdd(state, cur, closed, blockedForever, last, creator, dependent, branchOpen);
      if (t < 0) break;
      if (taint != null) taint.push(cur[t].variants().get(0).transition(), cur[t].footprints().get(0));
      StepFootprint fp = cur[t].footprints().get(0);
      Successor succ = cur[t].successor(in, state, 0, inputs);
      before.add(state);
      successor.add(succ);
      state = succ.next();
      for (int u = 0; u < threads; u++) {
        if (!closed.get(u) && !NextStep.unchangedBy(cur[u], u, t, fp, state)) {
          cur[u] = NextStep.of(in, state, u, inputs, blockedForever[u]);
        }
      }
    }
    if (thread.isEmpty()) return Section.single(start, threads, firstThread(next, sleeping));
    return planned(start);
  }

  /**
   * The lowest thread whose next event joins the section (added by {@link #tryAdd}), or -1; a
   * thread whose next event may not join is closed for the rest of the section.
   */
  private int nextToAdd(State state, NextStep[] cur, BitSet closed, boolean[] blockedForever, int[] last,
      int[] creator, int[] dependent, boolean[] branchOpen) {
    for (int t = 0; t < threads; t++) {
      if (closed.get(t) || !cur[t].schedulable()) continue;
      if (!plannable(cur[t]) || inputDependent(cur[t])) {
        closed.set(t);
        continue;
      }
      if (cur[t].footprints().get(0).terminates() && othersCanMove(state, t, blockedForever)
          || !tryAdd(t, cur[t], last, creator, dependent, branchOpen)) {
        closed.set(t);
        continue;
      }
      return t;
    }
    return -1;
  }

  /**
   * True if a thread other than {@code t} could be scheduled in {@code s}: then an end of the
   * program by {@code t} would disable its next event, and the end cannot be planned.
   */
  private boolean othersCanMove(State s, int t, boolean[] blockedForever) {
    for (int u = 0; u < threads; u++) {
      if (u != t && NextStep.of(in, s, u, inputs, blockedForever[u]).schedulable()) return true;
    }
    return false;
  }

  /** The thread a one-event section runs: the first one not asleep that can move, else a blocked attempt. */
  private int firstThread(NextStep[] next, Set<Integer> sleeping) {
    int first = -1;
    for (int t = 0; t < threads; t++) {
      if (sleeping.contains(t) || !next[t].schedulable()) continue;
      if (first < 0 || (!next[first].canMove() && next[t].canMove())) first = t;
    }
    return first;
  }

  /** True if the thread's next event is one the plan can fix (see the class comment). */
  private static boolean plannable(NextStep ns) {
    if (ns.blocked() != null || ns.variants().size() != 1) return false;
    Successor x = ns.variants().get(0);
    if (x.end() != null) return false;
    for (Edge e : x.transition().edges()) {
      if (e.stmt() instanceof Stmt.HavocObject h && h.object().shared()) return false;
    }
    return true;
  }

  /**
   * With symbolic inputs (D43): true if the step's outcome may depend on the inputs; it is then
   * a one-event section, where all its outcomes are found ({@link SymbolicInputs#expand}).
   */
  private boolean inputDependent(NextStep ns) {
    if (taint == null) return false;
    int t = ns.thread();
    var cfa = in.program().thread(t);
    return InputDependence.dependsOnInputs(cfa, ns, cfa.outgoing(ns.at().location(t)), taint);
  }

  /** Adds the next event of {@code t} if the section conditions allow it. */
  private boolean tryAdd(int t, NextStep ns, int[] last, int[] creator, int[] dependent, boolean[] branchOpen) {
    Transition tr = ns.variants().get(0).transition();
    StepFootprint fp = ns.footprints().get(0);
    int n = thread.size();
    List<Integer> preds = new ArrayList<>(2);
    if (last[t] >= 0) preds.add(last[t]);
    else if (creator[t] >= 0) preds.add(creator[t]);
    for (int j : fp.joined()) if (last[j] >= 0) preds.add(last[j]);
    int[] clock = new int[threads];
    for (int p : preds) max(clock, fixedClock.get(p));
    int index = last[t] >= 0 ? indexInThread.get(last[t]) + 1 : 0;
    clock[t] = index + 1;
    // conflicts with the section so far; the unordered ones are the section's races
    List<Integer> with = new ArrayList<>();
    List<Integer> races = new ArrayList<>();
    BitSet newRaced = new BitSet();
    for (int q = 0; q < n; q++) {
      int u = thread.get(q);
      if (u == t) continue;
      counters.dependencyChecks++;
      StepFootprint other = footprint.get(q);
      if (!other.conflicts(fp)) continue;
      with.add(q);
      if (clock[u] >= indexInThread.get(q) + 1) continue; // fixed: q happens before in every run
      counters.raceChecks++;
      if (fp.terminates() || other.terminates()) return false; // an end of the program not after it
      races.add(q);
      for (long c : other.commonCells(fp)) newRaced.set(StepFootprint.objectOf(c));
    }
    BitSet newControl = new BitSet();
    for (Edge e : tr.edges()) influence.addControl(e, newControl);
    // a merged event (D38) that branches is shaped by the branch: its decision may not be raced
    if (tr.edges().size() > 1) for (Edge e : tr.edges()) influence.addBranchDecision(e, newControl);
    if (branchOpen[t]) influence.addBranchDecision(transition.get(last[t]).first(), newControl);
    // conditions (A) and (B): no race on what decides a section event or a branch inside the section
    if (newRaced.intersects(control) || newRaced.intersects(newControl) || raced.intersects(newControl)) return false;
    if (consA.size() + races.size() > TraceConstraintSystems.MAX_CONSTRAINTS) return false;
    if (shortSections && !races.isEmpty()) {
      if (dependent[t] >= 0) return false;
      for (int q : races) {
        int d = dependent[thread.get(q)];
        if (d >= 0 && d != q) return false;
      }
    }
    // add it
    thread.add(t);
    transition.add(tr);
    footprint.add(fp);
    fixedPreds.add(Ints.toArray(preds));
    fixedClock.add(clock);
    indexInThread.add(index);
    conflicts.add(new ArrayList<>(with));
    unique.add(onlyStep(tr));
    for (int q : with) conflicts.get(q).add(n);
    for (int q : races) {
      consA.add(q);
      consB.add(n);
      if (shortSections) dependent[thread.get(q)] = q;
    }
    if (shortSections && !races.isEmpty()) dependent[t] = n;
    raced.or(newRaced);
    control.or(newControl);
    last[t] = n;
    branchOpen[t] = tr.edges().size() == 1 && influence.isBranch(tr.first());
    for (int c : fp.created()) creator[c] = n;
    return true;
  }

  /**
   * True if {@code tr}, where it is enabled, is the thread's only step: no inputs, and every edge
   * leaves a location with no other edge, or is one side of an if/else (exactly one is enabled);
   * where a merged step ends is decided by the state too (D38).
   */
  private boolean onlyStep(Transition tr) {
    if (!tr.inputs().isEmpty()) return false;
    for (Edge e : tr.edges()) {
      boolean alone = in.program().thread(e.thread()).outgoing(e.source()).size() == 1;
      if (!alone && !influence.isBranch(e)) return false;
    }
    return true;
  }

  /** The section with its satisfiable trace constraint systems; shortened while they are too many. */
  private Section planned(int start) {
    int size = thread.size();
    int k = consA.size();
    while (true) {
      int[] a = Ints.toArray(consA.subList(0, k));
      int[] b = Ints.toArray(consB.subList(0, k));
      int[][] preds = fixedPreds.subList(0, size).toArray(new int[0][]);
      TraceConstraintSystems tcs = TraceConstraintSystems.of(size, preds, a, b);
      if (tcs != null) {
        counters.unsatTraceConstraintSystems += tcs.unsatisfiable;
        int[][] conf = new int[size][];
        for (int q = 0; q < size; q++) {
          int limit = size;
          conf[q] = size == thread.size() ? Ints.toArray(conflicts.get(q))
              : conflicts.get(q).stream().mapToInt(Integer::intValue).filter(x -> x < limit).toArray();
        }
        int[] th = Ints.toArray(thread.subList(0, size));
        boolean[] only = new boolean[size];
        for (int q = 0; q < size; q++) only[q] = unique.get(q);
        return Section.planned(start, threads, th, transition.subList(0, size).toArray(new Transition[0]),
            footprint.subList(0, size).toArray(new StepFootprint[0]), only, preds, conf, a, b, tcs,
            before.subList(0, size).toArray(new State[0]), successor.subList(0, size).toArray(new Successor[0]));
      }
      // too many systems: keep the prefix with the first half of the races (a prefix of a section is one)
      k = k / 2;
      size = consB.get(k);
    }
  }

  private static void max(int[] into, int[] other) {
    for (int u = 0; u < into.length; u++) if (other[u] > into[u]) into[u] = other[u];
  }
}
