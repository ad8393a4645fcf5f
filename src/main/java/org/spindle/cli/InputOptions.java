package org.spindle.cli;

import java.nio.file.Path;
import java.util.logging.Level;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.program.DataModel;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.TypeConversionException;

/** Options every command that reads a program shares. */
final class InputOptions {
  @Parameters(index = "0", paramLabel = "FILE", description = "C source (.c), preprocessed file (.i) or SV-COMP task (.yml)")
  Path file;

  @Option(names = "--data-model", paramLabel = "ILP32|LP64",
      description = "Integer widths (default: from the task .yml; ILP32 for .i, LP64 for .c)")
  DataModel dataModel;

  @Option(names = "--debug", description = "Print stack traces of internal errors")
  boolean debug;

  @Option(names = "--log-level", paramLabel = "LEVEL", converter = Logging.LevelConverter.class,
      description = {"Diagnostics on stderr: off, error, warning (default), info, debug (engine",
          "decisions: refinements, IMC iterations) or trace (every ART node)"})
  Level logLevel = Level.WARNING;

  @Option(names = "--thread-bound", paramLabel = "K", converter = ThreadBoundConverter.class,
      description = "Thread instances per pthread_create site in a loop that is not unrolled "
          + "(default: ${DEFAULT-VALUE}); creating more makes the verdict UNKNOWN, never SAFE")
  int threadBound = LowerOptions.DEFAULT_THREAD_BOUND;

  LowerOptions lowerOptions() {
    return new LowerOptions(threadBound);
  }

  /** Accepts integers >= 1. */
  static final class ThreadBoundConverter implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      int k;
      try {
        k = Integer.parseInt(value.strip());
      } catch (NumberFormatException e) {
        throw new TypeConversionException("expected a positive integer, got '" + value + "'");
      }
      if (k < 1) throw new TypeConversionException("thread bound must be at least 1, got " + k);
      return k;
    }
  }
}
