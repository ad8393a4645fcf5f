package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.HavocObjectExploreTest;
import org.spindle.interp.PoolExploreTest;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/**
 * verify on programs with whole-object havocs (large or address-taken uninitialised locals): the
 * object gets a fresh array; counterexamples replay with the model's values of the cells read.
 * Verdicts agree with explore.
 */
class HavocObjectVerifyTest {
  private static void agree(String body, Verdict expected) {
    Program p = PoolExploreTest.lower(body, 3);
    ImpactResult r = Verify.run(p, PorMode.SMT, 30); // replays UNSAFE independently
    assertEquals(expected, r.verdict(), r.reason());
    ExploreResult e = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(expected, e.verdict(), e.reason());
  }

  /** The shape of goblint's 28-race_reach tasks: 10000 handles, created and joined in loops. */
  static final String HANDLE_ARRAY = """
      int global = 0;
      void *t_fun(void *arg) { __VERIFIER_atomic_begin(); global++; global--; __VERIFIER_atomic_end(); return 0; }
      int main() { pthread_t t_ids[10000];
        for (int i = 0; i < 10000; i++) pthread_create(&t_ids[i], 0, t_fun, 0);
        if (global != 0) reach_error();
        for (int i = 0; i < 10000; i++) pthread_join(t_ids[i], 0);
        return 0; }
      """;

  @Test
  void largeHandleArrayWithThreadPoolIsUnknownNeverSafe() {
    Program p = PoolExploreTest.lower(HANDLE_ARRAY, 3);
    ImpactResult r = Verify.run(p, PorMode.SMT, 30);
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
    org.junit.jupiter.api.Assertions.assertTrue(r.reason().contains("thread bound"), r.reason());
    // the threads beyond the bound are dormant and main goes on (D44): 10000 handle writes, each
    // a copy of the handle array in the explicit state, are more than this search can store
    ExploreResult e = Explorer.explore(p, ExploreOptions.DEFAULT.withMaxStates(20_000));
    assertEquals(Verdict.UNKNOWN, e.verdict(), e.reason());
    org.junit.jupiter.api.Assertions.assertTrue(e.reason().contains("state limit"), e.reason());
  }

  @Test
  void unsafeOnlyForSomeUninitialisedValue() {
    agree(HavocObjectExploreTest.UNSAFE_IF_TWO, Verdict.UNSAFE);
  }

  @Test
  void stableUninitialisedCellsAreSafe() {
    agree(HavocObjectExploreTest.SAFE_STABLE, Verdict.SAFE);
  }

  @Test
  void uninitialisedLocalReadByAnotherThread() {
    agree(HavocObjectExploreTest.READ_BY_OTHER_THREAD, Verdict.UNSAFE);
  }

  @Test
  void sharedHavockedArrayRaceAndNoRace() {
    agree(HavocObjectExploreTest.shared(true), Verdict.UNSAFE);
    agree(HavocObjectExploreTest.shared(false), Verdict.SAFE);
  }
}
