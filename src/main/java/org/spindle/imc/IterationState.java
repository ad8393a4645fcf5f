package org.spindle.imc;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.impact.Limits;
import org.spindle.impact.Unknown;

/**
 * What the parts of one IMC run share (Algorithm 7): the ART, the work list of the current
 * iteration, the nodes already processed once, the error nodes, a version of the (▷ ∪ →) graph
 * for the refusal cache of {@link Closing}, the counters and the {@link Limits}.
 */
final class IterationState {
  final Art art;
  final Limits limits;
  private final ArrayDeque<ArtNode> work = new ArrayDeque<>();
  private final BitSet inWork = new BitSet();
  /** Nodes that went through Close/Refine/Check_Enabledness/Expand once. */
  final BitSet processed = new BitSet();
  /** Live error nodes with a replayed counterexample, or whose path could not be decided. */
  final Set<ArtNode> errorNodes = new HashSet<>();
  final List<Unknown> unknownReasons = new ArrayList<>();
  /**
   * Bumped whenever edges of the (▷ ∪ →) graph go away or labels get stronger; refusals of
   * unfair coverings stand only for the version they were made at.
   */
  long graphVersion;
  int refinements;
  int backtracks;
  /** Check_Enabledness proofs from an ancestor's label (a path suffix), not the whole path. */
  int enablednessFromAncestors;

  IterationState(Art art, Limits limits) {
    this.art = art;
    this.limits = limits;
  }

  /** Why the run stops (timeout, memory), or null. */
  String stopReason() {
    return limits.stopReason();
  }

  boolean hasWork() {
    return !work.isEmpty();
  }

  void clearWork() {
    work.clear();
  }

  /** The next node (depth first). */
  ArtNode poll() {
    ArtNode v = work.pollLast();
    inWork.clear(v.id());
    return v;
  }

  void push(ArtNode v) {
    if (inWork.get(v.id())) return;
    inWork.set(v.id());
    work.addLast(v);
  }

  /** Puts v on the work list so that it is the next node taken. */
  void pushFirst(ArtNode v) {
    work.remove(v);
    inWork.set(v.id());
    work.addLast(v);
  }

  /** Puts v and its live subtree back on the work list (after v was uncovered). */
  void reactivate(ArtNode v) {
    art.forSubtree(v, n -> {
      if (!n.isDead()) push(n);
    });
  }

  /** Uncovers every node covered by n and puts it back to work. */
  void uncoverAllBy(ArtNode n) {
    for (ArtNode x : new ArrayList<>(n.coveredNodes())) {
      art.uncover(x);
      reactivate(x);
    }
  }
}
