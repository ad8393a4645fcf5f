package org.spindle.verify;

import java.time.Duration;
import java.util.logging.Logger;
import org.spindle.art.Art;
import org.spindle.art.GlobalLocation;
import org.spindle.dpor.Algorithm;
import org.spindle.dpor.Dpor;
import org.spindle.dpor.DporOptions;
import org.spindle.dpor.DporProgress;
import org.spindle.dpor.DporResult;
import org.spindle.dpor.DporResults;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.Outcome;
import org.spindle.modular.ThreadModular;
import org.spindle.modular.ThreadModularOptions;
import org.spindle.modular.ThreadModularResult;
import org.spindle.modular.ValueAnalysis;
import org.spindle.report.Statistics;
import org.spindle.explore.RandomTesting;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.Trace;
import org.spindle.interp.TraceExport;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.impact.ImpactStats;
import org.spindle.impact.StopHandle;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Property;
import org.spindle.report.UnknownReason;
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
 * When the first exhaustive search is cut, a stateless DPOR engine runs next for a third of what is
 * left (D41); its SAFE is a proof under the same conditions (every execution explored to its end,
 * no input restricted) and says so ("Proved by Optimal-DPOR, N executions").
 * Which engine decided is {@link CheckResult#decidedBy}: IMPACT, EXPLICIT_SEARCH, DPOR or RANDOM_TESTING,
 * or VALUE_ANALYSIS and THREAD_MODULAR, which run before the others (D62, D51).
 * With a {@link Deepening}, the explicit side goes on after its budget while IMPACT has not
 * decided: at larger thread bounds for a program with thread pools, with random runs otherwise
 * ({@link ThreadBoundDeepening}, D52).
 */
public final class Portfolio {
  private static final Logger LOG = Logger.getLogger(Portfolio.class.getName());
  /** Verdict reason when the explicit search explored every execution and found no error. */
  static final String PROVED_BY_EXPLORE =
      "no error in the complete state space (proved by the explicit search)";

  private Portfolio() {}

  /** The default explicit budget for a time limit: a quarter of it, at most 10 s. */
  public static Duration defaultExplicitBudget(Duration timeout) {
    long ms = timeout == null || timeout.isZero() ? 10_000 : Math.min(10_000, timeout.toMillis() / 4);
    return Duration.ofMillis(ms);
  }

  /** Checks {@code program} as {@code spindle verify} does; see {@link #run}. */
  public static CheckResult check(Program program, VerifyOptions options) {
    return run(program, options).result();
  }

  /**
   * Runs the explicit search (at most the explicit budget) on a second thread beside IMPACT
   * (D25). The first definite verdict wins and stops the other engine; an IMPACT UNKNOWN waits for
   * the explicit search to end. Verdicts need what they needed before: a replayed trace for an
   * explicit UNSAFE, a complete unrestricted search for an explicit SAFE.
   */
  public static VerifyResult run(Program program, VerifyOptions options) {
    Property property = options.property();
    if (property != Property.UNREACH_CALL) {
      return new VerifyResult(CheckResult.unknown(property, UnknownReason.PROPERTY_NOT_SUPPORTED,
          "property " + property.svcompName() + " is not checked by verify", null),
          new Art(GlobalLocation.initial(program)), program);
    }
    ImpactOptions opt = options.impact();
    Duration explicitBudget = options.effectiveExplicitBudget();
    long t0 = System.nanoTime();
    if (explicitBudget.isZero()) return impact(program, opt);
    StopHandle impactStop = new StopHandle();
    java.util.concurrent.atomic.AtomicBoolean impactEnded = new java.util.concurrent.atomic.AtomicBoolean();
    java.util.concurrent.atomic.AtomicInteger deepest = new java.util.concurrent.atomic.AtomicInteger();
    java.util.concurrent.FutureTask<VerifyResult> explicit = new java.util.concurrent.FutureTask<>(() -> {
      Deepening deepening = options.deepening();
      VerifyResult r = explicitSearch(program, opt, explicitBudget, firstRandomSlice(explicitBudget), t0,
          deepening != null);
      if (r == null && deepening != null && !Thread.currentThread().isInterrupted()) {
        r = ThreadBoundDeepening.run(program, opt, deepening, explicitBudget, t0, impactEnded::get, deepest::set);
      }
      if (r != null) impactStop.stop(DECIDED_BY_EXPLORE);
      return r;
    });
    // a large stack: the stateless DPOR engine recurses once per event of an execution
    Thread worker = new Thread(null, explicit, "spindle-explicit-search", WORKER_STACK_BYTES);
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
    VerifyResult early = awaitExplicit(explicit, Math.min(HEAD_START_MS, explicitBudget.toMillis()));
    if (early != null) return early;
    // the value analysis after the head start: small programs the explicit search decides there,
    // with the deadlock it met reported beside SAFE, which the value analysis cannot tell
    if (options.valueAnalysis() && !opt.deadlockIsError()) {
      VerifyResult va = valueAnalysis(program, opt, t0);
      if (va != null) {
        worker.interrupt();
        return va;
      }
      early = awaitExplicit(explicit, 0);
      if (early != null) return early;
    }
    if (ThreadModular.unboundedThreads(program) && !opt.deadlockIsError()) {
      VerifyResult tm = threadModular(program, opt, impactStop, t0);
      if (tm != null) {
        worker.interrupt();
        return tm;
      }
      early = awaitExplicit(explicit, 0);
      if (early != null) return early;
    }
    VerifyResult impact = impact(program, opt.withStop(impactStop)
        .withTimeout(remaining(opt.timeout(), t0)));
    if (impact.result().verdict() != Verdict.UNKNOWN) {
      worker.interrupt(); // its answer is no longer needed
      return impact;
    }
    impactEnded.set(true); // the explicit side's random runs after its budget stop (D52)
    VerifyResult found = awaitExplicit(explicit, Long.MAX_VALUE);
    if (found != null) return found;
    return deepest.get() == 0 ? impact : ThreadBoundDeepening.undecided(impact, deepest.get());
  }

  /**
   * Share of the time left that the thread-modular engine gets: most of it, since on these
   * programs IMPACT cannot prove SAFE (a thread-bound edge is reachable) and the explicit side,
   * which finds their bugs, runs beside it all along.
   */
  static final double THREAD_MODULAR_SHARE = 0.8;

  /**
   * SAFE from thread-modular invariants (D51), or null. Only for programs that create threads
   * beyond a pool's bound: there IMPACT and the explicit side cannot prove SAFE, so the engine
   * runs before IMPACT (the explicit side goes on beside it and finds bugs).
   */
  private static VerifyResult threadModular(Program program, ImpactOptions opt, StopHandle decided,
      long t0) {
    Duration left = remaining(opt.timeout(), t0);
    Duration budget = left == null || left.isZero() ? Duration.ofSeconds(60)
        : Duration.ofMillis((long) (left.toMillis() * THREAD_MODULAR_SHARE));
    ThreadModularResult r;
    try {
      r = ThreadModular.check(program, ThreadModularOptions.DEFAULT.withTimeout(budget),
          stop -> {
            // a stop from outside, or the explicit side's verdict (it stops IMPACT's handle)
            if (opt.stop() != null) opt.stop().onStop(reason -> stop.run());
            decided.onStop(reason -> stop.run());
          });
    } catch (OutOfMemoryError | RuntimeException e) {
      LOG.warning("thread-modular engine stopped: " + e);
      return null;
    }
    LOG.fine(() -> "thread-modular: " + r.outcome() + ", " + r.detail() + ", " + r.stats());
    if (!r.proved()) return null;
    Statistics stats = stats(0, t0).toStatistics();
    return explicitDecision(program, new CheckResult(Verdict.SAFE, Property.UNREACH_CALL,
        Engine.THREAD_MODULAR, null, r.detail(), null, null, ProofArtefacts.NONE, false, stats));
  }

  /** Longest run of the value analysis: a tenth of the time limit, at most this. */
  static final long VALUE_ANALYSIS_MS = 5_000;

  /**
   * SAFE from the thread-modular value analysis (D62), or null. It runs after the explicit side's
   * head start and before the other engines: it takes milliseconds on most programs, and what it
   * proves needs no other engine.
   */
  private static VerifyResult valueAnalysis(Program program, ImpactOptions opt, long t0) {
    long ms = opt.timeout() == null || opt.timeout().isZero() ? VALUE_ANALYSIS_MS
        : Math.min(VALUE_ANALYSIS_MS, opt.timeout().toMillis() / 10);
    ValueAnalysis.Result r;
    try {
      r = ValueAnalysis.check(program, Duration.ofMillis(ms));
    } catch (OutOfMemoryError | RuntimeException e) {
      LOG.warning("value analysis stopped: " + e);
      return null;
    }
    LOG.fine(() -> "value analysis: " + r);
    if (!r.proved()) return null;
    return explicitDecision(program, new CheckResult(Verdict.SAFE, Property.UNREACH_CALL,
        Engine.VALUE_ANALYSIS, null, r.detail(), null, null, ProofArtefacts.NONE, false,
        stats(0, t0).toStatistics()));
  }

  private static VerifyResult impact(Program program, ImpactOptions opt) {
    ImpactResult r = Impact.verify(program, opt);
    return new VerifyResult(ImpactResults.of(program, r, Property.UNREACH_CALL), r.art(), program);
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
  private static VerifyResult awaitExplicit(java.util.concurrent.FutureTask<VerifyResult> explicit,
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
   * programs at once), then a short round of random testing ({@code firstRandom}: {@link
   * #firstRandomSlice} of the budget at the program's own thread bound), then the exhaustive
   * search with the full state limit until a tenth of the budget is left, then random testing to
   * the end (D28). Random runs find bugs in state
   * spaces far beyond the exhaustive search (a long run, or a few ordering constraints among many
   * threads); the exhaustive search keeps almost all of its budget. With {@code deepenEarly}, a
   * search that explored everything but ran into the thread bound ends the work at this bound (a
   * larger bound comes next, D52), whose random runs include every run at this bound (a thread
   * dormant here is one not yet scheduled there).
   */
  static VerifyResult explicitSearch(Program program, ImpactOptions opt, Duration budget, Duration firstRandom,
      long t0, boolean deepenEarly) {
    long start = System.nanoTime();
    long deadline = start + budget.toNanos();
    ExploreOptions base = exploreOptions(opt);
    ExploreResult small = explore(program, base.withMaxStates(FIRST_STATES).withTimeout(budget));
    VerifyResult r = decided(program, opt, small, t0);
    if (r != null) return r;
    // a search that restricted inputs proves nothing for all inputs; DPOR with symbolic inputs
    // may (floating inputs are always restricted there, D53)
    boolean cut = small == null || small.states() >= FIRST_STATES || small.inputsRestricted();
    // the first runs are made even on a busy machine (a quarter of the budget at most): the bugs
    // they find do not depend on the load
    r = randomTesting(program, opt, 1, System.nanoTime() + firstRandom.toNanos(),
        Math.min(deadline, start + budget.toNanos() / 4), FIRST_RANDOM_RUNS, t0);
    if (r != null || Thread.currentThread().isInterrupted()) return r;
    if (deepenEarly && ThreadBoundDeepening.completeUpToBound(program, small)) return null;
    if (cut) {
      // a stateless search with partial-order reduction: a state space too large for the
      // visited set may have few equivalence classes of executions (D41)
      long slice = (deadline - System.nanoTime()) / 3;
      if (slice > 0) {
        DporResult d = dpor(program, opt, Duration.ofNanos(slice));
        r = d == null ? null : decided(program, opt, d, t0);
        if (r != null || Thread.currentThread().isInterrupted()) return r;
        if (deepenEarly && ThreadBoundDeepening.completeUpToBound(program, d)) return null;
      }
      long left = deadline - budget.toNanos() / 10 - System.nanoTime();
      if (left > 0) {
        ExploreResult large = explore(program, base.withTimeout(Duration.ofNanos(left)));
        r = decided(program, opt, large, t0);
        if (r != null || Thread.currentThread().isInterrupted()) return r;
        if (deepenEarly && ThreadBoundDeepening.completeUpToBound(program, large)) return null;
      }
    }
    return randomTesting(program, opt, 2, deadline, t0);
  }

  /** The first round of random testing within {@code budget}: {@link #RANDOM_FIRST_MS}, at most a twentieth. */
  static Duration firstRandomSlice(Duration budget) {
    return Duration.ofNanos(Math.min(RANDOM_FIRST_MS * 1_000_000L, budget.toNanos() / 20));
  }

  /** States of the first, small exhaustive search. */
  static final long FIRST_STATES = 5_000;

  /** Runs of the first round of random testing made even after its time slice (8 cycles). */
  static final int FIRST_RANDOM_RUNS = 48;

  /** Longest first round of random testing (beyond {@link #FIRST_RANDOM_RUNS} runs). */
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
  private static VerifyResult decided(Program program, ImpactOptions opt, ExploreResult e, long t0) {
    if (e == null) return null;
    if (e.verdict() == Verdict.SAFE) return provedSafe(program, opt, e, t0);
    if (e.verdict() != Verdict.UNSAFE || e.counterexample() == null) return null;
    return unsafe(program, opt, e.counterexample(), Engine.EXPLICIT_SEARCH, "the explicit search",
        stats(e.states(), t0));
  }

  /** Longest execution the portfolio's DPOR run explores (longer ones: no SAFE from it, D41). */
  static final int PORTFOLIO_EVENTS = 5_000;

  /** Stack of the explicit side's thread (only reserved address space until used). */
  static final long WORKER_STACK_BYTES = 512L << 20;

  /** The DPOR engine of the portfolio (D41). */
  static final Algorithm DPOR = Algorithm.ODPOR;

  /** The stateful search's options on verify's explicit side. */
  private static ExploreOptions exploreOptions(ImpactOptions opt) {
    return ExploreOptions.DEFAULT.withDeadlockIsError(opt.deadlockIsError());
  }

  /**
   * A definite verdict of the stateful exhaustive search with the full state limit within {@code
   * slice}, or null. After the budget (D55): a search the budget cut by time may end here.
   */
  static VerifyResult exhaustiveRound(Program program, ImpactOptions opt, Duration slice, long t0) {
    return decided(program, opt, explore(program, exploreOptions(opt).withTimeout(slice)), t0);
  }

  /** A definite verdict of {@link #DPOR} within {@code slice}, or null (after the budget, D55). */
  static VerifyResult dporRound(Program program, ImpactOptions opt, Duration slice, long t0) {
    DporResult d = dpor(program, opt, slice);
    return d == null ? null : decided(program, opt, d, t0);
  }

  /** {@link #DPOR} within {@code slice}, or null if it ran out of memory. */
  private static DporResult dpor(Program program, ImpactOptions opt, Duration slice) {
    try {
      return Dpor.explore(program, DporOptions.DEFAULT.withAlgorithm(DPOR).withTimeout(slice).withMaxEvents(PORTFOLIO_EVENTS)
          .withDeadlockIsError(opt.deadlockIsError()), DporProgress.NONE);
    } catch (OutOfMemoryError e) {
      return null;
    }
  }

  /**
   * A definite verdict from a run of {@link #DPOR}, or null. Its SAFE is a proof only when every
   * execution was explored to its end (no execution cut at the event bound, no undefined
   * behaviour or thread bound, no input restricted): then every execution of the program is
   * equivalent to one it ran bit-precisely (D38, D41).
   */
  private static VerifyResult decided(Program program, ImpactOptions opt, DporResult d, long t0) {
    if (d.verdict() == Verdict.UNSAFE && d.counterexample() != null) {
      return unsafe(program, opt, d.counterexample(), Engine.DPOR, DPOR.title(), stats(0, t0));
    }
    if (d.verdict() != Verdict.SAFE || d.inputsRestricted() || d.abortTrace() != null || d.counts().cut() > 0) {
      return null;
    }
    RunResult deadlock = null;
    if (d.deadlock() != null) {
      if (opt.deadlockIsError()) return null;
      deadlock = Replay.replay(program, d.deadlock());
      if (deadlock.outcome().kind() != Outcome.Kind.DEADLOCK) return null;
    }
    CheckResult c = DporResults.of(program, d);
    return explicitDecision(program, new CheckResult(Verdict.SAFE, Property.UNREACH_CALL, Engine.DPOR, null,
        d.reason(), null, deadlock == null ? null : TraceExport.export(program, deadlock), ProofArtefacts.NONE, false,
        c.statistics()));
  }

  /** UNSAFE if a random run reaches the violation (and its trace replays), else null. */
  static VerifyResult randomTesting(Program program, ImpactOptions opt, long seed,
      long deadline, long t0) {
    return randomTesting(program, opt, seed, deadline, deadline, 0, t0);
  }

  /** As above; the first {@code minRuns} runs go on to {@code hardDeadline}. */
  static VerifyResult randomTesting(Program program, ImpactOptions opt, long seed,
      long deadline, long hardDeadline, int minRuns, long t0) {
    RandomTesting.Found f;
    try {
      f = RandomTesting.search(program, seed, deadline, hardDeadline, minRuns, Integer.MAX_VALUE,
          opt.deadlockIsError());
    } catch (OutOfMemoryError | org.spindle.program.UnsupportedFeature e) {
      return null; // only a shortcut
    } catch (RuntimeException e) {
      // an interpreter failure on inputs the exhaustive search never tries: said, not fatal, as
      // IMPACT may still decide
      LOG.warning("random testing stopped: " + e);
      return null;
    }
    if (f == null) return null;
    return unsafe(program, opt, f.run().trace(), Engine.RANDOM_TESTING,
        "random testing, run " + f.runs() + ", " + f.scheduler(), stats(0, t0));
  }

  /** UNSAFE from a trace that replays to the violation, else null. */
  private static VerifyResult unsafe(Program program, ImpactOptions opt, Trace trace, Engine engine,
      String foundBy, ImpactStats stats) {
    RunResult run = Replay.replay(program, trace);
    Outcome.Kind k = run.outcome().kind();
    boolean deadlock = opt.deadlockIsError() && k == Outcome.Kind.DEADLOCK;
    if (k != Outcome.Kind.ERROR && !deadlock) return null;
    String reason = (deadlock ? "deadlock reachable" : "error reachable") + " (found by " + foundBy + ")";
    ExecutionTrace cex = TraceExport.export(program, run);
    return explicitDecision(program, new CheckResult(Verdict.UNSAFE, Property.UNREACH_CALL, engine,
        null, reason, cex, deadlock ? cex : null, ProofArtefacts.NONE, false, stats.toStatistics()));
  }

  /** A verdict of the explicit side: IMPACT built no ART (its root only, for {@code --dot}). */
  private static VerifyResult explicitDecision(Program program, CheckResult r) {
    return new VerifyResult(r, new Art(GlobalLocation.initial(program)), program);
  }

  /**
   * SAFE from a complete explicit search, or null. Explorer says plain SAFE only when nothing was
   * cut (no restricted input, no state limit, no undefined behaviour, no thread bound: D8, D13); the
   * restricted-input check is repeated here because it is what makes the search a proof. Without
   * {@code --deadlock} a deadlock it met is reported beside the verdict, as IMPACT does, after it
   * replays.
   */
  private static VerifyResult provedSafe(Program program, ImpactOptions opt, ExploreResult e, long t0) {
    if (e.inputsRestricted() || e.undefinedTrace() != null) return null;
    RunResult deadlock = null;
    if (e.deadlock() != null) {
      if (opt.deadlockIsError()) return null; // cannot be: a deadlock is then a violation
      deadlock = Replay.replay(program, e.deadlock());
      if (deadlock.outcome().kind() != Outcome.Kind.DEADLOCK) return null;
    }
    return explicitDecision(program, new CheckResult(Verdict.SAFE, Property.UNREACH_CALL,
        Engine.EXPLICIT_SEARCH, null, PROVED_BY_EXPLORE, null,
        deadlock == null ? null : TraceExport.export(program, deadlock), ProofArtefacts.NONE, false,
        stats(e.states(), t0).toStatistics()));
  }

  private static ImpactStats stats(long states, long t0) {
    double seconds = (System.nanoTime() - t0) / 1e9;
    return new ImpactStats(0, 0, 0, 0, 0, 0, 0, 0, new SmtStatistics(), seconds,
        Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory(), states);
  }
}
