package org.spindle.modular;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.Predicate;
import org.spindle.program.Edge;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.CfaLoops;

/**
 * Large blocks of one thread's CFA for the Horn clauses (D51): a block is a path of local edges
 * followed by one edge of any kind. A location whose only incoming edge is local is not kept (it
 * has no predicate): its local edge is merged into every edge leaving it.
 *
 * <p>Why this loses no error: a local edge reads and writes only its thread's unshared locals, so
 * it commutes with every step of every other thread (Lipton: a right mover). Any run in which other
 * threads step between the local edge and the next edge of its thread can be reordered so that the
 * local edge comes just before that next edge, reaching the same states at kept locations; a state
 * at a dropped location differs from one at its predecessor only in the thread's own locals, which
 * no other thread reads and no error of another thread depends on. Errors, undefined behaviour and
 * bound edges of the thread itself are checked at the end of (or inside) the block that reaches
 * them. Blocks also run through the inside of atomic sections ({@link #droppableInAtomic}).
 */
final class Blocks {
  private Blocks() {}

  /** A block from kept location {@code source}: its edges in order. */
  record Block(int source, ImmutableList<Edge> edges) {
    Edge last() {
      return edges.get(edges.size() - 1);
    }

    int target() {
      return last().target();
    }
  }

  /** Kept locations and the blocks leaving them. */
  record Result(BitSet kept, ImmutableList<Block> blocks) {}

  /**
   * The blocks of {@code t}: {@code local} says which edges are local (see the class comment),
   * {@code interior} which edges may lead into a location strictly inside an atomic section that
   * is not kept (see {@link #droppableInAtomic}).
   */
  static Result of(ThreadCfa t, Predicate<Edge> local, Predicate<Edge> interior) {
    int n = t.locationCount();
    int[] incoming = new int[n];
    Edge[] onlyIn = new Edge[n];
    for (Edge e : t.edges()) {
      incoming[e.target()]++;
      onlyIn[e.target()] = e;
    }
    java.util.Set<Integer> loopHeads = CfaLoops.of(t).loopHeads(); // every cycle has one
    BitSet notInterior = new BitSet(n); // some edge into the location is not interior
    for (Edge e : t.edges()) if (!interior.test(e)) notInterior.set(e.target());
    BitSet kept = new BitSet(n);
    for (int l = 0; l < n; l++) {
      boolean mergeable = l != t.entry() && !t.isFinal(l) && !loopHeads.contains(l)
          && (incoming[l] == 1 && local.test(onlyIn[l])
              || droppableInAtomic(t, l, notInterior));
      if (!mergeable) kept.set(l);
    }
    limitPaths(t, kept);
    ImmutableList.Builder<Block> blocks = ImmutableList.builder();
    for (int l = kept.nextSetBit(0); l >= 0; l = kept.nextSetBit(l + 1)) {
      extend(t, l, new ArrayList<>(), kept, new BitSet(n), blocks);
    }
    return new Result(kept, blocks.build());
  }

  /**
   * May location {@code l}, strictly inside an atomic section, be dropped? No other instance steps while one is inside (their edges need the section free), so a
   * location there needs no predicate of its own when every edge into it is {@code interior} (no
   * creation, no error, no edge the clauses treat at a block's end only): the blocks through it run
   * the instance's steps one after the other, as the program does. Blocking inside a section ends
   * the path, and no other instance could have stepped from that state either. Loop heads stay
   * kept ({@link CfaLoops}: every cycle has one), so blocks are finite.
   */
  private static boolean droppableInAtomic(ThreadCfa t, int l, BitSet notInterior) {
    return t.atomicLocations().contains(l) && !notInterior.get(l);
  }

  /** Most blocks from one location through dropped ones. */
  static final int MAX_PATHS = 32;

  /**
   * Keeps dropped locations from which more than {@link #MAX_PATHS} paths lead to kept ones (a
   * section with a chain of branches would otherwise give exponentially many blocks). The dropped
   * locations form an acyclic graph (every cycle has a kept loop head), so the counts are
   * computed bottom-up by a depth-first search.
   */
  private static void limitPaths(ThreadCfa t, BitSet kept) {
    int[] paths = new int[t.locationCount()]; // 0: not counted yet
    java.util.ArrayDeque<Integer> stack = new java.util.ArrayDeque<>();
    for (int root = 0; root < t.locationCount(); root++) {
      if (kept.get(root) || paths[root] > 0) continue;
      stack.push(root);
      while (!stack.isEmpty()) { // post-order without recursion (sections may be long)
        int l = stack.peek();
        Integer next = null;
        long sum = 0;
        for (Edge e : t.outgoing(l)) {
          int to = e.target();
          if (kept.get(to)) sum += 1;
          else if (paths[to] > 0) sum += paths[to];
          else next = to;
        }
        if (next != null) {
          stack.push(next);
          continue;
        }
        stack.pop();
        if (sum > MAX_PATHS) kept.set(l);
        else paths[l] = (int) Math.max(1, sum);
      }
    }
  }

  private static void extend(ThreadCfa t, int source, List<Edge> path, BitSet kept, BitSet onPath,
      ImmutableList.Builder<Block> out) {
    int at = path.isEmpty() ? source : path.get(path.size() - 1).target();
    for (Edge e : t.outgoing(at)) {
      path.add(e);
      int to = e.target();
      if (kept.get(to)) {
        out.add(new Block(source, ImmutableList.copyOf(path)));
      } else if (onPath.get(to)) {
        // loop heads are kept and every cycle has one, so no cycle consists of dropped locations
        throw new IllegalStateException("a cycle of merged locations at " + e);
      } else {
        onPath.set(to);
        extend(t, source, path, kept, onPath, out);
        onPath.clear(to);
      }
      path.remove(path.size() - 1);
    }
  }
}
