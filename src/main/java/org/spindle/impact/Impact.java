package org.spindle.impact;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;
import org.sosy_lab.common.ShutdownManager;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.art.GlobalLocation;
import org.spindle.interp.RunResult;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;
import org.spindle.smt.SmtServices;
import org.spindle.smt.StateFormula;
import org.spindle.smt.Step;

/**
 * IMPACT for multi-threaded programs with monotonic partial-order reduction (McMillan CAV'06;
 * Wachter, Kroening, Ouaknine FMCAD'13): Expand, Close (with cover expansion), Refine by sequence
 * interpolants. The ART is complete when the work list is empty: every node is covered, labelled
 * false, or expanded with all threads that POR does not skip; then the program is safe.
 */
public final class Impact {
  private static final int MAX_UNKNOWN_PATHS = 20;
  private static final Logger LOG = Logger.getLogger(Impact.class.getName());

  private final Program program;
  private final SmtServices smt;
  private final ImpactOptions opt;
  private final ShutdownManager shutdown;
  private final Art art;
  private final ThreadSteps steps;
  private final Reduction reduction;
  private final Counterexamples counterexamples;
  private final Limits limits;
  private final Implication implication;
  private final ArrayDeque<ArtNode> work = new ArrayDeque<>();
  private final BitSet inWork = new BitSet();
  private int refinements;
  private int forceAttempts;
  private int forcedCovers;
  private final java.util.Map<StateFormula, StateFormula> simplifiedCache = new java.util.HashMap<>();
  private int coverExpansions;
  private final List<Unknown> unknownReasons = new ArrayList<>();
  /** Deadlock search (D14): stops after the first real deadlock. */
  private final DeadlockSearch deadlocks;
  private RunResult deadlock;
  private Unknown deadlockUndecided;

  /**
   * @param shutdown the manager whose notifier {@code smt} was created with (timeouts interrupt
   *     solver calls through it)
   */
  public Impact(Program program, SmtServices smt, ShutdownManager shutdown, ImpactOptions opt) {
    this.program = program;
    this.smt = smt;
    this.opt = opt;
    this.shutdown = shutdown;
    this.art = new Art(GlobalLocation.initial(program));
    this.steps = new ThreadSteps(program, ProgramFacts.of(program), opt.mergeLocalTails());
    this.reduction = new Reduction(opt.por(), program, ProgramFacts.of(program), smt.independence(), steps);
    this.counterexamples = new Counterexamples(program, smt);
    this.limits = new Limits(opt, shutdown);
    if (opt.stop() != null) opt.stop().attach(limits);
    this.implication = new Implication(smt.entailment());
    this.deadlocks = new DeadlockSearch(program, smt, steps, ProgramFacts.of(program));
  }

  /** Verifies {@code program} with fresh solver contexts. */
  public static ImpactResult verify(Program program, ImpactOptions opt) {
    ShutdownManager sm = ShutdownManager.create();
    try (SmtServices smt = new SmtServices(program, ProgramFacts.of(program), sm.getNotifier(), opt.smt())) {
      return new Impact(program, smt, sm, opt).run();
    }
  }

  public Art art() {
    return art;
  }

  public ImpactResult run() {
    limits.start();
    try {
      RunResult cex = mainLoop();
      if (cex != null && cex == deadlock) return result(Verdict.UNSAFE, "deadlock reachable", cex);
      if (cex != null) return result(Verdict.UNSAFE, "error reachable", cex);
      if (limits.stopped() != null) return unknown(limits.stopped());
      if (!unknownReasons.isEmpty()) return unknown(unknownReasons.get(0));
      return result(Verdict.SAFE, "ART complete", null);
    } catch (org.spindle.smt.SolverException e) {
      if (limits.stopped() != null) return unknown(limits.stopped());
      throw e;
    } catch (OutOfMemoryError e) {
      work.clear();
      return unknown(new Unknown(UnknownReason.OUT_OF_MEMORY, "memory limit"));
    } catch (ThreadDeath e) {
      // smt.StuckCallGuard stopped a solver call after the time limit; it may arrive just after
      // the call returned
      if (limits.stopped() == null) throw e;
      return unknown(limits.stopped());
    } finally {
      limits.stop();
    }
  }

