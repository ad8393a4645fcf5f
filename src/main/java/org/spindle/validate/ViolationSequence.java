package org.spindle.validate;

import com.google.common.collect.ImmutableList;

/**
 * A YAML violation witness (format 2.0-2.2): one {@code violation_sequence} entry, its segments in
 * order. Every segment but the last ends with a follow waypoint; the last one ends with its target
 * waypoint(s) (two for a data race in format 2.2).
 */
public record ViolationSequence(WitnessInfo info, ImmutableList<Segment> segments) {

  public record Segment(int number, ImmutableList<Waypoint> waypoints) {}

  public enum Type { ASSUMPTION, TARGET, FUNCTION_ENTER, FUNCTION_RETURN, BRANCHING }

  /**
   * One waypoint. {@code threadId} is null when the witness names none (formats 2.0/2.1);
   * {@code constraint} is null when the waypoint has none; {@code column} and {@code function}
   * may be null.
   */
  public record Waypoint(Type type, boolean follow, String threadId, int line, Integer column,
      String function, String constraint, String label) {}
}
