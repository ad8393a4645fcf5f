package org.spindle.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/** Renders rows as the summary line, a CSV file and a Markdown report. */
public final class BenchReport {
  static final List<String> COLUMNS = List.of("task", "expected", "verdict", "correct?", "time s",
      "nodes/states", "refinements", "reason");

  private BenchReport() {}

  /** Context printed above the table. */
  public record Header(String title, String date, MachineInfo machine, String commandLine,
      BenchConfig config, double wallSeconds) {}

  public static String summary(List<BenchRow> rows) {
    return String.format(Locale.ROOT, "correct %d, wrong %d, unknown %d, total %d",
        count(rows, Correctness.CORRECT), count(rows, Correctness.WRONG), count(rows, Correctness.UNKNOWN),
        rows.size());
  }

  /** How many rows ended with each outcome, e.g. {@code SAFE 10, UNSAFE 3, TIMEOUT 1}. */
  public static String outcomes(List<BenchRow> rows) {
    List<String> parts = new ArrayList<>();
    for (Outcome o : Outcome.values()) {
      long n = rows.stream().filter(r -> r.result().outcome() == o).count();
      if (n > 0) parts.add(o.label() + " " + n);
    }
    long restricted = rows.stream().filter(r -> r.result().restricted()).count();
    return String.join(", ", parts) + (restricted > 0 ? " (" + restricted + " SAFE restricted)" : "");
  }

  public static List<BenchRow> wrong(List<BenchRow> rows) {
    return rows.stream().filter(r -> r.correctness() == Correctness.WRONG).toList();
  }

  /** One line per WRONG row, for stdout and the report. */
  public static String wrongLine(BenchRow r) {
    return "WRONG: " + r.task() + ": expected " + r.expectedText() + ", got " + r.result().verdictText()
        + (r.result().reason().isEmpty() ? "" : " (" + r.result().reason() + ")");
  }

