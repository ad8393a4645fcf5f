package org.spindle.impact;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.art.GlobalLocation;
import org.spindle.art.ThreadState;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.UnsupportedFeature;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.smt.Step;

/**
 * The CFA-level successors of one thread at a global location, regardless of guards (IMPACT's
 * Expand): one per outgoing edge, or one per path through an atomic section up to its matching
 * AtomicEnd (the interpreter's step granularity). The control effects (thread start, exit,
 * termination) are applied here; data effects are left to the labels.
 *
 * <p>With {@code mergeLocalTails}, a step also swallows the <em>local tail</em> that follows it:
 * while every edge leaving the reached location is thread-local (reads and writes no shared cell,
 * no input) and cannot block (assumes of a jointly exhaustive branch), and the location is no loop head, the
 * walk goes on (one successor per path, at most {@link #MAX_TAIL_BRANCHES} branchings and {@link
 * #MAX_TAIL_EDGES} edges). Sound for errors and deadlocks: a local edge commutes with every edge
 * of another thread and is always enabled in some branch, so every run can be reordered to execute
 * a thread's local tail right after the step before it, and a run that stops inside a tail can be
 * completed (the tail touches nobody else, contains no error edge, and no state inside a tail is a
 * deadlock because the thread is enabled there). Only {@code verify} uses it: IMC's schedules and
 * their enforcement are defined over the interpreter's steps.
 */
public final class ThreadSteps {
  /** A successor: the ART edge, the control state after it, and what reaching it means. */
  public record Successor(ArtEdge edge, GlobalLocation target, ArtNode.Kind kind) {}

  static final int MAX_TAIL_BRANCHES = 2;
  static final int MAX_TAIL_EDGES = 32;

  private final Program program;
  private final ProgramFacts facts;
  private final boolean mergeLocalTails;
  /** Per (thread, location): may the walk go on through it (local-tail merging)? */
  private final java.util.Map<Long, Boolean> tailLocation = new java.util.HashMap<>();
  /** Per (thread, location): the edge sequences of the thread's steps there (for POR). */
  private final java.util.Map<Long, List<ImmutableList<Edge>>> blocks = new java.util.HashMap<>();

  public ThreadSteps(Program program) {
    this(program, null, false);
  }

  public ThreadSteps(Program program, ProgramFacts facts, boolean mergeLocalTails) {
    this.program = program;
    this.facts = facts;
    this.mergeLocalTails = mergeLocalTails && facts != null;
  }

  /**
   * The CFA edges of each step of {@code thread} at {@code g} (they depend only on the thread's
   * own location and status, so they are cached per location).
   */
  public List<ImmutableList<Edge>> edgeBlocks(GlobalLocation g, int thread) {
    long key = key(thread, g.location(thread));
    List<ImmutableList<Edge>> r = blocks.get(key);
    if (r == null) {
      r = new ArrayList<>();
      for (Successor s : of(g, thread)) {
        ImmutableList.Builder<Edge> b = ImmutableList.builder();
        for (Step st : s.edge().steps()) b.add(st.edge());
        r.add(b.build());
      }
      r = List.copyOf(r);
      blocks.put(key, r);
    }
    return r;
  }

  public List<Successor> of(GlobalLocation g, int thread) {
    List<Successor> out = new ArrayList<>();
    if (!g.running(thread)) return out;
    ThreadCfa cfa = program.thread(thread);
    for (Edge e : cfa.outgoing(g.location(thread))) {
      walk(g, thread, e, 0, new ArrayList<>(), new HashSet<>(), 0, out);
    }
    return out;
  }

  private static long key(int thread, int location) {
    return ((long) thread << 32) | (location & 0xffffffffL);
  }

  /** True if a step may continue through {@code loc}: every edge there is local and non-blocking. */
  private boolean isTailLocation(int thread, int loc) {
    return tailLocation.computeIfAbsent(key(thread, loc), k -> {
      ThreadCfa cfa = program.thread(thread);
      if (cfa.isFinal(loc) || facts.isLoopHead(thread, loc)) return false;
      List<Edge> out = cfa.outgoing(loc);
      if (out.isEmpty()) return false;
      for (Edge x : out) if (!isLocal(x)) return false;
      return true;
    });
  }

  private boolean isLocal(Edge e) {
    Stmt s = e.stmt();
    // No Havoc: the deadlock check (smt.Blocked) names inputs per successor, so a havoc inside a
    // step after a blocking edge would let every successor look blocked at once (no verdict lost
    // for errors, but deadlock freedom could no longer be proved).
    if (!(s instanceof Stmt.Assign || s instanceof Stmt.Assume || s instanceof Stmt.Nop)) {
      return false;
    }
    if (facts.mayBlock(e) || facts.isBackEdge(e)) return false;
    var a = facts.access(e);
    return a.sharedReads().isEmpty() && a.sharedWrites().isEmpty();
  }

  /** Extends the partial step {@code path} by {@code e} (depth = atomic nesting before e). */
  private void walk(GlobalLocation g, int thread, Edge e, int depth, List<Step> path,
      Set<Integer> visited, int tailBranches, List<Successor> out) {
    path.add(Step.of(e, g.exited()));
    try {
      Stmt s = e.stmt();
      ArtNode.Kind kind = ArtNode.Kind.NORMAL;
      GlobalLocation next = g;
      ThreadCfa cfa = program.thread(thread);
      if (s instanceof Stmt.Error) {
        kind = ArtNode.Kind.ERROR;
      } else if (s instanceof Stmt.Create c) {
        ThreadCfa child = program.thread(c.child());
        if (g.state(c.child()) != ThreadState.NOT_STARTED) {
          kind = ArtNode.Kind.UNDEFINED;
        } else {
          next = next.with(c.child(), child.entry(),
              child.isFinal(child.entry()) ? ThreadState.EXITED : ThreadState.RUNNING);
        }
      }
      ThreadState st = next.state(thread);
      if (s instanceof Stmt.ThreadExit || cfa.isFinal(e.target())) st = ThreadState.EXITED;
      next = next.with(thread, e.target(), st);
      if (s instanceof Stmt.Terminate) next = next.terminate();
      int d = depth + (s instanceof Stmt.AtomicBegin ? 1 : s instanceof Stmt.AtomicEnd ? -1 : 0);
      boolean ends = d <= 0 || kind != ArtNode.Kind.NORMAL || !next.running(thread);
      int branches = tailBranches;
      if (ends && mergeLocalTails && d <= 0 && kind == ArtNode.Kind.NORMAL && next.running(thread)
          && !next.terminated() && path.size() < MAX_TAIL_EDGES && !visited.contains(e.target())
          && isTailLocation(thread, e.target())) {
        branches += cfa.outgoing(e.target()).size() > 1 ? 1 : 0;
        if (branches <= MAX_TAIL_BRANCHES) ends = false;
      }
      if (ends) {
        out.add(new Successor(new ArtEdge(thread, ImmutableList.copyOf(path)), next, kind));
        return;
      }
      if (!visited.add(e.target())) {
        throw new UnsupportedFeature(e.pos(), "loop inside an atomic section");
      }
      for (Edge x : cfa.outgoing(e.target())) walk(next, thread, x, d, path, visited, branches, out);
      visited.remove(e.target());
    } finally {
      path.remove(path.size() - 1);
    }
  }
}
