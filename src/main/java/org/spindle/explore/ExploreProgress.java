package org.spindle.explore;


import java.time.Duration;

/** Called about once a second during a long {@link Explorer#explore} (for stderr progress). */
@FunctionalInterface
public interface ExploreProgress {
  ExploreProgress NONE = (states, transitions, elapsed) -> { };

  void update(long states, long transitions, Duration elapsed);
}
