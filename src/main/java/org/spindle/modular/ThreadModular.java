package org.spindle.modular;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.logging.Logger;
import org.sosy_lab.common.ShutdownNotifier;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.SolverContext;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.smt.ClauseEncoder;
import org.spindle.smt.SolverFactory;

/**
 * Thread-modular proofs for any number of thread instances (issue 17 §2, D51): builds the Horn
 * clauses of {@link HornClauses} for the templates of {@link Templates} and asks Spacer for a
 * model. A model is a proof that no error, no undefined behaviour and no allocation beyond its
 * bound is reachable with any number of instances of every template (and so for the program,
 * whose instances are among them). No model proves nothing: the abstraction keeps one instance's
 * locals at a time, so the engine never answers UNSAFE.
 */
public final class ThreadModular {
  private static final Logger LOG = Logger.getLogger(ThreadModular.class.getName());

  private ThreadModular() {}

  /** Time for finding which query no invariant excludes (a diagnosis only). */
  static final java.time.Duration CULPRIT_BUDGET = java.time.Duration.ofSeconds(2);

  /**
   * The first query that is derivable alone (each asked within {@link #CULPRIT_BUDGET}), for the
   * user: which error or undefined behaviour the abstraction cannot exclude.
   */
  private static String culprit(HornSolver.Script script, List<String> names, Consumer<Runnable> onStop,
      long before) {
    long deadline = Math.min(before, System.nanoTime() + CULPRIT_BUDGET.toNanos() * 3);
    for (int q = 0; q < names.size() && System.nanoTime() < deadline; q++) {
      HornSolver.Solution s = HornSolver.solve(script.only(q), CULPRIT_BUDGET, onStop);
      if (s.answer() == HornSolver.Answer.UNSAT) return names.get(q);
    }
    return "the errors";
  }

  /**
   * Does {@code program} create threads beyond a pool's bound (D44)? Then no engine that runs the
   * bounded model proves it SAFE, and this one may.
   */
  public static boolean unboundedThreads(Program program) {
    for (org.spindle.program.ThreadCfa t : program.threads()) {
      for (org.spindle.program.Edge e : t.edges()) {
        if (e.stmt() instanceof org.spindle.program.Stmt.Error err && err.isThreadBound()) {
          return true;
        }
      }
    }
    return false;
  }

  /** Checks {@code program}; {@code onStop} receives a runnable that stops the solver. */
  public static ThreadModularResult check(Program program, ThreadModularOptions options,
      Consumer<Runnable> onStop) {
    long t0 = System.nanoTime();
    long deadline = options.timeout() == null || options.timeout().isZero() ? Long.MAX_VALUE
        : t0 + options.timeout().toNanos();
    Stopper stopper = new Stopper();
    if (onStop != null) onStop.accept(stopper::stop);
    onStop = stopper::attach;
    Templates templates = Templates.of(program);
    if (templates.refused() != null) {
      return new ThreadModularResult(ThreadModularResult.Outcome.REFUSED, templates.refused(), null,
          ThreadModularResult.Stats.NONE);
    }
    // Level 1 first (the smallest clauses), errors and undefined behaviour apart (smaller query
    // sets; a query unreachable in any over-approximation is unreachable). The errors first with
    // relaxed loop exits: a creation loop `for (i = 0; i < 10000; i++)` need not be unrolled by
    // the solver; without them if that fails. Counters last: a ghost per location of every
    // replicated template in every predicate.
    HornClauses.Variant relaxed = new HornClauses.Variant(false, true, true, false);
    ThreadModularResult errors = attempt(program, templates, relaxed, share(deadline, 3), onStop, t0);
    if (errors.outcome() == ThreadModularResult.Outcome.REFUSED) return errors;
    if (!errors.proved() && errors.stats().relaxedExits() > 0 && !stopper.stopped()) {
      errors = attempt(program, templates, new HornClauses.Variant(false, false, true, false),
          share(deadline, 2), onStop, t0);
    }
    if (errors.proved() && !stopper.stopped()) {
      ThreadModularResult undefined = attempt(program, templates,
          new HornClauses.Variant(false, false, false, true), share(deadline, 2), onStop, t0);
      if (undefined.proved()) {
        String how = errors.stats().relaxedExits() > 0 ? "; errors with loop exits relaxed" : "";
        return new ThreadModularResult(ThreadModularResult.Outcome.PROVED, errors.detail() + how,
            errors.invariants() + "\n" + undefined.invariants(), undefined.stats());
      }
      errors = undefined;
    }
    if (System.nanoTime() >= deadline || stopper.stopped()) return errors;
    ThreadModularResult counted = attempt(program, templates,
        new HornClauses.Variant(true, false, true, true), deadline, onStop, t0);
    return counted.outcome() == ThreadModularResult.Outcome.REFUSED ? errors : counted;
  }

