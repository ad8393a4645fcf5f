package org.spindle.dpor;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.Interpreter;
import org.spindle.interp.MutableState;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.interp.ThreadStatus;
import org.spindle.interp.Trace;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.SourcePos;
import org.spindle.program.transform.ProgramMap;

/**
 * Livelocks of the await engine (D40). An execution of the transformed program that ends with
 * every thread finished or waiting is a <em>livelock</em> of the original program if some thread
 * of the original could still move in the same state: PLP blocked only iterations that are pure,
 * so that thread's moves are pure iterations, which change nothing and never end (no input is
 * drawn in them, so each repeats the last); otherwise it is a deadlock of the original too.
 * A reported livelock is confirmed independently on the original program by {@link #confirm}.
 */
final class Livelocks {
  /** States searched by {@link #confirm} before it gives up. */
  static final int CONFIRM_LIMIT = 100_000;

  private final ProgramMap map;
  private final Interpreter original;
  private final HavocDomain dom;

  Livelocks(ProgramMap map, HavocDomain dom) {
    this.map = map;
    this.original = map.isIdentity() ? null : new Interpreter(map.original());
    this.dom = dom;
  }

  /**
   * If in {@code s}, a state of the transformed program in which no thread can move, some thread
   * of the original program can move (its locations mapped back): where those threads spin
   * ("T1 at f.c:9"); else null.
   */
  String livelocked(State s) {
    if (original == null) return null; // the same program: nobody can move
    MutableState m = s.toMutable();
    for (int t = 0; t < s.threadCount(); t++) {
      if (s.status(t) == ThreadStatus.RUNNING) m.setLocation(t, map.originalLocation(t, s.location(t)));
    }
    State o = m.freeze();
    StringBuilder where = new StringBuilder();
    for (int t = 0; t < o.threadCount(); t++) {
      if (original.successors(o, t, dom).isEmpty()) continue;
      if (where.length() > 0) where.append(", ");
      SourcePos pos = map.original().thread(t).locationPos().get(o.location(t));
      where.append('T').append(t).append(" at ").append(pos == null ? "?" : pos.fileLine());
    }
    return where.length() == 0 ? null : where.toString();
  }

  /**
   * True if {@code trace} replays on {@code p} to a state from which the program can still move
   * but never again changes memory another thread can see, never errs and never finishes: every
   * state reachable from it is searched (up to {@link #CONFIRM_LIMIT}).
   */
  static boolean confirm(Program p, Trace trace, HavocDomain dom) {
    Interpreter in = new Interpreter(p);
    RunResult run = Replay.replay(in, trace, dom);
    if (run.outcome().kind() != Outcome.Kind.STEP_LIMIT) return false; // invalid, finished, deadlocked, erred
    State start = Replay.stateAfter(in, trace);
    if (start == null) return false;
    Set<State> seen = new HashSet<>();
    Deque<State> work = new ArrayDeque<>();
    seen.add(start);
    work.add(start);
    while (!work.isEmpty()) {
      State s = work.poll();
      List<Successor> next = in.successors(s, dom);
      for (Successor x : next) {
        if (x.isTerminal()) return false;
        State n = x.next();
        if (n.terminated() || !n.anyRunning() || !sameSharedMemory(p, start, n)) return false;
        if (seen.add(n)) {
          if (seen.size() > CONFIRM_LIMIT) return false;
          work.add(n);
        }
      }
    }
    return true;
  }

  private static boolean sameSharedMemory(Program p, State a, State b) {
    for (MemoryObject o : p.objects()) {
      if (!o.shared()) continue;
      for (long c = 0; c < o.cellCount(); c++) {
        if (a.defined(o.id(), c) != b.defined(o.id(), c)) return false;
        if (a.defined(o.id(), c) && a.cell(o.id(), c) != b.cell(o.id(), c)) return false;
      }
    }
    return true;
  }
}
