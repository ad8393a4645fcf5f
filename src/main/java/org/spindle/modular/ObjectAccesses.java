package org.spindle.modular;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.AccessSets;
import org.spindle.program.analysis.MemLoc;
import org.spindle.program.analysis.PointsTo;

/**
 * Per memory object, the edges that may write it and the threads that may access it (over
 * points-to), as the lock recognisers of this package need them.
 */
record ObjectAccesses(Map<Integer, List<Edge>> writers, Map<Integer, Set<Integer>> accessors) {
  static ObjectAccesses of(Program program, PointsTo pointsTo) {
    Map<Integer, List<Edge>> writers = new HashMap<>();
    Map<Integer, Set<Integer>> accessors = new HashMap<>();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        AccessSets a = AccessSets.of(e, pointsTo);
        for (MemLoc l : a.writes()) writers.computeIfAbsent(l.object().id(), k -> new ArrayList<>()).add(e);
        for (Set<MemLoc> ls : List.of(a.reads(), a.writes())) {
          for (MemLoc l : ls) accessors.computeIfAbsent(l.object().id(), k -> new HashSet<>()).add(t.id());
        }
      }
    }
    return new ObjectAccesses(writers, accessors);
  }

  /** The edges that may write object {@code id}. */
  List<Edge> writersOf(int id) {
    return writers.getOrDefault(id, List.of());
  }

  /** The threads that may read or write object {@code id}. */
  Set<Integer> accessorsOf(int id) {
    return accessors.getOrDefault(id, Set.of());
  }
}
