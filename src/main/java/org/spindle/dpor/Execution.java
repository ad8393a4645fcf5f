package org.spindle.dpor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Transition;

/**
 * The execution sequence a stateless search is on, with the state after every prefix and the
 * happens-before relation of its events as vector clocks (D38): an event happens after its
 * thread's previous event, after every earlier event of another thread it conflicts with (a
 * common cell, one of them writing; an exit of the program), after the event that created its
 * thread, and a join after the joined thread's last event. Appending an event reports its races.
 */
final class Execution {
  private final int threads;
  private final List<Event> events = new ArrayList<>();
  private final List<State> states = new ArrayList<>();
  /** Per event, the positions of the earlier events it races with (as {@link #push} found them). */
  private final List<List<Integer>> races = new ArrayList<>();
  private final int[] lastPos;
  private final int[] creator;
  private final BitSet blocked = new BitSet();
  /** Per cell, the positions of the events that access it, in order (the candidates for a conflict). */
  private final java.util.Map<Long, List<Integer>> byCell = new java.util.HashMap<>();
  /** Per cell, the positions of the events that write it, in order (a read conflicts only with these). */
  private final java.util.Map<Long, List<Integer>> writersByCell = new java.util.HashMap<>();
  /** Positions of events that end the program (they conflict with everything). */
  private final List<Integer> terminating = new ArrayList<>();
  private final Counters counters;
  /** Symbolic inputs (D43), told of every push and pop; null when inputs are enumerated. */
  private SymbolicInputs symbolic;
  /** Per position of an event that rebased the execution: the transitions and states it replaced. */
  private final java.util.Map<Integer, List<State>> rebased = new java.util.HashMap<>();

  Execution(State initial, Counters counters, SymbolicInputs symbolic) {
    this(initial, counters);
    this.symbolic = symbolic;
  }

  Execution(State initial, Counters counters) {
    this.threads = initial.threadCount();
    this.lastPos = new int[threads];
    this.creator = new int[threads];
    Arrays.fill(lastPos, -1);
    Arrays.fill(creator, -1);
    this.counters = counters;
    states.add(initial);
  }

  int size() {
    return events.size();
  }

  int threads() {
    return threads;
  }

  Event event(int pos) {
    return events.get(pos);
  }

  State state(int prefixLength) {
    return states.get(prefixLength);
  }

  State last() {
    return states.get(states.size() - 1);
  }

  /** The position of the thread's last event, -1 if it has none. */
  int lastPosition(int thread) {
    return lastPos[thread];
  }

  /** True if the thread made a blocked attempt in this execution: it has no further events. */
  boolean blockedForever(int thread) {
    return blocked.get(thread);
  }

  /** True if some thread made a blocked attempt in this execution. */
  boolean anyBlocked() {
    return !blocked.isEmpty();
  }

  /**
   * The transitions taken so far (blocked attempts, which change nothing, left out), with the
   * inputs of the current model under symbolic inputs (D43): a replayable run.
   */
  List<Transition> transitions() {
    List<Transition> out = new ArrayList<>();
    for (int i = 0; i < events.size(); i++) if (!events.get(i).blockedAttempt()) out.add(modelTransition(i));
    return out;
  }

  /** The transition of the event at {@code pos} with the inputs the states were computed with. */
  Transition modelTransition(int pos) {
    Transition tr = events.get(pos).transition();
    return symbolic == null || tr == null ? tr : symbolic.underModel(pos, tr);
  }

  /**
   * Appends the next event of {@code thread} ({@code tr} null: a blocked attempt) leading to
   * {@code next} (the same state for a blocked attempt) and returns the positions of the earlier
   * events it is in a race with: conflicting events of other threads that do not happen before it
   * through other events. Creation and join edges are never races: no run reverses them.
   */
  List<Integer> push(int thread, Transition tr, StepFootprint fp, State next) {
    return push(thread, tr, fp, next, events.size(), List.of());
  }

