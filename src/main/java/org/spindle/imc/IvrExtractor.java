package org.spindle.imc;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.art.GlobalLocation;

/**
 * Remove_Error_Paths: the largest sub-ART that is safe and deadlock-free (Definition 27), as a
 * greatest fixpoint over the live ART. A node is good if it is terminal (no thread running), or
 * covered by a good node, or some thread is <em>schedulable</em> there: expanded, every may-block
 * step of its edges proved enabled by the label, and every live child good. Live error nodes (real
 * or unresolved) are bad. The IVR keeps, at each good node, all schedulable threads. Fairness is
 * inherited: every covering of the ART was fairness-checked, and a sub-graph has fewer cycles.
 */
final class IvrExtractor {
  private static final Logger LOG = Logger.getLogger(IvrExtractor.class.getName());
  /** The schedule: per good reachable node, the threads it permits; null if the root is bad. */
  record View(Map<ArtNode, BitSet> scheduled, int coverings) {
    int nodes() {
      return scheduled.size();
    }

    BitSet threads() {
      BitSet b = new BitSet();
      for (ArtNode v : scheduled.keySet()) if (v.edge() != null) b.set(v.edge().thread());
      return b;
    }

    boolean contains(ArtNode v) {
      return scheduled.containsKey(v);
    }
  }

  private final Art art;
  private final Enabledness enabledness;
  private final Set<ArtNode> unresolved;

  /** @param unresolved live nodes that must not be in an IVR besides error nodes (e.g. undecided) */
  IvrExtractor(Art art, Enabledness enabledness, Set<ArtNode> unresolved) {
    this.art = art;
    this.enabledness = enabledness;
    this.unresolved = unresolved;
  }

  /** The IVR, or null if the ART holds no safe deadlock-free schedule from the root. */
  View extract() {
    List<ArtNode> nodes = art.nodes();
    BitSet live = liveNodes();
    BitSet bad = new BitSet();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int i = nodes.size() - 1; i >= 0; i--) {
        if (!live.get(i) || bad.get(i)) continue;
        if (!good(nodes.get(i), bad)) {
          bad.set(i);
          changed = true;
        }
      }
    }
    if (bad.get(0)) {
      if (LOG.isLoggable(Level.FINER)) explain(art.root(), bad, 0);
      return null;
    }
    // collect the scheduled part reachable from the root
    Map<ArtNode, BitSet> sched = new HashMap<>();
    int coverings = 0;
    ArrayDeque<ArtNode> todo = new ArrayDeque<>();
    todo.add(art.root());
    while (!todo.isEmpty()) {
      ArtNode v = todo.poll();
      if (sched.containsKey(v)) continue;
      BitSet threads = new BitSet();
      sched.put(v, threads);
      if (v.coveredBy() != null) {
        coverings++;
        todo.add(v.coveredBy());
        continue;
      }
      GlobalLocation g = v.location();
      for (int t = 0; t < g.threadCount(); t++) {
        if (!schedulable(v, t, bad)) continue;
        threads.set(t);
        for (ArtNode c : v.children()) if (c.edge().thread() == t && !c.isDead()) todo.add(c);
      }
    }
    return new View(sched, coverings);
  }

  /** Debug output: why the root has no schedule (follows the first expanded thread). */
  private final java.util.Set<ArtNode> explained = new java.util.HashSet<>();

  private void explain(ArtNode v, BitSet bad, int depth) {
    if (depth > 60) return;
    StringBuilder b = new StringBuilder(" ".repeat(depth) + v + " label=" + v.label() + " exp=" + v.expandedThreads()
        + (v.coveredBy() != null ? " coveredBy=" + v.coveredBy() : ""));
    for (int t = 0; t < v.location().threadCount(); t++) {
      if (!v.isExpanded(t)) continue;
      for (ArtNode c : v.children()) {
        if (c.edge().thread() != t) continue;
        b.append(" [T").append(t).append(" enabled=").append(enabledness.provedEnabled(v, c.edge()))
            .append(" child ").append(c.id()).append(c.isDead() ? " dead" : bad.get(c.id()) ? " bad" : " good").append(']');
      }
    }
    LOG.finer(b.toString());
    if (v.coveredBy() != null) {
      if (bad.get(v.coveredBy().id()) && explained.add(v.coveredBy())) explain(v.coveredBy(), bad, depth + 1);
      return;
    }
    for (ArtNode c : v.children()) if (!c.isDead() && bad.get(c.id()) && explained.add(c)) {
      explain(c, bad, depth + 1);
    }
  }

  private boolean good(ArtNode v, BitSet bad) {
    if (v.kind() != ArtNode.Kind.NORMAL || unresolved.contains(v)) return false;
    if (v.coveredBy() != null) return !bad.get(v.coveredBy().id());
    GlobalLocation g = v.location();
    if (!g.anyRunning()) return true;
    for (int t = 0; t < g.threadCount(); t++) if (schedulable(v, t, bad)) return true;
    return false;
  }

  private boolean schedulable(ArtNode v, int t, BitSet bad) {
    if (!v.isExpanded(t)) return false;
    for (ArtNode c : v.children()) {
      if (c.edge().thread() != t) continue;
      if (!enabledness.provedEnabled(v, c.edge())) return false;
      if (!c.isDead() && bad.get(c.id())) return false;
    }
    return true;
  }

  /** Not dead and not below a covered node. */
  private BitSet liveNodes() {
    BitSet live = new BitSet();
    ArrayDeque<ArtNode> todo = new ArrayDeque<>();
    todo.add(art.root());
    while (!todo.isEmpty()) {
      ArtNode v = todo.poll();
      if (v.isDead()) continue;
      live.set(v.id());
      if (v.coveredBy() != null) continue;
      todo.addAll(v.children());
    }
    return live;
  }
}
