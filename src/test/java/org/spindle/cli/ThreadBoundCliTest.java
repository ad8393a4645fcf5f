package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --thread-bound reaches the lowering on every command; exhausted pools are UNKNOWN. */
class ThreadBoundCliTest {
  private static final String SRC = """
      typedef unsigned long pthread_t;
      extern int pthread_create(pthread_t *t, const void *a, void *(*f)(void *), void *arg);
      extern void reach_error(void);
      int x = 0;
      void *w(void *a) { int v; x = x + 1; v = x; if (v == 3) reach_error(); return 0; }
      int main(void) { pthread_t t; while (1) pthread_create(&t, 0, w, 0); return 0; }
      """;

  @Test
  void boundDecidesBetweenUnknownAndUnsafe(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("pool.c");
    Files.writeString(f, SRC);
    // the error needs three threads
    CliTest.Result two = CliTest.run("explore", "--thread-bound", "2", f.toString());
    assertEquals(0, two.exit(), two.err());
    assertTrue(two.lastLine().startsWith("Verdict: UNKNOWN (thread bound 2 reached at " + f + ":6"), two.out());
    assertTrue(two.lastLine().contains("rerun with a larger --thread-bound"), two.out());
    CliTest.Result three = CliTest.run("explore", "--thread-bound", "3", f.toString());
    assertEquals("Verdict: UNSAFE", three.lastLine(), three.out());
    CliTest.Result parse = CliTest.run("parse", "--thread-bound", "4", f.toString());
    assertTrue(parse.out().contains("threads: 5,"), parse.out());
    assertTrue(parse.out().contains("thread bound 4 reached"), parse.out());
    CliTest.Result verify = CliTest.run("verify", "--thread-bound", "1", "--max-thread-bound", "1",
        "--timeout", "20", f.toString());
    assertTrue(verify.lastLine().startsWith("Verdict: UNKNOWN (thread bound 1 reached"), verify.out());
  }

  @Test
  void verifyDeepensTheBoundAndSaysSo(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("pool.c");
    Files.writeString(f, SRC);
    // bound 1 -> 2 -> 4: the error needs three threads to run (D52)
    CliTest.Result verify = CliTest.run("verify", "--thread-bound", "1", "--timeout", "30", f.toString());
    assertEquals("Verdict: UNSAFE", verify.lastLine(), verify.out());
    assertTrue(verify.out().contains("At --thread-bound 4, to which the explicit side deepened the bound"), verify.out());
    assertTrue(verify.out().contains("T3 t3:w"), "the counterexample names the third worker: " + verify.out());
    CliTest.Result json = CliTest.run("verify", "--json", "--thread-bound", "1", "--timeout", "30", f.toString());
    assertTrue(json.out().contains("\"threadBound\":4"), json.out());
    CliTest.Result bad = CliTest.run("verify", "--max-thread-bound", "0", f.toString());
    assertEquals(2, bad.exit(), bad.err());
  }

  @Test
  void deepenedSvcompWitnessIsConfirmedByValidateWithItsDefaultBound(@TempDir Path dir) throws IOException {
    Path prp = dir.resolve("unreach-call.prp");
    Files.writeString(prp, SvcompCliTest.UNREACH);
    CliTest.Result svcomp = CliTest.run("svcomp", "--prop", prp.toString(), "--timeout", "60",
        "--witness-dir", dir.toString(), "cprograms/ticket_pool_unsafe.c");
    assertEquals("Verdict: FALSE(unreach-call)", svcomp.lastLine(), svcomp.out());
    for (String w : new String[] {"witness.graphml", "witness.yml"}) {
      // the witness names the six workers: validate lowers the pool with enough of them
      CliTest.Result v = CliTest.run("validate", "--witness", dir.resolve(w).toString(), "--prop", prp.toString(),
          "cprograms/ticket_pool_unsafe.c");
      assertEquals("Witness confirmed", v.lastLine(), w + ": " + v.out());
    }
  }

  @Test
  void boundMustBePositive() {
    CliTest.Result r = CliTest.run("explore", "--thread-bound", "0", "cprograms/peterson.c");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("thread bound must be at least 1"), r.err());
  }
}
