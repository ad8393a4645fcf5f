package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** --define / -D reaches the preprocessor on every command that reads a program. */
class DefineCliTest {
  /** N threads increment a counter without synchronisation; the error needs three of them. */
  private static final String COUNTERS = """
      // expect: SAFE
      #ifndef N
      #define N 2
      #endif
      typedef unsigned long pthread_t;
      extern int pthread_create(pthread_t *t, const void *a, void *(*f)(void *), void *arg);
      extern int pthread_join(pthread_t t, void **r);
      extern void reach_error(void);
      int c;
      void *inc(void *arg) { int t = c; c = t + 1; return 0; }
      int main(void) {
        pthread_t t[N];
        int i;
        for (i = 0; i < N; i++) pthread_create(&t[i], 0, inc, 0);
        for (i = 0; i < N; i++) pthread_join(t[i], 0);
        if (c == 1 && N == 3) reach_error(); /* one increment survived out of three */
        return 0;
      }
      """;

  @TempDir Path dir;
  private Path prog;

  @BeforeEach
  void write() throws IOException {
    prog = dir.resolve("counters.c");
    Files.writeString(prog, COUNTERS);
  }

  @Test
  void theProgramsDefaultAppliesWithoutDefine() {
    CliTest.Result r = CliTest.run("explore", prog.toString());
    assertEquals(0, r.exit(), r.err());
    assertEquals("Verdict: SAFE", r.lastLine(), r.out());
  }

  @ParameterizedTest
  @ValueSource(strings = {"-DN=3", "-D N=3", "--define N=3", "--define=N=3"})
  void everySpellingOverridesTheDefault(String spelling) {
    String[] words = spelling.split(" ");
    String[] args = new String[words.length + 2];
    args[0] = "explore";
    System.arraycopy(words, 0, args, 1, words.length);
    args[args.length - 1] = prog.toString();
    CliTest.Result r = CliTest.run(args);
    assertEquals(0, r.exit(), r.err());
    assertEquals("Verdict: UNSAFE", r.lastLine(), r.out());
  }

  @Test
  void twoAndThreeThreadsDifferOnEveryCommand() {
    for (String cmd : new String[] {"explore", "verify"}) {
      CliTest.Result two = CliTest.run(cmd, "-DN=2", "--timeout", "60", prog.toString());
      CliTest.Result three = CliTest.run(cmd, "-DN=3", "--timeout", "60", prog.toString());
      assertEquals("Verdict: SAFE", two.lastLine(), cmd + ": " + two.out() + two.err());
      assertEquals("Verdict: UNSAFE", three.lastLine(), cmd + ": " + three.out() + three.err());
    }
    // parse reports the lowered program: one thread per creation, main included
    assertTrue(CliTest.run("parse", "-DN=2", prog.toString()).out().contains("threads: 3,"));
    assertTrue(CliTest.run("parse", "-DN=3", prog.toString()).out().contains("threads: 4,"));
  }

  @Test
  void imcSvcompAndRunSeeTheDefineToo() throws IOException {
    Path one = dir.resolve("one.c");
    Files.writeString(one, "extern void reach_error(void);\n#ifndef N\n#define N 2\n#endif\n"
        + "int main(void) { if (N == 3) reach_error(); return 0; }\n");
    assertTrue(CliTest.run("imc", one.toString()).lastLine().startsWith("Verdict: SAFE"));
    assertTrue(CliTest.run("imc", "-DN=3", one.toString()).lastLine().startsWith("Verdict: UNSAFE"));
    String prp = "cprograms/properties/unreach-call.prp";
    String w = dir.resolve("w").toString();
    assertEquals("Verdict: TRUE", CliTest.run("svcomp", "--prop", prp, "--witness-dir", w, one.toString()).lastLine());
    assertEquals("Verdict: FALSE(unreach-call)",
        CliTest.run("svcomp", "--prop", prp, "--witness-dir", w, "-DN=3", one.toString()).lastLine());
    assertTrue(CliTest.run("run", "-DN=3", one.toString()).out().contains("-> reach_error() reached"));
    assertTrue(CliTest.run("run", one.toString()).out().contains("-> finished: program terminated"));
  }

  @Test
  void laterDefinitionOfTheSameNameWins() {
    assertEquals("Verdict: SAFE", CliTest.run("explore", "-DN=3", "-DN=2", prog.toString()).lastLine());
  }

  @Test
  void aNameUsedWithoutAnyDirectiveIsDefinedToo() throws IOException {
    Path plain = dir.resolve("plain.c");
    Files.writeString(plain, "extern void reach_error(void);\nint main(void) { if (LIMIT > 4) reach_error(); return 0; }\n");
    assertEquals("Verdict: UNSAFE", CliTest.run("explore", "-DLIMIT=5", plain.toString()).lastLine());
    assertEquals("Verdict: SAFE", CliTest.run("explore", "-DLIMIT=4", plain.toString()).lastLine());
  }

  @ParameterizedTest
  @ValueSource(strings = {"=3", "3X=1", "N-1=2", "F(x)=x", ""})
  void malformedDefineIsOneLineAndExit2(String bad) {
    CliTest.Result r = CliTest.run("explore", "--define", bad, prog.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
    assertTrue(r.err().startsWith("spindle: --define '" + bad + "': "), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    assertTrue(r.out().isEmpty(), r.out());
  }

  @Test
  void aProgramThatOverridesTheDefineIsBadInput() throws IOException {
    Path fixed = dir.resolve("fixed.c");
    Files.writeString(fixed, "#define N 2\nint main(void) { return N; }\n");
    CliTest.Result r = CliTest.run("explore", "-DN=3", fixed.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
    assertTrue(r.err().startsWith(fixed + ":1:1: error: the program defines N itself"), r.err());
  }

  @Test
  void aPreprocessedFileCannotTakeADefine() throws IOException {
    Path i = dir.resolve("done.i");
    Files.writeString(i, "int main(void) { return 0; }\n");
    CliTest.Result r = CliTest.run("run", "-DN=3", i.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    assertTrue(r.err().contains("cannot apply to an already preprocessed .i file"), r.err());
  }

  @Test
  void benchPassesDefinesToItsChildren() throws IOException {
    Path out = dir.resolve("res/defined");
    CliTest.Result r = CliTest.run("bench", prog.toString(), "--engine", "explore", "--timeout", "30",
        "--engine-args", "-DN=3", "--out", out.toString());
    assertEquals(0, r.exit(), r.err());
    // the header's verdict is about the default N = 2, so N = 3 makes the row wrong
    String row = Files.readAllLines(dir.resolve("res/defined.csv")).get(1);
    assertTrue(row.contains(",SAFE,UNSAFE,WRONG,"), row);
  }
}
