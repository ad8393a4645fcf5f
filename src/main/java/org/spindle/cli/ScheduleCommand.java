package org.spindle.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.spindle.schedule.ProgramSchedule;
import org.spindle.schedule.ScheduleText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spindle schedule show FILE}: prints a program schedule written by {@code imc --out}. */
@Command(name = "schedule", mixinStandardHelpOptions = true,
    description = "Program schedules (thesis Ch. 5.2) written by 'imc --out DIR'.",
    subcommands = {ScheduleCommand.Show.class})
final class ScheduleCommand implements Runnable {
  @Override
  public void run() {
    new picocli.CommandLine(this).usage(System.out);
  }

  @Command(name = "show", mixinStandardHelpOptions = true,
      description = "Print a schedule-K.json readably: nodes, sections, events and their order.")
  static final class Show implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "schedule-K.json")
    Path file;

    @Option(names = "--dot", description = "Print DOT instead of text")
    boolean dot;

    @Option(names = "--debug", description = "Print stack traces of internal errors")
    boolean debug;

    @Override
    public Integer call() {
      InputOptions in = new InputOptions();
      in.debug = debug;
      return CommandSupport.execute(in, () -> {
        ProgramSchedule s;
        try {
          s = ProgramSchedule.fromJson(Files.readString(file));
        } catch (IllegalArgumentException | ClassCastException e) {
          System.err.println(file + ": error: not a schedule file: " + e.getMessage());
          return ExitCodes.USAGE;
        }
        System.out.print(dot ? ScheduleText.dot(s) : ScheduleText.render(s));
        return ExitCodes.FINISHED;
      });
    }
  }
}
