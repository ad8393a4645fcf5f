package org.spindle.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramValidator;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * Every race cprogram (cprograms/races, header {@code // property: no-data-race}, {@code //
 * expect: TRUE|FALSE}): the brute-force oracle search over the original and the explicit search
 * over the instrumented program give the expected verdict on every finite program, IMPACT on
 * every infinite one (and never a wrong one where it decides a finite one), and
 * every FALSE maps back to a replayed race of the original that the oracle confirms.
 */
class RaceProgramsTest {

  static List<Path> programs() throws Exception {
    try (var s = Files.list(Path.of("cprograms", "races"))) {
      return s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
    }
  }

  /** As {@code svcomp} lowers for this property (D36: dropped values are still read). */
  static Program load(Path file) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(file, null),
        org.spindle.frontend.lower.LowerOptions.DEFAULT.withDataRaces());
  }

  record Header(boolean racy, boolean finite) {
    static Header of(Path f) throws Exception {
      List<String> lines = Files.readAllLines(f).subList(0, 3);
      assertEquals("// property: no-data-race", lines.get(0), f.toString());
      String expect = lines.get(1).replace("// expect:", "").strip();
      assertTrue(expect.equals("TRUE") || expect.equals("FALSE"), f + ": " + expect);
      return new Header(expect.equals("FALSE"), lines.get(2).endsWith("finite") && !lines.get(2).contains("infinite"));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void explicitSearchAndOracleAgree(Path file) throws Exception {
    Header h = Header.of(file);
    Program p = load(file);
    Program q = DataRaces.instrument(p);
    assertEquals(List.of(), ProgramValidator.validate(q), "instrumented program is invalid");

    ExploreResult r = Explorer.explore(q, ExploreOptions.DEFAULT.withMaxStates(200_000)
        .withTimeout(Duration.ofSeconds(60)));
    if (h.racy()) {
      assertNotEquals(Verdict.SAFE, r.verdict(), r.reason());
    } else {
      assertNotEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    }
    if (h.finite()) {
      assertEquals(h.racy() ? Verdict.UNSAFE : Verdict.SAFE, r.verdict(), r.reason());
      OracleSearch.Result o = OracleSearch.search(p, 200_000);
      assertEquals(h.racy() ? OracleSearch.Answer.RACE : OracleSearch.Answer.NO_RACE, o.answer());
    }
    if (r.verdict() == Verdict.UNSAFE) assertMapsBack(p, q, r.counterexample());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void impactAgrees(Path file) throws Exception {
    Header h = Header.of(file);
    Program p = load(file);
    Program q = DataRaces.instrument(p);
    // IMPACT must decide where the explicit search cannot (infinite state spaces)
    ImpactResult r = Impact.verify(q, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(h.finite() ? 15 : 60)));
    if (h.finite() && r.verdict() == Verdict.UNKNOWN) return;
    assertEquals(h.racy() ? Verdict.UNSAFE : Verdict.SAFE, r.verdict(), r.reason());
    if (r.verdict() == Verdict.UNSAFE) assertMapsBack(p, q, r.counterexample().trace());
  }

  /** The instrumented counterexample replays on the original to a race the oracle confirms. */
  static ExecutionTrace assertMapsBack(Program p, Program q, org.spindle.interp.Trace cex) {
    assertNotNull(cex);
    ExecutionTrace t = RaceTraces.toOriginal(p, q, cex);
    assertNotNull(t, "counterexample does not map back to a race: " + cex);
    assertEquals(ExecutionTrace.End.Kind.DATA_RACE, t.end().kind());
    assertEquals(2, t.end().race().size());
    var a = t.end().race().get(0);
    var b = t.end().race().get(1);
    assertNotEquals(a.thread(), b.thread());
    assertEquals(a.location(), b.location());
    assertTrue(a.write() || b.write());
    return t;
  }
}
