package org.spindle.interp;

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

  /**
   * Parses the compact form of {@link #toString()}: steps separated by blanks, each {@code
   * T<thread>:<edge id>[,<edge id>...][/<input>[,<input>...]]}.
   */
  public static Trace parse(String text) {
    ImmutableList.Builder<Step> steps = ImmutableList.builder();
    for (String tok : text.trim().split("\\s+")) {
      if (tok.isEmpty()) continue;
      try {
        if (!tok.startsWith("T")) throw new IllegalArgumentException();
        int colon = tok.indexOf(':');
        int thread = Integer.parseInt(tok.substring(1, colon));
        String rest = tok.substring(colon + 1);
        int slash = rest.indexOf('/');
        String edges = slash < 0 ? rest : rest.substring(0, slash);
        ImmutableList.Builder<Integer> ids = ImmutableList.builder();
        for (String e : edges.split(",")) ids.add(Integer.parseInt(e));
        ImmutableList.Builder<Long> inputs = ImmutableList.builder();
        if (slash >= 0) for (String v : rest.substring(slash + 1).split(",")) inputs.add(Long.parseLong(v));
        steps.add(new Step(thread, ids.build(), inputs.build()));
      } catch (RuntimeException ex) {
        throw new IllegalArgumentException("bad trace step '" + tok + "' (expected T<thread>:<edges>[/<inputs>])");
      }
    }
    return new Trace(steps.build());
  }

  /** Compact form {@code T0:1 T1:5,6,7/3 ...} (thread:edge ids/inputs). */
  @Override
  public String toString() {
    return steps.stream().map(Step::toString).collect(Collectors.joining(" "));
  }
}
