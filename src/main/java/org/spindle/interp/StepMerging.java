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
   * As {@link #LOCAL}, but only through local edges that do not branch, so that where a step ends
   * never depends on a value it read (Eager POR plans sections from steps taken in other states).
   */
  STRAIGHT,
  /**
   * A step goes on with the thread's deterministic local edges; a step of local edges only goes
   * on with the next visible edge if that edge cannot block or choose.
   */
  LOCAL,
  /** As {@link #LOCAL}, and the thread's exit joins the step that leads to it. */
  LOCAL_AND_EXIT
}
