package org.spindle.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.explicit.Outcome;
import org.spindle.explicit.Replay;
import org.spindle.explicit.RunResult;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * Golden verdict suite for {@code verify} (IMPACT): every cprogram, finite or infinite, gets its
 * expected verdict (PARTIALLY SAFE means errors are reachable: UNSAFE), and every counterexample
 * replays to the error in the interpreter.
 */
class CprogramsVerifyTest {
  static List<Path> programs() throws Exception {
    return ExpectedVerdict.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void verifyGivesExpectedVerdict(Path file) throws Exception {
    ExpectedVerdict expected = ExpectedVerdict.of(file);
    Program p = ProgramLoader.load(ProgramLoader.resolve(file, null));
    ImpactResult r = Impact.verify(p, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(60)));
    Verdict want = expected.errorReachable() ? Verdict.UNSAFE : Verdict.SAFE;
    assertEquals(want, r.verdict(), r.reason());
    if (r.verdict() == Verdict.UNSAFE) {
      assertNotNull(r.counterexample());
      RunResult again = Replay.replay(p, r.counterexample().trace());
      assertEquals(Outcome.Kind.ERROR, again.outcome().kind(), "counterexample must replay");
    }
  }
}
