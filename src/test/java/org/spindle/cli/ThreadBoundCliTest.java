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
    CliTest.Result verify = CliTest.run("verify", "--thread-bound", "1", "--timeout", "20", f.toString());
    assertTrue(verify.lastLine().startsWith("Verdict: UNKNOWN (thread bound 1 reached"), verify.out());
  }

  @Test
  void boundMustBePositive() {
    CliTest.Result r = CliTest.run("explore", "--thread-bound", "0", "cprograms/peterson.c");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("thread bound must be at least 1"), r.err());
  }
}
