package org.spindle.art;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.spindle.smt.StateFormula;

/**
 * An abstract reachability tree (Definition 25 of the thesis; McMillan CAV'06, WKO13): nodes in
 * creation order (ids are indices), the tree, and the covering relation {@code v ▷ w} (v covered
 * by the earlier, uncovered node w with the same global location and a weaker label). Engines
 * reuse it; the algorithm lives elsewhere.
 */
public final class Art {
  private final List<ArtNode> nodes = new ArrayList<>();
  private final Map<GlobalLocation, List<ArtNode>> byLocation = new HashMap<>();
  private final ArtNode root;
  private int coverings;

  public Art(GlobalLocation initial) {
    this.root = add(initial, null, null, ArtNode.Kind.NORMAL);
  }

  private ArtNode add(GlobalLocation l, ArtNode parent, ArtEdge edge, ArtNode.Kind kind) {
    ArtNode n = new ArtNode(nodes.size(), l, parent, edge, kind);
    nodes.add(n);
    byLocation.computeIfAbsent(l, k -> new ArrayList<>()).add(n);
    if (parent != null) parent.addChild(n);
    return n;
  }

  public ArtNode root() {
    return root;
  }

  public ArtNode node(int id) {
    return nodes.get(id);
  }

  public List<ArtNode> nodes() {
    return Collections.unmodifiableList(nodes);
  }

  public int size() {
    return nodes.size();
  }

  /** Nodes at {@code l}, in creation order. */
  public List<ArtNode> nodesAt(GlobalLocation l) {
    return byLocation.getOrDefault(l, List.of());
  }

  public ArtNode addChild(ArtNode parent, ArtEdge edge, GlobalLocation l, ArtNode.Kind kind) {
    return add(l, parent, edge, kind);
  }

  /** Covered directly or through an ancestor. */
  public boolean isCovered(ArtNode v) {
    for (ArtNode a = v; a != null; a = a.parent()) if (a.coveredBy != null) return true;
    return false;
  }

  /** Dead (labelled false) itself or through an ancestor. */
  public boolean isDead(ArtNode v) {
    for (ArtNode a = v; a != null; a = a.parent()) if (a.isDead()) return true;
    return false;
  }

  /** Root first, {@code v} last. */
  public List<ArtNode> pathFromRoot(ArtNode v) {
    List<ArtNode> r = new ArrayList<>(v.depth() + 1);
    for (ArtNode a = v; a != null; a = a.parent()) r.add(a);
    Collections.reverse(r);
    return r;
  }

  /** Is {@code a} an ancestor of {@code d} (or d itself)? */
  public boolean isAncestor(ArtNode a, ArtNode d) {
    if (a.depth() > d.depth()) return false;
    ArtNode x = d;
    while (x.depth() > a.depth()) x = x.parent();
    return x == a;
  }

  /** {@code v} and all its descendants, pre-order. */
  public void forSubtree(ArtNode v, Consumer<ArtNode> f) {
    ArrayDeque<ArtNode> todo = new ArrayDeque<>();
    todo.push(v);
    while (!todo.isEmpty()) {
      ArtNode n = todo.pop();
      f.accept(n);
      List<ArtNode> cs = n.children();
      for (int i = cs.size() - 1; i >= 0; i--) todo.push(cs.get(i));
    }
  }

  public List<ArtNode> descendants(ArtNode v) {
    List<ArtNode> r = new ArrayList<>();
    forSubtree(v, r::add);
    return r;
  }

  /** Adds {@code v ▷ w}. The caller removes coverings into v's subtree (see {@link #uncover}). */
  public void cover(ArtNode v, ArtNode w) {
    if (v.coveredBy != null) uncover(v);
    v.coveredBy = w;
    w.covers.add(v);
    coverings++;
  }

  /** Removes {@code v ▷ coveredBy(v)}. */
  public void uncover(ArtNode v) {
    if (v.coveredBy == null) return;
    v.coveredBy.covers.remove(v);
    v.coveredBy = null;
  }

  public void setLabel(ArtNode v, StateFormula label) {
    v.setLabel(label);
  }

  /** How many coverings were ever added. */
  public int coveringsAdded() {
    return coverings;
  }

  /** Nodes that are covered directly, now. */
  public int coveredCount() {
    int n = 0;
    for (ArtNode v : nodes) if (v.coveredBy != null) n++;
    return n;
  }
}
