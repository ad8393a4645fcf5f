package org.spindle.dpor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.interp.Transition;
import org.spindle.program.Edge;

/**
 * Brute force for the tests: the Mazurkiewicz traces of every complete execution (D38's
 * dependency: common cells with a write, program ends), found by trying every thread and every
 * input at every step. A prefix whose trace was seen before is not extended again (equivalent
 * prefixes end in the same state), so small programs stay cheap; nothing else is reduced.
 */
final class TraceOracle {
  /** One step of an execution as a trace sees it. */
  record Step(int thread, Transition transition, StepFootprint footprint) {}

  private final Interpreter in;
  private final InputRange inputs;
  private final int limit;
  private final Set<String> seenPrefixes = new HashSet<>();
  private final Set<String> complete = new HashSet<>();
  private boolean exhausted;

  private TraceOracle(Interpreter in, InputRange inputs, int limit) {
    this.in = in;
    this.inputs = inputs;
    this.limit = limit;
  }

  /** The traces of the complete executions, or null if there are more than {@code limit} prefixes. */
  static Set<String> completeTraces(Interpreter in, long lo, long hi, int limit) {
    TraceOracle o = new TraceOracle(in, new InputRange(lo, hi), limit);
    o.dfs(in.initial(), new ArrayList<>());
    return o.exhausted ? null : o.complete;
  }

  private void dfs(State s, List<Step> prefix) {
    if (exhausted) return;
    if (!seenPrefixes.add(key(prefix))) return;
    if (seenPrefixes.size() > limit) {
      exhausted = true;
      return;
    }
    boolean moved = false;
    for (int t = 0; t < s.threadCount(); t++) {
      for (Successor x : in.successors(s, t, inputs)) {
        moved = true;
        if (x.end() != null) continue; // an error or undefined behaviour ends the run, not complete
        prefix.add(new Step(t, x.transition(), StepFootprint.of(in, s, x.transition())));
        dfs(x.next(), prefix);
        prefix.remove(prefix.size() - 1);
      }
    }
    if (!moved && (s.terminated() || !s.anyRunning())) complete.add(key(prefix));
  }

  /**
   * The trace of an execution: every thread's steps (edges and inputs) in order, and for every
   * conflicting pair of steps of different threads which one came first.
   */
  static String key(List<Step> steps) {
    StringBuilder b = new StringBuilder();
    int[] index = new int[64];
    List<String> ids = new ArrayList<>();
    List<String> perThread = new ArrayList<>();
    for (Step st : steps) {
      String id = st.thread() + "." + index[st.thread()]++;
      ids.add(id);
      StringBuilder label = new StringBuilder(id).append('=');
      for (Edge e : st.transition().edges()) label.append(e.id()).append(',');
      label.append(st.transition().inputs());
      perThread.add(label.toString());
    }
    List<String> order = new ArrayList<>();
    for (int i = 0; i < steps.size(); i++) {
      for (int j = i + 1; j < steps.size(); j++) {
        if (steps.get(i).thread() != steps.get(j).thread()
            && steps.get(i).footprint().conflicts(steps.get(j).footprint())) {
          order.add(ids.get(i) + "<" + ids.get(j));
        }
      }
    }
    perThread.sort(null);
    order.sort(null);
    b.append(perThread).append(order);
    return b.toString();
  }

  /** The trace of the execution {@code exe} has reached (null if it has a blocked attempt). */
  static String key(Execution exe) {
    List<Step> steps = new ArrayList<>();
    for (int i = 0; i < exe.size(); i++) {
      Event e = exe.event(i);
      if (e.blockedAttempt()) return null;
      steps.add(new Step(e.thread(), e.transition(), e.footprint()));
    }
    return key(steps);
  }
}
