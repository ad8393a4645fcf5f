package org.spindle.schedule;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.spindle.interp.InputSource;
import org.spindle.interp.Outcome;
import org.spindle.interp.RunResult;
import org.spindle.interp.Runner;
import org.spindle.interp.Scheduler;
import org.spindle.program.Program;

/**
 * Validation of a schedule by random runs (the oracle of issue 4, section 4): under the schedule no
 * run may reach an error, deadlock or diverge, and every thread must progress in every run. Without
 * a schedule the same runs count how often the unrestricted program hits an error.
 */
public record Validation(int runs, Map<ScheduleEnforcer.End, Integer> ends, int[] minProgress,
    long[] totalProgress, int starvedRuns, List<String> problems) {

  public int count(ScheduleEnforcer.End e) {
    return ends.getOrDefault(e, 0);
  }

  /**
   * No error, deadlock, divergence or undefined behaviour, and in no run a thread starved (enabled
   * in the second half of the run but never run there).
   */
  public boolean valid() {
    if (count(ScheduleEnforcer.End.ERROR) + count(ScheduleEnforcer.End.DEADLOCK)
        + count(ScheduleEnforcer.End.DIVERGED) + count(ScheduleEnforcer.End.UNDEFINED) > 0) {
      return false;
    }
    return starvedRuns == 0;
  }

  /** Runs {@code runs} random executions of at most {@code steps} steps under {@code schedule} (null: none). */
  public static Validation of(Program p, ProgramSchedule schedule, int runs, int steps, long seed, long lo, long hi) {
    ScheduleEnforcer enf = schedule == null ? null : new ScheduleEnforcer(p, schedule);
    Map<ScheduleEnforcer.End, Integer> ends = new EnumMap<>(ScheduleEnforcer.End.class);
    int n = p.threads().size();
    int[] min = new int[n];
    java.util.Arrays.fill(min, Integer.MAX_VALUE);
    long[] total = new long[n];
    List<String> problems = new ArrayList<>();
    int starved = 0;
    for (int r = 0; r < runs; r++) {
      long s = seed + r * 1_000_003L;
      InputSource inputs = InputSource.random(s * 31 + 7, lo, hi);
      ScheduleEnforcer.Run run = enf != null ? enf.run(new Random(s), inputs, steps) : free(p, s, inputs, steps);
      ends.merge(run.end(), 1, Integer::sum);
      for (int t = 0; t < n; t++) {
        min[t] = Math.min(min[t], run.progress()[t]);
        total[t] += run.progress()[t];
      }
      if (!run.starved().isEmpty()) {
        starved++;
        if (problems.size() < 5) problems.add("run " + (r + 1) + ": threads starved: " + run.starved());
      }
      boolean bad = run.end() != ScheduleEnforcer.End.FINISHED && run.end() != ScheduleEnforcer.End.STEP_LIMIT;
      if (bad && problems.size() < 5) problems.add("run " + (r + 1) + ": " + run.end() + ": " + run.reason());
    }
    if (runs == 0) java.util.Arrays.fill(min, 0);
    return new Validation(runs, ends, min, total, starved, problems);
  }

  private static ScheduleEnforcer.Run free(Program p, long seed, InputSource inputs, int steps) {
    RunResult r = Runner.run(p, Scheduler.random(seed), inputs, steps);
    int[] progress = new int[p.threads().size()];
    for (var st : r.trace().steps()) progress[st.thread()]++;
    ScheduleEnforcer.End end = switch (r.outcome().kind()) {
      case ERROR -> ScheduleEnforcer.End.ERROR;
      case DEADLOCK -> ScheduleEnforcer.End.DEADLOCK;
      case UNDEFINED -> ScheduleEnforcer.End.UNDEFINED;
      case STEP_LIMIT -> ScheduleEnforcer.End.STEP_LIMIT;
      default -> ScheduleEnforcer.End.FINISHED;
    };
    Outcome o = r.outcome();
    return new ScheduleEnforcer.Run(end, o.reason(), progress);
  }

  public String render(List<String> threadNames) {
    StringBuilder b = new StringBuilder();
    b.append("Runs: ").append(runs).append('\n');
    for (ScheduleEnforcer.End e : ScheduleEnforcer.End.values()) {
      b.append(String.format("  %-10s %d%n", e.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '), count(e)));
    }
    b.append(String.format("  %-10s %d%n", "starved", starvedRuns));
    b.append("Progress per thread (steps: min per run / total):\n");
    for (int t = 0; t < minProgress.length; t++) {
      b.append(String.format("  T%d %-20s %d / %d%n", t, threadNames.get(t), minProgress[t], totalProgress[t]));
    }
    for (String pr : problems) b.append("  ").append(pr).append('\n');
    return b.toString();
  }
}
