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

  /**
   * Does {@code program} create threads beyond a pool's bound (D44)? Then no engine that runs the
   * bounded model proves it SAFE, and this one may.
   */
  public static boolean unboundedThreads(Program program) {
    for (org.spindle.program.ThreadCfa t : program.threads()) {
      for (org.spindle.program.Edge e : t.edges()) {
        if (e.stmt() instanceof org.spindle.program.Stmt.Error err && err.boundReached()
            && !err.what().startsWith(org.spindle.program.Stmt.Error.ALLOCATION_BOUND)) {
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
    Templates templates = Templates.of(program);
    if (templates.refused() != null) {
      return new ThreadModularResult(ThreadModularResult.Outcome.REFUSED, templates.refused(), null,
          ThreadModularResult.Stats.NONE);
    }
    String script;
    HornClauses.Result clauses;
    try (SolverContext z3 = SolverFactory.z3(ShutdownNotifier.createDummy())) {
      ClauseEncoder enc = new ClauseEncoder(program, ProgramFacts.of(program).pointsTo(),
          z3.getFormulaManager());
      clauses = HornClauses.build(program, templates, enc);
      if (clauses.refused() != null) {
        return new ThreadModularResult(ThreadModularResult.Outcome.REFUSED, clauses.refused(), null,
            ThreadModularResult.Stats.NONE);
      }
      List<BooleanFormula> all = new ArrayList<>(clauses.clauses());
      all.addAll(clauses.queries());
      script = HornSolver.script(z3.getFormulaManager(), all);
    }
    LOG.fine(() -> "thread-modular clauses: " + clauses.clauses().size() + " clauses, "
        + clauses.queries().size() + " queries, " + clauses.predicates() + " predicates");
    final String clausesText = script;
    LOG.finest(() -> clausesText);
    HornSolver.Solution s = HornSolver.solve(script, options.timeout(), onStop);
    ThreadModularResult.Stats stats = new ThreadModularResult.Stats(templates.all().size(),
        clauses.predicates(), clauses.clauses().size(), clauses.queries().size(),
        (System.nanoTime() - t0) / 1e9);
    return switch (s.answer()) {
      case SAT -> new ThreadModularResult(ThreadModularResult.Outcome.PROVED,
          "proved by thread-modular invariants for any number of thread instances ("
              + stats.predicates() + " location invariants)", s.model(), stats);
      case UNSAT -> new ThreadModularResult(ThreadModularResult.Outcome.NOT_PROVED,
          "no thread-modular invariant excludes the errors", null, stats);
      case UNKNOWN -> new ThreadModularResult(ThreadModularResult.Outcome.UNKNOWN,
          "the Horn solver gave up: " + s.why(), null, stats);
    };
  }
}
