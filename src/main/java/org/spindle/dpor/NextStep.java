package org.spindle.dpor;

import com.google.common.collect.ImmutableList;
import java.util.List;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepAccesses;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.interp.ThreadStatus;
import org.spindle.program.Edge;
import org.spindle.program.Stmt;

/**
 * What a thread can do next in a state (D38). {@code variants}: its enabled transitions (several
 * only for nondet values or paths through an atomic section), each with its footprint, as
 * computed in state {@code at}; with symbolic inputs (D43) {@code blocked} may be set beside
 * variants: under some inputs every way is blocked; empty with {@code blocked} set: every way is blocked (assume,
 * held mutex, blocking atomic section), and the engines may schedule a blocked attempt, an event
 * that reads what decided it and changes nothing; empty otherwise: the thread cannot take part
 * (not started, exited, blocked for this execution: {@link #NONE}; or waiting for a join, with
 * {@code waits} the footprint of its attempt: a join becomes enabled once and stays so, and it
 * follows the joined thread's last event in every run, so it is no race and needs no attempt).
 *
 * <p>A thread's next steps stay the same while other threads' events do not conflict with them
 * ({@link NextSteps} reuses them): their transitions, footprints and ends depend only on the
 * thread's location and the cells they access. Only the successor states differ, so a reused
 * step is executed again in the current state ({@link #successor}).
 */
record NextStep(int thread, State at, ImmutableList<Successor> variants, ImmutableList<StepFootprint> footprints,
    StepFootprint blocked, StepFootprint waits) {
  static final NextStep NONE = new NextStep(-1, null, ImmutableList.of(), ImmutableList.of(), null, null);

  static NextStep of(Interpreter in, State s, int t, HavocDomain dom, boolean blockedForever) {
    if (blockedForever || s.terminated() || s.status(t) != ThreadStatus.RUNNING) return NONE;
    List<StepAccesses> xs = in.successorsWithAccesses(s, t, dom);
    if (!xs.isEmpty()) {
      ImmutableList.Builder<Successor> succs = ImmutableList.builderWithExpectedSize(xs.size());
      ImmutableList.Builder<StepFootprint> fps = ImmutableList.builderWithExpectedSize(xs.size());
      for (StepAccesses x : xs) {
        succs.add(x.result());
        fps.add(StepFootprint.of(in, x));
      }
      return new NextStep(t, s, succs.build(), fps.build(), null, null);
    }
    StepFootprint attempt = StepFootprint.blockedAttempt(in, s, t, dom);
    for (Edge e : in.program().thread(t).outgoing(s.location(t))) {
      if (e.stmt() instanceof Stmt.Join) return new NextStep(t, s, ImmutableList.of(), ImmutableList.of(), null, attempt);
    }
    return new NextStep(t, s, ImmutableList.of(), ImmutableList.of(), attempt, null);
  }

  /** True if the thread has an event to schedule (a transition or a blocked attempt). */
  boolean schedulable() {
    return !variants.isEmpty() || blocked != null;
  }

  /** True if the thread has a transition (not only a blocked attempt). */
  boolean canMove() {
    return !variants.isEmpty();
  }

  /** The footprints of everything the thread may do next (for sleep sets). */
  ImmutableList<StepFootprint> allFootprints() {
    if (blocked == null) return footprints;
    if (footprints.isEmpty()) return ImmutableList.of(blocked);
    return ImmutableList.<StepFootprint>builder().addAll(footprints).add(blocked).build();
  }

  /** True if no next event of this thread conflicts with {@code fp} (the thread's event stays the same). */
  boolean independentOf(StepFootprint fp) {
    for (StepFootprint f : allFootprints()) if (f.conflicts(fp)) return false;
    return true;
  }

  /**
   * True if {@code n}, thread {@code t}'s next step, stays so after an event of thread {@code by}
   * with footprint {@code fp} that reaches {@code s}: an event of another thread that ends
   * neither t nor the program, creates no thread t and conflicts with none of n's variants. A
   * thread that waits for a join stays so unless the event ends a thread or writes what the
   * waiting step reads (the handle). {@link #NONE} (not started, exited, blocked for good) is
   * computed again: that is cheap.
   */
  static boolean unchangedBy(NextStep n, int t, int by, StepFootprint fp, State s) {
    if (n == NONE || by == t || s.terminated() || fp.terminates() || fp.creates(t)) return false;
    if (n.waits != null) return !fp.endsThread() && !n.waits.conflicts(fp);
    return n.independentOf(fp);
  }

  /** Variant {@code x} taken in {@code now}: the stored successor, or the same transition executed again. */
  Successor successor(Interpreter in, State now, int x, HavocDomain dom) {
    Successor stored = variants.get(x);
    if (now == at) return stored;
    for (Successor fresh : in.successors(now, thread, dom)) {
      if (fresh.transition().equals(stored.transition())) return fresh;
    }
    throw new IllegalStateException("T" + thread + "'s step " + stored.transition() + " is gone after independent steps");
  }
}
