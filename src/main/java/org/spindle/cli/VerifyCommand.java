package org.spindle.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.spindle.art.ArtDot;
import org.spindle.explicit.TracePrinter;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.Portfolio;
import org.spindle.impact.ImpactResult;
import org.spindle.impact.PorMode;
import org.spindle.impact.ResultJson;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "verify", mixinStandardHelpOptions = true,
    description = {"Symbolic verification: IMPACT over abstract reachability trees with interpolants",
        "and partial-order reduction (WKO13). SAFE only when the ART is complete;",
        "UNSAFE only with a bit-precisely checked counterexample that replays in the interpreter."})
final class VerifyCommand implements Callable<Integer> {
  @Mixin InputOptions in;

  @Option(names = "--timeout", paramLabel = "S",
      description = "Time limit in seconds of the whole command, JVM start included (default ${DEFAULT-VALUE})")
  long timeout = 900;

  @Option(names = "--por", paramLabel = "none|static|smt",
      description = "Partial-order reduction: none, static independence, static then SMT (default ${DEFAULT-VALUE})")
  String por = "smt";

  @Option(names = "--bfs", description = "Breadth-first work list (default: depth-first)")
  boolean bfs;

  @Option(names = "--explicit-budget", paramLabel = "S",
      description = {"Seconds of explicit search (explore, inputs -2..2, and random runs when the state space",
          "is too large) beside IMPACT: UNSAFE with a replayed trace, or SAFE if it covered every",
          "execution with no input restricted (default: a quarter of --timeout, at most 10; 0: none)"})
  Long explicitBudget;

  @Option(names = "--no-local-tails",
      description = "One ART step per CFA edge (default: a step swallows the thread-local edges after it)")
  boolean noLocalTails;

  @Option(names = "--json", description = "Print one JSON object instead of the human summary")
  boolean json;

  @Option(names = "--dot", paramLabel = "FILE", description = "Write the final ART as a DOT graph")
  Path dot;

  @Option(names = "--stats", description = "Print statistics")
  boolean stats;

  @Option(names = "--deadlock",
      description = {"Deadlocks are violations: UNSAFE with the replayed deadlock trace, SAFE means",
          "no error and no deadlock. Without it a deadlock found is reported, the verdict is about errors"})
  boolean deadlock;

  @Override
  public Integer call() {
    return CommandSupport.execute(in, () -> {
      PorMode mode = switch (por.toLowerCase()) {
        case "none" -> PorMode.NONE;
        case "static" -> PorMode.STATIC;
        case "smt" -> PorMode.SMT;
        default -> null;
      };
      if (mode == null) {
        System.err.println("spindle: --por must be none, static or smt (got '" + por + "')");
        return ExitCodes.USAGE;
      }
      Program p = ProgramLoader.load(ProgramLoader.resolve(in.file, in.dataModel), in.lowerOptions());
      ImpactOptions opt = ImpactOptions.DEFAULT.withPor(mode).withBfs(bfs)
          .withTimeout(CommandClock.remaining(timeout)).withDeadlockIsError(deadlock)
          .withProgress(json ? null : System.err).withMergeLocalTails(!noLocalTails);
      HardDeadline deadline = HardDeadline.arm(timeout, () -> HardDeadline.line(json), System.out);
      Duration budget = explicitBudget == null ? Portfolio.defaultExplicitBudget(opt.timeout())
          : Duration.ofSeconds(Math.max(0, explicitBudget));
      ImpactResult r = Portfolio.verify(p, opt, budget);
      deadline.disarm();
      if (dot != null) {
        writeDot(p, r);
        if (r.stats().nodes() == 0 && r.stats().explicitStates() > 0) {
          System.err.println("spindle: " + dot + " holds no ART: the explicit search decided the verdict"
              + " (--explicit-budget 0 for an IMPACT proof and its ART)");
        }
      }
      if (json) {
        System.out.println(ResultJson.render(p, r));
        return ExitCodes.FINISHED;
      }
      if (r.deadlock() != null && r.verdict() != Verdict.UNSAFE) {
        System.out.println("Deadlock found (not a reach_error violation; --deadlock makes it one):");
        System.out.print(TracePrinter.render(p, r.deadlock()));
      }
      if (r.verdict() == Verdict.UNSAFE && r.counterexample() == r.deadlock()) {
        System.out.println("Deadlock (a violation under --deadlock):");
        System.out.print(TracePrinter.render(p, r.deadlock()));
      } else if (r.verdict() == Verdict.UNSAFE) {
        if (r.reason().equals(Portfolio.FOUND_BY_EXPLORE)) {
          System.out.println("Found by the explicit search before IMPACT (--explicit-budget 0 to skip it).");
        } else if (r.reason().startsWith(Portfolio.FOUND_BY_RANDOM_TESTING)) {
          System.out.println("Found by a random run of the interpreter (--explicit-budget 0 to skip it).");
        }
        System.out.println("Counterexample:");
        System.out.print(TracePrinter.render(p, r.counterexample()));
      }
      if (r.verdict() == Verdict.SAFE && r.reason().equals(Portfolio.PROVED_BY_EXPLORE)) {
        System.out.printf("Proved by the explicit search before IMPACT: all %d states of the program, "
            + "no input restricted (--explicit-budget 0 for an IMPACT proof).%n", r.stats().explicitStates());
      }
      if (stats) System.out.print(r.stats().render());
      else System.out.printf("ART nodes: %d, refinements: %d, time: %.2f s%n", r.stats().nodes(),
          r.stats().refinements(), r.stats().seconds());
      System.out.println(verdictLine(r));
      return ExitCodes.FINISHED;
    });
  }

  static String verdictLine(ImpactResult r) {
    return switch (r.verdict()) {
      case SAFE -> "Verdict: SAFE";
      case UNSAFE -> r.counterexample() != null && r.counterexample() == r.deadlock()
          ? "Verdict: UNSAFE (deadlock)" : "Verdict: UNSAFE";
      default -> "Verdict: UNKNOWN (" + r.reason() + ")";
    };
  }

  private void writeDot(Program p, ImpactResult r) throws IOException {
    Files.writeString(dot, ArtDot.render(p, r.art()));
  }
}
