package org.spindle.imc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spindle.interp.PoolExploreTest;
import org.spindle.report.Verdict;

/** IMC on thread pools: an exhausted pool is never an unsafe IVR and never allows SAFE. */
class PoolImcTest {
  @Test
  void exhaustedPoolIsNotAnUnsafeIvr() {
    ImcResult r = Imc.run(PoolExploreTest.lower(PoolExploreTest.SAFE_UNBOUNDED, 2), 3, 20);
    assertNotEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertNotEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertEquals(0, r.unsafeCount(), r.reason());
  }

  @Test
  void bugWithinTheBoundIsAnUnsafeIvr() {
    ImcResult r = Imc.run(PoolExploreTest.lower(PoolExploreTest.NEEDS_TWO, 2), 3, 20);
    assertTrue(r.unsafeCount() >= 1, r.verdict() + " (" + r.reason() + ")");
  }
}
