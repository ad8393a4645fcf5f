package org.spindle.dpor;

import com.google.common.collect.ImmutableList;
import java.util.List;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
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
 * (not started, exited, blocked for this execution, or waiting for a join: a join becomes enabled
 * once and stays so, and it follows the joined thread's last event in every run, so it is no race
 * and needs no attempt).
 *
 * <p>A thread's next steps stay the same while other threads' events do not conflict with them
 * ({@link NextSteps} reuses them): their transitions, footprints and ends depend only on the
 * thread's location and the cells they access. Only the successor states differ, so a reused
 * step is executed again in the current state ({@link #successor}).
 */
record NextStep(int thread, State at, ImmutableList<Successor> variants, ImmutableList<StepFootprint> footprints,
    StepFootprint blocked) {
  static final NextStep NONE = new NextStep(-1, null, ImmutableList.of(), ImmutableList.of(), null);

  static NextStep of(Interpreter in, State s, int t, HavocDomain dom, boolean blockedForever) {
    if (blockedForever || s.terminated() || s.status(t) != ThreadStatus.RUNNING) return NONE;
    List<Successor> xs = in.successors(s, t, dom);
    if (!xs.isEmpty()) {
      ImmutableList.Builder<StepFootprint> fps = ImmutableList.builder();
      for (Successor x : xs) fps.add(StepFootprint.of(in, s, x.transition()));
      return new NextStep(t, s, ImmutableList.copyOf(xs), fps.build(), null);
    }
    for (Edge e : in.program().thread(t).outgoing(s.location(t))) {
      if (e.stmt() instanceof Stmt.Join) return NONE;
    }
    return new NextStep(t, s, ImmutableList.of(), ImmutableList.of(), StepFootprint.blockedAttempt(in, s, t, dom));
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