  /**
   * Reasons of the rows without a definite verdict, grouped by their text before " at " (so
   * positions do not split groups), most frequent first.
   */
  public static List<Map.Entry<String, Integer>> topReasons(List<BenchRow> rows) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (BenchRow r : rows) {
      if (r.result().outcome().isDefinite()) continue;
      counts.merge(reasonKey(r.result()), 1, Integer::sum);
    }
    List<Map.Entry<String, Integer>> list = new ArrayList<>(counts.entrySet());
    list.sort(Map.Entry.<String, Integer>comparingByValue().reversed()
        .thenComparing(Map.Entry.comparingByKey()));
    return list;
  }

  static String reasonKey(TaskResult r) {
    String reason = r.reason();
    if (r.outcome() == Outcome.INPUT_ERROR) {
      int e = reason.indexOf("error: ");
      if (e >= 0) reason = reason.substring(e + "error: ".length());
    }
    int at = reason.indexOf(" at ");
    if (at >= 0) reason = reason.substring(0, at);
    if (r.outcome() == Outcome.TIMEOUT) reason = "";
    String prefix = r.outcome() == Outcome.UNKNOWN ? "" : r.outcome().label();
    if (prefix.isEmpty()) return reason.isEmpty() ? "(no reason given)" : reason;
    return reason.isEmpty() ? prefix : prefix + ": " + reason;
  }

  /** Whether the table has a witness column (an svcomp run: some row has its witnesses checked). */
  static boolean withWitness(List<BenchRow> rows) {
    return rows.stream().anyMatch(r -> r.witness() != null);
  }

  static List<String> columns(List<BenchRow> rows) {
    if (!withWitness(rows)) return COLUMNS;
    List<String> c = new ArrayList<>(COLUMNS);
    c.add("witness");
    return c;
  }

  static List<String> cells(BenchRow r, boolean witness) {
    if (!witness) return cells(r);
    List<String> c = new ArrayList<>(cells(r));
    c.add(r.witness() == null ? "" : r.witness());
    return c;
  }

  public static String csv(List<BenchRow> rows) {
    StringBuilder sb = new StringBuilder();
    boolean w = withWitness(rows);
    sb.append(String.join(",", columns(rows).stream().map(BenchReport::csvField).toList())).append('\n');
    for (BenchRow r : rows) {
      sb.append(String.join(",", cells(r, w).stream().map(BenchReport::csvField).toList())).append('\n');
    }
    return sb.toString();
  }

  public static String table(List<BenchRow> rows) {
    StringBuilder sb = new StringBuilder();
    boolean w = withWitness(rows);
    sb.append("| ").append(String.join(" | ", columns(rows))).append(" |\n");
    sb.append("|---|---|---|---|---:|---:|---:|---|").append(w ? "---|" : "").append("\n");
    for (BenchRow r : rows) {
      List<String> c = new ArrayList<>(cells(r, w));
      if (r.correctness() == Correctness.WRONG) c.set(3, "**WRONG**");
      sb.append("| ").append(String.join(" | ", c.stream().map(BenchReport::mdCell).toList())).append(" |\n");
    }
    return sb.toString();
  }

  public static String markdown(Header h, List<BenchRow> rows) {
    StringBuilder sb = new StringBuilder();
    BenchConfig c = h.config();
    sb.append("# Benchmark: ").append(h.title()).append("\n\n");
    sb.append("- date: ").append(h.date()).append('\n');
    sb.append("- machine: ").append(h.machine().describe()).append('\n');
    sb.append("- command: `").append(h.commandLine()).append("`\n");
    sb.append(String.format(Locale.ROOT,
        "- engine `%s`, `--timeout %d` passed to the engine, killed after %.0f s wall time; %d job(s) "
            + "in parallel, each in its own JVM (-Xmx%dm)%n",
        c.engine(), c.timeoutSeconds(), c.hardLimitSeconds(), c.jobs(), c.heapMegabytes()));
    sb.append(String.format(Locale.ROOT, "- total wall time: %.1f s%n", h.wallSeconds()));
    sb.append("- time s = wall time of the child JVM (includes start-up and parsing)\n\n");
    sb.append("**").append(summary(rows)).append("**\n\n");
    if (withWitness(rows)) sb.append(witnessSummary(rows)).append("\n\n");
    sb.append("Outcomes: ").append(outcomes(rows)).append("\n\n");
    List<BenchRow> wrong = wrong(rows);
    if (!wrong.isEmpty()) {
      sb.append("## WRONG verdicts\n\n");
      for (BenchRow r : wrong) sb.append("- ").append(mdCell(wrongLine(r))).append('\n');
      sb.append('\n');
    }
    sb.append("## Results\n\n").append(table(rows));
    List<Map.Entry<String, Integer>> reasons = topReasons(rows);
    if (!reasons.isEmpty()) {
      sb.append("\n## Top reasons for UNKNOWN\n\n| count | reason |\n|---:|---|\n");
      for (Map.Entry<String, Integer> e : reasons) {
        sb.append("| ").append(e.getValue()).append(" | ").append(mdCell(e.getKey())).append(" |\n");
      }
    }
    return sb.toString();
  }

  /**
   * How many definite answers carry witnesses that hold: FALSE with both violation witnesses
   * confirmed by {@code spindle validate}, TRUE with both correctness witnesses well-formed.
   */
  static String witnessSummary(List<BenchRow> rows) {
    long f = 0, fOk = 0, t = 0, tOk = 0;
    for (BenchRow r : rows) {
      if (r.witness() == null) continue;
      if (r.result().outcome() == Outcome.UNSAFE) {
        f++;
        if (r.witness().equals("graphml confirmed, yml confirmed")) fOk++;
      } else if (r.result().outcome() == Outcome.SAFE) {
        t++;
        if (r.witness().equals("graphml ok, yml ok")) tOk++;
      }
    }
    return String.format(Locale.ROOT, "Witnesses: %d of %d FALSE answers with both violation witnesses "
        + "confirmed by spindle validate; %d of %d TRUE answers with both correctness witnesses well-formed.",
        fOk, f, tOk, t);
  }

  static List<String> cells(BenchRow r) {
    TaskResult t = r.result();
    return List.of(r.task(), r.expectedText(), t.verdictText(), r.correctness().label(),
        String.format(Locale.ROOT, "%.2f", t.seconds()), num(t.states()), num(t.refinements()), t.reason());
  }

  private static String num(OptionalLong n) {
    return n.isPresent() ? Long.toString(n.getAsLong()) : "";
  }

  private static long count(List<BenchRow> rows, Correctness c) {
    return rows.stream().filter(r -> r.correctness() == c).count();
  }

  static String csvField(String s) {
    if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
      return "\"" + s.replace("\"", "\"\"") + "\"";
    }
    return s;
  }

  static String mdCell(String s) {
    return s.replace("\\", "\\\\").replace("|", "\\|").replace("\r", " ").replace("\n", " ");
  }

  /** Writes {@code OUT.csv} and {@code OUT.md}; returns the two paths. */
  public static List<java.nio.file.Path> write(java.nio.file.Path out, Header h, List<BenchRow> rows)
      throws java.io.IOException {
    java.nio.file.Path dir = out.toAbsolutePath().getParent();
    if (dir != null) java.nio.file.Files.createDirectories(dir);
    String name = out.getFileName().toString();
    java.nio.file.Path csv = out.resolveSibling(name + ".csv");
    java.nio.file.Path md = out.resolveSibling(name + ".md");
    java.nio.file.Files.writeString(csv, csv(rows));
    java.nio.file.Files.writeString(md, markdown(h, rows));
    return List.of(csv, md);
  }
}