  /**
   * Appends like {@link #push(int, Transition, StepFootprint, State)}, but compares the new event
   * (counted as dependency checks) only with the events before position {@code checkBefore}: the
   * later ones it conflicts with are given as {@code knownConflicts} (Eager POR knows them from
   * the plan of the current section), and only races with events before {@code checkBefore} are
   * reported (races inside a section are explored by its schedule).
   */
  List<Integer> push(int thread, Transition tr, StepFootprint fp, State next, int checkBefore,
      List<Integer> knownConflicts) {
    int n = events.size();
    int prev = lastPos[thread];
    int[] clock = prev >= 0 ? events.get(prev).clock().clone() : new int[threads];
    List<Integer> conflicts = new ArrayList<>();
    List<Integer> ordered = new ArrayList<>(); // hb edges that are no races
    if (prev < 0 && creator[thread] >= 0) ordered.add(creator[thread]);
    for (int j : fp.joined()) if (lastPos[j] >= 0) ordered.add(lastPos[j]);
    for (int i : candidates(fp, checkBefore)) {
      Event e = events.get(i);
      if (e.thread() == thread) continue;
      counters.dependencyChecks++;
      if (e.footprint().conflicts(fp)) conflicts.add(i);
    }
    int checked = conflicts.size();
    conflicts.addAll(knownConflicts);
    for (int i : conflicts) max(clock, events.get(i).clock());
    for (int i : ordered) max(clock, events.get(i).clock());
    clock[thread] = (prev >= 0 ? events.get(prev).index() : 0) + 1;
    List<Integer> raceList = new ArrayList<>();
    for (int i : conflicts.subList(0, checked)) {
      counters.raceChecks++;
      if (!ordered.contains(i) && isRace(i, prev, conflicts, ordered)) raceList.add(i);
    }
    events.add(new Event(thread, clock[thread], tr, fp, clock, prev));
    states.add(next);
    races.add(raceList);
    lastPos[thread] = n;
    for (int c : fp.created()) creator[c] = n;
    if (tr == null) blocked.set(thread);
    for (long c : fp.cells()) byCell.computeIfAbsent(c, x -> new ArrayList<>()).add(n);
    for (long c : fp.writes()) writersByCell.computeIfAbsent(c, x -> new ArrayList<>()).add(n);
    if (fp.terminates()) terminating.add(n);
    if (symbolic != null) symbolic.pushed(this);
    return raceList;
  }

  /**
   * The states from the first on replaced by {@code newStates}: the same events under other inputs
   * (symbolic inputs, D43: a variant found under another model of the path condition; the events
   * keep their transitions, whose draws take the canonical value, and {@link SymbolicInputs}
   * keeps the model's values). Undone when the last event is popped.
   */
  void rebase(List<State> newStates) {
    int n = events.size() - 1;
    List<State> oldStates = new ArrayList<>(states.subList(0, newStates.size()));
    for (int i = 0; i < newStates.size(); i++) states.set(i, newStates.get(i));
    rebased.put(n, oldStates);
  }

  private void unrebase(int n) {
    List<State> old = rebased.remove(n);
    if (old == null) return;
    for (int i = 0; i < old.size(); i++) states.set(i, old.get(i));
  }

  /**
   * The events before position {@code limit} that may conflict with a step of footprint {@code
   * fp}: those that access a cell it writes, write a cell it reads, or end the program (every one
   * if {@code fp} ends it), in increasing order.
   */
  private java.util.Collection<Integer> candidates(StepFootprint fp, int limit) {
    List<Integer> out = new ArrayList<>();
    if (fp.terminates()) {
      for (int i = 0; i < limit; i++) out.add(i);
      return out;
    }
    BitSet at = new BitSet(limit);
    for (int i : terminating) if (i < limit) at.set(i);
    for (long c : fp.writes()) mark(byCell.get(c), limit, at);
    for (long c : fp.reads()) mark(writersByCell.get(c), limit, at);
    for (int i = at.nextSetBit(0); i >= 0; i = at.nextSetBit(i + 1)) out.add(i);
    return out;
  }



