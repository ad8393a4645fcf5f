package org.spindle.cli;

import java.nio.file.Path;
import org.spindle.program.DataModel;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Options every command that reads a program shares. */
final class InputOptions {
  @Parameters(index = "0", paramLabel = "FILE", description = "C source (.c), preprocessed file (.i) or SV-COMP task (.yml)")
  Path file;

  @Option(names = "--data-model", paramLabel = "ILP32|LP64",
      description = "Integer widths (default: from the task .yml; ILP32 for .i, LP64 for .c)")
  DataModel dataModel;

  @Option(names = "--debug", description = "Print stack traces of internal errors")
  boolean debug;
}
