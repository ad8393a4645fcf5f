package org.spindle.smt;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledFuture;
import org.sosy_lab.common.ShutdownManager;
import org.sosy_lab.common.ShutdownNotifier;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.spindle.program.Program;
import org.spindle.program.analysis.PointsTo;

/**
 * Z3 (LIA) checks over {@link StateFormula}s, cached: entailment (covering), satisfiability, guard
 * entailment (Check_Enabledness: {@code φ ⇒ Guard(R)}) and Hoare triples. Every signed, BOOL or
 * pointer scalar a formula mentions is assumed to lie in its type's range (true of every C state);
 * unsigned ones are unconstrained representatives (D23).
 */
public final class Entailment {
  private record GuardKey(StateFormula phi, Step step) {}

  private record TripleKey(StateFormula pre, Step step, StateFormula post) {}

  private record PathTripleKey(StateFormula pre, List<Step> steps, StateFormula post) {}

  private final Program program;
  private final PointsTo pointsTo;
  private final ShutdownNotifier shutdown;
  private long budgetMs;
  private final OneScalarRefuter oneScalar;
  private final SmtStatistics stats;
  private final Map<List<StateFormula>, Boolean> implications = new BoundedCache<>();
  private final Map<StateFormula, Boolean> sat = new BoundedCache<>();
  private final Map<GuardKey, Boolean> guards = new BoundedCache<>();
  private final Map<TripleKey, Boolean> triples = new BoundedCache<>();
  private final Map<PathTripleKey, Boolean> pathTriples = new BoundedCache<>(20_000);
  /** The Z3 context of the checks, replaced after a check overran its budget. */
  private Session session;

  /**
   * A Z3 context of its own (its shutdown is requested to end one overdue check, which leaves the
   * context unusable), its encoder and renderer, and one prover for all checks, each inside
   * push/pop: a fresh Z3 solver per check costs a few ms, several times the typical check.
   */
  private final class Session {
    final ShutdownManager stopper = ShutdownManager.createWithParent(shutdown);
    final SolverContext ctx = SolverFactory.z3(stopper.getNotifier());
    final PathEncoder encoder = new PathEncoder(program, pointsTo, ctx.getFormulaManager(), Encoding.LIA);
    final StateFormulaRenderer renderer = new StateFormulaRenderer(program, ctx.getFormulaManager());
    final BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
    /** Labels rendered at SsaMap.EMPTY: labels are checked again and again while covering. */
    final Map<StateFormula, StateFormulaRenderer.Rendered> rendered = new BoundedCache<>(20_000);
    ProverEnvironment prover;

    StateFormulaRenderer.Rendered render(StateFormula f) {
      StateFormulaRenderer.Rendered r = rendered.get(f);
      if (r == null) {
        r = renderer.renderWithRanges(f, SsaMap.EMPTY);
        rendered.put(f, r);
      }
      return r;
    }

    void close() {
      try {
        if (prover != null) prover.close();
        ctx.close();
      } catch (RuntimeException e) {
        // an interrupted context may refuse to close cleanly; it is dropped either way
      }
    }
  }

  /** A check as a formula built in the given session (built again after a restart). */
  private interface Query {
    BooleanFormula build(Session s);
  }

  Entailment(Program program, PointsTo pointsTo, ShutdownNotifier shutdown, SmtStatistics stats,
      long budgetMs) {
    this.program = program;
    this.pointsTo = pointsTo;
    this.shutdown = shutdown;
    this.budgetMs = budgetMs;
    this.oneScalar = new OneScalarRefuter(program);
    this.stats = stats;
  }