  private RunResult mainLoop() {
    push(art.root());
    while (!work.isEmpty()) {
      if (limits.exceeded(art.size(), refinements)) return null;
      ArtNode v = opt.bfs() ? work.pollFirst() : work.pollLast();
      inWork.clear(v.id());
      if (art.isDead(v) || art.isCovered(v)) continue;
      if (close(v)) continue;
      if (v.kind() == ArtNode.Kind.NORMAL && forceCover(v)) continue;
      if (v.kind() != ArtNode.Kind.NORMAL) {
        RunResult cex = refine(v);
        if (cex != null) return cex;
        if (unknownReasons.size() >= MAX_UNKNOWN_PATHS) return null;
        continue;
      }
      if (deadlock == null && checkDeadlock(v)) {
        if (deadlock != null && opt.deadlockIsError()) return deadlock;
        if (unknownReasons.size() >= MAX_UNKNOWN_PATHS) return null;
        if (art.isDead(v) || art.isCovered(v)) continue;
      }
      expand(v);
    }
    return null;
  }

  /**
   * The deadlock check of {@code v} before it is expanded (D14); true if it changed something:
   * refined the path, found a deadlock, or could not decide (an UNKNOWN reason under
   * {@code --deadlock}; otherwise only no report).
   */
  private boolean checkDeadlock(ArtNode v) {
    DeadlockSearch.Finding f;
    try {
      f = deadlocks.check(art, v);
    } catch (RuntimeException e) {
      if (limits.stopReason() != null) throw e;
      f = new DeadlockSearch.Undecided(
          new Unknown(UnknownReason.SOLVER, "deadlock check failed: " + e.getMessage()));
    }
    if (f instanceof DeadlockSearch.Refine r) {
      List<ArtNode> path = art.pathFromRoot(v);
      refinements++;
      applyInterpolants(path, 0, r.interpolants());
      deadlocks.refuted(v);
      closeAncestors(path);
      return true;
    }
    if (f instanceof DeadlockSearch.Found d) {
      deadlock = d.run();
      return true;
    }
    if (f instanceof DeadlockSearch.Undecided u) {
      if (deadlockUndecided == null) deadlockUndecided = u.unknown();
      if (opt.deadlockIsError()) unknownReasons.add(u.unknown());
      return true;
    }
    return false;
  }

  private void push(ArtNode v) {
    if (inWork.get(v.id())) return;
    inWork.set(v.id());
    work.addLast(v);
  }

  /** Puts {@code v} and its subtree back on the work list (after v was uncovered). */
  private void reactivate(ArtNode v) {
    art.forSubtree(v, n -> {
      if (!n.isDead()) push(n);
    });
  }

  // ---- Expand ----

  private void expand(ArtNode v) {
    GlobalLocation g = v.location();
    for (int t = 0; t < g.threadCount(); t++) {
      if (!g.running(t) || v.isExpanded(t)) continue;
      if (reduction.skip(v, t)) {
        v.markSkipped(t);
        continue;
      }
      expandThread(v, t);
    }
  }

  private void expandThread(ArtNode v, int t) {
    for (ThreadSteps.Successor s : steps.of(v.location(), t)) {
      push(art.addChild(v, s.edge(), s.target(), s.kind()));
    }
    v.markExpanded(t);
  }

  // ---- Close ----

