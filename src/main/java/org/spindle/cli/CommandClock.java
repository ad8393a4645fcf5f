package org.spindle.cli;

import java.lang.management.ManagementFactory;
import java.time.Duration;

/**
 * When the current command started. A {@code --timeout} bounds the whole command as a user (or a
 * benchmark harness) sees it: from the JVM start when Spindle runs as a program, from the call
 * when tests run a command in-process. Parsing and JVM start-up are then part of the budget.
 */
final class CommandClock {
  private static volatile long startNanos = System.nanoTime();

  private CommandClock() {}

  static void startAtJvmStart() {
    long uptimeMs = ManagementFactory.getRuntimeMXBean().getUptime();
    startNanos = System.nanoTime() - uptimeMs * 1_000_000L;
  }

  static void startNow() {
    startNanos = System.nanoTime();
  }

  /** Time since the command started. */
  static Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - startNanos);
  }

  /**
   * What is left of a {@code --timeout} of {@code seconds} (0 or less: no limit, returned as
   * zero); at least one second, so an engine always gets to start.
   */
  static Duration remaining(long seconds) {
    if (seconds <= 0) return Duration.ZERO;
    Duration left = Duration.ofSeconds(seconds).minus(elapsed());
    return left.compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1) : left;
  }
}
