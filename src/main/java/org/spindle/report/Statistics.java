package org.spindle.report;

import com.google.common.collect.ImmutableMap;

/**
 * Figures of a run as named numbers in a fixed order (they go to {@code --json} as they are),
 * plus the engine's human renderings of them: {@code summary}, the one line a command prints
 * without {@code --stats} (may be empty), and {@code text}, the full rendering {@code --stats}
 * prints.
 */
public record Statistics(ImmutableMap<String, Number> values, String summary, String text) {
  public static final Statistics EMPTY = new Statistics(ImmutableMap.of(), "", "");

  public Statistics {
    if (summary == null) summary = "";
    if (text == null) text = "";
  }

  public Statistics(ImmutableMap<String, Number> values, String text) {
    this(values, "", text);
  }

  public long count(String name) {
    Number n = values.get(name);
    return n == null ? 0 : n.longValue();
  }

  public double seconds() {
    Number n = values.get("seconds");
    return n == null ? 0 : n.doubleValue();
  }

  /** The same figures with {@code name} set to {@code value} (added at the end if new). */
  public Statistics with(String name, Number value) {
    ImmutableMap.Builder<String, Number> b = ImmutableMap.builder();
    b.putAll(values).put(name, value);
    return new Statistics(b.buildKeepingLast(), summary, text);
  }
}