  /**
   * Tries to cover {@code v} by an earlier uncovered node at the same location; true if covered.
   * Candidates that already expanded every thread v needs come first: covering by them needs no
   * cover expansion (WKO13), which would otherwise undo the reduction at w.
   */
  private boolean close(ArtNode v) {
    if (v.kind() != ArtNode.Kind.NORMAL) return false;
    List<ArtNode> later = new ArrayList<>();
    for (ArtNode w : art.nodesAt(v.location())) {
      if (w.id() >= v.id()) break;
      if (w.kind() != ArtNode.Kind.NORMAL || art.isDead(w) || art.isCovered(w)) continue;
      if (!neededAt(v, w).isEmpty()) {
        later.add(w);
        continue;
      }
      if (!implication.implies(v.label(), w.label())) continue;
      cover(v, w);
      return true;
    }
    for (ArtNode w : later) {
      if (!implication.implies(v.label(), w.label())) continue;
      cover(v, w);
      return true;
    }
    return false;
  }

  /** Threads v would expand (or has expanded) that w has not: the cover expansion of v ▷ w. */
  private BitSet neededAt(ArtNode v, ArtNode w) {
    BitSet needed = new BitSet();
    GlobalLocation g = v.location();
    for (int t = 0; t < g.threadCount(); t++) {
      if (!g.running(t) || w.isExpanded(t)) continue;
      if (v.isExpanded(t) || v.isForced(t) || !reduction.wouldSkip(v, t)) needed.set(t);
    }
    return needed;
  }

  /**
   * McMillan's force cover, before v is expanded: for a few uncovered earlier nodes w at v's
   * location, try to prove w's label at v along the tree path from their nearest common ancestor
   * x. If {label(x)} path {label(w)} holds, its interpolants strengthen the path (sound: each is
   * implied by label(x), which over-approximates the states at x, and the previous labels on the
   * path) and v is covered by w. This is how loop invariants are found without unrolling.
   */
  private boolean forceCover(ArtNode v) {
    if (v.parent() == null || art.isDead(v)) return false;
    List<ArtNode> at = art.nodesAt(v.location());
    int tries = 0;
    for (int i = at.size() - 1; i >= 0 && tries < opt.forceCoverTries(); i--) {
      ArtNode w = at.get(i);
      if (w.id() >= v.id() || w.kind() != ArtNode.Kind.NORMAL || art.isDead(w) || art.isCovered(w)) continue;
      if (w.label().isTrue()) continue; // then close(v) would have covered v
      tries++;
      List<ArtNode> path = art.pathFromRoot(v);
      int from = commonAncestorIndex(path, w);
      List<Step> ss = new ArrayList<>();
      for (int k = from + 1; k < path.size(); k++) ss.addAll(path.get(k).edge().steps());
      Optional<ImmutableList<StateFormula>> itp;
      try {
        // Z3 refutes most failing attempts much faster than the interpolating solver.
        if (!smt.entailment().hoare(path.get(from).label(), ss, w.label())) continue;
        itp = smt.interpolation().interpolate(path.get(from).label(), ss, blockSizes(path, from), w.label());
      } catch (RuntimeException e) {
        if (limits.stopReason() != null) throw e;
        continue; // only an optimisation: expand v instead
      }
      forceAttempts++;
      if (itp.isEmpty()) continue;
      applyInterpolants(path, from, itp.get());
      if (art.isDead(v)) return true;
      if (art.isCovered(w) || art.isDead(w) || !implication.implies(v.label(), w.label())) continue;
      forcedCovers++;
      cover(v, w);
      closeAncestors(path);
      return true;
    }
    return false;
  }

  /** Index in {@code path} (root first) of the deepest ancestor of {@code w} on it. */
  private static int commonAncestorIndex(List<ArtNode> path, ArtNode w) {
    ArtNode x = w;
    while (x.depth() >= path.size()) x = x.parent();
    while (path.get(x.depth()) != x) x = x.parent();
    return x.depth();
  }

