package org.spindle.dpor;

import org.spindle.interp.StepFootprint;
import org.spindle.interp.Transition;

/**
 * One event of an execution (D38): a step of {@code thread}, its {@code index}-th (from 1), either
 * a transition of the interpreter or, if {@code transition} is null, an attempt that found every
 * way blocked (the thread then stays blocked for the rest of the execution). {@code clock} is its
 * vector clock: {@code clock[u]} is the number of {@code u}'s events that happen before it or are
 * it; {@code prevInThread} is the position of the thread's previous event (-1: none).
 */
record Event(int thread, int index, Transition transition, StepFootprint footprint, int[] clock, int prevInThread) {
  boolean blockedAttempt() {
    return transition == null;
  }

  /**
   * True if this event must stay after {@code earlier} in every reordering: same thread,
   * conflicting footprints, {@code earlier} created this thread, or this event joins its thread.
   */
  boolean dependsOn(Event earlier) {
    return earlier.thread == thread || earlier.footprint.conflicts(footprint)
        || earlier.footprint.creates(thread) || footprint.joins(earlier.thread);
  }

  /** True if the next step {@code fp} of thread {@code t} (not yet taken) is independent of this event. */
  boolean independentOfStep(int t, org.spindle.interp.StepFootprint fp) {
    return t != thread && !fp.conflicts(footprint) && !fp.joins(thread) && !footprint.creates(t);
  }

  /** True if this event happens before (or is) the event with clock {@code later}. */
  boolean happensBefore(int[] later) {
    return later[thread] >= index;
  }
}
