package org.spindle.smt;

import java.util.List;
import org.sosy_lab.common.ShutdownNotifier;
import org.sosy_lab.java_smt.api.SolverContext;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramFacts;

/**
 * Entry point of the SMT layer for one program and one engine thread: owns a Z3 context
 * (feasibility, independence, all exact BV checks), the Z3 context of {@link Entailment} (its own,
 * replaced when a check overruns its budget, D30) and an SMTInterpol context (interpolation), the
 * encoders, caches and statistics. Not thread-safe; close it when done.
 *
 * <p>Integer semantics (decision): the program model's integers are encoded twice. The LIA
 * encoding ({@link LiaTheory}) uses mathematical integers with exact modular wrap-around (signed
 * results are wrapped into the type's range; unsigned values are representatives modulo 2^w,
 * reduced where observed, D23) and over-approximates
 * only non-linear operations by a fresh in-range value; it never makes a feasible C path
 * infeasible, so it is used for abstraction, interpolation, covering and independence. The BV
 * encoding ({@link BvTheory}) is bit-exact and checks every counterexample before UNSAFE is
 * reported; paths that can only be completed through undefined behaviour (division by zero,
 * out-of-range shift, invalid or out-of-bounds access) are reported as such, never as infeasible.
 */
public final class SmtServices implements AutoCloseable {
  private final Program program;
  private final SolverContext z3;
  private final ShutdownNotifier shutdown;
  private final ProgramFacts facts;
  /** Created on first use: many clients only need Z3. */
  private SolverContext interpolating;
  private Interpolation interpolation;
  private final SmtStatistics stats = new SmtStatistics();
  private final PathEncoder z3Lia;
  private final PathEncoder z3Bv;
  private final Entailment entailment;
  private final Feasibility feasibility;
  private final IndependenceCheck independence;
  private final TermSimplifier simplifier;
  private final SmtOptions options;

  public SmtServices(Program program) {
    this(program, ProgramFacts.of(program), ShutdownNotifier.createDummy());
  }

  public SmtServices(Program program, ProgramFacts facts, ShutdownNotifier shutdown) {
    this(program, facts, shutdown, SmtOptions.DEFAULT);
  }

  public SmtServices(Program program, ProgramFacts facts, ShutdownNotifier shutdown, SmtOptions options) {
    this.program = program;
    this.options = options;
    this.z3 = SolverFactory.z3(shutdown);
    this.shutdown = shutdown;
    this.facts = facts;
    this.z3Lia = new PathEncoder(program, facts.pointsTo(), z3.getFormulaManager(), Encoding.LIA);
    this.z3Bv = new PathEncoder(program, facts.pointsTo(), z3.getFormulaManager(), Encoding.BV);
    this.entailment = new Entailment(program, facts.pointsTo(), shutdown, stats,
        options.entailmentBudgetMs());
    this.feasibility = new Feasibility(program, z3, z3Lia, z3Bv, stats);
    this.independence = new IndependenceCheck(program, facts, z3, z3Lia, stats);
    this.simplifier = new TermSimplifier(program);
  }

  public Program program() {
    return program;
  }

  /**
   * The interpolation service. A call that exceeded its budget was stopped and leaves its context
   * unusable; the next use then gets a fresh SMTInterpol context (labels do not depend on it).
   */
  public Interpolation interpolation() {
    if (interpolation != null && interpolation.spoiled()) {
      // the context is not closed: a stopped call may have left it in any state (the GC collects
      // it); only the guard's idle worker thread is ended
      interpolation.close();
      interpolation = null;
      interpolating = null;
      stats.contextRestarted();
    }
    if (interpolation == null) {
      interpolating = SolverFactory.smtInterpol(shutdown);
      PathEncoder itpLia = new PathEncoder(program, facts.pointsTo(),
          interpolating.getFormulaManager(), Encoding.LIA);
      interpolation = new Interpolation(interpolating, itpLia, stats,
          new StuckCallGuard(shutdown, options.interpolationBudgetMs()));
    }
    return interpolation;
  }

  public Entailment entailment() {
    return entailment;
  }

  public Feasibility feasibility() {
    return feasibility;
  }

  /** Equivalence-preserving label simplification (over in-range states). */
  public TermSimplifier simplifier() {
    return simplifier;
  }

  public IndependenceCheck independence() {
    return independence;
  }

  public SmtStatistics statistics() {
    return stats;
  }

  /** Encodes a path from the initial state in Z3 (for callers that want the raw formulas). */
  public PathFormula encodePath(List<Step> steps, Encoding encoding) {
    return (encoding == Encoding.LIA ? z3Lia : z3Bv).fromInitial(steps);
  }

  /** The Z3 context that {@link #encodePath} formulas live in. */
  public SolverContext z3Context() {
    return z3;
  }

  @Override
  public void close() {
    entailment.close();
    z3.close();
    if (interpolation != null) interpolation.close();
    if (interpolating != null && !interpolation.spoiled()) interpolating.close();
  }
}