  private void cover(ArtNode v, ArtNode w) {
    // Threads v would expand must be expanded at w (cover expansion, WKO13): decide before the
    // covering changes anything.
    BitSet needed = neededAt(v, w);
    art.cover(v, w);
    // v's subtree is covered now: coverings by nodes in it are void.
    art.forSubtree(v, y -> {
      for (ArtNode x : new ArrayList<>(y.coveredNodes())) {
        art.uncover(x);
        reactivate(x);
      }
    });
    if (!needed.isEmpty()) {
      for (int t = needed.nextSetBit(0); t >= 0; t = needed.nextSetBit(t + 1)) w.force(t);
      coverExpansions++;
      // w is uncovered: expand now so that the covering is justified (w may be re-covered later,
      // which uncovers v again).
      expand(w);
    }
  }

  // ---- Refine ----

  /** Refines the path to an error node; returns a replayed counterexample if the path is real. */
  private RunResult refine(ArtNode v) {
    List<ArtNode> path = art.pathFromRoot(v);
    List<Step> ss = Counterexamples.steps(art, v);
    long t0 = System.nanoTime();
    Optional<ImmutableList<StateFormula>> itp;
    try {
      itp = smt.interpolation().interpolate(ss, blockSizes(path, 0));
    } catch (RuntimeException e) {
      // SolverException, or an internal failure of the interpolating solver (seen: NPE in
      // SMTInterpol's array interpolation).
      if (limits.stopReason() != null) throw e;
      // The interpolant could not be read back (e.g. an array diff term): refine a suffix from
      // an ancestor's label instead; the path is infeasible, so some suffix usually works.
      if (refineSuffix(path) || refineWeakened(path, ss)) {
        refinements++;
        closeAncestors(path);
        return null;
      }
      unknownReasons.add(new Unknown(UnknownReason.SOLVER, "interpolation failed: " + e.getMessage()));
      return null;
    }
    LOG.fine(() -> String.format("refine v%d depth %d steps %d: %.3f s", v.id(), v.depth(), ss.size(),
        (System.nanoTime() - t0) / 1e9));
    if (itp.isEmpty()) {
      Counterexamples.Check c = counterexamples.check(art, v);
      if (c.replayed() != null) return c.replayed();
      unknownReasons.add(c.unknown());
      return null;
    }
    refinements++;
    applyInterpolants(path, 0, itp.get());
    closeAncestors(path);
    return null;
  }

  /**
   * Strengthens path[from..] with interpolants at its nodes: {@code itp.get(i - from)} for
   * path[i] (interpolated with one partition per ART edge, see {@link #blockSizes}).
   */
  private void applyInterpolants(List<ArtNode> path, int from, List<StateFormula> itp) {
    for (int i = from; i < path.size(); i++) strengthen(path.get(i), itp.get(i - from));
  }

  /** Per-step interpolants of path[from..] reduced to the ones at its nodes. */
  private static List<StateFormula> atNodes(List<ArtNode> path, int from, List<StateFormula> perStep) {
    List<StateFormula> r = new ArrayList<>();
    int k = 0;
    for (int i = from; i < path.size(); i++) {
      if (i > from) k += path.get(i).edge().steps().size();
      r.add(perStep.get(k));
    }
    return r;
  }

  /** The number of steps of each ART edge after path[from]: one interpolation partition each. */
  static List<Integer> blockSizes(List<ArtNode> path, int from) {
    List<Integer> r = new ArrayList<>();
    for (int i = from + 1; i < path.size(); i++) r.add(path.get(i).edge().steps().size());
    return r;
  }

  private boolean refineSuffix(List<ArtNode> path) {
    for (int d = 1; d < path.size(); d *= 2) {
      int from = path.size() - 1 - d;
      if (from < 0) break;
      ArtNode a = path.get(from);
      List<Step> suffix = new ArrayList<>();
      for (int i = from + 1; i < path.size(); i++) suffix.addAll(path.get(i).edge().steps());
      try {
        Optional<ImmutableList<StateFormula>> itp =
            smt.interpolation().interpolate(a.label(), suffix, blockSizes(path, from));
        if (itp.isPresent()) {
          applyInterpolants(path, from, itp.get());
          return true;
        }
      } catch (RuntimeException e) {
        if (limits.stopReason() != null) throw e;
      }
    }
    return false;
  }

