package org.spindle.golden;

import java.util.List;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.interp.ThreadStatus;
import org.spindle.program.Program;

/**
 * Replays a schedule given as one thread id per visible step: the thread first runs its local
 * steps (which no other thread can observe), then takes one visible step (a shared access, an
 * atomic section, thread creation, join, exit or an Error edge). A schedule at this granularity
 * survives changes in how many local steps the lowering makes, which an edge-by-edge trace would
 * not. For programs without inputs: every step must be deterministic.
 */
final class VisibleStepReplay {
  private VisibleStepReplay() {}

  private static final HavocDomain NO_INPUTS = (index, type) -> {
    throw new IllegalStateException("the program reads an input; a visible-step schedule cannot choose it");
  };

  /** How the replay ended: the outcome of its last step (null if it ended in no terminal state). */
  record Result(Outcome end, int stepsTaken, String problem) {}

  static Result replay(Program p, List<Integer> schedule) {
    Interpreter in = new Interpreter(p);
    State s = in.initial();
    for (int k = 0; k < schedule.size(); k++) {
      int t = schedule.get(k);
      if (t < 0 || t >= s.threadCount()) return new Result(null, k, "no thread " + t);
      Successor m = move(in, s, t);
      if (m == null) return new Result(null, k, "thread " + t + " cannot move at step " + (k + 1));
      if (m.isTerminal()) {
        return k == schedule.size() - 1 ? new Result(m.end(), k + 1, null)
            : new Result(m.end(), k + 1, "the run ended at step " + (k + 1) + " of " + schedule.size());
      }
      s = m.next();
    }
    return new Result(null, schedule.size(), "the schedule ended before the run did");
  }

  /** Thread t's local steps, then its next visible step; null if it cannot move. */
  private static Successor move(Interpreter in, State s, int t) {
    while (s.status(t) == ThreadStatus.RUNNING && in.isLocalLocation(t, s.location(t))) {
      List<Successor> local = in.successors(s, t, NO_INPUTS);
      if (local.isEmpty()) return null;
      if (local.size() != 1) throw new IllegalStateException("thread " + t + " branches on a local step");
      if (local.get(0).isTerminal()) return local.get(0);
      s = local.get(0).next();
    }
    List<Successor> visible = in.successors(s, t, NO_INPUTS);
    if (visible.isEmpty()) return null;
    if (visible.size() != 1) throw new IllegalStateException("thread " + t + " has " + visible.size() + " next steps");
    return visible.get(0);
  }
}
