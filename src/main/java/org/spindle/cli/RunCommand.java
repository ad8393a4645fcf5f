package org.spindle.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.spindle.interp.InputSource;
import org.spindle.interp.RunResult;
import org.spindle.interp.Runner;
import org.spindle.interp.Scheduler;
import org.spindle.interp.TracePrinter;
import org.spindle.program.Program;
import org.spindle.schedule.ProgramSchedule;
import org.spindle.schedule.ScheduleEnforcer;
import org.spindle.schedule.Validation;
import org.spindle.task.ProgramLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "run", mixinStandardHelpOptions = true,
    description = "Run one execution (random seeded scheduler and inputs) and print every event.")
final class RunCommand implements Callable<Integer> {
  @Mixin InputOptions in;

  @Option(names = "--seed", description = "Random seed for scheduling and inputs (default ${DEFAULT-VALUE})")
  long seed = 1;

  @Option(names = "--steps", description = "Maximum number of steps (default ${DEFAULT-VALUE})")
  int steps = 10_000;

  @Option(names = "--schedule", paramLabel = "T,..|FILE.json",
      description = {"Thread ids to run, in order (then round robin), or a program schedule",
          "(schedule-K.json from 'imc --out') enforced with random choices among the permitted threads"})
  String schedule;

  @Option(names = "--runs", paramLabel = "N",
      description = "Number of random runs (summary instead of the trace when N > 1 or with a schedule file)")
  int runs = 1;

  @Option(names = "--inputs", split = ",", paramLabel = "V",
      description = "Values for the nondet inputs, in order (then zeros)")
  List<Long> inputs;

  @Option(names = "--nondet-range", paramLabel = "LO..HI", converter = RangeConverter.class,
      description = "Range of random inputs (default -100..100)")
  RangeConverter.Range range = new RangeConverter.Range(-100, 100);

  @Override
  public Integer call() {
    return CommandSupport.execute(in, () -> {
      Program p = ProgramLoader.load(in.input(), in.lowerOptions());
      if (runs < 1 || steps < 0) {
        System.err.println("spindle: --runs must be positive and --steps not negative");
        return ExitCodes.USAGE;
      }
      boolean scheduleFile = schedule != null && !schedule.matches("[0-9, ]*");
      if (scheduleFile || runs > 1) return validate(p, scheduleFile ? Path.of(schedule) : null);
      Scheduler sched = schedule != null ? Scheduler.explicit(threadList(schedule)) : Scheduler.random(seed);
      InputSource src = inputs != null ? InputSource.list(inputs)
          : InputSource.random(seed * 31 + 7, range.lo(), range.hi());
      RunResult r = Runner.run(p, sched, src, steps);
      System.out.print(TracePrinter.render(p, r));
      System.out.println("Trace: " + r.trace());
      return ExitCodes.FINISHED;
    });
  }

  private static List<Integer> threadList(String s) {
    List<Integer> l = new java.util.ArrayList<>();
    for (String x : s.split(",")) if (!x.isBlank()) l.add(Integer.parseInt(x.trim()));
    return l;
  }

  /** Many random runs, under a program schedule (Algorithm 5) or unrestricted; a summary. */
  private int validate(Program p, Path file) throws java.io.IOException {
    ProgramSchedule ps = null;
    if (file != null) {
      try {
        ps = ProgramSchedule.fromJson(java.nio.file.Files.readString(file));
      } catch (IllegalArgumentException | ClassCastException e) {
        System.err.println(file + ": error: not a schedule file: " + e.getMessage());
        return ExitCodes.USAGE;
      }
    }
    Validation v;
    try {
      v = Validation.of(p, ps, runs, steps, seed, range.lo(), range.hi());
    } catch (IllegalArgumentException e) {
      System.err.println("spindle: " + e.getMessage());
      return ExitCodes.USAGE;
    }
    List<String> names = new java.util.ArrayList<>();
    for (int t = 0; t < p.threads().size(); t++) names.add(p.thread(t).name());
    System.out.println(ps == null ? "Unrestricted random scheduling:" : "Enforcing schedule of IVR " + ps.ivr()
        + " (" + ps.sections().size() + " sections):");
    System.out.print(v.render(names));
    if (ps != null) {
      System.out.println(v.valid() ? "Schedule valid: no error, no deadlock, no divergence, no enabled thread starved"
          : "Schedule INVALID");
    } else {
      System.out.println("Error reached in " + v.count(ScheduleEnforcer.End.ERROR) + " of " + runs + " runs");
    }
    return ExitCodes.FINISHED;
  }
}