  /**
   * Last resort when interpolants cannot be read back: drop their unreadable conjuncts and keep
   * the sequence only if Z3 proves it still inductive ({@code {I_k} step {I_k+1}} for every step,
   * the last being false). The first entry is implied by the initial state (a weakening of an
   * interpolant), so the labels stay sound.
   */
  private boolean refineWeakened(List<ArtNode> path, List<Step> ss) {
    Optional<ImmutableList<StateFormula>> itp;
    try {
      itp = smt.interpolation().interpolateWeakened(ss);
    } catch (RuntimeException e) {
      if (limits.stopReason() != null) throw e;
      return false;
    }
    if (itp.isEmpty()) return false;
    List<StateFormula> is = itp.get();
    if (!is.get(is.size() - 1).isFalse()) return false;
    for (int k = 0; k < ss.size(); k++) {
      if (!smt.entailment().hoare(is.get(k), ss.get(k), is.get(k + 1))) {
        int at = k;
        LOG.fine(() -> "weakened chain broken at " + at + "/" + ss.size() + ": " + is.get(at) + " -> " + is.get(at + 1));
        return false;
      }
    }
    applyInterpolants(path, 0, atNodes(path, 0, is));
    return true;
  }

  private void closeAncestors(List<ArtNode> path) {
    for (ArtNode a : path) {
      if (art.isDead(a) || art.isCovered(a)) break;
      if (close(a)) break;
    }
  }

  private void strengthen(ArtNode n, StateFormula interpolant) {
    if (n.isDead()) return;
    // Simplification is an equivalence over encoded states (signed values in range, unsigned
    // ones any representative, D23): labels stay exactly as strong as the
    // interpolants make them, but shorter, canonical and free of duplicates (cheaper checks, and
    // the syntactic implication check succeeds more often).
    StateFormula phi = simplified(interpolant);
    if (implication.implies(n.label(), phi)) return;
    for (ArtNode x : new ArrayList<>(n.coveredNodes())) {
      art.uncover(x);
      reactivate(x);
    }
    StateFormula label = smt.simplifier().simplify(n.label().and(phi));
    if (label.isFalse()) {
      kill(n);
    } else {
      art.setLabel(n, label);
    }
  }

  private StateFormula simplified(StateFormula f) {
    if (simplifiedCache.size() > 100_000) simplifiedCache.clear();
    return simplifiedCache.computeIfAbsent(f, smt.simplifier()::simplify);
  }

  /** Labels {@code n}'s subtree false; nodes they covered must find other coverers. */
  private void kill(ArtNode n) {
    art.forSubtree(n, d -> {
      art.setLabel(d, StateFormula.FALSE);
      art.uncover(d);
      for (ArtNode x : new ArrayList<>(d.coveredNodes())) {
        art.uncover(x);
        reactivate(x);
      }
    });
  }

  // ---- result ----

  private ImpactResult unknown(Unknown why) {
    return result(Verdict.UNKNOWN, why, null);
  }

  private ImpactResult result(Verdict v, String reason, RunResult cex) {
    return result(v, new Unknown(null, reason), cex);
  }

  private ImpactResult result(Verdict v, Unknown why, RunResult cex) {
    LOG.fine(() -> String.format("force cover: %d attempts, %d covers", forceAttempts, forcedCovers));
    ImpactStats stats = new ImpactStats(art.size(), art.coveredCount(), art.coveringsAdded(),
        refinements, coverExpansions, reduction.staticIndependent, reduction.smtIndependent,
        reduction.dependent, smt.statistics(), limits.elapsedSeconds(), limits.peakHeap());
    if (deadlockUndecided != null) LOG.fine(() -> "deadlock undecided: " + deadlockUndecided.detail());
    return new ImpactResult(v, why.detail(), why.why(), art, cex, deadlock, stats);
  }
}
