package org.spindle.impact;

import java.io.PrintStream;
import java.time.Duration;
import org.spindle.smt.SmtOptions;

/**
 * Options of {@link Impact}: reduction, work-list order (DFS as in McMillan, or BFS), limits,
 * deadlocks as violations, where progress goes (null: nowhere), whether ART steps swallow local
 * tails ({@link ThreadSteps}), a stop handle (null: none), how many earlier nodes force cover
 * tries per node before it is expanded, and the solver call budgets.
 */
public record ImpactOptions(PorMode por, boolean bfs, Duration timeout, double memoryFraction,
    boolean deadlockIsError, PrintStream progress, boolean mergeLocalTails, StopHandle stop,
    int forceCoverTries, SmtOptions smt) {
  /** Force cover tries per node by default: more rarely finds a covering, and costs solver calls. */
  public static final int DEFAULT_FORCE_COVER_TRIES = 2;

  public static final ImpactOptions DEFAULT = new ImpactOptions(PorMode.SMT, false,
      Duration.ofSeconds(900), 0.9, false, null, true, null, DEFAULT_FORCE_COVER_TRIES, SmtOptions.DEFAULT);

  public ImpactOptions {
    if (forceCoverTries < 0) throw new IllegalArgumentException("force cover tries must not be negative");
    if (smt == null) smt = SmtOptions.DEFAULT;
  }

  public ImpactOptions(PorMode por, boolean bfs, Duration timeout, double memoryFraction,
      boolean deadlockIsError, PrintStream progress) {
    this(por, bfs, timeout, memoryFraction, deadlockIsError, progress, true, null,
        DEFAULT_FORCE_COVER_TRIES, SmtOptions.DEFAULT);
  }

  /** A handle through which another thread may stop the run (null: none). */
  public ImpactOptions withStop(StopHandle h) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, progress,
        mergeLocalTails, h, forceCoverTries, smt);
  }

  public ImpactOptions withMergeLocalTails(boolean m) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, progress, m, stop,
        forceCoverTries, smt);
  }

  public ImpactOptions withPor(PorMode p) {
    return new ImpactOptions(p, bfs, timeout, memoryFraction, deadlockIsError, progress,
        mergeLocalTails, stop, forceCoverTries, smt);
  }

  public ImpactOptions withBfs(boolean b) {
    return new ImpactOptions(por, b, timeout, memoryFraction, deadlockIsError, progress,
        mergeLocalTails, stop, forceCoverTries, smt);
  }

  public ImpactOptions withTimeout(Duration t) {
    return new ImpactOptions(por, bfs, t, memoryFraction, deadlockIsError, progress,
        mergeLocalTails, stop, forceCoverTries, smt);
  }

  public ImpactOptions withDeadlockIsError(boolean d) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, d, progress, mergeLocalTails, stop,
        forceCoverTries, smt);
  }

  public ImpactOptions withProgress(PrintStream p) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, p, mergeLocalTails,
        stop, forceCoverTries, smt);
  }

  public ImpactOptions withForceCoverTries(int n) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, progress,
        mergeLocalTails, stop, n, smt);
  }

  public ImpactOptions withSmt(SmtOptions s) {
    return new ImpactOptions(por, bfs, timeout, memoryFraction, deadlockIsError, progress,
        mergeLocalTails, stop, forceCoverTries, s);
  }
}
