package org.spindle.dpor;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Transition;

/**
 * Wakeup trees of Optimal-DPOR (Abdulla, Aronis, Jonsson, Sagonas, POPL 2014, §6): an ordered
 * tree of event sequences still to be explored after a prefix E. A node is an event (thread and
 * transition; a null transition is a blocked attempt, D38); its children are ordered by
 * insertion, and each leaf path is a wakeup sequence. One implementation for every engine that
 * uses wakeup trees.
 *
 * <p>The last event of an inserted sequence v = notdep(e, E).e' is e' with the race reversed: it
 * reads what e wrote in E, and without e before it, it may take another path, draw from another
 * state or no longer block. It is therefore a <em>free</em> node: "the next step of its thread,
 * whatever it is" (the papers identify events by thread and position, threads being
 * deterministic); the other events of v keep their transitions, because they do not depend on
 * e and neither does anything before them in v.
 */
final class WakeupTree {
  /** A node: the event that leads to it (none for a root) and the sequences that continue it. */
  static final class Node {
    final int thread;
    final Transition transition;
    final StepFootprint footprint;
    /** A free node: the thread's next step, whatever it is (then transition and footprint are those seen in E). */
    final boolean free;
    /**
     * The event ends the run (undefined behaviour, an error): with symbolic inputs (D43) one edge
     * may have an outcome that ends the run beside one that goes on, with the same transition.
     */
    final boolean end;
    final List<Node> children = new ArrayList<>();
    /** The events explored after this node so far (thread, transition), so none is added twice. */
    final java.util.Set<List<Object>> explored = new java.util.HashSet<>();

    Node(int thread, Transition transition, StepFootprint footprint, boolean free, boolean end) {
      this.thread = thread;
      this.transition = transition;
      this.footprint = footprint;
      this.free = free;
      this.end = end;
    }

    Node(int thread, Transition transition, StepFootprint footprint, boolean free) {
      this(thread, transition, footprint, free, false);
    }

    Node(int thread, Transition transition, StepFootprint footprint) {
      this(thread, transition, footprint, false);
    }

    /** Records that the child event {@code c} has been explored after this node. */
    void markExplored(Node c) {
      explored.add(java.util.Arrays.asList(c.thread, c.transition, c.end));
    }

    boolean wasExplored(int thread, Transition tr, boolean end) {
      return explored.contains(java.util.Arrays.asList(thread, tr, end));
    }

    static Node root() {
      return new Node(-1, null, null, false);
    }

    /** A copy of this node and its subtree with another event at the top (for a free node made concrete). */
    Node withEvent(Transition tr, StepFootprint fp, boolean end) {
      Node n = new Node(thread, tr, fp, false, end);
      for (Node c : children) n.children.add(c.deepCopy());
      return n;
    }

    private Node deepCopy() {
      Node n = new Node(thread, transition, footprint, free, end);
      for (Node c : children) n.children.add(c.deepCopy());
      return n;
    }
  }

  /** An event of a sequence being inserted; the last one of v is free. */
  private record Item(Event event, boolean free) {}

  private WakeupTree() {}

  /**
   * insert_[E](v, B): walks down from {@code root} taking, at each node, the first child whose
   * event is a weak initial of what remains of v (and removing that event from v if v has it);
   * if the walk ends at a leaf below the root, some sequence already in the tree is a prefix of
   * v up to equivalence and nothing is added; otherwise the rest of v becomes a new leaf path of
   * the last node reached, after its existing children.
   */
  static void insert(Node root, List<Event> v) {
    insert(root, v, v.size() - 1, false);
  }

