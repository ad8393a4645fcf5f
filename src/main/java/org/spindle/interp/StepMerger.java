package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import org.spindle.program.Edge;
import org.spindle.program.Stmt;

/**
 * The edges an {@link Interpreter} step takes after its own ones under a {@link StepMerging}
 * (D38), and which continuations a recorded step may have when it is executed again.
 */
final class StepMerger {
  /** Most edges one step takes after its own edges when steps are merged. */
  static final int LOCAL_MERGE_LIMIT = 1_000;

  private final ProgramIndex index;
  private final EdgeExecutor exec;
  private final StepMerging merging;

  StepMerger(ProgramIndex index, EdgeExecutor exec, StepMerging merging) {
    this.index = index;
    this.exec = exec;
    this.merging = merging;
  }

  /** The edges taken after a step ({@link #take}); {@code end}: the run end the last one reached, or null. */
  record Merged(List<Edge> added, Outcome end) {}

  /** How a step that ended the run at {@code e} ({@code r}: ERROR, UNDEFINED or BOUND) ends it. */
  static Outcome end(EdgeExecutor.Result r, Edge e, int thread) {
    return switch (r.kind()) {
      case ERROR -> Outcome.error(e, thread);
      case BOUND -> Outcome.dormantHandle(r.reason(), e, thread);
      default -> Outcome.undefined(r.reason(), e, thread);
    };
  }

  /**
   * Takes further edges of the thread after a finished step whose edges are {@code before}, as
   * long as one edge is certain and taking it cannot fail (at most {@link #LOCAL_MERGE_LIMIT}): its
   * local edges; the first visible edge when the step so far was local only; and the thread's
   * exit. It stops before a draw, a blocked or nondeterministic choice, undefined behaviour of a
   * local edge, an error, an atomic section, the end of the program, and a second visible edge.
   *
   * <p>Why this loses no behaviour (D38): a local edge reads and writes only cells of its own
   * thread that no other thread can reach and does not end the thread (ProgramIndex#isLocalEdge),
   * so it commutes with every step of every other thread: every run has an equivalent one in which
   * the thread's local edges directly follow its previous step, or directly precede its next
   * visible one (if that one is blocked now, the step stops before it and the thread waits where
   * it would wait anyway). A thread's exit conflicts only with the joins of that thread, which
   * cannot run before it, so it may follow the thread's last visible edge at once. What could end
   * a run or choose among several ways is left to steps of its own, so every run end and every
   * choice stays where an engine sees it.
   */
  Merged take(MutableState m, int thread, List<Edge> before) {
    return take(m, thread, before, null);
  }

  /** As {@link #take(MutableState, int, List)}, telling {@code rec} (if not null) the accesses of the edges taken. */
  Merged take(MutableState m, int thread, List<Edge> before, StepAccesses.Collector rec) {
    boolean localSoFar = true;
    boolean branched = false;
    for (Edge b : before) {
      localSoFar &= index.isLocalEdge(b);
      branched |= index.outgoing(thread, b.source()).size() > 1;
    }
    List<Edge> added = new ArrayList<>();
    for (int n = 0; n < LOCAL_MERGE_LIMIT; n++) {
      if (m.terminated() || m.status(thread) != ThreadStatus.RUNNING) break;
      int loc = m.location(thread);
      ImmutableList<Edge> outs = index.outgoing(thread, loc);
      boolean local = index.isLocalLocation(thread, loc);
      Edge e;
      if (local) {
        e = exec.onlyLocalStep(m, thread, outs);
      } else if (localSoFar || mergesExit(branched) && endsThread(thread, outs)) {
        e = exec.unblockableStep(outs);
      } else {
        break;
      }
      if (e == null) break;
      EdgeExecutor.Result r;
      StepAccesses.Collector edgeRec = rec == null ? null : new StepAccesses.Collector();
      try {
        r = exec.apply(m, thread, e, () -> 0, edgeRec); // statements read before they write: a failure changes nothing
      } catch (Evaluator.NeedsInput need) {
        break;
      }
      if ((r.kind() == EdgeExecutor.Kind.UNDEFINED || r.kind() == EdgeExecutor.Kind.BOUND) && !local) {
        // where a visible edge fails depends on shared cells: the step keeps its shape and ends the run
        added.add(e);
        if (rec != null) rec.addAll(edgeRec);
        return new Merged(added, end(r, e, thread));
      }
      if (r.kind() != EdgeExecutor.Kind.OK) break; // not taken: its accesses are not the step's
      added.add(e);
      if (rec != null) rec.addAll(edgeRec);
      if (!local) localSoFar = false;
      branched |= outs.size() > 1;
    }
    return new Merged(added, null);
  }

  private boolean mergesExit(boolean branched) {
    return merging == StepMerging.LOCAL_AND_EXIT || merging == StepMerging.LOCAL_AND_UNBRANCHED_EXIT && !branched;
  }

  /**
   * A step may go on after its end as {@link #take} takes edges: with local edges, with one
   * visible edge after local ones only, and with the thread's exit. Such a step is the same as
   * several steps of its thread in a row, so any interpreter replays it (whatever its
   * {@link StepMerging}).
   */
  boolean continues(MutableState m, int t, Edge e, List<Edge> before) {
    if (m.terminated() || m.status(t) != ThreadStatus.RUNNING) return false;
    Stmt s = e.stmt();
    if (s instanceof Stmt.Havoc || s instanceof Stmt.HavocObject || s instanceof Stmt.AtomicBegin
        || s instanceof Stmt.AtomicEnd || s instanceof Stmt.Terminate || s instanceof Stmt.Error) {
      return false;
    }
    if (index.isLocalEdge(e)) return true;
    if (endsThread(t, index.outgoing(t, e.source()))) return true;
    for (Edge b : before) if (!index.isLocalEdge(b)) return false;
    return true;
  }

  /** True if the only edge at a location is the thread's exit (not the end of the program). */
  private boolean endsThread(int thread, ImmutableList<Edge> outs) {
    if (outs.size() != 1) return false;
    Edge e = outs.get(0);
    return e.stmt() instanceof Stmt.ThreadExit
        || (e.stmt() instanceof Stmt.Nop && index.isFinal(thread, e.target()));
  }
}
