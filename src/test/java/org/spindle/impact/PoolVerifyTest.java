package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spindle.interp.PoolExploreTest;
import org.spindle.report.Verdict;

/** verify on thread pools agrees with explore: bound edges never give SAFE or UNSAFE when reachable. */
class PoolVerifyTest {
  @Test
  void bugNeedingTwoPoolThreadsIsUnsafe() {
    ImpactResult r = Verify.run(PoolExploreTest.lower(PoolExploreTest.NEEDS_TWO, 3), PorMode.STATIC, 20);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
  }

  @Test
  void safeProgramWithUnboundedCreatorIsUnknown() {
    ImpactResult r = Verify.run(PoolExploreTest.lower(PoolExploreTest.SAFE_UNBOUNDED, 2), PorMode.STATIC, 20);
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
    assertTrue(r.reason().contains("thread bound 2 reached at test.c:"), r.reason());
  }

  /** n <= 2 threads: the bound edge of K = 3 is unreachable (refinement proves it). */
  private static String atMostTwo(String check) {
    return """
        int x = 0;
        void *w(void *a) { x = 1; return 0; }
        int main() { pthread_t t; int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n <= 2);
          for (int i = 0; i < n; i++) pthread_create(&t, 0, w, 0); if (%s) reach_error(); return 0; }
        """.formatted(check);
  }

  @Test
  void boundEdgeProvenUnreachableGivesExactVerdicts() {
    ImpactResult safe = Verify.run(PoolExploreTest.lower(atMostTwo("x == 5"), 3), PorMode.STATIC, 20);
    assertEquals(Verdict.SAFE, safe.verdict(), safe.reason());
    ImpactResult unsafe = Verify.run(PoolExploreTest.lower(atMostTwo("x == 1"), 3), PorMode.STATIC, 20);
    assertEquals(Verdict.UNSAFE, unsafe.verdict(), unsafe.reason());
    // K = 1: two threads exceed the bound, so the safe program must not be SAFE
    ImpactResult small = Verify.run(PoolExploreTest.lower(atMostTwo("x == 5"), 1), PorMode.STATIC, 20);
    assertEquals(Verdict.UNKNOWN, small.verdict(), small.reason());
    assertTrue(small.reason().contains("thread bound 1 reached"), small.reason());
  }
}
