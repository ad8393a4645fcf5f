package org.spindle.imc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/**
 * The thesis case studies that are safe end with SAFE in imc (D26): their threads loop forever, so
 * the iterations alone never run out of schedules; the complete verification beside them proves
 * every schedule safe after the first safe IVR. A program with a reachable error stays PARTIALLY
 * SAFE: the complete verification's UNSAFE decides nothing about schedules.
 */
class CompleteVerificationTest {
  private static ImcResult run(Program p) {
    List<Ivr> streamed = new ArrayList<>();
    ImcResult r = IterativeImpact.check(p, ImcOptions.DEFAULT.withTimeout(Duration.ofSeconds(60))
        .withCompleteVerification(true).withExport(true), streamed::add);
    assertEquals(r.ivrs(), streamed);
    return r;
  }

  @ParameterizedTest
  @ValueSource(strings = {"double_lock.c", "barrier.c", "sortnet.c", "filesystem.c", "prodcons_fig49.c",
      "thesis/prodcons_1p1c_5b.c", "thesis/prodcons_2p2c_5b.c"})
  void safeCaseStudiesAreSafe(String file) throws Exception {
    Program p = Imc.file(file);
    ImcResult r = run(p);
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertTrue(r.safeCount() >= 1, "the first safe IVR comes before the proof is started");
    assertEquals(0, r.unsafeCount());
    // every safe IVR's schedule, enforced in the interpreter: no error, no deadlock, all progress
    IvrScheduleTest.assertSchedulesValidate(p, r);
  }

  @Test
  void aReachableErrorKeepsTheVerdictPartiallySafe() throws Exception {
    ImcResult r = run(Imc.file("prodcons_fig42.c"));
    assertEquals(Verdict.PARTIALLY_SAFE, r.verdict(), r.reason());
  }

  @Test
  void withoutItTheIterationsOfALoopingProgramDoNotEndSafe() throws Exception {
    // Algorithm 3 alone: double lock's threads may loop alone, whose coverings are unfair, so
    // some node always stays to be expanded and the verdict stays open at the limit
    ImcResult r = IterativeImpact.check(Imc.file("double_lock.c"),
        ImcOptions.DEFAULT.withTimeout(Duration.ofSeconds(3)), ivr -> { });
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
    assertTrue(r.safeCount() >= 1);
  }

  /** D27: with stopWhenDecided, imc ends at the IVR that makes the verdict PARTIALLY SAFE. */
  @ParameterizedTest
  @ValueSource(strings = {"prodcons_fig412.c", "filesystem_assume.c", "prodcons_fig42.c"})
  void aDecidedVerdictEndsTheIterations(String file) throws Exception {
    ImcResult r = IterativeImpact.check(Imc.file(file), ImcOptions.DEFAULT.withTimeout(Duration.ofSeconds(60))
        .withStopWhenDecided(true), ivr -> { });
    assertEquals(Verdict.PARTIALLY_SAFE, r.verdict(), r.reason());
    List<Ivr> before = r.ivrs().subList(0, r.ivrs().size() - 1);
    boolean decidedBefore = before.stream().anyMatch(Ivr::safe) && before.stream().anyMatch(i -> !i.safe());
    assertTrue(!decidedBefore, "the iterations stop at the deciding IVR, not later: " + r.ivrs().size());
    assertTrue(r.seconds() < 30, "long before the limit");
  }

  /** No safe IVR within the first seconds (indexer's first iteration is long): verified anyway. */
  @Test
  void aProgramWithoutAQuickIvrIsVerifiedAnyway() throws Exception {
    ImcResult r = IterativeImpact.check(Imc.file("indexer.c"), ImcOptions.DEFAULT
        .withTimeout(Duration.ofSeconds(60)).withCompleteVerification(true), ivr -> { });
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertTrue(r.seconds() >= CompleteVerification.START_WITHOUT_IVR_MS / 1000.0 || r.safeCount() > 0);
  }
}
