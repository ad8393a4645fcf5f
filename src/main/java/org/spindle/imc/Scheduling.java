package org.spindle.imc;

import java.util.ArrayDeque;
import java.util.List;
import org.spindle.art.Art;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.impact.Reduction;
import org.spindle.impact.ThreadSteps;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.smt.Step;

/**
 * The scheduling part of Algorithm 7: New_Schedule_Start (where an iteration begins),
 * Schedule_Thread (which single thread a node expands: round robin, switch at a back jump, skip
 * what POR skips, never skip a thread in I) and Expand.
 */
final class Scheduling {
  private final IterationState st;
  private final Art art;
  private final ThreadSteps steps;
  private final ProgramFacts facts;
  private final Reduction reduction;
  private final int threads;
  private int starts;

  Scheduling(IterationState st, ThreadSteps steps, ProgramFacts facts, Reduction reduction, int threads) {
    this.st = st;
    this.art = st.art;
    this.steps = steps;
    this.facts = facts;
    this.reduction = reduction;
    this.threads = threads;
  }

  /**
   * New_Schedule_Start: the first node in BFS order that is not fully expanded; every other
   * iteration the newest such node instead. BFS alone spends its iterations on the exponentially
   * many shallow alternatives and reaches errors deep in a schedule late (prodcons_fig412.c); the
   * order does not matter for soundness, only which schedule is explored next.
   */
  ArtNode newScheduleStart() {
    if (++starts % 2 == 0) {
      List<ArtNode> all = art.nodes();
      for (int i = all.size() - 1; i >= 0; i--) {
        ArtNode v = all.get(i);
        if (unfinished(v) && !art.isDead(v) && !art.isCovered(v)) return v;
      }
      return null;
    }
    ArrayDeque<ArtNode> todo = new ArrayDeque<>();
    todo.add(art.root());
    while (!todo.isEmpty()) {
      ArtNode v = todo.poll();
      if (v.isDead() || v.coveredBy() != null) continue;
      if (v.kind() == ArtNode.Kind.NORMAL && v.location().anyRunning()) {
        if (!st.processed.get(v.id())) return v;
        for (int t = 0; t < threads; t++) if (available(v, t)) return v;
      }
      todo.addAll(v.children());
    }
    return null;
  }

  private boolean unfinished(ArtNode v) {
    if (v.kind() != ArtNode.Kind.NORMAL || !v.location().anyRunning()) return false;
    if (!st.processed.get(v.id())) return true;
    for (int t = 0; t < threads; t++) if (available(v, t)) return true;
    return false;
  }

  /** Schedule_Thread: round robin, switching thread after a back jump, skipping what POR skips. */
  int scheduleThread(ArtNode v) {
    int pref = 0;
    ArtEdge in = v.edge();
    if (in != null) {
      // switch at a back jump, or on reaching a loop head (covers self-loops like while (1) {})
      boolean loop = backJump(in) || facts.isLoopHead(in.thread(), in.last().target());
      pref = loop ? (in.thread() + 1) % threads : in.thread();
    }
    for (int k = 0; k < threads; k++) {
      int t = (pref + k) % threads;
      if (available(v, t)) return t;
    }
    // POR skips a thread because another one is expanded here; with nothing expanded (e.g. the
    // only other thread just exited) a skipped thread must run, or the node would be a deadlock
    if (v.expandedThreads().isEmpty()) {
      for (int k = 0; k < threads; k++) {
        int t = (pref + k) % threads;
        if (v.location().running(t)) {
          v.force(t);
          return t;
        }
      }
    }
    return -1;
  }

  private boolean backJump(ArtEdge e) {
    for (Step s : e.steps()) if (facts.isBackEdge(s.edge())) return true;
    return false;
  }

  /** Running, not yet expanded, and either in I (forced) or not skipped by POR. */
  boolean available(ArtNode v, int t) {
    if (!v.location().running(t) || v.isExpanded(t)) return false;
    if (v.isForced(t)) return true;
    if (reduction.skip(v, t)) {
      v.markSkipped(t);
      return false;
    }
    return true;
  }

  /** Expand: one thread per node (a node that already has an expansion keeps it). */
  void expand(ArtNode v) {
    st.processed.set(v.id());
    if (!v.expandedThreads().isEmpty() || !v.location().anyRunning()) return;
    int t = scheduleThread(v);
    if (t >= 0) expandThread(v, t);
  }

  void expandThread(ArtNode v, int t) {
    for (ThreadSteps.Successor s : steps.of(v.location(), t)) {
      st.push(art.addChild(v, s.edge(), s.target(), s.kind()));
    }
    v.markExpanded(t);
  }
}
