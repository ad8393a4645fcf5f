package org.spindle.verify;

import java.time.Duration;
import java.util.logging.Logger;
import org.spindle.art.Art;
import org.spindle.art.GlobalLocation;
import org.spindle.modular.ThreadModular;
import org.spindle.modular.ThreadModularOptions;
import org.spindle.modular.ThreadModularResult;
import org.spindle.modular.ValueAnalysis;
import org.spindle.report.Statistics;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.impact.StopHandle;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Property;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

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
      VerifyResult r = ExplicitSide.explicitSearch(program, opt, explicitBudget, ExplicitSide.firstRandomSlice(explicitBudget), t0,
          deepening != null);
      if (r == null && deepening != null && !Thread.currentThread().isInterrupted()) {
        r = ThreadBoundDeepening.run(program, opt, deepening, explicitBudget, t0, impactEnded::get, deepest::set);
      }
      if (r != null) impactStop.stop(DECIDED_BY_EXPLORE);
      return r;
    });
    // a large stack: the stateless DPOR engine recurses once per event of an execution
    Thread worker = new Thread(null, explicit, "spindle-explicit-search", ExplicitSide.WORKER_STACK_BYTES);
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
      // on its own thread: building its clauses may take seconds, and an explicit verdict found
      // meanwhile must not wait for it (the interrupt stops the building, impactStop the solver)
      java.util.concurrent.FutureTask<VerifyResult> modular =
          new java.util.concurrent.FutureTask<>(() -> threadModular(program, opt, impactStop, t0));
      Thread tmThread = new Thread(modular, "spindle-thread-modular");
      tmThread.setDaemon(true);
      tmThread.start();
      while (!modular.isDone()) {
        early = awaitExplicit(explicit, explicit.isDone() ? 0 : AWAIT_SLICE_MS);
        if (early != null) {
          tmThread.interrupt();
          return early;
        }
        if (explicit.isDone()) break; // no verdict there: wait for the engine
      }
      VerifyResult tm = awaitExplicit(modular, Long.MAX_VALUE);
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
    Statistics stats = ExplicitSide.stats(0, t0).toStatistics();
    return ExplicitSide.explicitDecision(program, new CheckResult(Verdict.SAFE, Property.UNREACH_CALL,
        Engine.THREAD_MODULAR, null, r.detail(), null, null, ProofArtefacts.NONE, false, stats));
  }

  /** How often the portfolio looks at the explicit side while the thread-modular engine runs. */
  static final long AWAIT_SLICE_MS = 50;

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
    return ExplicitSide.explicitDecision(program, new CheckResult(Verdict.SAFE, Property.UNREACH_CALL,
        Engine.VALUE_ANALYSIS, null, r.detail(), null, null, ProofArtefacts.NONE, false,
        ExplicitSide.stats(0, t0).toStatistics()));
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

  /** The task's result if it ended within {@code millis} (null: undecided or still running). */
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
}
