package org.spindle.program.transform;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spindle.program.Edge;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.CfaLoops;

/**
 * The innermost natural loops of a thread's CFA that PLP may analyse: a header {@code h} outside
 * atomic sections, the back edges into it, and the body (the locations that reach a back edge's
 * source without passing {@code h}). Only single-entry loops qualify (every edge into the body
 * other than into {@code h} comes from the body) with no other back edge inside the body, so
 * every path from {@code h} through the body is simple and ends at a back edge to {@code h} or
 * leaves the loop.
 */
record InnerLoops(List<Loop> loops) {
  /** One loop: its header, its body and its back edges. */
  record Loop(int header, BitSet body, List<Edge> backEdges) {
    boolean contains(int location) {
      return body.get(location);
    }
  }

  static InnerLoops of(ThreadCfa t) {
    CfaLoops dfs = CfaLoops.of(t);
    List<Edge>[] incoming = Cfas.incoming(t);
    Map<Integer, List<Edge>> byHeader = new LinkedHashMap<>();
    for (Edge b : dfs.backEdges()) byHeader.computeIfAbsent(b.target(), h -> new ArrayList<>()).add(b);
    List<Loop> out = new ArrayList<>();
    for (Map.Entry<Integer, List<Edge>> h : byHeader.entrySet()) {
      int header = h.getKey();
      if (t.atomicLocations().contains(header)) continue;
      BitSet body = body(header, h.getValue(), incoming);
      if (singleEntry(header, body, incoming) && innermost(header, body, dfs, t)) {
        out.add(new Loop(header, body, List.copyOf(h.getValue())));
      }
    }
    return new InnerLoops(List.copyOf(out));
  }

  private static BitSet body(int header, List<Edge> backEdges, List<Edge>[] incoming) {
    BitSet body = new BitSet();
    body.set(header);
    Deque<Integer> work = new ArrayDeque<>();
    for (Edge b : backEdges) {
      if (!body.get(b.source())) {
        body.set(b.source());
        work.add(b.source());
      }
    }
    while (!work.isEmpty()) {
      int l = work.poll();
      for (Edge p : incoming[l]) {
        if (!body.get(p.source())) {
          body.set(p.source());
          work.add(p.source());
        }
      }
    }
    return body;
  }

  private static boolean singleEntry(int header, BitSet body, List<Edge>[] incoming) {
    for (int l = body.nextSetBit(0); l >= 0; l = body.nextSetBit(l + 1)) {
      if (l == header) continue;
      for (Edge p : incoming[l]) if (!body.get(p.source())) return false;
    }
    return true;
  }

  private static boolean innermost(int header, BitSet body, CfaLoops dfs, ThreadCfa t) {
    for (Edge e : t.edges()) {
      if (body.get(e.source()) && body.get(e.target()) && dfs.isBackEdge(e) && e.target() != header) return false;
    }
    return true;
  }
}
