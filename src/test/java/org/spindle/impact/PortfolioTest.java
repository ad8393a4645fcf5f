package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/**
 * verify's portfolio: the explicit search answers UNSAFE only with a replayed trace, and SAFE only
 * when it explored every execution (no restricted input); every other SAFE comes from IMPACT.
 */
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

  /**
   * journal_flag.c is beyond the exhaustive search (state limit) and IMPACT (30 s), but random runs
   * hit its bug within the explicit side's first random round (D28), before IMPACT starts.
   */
  @Test
  void randomTestingFindsABugBeyondTheExhaustiveSearch() throws Exception {
    Program p = Verify.file(Path.of("cprograms", "journal_flag.c"));
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ofSeconds(20));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertTrue(r.reason().startsWith(Portfolio.FOUND_BY_RANDOM_TESTING), r.reason());
    Verify.assertReplays(p, r);
  }

  @Test
  void aCompleteExplicitSearchWithoutInputsProvesSafe() throws Exception {
    // lastzero has no input and a finite state space; IMPACT alone does not finish it in 60 s
    Program p = Verify.file(Path.of("cprograms", "lastzero.c"));
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ofSeconds(20));
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertEquals(Portfolio.PROVED_BY_EXPLORE, r.reason());
    assertTrue(r.stats().explicitStates() > 0);
  }

  @Test
  void aSearchOverRestrictedInputsNeverProvesSafe() {
    // inputs are tried in -2..2 only: SAFE must come from IMPACT, whose proof covers all inputs
    Program p = Verify.c("""
        int x;
        void *t(void *a) { int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n > 5); x = n; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); __VERIFIER_assert(x != 3); return 0; }
        """);
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ofSeconds(5));
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertNotEquals(Portfolio.PROVED_BY_EXPLORE, r.reason());
    assertTrue(r.stats().nodes() > 0, "an ART was built");
  }

  @Test
  void theRestrictedSearchMissesABugThatImpactFinds() {
    // -2..2 is vacuously safe here (the bug needs n > 5): a restricted SAFE must not stand
    Program p = Verify.c("""
        int x;
        void *t(void *a) { int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n > 5); x = n; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); __VERIFIER_assert(x != 7); return 0; }
        """);
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ofSeconds(5));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    Verify.assertReplays(p, r);
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
  void uninitialisedLocalsAreInputsToo() {
    // explore reads uninitialised cells in -2..2 only: its SAFE is restricted and proves nothing
    Program p = Verify.c("""
        int g;
        void *t(void *a) { int arr[3]; g = arr[1]; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); __VERIFIER_assert(g != 7); return 0; }
        """);
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ofSeconds(5));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    Verify.assertReplays(p, r);
  }

  /**
   * The unbounded producer/consumer has an infinite state space: the explicit search cannot end
   * within its budget, IMPACT proves it quickly, and its verdict does not wait for the search.
   */
  @Test
  void impactDecidesBesideARunningExplicitSearch() throws Exception {
    Program p = Verify.file(Path.of("cprograms", "prodcons_unbounded.c"));
    long t0 = System.nanoTime();
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ofSeconds(120));
    double seconds = (System.nanoTime() - t0) / 1e9;
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertEquals("ART complete", r.reason());
    assertTrue(seconds < 60, "returned after " + seconds + " s, not after the explicit budget");
  }

  /** The explicit search finds the bakery bug first and stops IMPACT, which had 10 minutes. */
  @Test
  void explicitVerdictStopsImpact() throws Exception {
    Program p = Verify.file(Path.of("cprograms", "bakery_broken.c"));
    long t0 = System.nanoTime();
    ImpactResult r = Portfolio.verify(p, OPT.withTimeout(Duration.ofSeconds(600)), Duration.ofSeconds(20));
    double seconds = (System.nanoTime() - t0) / 1e9;
    assertEquals(Portfolio.FOUND_BY_EXPLORE, r.reason());
    assertTrue(seconds < 300, "returned after " + seconds + " s, not after IMPACT's time limit");
  }

  @Test
  void zeroBudgetIsImpactAlone() throws Exception {
    Program p = Verify.file(Path.of("cprograms", "lost_update_2.c"));
    ImpactResult r = Portfolio.verify(p, OPT, Duration.ZERO);
    assertEquals(Verdict.UNSAFE, r.verdict());
    assertNotEquals(Portfolio.FOUND_BY_EXPLORE, r.reason());
    Verify.assertReplays(p, r);
  }

  /**
   * A stop from outside (imc does it when its iterations end, D26) ends both engines soon, as
   * UNKNOWN: 4 producers and 4 consumers with a buffer of 5 keep each of them busy for minutes.
   */
  @Test
  void anOuterStopEndsBothEngines() throws Exception {
    Program p = Verify.file(Path.of("cprograms", "thesis", "prodcons_4p4c_5b.c"));
    StopHandle stop = new StopHandle();
    java.util.concurrent.atomic.AtomicReference<ImpactResult> out = new java.util.concurrent.atomic.AtomicReference<>();
    Thread t = new Thread(() -> out.set(Portfolio.verify(p, OPT.withStop(stop), Duration.ofSeconds(50))));
    t.start();
    Thread.sleep(2500); // past the explicit search's head start: both engines run
    long t0 = System.nanoTime();
    stop.stop("stopped from outside");
    t.join(20_000);
    assertFalse(t.isAlive(), "the portfolio must end after the stop");
    double after = (System.nanoTime() - t0) / 1e9;
    assertTrue(after < 6, "ended " + after + " s after the stop");
    assertEquals(Verdict.UNKNOWN, out.get().verdict(), out.get().reason());
  }
}
