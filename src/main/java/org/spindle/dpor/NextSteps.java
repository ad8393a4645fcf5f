package org.spindle.dpor;

import java.util.ArrayList;
import java.util.List;
import org.spindle.interp.State;

/**
 * The next steps of every thread after each prefix of the current execution, computed once per
 * prefix and reused from the prefix before where the event in between cannot have changed them
 * (another thread's event that conflicts with none of the thread's next steps, creates no thread
 * and ends neither its thread nor the program, {@link NextStep}): most events touch few threads,
 * and computing a step runs the interpreter. With symbolic inputs (D43) a step whose outcome may
 * depend on the inputs is computed again: its variants hold for its own prefix's path condition.
 */
final class NextSteps {
  private final RunBook book;
  private final List<NextStep[]> levels = new ArrayList<>();
  /** The state each level was computed for: after backtracking, a level is reused only for its own state. */
  private final List<State> levelStates = new ArrayList<>();
  /**
   * The event each level was computed after: a blocked attempt leaves the state object as it was,
   * so two sibling attempts reach one state with different threads blocked for good.
   */
  private final List<Event> levelEvents = new ArrayList<>();

  NextSteps(RunBook book) {
    this.book = book;
  }

  /** The next steps after the current execution {@code exe} (its prefixes seen in order, as a DFS does). */
  NextStep[] of(Execution exe) {
    int k = exe.size();
    State s = exe.last();
    Event lastEvent = k == 0 ? null : exe.event(k - 1);
    while (levels.size() > k + 1
        || (levels.size() == k + 1 && (levelStates.get(k) != s || levelEvents.get(k) != lastEvent))) {
      levels.remove(levels.size() - 1);
      levelStates.remove(levelStates.size() - 1);
      levelEvents.remove(levelEvents.size() - 1);
    }
    if (levels.size() == k + 1) return levels.get(k);
    NextStep[] next = new NextStep[exe.threads()];
    NextStep[] before = k == 0 || levels.size() != k || levelStates.get(k - 1) != exe.state(k - 1)
        || levelEvents.get(k - 1) != (k == 1 ? null : exe.event(k - 2)) ? null : levels.get(k - 1);
    Event e = k == 0 ? null : exe.event(k - 1);
    for (int t = 0; t < next.length; t++) {
      if (before != null && reusable(before[t], t, e, s)
          && (book.symbolic == null || book.symbolic.reusable(exe, before[t]))) {
        next[t] = before[t];
      } else {
        next[t] = book.next(exe, t);
      }
    }
    if (levels.size() == k) {
      levels.add(next);
      levelStates.add(s);
      levelEvents.add(lastEvent);
    }
    return next;
  }

  private static boolean reusable(NextStep n, int t, Event e, State s) {
    if (e.thread() == t || s.terminated() || e.footprint().terminates() || e.footprint().creates(t)) return false;
    if (n == NextStep.NONE) return false; // cheap to compute again, and a join may have become enabled
    return n.independentOf(e.footprint()) && n.at() != null;
  }
}
