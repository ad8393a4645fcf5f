package org.spindle.program.analysis;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.spindle.program.Edge;
import org.spindle.program.ThreadCfa;

/**
 * Back edges and loop heads of one thread's CFA, by depth-first search from the entry: an edge
 * whose target is on the DFS stack is a back edge and its target a loop head. Locations the
 * entry cannot reach are searched afterwards (in id order), so removing all back edges always
 * leaves an acyclic graph.
 */
public record CfaLoops(
    ImmutableList<Edge> backEdges, ImmutableSet<Integer> backEdgeIds, ImmutableSet<Integer> loopHeads) {

  public static CfaLoops of(ThreadCfa cfa) {
    int n = cfa.locationCount();
    byte[] state = new byte[n]; // 0 = unvisited, 1 = on stack, 2 = done
    ImmutableList.Builder<Edge> back = ImmutableList.builder();
    ImmutableSet.Builder<Integer> heads = ImmutableSet.builder();
    if (cfa.entry() >= 0 && cfa.entry() < n) dfs(cfa, cfa.entry(), state, back, heads);
    for (int l = 0; l < n; l++) if (state[l] == 0) dfs(cfa, l, state, back, heads);
    ImmutableList<Edge> edges = back.build();
    ImmutableSet.Builder<Integer> ids = ImmutableSet.builder();
    for (Edge e : edges) ids.add(e.id());
    return new CfaLoops(edges, ids.build(), heads.build());
  }

  /** Iterative DFS (CFAs of inlined programs can be deep). */
  private static void dfs(ThreadCfa cfa, int root, byte[] state,
      ImmutableList.Builder<Edge> back, ImmutableSet.Builder<Integer> heads) {
    Deque<int[]> stack = new ArrayDeque<>(); // {location, next outgoing index}
    state[root] = 1;
    stack.push(new int[] {root, 0});
    while (!stack.isEmpty()) {
      int[] top = stack.peek();
      List<Edge> out = cfa.outgoing(top[0]);
      if (top[1] == out.size()) {
        state[top[0]] = 2;
        stack.pop();
        continue;
      }
      Edge e = out.get(top[1]++);
      int t = e.target();
      if (t < 0 || t >= state.length) continue; // malformed; the validator reports it
      if (state[t] == 1) {
        back.add(e);
        heads.add(t);
      } else if (state[t] == 0) {
        state[t] = 1;
        stack.push(new int[] {t, 0});
      }
    }
  }

  public boolean isBackEdge(Edge e) {
    return backEdgeIds.contains(e.id());
  }
}
