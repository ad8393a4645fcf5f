package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import org.spindle.program.Edge;

/**
 * One step of one thread: a single edge, or a whole atomic section (AtomicBegin up to the matching
 * AtomicEnd), with the Havoc values it consumed in order.
 */
public record Transition(int thread, ImmutableList<Edge> edges, ImmutableList<Long> inputs) {
  public Edge first() {
    return edges.get(0);
  }

  public Edge last() {
    return edges.get(edges.size() - 1);
  }

  /** The threads this transition's Create edges start, in order. */
  public ImmutableList<Integer> created() {
    ImmutableList.Builder<Integer> out = ImmutableList.builder();
    for (Edge e : edges) if (e.stmt() instanceof org.spindle.program.Stmt.Create c) out.add(c.child());
    return out.build();
  }

  public Trace.Step toTraceStep() {
    ImmutableList.Builder<Integer> ids = ImmutableList.builderWithExpectedSize(edges.size());
    for (Edge e : edges) ids.add(e.id());
    return new Trace.Step(thread, ids.build(), inputs);
  }

  @Override
  public String toString() {
    return "T" + thread + " " + (edges.size() == 1 ? first().toString() : edges.toString())
        + (inputs.isEmpty() ? "" : " inputs " + inputs);
  }
}
