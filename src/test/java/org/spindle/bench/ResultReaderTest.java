package org.spindle.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableMap;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Property;
import org.spindle.report.ResultPrinter;
import org.spindle.report.Statistics;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/** bench reads what report.ResultPrinter writes for --json. */
class ResultReaderTest {

  private static TaskResult ok(String stdout) {
    return ResultReader.read(0, stdout, "", false, 1.5, 65);
  }

  private static String json(Verdict v, Engine by, UnknownReason why, String detail, boolean restricted,
      ImmutableMap<String, Number> stats) {
    return ResultPrinter.json("f.c", new CheckResult(v, Property.UNREACH_CALL, by, why, detail, null, null,
        ProofArtefacts.NONE, restricted, new Statistics(stats, "")));
  }

  @Test
  void verdicts() {
    ImmutableMap<String, Number> none = ImmutableMap.of();
    assertEquals(Outcome.SAFE, ok(json(Verdict.SAFE, Engine.IMPACT, null, "ART complete", false, none)).outcome());
    assertEquals("", ok(json(Verdict.SAFE, Engine.IMPACT, null, "ART complete", false, none)).reason());
    assertEquals(Outcome.UNSAFE, ok(json(Verdict.UNSAFE, Engine.IMPACT, null, "error reachable", false, none)).outcome());
    TaskResult partial = ok(json(Verdict.PARTIALLY_SAFE, Engine.IMC, null, "schedule found", false, none));
    assertEquals(Outcome.PARTIALLY_SAFE, partial.outcome());
    assertEquals("schedule found", partial.reason());
    TaskResult unknown = ok(json(Verdict.UNKNOWN, Engine.NONE, UnknownReason.UNSUPPORTED,
        "unsupported: float at f.c:3:4", false, none));
    assertEquals(Outcome.UNKNOWN, unknown.outcome());
    assertEquals("unsupported: float at f.c:3:4", unknown.reason());
    // Never guess: an unreadable verdict is an error, not an answer.
    assertEquals(Outcome.ERROR, ok("{\"verdict\":\"MAYBE\"}").outcome());
    assertEquals(Outcome.ERROR, ok("{\"verdict\":\"\"}").outcome());
  }

  @Test
  void lastResultObjectWinsAndExploreStatisticsAreRead() {
    String out = "{\"ivr\":1,\"safe\":true}\n"
        + json(Verdict.SAFE, Engine.EXPLICIT_SEARCH, null, "x", false, ImmutableMap.of("states", 99)) + "\n"
        + "Verdict: SAFE would be a lie here\n"
        + json(Verdict.UNSAFE, Engine.EXPLICIT_SEARCH, null, "x", false,
            ImmutableMap.of("states", 1234, "transitions", 5678, "seconds", 0.12)) + "\n";
    TaskResult r = ok(out);
    assertEquals(Outcome.UNSAFE, r.outcome());
    assertEquals(OptionalLong.of(1234), r.states());
    assertEquals(OptionalLong.empty(), r.refinements());
    assertEquals(1.5, r.seconds());
  }

  @Test
  void verifyStatistics() {
    TaskResult a = ok(json(Verdict.SAFE, Engine.IMPACT, null, "ART complete", false,
        ImmutableMap.of("artNodes", 77, "refinements", 5)));
    assertEquals(OptionalLong.of(77), a.states());
    assertEquals(OptionalLong.of(5), a.refinements());
    TaskResult c = ok(json(Verdict.SAFE, Engine.IMPACT, null, "ART complete", false, ImmutableMap.of()));
    assertTrue(c.states().isEmpty() && c.refinements().isEmpty());
  }

  @Test
  void restrictedSafe() {
    TaskResult r = ok(json(Verdict.SAFE, Engine.EXPLICIT_SEARCH, null, "all 5 states explored", true,
        ImmutableMap.of("states", 5, "inputLo", -2, "inputHi", 2)));
    assertEquals(Outcome.SAFE, r.outcome());
    assertTrue(r.restricted());
    assertEquals("SAFE (restricted)", r.verdictText());
    assertEquals("inputs in -2..2", r.reason());
  }

  @Test
  void exitCodesAndTimeouts() {
    TaskResult timeout = ResultReader.read(-1, "", "", true, 66.0, 65);
    assertEquals(Outcome.TIMEOUT, timeout.outcome());
    assertEquals("killed after 65 s", timeout.reason());

    TaskResult internal = ResultReader.read(1, "", "some warning\nspindle: internal error: java.lang.NullPointerException\nmore\n",
        false, 1, 65);
    assertEquals(Outcome.ERROR, internal.outcome());
    assertEquals("spindle: internal error: java.lang.NullPointerException", internal.reason());

    TaskResult input = ResultReader.read(2, "", "x.c:4:3: error: expected ';'\n", false, 1, 65);
    assertEquals(Outcome.INPUT_ERROR, input.outcome());
    assertEquals("x.c:4:3: error: expected ';'", input.reason());

    // A result does not rescue a failed process.
    String safe = json(Verdict.SAFE, Engine.IMPACT, null, "ART complete", false, ImmutableMap.of());
    TaskResult crashed = ResultReader.read(134, safe + "\n", "fatal\n", false, 1, 65);
    assertEquals(Outcome.ERROR, crashed.outcome());
    assertEquals("exit code 134: fatal", crashed.reason());

    TaskResult silent = ResultReader.read(0, "hello\nVerdict: SAFE\n", "", false, 1, 65);
    assertEquals(Outcome.ERROR, silent.outcome());
    assertEquals("no result", silent.reason());
    assertFalse(silent.restricted());
  }
}
