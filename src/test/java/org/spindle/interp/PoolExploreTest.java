package org.spindle.interp;

import org.spindle.explore.ExploreResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/** Explore on programs with thread pools: exact within the bound, UNKNOWN (never SAFE) beyond. */
public class PoolExploreTest {
  static final String HEADER = """
      extern void reach_error(void);
      extern void __VERIFIER_assume(int cond);
      extern int __VERIFIER_nondet_int(void);
      extern _Bool __VERIFIER_nondet_bool(void);
      extern void __VERIFIER_atomic_begin(void);
      extern void __VERIFIER_atomic_end(void);
      typedef unsigned long pthread_t;
      extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
      extern int pthread_join(pthread_t thread, void **retval);
      """;

  /** The error needs two threads of the pool (the second increment sees x == 2). */
  public static final String NEEDS_TWO = """
      int x = 0;
      void *w(void *a) { int v; __VERIFIER_atomic_begin(); x++; v = x; __VERIFIER_atomic_end();
        if (v == 2) reach_error(); return 0; }
      int main() { pthread_t t; while (1) pthread_create(&t, 0, w, 0); return 0; }
      """;

  /** Safe for any number of threads, but the creator never stops. */
  public static final String SAFE_UNBOUNDED = """
      int x = 0;
      void *w(void *a) { x = 1; if (x > 1) reach_error(); return 0; }
      int main() { pthread_t t; while (1) pthread_create(&t, 0, w, 0); return 0; }
      """;

  /** At most two threads (n <= 2), all joined: the bound edge of K = 3 is unreachable. */
  public static String atMostTwo(boolean bug) {
    return atMostTwo(bug, "int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n <= 2);");
  }

  /** As {@link #atMostTwo(boolean)}; {@code choose} declares n (0..2 by construction). */
  static String atMostTwo(boolean bug, String choose) {
    return """
        int x = 0;
        void *w(void *a) { __VERIFIER_atomic_begin(); x++; __VERIFIER_atomic_end(); return 0; }
        int main() { pthread_t t[5] = {0}; %s
          int i; for (i = 0; i < n; i++) pthread_create(&t[i], 0, w, 0);
          for (i = 0; i < n; i++) pthread_join(t[i], 0);
          if (x > %s) reach_error(); return 0; }
        """.formatted(choose, bug ? "1" : "2");
  }

  /** n in 0..2 from two bools: every input value is enumerated, nothing is restricted. */
  static final String BOOLS = "int n = __VERIFIER_nondet_bool() + __VERIFIER_nondet_bool();";

  public static Program lower(String body, int k) {
    return Lowering.lower(CFrontend.parseString(HEADER + body, "test.c", DataModel.LP64), DataModel.LP64,
        new LowerOptions(k));
  }

  @Test
  void bugNeedingTwoPoolThreadsIsFoundAndReplays() {
    Program p = lower(NEEDS_TWO, 3);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    RunResult replay = Replay.replay(p, r.counterexample());
    assertEquals(Outcome.Kind.ERROR, replay.outcome().kind(), TracePrinter.render(p, replay));
    long creates = replay.events().stream().filter(e -> e.edges().stream()
        .anyMatch(x -> x.stmt() instanceof org.spindle.program.Stmt.Create)).count();
    assertTrue(creates >= 2, TracePrinter.render(p, replay));
  }

  @Test
  void boundTooSmallForTheBugIsUnknownNotSafe() {
    ExploreResult r = Explorer.explore(lower(NEEDS_TWO, 1), ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
    assertTrue(r.reason().startsWith("thread bound 1 reached at test.c:"), r.reason());
  }

  @Test
  void safeProgramWithUnboundedCreatorIsUnknownMentioningTheBound() {
    Program p = lower(SAFE_UNBOUNDED, 3);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
    assertTrue(r.reason().contains("thread bound 3 reached at test.c:"), r.reason());
    assertTrue(r.reason().contains("rerun with a larger --thread-bound"), r.reason());
    // the trace to the exhausted pool replays to it
    assertNotNull(r.undefinedTrace());
    RunResult b = Replay.replay(p, r.undefinedTrace());
    assertEquals(Outcome.Kind.BOUND_REACHED, b.outcome().kind(), b.outcome().toString());
    assertTrue(TracePrinter.render(p, b).contains("thread bound reached (not an error)"));
  }

  @Test
  void loopThatCreatesAtMostTwoThreadsIsExactWithBoundThree() {
    ExploreResult safe = Explorer.explore(lower(atMostTwo(false, BOOLS), 3), ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, safe.verdict(), safe.reason());
    for (String choose : new String[] {BOOLS, null}) {
      Program buggy = lower(choose == null ? atMostTwo(true) : atMostTwo(true, choose), 3);
      ExploreResult unsafe = Explorer.explore(buggy, ExploreOptions.DEFAULT);
      assertEquals(Verdict.UNSAFE, unsafe.verdict(), unsafe.reason());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(buggy, unsafe.counterexample()).outcome().kind());
    }
    // with K = 1 the second thread is beyond the bound: the safe variant is no longer SAFE
    ExploreResult small = Explorer.explore(lower(atMostTwo(false, BOOLS), 1), ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNKNOWN, small.verdict(), small.reason());
    assertTrue(small.reason().contains("thread bound 1 reached"), small.reason());
  }

  @Test
  void restrictedInputsNeverGiveSafeWhenThereArePools() {
    // int n is enumerated over -2..2 only: other values could create more threads than the bound
    ExploreResult r = Explorer.explore(lower(atMostTwo(false), 3), ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
    assertTrue(r.reason().contains("thread pools"), r.reason());
    // like SV-COMP's nondet-array: n in 5..10 is never enumerated, so -2..2 would be vacuously safe
    ExploreResult vacuous = Explorer.explore(lower(atMostTwo(false,
        "int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n >= 5 && n <= 10);"), 3), ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNKNOWN, vacuous.verdict(), vacuous.reason());
  }
}
