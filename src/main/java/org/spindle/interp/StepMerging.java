package org.spindle.interp;

/**
 * How much an {@link Interpreter} step takes after its own edges (D38). Stateless search wants
 * one event per visible operation: thread-local edges conflict with nothing and only multiply the
 * events of every execution. With any merging, {@link StepFootprint}s also leave out the cells of
 * thread-private objects (they cannot make steps of two threads conflict); with {@link #NONE} a
 * footprint lists every cell a step touches (symbolic inputs follow taint through them, D43).
 */
public enum StepMerging {
  /** A step is one edge, or one atomic section (replay, explicit search, witnesses). */
  NONE,
  /**
   * A step goes on with the thread's deterministic local edges; a step of local edges only goes
   * on with the next visible edge if that edge cannot block or choose.
   */
  LOCAL,
  /** As {@link #LOCAL}, and the thread's exit joins the step that leads to it. */
  LOCAL_AND_EXIT,
  /**
   * As {@link #LOCAL_AND_EXIT}, but the exit joins only a step that took no edge of a branch: Eager
   * POR plans a section from steps taken in other states, where a branch may go the other way, and
   * the other side must then have the same footprint (it would not if only one side exited).
   */
  LOCAL_AND_UNBRANCHED_EXIT
}
