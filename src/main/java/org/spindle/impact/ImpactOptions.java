package org.spindle.impact;

import java.io.PrintStream;
import java.time.Duration;

/**
 * Options of {@link Impact}: reduction, work-list order (DFS as in McMillan, or BFS), limits,
 * deadlocks as violations, where progress goes (null: nowhere), and whether ART steps swallow
 * local tails ({@link ThreadSteps}).
 */
public record ImpactOptions(PorMode por, boolean bfs, Duration timeout, double memoryFraction,
    boolean deadlockIsError, PrintStream progress, boolean mergeLocalTails) {
  public static final ImpactOptions DEFAULT =
      new ImpactOptions(PorMode.SMT, false, Duration.ofSeconds(900), 0.9, false, null, true);

  public ImpactOptions(PorMode por, boolean bfs, Duration timeout, double memoryFraction,
      boolean deadlockIsError, PrintStream progress) {
    this(por, bfs, timeout, memoryFraction, deadlockIsError, progress, true);
  }

  public ImpactOptions withMergeLocalTails(boolean m) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, progress, m);
  }

  public ImpactOptions withPor(PorMode p) {
    return new ImpactOptions(p, bfs, timeout, memoryFraction, deadlockIsError, progress, mergeLocalTails);
  }

  public ImpactOptions withBfs(boolean b) {
    return new ImpactOptions(por, b, timeout, memoryFraction, deadlockIsError, progress, mergeLocalTails);
  }

  public ImpactOptions withTimeout(Duration t) {
    return new ImpactOptions(por, bfs, t, memoryFraction, deadlockIsError, progress, mergeLocalTails);
  }

  public ImpactOptions withDeadlockIsError(boolean d) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, d, progress, mergeLocalTails);
  }

  public ImpactOptions withProgress(PrintStream p) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, p, mergeLocalTails);
  }
}
