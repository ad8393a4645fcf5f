package org.spindle.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.Verdict;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;

/**
 * DPOR in {@code verify}'s portfolio (D41): a program whose state space the first exhaustive
 * search cuts but whose executions fall into few equivalence classes is proved by Optimal-DPOR,
 * which says so (with the value analysis of D62 off, which would prove this one too).
 */
class PortfolioDporTest {
  @TempDir Path dir;

  @Test
  void readersWritersWithElevenReadersIsProvedByOptimalDpor() {
    Program p = DporPrograms.load(dir, "rw12", DporPrograms.readersWriters(12));
    CheckResult r = Portfolio.check(p, VerifyOptions.DEFAULT.withTimeout(Duration.ofSeconds(60))
        .withExplicitBudget(Duration.ofSeconds(20)).withValueAnalysis(false));
    assertEquals(Verdict.SAFE, r.verdict(), r.detail());
    assertEquals(Engine.DPOR, r.decidedBy(), r.detail());
    // the value analysis (D62) proves it too
    assertTrue(org.spindle.modular.ValueAnalysis.check(p, Duration.ofSeconds(10)).proved());
    assertEquals("Proved by Optimal-DPOR, 2048 executions", r.detail());
  }
}
