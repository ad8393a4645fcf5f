package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * A violation witness as an automaton over program steps (docs/decisions.md D35): GraphML witnesses
 * are one directly; a YAML violation sequence is turned into one ({@link SequenceAutomaton}).
 * Immutable; the outgoing edges and the nodes' distances from the entry are indexed once.
 */
public final class WitnessAutomaton {
  /**
   * {@code MUST_TAKE} (GraphML, as witness automata are run by validators): a step that matches an
   * outgoing edge's source-code guard must take one such edge, and a failed assumption ends the
   * path; steps that match none leave the state unchanged. {@code SEQUENCE} (YAML): the run is
   * divided into parts, one per segment, so a step may pass a follow waypoint or let it be passed
   * later; a failed constraint just means the waypoint is not passed; passing an avoid waypoint
   * ends the path.
   */
  public enum Semantics { MUST_TAKE, SEQUENCE }

  private final WitnessInfo info;
  private final ImmutableList<WitnessNode> nodes;
  private final int entry;
  private final ImmutableList<WitnessEdge> edges;
  private final ImmutableList<String> threadIds;
  private final ImmutableMap<Integer, Integer> initialBinding;
  private final Semantics semantics;
  private final ImmutableListMultimap<Integer, WitnessEdge> outgoing;
  private final int[] depths;

  /**
   * @param threadIds the witness' thread identifiers (strings in both formats), indexed by the
   *     {@code thread}/{@code createThread} numbers of the edges
   * @param initialBinding witness thread index -> thread instance bound before the first step
   *     (YAML: thread 0 is main); other ids are bound when their thread is created or first moves
   */
  public WitnessAutomaton(WitnessInfo info, ImmutableList<WitnessNode> nodes, int entry,
      ImmutableList<WitnessEdge> edges, ImmutableList<String> threadIds,
      ImmutableMap<Integer, Integer> initialBinding, Semantics semantics) {
    this.info = info;
    this.nodes = nodes;
    this.entry = entry;
    this.edges = edges;
    this.threadIds = threadIds;
    this.initialBinding = initialBinding;
    this.semantics = semantics;
    ImmutableListMultimap.Builder<Integer, WitnessEdge> b = ImmutableListMultimap.builder();
    for (WitnessEdge e : edges) b.put(e.source(), e);
    this.outgoing = b.build();
    this.depths = new int[nodes.size()];
    Arrays.fill(depths, -1);
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    depths[entry] = 0;
    queue.add(entry);
    while (!queue.isEmpty()) {
      int n = queue.poll();
      for (WitnessEdge e : outgoing.get(n)) {
        if (depths[e.target()] < 0) {
          depths[e.target()] = depths[n] + 1;
          queue.add(e.target());
        }
      }
    }
  }

  public WitnessInfo info() {
    return info;
  }

  public ImmutableList<WitnessNode> nodes() {
    return nodes;
  }

  public WitnessNode node(int i) {
    return nodes.get(i);
  }

  public int entry() {
    return entry;
  }

  public ImmutableList<WitnessEdge> edges() {
    return edges;
  }

  public ImmutableList<WitnessEdge> outgoing(int node) {
    return outgoing.get(node);
  }

  public ImmutableList<String> threadIds() {
    return threadIds;
  }

  public ImmutableMap<Integer, Integer> initialBinding() {
    return initialBinding;
  }

  public Semantics semantics() {
    return semantics;
  }

  /** Distance in edges of node {@code n} from the entry; -1 when unreachable. */
  public int depth(int n) {
    return depths[n];
  }

  /** True if some violation node is reachable from the entry. */
  public boolean violationReachable() {
    for (WitnessNode n : nodes) if (n.violation() && depths[n.index()] >= 0) return true;
    return false;
  }
}
