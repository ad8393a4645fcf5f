package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.report.Verdict;

/** Constant loops unrolled in lowering (D16) keep the program's semantics. */
class UnrollingTest {
  @Test
  void caseLabelInsideTheLoopBodyPreventsUnrolling() {
    // Entering the loop through `case 1` must see i == 5, not a copy's constant counter.
    Program p = Verify.c("""
        int main(void) {
          int i = 5;
          switch (__VERIFIER_nondet_int()) {
          case 0:
            for (i = 0; i < 2; i++) {
          case 1:
              if (i == 5) reach_error();
            }
          }
          return 0;
        }
        """);
    assertEquals(Verdict.UNSAFE, Explorer.explore(p, ExploreOptions.DEFAULT.withTimeout(Duration.ofSeconds(30))).verdict());
    assertEquals(Verdict.UNSAFE, Verify.run(p, PorMode.SMT, 60).verdict());
  }

  @Test
  void joinLoopsAndSmallLoopsAreUnrolled() {
    Program p = Verify.c("""
        int a[3];
        void *t(void *arg) { a[(int)(long)arg] = 1; return 0; }
        int main(void) {
          pthread_t h[3]; int i, s = 0;
          for (i = 0; i < 3; i++) pthread_create(&h[i], 0, t, (void *)(long)i);
          for (i = 0; i < 3; i++) pthread_join(h[i], 0);
          for (i = 0; i < 3; i++) s = s + a[i];
          __VERIFIER_assert(s == 3 && i == 3);
          return 0;
        }
        """);
    long joins = p.thread(0).edges().stream().filter(e -> e.stmt() instanceof Stmt.Join).count();
    assertEquals(3, joins, "one join per iteration");
    assertTrue(org.spindle.program.analysis.ProgramFacts.of(p).backEdges(0).isEmpty(), "no loop left in main");
    assertEquals(Verdict.SAFE, Verify.run(p, PorMode.SMT, 60).verdict());
    assertEquals(Verdict.SAFE, Explorer.explore(p, ExploreOptions.DEFAULT).verdict());
  }
}
