package org.spindle.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.spindle.interp.TraceExport;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.ResultPrinter;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.task.ProgramLoader;
import org.spindle.task.PropertyFile;
import org.spindle.validate.ValidateOptions;
import org.spindle.validate.ValidationResult;
import org.spindle.validate.Validator;
import org.spindle.validate.WitnessFormatException;
import org.spindle.validate.WitnessReader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "validate", mixinStandardHelpOptions = true,
    description = {"Replay a violation witness (GraphML 1.0 or YAML 2.x, Spindle's or another tool's)",
        "through the interpreter: 'Witness confirmed' with the replayed run, or 'Witness rejected (reason)'."})
final class ValidateCommand implements Callable<Integer> {
  private static final long MAX_INPUT_VALUES = 65_536;
  private static final int MAX_NOTES = 10;

  @Spec CommandSpec spec;

  @Mixin InputOptions in;

  @Option(names = "--witness", required = true, paramLabel = "W", description = "The witness file (.graphml or .yml)")
  Path witness;

  @Option(names = "--prop", required = true, paramLabel = "P",
      description = "SV-COMP property file: unreach-call or no-data-race")
  Path prop;

  @Option(names = "--timeout", paramLabel = "S",
      description = "Time limit in seconds of the whole command, JVM start included (default ${DEFAULT-VALUE})")
  long timeout = 900;

  @Option(names = "--max-states", description = "Product states of the search (default ${DEFAULT-VALUE})")
  long maxStates = 1_000_000;

  @Option(names = "--nondet-range", paramLabel = "LO..HI", converter = RangeConverter.class,
      description = "Values tried for nondet calls the witness does not fix (default -2..2; _Bool always 0..1)")
  RangeConverter.Range range = new RangeConverter.Range(-2, 2);

  @Override
  public Integer call() {
    if (range.hi() - range.lo() >= MAX_INPUT_VALUES) {
      throw new CommandLine.ParameterException(spec.commandLine(),
          "--nondet-range " + range + " is too wide (at most " + MAX_INPUT_VALUES + " values)");
    }
    PrintStream out = System.out;
    PrintStream err = System.err;
    return CommandSupport.execute(in, () -> {
      PropertyFile property = PropertyFile.read(prop);
      if (property.supported().isEmpty()) {
        err.println(prop + ": error: property not supported by validate (unreach-call or no-data-race): "
            + property.unsupportedReason());
        return ExitCodes.USAGE;
      }
      WitnessReader.WitnessFile w;
      try {
        w = WitnessReader.read(witness);
      } catch (WitnessFormatException e) {
        err.println(e.getMessage());
        return ExitCodes.USAGE;
      }
      ProgramLoader.Input input = in.input();
      if (in.dataModel == null && input.task().isEmpty() && w.info().dataModel() != null) {
        // no option and no task file: the witness' architecture is the data model it was written for
        input = input.withDataModel(w.info().dataModel());
      }
      int bound = Validator.threadBound(w, in.threadBound); // pools with enough threads for the witness
      Program p;
      try {
        p = ProgramLoader.load(input, property.lowerOptions(in.lowerOptions().withThreadBound(bound)));
        int creations = Validator.threadBound(w, bound, p); // silent created threads count too
        if (creations > bound) {
          p = ProgramLoader.load(input, property.lowerOptions(in.lowerOptions().withThreadBound(creations)));
        }
      } catch (UnsupportedFeature u) {
        out.println("Witness rejected (unsupported: " + u.construct() + " at " + u.pos() + ")");
        return ExitCodes.FINISHED;
      }
      ValidateOptions opt = new ValidateOptions(maxStates, timeout > 0 ? CommandClock.remaining(timeout) : null,
          range.lo(), range.hi());
      print(p, Validator.validate(p, input.sourceFile(), w, property, opt), out);
      return ExitCodes.FINISHED;
    });
  }

  /** The notes, the replayed run if confirmed, and the verdict as the last line. */
  private static void print(Program p, ValidationResult r, PrintStream out) {
    r.notes().stream().limit(MAX_NOTES).forEach(n -> out.println("Note: " + n));
    if (r.notes().size() > MAX_NOTES) out.println("Note: ... and " + (r.notes().size() - MAX_NOTES) + " more");
    if (r instanceof ValidationResult.Confirmed c) {
      out.println("Replayed run (" + c.method() + "):");
      ExecutionTrace t = TraceExport.export(p, c.run());
      out.print(ResultPrinter.traceTable(p, c.race() == null ? t : new ExecutionTrace(t.steps(), null, t.replayable())));
      if (c.race() != null) out.println("-> " + c.race().describe(p));
      out.println("Witness confirmed");
    } else {
      out.println("Witness rejected (" + ((ValidationResult.Rejected) r).reason() + ")");
    }
  }
}
