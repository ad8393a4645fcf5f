package org.spindle.imc;

import org.spindle.interp.InputSource;
import org.spindle.interp.Outcome;
import org.spindle.interp.RunResult;
import org.spindle.interp.Runner;
import org.spindle.interp.Scheduler;
import org.spindle.interp.Trace;
import org.spindle.program.Program;

/**
 * Random runs in the interpreter that look for an error trace to guide one iteration of IMC: the
 * trace is only a hint for which schedule to explore next (its path is added to the ART and refined
 * like any other error path, so an unsafe IVR still needs IMPACT's BV check and replay). Breadth-first
 * schedule starts alone reach errors deep in a schedule very late (prodcons_fig412.c).
 */
final class ErrorProbe {
  static final int ROUNDS = 5;
  static final int RUNS_PER_ROUND = 20;
  static final int STEPS = 2_000;

  private final Program program;
  private int round;

  ErrorProbe(Program program) {
    this.program = program;
  }

  boolean exhausted() {
    return round >= ROUNDS;
  }

  /** The next round of random runs; the first error trace, or null. */
  Trace next() {
    int r = round++;
    for (int k = 0; k < RUNS_PER_ROUND; k++) {
      long seed = 1 + r * 1_000L + k;
      RunResult run;
      try {
        run = Runner.run(program, Scheduler.random(seed), InputSource.random(seed * 31 + 7, -100, 100), STEPS);
      } catch (RuntimeException e) {
        return null; // e.g. an atomic section the interpreter cannot enumerate: no hint
      }
      if (run.outcome().kind() == Outcome.Kind.ERROR) return run.trace();
    }
    return null;
  }
}
