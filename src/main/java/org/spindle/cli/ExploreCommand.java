package org.spindle.cli;

import java.time.Duration;
import java.util.concurrent.Callable;
import org.spindle.dpor.Algorithm;
import org.spindle.dpor.Dpor;
import org.spindle.dpor.DporOptions;
import org.spindle.dpor.InputMode;
import org.spindle.dpor.DporResult;
import org.spindle.dpor.DporResults;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.ExploreResults;
import org.spindle.explore.Explorer;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.ResultPrinter;
import org.spindle.task.ProgramLoader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "explore", mixinStandardHelpOptions = true,
    description = {"Exhaustive explicit search over all interleavings and inputs in a range: the stateful",
        "search (default) or a stateless DPOR engine (--algo).",
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

  @Option(names = "--no-symmetry",
      description = "Disable the symmetry reduction over interchangeable thread instances (state search)")
  boolean noSymmetry;

  @Option(names = "--no-dead-variables",
      description = "Keep the values of dead registers in the visited states (state search)")
  boolean noDeadVariables;

  @Option(names = "--algo", paramLabel = "ALGO",
      description = "state (stateful search with a visited set, default) or a stateless DPOR engine: sdpor, odpor, "
          + "epor, epor-sh (Eager POR, short sections), await (Optimal-DPOR-Await after partial loop purity elimination), "
          + "cs (Optimal-DPOR with context-sensitive independence), ob (with observers), cs-ob (both)")
  String algo = "state";

  @Option(names = "--max-events", paramLabel = "N",
      description = "DPOR: longest execution in events; a longer one is cut and the answer is not SAFE (default ${DEFAULT-VALUE})")
  int maxEvents = 10_000;

  @Option(names = "--stats", description = "Print every figure of the search (DPOR: executions by kind, checks, memory)")
  boolean stats;

  @Option(names = "--no-plp", description = "await: no partial loop purity elimination (spin loops keep spinning)")
  boolean noPlp;

  @Option(names = "--no-await",
      description = "await: no awaits; blocked steps are blocked attempts as in odpor (the PLP'd program under odpor)")
  boolean noAwait;

  @Option(names = "--ifaa",
      description = "await: atomic fetch-and-adds on one variable whose results are unused are independent")
  boolean ifaa;

  @Option(names = "--livelock",
      description = "await: report livelocks (runs after which only loops without effect can run) as violations")
  boolean livelock;

  @Option(names = "--inputs", paramLabel = "MODE",
      description = "DPOR: symbolic (default: a path condition per execution, forks where inputs decide; SAFE is "
          + "for all inputs) or range (every value of --nondet-range; SAFE is for those values)")
  String inputs = "symbolic";

  @Option(names = "--json", description = "Print one JSON object instead of the human summary")
  boolean json;

  private InputMode inputMode = InputMode.SYMBOLIC;

  @Override
  public Integer call() {
    if (range.hi() - range.lo() >= MAX_INPUT_VALUES) {
      throw new CommandLine.ParameterException(spec.commandLine(),
          "--nondet-range " + range + " is too wide for exhaustive search (at most " + MAX_INPUT_VALUES + " values)");
    }
    Algorithm dpor = null;
    if (!algo.equals("state")) {
      try {
        dpor = Algorithm.fromCli(algo);
      } catch (IllegalArgumentException e) {
        throw new CommandLine.ParameterException(spec.commandLine(), "--algo: " + e.getMessage()
            + " (expected state, " + Algorithm.cliNames() + ")");
      }
    }
    InputMode mode = InputMode.byName(inputs);
    if (mode == null) {
      throw new CommandLine.ParameterException(spec.commandLine(),
          "--inputs: expected symbolic or range, not " + inputs);
    }
    if (mode != InputMode.SYMBOLIC && dpor == null) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--inputs needs a DPOR engine (--algo)");
    }
    inputMode = mode;
    if (maxEvents < 1) throw new CommandLine.ParameterException(spec.commandLine(), "--max-events must be at least 1");
    if ((noPlp || noAwait || ifaa || livelock) && dpor != Algorithm.AWAIT) {
      throw new CommandLine.ParameterException(spec.commandLine(),
          "--no-plp, --no-await, --ifaa and --livelock need --algo await");
    }
    if (ifaa && noAwait) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--ifaa needs awaits (drop --no-await)");
    }
    if (livelock && noAwait) {
      throw new CommandLine.ParameterException(spec.commandLine(),
          "--livelock needs awaits: blocked attempts cannot tell livelocks apart");
    }
    Algorithm chosen = dpor;
    return CommandSupport.execute(in, json, () -> {
      Program p = ProgramLoader.load(in.input(), in.lowerOptions());
      if (chosen != null) return runDpor(p, chosen);
      ExploreOptions opt = ExploreOptions.DEFAULT.withInputs(range.lo(), range.hi())
          .withMaxStates(maxStates).withTimeout(CommandClock.remaining(timeout))
          .withDeadlockIsError(deadlock).withLocalReduction(!noReduction).withSymmetry(!noSymmetry).withDeadRegisters(!noDeadVariables);
      ExploreResult r = Explorer.explore(p, opt, (states, transitions, elapsed) ->
          System.err.printf("explore: %d states, %d transitions, %.0f s%n", states, transitions,
              elapsed.toMillis() / 1000.0));
      CheckResult c = ExploreResults.of(p, r);
      System.out.print(json ? ResultPrinter.json(p.file(), c) + "\n" : ResultPrinter.human(p, c, stats, null));
      return ExitCodes.FINISHED;
    });
  }

  private int runDpor(Program p, Algorithm a) {
    DporOptions opt = DporOptions.DEFAULT.withAlgorithm(a).withInputs(range.lo(), range.hi()).withMaxEvents(maxEvents)
        .withTimeout(CommandClock.remaining(timeout)).withDeadlockIsError(deadlock)
        .withPlp(!noPlp).withAwaits(!noAwait).withIfaa(ifaa).withLivelockIsError(livelock)
        .withInputMode(inputMode);
    // symbolic inputs ask Z3, which may not look at the interrupt for a while (bit-blasted
    // floating-point queries, D53): the command still ends near its limit (D22)
    HardDeadline deadline = HardDeadline.arm(timeout, json, System.out);
    DporResult r = Dpor.explore(p, opt, (executions, elapsed) -> System.err.printf("%s: %d executions, %.0f s, %.0f/s%n",
        a.cliName(), executions, elapsed.toMillis() / 1000.0, executions * 1000.0 / Math.max(1, elapsed.toMillis())));
    deadline.disarm();
    CheckResult c = DporResults.of(p, r);
    String note = null;
    var livelocked = c.verdict() == org.spindle.report.Verdict.UNSAFE ? null : DporResults.livelock(p, r);
    if (livelocked != null) {
      note = ("Livelock found (only loops without effect can run after it; --livelock makes it a violation):\n"
          + ResultPrinter.traceTable(p, livelocked)).stripTrailing();
    }
    System.out.print(json ? ResultPrinter.json(p.file(), c) + "\n" : ResultPrinter.human(p, c, stats, note));
    return ExitCodes.FINISHED;
  }
}
