package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.spindle.explicit.InputRange;
import org.spindle.explicit.Interpreter;
import org.spindle.explicit.Outcome;
import org.spindle.explicit.State;
import org.spindle.explicit.Successor;
import org.spindle.explicit.ThreadStatus;
import org.spindle.explicit.Trace;
import org.spindle.explicit.Transition;
import org.spindle.report.Property;

/**
 * The fast first pass (D35): when the witness is one path from the entry to a violation node (as
 * Spindle writes them, one edge per step), each edge consumes exactly one matching step, in
 * order: no stuttering, first match wins. Every run it confirms is a run of the product search
 * too, so a confirmation stands; a failure proves nothing and the search decides.
 */
final class StrictReplay {
  private StrictReplay() {}

  static ValidationResult.Confirmed run(Interpreter in, StepMatcher m, Property property, RaceCheck races,
      ValidateOptions opt, Set<String> notes) {
    WitnessAutomaton a = m.automaton();
    List<WitnessEdge> path = a.semantics() == WitnessAutomaton.Semantics.MUST_TAKE ? path(a) : null;
    if (path == null) return null;
    InputRange range = new InputRange(opt.nondetLo(), opt.nondetHi());
    State s = in.initial();
    Binding b = Binding.initial(a.threadIds().size(), a.initialBinding());
    List<Transition> steps = new ArrayList<>();
    State before = null;
    Transition last = null;
    for (int i = 0; i < path.size(); i++) {
      WitnessEdge e = path.get(i);
      Successor found = null;
      int consumed = 0;
      WitnessDomain dom = new WitnessDomain(range, m.witnessValues(e.source()));
      search:
      for (int t = 0; t < s.threadCount(); t++) {
        if (s.status(t) != ThreadStatus.RUNNING) continue;
        for (Successor x : in.successors(s, t, dom)) {
          Binding b2 = m.source(e, s, b, x);
          long used = b2 == null ? -1 : m.holds(e, s, x, 0);
          if (used < 0) continue;
          // the edges after e for further nondet values of the same (atomic) step
          int j = i + 1;
          for (; j < path.size() && m.fixesInput(path.get(j)); j++) {
            Binding b3 = m.source(path.get(j), s, b2, x);
            long u = b3 == null ? -1 : m.holds(path.get(j), s, x, used);
            if (u < 0) break;
            b2 = b3;
            used = u;
          }
          // a value of this step left for the next edge to state: another choice of values fits better
          if (j < path.size() && m.fixesInput(path.get(j)) && m.source(path.get(j), s, b2, x) != null
              && m.hasFreeHavoc(path.get(j), x, used)) {
            continue;
          }
          found = x;
          b = b2;
          consumed = j - i - 1;
          break search;
        }
      }
      if (found == null) { // a move without a step (a thread's entry or end on an edge of its own)
        Binding next = m.epsilon(e.source(), s, b).stream().filter(mv -> mv.node() == e.target())
            .map(StepMatcher.Move::binding).findFirst().orElse(null);
        if (next == null) return null;
        b = next;
        continue;
      }
      i += consumed;
      steps.add(found.transition());
      before = s;
      last = found.transition();
      if (found.end() != null) {
        boolean error = found.end().kind() == Outcome.Kind.ERROR;
        if (error && property == Property.UNREACH_CALL && i == path.size() - 1) {
          return Confirmation.of(in, steps, null, "strict replay", steps.size(), ImmutableList.copyOf(notes));
        }
        return null;
      }
      s = found.next();
    }
    if (property != Property.NO_DATA_RACE) return null; // at the violation node without the error yet
    WitnessNode v = a.node(path.isEmpty() ? a.entry() : path.get(path.size() - 1).target());
    DataRace r = races.find(s, trace(steps), StepMatcher.racePairs(v, b));
    if (r == null && last != null && v.targets().isEmpty()) { // the last step as one of the accesses
      Transition step = last;
      Trace prefix = trace(steps.subList(0, steps.size() - 1));
      r = races.find(before, prefix, (p, q) -> p.thread() == step.thread() && p.edges().equals(step.edges()));
      if (r != null) steps.remove(steps.size() - 1);
    }
    if (r == null) return null;
    return Confirmation.of(in, steps, r, "strict replay", steps.size(), ImmutableList.copyOf(notes));
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

  private static Trace trace(List<Transition> steps) {
    return new Trace(steps.stream().map(Transition::toTraceStep).collect(ImmutableList.toImmutableList()));
  }
}
