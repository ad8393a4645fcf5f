package org.spindle.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class OutputParserTest {

  private static TaskResult ok(String stdout) {
    return OutputParser.parse(0, stdout, "", false, 1.5, 65);
  }

  @Test
  void verdictLines() {
    assertEquals(new OutputParser.ParsedVerdict(Outcome.SAFE, false, ""), OutputParser.parseVerdict("SAFE"));
    assertEquals(new OutputParser.ParsedVerdict(Outcome.UNSAFE, false, ""), OutputParser.parseVerdict("UNSAFE"));
    assertEquals(new OutputParser.ParsedVerdict(Outcome.SAFE, true, "inputs in -2..2"),
        OutputParser.parseVerdict("SAFE for inputs in -2..2"));
    assertEquals(new OutputParser.ParsedVerdict(Outcome.PARTIALLY_SAFE, false, "schedule found"),
        OutputParser.parseVerdict("PARTIALLY SAFE (schedule found)"));
    assertEquals(new OutputParser.ParsedVerdict(Outcome.UNKNOWN, false, "unsupported: float at f.c:3:4"),
        OutputParser.parseVerdict("UNKNOWN (unsupported: float at f.c:3:4)"));
    assertEquals(Outcome.SAFE, OutputParser.parseVerdict("TRUE").outcome());
    assertEquals(Outcome.UNSAFE, OutputParser.parseVerdict("FALSE(unreach-call)").outcome());
    // Never guess: an unreadable verdict is an error, not an answer.
    assertEquals(Outcome.ERROR, OutputParser.parseVerdict("MAYBE").outcome());
    assertEquals(Outcome.ERROR, OutputParser.parseVerdict("").outcome());
  }

  @Test
  void lastVerdictLineWinsAndExploreStatisticsAreRead() {
    String out = """
        Counterexample:
          T0 main.c:3 Verdict: SAFE would be a lie here
        States: 1234, transitions: 5678, reduced states: 9, time: 0.12 s
        Verdict: UNSAFE
        """;
    TaskResult r = ok(out);
    assertEquals(Outcome.UNSAFE, r.outcome());
    assertEquals(OptionalLong.of(1234), r.states());
    assertEquals(OptionalLong.empty(), r.refinements());
    assertEquals(1.5, r.seconds());
  }

  @Test
  void verifyStatisticsAreReadTolerantly() {
    TaskResult a = ok("ART nodes: 77, refinements: 5, time 1 s\nVerdict: SAFE\n");
    assertEquals(OptionalLong.of(77), a.states());
    assertEquals(OptionalLong.of(5), a.refinements());
    TaskResult b = ok("12 nodes, 3 refinements\nVerdict: SAFE\n");
    assertEquals(OptionalLong.of(12), b.states());
    assertEquals(OptionalLong.of(3), b.refinements());
    TaskResult c = ok("Verdict: SAFE\n");
    assertTrue(c.states().isEmpty() && c.refinements().isEmpty());
  }

  @Test
  void restrictedSafe() {
    TaskResult r = ok("States: 5, transitions: 7, reduced states: 0, time: 0.01 s\nVerdict: SAFE for inputs in -2..2\n");
    assertEquals(Outcome.SAFE, r.outcome());
    assertTrue(r.restricted());
    assertEquals("SAFE (restricted)", r.verdictText());
    assertEquals("inputs in -2..2", r.reason());
  }

  @Test
  void exitCodesAndTimeouts() {
    TaskResult timeout = OutputParser.parse(-1, "States: 3\n", "", true, 66.0, 65);
    assertEquals(Outcome.TIMEOUT, timeout.outcome());
    assertEquals("killed after 65 s", timeout.reason());

    TaskResult internal = OutputParser.parse(1, "", "some warning\nspindle: internal error: java.lang.NullPointerException\nmore\n",
        false, 1, 65);
    assertEquals(Outcome.ERROR, internal.outcome());
    assertEquals("spindle: internal error: java.lang.NullPointerException", internal.reason());

    TaskResult input = OutputParser.parse(2, "", "x.c:4:3: error: expected ';'\n", false, 1, 65);
    assertEquals(Outcome.INPUT_ERROR, input.outcome());
    assertEquals("x.c:4:3: error: expected ';'", input.reason());

    // A verdict line does not rescue a failed process.
    TaskResult crashed = OutputParser.parse(134, "Verdict: SAFE\n", "fatal\n", false, 1, 65);
    assertEquals(Outcome.ERROR, crashed.outcome());
    assertEquals("exit code 134: fatal", crashed.reason());

    TaskResult silent = OutputParser.parse(0, "hello\n", "", false, 1, 65);
    assertEquals(Outcome.ERROR, silent.outcome());
    assertEquals("no verdict line", silent.reason());
  }

  @Test
  void outOfMemoryVerdictOnStderr() {
    TaskResult r = OutputParser.parse(0, "", "spindle: out of memory; Verdict: UNKNOWN (memory limit)\n", false, 1, 65);
    assertEquals(Outcome.UNKNOWN, r.outcome());
    assertEquals("memory limit", r.reason());
    assertFalse(r.restricted());
  }
}