  /** Does every state satisfying {@code phi} satisfy {@code psi}? */
  public boolean implies(StateFormula phi, StateFormula psi) {
    if (psi.isTrue() || phi.isFalse() || phi.equals(psi)) return true;
    List<StateFormula> key = List.of(phi, psi);
    Boolean cached = implications.get(key);
    if (cached != null) {
      stats.cacheHit(SmtStatistics.Operation.ENTAILMENT);
      return cached;
    }
    if (oneScalar.refutes(phi, psi) && (oneScalar.obviouslySatisfiable(phi) || satisfiable(phi))) {
      // no solver call for the implication (only the cached satisfiability of phi)
      implications.put(key, false);
      return false;
    }
    boolean r = stats.time(SmtStatistics.Operation.ENTAILMENT, () -> unsat(s -> {
      StateFormulaRenderer.Rendered a = s.render(phi);
      StateFormulaRenderer.Rendered b = s.render(psi);
      return s.bmgr.and(a.body(), a.ranges(), b.ranges(), s.bmgr.not(b.body()));
    }));
    implications.put(key, r);
    return r;
  }

  public boolean satisfiable(StateFormula phi) {
    if (phi.isTrue()) return true;
    if (phi.isFalse()) return false;
    Boolean cached = sat.get(phi);
    if (cached != null) {
      stats.cacheHit(SmtStatistics.Operation.SATISFIABLE);
      return cached;
    }
    boolean r = stats.time(SmtStatistics.Operation.SATISFIABLE, () -> !unsat(s -> {
      StateFormulaRenderer.Rendered a = s.render(phi);
      return s.bmgr.and(a.body(), a.ranges());
    }));
    sat.put(phi, r);
    return r;
  }

  /** {@code φ ⇒ Guard(step)}: the step is enabled in every state satisfying φ. */
  public boolean entailsGuard(StateFormula phi, Step step) {
    GuardKey key = new GuardKey(phi, step);
    Boolean cached = guards.get(key);
    if (cached != null) {
      stats.cacheHit(SmtStatistics.Operation.GUARD);
      return cached;
    }
    boolean r = stats.time(SmtStatistics.Operation.GUARD, () -> unsat(s -> {
      PathFormula p = s.encoder.fromState(SsaMap.EMPTY, phi, List.of(step));
      Transition t = p.transitions().get(0);
      return s.bmgr.and(p.start(), t.definitions(), s.bmgr.not(t.guard()));
    }));
    guards.put(key, r);
    return r;
  }

  /** {@code {pre} step {post}}: every successor of a pre-state by the step satisfies post. */
  public boolean hoare(StateFormula pre, Step step, StateFormula post) {
    if (post.isTrue()) return true;
    TripleKey key = new TripleKey(pre, step, post);
    Boolean cached = triples.get(key);
    if (cached != null) {
      stats.cacheHit(SmtStatistics.Operation.ENTAILMENT);
      return cached;
    }
    boolean r = stats.time(SmtStatistics.Operation.ENTAILMENT, () -> unsat(s -> {
      PathFormula p = s.encoder.fromState(SsaMap.EMPTY, pre, List.of(step));
      StateFormulaRenderer.Rendered q = s.renderer.renderWithRanges(post, p.finalSsa());
      return s.bmgr.and(p.formula(s.bmgr), q.ranges(), s.bmgr.not(q.body()));
    }));
    triples.put(key, r);
    return r;
  }

  /**
   * {@code {pre} steps {post}} for a path (cached: force cover asks the same triple again when it
   * re-examines a node): a cheap Z3 filter before asking the interpolating solver for a proof.
   */
  public boolean hoare(StateFormula pre, List<Step> steps, StateFormula post) {
    if (post.isTrue()) return true;
    PathTripleKey key = new PathTripleKey(pre, List.copyOf(steps), post);
    Boolean cached = pathTriples.get(key);
    if (cached != null) {
      stats.cacheHit(SmtStatistics.Operation.ENTAILMENT);
      return cached;
    }
    boolean r = stats.time(SmtStatistics.Operation.ENTAILMENT, () -> unsat(s -> {
      PathEncoder.Triple t = s.encoder.triple(pre, steps, post);
      return s.bmgr.and(t.path().formula(s.bmgr), t.notPost());
    }));
    pathTriples.put(key, r);
    return r;
  }

