package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;

/**
 * One execution under a scheduler and an input source ({@code spindle run}). Enabledness is judged
 * with the inputs the step would consume, which are drawn but only used up by the step taken.
 * Throws {@link org.spindle.program.UnsupportedFeature} for an atomic section with too many paths.
 */
public final class Runner {
  private Runner() {}

  public static RunResult run(Program p, Scheduler scheduler, InputSource inputs, int maxSteps) {
    return run(new Interpreter(p), scheduler, inputs, maxSteps);
  }

  public static RunResult run(Interpreter in, Scheduler scheduler, InputSource inputs, int maxSteps) {
    PeekInputs peek = new PeekInputs(inputs);
    State s = in.initial();
    ImmutableList.Builder<Event> events = ImmutableList.builder();
    ImmutableList.Builder<Trace.Step> trace = ImmutableList.builder();
    for (int step = 0; ; step++) {
      // Enabledness is computed with the inputs this step would consume next (peeked, not used up).
      List<List<Successor>> perThread = new ArrayList<>();
      List<Integer> enabled = new ArrayList<>();
      List<Successor> all = new ArrayList<>();
      for (int t = 0; t < s.threadCount(); t++) {
        List<Successor> ts = in.successors(s, t, peek);
        perThread.add(ts);
        all.addAll(ts);
        if (!ts.isEmpty()) enabled.add(t);
      }
      Outcome end = RunEnd.classify(s, all);
      if (end != null) return new RunResult(events.build(), new Trace(trace.build()), end);
      if (step >= maxSteps) {
        return new RunResult(events.build(), new Trace(trace.build()),
            Outcome.of(Outcome.Kind.STEP_LIMIT, "stopped after " + maxSteps + " steps"));
      }
      int t = scheduler.chooseThread(enabled, x -> endsProgram(perThread.get(x)), step);
      if (t < 0) {
        return new RunResult(events.build(), new Trace(trace.build()),
            Outcome.of(Outcome.Kind.STOPPED, "schedule names a thread that cannot move at step " + (step + 1)));
      }
      List<Successor> ts = perThread.get(t);
      Successor chosen = ts.get(scheduler.chooseTransition(ts.size()));
      peek.consume(chosen.transition().inputs().size());
      Trace.Step ts1 = chosen.transition().toTraceStep();
      EventRecorder rec = new EventRecorder();
      Successor again;
      try {
        again = in.execute(s, ts1, rec);
      } catch (Interpreter.Mismatch m) {
        throw new IllegalStateException("interpreter disagrees with itself: " + m.getMessage(), m);
      }
      events.add(rec.toEvent(step + 1, chosen.transition()));
      trace.add(ts1);
      if (again.isTerminal()) return new RunResult(events.build(), new Trace(trace.build()), again.end());
      s = again.next();
    }
  }

  /** True if every enabled transition of a thread ends the program (exit, return from main). */
  private static boolean endsProgram(List<Successor> ts) {
    for (Successor x : ts) if (x.next() == null || !x.next().terminated()) return false;
    return !ts.isEmpty();
  }

  /**
   * Havoc values drawn from the input source on demand and kept until a step consumes them, so that
   * looking at every thread's enabled transitions does not use up inputs.
   */
  private static final class PeekInputs implements HavocDomain {
    private final InputSource source;
    private final List<Long> buffer = new ArrayList<>();

    PeekInputs(InputSource source) {
      this.source = source;
    }

    @Override
    public long[] values(int index, ScalarType type) {
      while (buffer.size() <= index) buffer.add(source.next(type));
      return new long[] {type.wrap(buffer.get(index))};
    }

    void consume(int n) {
      buffer.subList(0, Math.min(n, buffer.size())).clear();
    }
  }
}
