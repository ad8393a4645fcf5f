package org.spindle.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.spindle.bench.BenchConfig;
import org.spindle.bench.SvcompSettings;
import org.spindle.task.PropertyFile;
import org.spindle.bench.BenchReport;
import org.spindle.bench.BenchRow;
import org.spindle.bench.BenchRunner;
import org.spindle.bench.MachineInfo;
import org.spindle.task.TaskList;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true,
    description = {"Run an engine on many inputs (each in its own JVM, with a hard time limit) and",
        "write result tables OUT.csv and OUT.md. Expected verdicts come from '// expect:' headers",
        "and SV-COMP .yml files. Exit code 0 even if verdicts are wrong (WRONG rows are printed)."})
final class BenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0..*", arity = "1..*", paramLabel = "INPUT",
      description = "Directories (all .c and .yml below), tasks.csv files, or .c/.i/.yml files")
  List<Path> inputs;

  @Option(names = "--engine", description = "Engine command run on each input (default ${DEFAULT-VALUE})")
  String engine = "explore";

  @Option(names = "--timeout", paramLabel = "S", description = "Seconds per input, passed to the engine (default ${DEFAULT-VALUE})")
  int timeout = 60;

  @Option(names = "--grace", paramLabel = "S",
      description = "Extra seconds before a child is killed (default ${DEFAULT-VALUE})")
  double grace = 5;

  @Option(names = "--jobs", paramLabel = "N", description = "Inputs run in parallel (default ${DEFAULT-VALUE})")
  int jobs = 1;

  @Option(names = "--out", required = true, paramLabel = "results/NAME", description = "Writes NAME.csv and NAME.md")
  Path out;

  @Option(names = "--engine-args", paramLabel = "\"ARGS\"", description = "Extra engine options, e.g. \"--nondet-range -1..1\"")
  String engineArgs = "";

  @Option(names = "--prop", paramLabel = "FILE.prp",
      description = {"SV-COMP property file (engine svcomp): passed to every child and selects the",
          "expected verdicts; witnesses go to results/tmp/NAME-witnesses/TASK/ and are checked"})
  Path prop;

  @Option(names = "--heap-mb", paramLabel = "MB", description = "-Xmx of each child (default: half the memory / jobs, <= 8 GB)")
  Long heapMb;

  @Override
  public Integer call() {
    BenchConfig config;
    List<Path> files;
    try {
      config = BenchConfig.of(engine, timeout, jobs, BenchConfig.splitArgs(engineArgs)).withGraceSeconds(grace);
      if (heapMb != null) config = config.withHeapMegabytes(heapMb);
      if (engine.equals("svcomp")) config = config.withSvcomp(svcompSettings());
      files = TaskList.expand(inputs);
      for (Path f : files) {
        if (!f.toFile().isFile()) throw new IOException("cannot read " + f + ": no such file");
      }
    } catch (IllegalArgumentException | IOException e) {
      System.err.println("spindle: " + e.getMessage());
      return ExitCodes.USAGE;
    } catch (org.spindle.frontend.CompileError e) {
      System.err.println(e.getMessage());
      return ExitCodes.USAGE;
    }
    if (files.isEmpty()) {
      System.err.println("spindle: no inputs (.c or .yml) found");
      return ExitCodes.USAGE;
    }
    String date = ZonedDateTime.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
        .format(DateTimeFormatter.ISO_OFFSET_DATE_TIME.withLocale(Locale.ROOT));
    int n = files.size();
    int[] done = {0};
    long t0 = System.nanoTime();
    List<BenchRow> rows;
    try {
      rows = new BenchRunner(config).run(files, row -> {
        done[0]++;
        System.out.printf(Locale.ROOT, "[%d/%d] %-60s %-18s %-8s %7.2f s  %s%n", done[0], n, row.task(),
            row.result().verdictText(), row.correctness().label(), row.result().seconds(), row.result().reason());
        System.out.flush();
      });
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      System.err.println("spindle: interrupted");
      return ExitCodes.INTERNAL;
    }
    double wall = (System.nanoTime() - t0) / 1e9;
    BenchReport.Header h = new BenchReport.Header(out.getFileName().toString(), date, MachineInfo.detect(),
        commandLine(), config, wall);
    try {
      List<Path> written = BenchReport.write(out, h, rows);
      System.out.println("Wrote " + written.stream().map(Path::toString).collect(Collectors.joining(" and ")));
    } catch (IOException e) {
      System.err.println("spindle: cannot write results: " + e.getMessage());
      return ExitCodes.INTERNAL;
    }
    List<BenchRow> wrong = BenchReport.wrong(rows);
    if (!wrong.isEmpty()) {
      System.out.println();
      System.out.println("!!! " + wrong.size() + " WRONG verdict(s) !!!");
      for (BenchRow r : wrong) System.out.println(BenchReport.wrongLine(r));
      System.out.println();
    }
    System.out.println("Outcomes: " + BenchReport.outcomes(rows));
    System.out.println(BenchReport.summary(rows));
    return ExitCodes.FINISHED;
  }

  /** The svcomp settings: the property file must name a property Spindle checks. */
  private SvcompSettings svcompSettings() throws IOException {
    if (prop == null) throw new IllegalArgumentException("--engine svcomp needs --prop FILE.prp");
    PropertyFile p = PropertyFile.read(prop);
    if (p.supported().isEmpty()) {
      throw new IllegalArgumentException(prop + ": property not supported: " + p.unsupportedReason());
    }
    Path base = out.toAbsolutePath().getParent();
    Path root = base.resolve("tmp").resolve(out.getFileName() + "-witnesses");
    Files.createDirectories(root);
    return new SvcompSettings(prop.toAbsolutePath(), p.supported().get(), root);
  }

  private String commandLine() {
    List<String> args = spec.commandLine().getParseResult().originalArgs();
    // originalArgs holds the whole command line, including the subcommand name
    return "spindle " + args.stream().map(BenchCommand::quote).collect(Collectors.joining(" "));
  }

  private static String quote(String a) {
    return a.matches("[A-Za-z0-9_./=:,+@%-]+") ? a : "'" + a.replace("'", "'\\''") + "'";
  }
}
