package org.spindle.dpor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.Conditions;

/**
 * Which steps may be disabled, statically per location (Definition 2(ii) of "Awaiting for Godot":
 * an event that another thread may enable or disable takes part in blocking races, lines 7-22 of
 * Algorithm 1, not in non-blocking ones). A location's step may block unless one of its edges is
 * always enabled or its edges are Assumes whose conditions are recognisably exhaustive; an atomic
 * section may block if some location inside it may. Over-approximating is safe: lines 7-22 find
 * every reversal lines 3-6 would (for an event that cannot block, the whole of notdep(e, E) is
 * the maximal prefix after which it is enabled), only with more work.
 */
final class BlockingSteps {
  private final Program program;
  private final Map<Long, Boolean> cache = new HashMap<>();

  BlockingSteps(Program program) {
    this.program = program;
  }

  boolean mayBlock(Event e) {
    if (e.transition() == null) return true;
    Edge first = e.transition().first();
    return mayBlock(e.thread(), first.source());
  }

  boolean mayBlock(int thread, int location) {
    long key = ((long) thread << 32) | location;
    Boolean b = cache.get(key);
    if (b == null) {
      b = compute(program.thread(thread), location);
      cache.put(key, b);
    }
    return b;
  }

  private static boolean compute(ThreadCfa t, int location) {
    if (locationMayBlock(t, location)) return true;
    for (Edge e : t.outgoing(location)) {
      if (e.stmt() instanceof Stmt.AtomicBegin && sectionMayBlock(t, e.target())) return true;
    }
    return false;
  }

  /** True unless some edge is always enabled or the edges are Assumes with exhaustive conditions. */
  private static boolean locationMayBlock(ThreadCfa t, int location) {
    List<Edge> out = t.outgoing(location);
    if (out.isEmpty()) return false;
    List<Expr> conds = new ArrayList<>();
    for (Edge e : out) {
      Stmt s = e.stmt();
      if (s instanceof Stmt.Assume a) conds.add(a.cond());
      else if (!(s instanceof Stmt.Lock || s instanceof Stmt.Join)) return false;
    }
    return conds.size() < out.size() || !Conditions.jointlyExhaustive(conds);
  }

  private static boolean sectionMayBlock(ThreadCfa t, int start) {
    Deque<Integer> work = new ArrayDeque<>();
    Set<Integer> seen = new HashSet<>();
    work.add(start);
    while (!work.isEmpty()) {
      int l = work.poll();
      if (!seen.add(l) || !t.atomicLocations().contains(l)) continue;
      if (locationMayBlock(t, l)) return true;
      for (Edge e : t.outgoing(l)) work.add(e.target());
    }
    return false;
  }
}
