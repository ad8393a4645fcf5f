package org.spindle.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spindle.frontend.MacroDefinition;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.StepMerging;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * ODPOR_cs, ODPOR^ob and ODPOR_cs^ob (D42): the counts of 004 that this encoding reproduces
 * (small N; the large ones are in results/dpor-csob.md), ob equal to the observer classes a
 * brute force counts, and verdicts equal to the brute force's on random programs.
 */
class ContextSensitiveDporTest {
  static DporResult run(Program p, Algorithm a) {
    return Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(a).withTimeout(Duration.ofSeconds(60)), DporProgress.NONE);
  }

  /** cs-ob with Algorithm 1's inheritance of don't-do sequences (lines 19-20) instead of lines 61-62 (§4.4). */
  static DporResult csObUnrefined(Program p, DporOptions opt) {
    DporOptions o = opt.withAlgorithm(Algorithm.CS_OB).withInputMode(InputMode.RANGE);
    return ContextSensitiveDpor.run(new Interpreter(p, StepMerging.NONE), o, DporProgress.NONE, false);
  }

  static Program cprogram(String name, int n) throws IOException {
    List<MacroDefinition> defs = n > 0 ? List.of(new MacroDefinition("N", Integer.toString(n))) : List.of();
    return ProgramLoader.load(ProgramLoader.resolve(Path.of("cprograms/dpor", name), null, defs));
  }

  /** 004 §2.2 and §3.2: ODPOR 12, ODPOR_cs 6 executions; ob 11 and cs-ob 4 (P5 and P6 one execution each). */
  @Test
  void runningExampleCounts() {
    Program p = SmallPrograms.resource("csob_example_counts.c");
    assertEquals(12, run(p, Algorithm.ODPOR).counts().complete());
    DporResult cs = run(p, Algorithm.CS);
    assertEquals(6, cs.counts().complete());
    assertEquals(4, cs.counts().dontDoBlocked()); // P1-P4 are cut where they start
    assertEquals(11, run(p, Algorithm.OB).counts().complete());
    assertEquals(4, run(p, Algorithm.CS_OB).counts().complete());
    for (Algorithm a : List.of(Algorithm.CS, Algorithm.OB, Algorithm.CS_OB)) {
      assertEquals(Verdict.SAFE, run(p, a).explored());
    }
  }

  /** The example as printed: assert(x < 2) fails (p.p.q.r.r); every engine finds it, and it replays. */
  @Test
  void runningExampleErrorIsFound() throws IOException {
    Program p = cprogram("csob_example.c", 0);
    for (Algorithm a : List.of(Algorithm.CS, Algorithm.OB, Algorithm.CS_OB)) {
      DporResult r = run(p, a);
      assertEquals(Verdict.UNSAFE, r.explored(), a.title());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind());
    }
  }

  /**
   * 004 Tables 1-2 (E; ODPOR_cs = DPOR_cs by §5.3) where this encoding reproduces them, and this
   * encoding's own where it does not (abs cs: 6 and 59 for the paper's 4 and 25; boundedbuffer has
   * no small-N figures in the paper): program, N, ODPOR, ob, cs, cs-ob, cs-ob's don't-do-blocked.
   */
  @ParameterizedTest(name = "{0}({1})")
  @CsvSource({"lastwrite.c, 4, 24, 4, 5, 1, 3", "lastwrite.c, 5, 120, 5, 16, 1, 4",
      "floatingread.c, 4, 120, 33, 16, 1, -1", "abs.c, 3, 36, 9, 6, 1, -1", "abs.c, 4, 576, 16, 42, 1, -1",
      "pi.c, 5, 120, 120, 16, 16, -1", "lastwrite_dif.c, 4, 24, 4, 24, 4, 0", "abs_dif.c, 3, 36, 9, 36, 9, 0",
      "fib.c, 4, 16, 16, 1, 1, -1"})
  void paperCounts(String file, int n, long odpor, long ob, long cs, long csob, long ddsb) throws IOException {
    Program p = cprogram(file, n);
    assertEquals(odpor, run(p, Algorithm.ODPOR).counts().complete(), "ODPOR");
    assertEquals(ob, run(p, Algorithm.OB).counts().complete(), "ob");
    assertEquals(cs, run(p, Algorithm.CS).counts().complete(), "cs");
    DporResult r = run(p, Algorithm.CS_OB);
    assertEquals(csob, r.counts().complete(), "cs-ob");
    if (ddsb >= 0) assertEquals(ddsb, r.counts().dontDoBlocked(), "cs-ob don't-do-blocked");
    assertEquals(Verdict.SAFE, r.explored());
  }

  /** ob explores exactly one execution per observer class (brute force), which here is fewer than ODPOR's. */
  @ParameterizedTest(name = "{0}({1})")
  @CsvSource({"lastwrite.c, 3, true", "floatingread.c, 2, true", "abs.c, 2, false", "lastwrite_dif.c, 2, false",
      "abs_dif.c, 2, false"})
  void obCountsTheObserverClasses(String file, int n, boolean fewer) throws IOException {
    Program p = cprogram(file, n);
    ObserverClasses.Counts c = ObserverClasses.count(p, new InputRange(-2, 2));
    EquivalenceClasses.Result m = EquivalenceClasses.enumerate(p, new InputRange(-2, 2), EquivalenceClasses.Limits.DEFAULT);
    if (fewer) assertTrue(c.observerClasses() < m.complete(), c + " " + m);
    assertEquals(c.observerClasses(), run(p, Algorithm.OB).counts().complete());
    long csob = run(p, Algorithm.CS_OB).counts().complete();
    assertTrue(csob >= 1 && csob <= c.observerClasses());
    long cs = run(p, Algorithm.CS).counts().complete();
    assertTrue(cs >= c.finalStates() && cs <= m.complete(), cs + " " + c + " " + m);
  }

  /**
   * Random programs with awaits, locks, branches on read values and fetch-and-adds ({@link
   * DporPrograms#random} without its loops): each new engine finds an error iff the brute force reaches one
   * (the programs assert on the final values), and its counterexample replays.
   */
  @Test
  void randomProgramsKeepTheVerdict() {
    Random rnd = new Random(16);
    int checked = 0;
    int unsafe = 0;
    for (int k = 0; checked < 150 && k < 5000; k++) {
      String src = DporPrograms.random(rnd);
      if (src.contains("while")) continue; // spin loops: executions without end, no brute force
      src = src.replace("  return 0;\n}\n", "  if (a == " + rnd.nextInt(3) + " && b == " + rnd.nextInt(3)
          + ") reach_error();\n  return 0;\n}\n");
      Program p = org.spindle.impact.Verify.c(src);
      if (OracleChecks.countRuns(p, new InputRange(-1, 1)) > 3000) continue;
      EquivalenceClasses.Result o = EquivalenceClasses.enumerate(p, new InputRange(-1, 1), EquivalenceClasses.Limits.DEFAULT);
      checked++;
      if (o.errors() > 0) unsafe++;
      for (Algorithm a : List.of(Algorithm.CS, Algorithm.OB, Algorithm.CS_OB)) {
        DporResult d = Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(a).withInputs(-1, 1).withMaxEvents(200)
            .withTimeout(Duration.ofSeconds(20)), DporProgress.NONE);
        String where = a.title() + " on\n" + src + "\noracle: " + o + "\ndpor: " + d.reason();
        if (o.errors() > 0) {
          assertEquals(Verdict.UNSAFE, d.explored(), where);
          assertEquals(Outcome.Kind.ERROR, Replay.replay(p, d.counterexample()).outcome().kind(), where);
        } else if (d.explored() != Verdict.UNKNOWN) {
          assertEquals(Verdict.SAFE, d.explored(), where);
          assertEquals(o.deadlocked() > 0, d.counts().deadlocked() > 0, where);
        }
      }
    }
    assertTrue(checked == 150, "checked " + checked);
    assertTrue(unsafe >= 15, "unsafe " + unsafe);
  }
}
