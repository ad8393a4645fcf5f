package org.spindle.dpor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;

/**
 * The context-sensitive checks of ODPOR_cs and ODPOR_cs^ob (004 Algorithm 1 line 28, Algorithm 2
 * lines 73 and 77; D42): they execute the alternative sequence with a race reversed from the
 * state before the race and compare it with the state the current execution reached.
 *
 * <p>Every event of the alternative either is an event of the execution that the reversal cannot
 * change (its recorded transition is taken again and must still be a transition there), or is
 * the next step of its thread, which must then be a single transition (no nondet choice, not
 * blocked, not ending the run): otherwise the check fails, which only means less pruning.
 */
final class ContextChecks {
  private final Interpreter in;
  private final InputRange inputs;
  private final Execution exe;

  ContextChecks(Interpreter in, InputRange inputs, Execution exe) {
    this.in = in;
    this.inputs = inputs;
    this.exe = exe;
  }

  /**
   * Lines 28 and 77 for the race e_i ≲ e_j, {@code ance} the positions after i that happen
   * before j: with A = ance, the state after E'.A.e_i.e_j (the events of pre⁺(E, e_j) that the
   * race involves, in an equivalent order) equals, in full (memory, every thread's location and
   * status), the state after E'.A.e_j*.e_i*, where * is the thread's next step at that point.
   * Returns the two reversed steps if so, else null. Full equality is stronger than the paper's
   * comparison on §3.4's variable set and needs no suc(e, E): the states after the pair are
   * equal, so every continuation of one is a continuation of the other with the same result.
   */
  DontDo.Step[] sameStateReversed(int i, int j, List<Integer> ance) {
    Event e = exe.event(i);
    Event e2 = exe.event(j);
    if (!plain(e) || !plain(e2)) return null;
    State s = exe.state(i);
    for (int a : ance) {
      s = take(s, exe.event(a));
      if (s == null) return null;
    }
    State s1 = take(s, e);
    if (s1 != null) s1 = take(s1, e2);
    if (s1 == null) return null;
    DontDo.Step first = next(s, e2.thread());
    if (first == null) return null;
    State mid = takeStep(s, first);
    DontDo.Step second = mid == null ? null : next(mid, e.thread());
    if (second == null) return null;
    State s2 = takeStep(mid, second);
    return s2 != null && s1.equals(s2) ? new DontDo.Step[] {first, second} : null;
  }

  /**
   * Line 73 for an observed race e_i ≲ e_j with observers {@code obs} (E order, the last is o):
   * from E', the events {@code before} (ance, e_j, e_i and notobs*, recorded transitions), then
   * o* and the other observers* (next steps); for every observer o', the state after it in E and
   * the alternative's final state agree on the cells o' writes (o' must write the same cells in
   * both: an assertion's result is the local it writes) and on o'’s thread's location and status
   * ("equivalence modulo observability", §4.3). Returns the alternative's observer steps (o first,
   * then the others in E order) if so, else null.
   */
  List<DontDo.Step> observersAgree(int i, List<Integer> before, List<Integer> obs) {
    State s = exe.state(i);
    for (int a : before) {
      if (exe.event(a).footprint().terminates()) return null;
      s = take(s, exe.event(a));
      if (s == null) return null;
    }
    int o = obs.get(obs.size() - 1);
    List<Integer> order = new ArrayList<>();
    order.add(o);
    for (int x : obs) if (x != o) order.add(x);
    List<DontDo.Step> steps = new ArrayList<>();
    for (int x : order) {
      DontDo.Step st = next(s, exe.event(x).thread());
      if (st == null) return null;
      s = takeStep(s, st);
      if (s == null) return null;
      steps.add(st);
    }
    for (int k = 0; k < order.size(); k++) {
      Event orig = exe.event(order.get(k));
      State after = exe.state(order.get(k) + 1);
      int t = orig.thread();
      if (after.location(t) != s.location(t) || after.status(t) != s.status(t)) return null;
      long[] w = orig.footprint().writes();
      if (!Arrays.equals(w, steps.get(k).footprint().writes())) return null;
      for (long c : w) {
        int obj = StepFootprint.objectOf(c);
        if (obj < 0) continue; // a thread's exit: its status is compared
        long cell = c & 0xffffffffL;
        if (after.cell(obj, cell) != s.cell(obj, cell) || after.defined(obj, cell) != s.defined(obj, cell)) {
          return null;
        }
      }
    }
    return steps;
  }

  /** An event the checks can move: a transition that neither ends the program nor creates or joins threads. */
  private static boolean plain(Event e) {
    StepFootprint f = e.footprint();
    return !e.blockedAttempt() && !f.terminates() && f.created().length == 0 && f.joined().length == 0;
  }

  /** The recorded transition of {@code e} taken in {@code s}; null if it is not a transition there or ends the run. */
  private State take(State s, Event e) {
    if (e.blockedAttempt()) return null;
    StepFootprint.Taken t = StepFootprint.take(in, s, e.transition());
    return t == null || t.successor().end() != null ? null : t.successor().next();
  }

  private State takeStep(State s, DontDo.Step st) {
    StepFootprint.Taken t = StepFootprint.take(in, s, st.transition());
    return t == null || t.successor().end() != null ? null : t.successor().next();
  }

  /** The thread's next step in {@code s} if it is a single transition that goes on (else null). */
  private DontDo.Step next(State s, int thread) {
    if (s.terminated()) return null;
    List<Successor> xs = in.successors(s, thread, inputs);
    if (xs.size() != 1 || xs.get(0).end() != null) return null;
    StepFootprint fp = StepFootprint.of(in, s, xs.get(0).transition());
    if (fp.terminates() || fp.created().length > 0 || fp.joined().length > 0) return null;
    return new DontDo.Step(thread, xs.get(0).transition(), fp);
  }
}
