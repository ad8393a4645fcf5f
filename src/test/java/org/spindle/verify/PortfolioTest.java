package org.spindle.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.Trace;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.StopHandle;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * verify's portfolio: the explicit search answers UNSAFE only with a replayed trace, and SAFE only
 * when it explored every execution (no restricted input); every other SAFE comes from IMPACT.
 */
class PortfolioTest {
  private static final ImpactOptions OPT = ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(60));

  private static CheckResult check(Program p, ImpactOptions opt, Duration explicitBudget) {
    return Portfolio.check(p, VerifyOptions.DEFAULT.withImpact(opt).withExplicitBudget(explicitBudget));
  }

  private static Program file(Path f) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(f, null));
  }

  private static Program c(String body) {
    String header = """
        extern void reach_error(void);
        extern void __VERIFIER_assume(int cond);
        extern int __VERIFIER_nondet_int(void);
        typedef unsigned long pthread_t;
        extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
        extern int pthread_join(pthread_t thread, void **retval);
        void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
        """;
    return Lowering.lower(CFrontend.parseString(header + body, "test.c", DataModel.LP64), DataModel.LP64);
  }

  /** The reported counterexample replays (again, independently) to an Error edge. */
  static void assertReplays(Program p, CheckResult r) {
    ExecutionTrace cex = r.counterexample();
    assertTrue(cex != null, "a counterexample");
    RunResult again = Replay.replay(p, Trace.parse(cex.replayable()));
    assertEquals(Outcome.Kind.ERROR, again.outcome().kind(), "counterexample must replay: " + again.outcome());
    assertEquals(ExecutionTrace.End.Kind.ERROR, cex.end().kind());
  }

  @Test
  void explicitSearchFindsTheBakeryBugThatImpactAloneMissesQuickly() throws Exception {
    Program p = file(Path.of("cprograms", "bakery_broken.c"));
    CheckResult r = check(p, OPT, Duration.ofSeconds(20));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.detail());
    assertEquals(Engine.EXPLICIT_SEARCH, r.decidedBy());
    assertEquals("error reachable (found by the explicit search)", r.detail());
    assertReplays(p, r);
  }

  /**
   * journal_flag.c is beyond the exhaustive search (state limit) and IMPACT (30 s), but random runs
   * hit its bug within the explicit side's first random round (D28), before IMPACT starts.
   */
  @Test
  void randomTestingFindsABugBeyondTheExhaustiveSearch() throws Exception {
    Program p = file(Path.of("cprograms", "journal_flag.c"));
    CheckResult r = check(p, OPT, Duration.ofSeconds(20));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.detail());
    assertEquals(Engine.RANDOM_TESTING, r.decidedBy(), r.detail());
    assertTrue(r.detail().startsWith("error reachable (found by random testing, run "), r.detail());
    assertReplays(p, r);
  }

  @Test
  void aCompleteExplicitSearchWithoutInputsProvesSafe() throws Exception {
    // lastzero has no input and a finite state space; IMPACT alone does not finish it in 60 s
    Program p = file(Path.of("cprograms", "lastzero.c"));
    CheckResult r = check(p, OPT, Duration.ofSeconds(20));
    assertEquals(Verdict.SAFE, r.verdict(), r.detail());
    assertEquals(Engine.EXPLICIT_SEARCH, r.decidedBy());
    assertEquals(Portfolio.PROVED_BY_EXPLORE, r.detail());
    assertTrue(r.statistics().count("explicitStates") > 0);
  }

  @Test
  void aSearchOverRestrictedInputsNeverProvesSafe() {
    // inputs are tried in -2..2 only: SAFE must come from IMPACT, whose proof covers all inputs
    Program p = c("""
        int x;
        void *t(void *a) { int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n > 5); x = n; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); __VERIFIER_assert(x != 3); return 0; }
        """);
    CheckResult r = check(p, OPT, Duration.ofSeconds(5));
    assertEquals(Verdict.SAFE, r.verdict(), r.detail());
    // IMPACT, or Optimal-DPOR with symbolic inputs (run after a restricted search since D53):
    // both prove it for all inputs; the restricted explicit search never does
    assertTrue(r.decidedBy() == Engine.IMPACT || r.decidedBy() == Engine.DPOR, r.decidedBy().toString());
    if (r.decidedBy() == Engine.IMPACT) assertTrue(r.statistics().count("artNodes") > 0, "an ART was built");
  }

  @Test
  void theRestrictedSearchMissesABugThatImpactFinds() {
    // -2..2 is vacuously safe here (the bug needs n > 5): a restricted SAFE must not stand
    Program p = c("""
        int x;
        void *t(void *a) { int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n > 5); x = n; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); __VERIFIER_assert(x != 7); return 0; }
        """);
    CheckResult r = check(p, OPT, Duration.ofSeconds(5));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.detail());
    assertReplays(p, r);
  }

  @Test
  void errorsOutsideTheExplicitInputRangeAreLeftToImpact() {
    // explore only tries inputs in -2..2: the bug needs n == 1000, so IMPACT must find it
    Program p = c("""
        int x;
        void *t(void *a) { int n = __VERIFIER_nondet_int(); x = n; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); __VERIFIER_assert(x != 1000); return 0; }
        """);
    CheckResult r = check(p, OPT, Duration.ofSeconds(5));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.detail());
    // IMPACT, or Optimal-DPOR with symbolic inputs (D53): both find n == 1000
    assertTrue(r.decidedBy() == Engine.IMPACT || r.decidedBy() == Engine.DPOR, r.decidedBy().toString());
    assertReplays(p, r);
  }

  @Test
  void uninitialisedLocalsAreInputsToo() {
    // explore reads uninitialised cells in -2..2 only: its SAFE is restricted and proves nothing
    Program p = c("""
        int g;
        void *t(void *a) { int arr[3]; g = arr[1]; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); __VERIFIER_assert(g != 7); return 0; }
        """);
    CheckResult r = check(p, OPT, Duration.ofSeconds(5));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.detail());
    assertReplays(p, r);
  }

  /**
   * The unbounded producer/consumer has an infinite state space: the explicit search cannot end
   * within its budget, IMPACT proves it quickly, and its verdict does not wait for the search.
   */
  @Test
  void impactDecidesBesideARunningExplicitSearch() throws Exception {
    Program p = file(Path.of("cprograms", "prodcons_unbounded.c"));
    long t0 = System.nanoTime();
    CheckResult r = check(p, OPT, Duration.ofSeconds(120));
    double seconds = (System.nanoTime() - t0) / 1e9;
    assertEquals(Verdict.SAFE, r.verdict(), r.detail());
    assertEquals("ART complete", r.detail());
    assertTrue(seconds < 60, "returned after " + seconds + " s, not after the explicit budget");
  }

  /** The explicit search finds the bakery bug first and stops IMPACT, which had 10 minutes. */
  @Test
  void explicitVerdictStopsImpact() throws Exception {
    Program p = file(Path.of("cprograms", "bakery_broken.c"));
    long t0 = System.nanoTime();
    CheckResult r = check(p, OPT.withTimeout(Duration.ofSeconds(600)), Duration.ofSeconds(20));
    double seconds = (System.nanoTime() - t0) / 1e9;
    assertEquals(Engine.EXPLICIT_SEARCH, r.decidedBy());
    assertTrue(seconds < 300, "returned after " + seconds + " s, not after IMPACT's time limit");
  }

  @Test
  void zeroBudgetIsImpactAlone() throws Exception {
    Program p = file(Path.of("cprograms", "lost_update_2.c"));
    CheckResult r = check(p, OPT, Duration.ZERO);
    assertEquals(Verdict.UNSAFE, r.verdict());
    assertEquals(Engine.IMPACT, r.decidedBy());
    assertReplays(p, r);
  }

  /**
   * A stop from outside (imc does it when its iterations end, D26) ends both engines soon, as
   * UNKNOWN: Ring(18) (thesis App. A) keeps each of them busy for minutes. (Until D54 the
   * explicit search could not finish prodcons_4p4c_5b either; it now proves it in a second.)
   */
  @Test
  void anOuterStopEndsBothEngines() throws Exception {
    Program p = ProgramLoader.load(ProgramLoader.resolve(
        Path.of("cprograms", "dpor", "ring.c"), null,
        java.util.List.of(new org.spindle.frontend.MacroDefinition("N", "18"))));
    StopHandle stop = new StopHandle();
    java.util.concurrent.atomic.AtomicReference<CheckResult> out = new java.util.concurrent.atomic.AtomicReference<>();
    Thread t = new Thread(() -> out.set(check(p, OPT.withStop(stop), Duration.ofSeconds(50))));
    t.start();
    Thread.sleep(2500); // past the explicit search's head start: both engines run
    long t0 = System.nanoTime();
    stop.stop("stopped from outside");
    t.join(20_000);
    assertFalse(t.isAlive(), "the portfolio must end after the stop");
    double after = (System.nanoTime() - t0) / 1e9;
    assertTrue(after < 6, "ended " + after + " s after the stop");
    assertEquals(Verdict.UNKNOWN, out.get().verdict(), out.get().detail());
    assertEquals(UnknownReason.STOPPED, out.get().unknownReason(), out.get().detail());
  }
}
