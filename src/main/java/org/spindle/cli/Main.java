package org.spindle.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point: {@code spindle <command> ...}. Exit codes: 0 finished, 1 internal error, 2 bad input. */
@Command(
    name = "spindle",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Model checker for multi-threaded C programs (pthreads).",
    subcommands = {ParseCommand.class, RunCommand.class, ExploreCommand.class, VerifyCommand.class,
        ImcCommand.class, ScheduleCommand.class, SvcompCommand.class, ValidateCommand.class,
        BenchCommand.class})
public final class Main implements Runnable {

  /** {@code spindle --version} prints the version alone (BenchExec's tool-info reads it). */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {org.spindle.report.ToolInfo.VERSION};
    }
  }

  @Override
  public void run() {
    new CommandLine(this).usage(System.out);
  }

  public static void main(String[] args) {
    CommandClock.startAtJvmStart();
    // imc needs both solvers at once: load them while the command line and the program are read
    if (args.length > 0 && args[0].equals("imc")) org.spindle.smt.SolverWarmup.start();
    System.exit(run(args));
  }

  /** Runs the command line and returns the exit code (used by tests, no System.exit). */
  public static int execute(String... args) {
    CommandClock.startNow();
    return run(args);
  }

  private static int run(String... args) {
    CommandLine cl = new CommandLine(new Main());
    cl.setParameterExceptionHandler((ex, a) -> {
      ex.getCommandLine().getErr().println("spindle: " + ex.getMessage());
      ex.getCommandLine().getErr().println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName()
          + " --help' for more information.");
      return ExitCodes.USAGE;
    });
    return cl.execute(args);
  }
}
