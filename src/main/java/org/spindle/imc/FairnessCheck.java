package org.spindle.imc;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;

/**
 * Is a new covering {@code v ▷ w} fair (Definition 29, strong fairness)? Without enumerating
 * simple cycles: per thread T let G_T be the (▷ ∪ →) graph of the live ART without the tree edges
 * labelled T. An unfair cycle for T exists iff a non-trivial SCC of G_T holds a node where T may be
 * enabled. The ART is fair before the covering (every covering was checked), so an unfair cycle
 * must use the new edge: the covering is fair iff, for every T, the SCC of G_T + (v ▷ w) that holds
 * v and w — the nodes reachable from w in G_T that reach v in G_T — has no node where T may be
 * enabled. A thread counts as enabled unless the labels refute all its (may-block) edges.
 *
 * <p>The graph is the one after the covering: v's only successor is w, coverings into v's subtree
 * are gone, dead nodes are absent. Forward search from the uncovered w only meets live nodes.
 */
final class FairnessCheck {
  private static final Logger LOG = Logger.getLogger(FairnessCheck.class.getName());
  private final Art art;
  private final Enabledness enabledness;
  private final int threads;
  long checks;
  long refused;

  FairnessCheck(Art art, Enabledness enabledness, int threads) {
    this.art = art;
    this.enabledness = enabledness;
    this.threads = threads;
  }

  /** True if adding {@code v ▷ w} closes no unfair cycle. */
  boolean fairToAdd(ArtNode v, ArtNode w) {
    checks++;
    BitSet all = forward(v, w, -1);
    if (!all.get(v.id())) return true; // w does not reach v: no new cycle at all
    for (int t = 0; t < threads; t++) {
      BitSet fwd = forward(v, w, t);
      if (!fwd.get(v.id())) continue;
      if (!unfairFor(v, t, fwd)) continue;
      if (LOG.isLoggable(Level.FINER)) LOG.finer("unfair for T" + t + ": " + v + " by " + w);
      refused++;
      return false;
    }
    return true;
  }

  /** The thread {@code t} may be enabled at some node of the SCC (in G_t) that holds v. */
  private boolean unfairFor(ArtNode v, int t, BitSet fwd) {
    // backward from v inside fwd, avoiding tree edges labelled t
    BitSet seen = new BitSet();
    ArrayDeque<ArtNode> todo = new ArrayDeque<>();
    seen.set(v.id());
    todo.add(v);
    while (!todo.isEmpty()) {
      ArtNode x = todo.poll();
      if (enabledness.possiblyEnabled(x, t)) return true;
      for (ArtNode p : predecessors(x, v, t)) {
        if (fwd.get(p.id()) && !seen.get(p.id())) {
          seen.set(p.id());
          todo.add(p);
        }
      }
    }
    return false;
  }

  private List<ArtNode> predecessors(ArtNode x, ArtNode v, int t) {
    List<ArtNode> r = new ArrayList<>();
    ArtNode p = x.parent();
    // the tree edge p -> x exists unless p is covered (then p's only edge is its covering) or is v
    if (p != null && p.coveredBy() == null && p != v && x.edge().thread() != t && !x.isDead()) r.add(p);
    for (ArtNode c : x.coveredNodes()) if (c != v) r.add(c);
    return r;
  }

  /** Nodes reachable from w in G_t (t = -1: all edges) after adding v ▷ w. */
  private BitSet forward(ArtNode v, ArtNode w, int t) {
    BitSet seen = new BitSet();
    ArrayDeque<ArtNode> todo = new ArrayDeque<>();
    seen.set(w.id());
    todo.add(w);
    while (!todo.isEmpty()) {
      ArtNode x = todo.poll();
      for (ArtNode y : successors(x, v, w, t)) {
        if (!seen.get(y.id())) {
          seen.set(y.id());
          todo.add(y);
        }
      }
    }
    return seen;
  }

  private List<ArtNode> successors(ArtNode x, ArtNode v, ArtNode w, int t) {
    if (x == v) return List.of(w);
    ArtNode c = x.coveredBy();
    if (c != null) {
      // a covering into v's subtree disappears when v is covered
      return art.isAncestor(v, c) ? List.of() : List.of(c);
    }
    List<ArtNode> r = new ArrayList<>();
    for (ArtNode ch : x.children()) if (!ch.isDead() && ch.edge().thread() != t) r.add(ch);
    return r;
  }
}
