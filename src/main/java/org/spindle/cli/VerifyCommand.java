package org.spindle.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.spindle.art.ArtDot;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.frontend.lower.Lowering;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.PorMode;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ResultPrinter;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;
import org.spindle.verify.VerifyResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "verify", mixinStandardHelpOptions = true,
    description = {"Symbolic verification: IMPACT over abstract reachability trees with interpolants",
        "and partial-order reduction (WKO13). SAFE only when the ART is complete;",
        "UNSAFE only with a bit-precisely checked counterexample that replays in the interpreter."})
final class VerifyCommand implements Callable<Integer> {
  @Mixin InputOptions in;

  @Mixin SolverOptions solver;

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

  @Option(names = "--no-value-analysis",
      description = "Do not run the thread-modular value analysis before the other engines (D62)")
  boolean noValueAnalysis;

  @Option(names = "--no-local-tails",
      description = "One ART step per CFA edge (default: a step swallows the thread-local edges after it)")
  boolean noLocalTails;

  @Option(names = "--force-cover-tries", paramLabel = "N",
      description = {"Earlier nodes at the same location that force cover tries to prove a node's label",
          "at before the node is expanded (McMillan's force cover; default ${DEFAULT-VALUE}; 0: off)"})
  int forceCoverTries = ImpactOptions.DEFAULT_FORCE_COVER_TRIES;

  @Mixin DeepeningOptions deepening;

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
    return CommandSupport.execute(in, json, () -> {
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
      if (forceCoverTries < 0 || solver.interpolationBudgetMs < 1 || solver.entailmentBudgetMs < 1) {
        System.err.println("spindle: --force-cover-tries must not be negative, the budgets at least 1 ms");
        return ExitCodes.USAGE;
      }
      ProgramLoader.Input input = in.input();
      TranslationUnit unit = ProgramLoader.parse(input);
      LowerOptions lower = in.lowerOptions();
      Program p = Lowering.lower(unit, input.dataModel(), lower);
      ImpactOptions opt = ImpactOptions.DEFAULT.withPor(mode).withBfs(bfs)
          .withTimeout(CommandClock.remaining(timeout)).withDeadlockIsError(deadlock)
          .withProgress(json ? null : System.err).withMergeLocalTails(!noLocalTails)
          .withForceCoverTries(forceCoverTries).withSmt(solver.smtOptions());
      HardDeadline deadline = HardDeadline.arm(timeout, json, System.out);
      VerifyOptions vo = VerifyOptions.DEFAULT.withImpact(opt).withValueAnalysis(!noValueAnalysis)
          .withExplicitBudget(explicitBudget == null ? null : Duration.ofSeconds(Math.max(0, explicitBudget)))
          .withDeepening(deepening.of(lower.threadBound(),
              k -> Lowering.lower(unit, input.dataModel(), lower.withThreadBound(k))));
      VerifyResult run = Portfolio.run(p, vo);
      deadline.disarm();
      CheckResult r = run.result();
      p = run.program(); // a larger thread bound's program if the explicit side decided there (D52)
      if (dot != null) {
        Files.writeString(dot, ArtDot.render(p, run.art()));
        if (r.decidedBy() == Engine.EXPLICIT_SEARCH || r.decidedBy() == Engine.RANDOM_TESTING
            || r.decidedBy() == Engine.DPOR || r.decidedBy() == Engine.THREAD_MODULAR
            || r.decidedBy() == Engine.VALUE_ANALYSIS) {
          System.err.println("spindle: " + dot + " holds no ART: the explicit search decided the verdict"
              + " (--explicit-budget 0 for an IMPACT proof and its ART)");
        }
      }
      if (json) {
        System.out.println(ResultPrinter.json(p.file(), r));
      } else {
        System.out.print(ResultPrinter.human(p, r, stats, note(r)));
      }
      return ExitCodes.FINISHED;
    });
  }

  /** How the explicit side of the portfolio decided, if it did, and at which thread bound. */
  private static String note(CheckResult r) {
    String n = engineNote(r);
    if (n == null || !r.statistics().values().containsKey("threadBound")) return n;
    if (r.verdict() == Verdict.SAFE && r.decidedBy() == Engine.DPOR) return n; // its detail says the bound
    long k = r.statistics().count("threadBound");
    return n + (r.verdict() == Verdict.SAFE
        ? " At --thread-bound " + k + ", which no run exceeds: these are all runs of the program."
        : " At --thread-bound " + k + ", to which the explicit side deepened the bound after its budget.");
  }

  private static String engineNote(CheckResult r) {
    boolean deadlockViolation = r.counterexample() != null && r.counterexample() == r.deadlock();
    if (r.verdict() == Verdict.UNSAFE && !deadlockViolation) {
      if (r.decidedBy() == Engine.EXPLICIT_SEARCH) {
        return "Found by the explicit search before IMPACT (--explicit-budget 0 to skip it).";
      }
      if (r.decidedBy() == Engine.RANDOM_TESTING) {
        return "Found by a random run of the interpreter (--explicit-budget 0 to skip it).";
      }
      if (r.decidedBy() == Engine.DPOR) {
        return "Found by the DPOR search before IMPACT (--explicit-budget 0 to skip it).";
      }
    }
    if (r.verdict() == Verdict.SAFE && r.decidedBy() == Engine.EXPLICIT_SEARCH) {
      return String.format("Proved by the explicit search before IMPACT: all %d states of the program, "
          + "no input restricted (--explicit-budget 0 for an IMPACT proof).", r.statistics().count("explicitStates"));
    }
    if (r.verdict() == Verdict.SAFE && r.decidedBy() == Engine.THREAD_MODULAR) {
      return "Proved for any number of thread instances by thread-modular invariants, before IMPACT.";
    }
    if (r.verdict() == Verdict.SAFE && r.decidedBy() == Engine.VALUE_ANALYSIS) {
      return "Proved by the thread-modular value analysis (intervals and counting bounds), before IMPACT.";
    }
    if (r.verdict() == Verdict.SAFE && r.decidedBy() == Engine.DPOR) {
      return r.detail() + ", every execution to its end, no input restricted (--explicit-budget 0 for an IMPACT proof).";
    }
    return null;
  }
}
