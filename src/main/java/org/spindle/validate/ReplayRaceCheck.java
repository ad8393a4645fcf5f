package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import org.spindle.explicit.Event;
import org.spindle.explicit.HavocDomain;
import org.spindle.explicit.Interpreter;
import org.spindle.explicit.Outcome;
import org.spindle.explicit.Replay;
import org.spindle.explicit.RunResult;
import org.spindle.explicit.State;
import org.spindle.explicit.Successor;
import org.spindle.explicit.ThreadStatus;
import org.spindle.explicit.Trace;
import org.spindle.explicit.Transition;
import org.spindle.program.Edge;
import org.spindle.program.Stmt;
import org.spindle.program.analysis.AccessSets;
import org.spindle.program.analysis.PointsTo;

/**
 * A {@link RaceCheck} on the explicit interpreter. The candidates are the enabled steps of the
 * running threads; a pair whose static access sets ({@link AccessSets}, over-approximated through
 * pointers) cannot conflict is skipped; for the others the cells each step really touches are the
 * accesses the interpreter records when it replays the run to the state and then the step. Steps
 * of {@code pthread_mutex_lock/unlock} synchronise and are no data accesses; an atomic section
 * (a step of several edges) is an atomic access.
 */
final class ReplayRaceCheck implements RaceCheck {
  private final Interpreter in;
  private final HavocDomain dom;
  private final PointsTo pointsTo;
  private final Map<Integer, AccessSets> edgeAccess = new HashMap<>();

  ReplayRaceCheck(Interpreter in, HavocDomain dom) {
    this.in = in;
    this.dom = dom;
    this.pointsTo = PointsTo.analyze(in.program());
  }

  @Override
  public DataRace find(State s, Trace prefix, BiPredicate<Transition, Transition> pair) {
    List<List<Transition>> steps = new ArrayList<>();
    for (int t = 0; t < s.threadCount(); t++) {
      Map<ImmutableList<Edge>, Transition> distinct = new LinkedHashMap<>();
      if (s.status(t) == ThreadStatus.RUNNING && !s.terminated()) {
        for (Successor x : in.successors(s, t, dom)) {
          if (!synchronises(x.transition())) distinct.putIfAbsent(x.transition().edges(), x.transition());
        }
      }
      steps.add(new ArrayList<>(distinct.values()));
    }
    for (int t1 = 0; t1 < steps.size(); t1++) {
      for (int t2 = t1 + 1; t2 < steps.size(); t2++) {
        for (Transition a : steps.get(t1)) {
          for (Transition b : steps.get(t2)) {
            if (!pair.test(a, b) && !pair.test(b, a)) continue;
            if (atomic(a) && atomic(b)) continue;
            if (!staticConflict(a, b)) continue;
            DataRace r = race(prefix, a, b);
            if (r != null) return r;
          }
        }
      }
    }
    return null;
  }

  private DataRace race(Trace prefix, Transition a, Transition b) {
    Map<String, Boolean> aa = accesses(prefix, a);
    Map<String, Boolean> bb = accesses(prefix, b);
    for (var e : aa.entrySet()) {
      Boolean bw = bb.get(e.getKey());
      if (bw != null && (e.getValue() || bw)) return new DataRace(a, b, e.getKey(), e.getValue(), bw);
    }
    return null;
  }

  /** Location -> written, for the cells step {@code t} touches after {@code prefix}. */
  private Map<String, Boolean> accesses(Trace prefix, Transition t) {
    List<Trace.Step> steps = new ArrayList<>(prefix.steps());
    steps.add(t.toTraceStep());
    RunResult r = Replay.replay(in, new Trace(ImmutableList.copyOf(steps)), dom);
    Map<String, Boolean> out = new HashMap<>();
    if (r.outcome().kind() == Outcome.Kind.INVALID_TRACE || r.events().size() != steps.size()) return out;
    for (Event.Access acc : r.events().get(steps.size() - 1).accesses()) {
      if (acc.kind() == Event.Access.Kind.INPUT) continue;
      out.merge(acc.location(), acc.kind() == Event.Access.Kind.WRITE, Boolean::logicalOr);
    }
    return out;
  }

  private boolean staticConflict(Transition a, Transition b) {
    for (Edge x : a.edges()) {
      for (Edge y : b.edges()) {
        if (access(x).conflictsWith(access(y))) return true;
      }
    }
    return false;
  }

  private AccessSets access(Edge e) {
    return edgeAccess.computeIfAbsent(e.id(), k -> AccessSets.of(e, pointsTo));
  }

  private static boolean atomic(Transition t) {
    return t.edges().size() > 1;
  }

  private static boolean synchronises(Transition t) {
    Stmt s = t.first().stmt();
    return t.edges().size() == 1 && (s instanceof Stmt.Lock || s instanceof Stmt.Unlock);
  }
}
