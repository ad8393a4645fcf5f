package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/** verify's portfolio: the explicit search may only answer UNSAFE, with a replayed trace. */
class PortfolioTest {
  private static final ImpactOptions OPT = ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(60));

  @Test
  void explicitSearchFindsTheBakeryBugThatImpactAloneMissesQuickly() throws Exception {
    Program p = Verify.file(Path.of("cprograms", "bakery_broken.c"));
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ofSeconds(20));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertEquals(Portfolio.FOUND_BY_EXPLORE, r.reason());
    Verify.assertReplays(p, r);
  }

  @Test
  void safeAlwaysComesFromImpact() throws Exception {
    Program p = Verify.file(Path.of("cprograms", "peterson.c"));
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ofSeconds(5));
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertTrue(r.stats().nodes() > 0, "an ART was built");
  }

  @Test
  void errorsOutsideTheExplicitInputRangeAreLeftToImpact() {
    // explore only tries inputs in -2..2: the bug needs n == 1000, so IMPACT must find it
    Program p = Verify.c("""
        int x;
        void *t(void *a) { int n = __VERIFIER_nondet_int(); x = n; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); __VERIFIER_assert(x != 1000); return 0; }
        """);
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ofSeconds(5));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertNotEquals(Portfolio.FOUND_BY_EXPLORE, r.reason());
    Verify.assertReplays(p, r);
  }

  @Test
  void zeroBudgetIsImpactAlone() throws Exception {
    Program p = Verify.file(Path.of("cprograms", "lost_update_2.c"));
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ZERO);
    assertEquals(Verdict.UNSAFE, r.verdict());
    assertNotEquals(Portfolio.FOUND_BY_EXPLORE, r.reason());
    Verify.assertReplays(p, r);
  }
}
