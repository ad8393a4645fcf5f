package org.spindle.art;

import com.google.common.collect.ImmutableList;
import org.spindle.program.Edge;
import org.spindle.smt.Step;

/**
 * The step of an ART edge: one thread takes one CFA edge, or the whole path of an atomic section.
 * Each {@link Step} carries the exited set of the control state it starts in (Join guards).
 */
public record ArtEdge(int thread, ImmutableList<Step> steps) {
  public Edge first() {
    return steps.get(0).edge();
  }

  public Edge last() {
    return steps.get(steps.size() - 1).edge();
  }

  public boolean isAtomic() {
    return steps.size() > 1;
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("T").append(thread).append(':');
    for (int i = 0; i < steps.size(); i++) b.append(i == 0 ? "" : ",").append(steps.get(i).edge().id());
    return b.toString();
  }
}
