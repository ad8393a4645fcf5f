package org.spindle.dpor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepAccesses;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.interp.ThreadStatus;

/**
 * The rest of an execution in which one thread is left (D49): every other thread has exited, so
 * no other event can come, and each remaining step of the lone thread is the only step there is.
 * Its steps need no DPOR bookkeeping as long as none of them is in a race with an earlier event:
 * the earlier events that do not happen before the thread's next step are those of threads it has
 * not joined yet (and their ends), and a step that conflicts with none of them, and joins, creates
 * and chooses nothing else, cannot be reversed with anything. So the tail runs on the interpreter
 * alone while that holds and the run ends as a complete execution; at the first step where it does
 * not (a conflict with such an event, a choice, a block, a creation, an input, an error, the event
 * bound, a dormant thread) the tail gives up and the engine explores the rest as usual from where
 * the tail started: nothing is lost, only time.
 *
 * <p>Why this explores the same classes: with one thread left, the rest of every execution that
 * extends the current prefix is that thread's unique run; the engines would explore exactly this
 * run, find races only between its events and the events this class checks, and add backtrack
 * points only for such races.
 */
final class LoneTail {
  private final Interpreter in;
  private final RunBook book;

  LoneTail(Interpreter in, RunBook book) {
    this.in = in;
    this.book = book;
  }

  /**
   * Runs the rest of {@code exe} if one thread is left (not in {@code asleep}); true if it ended
   * as a complete execution (counted), false if the caller must explore the rest as usual.
   */
  boolean run(Execution exe, Set<Integer> asleep) {
    if (book.symbolic != null) return false; // input-dependent branches must fork
    State s = exe.last();
    int t = loneThread(s);
    if (t < 0 || asleep.contains(t) || exe.anyBlocked()) return false;
    Map<Integer, List<StepFootprint>> open = openEvents(exe, t);
    int events = exe.size();
    while (!s.terminated() && s.status(t) == ThreadStatus.RUNNING) {
      if (++events > book.opt.maxEvents()) return false;
      Successor x;
      if (open.isEmpty()) {
        List<Successor> xs = in.successors(s, t, book.domain);
        if (xs.size() != 1) return false;
        x = xs.get(0);
      } else {
        List<StepAccesses> xs = in.successorsWithAccesses(s, t, book.domain);
        if (xs.size() != 1) return false;
        x = xs.get(0).result();
        StepFootprint fp = StepFootprint.of(in, xs.get(0));
        for (int j : fp.joined()) open.remove(j); // a join is no race, and after it j's events happen before
        for (List<StepFootprint> fs : open.values()) for (StepFootprint f : fs) if (f.conflicts(fp)) return false;
      }
      if (x.end() != null || !x.transition().inputs().isEmpty() || !x.transition().created().isEmpty()) return false;
      book.tick();
      s = x.next();
    }
    if (s.dormantCreation() != null || !s.terminated() && s.anyRunning()) return false;
    book.counters.complete++;
    return true;
  }

  /** Per other thread, the footprints of its events that do not happen before {@code t}'s next step. */
  private static Map<Integer, List<StepFootprint>> openEvents(Execution exe, int t) {
    int[] clock = exe.lastPosition(t) >= 0 ? exe.event(exe.lastPosition(t)).clock() : new int[exe.threads()];
    Map<Integer, List<StepFootprint>> open = new HashMap<>();
    for (int u = 0; u < exe.threads(); u++) {
      if (u == t) continue;
      for (int p = exe.lastPosition(u); p >= 0 && !exe.event(p).happensBefore(clock); p = exe.event(p).prevInThread()) {
        open.computeIfAbsent(u, k -> new ArrayList<>()).add(exe.event(p).footprint());
      }
    }
    return open;
  }

  /** The only thread that can still run in {@code s} (every other one has exited or not started), else -1. */
  static int loneThread(State s) {
    if (s.terminated()) return -1;
    int lone = -1;
    for (int u = 0; u < s.threadCount(); u++) {
      if (s.status(u) != ThreadStatus.RUNNING) continue; // a thread not started yet needs a creation: the tail stops there
      if (lone >= 0) return -1;
      lone = u;
    }
    return lone;
  }
}
