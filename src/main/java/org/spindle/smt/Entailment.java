package org.spindle.smt;

import java.util.List;
import java.util.Map;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.spindle.program.Program;

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

  private final SolverContext ctx;
  private final PathEncoder encoder;
  private final StateFormulaRenderer renderer;
  private final OneScalarRefuter oneScalar;
  private final SmtStatistics stats;
  private final BooleanFormulaManager bmgr;
  private final Map<List<StateFormula>, Boolean> implications = new BoundedCache<>();
  private final Map<StateFormula, Boolean> sat = new BoundedCache<>();
  private final Map<GuardKey, Boolean> guards = new BoundedCache<>();
  private final Map<TripleKey, Boolean> triples = new BoundedCache<>();
  private final Map<PathTripleKey, Boolean> pathTriples = new BoundedCache<>(20_000);
  /** Labels rendered at SsaMap.EMPTY: labels are checked again and again while covering. */
  private final Map<StateFormula, StateFormulaRenderer.Rendered> rendered = new BoundedCache<>(20_000);
  /**
   * One prover for all checks, each inside push/pop: creating a Z3 solver per check cost ~10 ms,
   * far more than the checks themselves. Created lazily, closed with the context.
   */
  private ProverEnvironment prover;

  Entailment(Program program, SolverContext ctx, PathEncoder encoder, SmtStatistics stats) {
    this.ctx = ctx;
    this.encoder = encoder;
    this.renderer = new StateFormulaRenderer(program, ctx.getFormulaManager());
    this.oneScalar = new OneScalarRefuter(program);
    this.stats = stats;
    this.bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
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
    boolean r = stats.time(SmtStatistics.Operation.ENTAILMENT, () -> {
      StateFormulaRenderer.Rendered a = render(phi);
      StateFormulaRenderer.Rendered b = render(psi);
      return unsat(bmgr.and(a.body(), a.ranges(), b.ranges(), bmgr.not(b.body())));
    });
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
    boolean r = stats.time(SmtStatistics.Operation.SATISFIABLE,
        () -> {
          StateFormulaRenderer.Rendered a = render(phi);
          return !unsat(bmgr.and(a.body(), a.ranges()));
        });
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
    boolean r = stats.time(SmtStatistics.Operation.GUARD, () -> {
      PathFormula p = encoder.fromState(SsaMap.EMPTY, phi, List.of(step));
      Transition t = p.transitions().get(0);
      return unsat(bmgr.and(p.start(), t.definitions(), bmgr.not(t.guard())));
    });
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
    boolean r = stats.time(SmtStatistics.Operation.ENTAILMENT, () -> {
      PathFormula p = encoder.fromState(SsaMap.EMPTY, pre, List.of(step));
      StateFormulaRenderer.Rendered q = renderer.renderWithRanges(post, p.finalSsa());
      return unsat(bmgr.and(p.formula(bmgr), q.ranges(), bmgr.not(q.body())));
    });
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
    boolean r = stats.time(SmtStatistics.Operation.ENTAILMENT, () -> {
      PathEncoder.Triple t = encoder.triple(pre, steps, post);
      return unsat(bmgr.and(t.path().formula(bmgr), t.notPost()));
    });
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
    boolean r = stats.time(SmtStatistics.Operation.GUARD, () -> {
      PathFormula p = pre == null ? encoder.fromInitial(all) : encoder.fromState(SsaMap.EMPTY, pre, all);
      List<BooleanFormula> parts = p.conjuncts(bmgr);
      Transition last = p.transitions().get(p.length() - 1);
      parts.set(parts.size() - 1, bmgr.and(last.definitions(), bmgr.not(last.guard())));
      return unsat(bmgr.and(parts));
    });
    pathTriples.put(key, r);
    return r;
  }

  /** Releases the shared prover (before the context is closed). */
  void close() {
    if (prover != null) prover.close();
    prover = null;
  }

  private StateFormulaRenderer.Rendered render(StateFormula f) {
    StateFormulaRenderer.Rendered r = rendered.get(f);
    if (r == null) {
      r = renderer.renderWithRanges(f, SsaMap.EMPTY);
      rendered.put(f, r);
    }
    return r;
  }

  private boolean unsat(BooleanFormula f) {
    if (prover == null) prover = ctx.newProverEnvironment();
    boolean pushed = false;
    try {
      prover.push(f);
      pushed = true;
      return prover.isUnsat();
    } catch (org.sosy_lab.java_smt.api.SolverException | InterruptedException e) {
      throw new SolverException("entailment check failed: " + e.getMessage(), e);
    } finally {
      resetAfter(pushed);
    }
  }

  /** Pops the check's frame; if that is impossible (interrupted solver), drops the prover. */
  private void resetAfter(boolean pushed) {
    try {
      if (pushed) {
        prover.pop();
        return;
      }
    } catch (RuntimeException e) {
      // fall through: start over with a fresh prover
    }
    try {
      prover.close();
    } catch (RuntimeException e) {
      // already unusable
    }
    prover = null;
  }
}
