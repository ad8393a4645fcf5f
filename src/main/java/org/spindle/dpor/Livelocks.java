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
 * every thread finished or waiting is a <em>livelock</em> of the original program if in the same
 * state the original can still move but never again changes shared memory, errs or finishes; a
 * <em>deadlock</em> if no thread of the original can move there; otherwise PLP blocked a thread
 * that the original would take on ({@link Kind#ESCAPES}). That some original thread can move is
 * not enough: a thread blocked part-way through a pure iteration finishes it, in the original, in
 * a state others have changed since it began, and its next iteration may leave the loop. A
 * reported livelock is confirmed again, independently, on its trace by {@link #confirm}.
 */
final class Livelocks {
  /** States searched by {@link #classify} and {@link #confirm} before they give up. */
  static final int CONFIRM_LIMIT = 100_000;

  private final ProgramMap map;
  private final Interpreter original;
  private final HavocDomain dom;

  Livelocks(ProgramMap map, HavocDomain dom) {
    this.map = map;
    this.original = map.isIdentity() ? null : new Interpreter(map.original());
    this.dom = dom;
  }

  /** How a maximal execution of the transformed program that is not complete ends (D40). */
  enum Kind {
    /** No thread of the original program can move either. */
    DEADLOCK,
    /** The original can move, but never again changes shared memory, errs or finishes. */
    LIVELOCK,
    /**
     * The original can go on: a thread was blocked part-way through an iteration that PLP proved
     * pure, after reads whose values others have changed since; finishing that iteration brings
     * it back to the loop header in a different state, from where it can leave the loop. Such an
     * execution is one of PLP's blocked attempts (assume-blocked), not a livelock; the engine
     * explores the executions in which the thread starts its last iteration later.
     */
    ESCAPES,
    /** The original's states from there were too many to decide ({@link #CONFIRM_LIMIT}). */
    UNDECIDED
  }

  /** The kind of a blocked end in state {@code s} and, for a livelock, where threads spin. */
  record Verdict(Kind kind, String where) {}

  /**
   * Classifies {@code s}, a state of the transformed program in which no thread can move, on the
   * original program with the locations mapped back: a deadlock if no thread can move there; else
   * every state reachable from it is searched ({@link #stuck}), because a thread PLP blocked in
   * the middle of an iteration can, in the original, finish it and then leave its loop (seen on
   * twalock(3): a waiter blocked after re-reading the waiting-array slot, while grant had reached
   * its ticket).
   */
  Verdict classify(State s) {
    if (original == null) return new Verdict(Kind.DEADLOCK, null); // the same program: nobody can move
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
    if (where.length() == 0) return new Verdict(Kind.DEADLOCK, null);
    Boolean stuck = stuck(map.original(), original, o, dom);
    if (stuck == null) return new Verdict(Kind.UNDECIDED, where.toString());
    return new Verdict(stuck ? Kind.LIVELOCK : Kind.ESCAPES, where.toString());
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
    return start != null && Boolean.TRUE.equals(stuck(p, in, start, dom));
  }

  /**
   * True if from {@code start} the program {@code p} never again changes memory another thread can
   * see, errs or finishes (every reachable state searched); false if it does; null if more than
   * {@link #CONFIRM_LIMIT} states would have to be searched.
   */
  private static Boolean stuck(Program p, Interpreter in, State start, HavocDomain dom) {
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
          if (seen.size() > CONFIRM_LIMIT) return null;
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
