package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.InterpolatingProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.sosy_lab.java_smt.api.SolverException;

/**
 * Sequence interpolants (SMTInterpol, LIA + arrays) for a path from the initial state. If the path
 * is infeasible, the result has one {@link StateFormula} per node of the path: {@code get(0)} holds
 * in the initial state, {@code get(i)} after step {@code i}, each implies the next across its
 * step, and {@code get(n)} is FALSE. If the path is feasible in LIA, the result is empty (check it
 * with {@link Feasibility#checkBv} before reporting it).
 */
public final class Interpolation {
  private final SolverContext ctx;
  private final PathEncoder encoder;
  private final SmtStatistics stats;

  Interpolation(SolverContext ctx, PathEncoder encoder, SmtStatistics stats) {
    this.ctx = ctx;
    this.encoder = encoder;
    this.stats = stats;
  }

  public Optional<ImmutableList<StateFormula>> interpolate(List<Step> steps) {
    return stats.time(SmtStatistics.Operation.INTERPOLATION, () -> run(encoder.fromInitial(steps)));
  }

  /** Interpolants for a path from any state satisfying {@code pre}; {@code get(0)} is implied by pre. */
  public Optional<ImmutableList<StateFormula>> interpolate(StateFormula pre, List<Step> steps) {
    return stats.time(SmtStatistics.Operation.INTERPOLATION,
        () -> run(encoder.fromState(SsaMap.EMPTY, pre, steps)));
  }

  private Optional<ImmutableList<StateFormula>> run(PathFormula path) {
    try (InterpolatingProverEnvironment<?> prover = ctx.newProverEnvironmentWithInterpolation()) {
      return solve(prover, path);
    } catch (SolverException | InterruptedException e) {
      throw new org.spindle.smt.SolverException("interpolation failed: " + e.getMessage(), e);
    }
  }

  private <T> Optional<ImmutableList<StateFormula>> solve(InterpolatingProverEnvironment<T> prover,
      PathFormula path) throws SolverException, InterruptedException {
    BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
    List<List<T>> partitions = new ArrayList<>();
    for (BooleanFormula f : path.conjuncts(bmgr)) partitions.add(List.of(prover.push(f)));
    if (!prover.isUnsat()) return Optional.empty();
    List<BooleanFormula> itps = prover.getSeqInterpolants(partitions);
    ImmutableList.Builder<StateFormula> b = ImmutableList.builder();
    for (int k = 0; k < itps.size(); k++) {
      b.add(StateFormulaReader.read(ctx.getFormulaManager(), itps.get(k), path.ssa().get(k)));
    }
    b.add(StateFormula.FALSE);
    return Optional.of(b.build());
  }
}
