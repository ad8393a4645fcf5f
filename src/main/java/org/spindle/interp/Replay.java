package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import org.spindle.program.Program;

/** Re-executes a {@link Trace} exactly, checking each step; yields the events and the end. */
public final class Replay {
  private Replay() {}

  public static RunResult replay(Program p, Trace trace) {
    return replay(new Interpreter(p), trace, new InputRange(-2, 2));
  }

  /**
   * {@code endDomain} decides, after the last step, whether threads blocked inside atomic sections
   * with Havocs could move (it matters only for telling DEADLOCK from STEP_LIMIT).
   */
  public static RunResult replay(Interpreter in, Trace trace, HavocDomain endDomain) {
    return replay(in, trace, endDomain, null);
  }

  /**
   * Replays a trace whose steps list no inputs, taking every input (Havoc values and first reads
   * of havocked cells) from {@code oracle}; the result's trace lists the inputs consumed.
   */
  public static RunResult replay(Program p, Trace trace, InputOracle oracle) {
    return replay(new Interpreter(p), trace, new InputRange(-2, 2), oracle);
  }

  /**
   * The state after every step of {@code trace}, or null if some step does not replay exactly or
   * the run ends (error, undefined behaviour) before the trace does.
   */
  public static State stateAfter(Interpreter in, Trace trace) {
    State s = in.initial();
    for (Trace.Step step : trace.steps()) {
      Successor next;
      try {
        next = in.execute(s, step, null);
      } catch (Interpreter.Mismatch m) {
        return null;
      }
      if (next.isTerminal()) return null;
      s = next.next();
    }
    return s;
  }

  private static RunResult replay(Interpreter in, Trace trace, HavocDomain endDomain, InputOracle oracle) {
    State s = in.initial();
    ImmutableList.Builder<Event> events = ImmutableList.builder();
    ImmutableList.Builder<Trace.Step> done = ImmutableList.builder();
    int edge = 0;
    for (int i = 0; i < trace.size(); i++) {
      Trace.Step step = trace.steps().get(i);
      EventRecorder rec = new EventRecorder();
      Successor next;
      try {
        next = in.execute(s, step, rec, oracle, edge);
      } catch (Interpreter.Mismatch m) {
        return new RunResult(events.build(), trace,
            Outcome.of(Outcome.Kind.INVALID_TRACE, "step " + (i + 1) + " (" + step + "): " + m.getMessage()));
      }
      edge += step.edgeIds().size();
      events.add(rec.toEvent(i + 1, next.transition()));
      done.add(next.transition().toTraceStep());
      if (oracle != null) trace = withPrefix(trace, done.build(), i + 1);
      if (next.isTerminal()) {
        if (i != trace.size() - 1) {
          return new RunResult(events.build(), trace,
              Outcome.of(Outcome.Kind.INVALID_TRACE, "run ended at step " + (i + 1) + " before the trace"));
        }
        return new RunResult(events.build(), trace, next.end());
      }
      s = next.next();
    }
    Outcome end = RunEnd.classify(s, in.successors(s, endDomain));
    if (end == null) end = Outcome.of(Outcome.Kind.STEP_LIMIT, "trace ends after " + trace.size() + " steps");
    return new RunResult(events.build(), trace, end);
  }

  /** {@code trace} with its first {@code n} steps replaced by {@code prefix} (which has n steps). */
  private static Trace withPrefix(Trace trace, ImmutableList<Trace.Step> prefix, int n) {
    return new Trace(ImmutableList.<Trace.Step>builder().addAll(prefix)
        .addAll(trace.steps().subList(n, trace.size())).build());
  }
}
