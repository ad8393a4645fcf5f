package org.spindle.impact;

import java.time.Duration;
import org.spindle.art.Art;
import org.spindle.art.GlobalLocation;
import org.spindle.explicit.ExploreOptions;
import org.spindle.explicit.ExploreResult;
import org.spindle.explicit.Explorer;
import org.spindle.explicit.Outcome;
import org.spindle.explicit.RandomTesting;
import org.spindle.explicit.Replay;
import org.spindle.explicit.RunResult;
import org.spindle.explicit.Trace;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.smt.SmtStatistics;

/**
 * What {@code spindle verify} runs: a short explicit search beside IMPACT, the first definite
 * verdict wins (docs/decisions.md D17, D19, D25). The explicit side (exhaustive DFS over
 * interleavings with a visited set, inputs in -2..2, and random runs of the interpreter when the
 * state space is too large, D28) finds bugs in programs whose proofs IMPACT needs long to refute
 * path by path: UNSAFE, with a concrete trace replayed by the interpreter before it counts. It
 * answers SAFE only when the exhaustive search explored the whole state space without restricting
 * any input (no input, or only {@code _Bool} inputs), without undefined behaviour and without
 * reaching a thread bound: then every execution of the program was run bit-precisely, which is a
 * proof. Every other SAFE comes from IMPACT. Tests that check IMPACT itself call {@link Impact}.
 */
public final class Portfolio {
  /** Verdict reason when the explicit search found the error. */
  public static final String FOUND_BY_EXPLORE = "error reachable (found by the explicit search)";
  /** Start of the verdict reason when a random run found the error (run count and scheduler follow). */
  public static final String FOUND_BY_RANDOM_TESTING = "error reachable (found by random testing";
  /** Verdict reason when the explicit search explored every execution and found no error. */
  public static final String PROVED_BY_EXPLORE =
      "no error in the complete state space (proved by the explicit search)";

  private Portfolio() {}

  /** The default explicit budget for a time limit: a quarter of it, at most 10 s. */
  public static Duration defaultExplicitBudget(Duration timeout) {
    long ms = timeout == null || timeout.isZero() ? 10_000 : Math.min(10_000, timeout.toMillis() / 4);
    return Duration.ofMillis(ms);
  }

  /**
   * Runs the explicit search (at most {@code explicitBudget}) on a second thread beside IMPACT
   * (D25). The first definite verdict wins and stops the other engine; an IMPACT UNKNOWN waits for
   * the explicit search to end. Verdicts need what they needed before: a replayed trace for an
   * explicit UNSAFE, a complete unrestricted search for an explicit SAFE.
   */
  public static ImpactResult verify(Program program, ImpactOptions opt, Duration explicitBudget) {
    long t0 = System.nanoTime();
    if (explicitBudget == null || explicitBudget.isZero() || explicitBudget.isNegative()) {
      return Impact.verify(program, opt);
    }
    StopHandle impactStop = new StopHandle();
    java.util.concurrent.FutureTask<ImpactResult> explicit = new java.util.concurrent.FutureTask<>(() -> {
      ImpactResult r = explicitSearch(program, opt, explicitBudget, t0);
      if (r != null) impactStop.stop(DECIDED_BY_EXPLORE);
      return r;
    });
    Thread worker = new Thread(explicit, "spindle-explicit-search");
    worker.setDaemon(true);
    worker.start();
    if (opt.stop() != null) {
      // a stop from outside (imc, D26) ends both engines: the search on an interrupt
      opt.stop().onStop(reason -> {
        impactStop.stop(reason);
        worker.interrupt();
      });
    }
    // A head start: most shallow bugs are found within it, without IMPACT's solver start-up
    // competing for the cores.
    ImpactResult early = awaitExplicit(explicit, Math.min(HEAD_START_MS, explicitBudget.toMillis()));
    if (early != null) return early;
    ImpactResult impact = Impact.verify(program, opt.withStop(impactStop)
        .withTimeout(remaining(opt.timeout(), t0)));
    if (impact.verdict() != Verdict.UNKNOWN) {
      worker.interrupt(); // its answer is no longer needed
      return impact;
    }
    ImpactResult found = awaitExplicit(explicit, Long.MAX_VALUE);
    return found != null ? found : impact;
  }

  /** IMPACT's stop reason when the explicit search decided first. */
  static final String DECIDED_BY_EXPLORE = "stopped: the explicit search decided";

  /** How long IMPACT waits for the explicit search before it starts beside it. */
  static final long HEAD_START_MS = 1000;

  private static Duration remaining(Duration timeout, long t0) {
    if (timeout == null || timeout.isZero()) return timeout;
    Duration left = timeout.minusNanos(System.nanoTime() - t0);
    return left.toMillis() < 1000 ? Duration.ofSeconds(1) : left;
  }

  /** The explicit result if the search ended within {@code millis} (null: undecided or still running). */
  private static ImpactResult awaitExplicit(java.util.concurrent.FutureTask<ImpactResult> explicit,
      long millis) {
    try {
      return explicit.get(millis, java.util.concurrent.TimeUnit.MILLISECONDS);
    } catch (java.util.concurrent.TimeoutException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    } catch (java.util.concurrent.ExecutionException e) {
      // only a shortcut: an explicit search that ran out of memory leaves IMPACT's answer
      if (e.getCause() instanceof OutOfMemoryError) return null;
      if (e.getCause() instanceof RuntimeException re) throw re;
      if (e.getCause() instanceof Error err) throw err;
      throw new IllegalStateException(e.getCause());
    }
  }

