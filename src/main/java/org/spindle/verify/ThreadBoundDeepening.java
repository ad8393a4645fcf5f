package org.spindle.verify;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.logging.Logger;
import org.spindle.dpor.DporResult;
import org.spindle.explore.ExploreResult;
import org.spindle.impact.ImpactOptions;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Replay;
import org.spindle.interp.State;
import org.spindle.interp.Trace;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.report.CheckResult;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * The explicit side of {@code verify} after its budget, while IMPACT has not decided (D52). A
 * program with thread pools (D13) is lowered again with one instance per pool first ({@link
 * #singleInstances}), then with a doubled thread bound, up to {@link
 * Deepening#maxBound}, and the explicit side runs there ({@link ExplicitSide#explicitSearch}) with a
 * third of the time left, at least the explicit budget, or until a search there was complete but
 * for the bound; then random runs on the deepest program go on until the time limit or
 * until IMPACT ends. A program without pools gets the random runs only.
 *
 * <p>Why its verdicts stand: the program at bound K is exact for every run that creates at most K
 * threads at each pool, and a run that creates more is, up to its dormant threads, a real run
 * (D44). So an error reached at any bound is real; its counterexample is replayed on the program at
 * that bound before it counts, and the result says which program it is about. A SAFE needs what it
 * needs at the original bound: a complete search with no input restricted, no undefined behaviour
 * and no thread created beyond the bound in any run. Then every run of the real program is a run
 * of the program at K (a real run creating a (K+1)-th thread at some pool would, up to that
 * creation, be a run of the model that takes the bound edge), and all of them were explored: a
 * proof for the program, not only for the bound.
 */
final class ThreadBoundDeepening {
  private static final Logger LOG = Logger.getLogger(ThreadBoundDeepening.class.getName());

  /** The work after the budget ends this long before the time limit. */
  static final long MARGIN_MS = 2000;

  /** Random runs after the budget come in slices this long, so that IMPACT's end stops them soon. */
  static final long RANDOM_SLICE_MS = 500;

  /** The first round of random runs at a larger bound takes this share of its budget (1/10). */
  static final int RANDOM_SHARE = 10;

  /** The shortest budget worth a search at a larger bound. */
  static final long MIN_LEVEL_MS = 500;

  private ThreadBoundDeepening() {}

  /**
   * A definite verdict found after the explicit budget, or null. {@code levelBudget}: the least
   * budget of the explicit side at a larger bound; {@code impactEnded}: whether IMPACT has ended (the
   * random runs then stop); {@code deepest} is told each bound searched.
   */
  static VerifyResult run(Program program, ImpactOptions opt, Deepening d, Duration levelBudget,
      long t0, BooleanSupplier impactEnded, IntConsumer deepest) {
    long deadline = deadline(opt.timeout(), t0);
    Program p = program;
    int k = d.bound();
    if (k > 1 && d.maxBound() > k && hasThreadPool(p)) { // other bounds allowed at all
      VerifyResult r = singleInstances(opt, d, levelBudget, deadline, t0);
      if (r != null || Thread.currentThread().isInterrupted()) return r;
    }
    for (int next = d.next(k); next > 0 && hasThreadPool(p); next = d.next(k)) {
      long left = deadline - System.nanoTime();
      if (left < MIN_LEVEL_MS * 1_000_000L || Thread.currentThread().isInterrupted()) return null;
      Program deeper = relower(d, next);
      if (deeper == null) break;
      p = deeper;
      k = next;
      deepest.accept(k);
      // a third of what is left, at least the explicit budget: a search at the next bound is
      // larger, and the first larger bounds are the likeliest to decide
      Duration budget = Duration.ofNanos(Math.min(left, Math.max(levelBudget.toNanos(), left / 3)));
      // random runs first get a tenth: behind many threads they find more than the exhaustive
      // search, whose state space grows exponentially with the bound
      VerifyResult r = ExplicitSide.explicitSearch(p, opt, budget, budget.dividedBy(RANDOM_SHARE), t0, true);
      if (r != null) return atBound(r, k, d.bound());
      int searched = k;
      LOG.fine(() -> "thread bound " + searched + ": no verdict of the explicit search");
    }
    long[] seed = {3};
    if (!hasThreadPool(p)) {
      // No larger bound to try: random runs for an eighth of what is left (the bugs they find
      // may take seconds under load, workstealqueue_mutex-1), then the stateful search again with
      // up to 40% of the rest (the budget's slice held 5 s of it at most; it ends at its state
      // limit: pthread-divine/ring_2w1r-1 needs 731,035 states, 3.5 s alone, 10-20 s under load),
      // then the stateless search for most of the rest (the core is otherwise idle beside IMPACT):
      // with symbolic inputs its complete exploration is a proof for all inputs where the budget's
      // short slice was not enough (pthread/stack-1: 15 s alone, about 30 s beside another job).
      // D55.
      long left = deadline - System.nanoTime();
      VerifyResult r = randomRuns(p, opt, System.nanoTime() + left / 8, seed, impactEnded, t0);
      if (r != null || Thread.currentThread().isInterrupted()) return r;
      left = deadline - System.nanoTime();
      if (left > MIN_LEVEL_MS * 1_000_000L && !impactEnded.getAsBoolean()) {
        r = ExplicitSide.exhaustiveRound(p, opt, Duration.ofNanos(left * 40 / 100), t0);
        if (r != null || Thread.currentThread().isInterrupted()) return r;
      }
      left = deadline - System.nanoTime();
      if (left > MIN_LEVEL_MS * 1_000_000L && !impactEnded.getAsBoolean()) {
        r = ExplicitSide.dporRound(p, opt, Duration.ofNanos(left * 85 / 100), t0);
        if (r != null || Thread.currentThread().isInterrupted()) return r;
      }
    }
    VerifyResult r = randomRuns(p, opt, deadline, seed, impactEnded, t0);
    return r == null || k == d.bound() ? r : atBound(r, k, d.bound());
  }

  /** Bound of the first level: one instance per pool. */
  static final int SMALLEST_BOUND = 1;

  /**
   * The stateful search at one instance per pool, with a quarter of the time left (at least the
   * explicit budget). Many bugs need one thread of each kind, and the state space there is far
   * smaller: behind a loop of 10,000 creations (goblint's race_reach tasks) the search at bound 3
   * branches among the pool's instances at every iteration, at bound 1 it hardly branches. An error
   * here is real (the threads beyond the bound are dormant, D44), a SAFE needs a complete search in
   * which no run creates a second instance at any pool, as at every bound.
   */
  private static VerifyResult singleInstances(ImpactOptions opt, Deepening d, Duration levelBudget, long deadline,
      long t0) {
    long left = deadline - System.nanoTime();
    if (left < MIN_LEVEL_MS * 1_000_000L) return null;
    Program one = relower(d, SMALLEST_BOUND);
    if (one == null) return null;
    Duration budget = Duration.ofNanos(Math.min(left, Math.max(levelBudget.toNanos(), left / 4)));
    // the stateful search alone: random runs and DPOR had their turn at the program's bound, and
    // the runs behind long creation loops are too long for both
    VerifyResult r = ExplicitSide.exhaustiveRound(one, opt, budget, t0);
    if (r == null) {
      LOG.fine(() -> "thread bound " + SMALLEST_BOUND + ": no verdict of the explicit search");
      return null;
    }
    return atBound(r, SMALLEST_BOUND, d.bound());
  }

  /** Random runs in slices until {@code until} or IMPACT's end; {@code seed} goes on counting. */
  private static VerifyResult randomRuns(Program p, ImpactOptions opt, long until, long[] seed,
      BooleanSupplier impactEnded, long t0) {
    for (; !impactEnded.getAsBoolean() && !Thread.currentThread().isInterrupted(); seed[0]++) {
      long now = System.nanoTime();
      if (until - now <= 0) return null;
      VerifyResult r = ExplicitSide.randomTesting(p, opt, seed[0], Math.min(until, now + RANDOM_SLICE_MS * 1_000_000L), t0);
      if (r != null) return r;
    }
    return null;
  }

  /** The program at bound {@code k}, or null if it cannot be lowered (said, not fatal). */
  private static Program relower(Deepening d, int k) {
    try {
      return d.relower().apply(k);
    } catch (RuntimeException | OutOfMemoryError e) {
      LOG.warning("thread bound " + k + " not tried: " + e.getMessage());
      return null;
    }
  }

  /** The end of the work after the budget: {@link #MARGIN_MS} before the limit (none: never). */
  private static long deadline(Duration timeout, long t0) {
    if (timeout == null || timeout.isZero()) return Long.MAX_VALUE;
    return t0 + timeout.toNanos() - MARGIN_MS * 1_000_000L;
  }

  /** The verdict found at bound {@code k}, saying so in its reason and statistics. */
  static VerifyResult atBound(VerifyResult r, int k, int from) {
    CheckResult c = r.result();
    String how = k > from ? "deepened from " + from : "the program's bound being " + from;
    String at = c.verdict() == Verdict.SAFE
        ? " at --thread-bound " + k + " (" + how + "), which no run exceeds"
        : " (at --thread-bound " + k + ", " + how + ")";
    CheckResult withBound = new CheckResult(c.verdict(), c.property(), c.decidedBy(), c.unknownReason(),
        c.detail() + at, c.counterexample(), c.deadlock(), c.proof(), c.inputsRestricted(),
        c.statistics().with("threadBound", k));
    return new VerifyResult(withBound, r.art(), r.program());
  }

  /** IMPACT's undecided result, saying how deep the explicit side searched in vain. */
  static VerifyResult undecided(VerifyResult impact, int deepest) {
    CheckResult c = impact.result();
    if (c.verdict() != Verdict.UNKNOWN) return impact;
    CheckResult said = new CheckResult(c.verdict(), c.property(), c.decidedBy(), c.unknownReason(),
        c.detail() + "; the explicit search at thread bounds up to " + deepest + " found no verdict either",
        c.counterexample(), c.deadlock(), c.proof(), c.inputsRestricted(), c.statistics().with("threadBound", deepest));
    return new VerifyResult(said, impact.art(), impact.program());
  }

  /** True if the state after {@code trace} has a thread created beyond its pool's bound. */
  static boolean beyondBound(Program p, Trace trace) {
    if (trace == null) return false;
    State s = Replay.stateAfter(new Interpreter(p), trace);
    return s != null && s.dormantCreation() != null && s.dormantCreation().stmt() instanceof Stmt.Error e
        && e.isThreadBound();
  }

  /**
   * True if the exhaustive search explored every state (for its inputs) and stopped short of SAFE
   * only because a run creates a thread beyond the bound.
   */
  static boolean completeUpToBound(Program p, ExploreResult e) {
    return e != null && e.unknownReason() == UnknownReason.THREAD_BOUND && beyondBound(p, e.undefinedTrace());
  }

  /** As {@link #completeUpToBound(Program, ExploreResult)} for a DPOR run: no execution cut. */
  static boolean completeUpToBound(Program p, DporResult d) {
    return d != null && d.unknownReason() == UnknownReason.THREAD_BOUND && d.counts().cut() == 0
        && beyondBound(p, d.abortTrace());
  }

  /** True if some create site of {@code p} is a thread pool (has a thread-bound edge). */
  static boolean hasThreadPool(Program p) {
    for (ThreadCfa t : p.threads()) {
      for (Edge e : t.edges()) {
        if (e.stmt() instanceof Stmt.Error x && x.isThreadBound()) return true;
      }
    }
    return false;
  }
}
