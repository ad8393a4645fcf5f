package org.spindle.cli;

import java.time.Duration;
import java.util.concurrent.Callable;
import org.spindle.explicit.ExploreOptions;
import org.spindle.explicit.ExploreResult;
import org.spindle.explicit.Explorer;
import org.spindle.explicit.Outcome;
import org.spindle.explicit.Replay;
import org.spindle.explicit.RunResult;
import org.spindle.explicit.TracePrinter;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "explore", mixinStandardHelpOptions = true,
    description = {"Exhaustive explicit-state search over all interleavings and inputs in a range.",
        "SAFE only when the whole (input-restricted) state space was explored."})
final class ExploreCommand implements Callable<Integer> {
  private static final long MAX_INPUT_VALUES = 65_536;

  @Spec CommandSpec spec;

  @Mixin InputOptions in;

  @Option(names = "--nondet-range", paramLabel = "LO..HI", converter = RangeConverter.class,
      description = "Values enumerated for each nondet input (default -2..2; _Bool always 0..1)")
  RangeConverter.Range range = new RangeConverter.Range(-2, 2);

  @Option(names = "--max-states", description = "State bound (default ${DEFAULT-VALUE})")
  long maxStates = 1_000_000;

  @Option(names = "--timeout", paramLabel = "S",
      description = "Time limit in seconds of the whole command, JVM start included (default ${DEFAULT-VALUE})")
  long timeout = 900;

  @Option(names = "--deadlock", description = "Report deadlocks as violations")
  boolean deadlock;

  @Option(names = "--no-local-reduction", description = "Disable the local-step reduction")
  boolean noReduction;

  @Override
  public Integer call() {
    if (range.hi() - range.lo() >= MAX_INPUT_VALUES) {
      throw new CommandLine.ParameterException(spec.commandLine(),
          "--nondet-range " + range + " is too wide for exhaustive search (at most " + MAX_INPUT_VALUES + " values)");
    }
    return CommandSupport.execute(in, () -> {
      Program p = ProgramLoader.load(ProgramLoader.resolve(in.file, in.dataModel), in.lowerOptions());
      ExploreOptions opt = ExploreOptions.DEFAULT.withInputs(range.lo(), range.hi())
          .withMaxStates(maxStates).withTimeout(CommandClock.remaining(timeout))
          .withDeadlockIsError(deadlock).withLocalReduction(!noReduction);
      ExploreResult r = Explorer.explore(p, opt, (states, transitions, elapsed) ->
          System.err.printf("explore: %d states, %d transitions, %.0f s%n", states, transitions,
              elapsed.toMillis() / 1000.0));
      String verdictLine = verdictLine(p, r);
      if (r.deadlock() != null && r.verdict() != Verdict.UNSAFE) {
        RunResult d = Replay.replay(p, r.deadlock());
        System.out.println("Deadlock found (not a reach_error violation; --deadlock makes it one):");
        System.out.print(TracePrinter.render(p, d));
      }
      System.out.printf("States: %d, transitions: %d, reduced states: %d, time: %.2f s%n",
          r.states(), r.transitions(), r.reducedStates(), r.elapsed().toMillis() / 1000.0);
      System.out.println(verdictLine);
      return ExitCodes.FINISHED;
    });
  }

  private static String rangeText(ExploreResult r) {
    String reason = r.reason();
    int i = reason.indexOf("for inputs in ");
    return i < 0 ? "a restricted range" : reason.substring(i + "for inputs in ".length()).split(";")[0];
  }

  /** UNSAFE is printed only after the interpreter replayed the trace to the same end. */
  private static String verdictLine(Program p, ExploreResult r) {
    return switch (r.verdict()) {
      case UNSAFE -> {
        RunResult replay = Replay.replay(p, r.counterexample());
        Outcome.Kind k = replay.outcome().kind();
        if (k != Outcome.Kind.ERROR && k != Outcome.Kind.DEADLOCK) {
          yield "Verdict: UNKNOWN (internal: counterexample did not replay: " + replay.outcome() + ")";
        }
        System.out.println("Counterexample:");
        System.out.print(TracePrinter.render(p, replay));
        yield "Verdict: UNSAFE";
      }
      case SAFE -> "Verdict: SAFE" + (r.inputsRestricted() ? " for inputs in " + rangeText(r) : "");
      default -> "Verdict: " + r.verdict() + " (" + r.reason() + ")";
    };
  }
}
