package org.spindle.cli;

import java.util.function.IntFunction;
import org.spindle.program.Program;
import org.spindle.verify.Deepening;
import picocli.CommandLine.Option;

/** The option of the commands that run {@code verify}'s portfolio on larger thread bounds (D52). */
final class DeepeningOptions {
  @Option(names = "--max-thread-bound", paramLabel = "K", converter = InputOptions.ThreadBoundConverter.class,
      description = {"Largest thread bound the explicit side tries after its budget when a thread pool's",
          "bound is in the way, doubling from --thread-bound (default ${DEFAULT-VALUE}; at most",
          "--thread-bound: no deepening)"})
  int maxThreadBound = Deepening.DEFAULT_MAX_BOUND;

  /** The deepening of a program lowered with thread bound {@code bound}; {@code relower} lowers it with another. */
  Deepening of(int bound, IntFunction<Program> relower) {
    return new Deepening(bound, Math.max(bound, maxThreadBound), relower);
  }
}
