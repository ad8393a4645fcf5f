package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.interp.ThreadStatus;
import org.spindle.interp.Transition;
import org.spindle.report.Property;

/**
 * The fast first pass (D35): when a GraphML witness is one path from the entry to a violation
 * node (as Spindle writes them, one edge per step), each edge consumes exactly one matching step,
 * in order: no stuttering, first match wins (edges for further nondet values of an atomic step go
 * with it). Every run it confirms is a run of the product search too, so a confirmation stands;
 * a failure proves nothing and the search decides.
 */
final class StrictReplay {
  private final Interpreter in;
  private final StepMatcher m;
  private final WitnessAutomaton a;
  private final InputRange range;
  private final List<WitnessEdge> path;
  private State s;
  private Binding b;
  private final List<Transition> steps = new ArrayList<>();

  /** The step matched for path edge {@code i} and the number of further edges it consumed. */
  private record Match(Successor step, Binding binding, int extra) {}

  private StrictReplay(Interpreter in, StepMatcher m, List<WitnessEdge> path, ValidateOptions opt) {
    this.in = in;
    this.m = m;
    this.a = m.automaton();
    this.path = path;
    this.range = new InputRange(opt.nondetLo(), opt.nondetHi());
    this.s = in.initial();
    this.b = Binding.initial(a.threadIds().size(), a.initialBinding());
  }

  static ValidationResult.Confirmed run(Interpreter in, StepMatcher m, Property property, RaceAtViolation races,
      ValidateOptions opt, Set<String> notes) {
    WitnessAutomaton a = m.automaton();
    List<WitnessEdge> path = a.semantics() == WitnessAutomaton.Semantics.MUST_TAKE ? path(a) : null;
    if (path == null) return null;
    return new StrictReplay(in, m, path, opt).replay(property, races, ImmutableList.copyOf(notes));
  }

  private ValidationResult.Confirmed replay(Property property, RaceAtViolation races, ImmutableList<String> notes) {
    State before = null;
    for (int i = 0; i < path.size(); i++) {
      WitnessEdge e = path.get(i);
      Match match = match(i);
      if (match == null) { // a move without a step (a thread's entry or end on an edge of its own)
        b = m.epsilon(e.source(), s, b).stream().filter(mv -> mv.node() == e.target())
            .map(StepMatcher.Move::binding).findFirst().orElse(null);
        if (b == null) return null;
        continue;
      }
      i += match.extra();
      b = match.binding();
      Successor x = match.step();
      steps.add(x.transition());
      before = s;
      if (x.end() != null) {
        boolean error = x.end().kind() == Outcome.Kind.ERROR;
        return error && property == Property.UNREACH_CALL && i == path.size() - 1
            ? Confirmation.of(in, steps, null, "strict replay", steps.size(), notes) : null;
      }
      s = x.next();
    }
    if (property != Property.NO_DATA_RACE) return null; // at the violation node without the error yet
    RaceAtViolation.Found r = race(races, before);
    return r == null ? null : Confirmation.of(in, steps, r.race(), "strict replay", steps.size(), notes);
  }

  /**
   * The first step that matches path edge {@code i} together with the edges after it that state
   * further nondet values of the same step; a step that leaves such a value for the next edge is
   * passed over (another choice of its values fits better). Null if none.
   */
  private Match match(int i) {
    WitnessEdge e = path.get(i);
    WitnessDomain dom = new WitnessDomain(range, m.witnessValues(e.source()));
    for (int t = 0; t < s.threadCount(); t++) {
      if (s.status(t) != ThreadStatus.RUNNING) continue;
      for (Successor x : in.successors(s, t, dom)) {
        Binding b2 = m.source(e, s, b, x);
        long used = b2 == null ? -1 : m.holds(e, s, x, 0);
        if (used < 0) continue;
        int j = i + 1;
        for (; j < path.size() && m.fixesInput(path.get(j)); j++) {
          Binding b3 = m.source(path.get(j), s, b2, x);
          long u = b3 == null ? -1 : m.holds(path.get(j), s, x, used);
          if (u < 0) break;
          b2 = b3;
          used = u;
        }
        boolean leftOver = j < path.size() && m.fixesInput(path.get(j)) && m.source(path.get(j), s, b2, x) != null
            && m.hasFreeHavoc(path.get(j), x, used);
        if (!leftOver) return new Match(x, b2, j - i - 1);
      }
    }
    return null;
  }

  /** The race at the violation node; failing that, with the last step as one of the accesses. */
  private RaceAtViolation.Found race(RaceAtViolation races, State before) {
    WitnessNode v = a.node(path.isEmpty() ? a.entry() : path.get(path.size() - 1).target());
    Transition last = steps.isEmpty() ? null : steps.get(steps.size() - 1);
    RaceAtViolation.Found r = races.find(v, b, s, before, last);
    if (r != null && r.beforeStep()) steps.remove(steps.size() - 1);
    return r;
  }

  /** The edges from the entry to a violation node if the automaton is one path (edges into sinks aside), else null. */
  private static List<WitnessEdge> path(WitnessAutomaton a) {
    List<WitnessEdge> path = new ArrayList<>();
    int n = a.entry();
    while (!a.node(n).violation()) {
      WitnessEdge only = null;
      for (WitnessEdge e : a.outgoing(n)) {
        if (a.node(e.target()).sink()) continue;
        if (only != null) return null;
        only = e;
      }
      if (only == null || path.size() > a.edges().size()) return null;
      path.add(only);
      n = only.target();
    }
    return path;
  }
}
