package org.spindle.dpor;

import java.time.Duration;

/** Called about once a second during a long run (the CLI prints it on stderr). */
@FunctionalInterface
public interface DporProgress {
  DporProgress NONE = (executions, elapsed) -> {};

  void update(long executions, Duration elapsed);
}
