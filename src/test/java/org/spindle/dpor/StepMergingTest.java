package org.spindle.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.StepMerging;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * Merging invisible edges into steps (D38) must change no verdict and no count of executions, only
 * the number of events: every loop-free cprogram under Optimal-DPOR, Source-DPOR and Eager POR with
 * one-edge steps and with merged steps; merged counterexamples replay on a plain interpreter.
 */
class StepMergingTest {
  static java.util.List<Path> loopFree() throws java.io.IOException {
    return DporEnginesTest.cprograms().stream()
        .filter(f -> DporEnginesTest.LOOP_FREE.contains(f.getFileName().toString())).toList();
  }

  private static DporResult run(Program p, Algorithm a, StepMerging m) {
    Interpreter in = new Interpreter(p, m);
    // merged steps run with inputs enumerated (with symbolic inputs, a program that draws runs with
    // one-edge steps: Dpor.merging)
    DporOptions opt = DporOptions.DEFAULT.withAlgorithm(a).withInputMode(InputMode.RANGE).withMaxEvents(2000)
        .withTimeout(Duration.ofSeconds(20));
    return switch (a) {
      case SDPOR -> SourceDpor.run(in, opt, DporProgress.NONE);
      case ODPOR -> OptimalDpor.run(in, opt, DporProgress.NONE);
      case EPOR -> EagerPor.run(in, opt, DporProgress.NONE, false);
      default -> throw new IllegalArgumentException(a.toString());
    };
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("loopFree")
  void mergedStepsChangeNoCountAndNoVerdict(Path file) throws Exception {
    Program p = ProgramLoader.load(ProgramLoader.resolve(file, null));
    check(p, Algorithm.ODPOR, StepMerging.LOCAL_AND_EXIT);
    check(p, Algorithm.SDPOR, StepMerging.LOCAL_AND_EXIT);
    check(p, Algorithm.EPOR, StepMerging.LOCAL_AND_UNBRANCHED_EXIT);
  }

  private static void check(Program p, Algorithm a, StepMerging m) {
    DporResult plain = run(p, a, StepMerging.NONE);
    DporResult merged = run(p, a, m);
    String what = a.cliName() + " with " + m;
    assertEquals(plain.verdict(), merged.verdict(), what + ": " + merged.reason());
    if (plain.verdict() == Verdict.UNSAFE) {
      // the merged engine's counterexample is a run of the program: a plain interpreter replays it
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, merged.counterexample()).outcome().kind(), what);
      return;
    }
    assertEquals(plain.counts().complete(), merged.counts().complete(), what + ": complete executions");
    assertEquals(plain.counts().assumeBlocked() + plain.counts().deadlocked(),
        merged.counts().assumeBlocked() + merged.counts().deadlocked(), what + ": blocked executions");
    assertTrue(merged.counts().events() <= plain.counts().events(), what + ": merged steps are fewer events");
  }
}
