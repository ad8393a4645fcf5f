package org.spindle.schedule;

import com.google.common.collect.ImmutableList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A program schedule (thesis Definition 38): a graph whose nodes are ART nodes (the root, the
 * branching nodes, covering targets and end nodes) and whose edges are section schedules
 * (Definition 37) labelled with the thread and guard of their first transition. Events name the
 * program edges they execute (one event = one ART edge, an atomic section is one event), so the
 * schedule can be enforced in the interpreter of the same program.
 */
public record ProgramSchedule(String program, int ivr, int programEdges, ImmutableList<String> threads,
    int root, ImmutableList<Node> nodes, ImmutableList<Section> sections) {

  /**
   * A schedule node. {@code end}: no thread running (the program finished). {@code stuck}: a node
   * the ART proves unreachable in practice (every successor labelled false); reaching it is a bug.
   */
  public record Node(int id, String location, boolean end, boolean stuck) {}

  /**
   * One event (thread, k) of a section: the k-th step of {@code thread} in the section, executing
   * {@code edges} (ids of program edges, in order). {@code preds}: indices of the events of the same
   * section that must come first (program order and dependent events of other threads, transitively
   * reduced).
   */
  public record Event(int thread, int k, ImmutableList<Integer> edges, String text, String at,
      ImmutableList<Integer> preds) {}

  /** A section schedule from schedule node {@code from} to {@code to}; the guard of its first step. */
  public record Section(int id, int from, int to, int thread, String guard, ImmutableList<Event> events) {}

  public Node node(int id) {
    for (Node n : nodes) if (n.id() == id) return n;
    throw new IllegalArgumentException("no schedule node " + id);
  }

  /** Sections starting at each node. */
  public Map<Integer, List<Section>> outgoing() {
    Map<Integer, List<Section>> m = new HashMap<>();
    for (Node n : nodes) m.put(n.id(), new java.util.ArrayList<>());
    for (Section s : sections) m.get(s.from()).add(s);
    return m;
  }

  public String toJson() {
    return ScheduleJson.write(this);
  }

  public static ProgramSchedule fromJson(String json) {
    return ScheduleJson.read(json);
  }
}