  /**
   * insert_[E](v, B) as {@link #insert(Node, List)}, with the event at index {@code free} of v as
   * the free one (ODPOR^ob's v ends in the observer, and the context-sensitive v goes on with
   * future initials after the reversed event; D42) and weak initials under the happens-before
   * with observers if {@code observers} ({@link SequenceOrder}).
   */
  static void insert(Node root, List<Event> v, int free, boolean observers) {
    Node u = root;
    List<Item> rest = new ArrayList<>();
    for (int k = 0; k < v.size(); k++) rest.add(new Item(v.get(k), k == free));
    BitSet[] preds = predecessors(events(rest), observers);
    while (true) {
      if (u != root && u.children.isEmpty()) return; // covered: a leaf sequence w with w ⊑ v
      if (rest.isEmpty()) return;
      Node next = null;
      for (Node c : u.children) {
        int at = weakInitialAt(c, rest, preds, observers);
        if (at == NOT_INITIAL) continue;
        if (at >= 0) {
          rest.remove(at);
          preds = predecessors(events(rest), observers);
        }
        next = c;
        break;
      }
      if (next == null) break;
      u = next;
    }
    for (Item it : rest) {
      Node n = new Node(it.event().thread(), it.event().transition(), it.event().footprint(), it.free());
      u.children.add(n);
      u = n;
    }
  }

  private static List<Event> events(List<Item> items) {
    List<Event> out = new ArrayList<>(items.size());
    for (Item it : items) out.add(it.event());
    return out;
  }

  static final int NOT_INITIAL = -2;
  static final int INDEPENDENT = -1;

  /**
   * Whether the event of tree node {@code c} is a weak initial of {@code v} (WI_[E](v)): returns
   * the index of its thread's first event in v if that is the same event (a free node or a free
   * event of v is the same as any event of its thread) and nothing in v happens before it;
   * {@link #INDEPENDENT} if the thread has no event in v and the node's event is independent of
   * all of v; else {@link #NOT_INITIAL}.
   */
  private static int weakInitialAt(Node c, List<Item> v, BitSet[] preds, boolean observers) {
    for (int a = 0; a < v.size(); a++) {
      Item ia = v.get(a);
      if (ia.event().thread() != c.thread) continue;
      // an executed event never ended the run: a node that does is another event of the thread
      boolean same = c.free || ia.free() || !c.end && java.util.Objects.equals(ia.event().transition(), c.transition);
      if (!same) return NOT_INITIAL;
      return preds[a].isEmpty() ? a : NOT_INITIAL;
    }
    if (observers) {
      return SequenceOrder.of(events(v), true).independentBefore(c.thread, c.footprint) ? INDEPENDENT : NOT_INITIAL;
    }
    for (Item it : v) if (!it.event().independentOfStep(c.thread, c.footprint)) return NOT_INITIAL;
    return INDEPENDENT;
  }

  private static BitSet[] predecessors(List<Event> v, boolean observers) {
    return observers ? SequenceOrder.of(v, true).predecessors() : predecessors(v);
  }

  /** True if thread q asleep with next steps {@code next} is a weak initial of v (any of its variants). */
  static boolean sleeperIsWeakInitial(int q, NextStep next, List<Event> v) {
    for (int a = 0; a < v.size(); a++) {
      if (v.get(a).thread() == q) return predecessors(v, a).isEmpty();
    }
    for (StepFootprint fp : next.allFootprints()) {
      for (Event e : v) if (!e.independentOfStep(q, fp)) return false;
    }
    return true;
  }

  /** The events of v that happen before v[a] within v (transitively, through events of v only). */
  static BitSet predecessors(List<Event> v, int a) {
    return predecessors(v.subList(0, a + 1))[a];
  }

  /** For every event of v, the events of v that happen before it within v. */
  static BitSet[] predecessors(List<Event> v) {
    BitSet[] preds = new BitSet[v.size()];
    for (int b = 0; b < v.size(); b++) {
      preds[b] = new BitSet();
      for (int c = b - 1; c >= 0; c--) {
        if (preds[b].get(c)) continue; // already known through a later predecessor
        if (v.get(b).dependsOn(v.get(c))) {
          preds[b].or(preds[c]);
          preds[b].set(c);
        }
      }
    }
    return preds;
  }
}
