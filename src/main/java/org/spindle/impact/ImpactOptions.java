package org.spindle.impact;

import java.io.PrintStream;
import java.time.Duration;

/**
 * Options of {@link Impact}: reduction, work-list order (DFS as in McMillan, or BFS), limits,
 * deadlocks as violations, and where progress goes (null: nowhere).
 */
public record ImpactOptions(PorMode por, boolean bfs, Duration timeout, double memoryFraction,
    boolean deadlockIsError, PrintStream progress) {
  public static final ImpactOptions DEFAULT =
      new ImpactOptions(PorMode.SMT, false, Duration.ofSeconds(900), 0.9, false, null);

  public ImpactOptions withPor(PorMode p) {
    return new ImpactOptions(p, bfs, timeout, memoryFraction, deadlockIsError, progress);
  }

  public ImpactOptions withBfs(boolean b) {
    return new ImpactOptions(por, b, timeout, memoryFraction, deadlockIsError, progress);
  }

  public ImpactOptions withTimeout(Duration t) {
    return new ImpactOptions(por, bfs, t, memoryFraction, deadlockIsError, progress);
  }

  public ImpactOptions withDeadlockIsError(boolean d) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, d, progress);
  }

  public ImpactOptions withProgress(PrintStream p) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, p);
  }
}
