package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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

  private final StuckCallGuard guard;

  Interpolation(SolverContext ctx, PathEncoder encoder, SmtStatistics stats, StuckCallGuard guard) {
    this.ctx = ctx;
    this.encoder = encoder;
    this.stats = stats;
    this.guard = guard;
  }

  /** Ends the worker thread of the call guard; the context is closed by its owner. */
  void close() {
    guard.close();
  }

  /** True once a call was stopped (its budget or the time limit): use a fresh instance. */
  boolean spoiled() {
    return guard.spoiled();
  }

  public Optional<ImmutableList<StateFormula>> interpolate(List<Step> steps) {
    return interpolate(steps, ones(steps.size()));
  }

  /**
   * Interpolants at block boundaries only: the steps are cut into consecutive blocks of {@code
   * blockSizes} steps (e.g. the steps of one ART edge), each block one partition; the result has
   * {@code blockSizes.size() + 1} entries. Fewer partitions make SMTInterpol's interpolant
   * extraction much cheaper on long paths (its symbol colouring grows with partitions × symbols).
   */
  public Optional<ImmutableList<StateFormula>> interpolate(List<Step> steps, List<Integer> blockSizes) {
    return stats.time(SmtStatistics.Operation.INTERPOLATION, () -> {
      PathFormula path = encoder.fromInitial(steps);
      return run(blocks(path, blockSizes));
    });
  }

  /** Interpolants for a path from any state satisfying {@code pre}; {@code get(0)} is implied by pre. */
  public Optional<ImmutableList<StateFormula>> interpolate(StateFormula pre, List<Step> steps) {
    return interpolate(pre, steps, ones(steps.size()));
  }

  /** As {@link #interpolate(StateFormula, List)}, at block boundaries only. */
  public Optional<ImmutableList<StateFormula>> interpolate(StateFormula pre, List<Step> steps,
      List<Integer> blockSizes) {
    return stats.time(SmtStatistics.Operation.INTERPOLATION, () -> {
      PathFormula path = encoder.fromState(SsaMap.EMPTY, pre, steps);
      return run(blocks(path, blockSizes));
    });
  }

  private static List<Integer> ones(int n) {
    return java.util.Collections.nCopies(n, 1);
  }

  /** Partitions [start, block 1, ..., block m] and the SSA maps at their ends. */
  private record Blocks(List<BooleanFormula> parts, List<SsaMap> ssa) {}

  private Blocks blocks(PathFormula path, List<Integer> sizes) {
    BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
    List<BooleanFormula> all = path.conjuncts(bmgr);
    List<BooleanFormula> parts = new ArrayList<>();
    List<SsaMap> ssa = new ArrayList<>();
    parts.add(all.get(0));
    ssa.add(path.ssa().get(0));
    int k = 0;
    for (int size : sizes) {
      parts.add(bmgr.and(all.subList(k + 1, k + 1 + size)));
      k += size;
      ssa.add(path.ssa().get(k));
    }
    if (k != path.length()) throw new IllegalArgumentException("blocks do not cover the path");
    return new Blocks(parts, ssa);
  }

  /**
   * Interpolants proving the Hoare triple {@code {pre} steps {post}} (McMillan's force cover), at
   * the boundaries of the blocks of {@code blockSizes} steps: {@code get(0)} is implied by pre,
   * each implies the next across its block, and the last implies post. Empty if some state
   * satisfying pre reaches ¬post.
   */
  public Optional<ImmutableList<StateFormula>> interpolate(StateFormula pre, List<Step> steps,
      List<Integer> blockSizes, StateFormula post) {
    TripleKey key = new TripleKey(pre, ImmutableList.copyOf(steps), ImmutableList.copyOf(blockSizes), post);
    Optional<ImmutableList<StateFormula>> cached = triples.get(key);
    if (cached != null) {
      stats.cacheHit(SmtStatistics.Operation.INTERPOLATION);
      return cached;
    }
    Optional<ImmutableList<StateFormula>> r = stats.time(SmtStatistics.Operation.INTERPOLATION, () -> {
      PathEncoder.Triple t = encoder.triple(pre, steps, post);
      Blocks b = blocks(t.path(), blockSizes);
      b.parts().add(t.notPost());
      return run(b).map(l -> l.subList(0, l.size() - 1));
    });
    triples.put(key, r);
    return r;
  }

  /** A force-cover query; the same one recurs when a node is re-examined after refinements. */
  private record TripleKey(StateFormula pre, ImmutableList<Step> steps,
      ImmutableList<Integer> blockSizes, StateFormula post) {}

  private final Map<TripleKey, Optional<ImmutableList<StateFormula>>> triples = new BoundedCache<>(20_000);

  /**
   * For Check_Enabledness: interpolants proving that {@code blocked} is enabled after {@code path}.
   * The path is extended by a last partition "{@code blocked}'s guard is false"; if that is
   * infeasible, {@code get(path.size())} implies Guard(blocked) (and the list has no entry for the
   * extra partition). Empty if the path may reach a state where {@code blocked} is disabled.
   */
  public Optional<ImmutableList<StateFormula>> interpolateEnabled(List<Step> path, Step blocked) {
    return interpolateEnabled(null, path, blocked);
  }

  /**
   * As {@link #interpolateEnabled(List, Step)} for a path from any state satisfying {@code pre}
   * (from the initial state if pre is null); {@code get(0)} is implied by pre.
   */
  public Optional<ImmutableList<StateFormula>> interpolateEnabled(StateFormula pre, List<Step> path,
      Step blocked) {
    return stats.time(SmtStatistics.Operation.INTERPOLATION, () -> {
      List<Step> all = new java.util.ArrayList<>(path);
      all.add(blocked);
      PathFormula p = pre == null ? encoder.fromInitial(all) : encoder.fromState(SsaMap.EMPTY, pre, all);
      BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
      Transition last = p.transitions().get(p.length() - 1);
      Blocks b = blocks(p, ones(p.length()));
      b.parts().set(b.parts().size() - 1, bmgr.and(last.definitions(), bmgr.not(last.guard())));
      return run(b).map(l -> l.subList(0, l.size() - 1));
    });
  }

  /**
   * For the deadlock search: interpolants proving that after {@code path} some of {@code
   * successors} (all ART edges of all running threads at the path's end) is enabled. The path is
   * extended by a last partition "every successor is disabled" ({@link Blocked}); if that is
   * infeasible, the last entry excludes every deadlock state there (one entry per boundary of the
   * blocks of {@code blockSizes} steps, none for the extra partition). Empty if the LIA path may
   * end blocked.
   */
  public Optional<ImmutableList<StateFormula>> interpolateBlocked(List<Step> path,
      List<Integer> blockSizes, List<List<Step>> successors) {
    return stats.time(SmtStatistics.Operation.INTERPOLATION, () -> {
      PathEncoder.WithEnd w = encoder.withEnd(null, path, new Blocked(successors));
      Blocks b = blocks(w.path(), blockSizes);
      b.parts().add(w.end());
      return run(b).map(l -> l.subList(0, l.size() - 1));
    });
  }

  /**
   * Sequence interpolants where an unreadable interpolant (e.g. with SMTInterpol's array {@code
   * @diff}) is weakened to its readable conjuncts. Each entry is still implied by its path
   * prefix, but the sequence may no longer be inductive: the caller MUST check every triple
   * {@code {get(k)} step k+1 {get(k+1)}} before using them as labels.
   */
  public Optional<ImmutableList<StateFormula>> interpolateWeakened(List<Step> steps) {
    return stats.time(SmtStatistics.Operation.INTERPOLATION, () -> {
      PathFormula path = encoder.fromInitial(steps);
      weaken = true;
      try {
        return run(blocks(path, ones(steps.size())));
      } finally {
        weaken = false;
      }
    });
  }

  private boolean weaken;

  private Optional<ImmutableList<StateFormula>> run(Blocks blocks) {
    InterpolatingProverEnvironment<?> prover = ctx.newProverEnvironmentWithInterpolation();
    try {
      return guard.call(() -> solve(prover, blocks.parts(), blocks.ssa()));
    } catch (SolverException | InterruptedException | StateFormulaReader.NotStateFormula e) {
      throw new org.spindle.smt.SolverException("interpolation failed: " + e.getMessage(), e);
    } finally {
      // a stopped call leaves the context in an unknown state: it is dropped, not touched again
      if (!guard.spoiled()) prover.close();
    }
  }

  /** {@code ssa.get(k)} names the state between partitions k and k+1. */
  private <T> Optional<ImmutableList<StateFormula>> solve(InterpolatingProverEnvironment<T> prover,
      List<BooleanFormula> parts, List<SsaMap> ssa) throws SolverException, InterruptedException {
    List<List<T>> partitions = new ArrayList<>();
    for (BooleanFormula f : parts) partitions.add(List.of(prover.push(f)));
    if (!prover.isUnsat()) return Optional.empty();
    List<BooleanFormula> itps = prover.getSeqInterpolants(partitions);
    ImmutableList.Builder<StateFormula> b = ImmutableList.builder();
    for (int k = 0; k < itps.size(); k++) {
      b.add(weaken
          ? StateFormulaReader.readWeakened(ctx.getFormulaManager(), itps.get(k), ssa.get(k))
          : StateFormulaReader.read(ctx.getFormulaManager(), itps.get(k), ssa.get(k)));
    }
    b.add(StateFormula.FALSE);
    return Optional.of(b.build());
  }
}
