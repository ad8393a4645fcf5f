package org.spindle.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.spindle.interp.TracePrinter;
import org.spindle.imc.ImcOptions;
import org.spindle.imc.ImcResult;
import org.spindle.imc.IterativeImpact;
import org.spindle.imc.Ivr;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.ResultPrinter;
import org.spindle.schedule.ScheduleText;
import org.spindle.task.ProgramLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "imc", mixinStandardHelpOptions = true,
    description = {"Iterative model checking (thesis Ch. 4): each iteration explores one more schedule",
        "and yields an incomplete verification result (IVR): a fair, deadlock-free safe schedule",
        "or a replayed counterexample. Verdict SAFE, PARTIALLY SAFE, UNSAFE or UNKNOWN."})
final class ImcCommand implements Callable<Integer> {
  @Mixin InputOptions in;

  @Mixin SolverOptions solver;

  @Option(names = "--max-ivrs", paramLabel = "K", description = {"Stop after K IVRs (default: when the",
      "verdict is decided, e.g. PARTIALLY SAFE after the first counterexample and safe IVR)"})
  int maxIvrs;

  @Option(names = "--timeout", paramLabel = "S",
      description = "Time limit in seconds of the whole command, JVM start included (default ${DEFAULT-VALUE})")
  long timeout = 900;

  @Option(names = "--out", paramLabel = "DIR", description = "Write ivr-K.json/.dot per IVR and schedule-K.json/.dot per safe IVR")
  Path out;

  @Option(names = "--json", description = "Print one JSON object per IVR and one for the verdict")
  boolean json;

  @Option(names = "--no-verify", description = {"Iterations only: do not run the complete verification",
      "(verify) beside them (from the first safe IVR, or after 3 s without one); without this",
      "option, imc ends with SAFE as soon as it proves every schedule safe (docs/decisions.md D26)"})
  boolean noVerify;

  @Override
  public Integer call() {
    return CommandSupport.execute(in, json, () -> {
      if (maxIvrs < 0 || timeout < 0) {
        System.err.println("spindle: --max-ivrs and --timeout must not be negative");
        return ExitCodes.USAGE;
      }
      if (solver.interpolationBudgetMs < 1 || solver.entailmentBudgetMs < 1) {
        System.err.println("spindle: the solver budgets must be at least 1 ms");
        return ExitCodes.USAGE;
      }
      Program p = ProgramLoader.load(in.input(), in.lowerOptions());
      if (out != null) Files.createDirectories(out);
      ImcOptions opt = ImcOptions.DEFAULT.withMaxIvrs(maxIvrs).withTimeout(CommandClock.remaining(timeout))
          .withExport(out != null).withProgress(json ? null : System.err)
          .withCompleteVerification(!noVerify).withStopWhenDecided(maxIvrs == 0)
          .withSmt(solver.smtOptions());
      HardDeadline deadline = HardDeadline.arm(timeout, () -> json
          ? ResultPrinter.json(null, HardDeadline.timedOut())
          : ResultPrinter.verdictLine(HardDeadline.timedOut(), ImcResult.safeFound(safeSeen)), System.out);
      ImcResult r = IterativeImpact.check(p, opt, ivr -> emit(p, ivr));
      deadline.disarm();
      CheckResult cr = r.toCheckResult(p);
      System.out.println(json ? ResultPrinter.json(p.file(), cr)
          : ResultPrinter.verdictLine(cr, ImcResult.safeFound(r.safeCount())));
      return ExitCodes.FINISHED;
    });
  }

  /** Safe IVRs printed so far (for the hard-deadline verdict line). */
  private volatile int safeSeen;

  private void emit(Program p, Ivr ivr) {
    if (ivr.safe()) safeSeen++;
    if (json) {
      System.out.println(ivr.summaryJson());
    } else {
      System.out.println(ivr.line());
      if (!ivr.safe() && out == null) System.out.print(indent(TracePrinter.render(p, ivr.trace())));
    }
    System.out.flush();
    if (out != null) {
      try {
        Files.writeString(out.resolve("ivr-" + ivr.index() + ".json"), ivr.json());
        Files.writeString(out.resolve("ivr-" + ivr.index() + ".dot"), ivr.dot());
        if (ivr.schedule() != null) {
          Files.writeString(out.resolve("schedule-" + ivr.index() + ".json"), ivr.schedule().toJson());
          Files.writeString(out.resolve("schedule-" + ivr.index() + ".dot"), ScheduleText.dot(ivr.schedule()));
        }
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
  }

  private static String indent(String s) {
    return s.replaceAll("(?m)^", "  ");
  }
}
