package org.spindle.dpor;

import java.util.ArrayList;
import java.util.List;
import org.spindle.interp.State;

/**
 * The next steps of every thread after prefixes of the current execution, computed once per
 * prefix and reused from the nearest earlier prefix computed (Eager POR asks only at section
 * starts) where no event in between can have changed them: another thread's event that
 * conflicts with none of the thread's next steps, creates no thread and ends neither its thread
 * nor the program ({@link NextStep}). Most events touch few threads, and computing a step runs the
 * interpreter. With symbolic inputs (D43) a step whose outcome may depend on the inputs is
 * computed again: its variants hold for its own prefix's path condition.
 */
final class NextSteps {
  private final RunBook book;
  /** Index = prefix length; null where no one asked. A level is valid only for its own state and event. */
  private final List<Level> levels = new ArrayList<>();

  /**
   * {@code after}: the event the level was computed after; a blocked attempt leaves the state
   * object as it was, so two sibling attempts reach one state with different threads blocked for good.
   */
  private record Level(NextStep[] next, State state, Event after) {}

  NextSteps(RunBook book) {
    this.book = book;
  }

  /** The next steps after the current execution {@code exe} (its prefixes seen in order, as a DFS does). */
  NextStep[] of(Execution exe) {
    int k = exe.size();
    while (levels.size() > k + 1) levels.remove(levels.size() - 1);
    if (levels.size() == k + 1 && valid(levels.get(k), exe, k)) return levels.get(k).next();
    int j = Math.min(k, levels.size()) - 1;
    while (j >= 0 && !valid(levels.get(j), exe, j)) j--;
    NextStep[] before = j < 0 ? null : levels.get(j).next();
    NextStep[] next = new NextStep[exe.threads()];
    for (int t = 0; t < next.length; t++) {
      if (before != null && reusable(before[t], t, exe, j)
          && (book.symbolic == null || book.symbolic.reusable(exe, before[t]))) {
        next[t] = before[t];
      } else {
        next[t] = book.next(exe, t);
      }
    }
    while (levels.size() <= k) levels.add(null);
    levels.set(k, new Level(next, exe.last(), k == 0 ? null : exe.event(k - 1)));
    return next;
  }

  private static boolean valid(Level l, Execution exe, int k) {
    return l != null && l.state() == exe.state(k) && l.after() == (k == 0 ? null : exe.event(k - 1));
  }

  /** True if {@code n}, a thread's next step after prefix {@code j}, is still its next step after all of {@code exe}. */
  private static boolean reusable(NextStep n, int t, Execution exe, int j) {
    for (int i = j; i < exe.size(); i++) {
      Event e = exe.event(i);
      if (!NextStep.unchangedBy(n, t, e.thread(), e.footprint(), exe.state(i + 1))) return false;
    }
    return true;
  }
}
