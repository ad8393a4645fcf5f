package org.spindle.explore;

import org.spindle.interp.InputSource;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.RunResult;
import org.spindle.interp.Runner;
import org.spindle.interp.Scheduler;
import org.spindle.program.Program;

/**
 * Bug hunting by random executions of the interpreter, for programs whose state space is too large
 * for the exhaustive search: uniformly random scheduling, and PCT (probabilistic concurrency
 * testing, Burckhardt et al., ASPLOS 2010; {@link Scheduler#pct}), which finds bugs that need a few
 * ordering constraints far more often than uniform scheduling does, and PCT with priorities by
 * age ({@link Scheduler#newestFirst}), for bugs that need many threads to run one after another. Inputs are random, alternately
 * from a small range (where boundary cases live) and a wide one. Only ever a source of UNSAFE: a run
 * that reaches an error is an execution of the program (and the caller replays its trace); runs
 * without an error prove nothing.
 */
public final class RandomTesting {
  /** Schedulers per cycle of runs: uniform, PCT of depth 1-3, newest-first PCT of depth 2-3. */
  static final int CYCLE = 6;

  /** Steps per run: runs of a looping program end here. */
  static final int STEPS_PER_RUN = 10_000;

  private RandomTesting() {}

  /**
   * {@code s}, but the run stops (STOPPED, no error) once the deadline has passed or the thread is
   * interrupted: a run of 10,000 steps over a hundred threads takes seconds.
   */
  private static Scheduler until(Scheduler s, long deadlineNanos) {
    return new Scheduler() {
      @Override
      public int chooseThread(java.util.List<Integer> enabled, int step) {
        return chooseThread(enabled, t -> false, step);
      }

      @Override
      public int chooseThread(java.util.List<Integer> enabled, java.util.function.IntPredicate endsProgram, int step) {
        if ((step & 63) == 63 && (System.nanoTime() - deadlineNanos >= 0 || Thread.currentThread().isInterrupted())) {
          return -1;
        }
        return s.chooseThread(enabled, endsProgram, step);
      }

      @Override
      public int chooseTransition(int count) {
        return s.chooseTransition(count);
      }
    };
  }

  /** A run that reached the violation, with how many runs it took and the scheduler that found it. */
  public record Found(RunResult run, int runs, String scheduler) {}

  /**
   * Runs executions until one reaches an error (or a deadlock, if {@code deadlockIsError}), the
   * deadline ({@link System#nanoTime()}) passes, {@code maxRuns} runs were made, or the thread is
   * interrupted. Null if no run found a violation. Reproducible for a seed (up to where it stops).
   */
  public static Found search(Program p, long seed, long deadlineNanos, int maxRuns,
      boolean deadlockIsError) {
    return search(p, seed, deadlineNanos, deadlineNanos, 0, maxRuns, deadlockIsError);
  }

  /**
   * As above, but the first {@code minRuns} runs go on past {@code softDeadline} (up to {@code
   * hardDeadline}): the same runs are made however busy the machine is.
   */
  public static Found search(Program p, long seed, long softDeadline, long hardDeadline, int minRuns,
      int maxRuns, boolean deadlockIsError) {
    Interpreter in = new Interpreter(p);
    int threads = p.threads().size();
    int length = STEPS_PER_RUN; // PCT's k: the length of the last run, as the paper suggests
    for (int r = 0; r < maxRuns; r++) {
      long now = System.nanoTime();
      if (now - hardDeadline >= 0 || r >= minRuns && now - softDeadline >= 0
          || Thread.currentThread().isInterrupted()) {
        return null;
      }
      long deadlineNanos = r < minRuns ? hardDeadline : softDeadline;
      long s = seed * 1_000_003L + r;
      // cycle: uniform, PCT depth 1, 2, 3 (depth 1 = random fixed priorities), newest-first PCT
      // depth 2, 3 (depth 1 would be one fixed schedule)
      int kind = r % CYCLE;
      int depth = kind <= 3 ? kind : kind - 2;
      Scheduler sched = kind == 0 ? Scheduler.random(s)
          : kind <= 3 ? Scheduler.pct(s, threads, depth, length) : Scheduler.newestFirst(s, depth, length, threads);
      InputSource inputs = (r / CYCLE) % 2 == 0 ? InputSource.random(s * 31 + 7, -2, 2)
          : InputSource.random(s * 31 + 7, -100, 100);
      RunResult run = Runner.run(in, until(sched, deadlineNanos), inputs, STEPS_PER_RUN);
      Outcome.Kind k = run.outcome().kind();
      if (k == Outcome.Kind.ERROR || (deadlockIsError && k == Outcome.Kind.DEADLOCK)) {
        String by = kind == 0 ? "uniform random scheduling"
            : kind <= 3 ? "PCT, depth " + depth : "newest-first PCT, depth " + depth;
        return new Found(run, r + 1, by);
      }
      if (kind == 0) length = Math.max(1, run.trace().steps().size());
    }
    return null;
  }
}