  private static void mark(List<Integer> positions, int limit, BitSet at) {
    if (positions == null) return;
    for (int k = 0; k < positions.size() && positions.get(k) < limit; k++) at.set(positions.get(k));
  }

  /** The positions of the earlier events the event at {@code pos} races with. */
  List<Integer> racesOf(int pos) {
    return races.get(pos);
  }

  /** Race: event i does not happen before the new event's thread's previous event nor any other of its edges. */
  private boolean isRace(int i, int prev, List<Integer> conflicts, List<Integer> ordered) {
    Event e = events.get(i);
    if (prev >= 0 && e.happensBefore(events.get(prev).clock())) return false;
    for (int k : conflicts) if (k != i && e.happensBefore(events.get(k).clock())) return false;
    for (int k : ordered) if (e.happensBefore(events.get(k).clock())) return false;
    return true;
  }

  private static void unmark(java.util.Map<Long, List<Integer>> index, long c) {
    List<Integer> ps = index.get(c);
    ps.remove(ps.size() - 1);
    if (ps.isEmpty()) index.remove(c);
  }

  /** Removes the last event. */
  void pop() {
    int n = events.size() - 1;
    if (symbolic != null) symbolic.popped(this);
    unrebase(n);
    Event e = events.remove(n);
    states.remove(n + 1);
    races.remove(n);
    lastPos[e.thread()] = e.prevInThread();
    for (int c : e.footprint().created()) creator[c] = -1;
    if (e.blockedAttempt()) blocked.clear(e.thread());
    for (long c : e.footprint().cells()) unmark(byCell, c);
    for (long c : e.footprint().writes()) unmark(writersByCell, c);
    if (e.footprint().terminates()) terminating.remove(terminating.size() - 1);
  }

  /**
   * The initials of {@code notdep(e_i, E).e_j} at {@code pre(E, e_i)} (SDPOR's I_{E'}(v)): the
   * threads whose first event in the sequence v of the events after position i that do not
   * happen after it, followed by the event at position j, has no happens-before predecessor in v.
   */
  BitSet initialsAfterRace(int i, int j) {
    Event ei = events.get(i);
    List<Event> v = new ArrayList<>();
    for (int k = i + 1; k < j; k++) {
      Event ek = events.get(k);
      if (!ei.happensBefore(ek.clock())) v.add(ek);
    }
    v.add(events.get(j));
    BitSet initials = new BitSet();
    BitSet seen = new BitSet();
    for (int a = 0; a < v.size(); a++) {
      Event ea = v.get(a);
      if (seen.get(ea.thread())) continue;
      seen.set(ea.thread());
      boolean first = true;
      for (int b = 0; b < a && first; b++) {
        if (v.get(b).happensBefore(ea.clock())) first = false;
      }
      if (first) initials.set(ea.thread());
    }
    return initials;
  }

  /**
   * {@code notdep(e_i, E).e_j} over the whole execution (Optimal-DPOR's v, Abdulla et al. 2014
   * Algorithm 2): the events after position i that do not happen after e_i, in order, then e_j.
   * e_j itself happens after e_i (it races with it), and so does every later event that
   * depends on it.
   */
  List<Event> notdepThen(int i, int j) {
    Event ei = events.get(i);
    List<Event> v = new ArrayList<>();
    for (int k = i + 1; k < events.size(); k++) {
      Event ek = events.get(k);
      if (!ei.happensBefore(ek.clock())) v.add(ek);
    }
    v.add(events.get(j));
    return v;
  }

  private static void max(int[] into, int[] other) {
    for (int u = 0; u < into.length; u++) if (other[u] > into[u]) into[u] = other[u];
  }
}
