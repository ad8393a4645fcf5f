package org.spindle.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramValidator;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * Golden verdict suite: explicit exhaustive search on every cprogram. Finite state spaces must get
 * exactly the expected verdict; every UNSAFE trace must replay to the error; a program expected
 * SAFE must never be reported UNSAFE, and one expected UNSAFE never SAFE.
 */
class CprogramsExploreTest {

  static List<Path> programs() throws Exception {
    return ExpectedVerdict.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void exploreGivesExpectedVerdict(Path file) throws Exception {
    ExpectedVerdict expected = ExpectedVerdict.of(file);
    Program p = ProgramLoader.load(ProgramLoader.resolve(file, null));
    assertEquals(List.of(), ProgramValidator.validate(p), "lowered program violates invariants");

    ExploreOptions opt = ExploreOptions.DEFAULT.withMaxStates(300_000).withTimeout(Duration.ofSeconds(60));
    ExploreResult r = Explorer.explore(p, opt);

    if (expected.errorReachable()) {
      assertNotEquals(Verdict.SAFE, r.verdict(), "wrong SAFE: " + r.reason());
      if (expected.finite()) assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    } else {
      assertNotEquals(Verdict.UNSAFE, r.verdict(), "wrong UNSAFE: " + r.reason());
      if (expected.finite()) assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    }
    if (r.verdict() == Verdict.UNSAFE) {
      assertNotNull(r.counterexample());
      RunResult replay = Replay.replay(p, r.counterexample());
      assertEquals(Outcome.Kind.ERROR, replay.outcome().kind(), "counterexample must replay to the error");
      assertTrue(replay.events().size() > 0);
    }
  }
}
