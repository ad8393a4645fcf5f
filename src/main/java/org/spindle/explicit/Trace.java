package org.spindle.explicit;

import com.google.common.collect.ImmutableList;
import java.util.stream.Collectors;

/**
 * A replayable execution: per step the thread, the ids of the edges it took (one, or a whole
 * atomic section) and the Havoc values it consumed. Replaying it with {@link Replay} reproduces the
 * run exactly.
 */
public record Trace(ImmutableList<Step> steps) {
  public record Step(int thread, ImmutableList<Integer> edgeIds, ImmutableList<Long> inputs) {
    @Override
    public String toString() {
      return "T" + thread + ":" + edgeIds.stream().map(String::valueOf).collect(Collectors.joining(","))
          + (inputs.isEmpty() ? "" : "/" + inputs.stream().map(String::valueOf).collect(Collectors.joining(",")));
    }
  }

  public static final Trace EMPTY = new Trace(ImmutableList.of());

  public int size() {
    return steps.size();
  }

  /** Compact form {@code T0:1 T1:5,6,7/3 ...} (thread:edge ids/inputs). */
  @Override
  public String toString() {
    return steps.stream().map(Step::toString).collect(Collectors.joining(" "));
  }
}
