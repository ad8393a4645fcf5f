package org.spindle.modular;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.Predicate;
import org.spindle.program.Edge;
import org.spindle.program.ThreadCfa;

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
 * them.
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

  static Result of(ThreadCfa t, Predicate<Edge> local) {
    int n = t.locationCount();
    int[] incoming = new int[n];
    Edge[] onlyIn = new Edge[n];
    for (Edge e : t.edges()) {
      incoming[e.target()]++;
      onlyIn[e.target()] = e;
    }
    BitSet kept = new BitSet(n);
    for (int l = 0; l < n; l++) {
      boolean mergeable = l != t.entry() && incoming[l] == 1 && local.test(onlyIn[l])
          && !t.isFinal(l);
      if (!mergeable) kept.set(l);
    }
    ImmutableList.Builder<Block> blocks = ImmutableList.builder();
    for (int l = kept.nextSetBit(0); l >= 0; l = kept.nextSetBit(l + 1)) {
      extend(t, l, new ArrayList<>(), kept, new BitSet(n), blocks);
    }
    return new Result(kept, blocks.build());
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
        // each dropped location has one incoming edge, so a cycle of them is never entered
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
