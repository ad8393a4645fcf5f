package org.spindle.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.spindle.report.ResultPrinter;
import org.spindle.svcomp.SvcompCheck;
import org.spindle.svcomp.SvcompTask;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "svcomp", mixinStandardHelpOptions = true,
    description = {"SV-COMP mode: checks the property of an SV-COMP property file (unreach-call or",
        "no-data-race) and writes witnesses. Last line: Verdict: TRUE, Verdict: FALSE(property) or",
        "Verdict: UNKNOWN (reason). TRUE only for a proof over all inputs and interleavings, FALSE only",
        "with a counterexample the interpreter replayed; any other property is UNKNOWN."})
final class SvcompCommand implements Callable<Integer> {
  @Mixin InputOptions in;

  @Option(names = "--prop", paramLabel = "FILE.prp",
      description = "SV-COMP property file (default: the one property of a task .yml)")
  Path prop;

  @Option(names = "--witness-dir", paramLabel = "DIR",
      description = "Where witness.graphml and witness.yml go (default: the working directory)")
  Path witnessDir = Path.of(".");

  @Option(names = "--timeout", paramLabel = "S",
      description = "Time limit in seconds of the whole command, JVM start included (default ${DEFAULT-VALUE})")
  long timeout = 900;

  @Option(names = "--stats", description = "Print all statistics")
  boolean stats;

  @Option(names = "--json", description = "Print one JSON object (the verdict in SV-COMP's terms) instead of the human output")
  boolean json;

  @Override
  public Integer call() {
    return CommandSupport.execute(in, () -> {
      SvcompTask task = SvcompTask.resolve(in.file, prop, in.dataModel);
      HardDeadline deadline = HardDeadline.arm(timeout, json, System.out);
      SvcompCheck.Outcome o = SvcompCheck.check(task, in.lowerOptions(),
          SvcompCheck.options(CommandClock.remaining(timeout)));
      deadline.disarm();
      if (json) {
        System.out.println(ResultPrinter.svcompJson(task.programFile().toString(), o.result(), java.util.List.of()));
      } else {
        System.out.print(ResultPrinter.humanSvcomp(o.program(), o.result(), stats));
      }
      return ExitCodes.FINISHED;
    });
  }
}
