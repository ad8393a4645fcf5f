package org.spindle.report;

import com.google.common.collect.ImmutableMap;

/**
 * Figures of a run as named numbers in a fixed order (they go to {@code --json} as they are),
 * plus the engine's human rendering of them ({@code text}, printed by {@code --stats}).
 */
public record Statistics(ImmutableMap<String, Number> values, String text) {
  public static final Statistics EMPTY = new Statistics(ImmutableMap.of(), "");

  public long count(String name) {
    Number n = values.get(name);
    return n == null ? 0 : n.longValue();
  }

  public double seconds() {
    Number n = values.get("seconds");
    return n == null ? 0 : n.doubleValue();
  }
}
