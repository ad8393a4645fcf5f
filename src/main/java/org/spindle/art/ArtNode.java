package org.spindle.art;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.spindle.smt.StateFormula;

/**
 * A node of an abstract reachability tree: global location, label (a state formula that only gets
 * stronger), the tree edge that created it, children, and the covering relation in both
 * directions. Per thread it records whether the thread was expanded here, skipped by partial-order
 * reduction, or must be expanded because of a cover expansion ({@code forced}). Mutation goes
 * through {@link Art} so that the covering relation stays consistent.
 */
public final class ArtNode {
  /** What reaching the node means. */
  public enum Kind {
    NORMAL,
    /** The last step took an Error edge. */
    ERROR,
    /** The last step has undefined control behaviour (a thread instance created twice). */
    UNDEFINED
  }

  private final int id;
  private final GlobalLocation location;
  private final ArtNode parent;
  private final ArtEdge edge;
  private final Kind kind;
  private final int depth;
  private StateFormula label = StateFormula.TRUE;
  private final List<ArtNode> children = new ArrayList<>();
  ArtNode coveredBy;
  final Set<ArtNode> covers = new LinkedHashSet<>();
  final BitSet expanded = new BitSet();
  final BitSet skipped = new BitSet();
  final BitSet forced = new BitSet();

  ArtNode(int id, GlobalLocation location, ArtNode parent, ArtEdge edge, Kind kind) {
    this.id = id;
    this.location = location;
    this.parent = parent;
    this.edge = edge;
    this.kind = kind;
    this.depth = parent == null ? 0 : parent.depth + 1;
  }

  public int id() {
    return id;
  }

  public GlobalLocation location() {
    return location;
  }

  public ArtNode parent() {
    return parent;
  }

  /** The edge from the parent; null at the root. */
  public ArtEdge edge() {
    return edge;
  }

  public Kind kind() {
    return kind;
  }

  public int depth() {
    return depth;
  }

  public StateFormula label() {
    return label;
  }

  void setLabel(StateFormula label) {
    this.label = label;
  }

  /** Labelled false: no state reaches the node. */
  public boolean isDead() {
    return label.isFalse();
  }

  public List<ArtNode> children() {
    return Collections.unmodifiableList(children);
  }

  void addChild(ArtNode c) {
    children.add(c);
  }

  /** The node covering this one directly (not through an ancestor), or null. */
  public ArtNode coveredBy() {
    return coveredBy;
  }

  /** Nodes this one covers. */
  public Set<ArtNode> coveredNodes() {
    return Collections.unmodifiableSet(covers);
  }

  public boolean isExpanded(int thread) {
    return expanded.get(thread);
  }

  public boolean isSkipped(int thread) {
    return skipped.get(thread);
  }

  public boolean isForced(int thread) {
    return forced.get(thread);
  }

  public BitSet expandedThreads() {
    return (BitSet) expanded.clone();
  }

  public BitSet skippedThreads() {
    return (BitSet) skipped.clone();
  }

  public void markExpanded(int thread) {
    expanded.set(thread);
    skipped.clear(thread);
  }

  public void markSkipped(int thread) {
    skipped.set(thread);
  }

  /** A cover expansion requires {@code thread} to be expanded here. */
  public void force(int thread) {
    forced.set(thread);
  }

  @Override
  public String toString() {
    return "v" + id + location + (kind == Kind.NORMAL ? "" : " " + kind);
  }
}
