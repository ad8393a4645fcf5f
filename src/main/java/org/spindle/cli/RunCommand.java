package org.spindle.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.spindle.explicit.InputSource;
import org.spindle.explicit.RunResult;
import org.spindle.explicit.Runner;
import org.spindle.explicit.Scheduler;
import org.spindle.explicit.TracePrinter;
import org.spindle.program.Program;
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

  @Option(names = "--schedule", split = ",", paramLabel = "T",
      description = "Thread ids to run, in order (then round robin)")
  List<Integer> schedule;

  @Option(names = "--inputs", split = ",", paramLabel = "V",
      description = "Values for the nondet inputs, in order (then zeros)")
  List<Long> inputs;

  @Option(names = "--nondet-range", paramLabel = "LO..HI", converter = RangeConverter.class,
      description = "Range of random inputs (default -100..100)")
  RangeConverter.Range range = new RangeConverter.Range(-100, 100);

  @Override
  public Integer call() {
    return CommandSupport.execute(in, () -> {
      Program p = ProgramLoader.load(ProgramLoader.resolve(in.file, in.dataModel), in.lowerOptions());
      Scheduler sched = schedule != null ? Scheduler.explicit(schedule) : Scheduler.random(seed);
      InputSource src = inputs != null ? InputSource.list(inputs)
          : InputSource.random(seed * 31 + 7, range.lo(), range.hi());
      RunResult r = Runner.run(p, sched, src, steps);
      System.out.print(TracePrinter.render(p, r));
      System.out.println("Trace: " + r.trace());
      return ExitCodes.FINISHED;
    });
  }
}
