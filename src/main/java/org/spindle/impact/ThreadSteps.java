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
import org.spindle.smt.Step;

/**
 * The CFA-level successors of one thread at a global location, regardless of guards (IMPACT's
 * Expand): one per outgoing edge, or one per path through an atomic section up to its matching
 * AtomicEnd (the interpreter's step granularity). The control effects (thread start, exit,
 * termination) are applied here; data effects are left to the labels.
 */
public final class ThreadSteps {
  /** A successor: the ART edge, the control state after it, and what reaching it means. */
  public record Successor(ArtEdge edge, GlobalLocation target, ArtNode.Kind kind) {}

  private final Program program;

  public ThreadSteps(Program program) {
    this.program = program;
  }

  public List<Successor> of(GlobalLocation g, int thread) {
    List<Successor> out = new ArrayList<>();
    if (!g.running(thread)) return out;
    ThreadCfa cfa = program.thread(thread);
    for (Edge e : cfa.outgoing(g.location(thread))) {
      walk(g, thread, e, 0, new ArrayList<>(), new HashSet<>(), out);
    }
    return out;
  }

  /** Extends the partial step {@code path} by {@code e} (depth = atomic nesting before e). */
  private void walk(GlobalLocation g, int thread, Edge e, int depth, List<Step> path,
      Set<Integer> visited, List<Successor> out) {
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
      if (ends) {
        out.add(new Successor(new ArtEdge(thread, ImmutableList.copyOf(path)), next, kind));
        return;
      }
      if (!visited.add(e.target())) {
        throw new UnsupportedFeature(e.pos(), "loop inside an atomic section");
      }
      for (Edge x : cfa.outgoing(e.target())) walk(next, thread, x, d, path, visited, out);
      visited.remove(e.target());
    } finally {
      path.remove(path.size() - 1);
    }
  }
}
