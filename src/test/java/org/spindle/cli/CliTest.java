package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** End-to-end behaviour of the commands: verdict lines, exit codes, one-line input errors. */
class CliTest {

  record Result(int exit, String out, String err) {
    /** The last line of stdout (the verdict line of verify, explore, imc). */
    String lastLine() {
      String[] lines = out.strip().split("\n");
      return lines[lines.length - 1];
    }
  }

  static synchronized Result run(String... args) {
    PrintStream oldOut = System.out;
    PrintStream oldErr = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      int code = Main.execute(args);
      return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    } finally {
      System.setOut(oldOut);
      System.setErr(oldErr);
    }
  }

  private static String lastLine(String s) {
    String[] lines = s.strip().split("\n");
    return lines[lines.length - 1];
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
      "missing_semicolon.c, 4:3: error: expected ';'",
      "unknown_identifier.c, 3:7: error: use of undeclared identifier 'b'",
      "bad_type.c, 3:12: error: request for member 'f'",
      "truncated.c, 5:1: error: unexpected end of file",
      "garbage.c, 1:11: error: invalid UTF-8",
      "invalid_char.c, 2:13: error: invalid character '@'"})
  void malformedInputIsOneLineWithPositionAndExit2(String file, String expected) {
    String path = "src/test/resources/malformed/" + file;
    for (String cmd : new String[] {"parse", "explore", "run"}) {
      Result r = run(cmd, path);
      assertEquals(2, r.exit(), cmd + ": " + r.err());
      assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
      assertTrue(r.err().startsWith(path + ":" + expected), r.err());
      assertTrue(!r.err().contains("Exception") && !r.err().contains("\tat "), r.err());
    }
  }

  @Test
  void missingFileAndBadOptionsAreUsageErrors() {
    Result r = run("explore", "no/such/file.c");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("no/such/file.c"), r.err());
    assertEquals(2, run("explore", "--nondet-range", "5..1", "cprograms/peterson.c").exit());
    assertEquals(2, run("explore", "--no-such-option", "cprograms/peterson.c").exit());
    assertEquals(2, run("frobnicate").exit());
    assertEquals(2, run("explore", "--nondet-range", "0..100000", "cprograms/peterson.c").exit());
  }

  @Test
  void helpOnEveryCommand() {
    for (String cmd : new String[] {"parse", "run", "explore"}) {
      Result r = run(cmd, "--help");
      assertEquals(0, r.exit());
      assertTrue(r.out().contains("Usage: spindle " + cmd), r.out());
    }
  }

  @Test
  void exploreUnsafePrintsReplayedTraceAndVerdict() {
    Result r = run("explore", "cprograms/lost_update_2.c");
    assertEquals(0, r.exit(), r.err());
    assertEquals("Verdict: UNSAFE", lastLine(r.out()));
    assertTrue(r.out().contains("reach_error() reached at cprograms/lost_update_2.c"), r.out());
  }

  @Test
  void exploreSafeAndInputRestriction() {
    assertEquals("Verdict: SAFE", lastLine(run("explore", "cprograms/peterson.c").out()));
    Result r = run("explore", "--nondet-range", "0..1", "cprograms/sortnet.c");
    assertEquals("Verdict: SAFE for inputs in 0..1", lastLine(r.out()), r.out());
  }

  @Test
  void exploreStateLimitIsUnknown() {
    Result r = run("explore", "--max-states", "10", "cprograms/peterson.c");
    assertEquals(0, r.exit());
    assertTrue(lastLine(r.out()).startsWith("Verdict: UNKNOWN ("), r.out());
  }

  @Test
  void unsupportedConstructIsUnknownWithPosition(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("ld.c");
    Files.writeString(f, "long double d;\nint main(void) { d = 1.5; return 0; }\n");
    Result r = run("explore", f.toString());
    assertEquals(0, r.exit(), r.err());
    String last = lastLine(r.out());
    assertTrue(last.startsWith("Verdict: UNKNOWN (unsupported: floating type long double"), last);
    assertTrue(last.contains("ld.c:1"), last);
  }

  @Test
  void runPrintsEventsAndReplayableTrace() {
    Result r = run("run", "--seed", "3", "cprograms/message_passing.c");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("T0 main"), r.out());
    assertTrue(r.out().contains("Trace: "), r.out());
  }

  @Test
  void parseSummaryAndDot(@TempDir Path dir) throws IOException {
    Path dot = dir.resolve("cfa.dot");
    Result r = run("parse", "--dot", dot.toString(), "cprograms/peterson.c");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("main"), r.out());
    String text = Files.readString(dot);
    assertTrue(text.startsWith("digraph"), text);
    assertTrue(text.contains("cluster_T1"), text);
  }

  @Test
  void parseSurveyWritesTableWithStatusAndReasons(@TempDir Path dir) throws IOException {
    Path rec = dir.resolve("ld.c");
    Files.writeString(rec, "long double d;\nint main(void) { d = 1.5; return 0; }\n");
    Path table = dir.resolve("survey.md");
    Result r = run("parse", "cprograms/peterson.c", rec.toString(),
        "src/test/resources/malformed/truncated.c", "--table", table.toString());
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("lowered 1, unsupported 1, input errors 1, crashes 0, total 3"), r.out());
    String md = Files.readString(table);
    assertTrue(md.contains("| lowered |"), md);
    assertTrue(md.contains("1 × floating type long double"), md);
    assertTrue(md.contains("machine: "), md);
  }
}
