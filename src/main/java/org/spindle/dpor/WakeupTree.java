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
   * insert_[E](v, B) for v = notdep(e, E).e' as {@link Execution#notdepThen} builds it (the races
   * of Optimal-DPOR and Optimal-DPOR-Await): the same as {@link #insert(Node, List)}, with the
   * happens-before relation within v read off the events' vector clocks (see {@code
   * Rest.minimalByClocks}) instead of comparing every pair of footprints. A node of e's thread
   * ({@code racedThread}) is never an independent weak initial of v: with per-value variants (D38)
   * it may be another value of e's step, independent of v, but below it e's thread has taken that
   * other value, so v.e would never be explored there (found by a probe: a read of arr[b1 * 2 +
   * b2] racing with a write of arr[0] was missed).
   */
  static void insertRace(Node root, List<Event> v, int racedThread) {
    Rest rest = new Rest(v, v.size() - 1, false, null);
    rest.raced = racedThread;
    insert(root, rest);
  }

  /**
   * insert_[E](v, B) as {@link #insert(Node, List)}, with the event at index {@code free} of v as
   * the free one (ODPOR^ob's v ends in the observer, and the context-sensitive v goes on with
   * future initials after the reversed event; D42) and weak initials under the happens-before
   * with observers if {@code observers} ({@link SequenceOrder}).
   */
  static void insert(Node root, List<Event> v, int free, boolean observers) {
    insert(root, new Rest(v, free, observers, predecessors(v, observers)));
  }

  private static void insert(Node root, Rest rest) {
    Node u = root;
    boolean observers = rest.observers;
    while (true) {
      if (u != root && u.children.isEmpty()) return; // covered: a leaf sequence w with w ⊑ v
      if (rest.isEmpty()) return;
      Node next = null;
      for (Node c : u.children) {
        int at = weakInitialAt(c, rest, observers);
        if (at == NOT_INITIAL) continue;
        if (at >= 0) rest.remove(at);
        next = c;
        break;
      }
      if (next == null) break;
      u = next;
    }
    for (int k = rest.left.nextSetBit(0); k >= 0; k = rest.left.nextSetBit(k + 1)) {
      Item it = rest.items.get(k);
      Node n = new Node(it.event().thread(), it.event().transition(), it.event().footprint(), it.free());
      u.children.add(n);
      u = n;
    }
  }

  /**
   * What remains of v during an insertion: the items at the positions in {@code left}, with the
   * happens-before predecessors of each within v. Only weak initials are removed, and a weak
   * initial has no predecessor left, so no chain of the plain relation passes through it: the
   * relation on the rest is the old one restricted to it, and the predecessor sets are computed
   * once (recomputing them after each removal made an insert cubic in |v|; SV-COMP's indexer spent
   * minutes per execution there). With observers a dependency may rest on a third event, so that
   * relation is recomputed over the rest after a removal.
   *
   * <p>For v = notdep(e, E).e' ({@code preds} null) nothing is computed in advance: whether an
   * event has a predecessor left is read off the vector clocks when the walk asks
   * ({@code minimalByClocks} argues why the clocks give the relation within v), which costs
   * O(|v|) per node the walk visits instead of O(|v|²) per insert.
   */
  private static final class Rest {
    List<Item> items = new ArrayList<>();
    BitSet left = new BitSet();
    /** The thread of the race's first event e (v = notdep(e, E).e'), or -1. */
    int raced = -1;
    BitSet[] preds;
    final boolean observers;

    Rest(List<Event> v, int free, boolean observers, BitSet[] preds) {
      this.observers = observers;
      for (int k = 0; k < v.size(); k++) items.add(new Item(v.get(k), k == free));
      left.set(0, v.size());
      this.preds = preds;
    }

    boolean isEmpty() {
      return left.isEmpty();
    }

    /** Does item k (still left) have no predecessor left? */
    boolean minimal(int k) {
      if (preds == null) return minimalByClocks(k);
      BitSet p = preds[k];
      for (int c = p.nextSetBit(0); c >= 0; c = p.nextSetBit(c + 1)) if (left.get(c)) return false;
      return true;
    }

    /**
     * {@link #minimal} of notdep(e, E).e' without predecessor sets. For events a, b of v other
     * than the last, a happens before b in E iff a chain of dependencies within v leads from a to
     * b: the clocks are the transitive closure of exactly the pairs that {@link Event#dependsOn}
     * relates (same thread, conflicting footprints, creation, join; {@link Execution}), and every
     * event c on a chain from a to b in E lies after e and happens before b, so if c were not in
     * v, e would happen before c and so before b, which then would not be in v. The last event e'
     * happens after e in E, so for it the relation is taken within v: a
     * predecessor left means a direct dependency left (the last link of a chain to e' is one, and
     * an event on the chain was never removed before the chain's start, being no weak initial
     * while it had a predecessor left).
     */
    private boolean minimalByClocks(int k) {
      Event ek = items.get(k).event();
      boolean last = k == items.size() - 1;
      for (int c = left.nextSetBit(0); c >= 0 && c < k; c = left.nextSetBit(c + 1)) {
        Event ec = items.get(c).event();
        if (last ? ek.dependsOn(ec) : ec.happensBefore(ek.clock())) return false;
      }
      return true;
    }

    void remove(int k) {
      left.clear(k);
      if (!observers) return;
      List<Item> kept = new ArrayList<>();
      for (int c = left.nextSetBit(0); c >= 0; c = left.nextSetBit(c + 1)) kept.add(items.get(c));
      items = kept;
      left = new BitSet();
      left.set(0, kept.size());
      preds = predecessors(events(kept), true);
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
  private static int weakInitialAt(Node c, Rest rest, boolean observers) {
    for (int a = rest.left.nextSetBit(0); a >= 0; a = rest.left.nextSetBit(a + 1)) {
      Item ia = rest.items.get(a);
      if (ia.event().thread() != c.thread) continue;
      // an executed event never ended the run: a node that does is another event of the thread
      boolean same = c.free || ia.free() || !c.end && java.util.Objects.equals(ia.event().transition(), c.transition);
      if (!same) return NOT_INITIAL;
      return rest.minimal(a) ? a : NOT_INITIAL;
    }
    if (observers) {
      List<Item> left = new ArrayList<>();
      for (int a = rest.left.nextSetBit(0); a >= 0; a = rest.left.nextSetBit(a + 1)) left.add(rest.items.get(a));
      return SequenceOrder.of(events(left), true).independentBefore(c.thread, c.footprint) ? INDEPENDENT : NOT_INITIAL;
    }
    if (c.thread == rest.raced) return NOT_INITIAL; // another value of e's step (see insertRace)
    for (int a = rest.left.nextSetBit(0); a >= 0; a = rest.left.nextSetBit(a + 1)) {
      if (!rest.items.get(a).event().independentOfStep(c.thread, c.footprint)) return NOT_INITIAL;
    }
    return INDEPENDENT;
  }

  private static BitSet[] predecessors(List<Event> v, boolean observers) {
    return observers ? SequenceOrder.of(v, true).predecessors() : predecessors(v);
  }

  /** True if thread q asleep with next steps {@code next} is a weak initial of v (any of its variants). */
  static boolean sleeperIsWeakInitial(int q, NextStep next, List<Event> v) {
    for (int a = 0; a < v.size(); a++) {
      if (v.get(a).thread() == q) return !hasPredecessor(v, a);
    }
    for (StepFootprint fp : next.allFootprints()) {
      for (Event e : v) if (!e.independentOfStep(q, fp)) return false;
    }
    return true;
  }

  /**
   * Does some event of v happen before v[a] within v? Only if one is a direct dependency of it:
   * the first link of a chain to v[a] is one.
   */
  static boolean hasPredecessor(List<Event> v, int a) {
    for (int c = 0; c < a; c++) if (v.get(a).dependsOn(v.get(c))) return true;
    return false;
  }

  /** The predecessors of v[b] within v, given those of the events before it. */
  private static BitSet closureOf(List<Event> v, int b, BitSet[] preds) {
    BitSet p = new BitSet();
    for (int c = b - 1; c >= 0; c--) {
      if (p.get(c)) continue; // already known through a later predecessor
      if (v.get(b).dependsOn(v.get(c))) {
        p.or(preds[c]);
        p.set(c);
      }
    }
    return p;
  }

  /** For every event of v, the events of v that happen before it within v. */
  static BitSet[] predecessors(List<Event> v) {
    BitSet[] preds = new BitSet[v.size()];
    for (int b = 0; b < v.size(); b++) preds[b] = closureOf(v, b, preds);
    return preds;
  }
}
