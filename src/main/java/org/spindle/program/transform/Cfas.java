package org.spindle.program.transform;

import java.util.ArrayList;
import java.util.List;
import org.spindle.program.Edge;
import org.spindle.program.ThreadCfa;

/** Small structural queries on a thread's CFA. */
final class Cfas {
  private Cfas() {}

  /** The edges entering each location. */
  @SuppressWarnings("unchecked")
  static List<Edge>[] incoming(ThreadCfa t) {
    List<Edge>[] in = new List[t.locationCount()];
    for (int l = 0; l < in.length; l++) in[l] = new ArrayList<>();
    for (Edge e : t.edges()) in[e.target()].add(e);
    return in;
  }
}
