package org.spindle.race;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.State;
import org.spindle.interp.Trace;
import org.spindle.interp.TraceExport;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;
import org.spindle.report.ExecutionTrace;

/**
 * Maps a counterexample of the instrumented program back to the original: ghost steps are dropped,
 * the rest is replayed on the original, and {@link RaceOracle} must find a race in the state the
 * replay ends in. Only then is the race reported: the verdict rests on the original program's
 * replay and the oracle, not on the instrumentation.
 */
public final class RaceTraces {
  private RaceTraces() {}

  /**
   * The replayed race as a trace of {@code original} ending in a {@link
   * ExecutionTrace.End.Kind#DATA_RACE} that names both accesses, or null if {@code trace} does not
   * end in a race error or does not replay to a racing state.
   */
  public static ExecutionTrace toOriginal(Program original, Program instrumented, ExecutionTrace trace) {
    if (trace == null || trace.end().kind() != ExecutionTrace.End.Kind.ERROR) return null;
    return toOriginal(original, instrumented, Trace.parse(trace.replayable()));
  }

  /** As above, for a counterexample in the interpreter's compact form (its last step errs). */
  public static ExecutionTrace toOriginal(Program original, Program instrumented, Trace trace) {
    if (trace.size() == 0) return null;
    Set<Integer> originalIds = new HashSet<>();
    for (ThreadCfa t : original.threads()) for (Edge e : t.edges()) originalIds.add(e.id());
    Trace.Step last = trace.steps().get(trace.size() - 1);
    Trace mapped = project(trace.steps().subList(0, trace.size() - 1), originalIds);
    Interpreter in = new Interpreter(original);
    State s = Replay.stateAfter(in, mapped);
    if (s == null) return null;
    ImmutableList<RaceOracle.Race> races = new RaceOracle(in).races(s, domainWith(last.inputs()));
    if (races.isEmpty()) return null;
    RaceOracle.Race race = races.get(0);
    for (RaceOracle.Race r : races) {
      if (r.first().thread() == last.thread() || r.second().thread() == last.thread()) {
        race = r;
        break;
      }
    }
    RunResult run = Replay.replay(original, mapped);
    ExecutionTrace exported = TraceExport.export(original, run);
    RaceOracle.Access a = race.first();
    RaceOracle.Access b = race.second();
    String what = race.describe(original);
    ExecutionTrace.End end = new ExecutionTrace.End(ExecutionTrace.End.Kind.DATA_RACE, what,
        b.edge().pos(), b.thread(), ImmutableList.of(raceAccess(original, a), raceAccess(original, b)));
    return new ExecutionTrace(exported.steps(), end, exported.replayable());
  }

  /**
   * The steps with their ghost edges removed; steps made only of ghost edges are dropped, and any
   * inputs they drew (first reads of undefined cells by a guard) move to the thread's next step.
   */
  static Trace project(List<Trace.Step> steps, Set<Integer> originalIds) {
    List<Trace.Step> out = new ArrayList<>();
    Map<Integer, List<Long>> pending = new HashMap<>();
    for (Trace.Step st : steps) {
      ImmutableList<Integer> ids = st.edgeIds().stream().filter(originalIds::contains)
          .collect(ImmutableList.toImmutableList());
      List<Long> inputs = pending.computeIfAbsent(st.thread(), k -> new ArrayList<>());
      inputs.addAll(st.inputs());
      if (ids.isEmpty()) continue;
      out.add(new Trace.Step(st.thread(), ids, ImmutableList.copyOf(inputs)));
      inputs.clear();
    }
    return new Trace(ImmutableList.copyOf(out));
  }

  /** Havoc values for the oracle's look into atomic sections: the erring step's inputs and -2..2. */
  private static HavocDomain domainWith(List<Long> inputs) {
    InputRange range = new InputRange(-2, 2);
    return (index, type) -> {
      Set<Long> vs = new LinkedHashSet<>();
      if (index < inputs.size()) vs.add(type.wrap(inputs.get(index)));
      for (long v : range.values(index, type)) vs.add(v);
      return vs.stream().mapToLong(Long::longValue).toArray();
    };
  }

  private static ExecutionTrace.RaceAccess raceAccess(Program p, RaceOracle.Access a) {
    return new ExecutionTrace.RaceAccess(a.thread(), TraceExport.threadFunction(p, a.thread()),
        a.edge().pos(), a.location(), a.write(), a.edge().text());
  }
}