  /**
   * A stop from outside, for all attempts: once stopped, the running solver is interrupted and no
   * further attempt starts.
   */
  private static final class Stopper {
    private boolean stopped;
    private Runnable current;

    synchronized void stop() {
      stopped = true;
      if (current != null) current.run();
    }

    /** The solver about to run registers its interrupt here (run at once if already stopped). */
    synchronized void attach(Runnable interrupt) {
      current = interrupt;
      if (stopped) interrupt.run();
    }

    synchronized boolean stopped() {
      return stopped;
    }
  }

  /** A deadline {@code 1/parts} of the time left before {@code deadline}. */
  private static long share(long deadline, int parts) {
    if (deadline == Long.MAX_VALUE) return deadline;
    long now = System.nanoTime();
    return now + Math.max(0, deadline - now) / parts;
  }

  private static ThreadModularResult attempt(Program program, Templates templates,
      HornClauses.Variant variant, long deadline, Consumer<Runnable> onStop, long t0) {
    boolean counting = variant.counting();
    HornSolver.Script script;
    HornClauses.Result clauses;
    try (SolverContext z3 = SolverFactory.z3(ShutdownNotifier.createDummy())) {
      ClauseEncoder enc = new ClauseEncoder(program, ProgramFacts.of(program).pointsTo(),
          z3.getFormulaManager());
      clauses = HornClauses.build(program, templates, enc, variant);
      if (clauses.refused() != null) {
        return new ThreadModularResult(ThreadModularResult.Outcome.REFUSED, clauses.refused(), null,
            ThreadModularResult.Stats.NONE);
      }
      script = HornSolver.script(z3.getFormulaManager(), clauses.clauses(), clauses.queries());
    }
    LOG.fine(() -> "thread-modular clauses " + variant + ": "
        + clauses.clauses().size() + " clauses, " + clauses.queries().size() + " queries, "
        + clauses.predicates() + " predicates");
    final String clausesText = script.all();
    LOG.finest(() -> clausesText);
    java.time.Duration left = deadline == Long.MAX_VALUE ? null
        : java.time.Duration.ofNanos(Math.max(1_000_000, deadline - System.nanoTime()));
    // no query: nothing to exclude, every predicate true is a model (no solver call)
    HornSolver.Solution s = clauses.queries().isEmpty() ? new HornSolver.Solution(HornSolver.Answer.SAT, "", null)
        : HornSolver.solve(clausesText, left, onStop);
    LOG.fine(() -> "thread-modular " + variant + ": " + s.answer() + " after "
        + (System.nanoTime() - t0) / 1_000_000 + " ms");
    ThreadModularResult.Stats stats = new ThreadModularResult.Stats(templates.all().size(),
        clauses.predicates(), clauses.clauses().size(), clauses.queries().size(),
        clauses.relaxedExits(), (System.nanoTime() - t0) / 1e9);
    String how = counting ? " with location counters" : "";
    return switch (s.answer()) {
      case SAT -> new ThreadModularResult(ThreadModularResult.Outcome.PROVED,
          "proved by thread-modular invariants" + how + " for any number of thread instances ("
              + stats.predicates() + " location invariants)", s.model(), stats);
      case UNSAT -> new ThreadModularResult(ThreadModularResult.Outcome.NOT_PROVED,
          "no thread-modular invariant" + how + " excludes "
              + (counting ? culprit(script, clauses.queryNames(), onStop, deadline) : "the errors"), null, stats);
      case UNKNOWN -> new ThreadModularResult(ThreadModularResult.Outcome.UNKNOWN,
          "the Horn solver gave up" + how + ": " + s.why(), null, stats);
    };
  }
}
