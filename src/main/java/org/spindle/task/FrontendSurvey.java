package org.spindle.task;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.MacroDefinition;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;

/**
 * Parses and lowers many inputs, one row each (used by {@code spindle parse} with several inputs,
 * e.g. SV-COMP's tasks.csv). Times are wall-clock of the second of two passes, so they exclude JVM
 * warm-up; the first pass decides the status.
 */
public final class FrontendSurvey {
  private FrontendSurvey() {}

  public enum Status { LOWERED, UNSUPPORTED, INPUT_ERROR, CRASH }

  public record Row(Path input, Status status, String reason, long sizeBytes, double parseMillis,
      double lowerMillis, int threads, int edges) {}

  public static List<Row> run(List<Path> inputs) {
    return run(inputs, List.of());
  }

  /** As {@link #run(List)} with macros predefined in every input. */
  public static List<Row> run(List<Path> inputs, List<MacroDefinition> defines) {
    List<Row> rows = new ArrayList<>();
    for (Path p : inputs) rows.add(one(p, defines));
    List<Row> timed = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      Row first = rows.get(i);
      Row second = one(inputs.get(i), defines);
      timed.add(new Row(first.input(), first.status(), first.reason(), first.sizeBytes(),
          second.parseMillis(), second.lowerMillis(), first.threads(), first.edges()));
    }
    return timed;
  }

  static Row one(Path file, List<MacroDefinition> defines) {
    long size = 0;
    double parseMs = 0;
    double lowerMs = 0;
    try {
      ProgramLoader.Input in = ProgramLoader.resolve(file, null, defines);
      size = java.nio.file.Files.size(in.sourceFile());
      long t0 = System.nanoTime();
      TranslationUnit tu = ProgramLoader.parse(in);
      long t1 = System.nanoTime();
      parseMs = (t1 - t0) / 1e6;
      Program p = Lowering.lower(tu, in.dataModel());
      lowerMs = (System.nanoTime() - t1) / 1e6;
      return new Row(file, Status.LOWERED, "", size, parseMs, lowerMs, p.threads().size(), p.edgeCount());
    } catch (UnsupportedFeature e) {
      return new Row(file, Status.UNSUPPORTED, e.construct() + " at " + e.pos().fileLine(), size,
          parseMs, lowerMs, 0, 0);
    } catch (CompileError e) {
      return new Row(file, Status.INPUT_ERROR, e.getMessage(), size, parseMs, lowerMs, 0, 0);
    } catch (IOException e) {
      return new Row(file, Status.INPUT_ERROR, e.getMessage(), size, parseMs, lowerMs, 0, 0);
    } catch (RuntimeException | StackOverflowError e) {
      return new Row(file, Status.CRASH, e.toString(), size, parseMs, lowerMs, 0, 0);
    }
  }

  public static String toMarkdown(List<Row> rows, Path base) {
    StringBuilder sb = new StringBuilder();
    sb.append("| task | status | reason | size (KB) | parse (ms) | lower (ms) | threads | edges |\n");
    sb.append("|---|---|---|---:|---:|---:|---:|---:|\n");
    for (Row r : rows) {
      Path shown = base == null ? r.input() : relativize(base, r.input());
      Path dir = r.input().toAbsolutePath().normalize().getParent();
      String reason = dir == null ? r.reason() : r.reason().replace(dir + "/", "");
      sb.append(String.format("| %s | %s | %s | %.1f | %.1f | %.1f | %d | %d |%n", shown,
          r.status().name().toLowerCase(), reason.replace("|", "\\|"), r.sizeBytes() / 1024.0,
          r.parseMillis(), r.lowerMillis(), r.threads(), r.edges()));
    }
    return sb.toString();
  }

  /** Reasons of the inputs that did not lower, without positions, most frequent first. */
  public static String topReasons(List<Row> rows) {
    java.util.Map<String, Integer> counts = new java.util.TreeMap<>();
    for (Row r : rows) {
      if (r.status() == Status.LOWERED) continue;
      String key = r.reason().replaceAll(" at \\S+:\\d+(:\\d+)?$", "");
      counts.merge(key, 1, Integer::sum);
    }
    StringBuilder sb = new StringBuilder();
    counts.entrySet().stream()
        .sorted((a, b) -> b.getValue() - a.getValue())
        .forEach(e -> sb.append("- ").append(e.getValue()).append(" × ").append(e.getKey()).append('\n'));
    return sb.toString();
  }

  public static String summary(List<Row> rows) {
    long ok = rows.stream().filter(r -> r.status() == Status.LOWERED).count();
    long uns = rows.stream().filter(r -> r.status() == Status.UNSUPPORTED).count();
    long bad = rows.stream().filter(r -> r.status() == Status.INPUT_ERROR).count();
    long crash = rows.stream().filter(r -> r.status() == Status.CRASH).count();
    return String.format("lowered %d, unsupported %d, input errors %d, crashes %d, total %d (%.0f%% lowered)",
        ok, uns, bad, crash, rows.size(), rows.isEmpty() ? 0.0 : 100.0 * ok / rows.size());
  }

  private static Path relativize(Path base, Path p) {
    try {
      return base.toAbsolutePath().normalize().relativize(p.toAbsolutePath().normalize());
    } catch (IllegalArgumentException e) {
      return p;
    }
  }
}
