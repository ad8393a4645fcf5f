package org.spindle.cli;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import org.spindle.frontend.MacroDefinition;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.program.DataModel;
import org.spindle.task.ProgramLoader;
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
          + "(default: ${DEFAULT-VALUE}); threads created beyond it are never scheduled: errors "
          + "behind them are found, but the verdict is then UNKNOWN, never SAFE")
  int threadBound = LowerOptions.DEFAULT_THREAD_BOUND;

  @Option(names = "--alloc-bound", paramLabel = "B", converter = AllocBoundConverter.class,
      description = "Largest element count of a variable-length array or of a malloc/calloc whose "
          + "size is known only at run time (default: ${DEFAULT-VALUE}, at most "
          + LowerOptions.MAX_ALLOC_BOUND + "); a larger one makes the verdict UNKNOWN unless an "
          + "error is found")
  int allocBound = LowerOptions.DEFAULT_ALLOC_BOUND;

  @Option(names = "--alloc-pool", paramLabel = "K", converter = AllocPoolConverter.class,
      description = "Objects a malloc/calloc site in a loop that is not unrolled allocates "
          + "(default: ${DEFAULT-VALUE}); one more allocation there makes the verdict UNKNOWN "
          + "unless an error is found")
  int allocPool = LowerOptions.DEFAULT_ALLOC_POOL;

  @Option(names = "--recursion-bound", paramLabel = "D", converter = RecursionBoundConverter.class,
      description = "Activations of a function a recursive call may find unfinished and still be "
          + "inlined (default: ${DEFAULT-VALUE}, at most " + LowerOptions.MAX_RECURSION_BOUND
          + "); a deeper call makes the verdict UNKNOWN unless an error is found")
  int recursionBound = LowerOptions.DEFAULT_RECURSION_BOUND;

  /** How condition variables wake (D5, D64). */
  enum CondWakeups { spurious, exact }

  @Option(names = "--cond-wakeups", paramLabel = "MODE",
      description = {"spurious (default): a wait may return at any time, as POSIX allows, so every "
          + "safety verdict holds for any implementation; exact: only a signal (one waiter) or a "
          + "broadcast (all) wakes, as glibc does: lost wake-ups then block for ever and --deadlock "
          + "reports them, and verdicts hold for runs without spurious wake-ups (D64)"})
  CondWakeups condWakeups = CondWakeups.spurious;

  // kept as text and parsed when the command runs, so a malformed one is a one-line error
  @Option(names = {"-D", "--define"}, paramLabel = "NAME=VALUE",
      description = "Predefine a macro, as '#define NAME VALUE' before the first line; repeatable; "
          + "NAME alone means NAME=1; a program's '#ifndef NAME' default gives way to it")
  List<String> defineTexts = new ArrayList<>();

  LowerOptions lowerOptions() {
    return new LowerOptions(threadBound, allocBound, allocPool, recursionBound)
        .withExactCondWakeups(condWakeups == CondWakeups.exact);
  }

  /** The predefined macros; a malformed --define is a {@link UsageError}. */
  ImmutableList<MacroDefinition> defines() {
    ImmutableList.Builder<MacroDefinition> b = ImmutableList.builder();
    for (String text : defineTexts) {
      try {
        b.add(MacroDefinition.parse(text));
      } catch (IllegalArgumentException e) {
        throw new UsageError("--define '" + text + "': " + e.getMessage());
      }
    }
    return b.build();
  }

  /** The program input {@code file} names, with the data model and macros asked for. */
  ProgramLoader.Input input() throws IOException {
    return input(file);
  }

  /** As {@link #input()} for another file (commands reading several). */
  ProgramLoader.Input input(Path other) throws IOException {
    return ProgramLoader.resolve(other, dataModel, defines());
  }

  /** Accepts integers >= 1. */
  static final class ThreadBoundConverter implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return inRange(value, "thread bound", 1, Integer.MAX_VALUE);
    }
  }

  /** Accepts integers >= 1. */
  static final class AllocPoolConverter implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return inRange(value, "allocation pool", 1, Integer.MAX_VALUE);
    }
  }

  /** Accepts integers in 1..{@link LowerOptions#MAX_RECURSION_BOUND}. */
  static final class RecursionBoundConverter implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return inRange(value, "recursion bound", 1, LowerOptions.MAX_RECURSION_BOUND);
    }
  }

  /** Accepts integers in 1..{@link LowerOptions#MAX_ALLOC_BOUND}. */
  static final class AllocBoundConverter implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return inRange(value, "allocation bound", 1, LowerOptions.MAX_ALLOC_BOUND);
    }
  }

  private static int inRange(String value, String what, int lo, int hi) {
    int k;
    try {
      k = Integer.parseInt(value.strip());
    } catch (NumberFormatException e) {
      throw new TypeConversionException("expected a positive integer, got '" + value + "'");
    }
    if (k < lo) throw new TypeConversionException(what + " must be at least " + lo + ", got " + k);
    if (k > hi) throw new TypeConversionException(what + " must be at most " + hi + ", got " + k);
    return k;
  }
}
