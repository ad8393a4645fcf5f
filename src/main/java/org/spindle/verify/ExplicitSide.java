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
import org.spindle.explore.RandomTesting;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.Trace;
import org.spindle.interp.TraceExport;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactStats;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Property;
import org.spindle.report.Verdict;
import org.spindle.smt.SmtStatistics;

/**
 * Verify's explicit side (D17, D28, D41, D55): the small and the full stateful search, Optimal-DPOR
 * rounds and random testing, each turned into a definite verdict only when it is one: an UNSAFE
 * whose trace replays to the violation, a SAFE from a search that covered every execution with no
 * input restricted, no undefined behaviour and no thread bound. {@link Portfolio} runs it beside
 * IMPACT; {@link ThreadBoundDeepening} goes on with it after the budget.
 */
final class ExplicitSide {
  private static final Logger LOG = Logger.getLogger(ExplicitSide.class.getName());

  private ExplicitSide() {}

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
  static VerifyResult explicitDecision(Program program, CheckResult r) {
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
        Engine.EXPLICIT_SEARCH, null, Portfolio.PROVED_BY_EXPLORE, null,
        deadlock == null ? null : TraceExport.export(program, deadlock), ProofArtefacts.NONE, false,
        stats(e.states(), t0).toStatistics()));
  }

  static ImpactStats stats(long states, long t0) {
    double seconds = (System.nanoTime() - t0) / 1e9;
    return new ImpactStats(0, 0, 0, 0, 0, 0, 0, 0, new SmtStatistics(), seconds,
        Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory(), states);
  }
}
