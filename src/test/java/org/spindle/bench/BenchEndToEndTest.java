package org.spindle.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.cli.Main;

/** Real child JVMs: a small run through the CLI, and a run killed at the hard time limit. */
class BenchEndToEndTest {
  @TempDir Path dir;

  private static synchronized String[] runCli(String... args) {
    PrintStream oldOut = System.out;
    PrintStream oldErr = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      int code = Main.execute(args);
      return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    } finally {
      System.setOut(oldOut);
      System.setErr(oldErr);
    }
  }

  @Test
  void smallRunWritesTablesWithCorrectVerdicts() throws IOException {
    Path out = dir.resolve("sub/small");
    String[] r = runCli("bench", "cprograms/atomic_split.c", "cprograms/bakery.c",
        "src/test/resources/malformed/missing_semicolon.c", "--engine", "explore", "--timeout", "20",
        "--jobs", "2", "--out", out.toString());
    assertEquals("0", r[0], r[2]);
    assertTrue(r[1].strip().endsWith("correct 2, wrong 0, unknown 1, total 3"), r[1]);

    List<String> csv = Files.readAllLines(dir.resolve("sub/small.csv"));
    assertEquals(4, csv.size(), csv.toString());
    assertTrue(csv.get(1).startsWith("cprograms/atomic_split.c,UNSAFE,UNSAFE,correct,"), csv.get(1));
    assertTrue(csv.get(2).startsWith("cprograms/bakery.c,SAFE,SAFE,correct,"), csv.get(2));
    assertTrue(csv.get(3).startsWith("src/test/resources/malformed/missing_semicolon.c,-,INPUT ERROR,unknown,"), csv.get(3));
    assertTrue(csv.get(3).contains("error: expected ';'"), csv.get(3));
    // explore prints the number of states; bakery has a non-trivial state space
    long states = Long.parseLong(csv.get(2).split(",")[5]);
    assertTrue(states > 100, csv.get(2));

    String md = Files.readString(dir.resolve("sub/small.md"));
    assertTrue(md.contains("- command: `spindle bench cprograms/atomic_split.c"), md);
    assertTrue(md.contains("**correct 2, wrong 0, unknown 1, total 3**"), md);
    assertTrue(md.contains("| 1 | INPUT ERROR: expected ';' after expression"), md);
  }

  @Test
  void badUsageIsExit2() {
    assertEquals("2", runCli("bench", "no/such/dir.c", "--out", dir.resolve("x").toString())[0]);
    assertEquals("2", runCli("bench", "cprograms/bakery.c", "--jobs", "0", "--out", dir.resolve("x").toString())[0]);
    assertEquals("2", runCli("bench", "cprograms/bakery.c")[0]); // --out is required
    assertFalse(Files.exists(dir.resolve("x.csv")));
  }

  /** Three threads counting forever: far more states than can be explored in two seconds. */
  private Path slowProgram() throws IOException {
    StringBuilder c = new StringBuilder("""
        // expect: SAFE
        typedef unsigned long pthread_t;
        extern int pthread_create(pthread_t *t, const void *a, void *(*f)(void *), void *arg);
        extern int pthread_join(pthread_t t, void **r);
        extern void reach_error(void);
        unsigned int c0, c1, c2;
        """);
    for (int i = 0; i < 3; i++) {
      c.append("void *t%d(void *a) { while (1) { unsigned int v = c%d; c%d = v + 1; } return 0; }\n"
          .formatted(i, i, i));
    }
    c.append("""
        int main(void) {
          pthread_t a, b, d;
          pthread_create(&a, 0, t0, 0); pthread_create(&b, 0, t1, 0); pthread_create(&d, 0, t2, 0);
          pthread_join(a, 0); pthread_join(b, 0); pthread_join(d, 0);
          if (c0 == 7 && c1 == 7 && c2 == 7 && c0 != c1) reach_error();
          return 0;
        }
        """);
    Path p = dir.resolve("slow.c");
    Files.writeString(p, c);
    return p;
  }

  @Test
  void slowProgramIsKilledAndReportedAsTimeout() throws Exception {
    Path slow = slowProgram();
    // No grace: the hard limit hits before the engine's own --timeout (its clock starts later).
    BenchConfig cfg = BenchConfig.of("explore", 2, 1, List.of("--max-states", "1000000000"))
        .withGraceSeconds(0).withHeapMegabytes(512);

    ChildRun.Execution ex = ChildRun.run(cfg.command(slow), cfg.workDir(), cfg.hardLimitSeconds());
    assertTrue(ex.timedOut());
    assertTrue(ex.seconds() >= 2 && ex.seconds() < 30, "seconds " + ex.seconds());
    assertFalse(ProcessHandle.of(ex.pid()).map(ProcessHandle::isAlive).orElse(false), "child still alive");

    BenchRow row = new BenchRunner(cfg).runOne("slow.c", slow);
    assertEquals(Outcome.TIMEOUT, row.result().outcome());
    assertEquals("TIMEOUT", row.result().verdictText());
    assertEquals("killed after 2 s", row.result().reason());
    assertEquals(Optional.of(Expected.SAFE), row.expected());
    assertEquals(Correctness.UNKNOWN, row.correctness());
  }
}
