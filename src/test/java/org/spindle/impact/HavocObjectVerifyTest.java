package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.spindle.explicit.ExploreOptions;
import org.spindle.explicit.ExploreResult;
import org.spindle.explicit.Explorer;
import org.spindle.explicit.HavocObjectExploreTest;
import org.spindle.explicit.PoolExploreTest;
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
