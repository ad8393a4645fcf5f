package org.spindle.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.spindle.program.Program;
import org.spindle.program.analysis.CfaDotWriter;
import org.spindle.program.analysis.ProgramSummary;
import org.spindle.task.FrontendSurvey;
import org.spindle.task.ProgramLoader;
import org.spindle.task.TaskList;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "parse", mixinStandardHelpOptions = true,
    description = {"Parse and lower a program; print threads, locations, edges and shared variables.",
        "With several inputs (files, directories, a tasks.csv): one line per input and a summary."})
final class ParseCommand implements Callable<Integer> {
  @Mixin InputOptions in;

  @Parameters(index = "1..*", paramLabel = "MORE", description = "Further inputs (survey mode)")
  List<Path> more = List.of();

  @Option(names = "--dot", paramLabel = "FILE", description = "Write the CFAs as Graphviz DOT")
  Path dot;

  @Option(names = "--json", description = "Print the summary as JSON")
  boolean json;

  @Option(names = "--table", paramLabel = "FILE.md", description = "Survey mode: write a Markdown table")
  Path table;

  @Override
  public Integer call() {
    return CommandSupport.execute(in, () -> {
      List<Path> inputs = TaskList.expand(concat());
      if (inputs.size() == 1 && table == null) return single(inputs.get(0));
      return survey(inputs);
    });
  }

  private List<Path> concat() {
    var all = new java.util.ArrayList<Path>();
    all.add(in.file);
    all.addAll(more);
    return all;
  }

  private int single(Path file) throws IOException {
    ProgramLoader.Input input = in.input(file);
    Program p = ProgramLoader.load(input, in.lowerOptions());
    ProgramSummary summary = new ProgramSummary(p);
    if (dot != null) {
      Files.writeString(dot, CfaDotWriter.toDot(p));
    }
    if (json) {
      System.out.println(summary.toJson());
    } else {
      System.out.println("File: " + input.sourceFile() + " (data model " + input.dataModel() + ")");
      System.out.print(summary.text());
      if (dot != null) System.out.println("CFA written to " + dot);
    }
    return ExitCodes.FINISHED;
  }

  private int survey(List<Path> inputs) throws IOException {
    List<FrontendSurvey.Row> rows = FrontendSurvey.run(inputs, in.defines());
    for (FrontendSurvey.Row r : rows) {
      System.out.printf("%-70s %-12s %s%n", r.input(), r.status().name().toLowerCase(), r.reason());
    }
    String summary = FrontendSurvey.summary(rows);
    System.out.println(summary);
    if (table != null) {
      String md = "# Frontend survey: parse and lower\n\n"
          + "- date: " + java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS) + "\n"
          + "- machine: " + org.spindle.bench.MachineInfo.detect().describe() + "\n"
          + "- command: `spindle parse " + String.join(" ", concat().stream().map(Path::toString).toList())
          + " --table " + table + "`\n"
          + "- times: wall clock of a second pass in the same JVM (the first pass warms the JIT and"
          + " decides the status); status `unsupported` means verdict UNKNOWN with the reason shown\n\n"
          + "**" + summary + "**\n\n## Why the others are UNKNOWN\n\n"
          + FrontendSurvey.topReasons(rows) + "\n## Tasks\n\n"
          + FrontendSurvey.toMarkdown(rows, table.toAbsolutePath().getParent()) + "\n";
      Files.writeString(table, md);
    }
    boolean crashed = rows.stream().anyMatch(r -> r.status() == FrontendSurvey.Status.CRASH);
    return crashed ? ExitCodes.INTERNAL : ExitCodes.FINISHED;
  }
}
