package org.spindle.imc;

import org.spindle.art.Art;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.interp.Trace;

/**
 * Guides the next iteration along a concrete error trace of the interpreter ({@link ErrorProbe}):
 * the trace only chooses which schedule is explored next; its path is refined like any error path.
 */
final class GuidedIteration {
  private final IterationState st;
  private final Art art;
  private final Scheduling scheduling;

  GuidedIteration(IterationState st, Scheduling scheduling) {
    this.st = st;
    this.art = st.art;
    this.scheduling = scheduling;
  }

  /**
   * Adds the ART path of a concrete error trace (expanding its threads where needed, uncovering
   * nodes on it) and puts the error node first in the work list: the next iteration refines that
   * path like any error path. Stops quietly if the trace does not fit the ART.
   */
  void guide(Trace trace) {
    if (trace == null) return;
    ArtNode u = art.root();
    for (Trace.Step step : trace.steps()) {
      if (art.isDead(u) || u.kind() != ArtNode.Kind.NORMAL) return;
      if (u.coveredBy() != null) {
        art.uncover(u);
        st.graphVersion++;
        st.push(u);
      }
      int t = step.thread();
      if (!u.isExpanded(t)) {
        u.force(t);
        scheduling.expandThread(u, t);
      }
      ArtNode next = null;
      for (ArtNode c : u.children()) if (c.edge().thread() == t && sameEdges(c.edge(), step)) next = c;
      if (next == null) return;
      u = next;
    }
    if (u.kind() == ArtNode.Kind.NORMAL || art.isDead(u)) return;
    st.pushFirst(u);
  }

  private static boolean sameEdges(ArtEdge e, Trace.Step step) {
    if (e.steps().size() != step.edgeIds().size()) return false;
    for (int i = 0; i < step.edgeIds().size(); i++) {
      if (e.steps().get(i).edge().id() != step.edgeIds().get(i)) return false;
    }
    return true;
  }
}
