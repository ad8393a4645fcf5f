package org.spindle.smt;

import com.google.common.collect.ImmutableSet;
import org.spindle.program.Edge;

/**
 * One step of a path: an edge (its thread is {@code edge.thread()}) and, for Join edges, the ids
 * of the threads that have exited in the step's source state (the control part of the state,
 * which the engine tracks; a Join is enabled iff its target is among them).
 */
public record Step(Edge edge, ImmutableSet<Integer> exited) {
  public static Step of(Edge edge) {
    return new Step(edge, ImmutableSet.of());
  }

  public static Step of(Edge edge, ImmutableSet<Integer> exited) {
    return new Step(edge, exited);
  }

  public int thread() {
    return edge.thread();
  }
}
