package org.spindle.cli;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.logging.Logger;
import org.spindle.svcomp.SvcompWitnesses;
import org.spindle.witness.WitnessFiles;
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

  @Mixin DeepeningOptions deepening;

  @Option(names = "--stats", description = "Print all statistics")
  boolean stats;

  @Option(names = "--json", description = "Print one JSON object (the verdict in SV-COMP's terms) instead of the human output")
  boolean json;

  private static final Logger LOG = Logger.getLogger(SvcompCommand.class.getName());

  /** How long at most the invariants of a TRUE answer's correctness witness may take. */
  static final Duration MAX_PROOF_BUDGET = Duration.ofSeconds(30);

  /**
   * The witnesses of a TRUE or FALSE answer; a failure to write them is said on stderr and leaves
   * the answer as it is (it is right; only its witness is missing).
   */
  private WitnessFiles.Written writeWitnesses(SvcompTask task, SvcompCheck.Outcome o) {
    Duration left = timeout <= 0 ? MAX_PROOF_BUDGET : CommandClock.remaining(timeout).minusSeconds(2);
    Duration budget = left.compareTo(MAX_PROOF_BUDGET) < 0 ? left : MAX_PROOF_BUDGET;
    try {
      WitnessFiles.Written w = SvcompWitnesses.write(task, o, witnessDir, budget);
      for (String s : w.skipped()) LOG.warning("witness not written: " + s);
      return w;
    } catch (IOException | RuntimeException e) {
      LOG.warning("witness not written: " + e.getMessage());
      return new WitnessFiles.Written(ImmutableList.of(), ImmutableList.of());
    }
  }

  @Override
  public Integer call() {
    return CommandSupport.execute(in, () -> {
      SvcompTask task = SvcompTask.resolve(in.file, prop, in.dataModel, in.defines());
      HardDeadline deadline = HardDeadline.arm(timeout, json, System.out);
      SvcompCheck.Outcome o = SvcompCheck.check(task, in.lowerOptions(),
          SvcompCheck.options(CommandClock.remaining(timeout)), deepening.maxThreadBound);
      WitnessFiles.Written w = writeWitnesses(task, o);
      deadline.disarm();
      List<String> files = w.files().stream().map(Path::toString).toList();
      if (json) {
        System.out.println(ResultPrinter.svcompJson(task.programFile().toString(), o.result(), files));
      } else {
        for (String f : files) System.out.println("Witness written: " + f);
        System.out.print(ResultPrinter.humanSvcomp(o.program(), o.result(), stats));
      }
      return ExitCodes.FINISHED;
    });
  }
}