  /**
   * The explicit side within its budget: a small exhaustive search first (it decides most small
   * programs at once), then a short round of random testing ({@link #RANDOM_FIRST_MS}, at most a
   * twentieth of the budget), then the exhaustive search with the full state limit until a tenth
   * of the budget is left, then random testing to the end (D28). Random runs find bugs in state
   * spaces far beyond the exhaustive search (a long run, or a few ordering constraints among many
   * threads); the exhaustive search keeps almost all of its budget.
   */
  private static ImpactResult explicitSearch(Program program, ImpactOptions opt, Duration budget,
      long t0) {
    long start = System.nanoTime();
    long deadline = start + budget.toNanos();
    ExploreOptions base = ExploreOptions.DEFAULT.withDeadlockIsError(opt.deadlockIsError());
    ExploreResult small = explore(program, base.withMaxStates(FIRST_STATES).withTimeout(budget));
    ImpactResult r = decided(program, opt, small, t0);
    if (r != null) return r;
    boolean cut = small == null || small.states() >= FIRST_STATES;
    long firstSlice = Math.min(RANDOM_FIRST_MS * 1_000_000L, budget.toNanos() / 20);
    r = randomTesting(program, opt, 1, System.nanoTime() + firstSlice, t0);
    if (r != null || Thread.currentThread().isInterrupted()) return r;
    if (cut) {
      long left = deadline - budget.toNanos() / 10 - System.nanoTime();
      if (left > 0) {
        r = decided(program, opt, explore(program, base.withTimeout(Duration.ofNanos(left))), t0);
        if (r != null || Thread.currentThread().isInterrupted()) return r;
      }
    }
    return randomTesting(program, opt, 2, deadline, t0);
  }

  /** States of the first, small exhaustive search. */
  static final long FIRST_STATES = 5_000;

  /** Longest first round of random testing. */
  static final long RANDOM_FIRST_MS = 200;

  /** The exhaustive search, or null if it ran out of memory (only a shortcut: IMPACT decides). */
  private static ExploreResult explore(Program program, ExploreOptions o) {
    try {
      return Explorer.explore(program, o);
    } catch (OutOfMemoryError oom) {
      return null;
    }
  }

  /** A definite verdict from an exhaustive search, or null. */
  private static ImpactResult decided(Program program, ImpactOptions opt, ExploreResult e, long t0) {
    if (e == null) return null;
    if (e.verdict() == Verdict.SAFE) return provedSafe(program, opt, e, t0);
    if (e.verdict() != Verdict.UNSAFE || e.counterexample() == null) return null;
    return unsafe(program, opt, e.counterexample(), "the explicit search", stats(e.states(), t0));
  }

  /** UNSAFE if a random run reaches the violation (and its trace replays), else null. */
  private static ImpactResult randomTesting(Program program, ImpactOptions opt, long seed,
      long deadline, long t0) {
    RandomTesting.Found f;
    try {
      f = RandomTesting.search(program, seed, deadline, Integer.MAX_VALUE, opt.deadlockIsError());
    } catch (OutOfMemoryError | org.spindle.program.UnsupportedFeature e) {
      return null; // only a shortcut
    } catch (RuntimeException e) {
      // an interpreter failure on inputs the exhaustive search never tries: said, not fatal, as
      // IMPACT may still decide
      System.err.println("spindle: random testing stopped: " + e);
      return null;
    }
    if (f == null) return null;
    // the reason starts with FOUND_BY_RANDOM_TESTING (a deadlock under --deadlock aside)
    return unsafe(program, opt, f.run().trace(),
        "random testing, run " + f.runs() + ", " + f.scheduler(), stats(0, t0));
  }

  /** UNSAFE from a trace that replays to the violation, else null. */
  private static ImpactResult unsafe(Program program, ImpactOptions opt, Trace trace, String foundBy,
      ImpactStats stats) {
    RunResult run = Replay.replay(program, trace);
    Outcome.Kind k = run.outcome().kind();
    boolean deadlock = opt.deadlockIsError() && k == Outcome.Kind.DEADLOCK;
    if (k != Outcome.Kind.ERROR && !deadlock) return null;
    String reason = (deadlock ? "deadlock reachable" : "error reachable") + " (found by " + foundBy + ")";
    return new ImpactResult(Verdict.UNSAFE, reason, new Art(GlobalLocation.initial(program)), run,
        deadlock ? run : null, stats);
  }

  /**
   * SAFE from a complete explicit search, or null. Explorer says plain SAFE only when nothing was
   * cut (no restricted input, no state limit, no undefined behaviour, no thread bound: D8, D13); the
   * restricted-input check is repeated here because it is what makes the search a proof. Without
   * {@code --deadlock} a deadlock it met is reported beside the verdict, as IMPACT does, after it
   * replays.
   */
  private static ImpactResult provedSafe(Program program, ImpactOptions opt, ExploreResult e, long t0) {
    if (e.inputsRestricted() || e.undefinedTrace() != null) return null;
    RunResult deadlock = null;
    if (e.deadlock() != null) {
      if (opt.deadlockIsError()) return null; // cannot be: a deadlock is then a violation
      deadlock = Replay.replay(program, e.deadlock());
      if (deadlock.outcome().kind() != Outcome.Kind.DEADLOCK) return null;
    }
    return new ImpactResult(Verdict.SAFE, PROVED_BY_EXPLORE, new Art(GlobalLocation.initial(program)),
        null, deadlock, stats(e.states(), t0));
  }

  private static ImpactStats stats(long states, long t0) {
    double seconds = (System.nanoTime() - t0) / 1e9;
    return new ImpactStats(0, 0, 0, 0, 0, 0, 0, 0, new SmtStatistics(), seconds,
        Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory(), states);
  }
}