  /**
   * {@code {pre} steps {Guard(blocked)}}: after the path from any state satisfying pre (from the
   * initial state if pre is null), {@code blocked} is enabled. The Z3 answer to the question of
   * {@link Interpolation#interpolateEnabled(StateFormula, List, Step)}: a cheap filter before
   * asking the interpolating solver for a proof, far cheaper when the answer is no.
   */
  public boolean entailsGuardAfter(StateFormula pre, List<Step> steps, Step blocked) {
    List<Step> all = new java.util.ArrayList<>(steps);
    all.add(blocked);
    // post null marks "the last step's guard" in the path-triple cache (pre null: initial state)
    PathTripleKey key = new PathTripleKey(pre, List.copyOf(all), null);
    Boolean cached = pathTriples.get(key);
    if (cached != null) {
      stats.cacheHit(SmtStatistics.Operation.GUARD);
      return cached;
    }
    boolean r = stats.time(SmtStatistics.Operation.GUARD, () -> unsat(s -> {
      PathFormula p = pre == null ? s.encoder.fromInitial(all) : s.encoder.fromState(SsaMap.EMPTY, pre, all);
      List<BooleanFormula> parts = p.conjuncts(s.bmgr);
      Transition last = p.transitions().get(p.length() - 1);
      parts.set(parts.size() - 1, s.bmgr.and(last.definitions(), s.bmgr.not(last.guard())));
      return s.bmgr.and(parts);
    }));
    pathTriples.put(key, r);
    return r;
  }

  /** Changes the budget of later checks (milliseconds, 0 for none); for tests. */
  void budgetMs(long ms) {
    this.budgetMs = ms;
  }

  /** Closes the checks' Z3 context. */
  void close() {
    if (session != null) session.close();
    session = null;
  }

  /**
   * Is the query unsatisfiable? A check that runs longer than the budget is interrupted and asked
   * again in a fresh context: Z3's incremental solver can get stuck after many checks on a label
   * with integer division (an interpolant of modular arithmetic) that a fresh solver answers in
   * milliseconds. If the second try overruns too, the answer is "not proved" (false), which is
   * the conservative side for every caller: no covering, no enabledness claim, no refutation,
   * and "satisfiable".
   */
  private boolean unsat(Query q) {
    if (session != null && session.stopper.getNotifier().shouldShutdown() && !shutdown.shouldShutdown()) {
      // an alarm that went off just after its check had ended
      session.close();
      session = null;
    }
    for (int attempt = 0; attempt < 2; attempt++) {
      if (session == null) session = new Session();
      Boolean r = check(session, q);
      if (r != null) return r;
      session.close();
      session = null;
      stats.checkOverBudget();
    }
    return false;
  }

  /** The check in one session; null if it overran its budget (the session is then unusable). */
  private Boolean check(Session s, Query q) {
    BooleanFormula f = q.build(s);
    if (s.prover == null) s.prover = s.ctx.newProverEnvironment();
    ScheduledFuture<?> alarm = budgetMs <= 0 ? null
        : BudgetTimer.schedule(() -> s.stopper.requestShutdown("entailment check budget"), budgetMs);
    boolean pushed = false;
    try {
      s.prover.push(f);
      pushed = true;
      return s.prover.isUnsat();
    } catch (InterruptedException e) {
      if (shutdown.shouldShutdown()) throw new SolverException("entailment check stopped: time limit", e);
      return null;
    } catch (org.sosy_lab.java_smt.api.SolverException e) {
      if (s.stopper.getNotifier().shouldShutdown() && !shutdown.shouldShutdown()) return null;
      throw new SolverException("entailment check failed: " + e.getMessage(), e);
    } finally {
      if (alarm != null) alarm.cancel(false);
      if (pushed && !s.stopper.getNotifier().shouldShutdown()) popOrDrop(s);
    }
  }

  /** Pops the check's frame; if that is impossible, the next check gets a fresh prover. */
  private static void popOrDrop(Session s) {
    try {
      s.prover.pop();
    } catch (RuntimeException e) {
      try {
        s.prover.close();
      } catch (RuntimeException ignored) {
        // already unusable
      }
      s.prover = null;
    }
  }
}
