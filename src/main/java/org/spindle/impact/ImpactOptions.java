package org.spindle.impact;

import java.io.PrintStream;
import java.time.Duration;

/**
 * Options of {@link Impact}: reduction, work-list order (DFS as in McMillan, or BFS), limits,
 * deadlocks as violations, where progress goes (null: nowhere), and whether ART steps swallow
 * local tails ({@link ThreadSteps}).
 */
public record ImpactOptions(PorMode por, boolean bfs, Duration timeout, double memoryFraction,
    boolean deadlockIsError, PrintStream progress, boolean mergeLocalTails, StopHandle stop) {
  public static final ImpactOptions DEFAULT =
      new ImpactOptions(PorMode.SMT, false, Duration.ofSeconds(900), 0.9, false, null, true, null);

  public ImpactOptions(PorMode por, boolean bfs, Duration timeout, double memoryFraction,
      boolean deadlockIsError, PrintStream progress) {
    this(por, bfs, timeout, memoryFraction, deadlockIsError, progress, true, null);
  }

  /** A handle through which another thread may stop the run (null: none). */
  public ImpactOptions withStop(StopHandle h) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, progress, mergeLocalTails, h);
  }

  public ImpactOptions withMergeLocalTails(boolean m) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, progress, m, stop);
  }

  public ImpactOptions withPor(PorMode p) {
    return new ImpactOptions(p, bfs, timeout, memoryFraction, deadlockIsError, progress, mergeLocalTails, stop);
  }

  public ImpactOptions withBfs(boolean b) {
    return new ImpactOptions(por, b, timeout, memoryFraction, deadlockIsError, progress, mergeLocalTails, stop);
  }

  public ImpactOptions withTimeout(Duration t) {
    return new ImpactOptions(por, bfs, t, memoryFraction, deadlockIsError, progress, mergeLocalTails, stop);
  }

  public ImpactOptions withDeadlockIsError(boolean d) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, d, progress, mergeLocalTails, stop);
  }

  public ImpactOptions withProgress(PrintStream p) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, p, mergeLocalTails, stop);
  }
}
