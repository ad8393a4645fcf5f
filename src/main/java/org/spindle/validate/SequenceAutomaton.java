package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spindle.report.Property;

/**
 * Turns a YAML violation sequence into a {@link WitnessAutomaton} (D35): node {@code q_i} is "the
 * first i segments are passed"; a segment's follow waypoint is an edge {@code q_i -> q_i+1}, its
 * avoid waypoints are edges to a sink. The last segment: for unreach-call its target waypoint is
 * an edge into the violation node; for no-data-race the node before it is the violation node and
 * its targets name the racing accesses.
 *
 * <p>Waypoints: {@code assumption} and {@code branching} are passed at the sequence point before
 * their location (edges with {@code waypoint = true}); a {@code function_enter} at a line that
 * creates a thread is that creation step, and the k-th such waypoint names thread k (format 2.2);
 * any other {@code function_enter} is a waypoint at the call; {@code function_return} and
 * {@code target} are the step at their line. A branching waypoint's direction is checked
 * against the step that passes it when that step decides the condition ({@link StepMatcher}); an
 * avoid branching waypoint ends the path only when a step decides it the avoided way.
 */
final class SequenceAutomaton {
  record Result(WitnessAutomaton automaton, ImmutableList<String> notes) {}

  private final Map<String, Integer> threads = new LinkedHashMap<>();
  private final List<String> notes = new ArrayList<>();
  private int created;

  private SequenceAutomaton() {}

  static Result build(ViolationSequence seq, ProgramView program, Property property) {
    return new SequenceAutomaton().make(seq, program, property);
  }

  private Result make(ViolationSequence seq, ProgramView program, Property property) {
    List<ViolationSequence.Segment> segs = seq.segments();
    int n = segs.size();
    int sink = n;
    boolean race = property == Property.NO_DATA_RACE;
    int violation = race ? n - 1 : n + 1;
    List<WitnessEdge> edges = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      for (ViolationSequence.Waypoint w : segs.get(s).waypoints()) {
        if (w.type() == ViolationSequence.Type.TARGET) {
          if (!race) edges.add(edge(w, s, violation, program));
          continue;
        }
        edges.add(edge(w, s, w.follow() ? s + 1 : sink, program));
      }
    }
    ImmutableList.Builder<WitnessNode.ThreadLine> targets = ImmutableList.builder();
    if (race) {
      for (ViolationSequence.Waypoint w : segs.get(n - 1).waypoints()) {
        if (w.type() == ViolationSequence.Type.TARGET) targets.add(new WitnessNode.ThreadLine(thread(w.threadId()), w.line()));
      }
    }
    List<WitnessNode> nodes = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      nodes.add(new WitnessNode(i, "q" + i, i == violation, false, i == violation ? targets.build() : ImmutableList.of()));
    }
    nodes.add(new WitnessNode(sink, "sink", false, true, ImmutableList.of()));
    if (!race) nodes.add(new WitnessNode(violation, "violation", true, false, ImmutableList.of()));
    // format 2.2: thread 0 is main
    ImmutableMap<Integer, Integer> initial = threads.containsKey("0") ? ImmutableMap.of(threads.get("0"), 0) : ImmutableMap.of();
    WitnessAutomaton a = new WitnessAutomaton(seq.info(), ImmutableList.copyOf(nodes), 0, ImmutableList.copyOf(edges),
        ImmutableList.copyOf(threads.keySet()), initial, WitnessAutomaton.Semantics.SEQUENCE);
    return new Result(a, ImmutableList.copyOf(notes));
  }

  private WitnessEdge edge(ViolationSequence.Waypoint w, int from, int to, ProgramView program) {
    int thread = thread(w.threadId());
    String label = w.label();
    return switch (w.type()) {
      case ASSUMPTION -> waypoint(from, to, thread, w, Assumption.parse(w.constraint(), null, w.function()), null);
      case BRANCHING -> waypoint(from, to, thread, w, null, "condition-" + w.constraint());
      case FUNCTION_ENTER -> {
        if (program.createLines.contains(w.line())) {
          // the k-th thread-creating function_enter creates witness thread k (format 2.2)
          int child = thread(String.valueOf(++created));
          yield new WitnessEdge(from, to, thread, w.line(), null, null, null, child, null, null, null, null, false, label);
        }
        yield waypoint(from, to, thread, w, null, null);
      }
      case FUNCTION_RETURN -> new WitnessEdge(from, to, thread, w.line(), null, null, null, -1, null, null, null,
          w.constraint() == null ? null : Assumption.parse(w.constraint(), null, w.function()), false, label);
      case TARGET -> new WitnessEdge(from, to, thread, w.line(), null, null, null, -1, null, null, null, null, false, label);
    };
  }

  private static WitnessEdge waypoint(int from, int to, int thread, ViolationSequence.Waypoint w, Assumption a,
      String control) {
    return new WitnessEdge(from, to, thread, w.line(), null, null, null, -1, null, null, control, a, true, w.label());
  }

  private int thread(String id) {
    if (id == null) return -1;
    return threads.computeIfAbsent(id, k -> threads.size());
  }
}
