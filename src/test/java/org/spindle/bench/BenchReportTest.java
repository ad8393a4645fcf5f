package org.spindle.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class BenchReportTest {
  private static BenchRow row(String task, Expected e, Outcome o, boolean restricted, String reason, Long states) {
    TaskResult r = new TaskResult(o, restricted, reason,
        states == null ? OptionalLong.empty() : OptionalLong.of(states), OptionalLong.empty(), 1.234);
    return new BenchRow(task, Path.of(task), Optional.ofNullable(e), r, Correctness.classify(Optional.ofNullable(e), o, false));
  }

  private static final List<BenchRow> ROWS = List.of(
      row("a.c", Expected.SAFE, Outcome.SAFE, false, "", 10L),
      row("b.c", Expected.UNSAFE, Outcome.SAFE, true, "inputs in -2..2", 20L),
      row("c.c", Expected.SAFE, Outcome.UNKNOWN, false, "unsupported: float at c.c:3:1", null),
      row("d.c", Expected.SAFE, Outcome.UNKNOWN, false, "unsupported: float at d.c:9:2", null),
      row("e.c", Expected.UNSAFE, Outcome.TIMEOUT, false, "killed after 65 s", 5L),
      row("f|g.c", null, Outcome.UNKNOWN, false, "timeout", null));

  @Test
  void summaryCountsEveryRowOnce() {
    assertEquals("correct 1, wrong 1, unknown 4, total 6", BenchReport.summary(ROWS));
    assertEquals("SAFE 2, UNKNOWN 3, TIMEOUT 1 (1 SAFE restricted)", BenchReport.outcomes(ROWS));
    assertEquals(List.of(ROWS.get(1)), BenchReport.wrong(ROWS));
    assertEquals("WRONG: b.c: expected UNSAFE, got SAFE (restricted) (inputs in -2..2)",
        BenchReport.wrongLine(ROWS.get(1)));
  }

  @Test
  void reasonsAreGroupedWithoutPositions() {
    List<Map.Entry<String, Integer>> top = BenchReport.topReasons(ROWS);
    assertEquals(List.of(Map.entry("unsupported: float", 2), Map.entry("TIMEOUT", 1), Map.entry("timeout", 1)), top);
  }

  @Test
  void markdownTable() {
    String t = BenchReport.table(ROWS);
    List<String> lines = t.lines().toList();
    assertEquals("| task | expected | verdict | correct? | time s | nodes/states | refinements | reason |", lines.get(0));
    assertEquals("| a.c | SAFE | SAFE | correct | 1.23 | 10 |  |  |", lines.get(2));
    assertEquals("| b.c | UNSAFE | SAFE (restricted) | **WRONG** | 1.23 | 20 |  | inputs in -2..2 |", lines.get(3));
    assertEquals("| f\\|g.c | - | UNKNOWN | unknown | 1.23 |  |  | timeout |", lines.get(7));
  }

  @Test
  void csvQuotesFields() {
    List<BenchRow> rows = List.of(row("x.c", Expected.SAFE, Outcome.ERROR, false, "bad \"thing\", really", null));
    String csv = BenchReport.csv(rows);
    assertEquals("task,expected,verdict,correct?,time s,nodes/states,refinements,reason\n"
        + "x.c,SAFE,ERROR,unknown,1.23,,,\"bad \"\"thing\"\", really\"\n", csv);
  }

  @Test
  void fullReportHasHeaderWrongSectionTableAndReasons() {
    BenchConfig cfg = new BenchConfig("explore", 60, 2, 5, ImmutableList.of(), 1024, "java", "cp", Path.of("."), null);
    MachineInfo m = new MachineInfo(2, 4L << 30, "Test CPU", "Linux 6 amd64", "OpenJDK 17");
    String md = BenchReport.markdown(new BenchReport.Header("demo", "2025-01-01T00:00:00Z", m,
        "spindle bench cprograms --out results/demo", cfg, 12.5), ROWS);
    assertTrue(md.startsWith("# Benchmark: demo\n"), md);
    assertTrue(md.contains("- machine: 2 cores (Test CPU), 4.0 GB memory, Linux 6 amd64, OpenJDK 17"), md);
    assertTrue(md.contains("- command: `spindle bench cprograms --out results/demo`"), md);
    assertTrue(md.contains("killed after 65 s"), md);
    assertTrue(md.contains("**correct 1, wrong 1, unknown 4, total 6**"), md);
    assertTrue(md.contains("## WRONG verdicts\n\n- WRONG: b.c: expected UNSAFE"), md);
    assertTrue(md.contains("## Top reasons for UNKNOWN\n\n| count | reason |\n|---:|---|\n| 2 | unsupported: float |"), md);
  }

  @Test
  void noWrongSectionWhenAllAgree() {
    BenchConfig cfg = new BenchConfig("explore", 60, 1, 5, ImmutableList.of(), 1024, "java", "cp", Path.of("."), null);
    MachineInfo m = MachineInfo.detect();
    String md = BenchReport.markdown(new BenchReport.Header("ok", "now", m, "c", cfg, 1), List.of(ROWS.get(0)));
    assertTrue(!md.contains("WRONG") && !md.contains("Top reasons"), md);
    assertTrue(m.cores() >= 1 && m.memoryBytes() > 0, m.describe());
  }
}
