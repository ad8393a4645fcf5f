package org.spindle.imc;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.art.GlobalLocation;
import org.spindle.impact.Implication;
import org.spindle.impact.Reduction;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.analysis.ProgramFacts;

/**
 * Close(v) of Algorithm 7 with the fairness check: v ▷ w is added only if the label of v implies
 * that of w and the covering closes no unfair cycle (Definition 29, {@link FairnessCheck}). The
 * threads v would expand but w does not go into the set I at w (explored in a later iteration).
 */
final class Closing {
  private static final Logger LOG = Logger.getLogger(Closing.class.getName());
  private final IterationState st;
  private final Art art;
  private final Program program;
  private final ProgramFacts facts;
  private final Reduction reduction;
  private final Implication implication;
  private final FairnessCheck fairness;
  private final int threads;
  /**
   * Refused coverings (v, w) with the graph version at refusal. Adding nodes or edges can only make
   * an unfair covering more unfair, so a refusal stands until edges go away (a covering replaces a
   * subtree, a node is uncovered or dies) or labels get stronger (threads become refuted).
   */
  private final Map<Long, Long> refusals = new HashMap<>();
  long refusalHits;

  Closing(IterationState st, Program program, ProgramFacts facts, Reduction reduction,
      Implication implication, FairnessCheck fairness, int threads) {
    this.st = st;
    this.art = st.art;
    this.program = program;
    this.facts = facts;
    this.reduction = reduction;
    this.implication = implication;
    this.fairness = fairness;
    this.threads = threads;
  }

  /** Covers v by an earlier uncovered node at the same location if the covering is fair. */
  boolean close(ArtNode v) {
    if (v.kind() != ArtNode.Kind.NORMAL) return false;
    for (ArtNode w : art.nodesAt(v.location())) {
      if (w.id() >= v.id()) break;
      if (w.kind() != ArtNode.Kind.NORMAL || art.isDead(w) || art.isCovered(w)) continue;
      if (doomed(w.location())) continue;
      if (!implication.implies(v.label(), w.label())) {
        if (LOG.isLoggable(Level.FINER)) LOG.finer("close " + v + " by " + w + ": label " + w.label() + " not implied");
        continue;
      }
      long key = ((long) v.id() << 32) | w.id();
      Long refusedAt = refusals.get(key);
      if (refusedAt != null && refusedAt == st.graphVersion) {
        refusalHits++;
        continue;
      }
      if (!fairness.fairToAdd(v, w)) {
        if (LOG.isLoggable(Level.FINER)) LOG.finer("close " + v + " by " + w + ": unfair");
        refusals.put(key, st.graphVersion);
        continue;
      }
      coverIfFair(v, w);
      return true;
    }
    return false;
  }

  /** After strengthening: try to cover the path's nodes, top-down (Algorithm 7, line 12). */
  void closePath(List<ArtNode> path) {
    for (ArtNode a : path) {
      if (art.isDead(a) || art.isCovered(a)) break;
      if (close(a)) break;
    }
  }

  /**
   * A location where some running thread can only go straight (no branch, no blocking) into an
   * error edge: every fair schedule from here fails, so covering by such a node would hide that the
   * covered node's own path may be infeasible (a search heuristic; refusing a covering is sound).
   */
  private boolean doomed(GlobalLocation g) {
    for (int t = 0; t < threads; t++) {
      if (!g.running(t)) continue;
      int l = g.location(t);
      for (int k = 0; k < 20; k++) {
        List<Edge> out = program.thread(t).outgoing(l);
        if (out.size() != 1) break;
        Edge e = out.get(0);
        if (e.stmt() instanceof Stmt.Error) return true;
        if (facts.mayBlock(e)) break;
        l = e.target();
      }
    }
    return false;
  }

  /** Adds v ▷ w (already checked fair); threads v would expand but w does not go to I at w. */
  private void coverIfFair(ArtNode v, ArtNode w) {
    GlobalLocation g = v.location();
    for (int t = 0; t < g.threadCount(); t++) {
      if (!g.running(t) || w.isExpanded(t)) continue;
      if (v.isExpanded(t) || v.isForced(t) || !reduction.skip(v, t)) w.force(t);
    }
    art.cover(v, w);
    st.graphVersion++;
    art.forSubtree(v, st::uncoverAllBy);
  }
}
