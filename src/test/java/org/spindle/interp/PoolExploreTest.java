package org.spindle.interp;

import org.spindle.explore.ExploreResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.report.Verdict;

/**
 * Explore on programs with thread pools: exact within the bound; beyond it, threads are dormant
 * (D44): errors behind them are real, and otherwise the verdict is UNKNOWN, never SAFE.
 */
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
    // the trace to the first thread beyond the bound replays to a state with a dormant thread
    assertNotNull(r.undefinedTrace());
    State after = Replay.stateAfter(new Interpreter(p), r.undefinedTrace());
    assertNotNull(after, "the trace replays");
    assertNotNull(after.dormantCreation());
    RunResult b = Replay.replay(p, r.undefinedTrace());
    assertTrue(TracePrinter.render(p, b).contains("[dormant] pthread_create(&t, 0, w, 0)"),
        TracePrinter.render(p, b));
  }

  /** main counts the threads it creates; the count exceeds 2 only with threads beyond K = 1. */
  static final String COUNTS_CREATIONS = """
      int x = 0;
      void *w(void *a) { __VERIFIER_atomic_begin(); x++; __VERIFIER_atomic_end(); return 0; }
      int main() { pthread_t t; int n = 0;
        while (__VERIFIER_nondet_bool()) { pthread_create(&t, 0, w, 0); n++; if (n > 2) reach_error(); }
        return 0; }
      """;

  @Test
  void errorBehindThreadsBeyondTheBoundIsRealAndReplays() {
    Program p = lower(COUNTS_CREATIONS, 1);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    RunResult replay = Replay.replay(p, r.counterexample());
    assertEquals(Outcome.Kind.ERROR, replay.outcome().kind(), TracePrinter.render(p, replay));
    // the run created one thread in the pool and two dormant ones
    Trace beforeError = new Trace(r.counterexample().steps().subList(0, r.counterexample().size() - 1));
    assertNotNull(Replay.stateAfter(new Interpreter(p), beforeError).dormantCreation());
    long dormant = replay.events().stream().filter(e -> e.edges().stream()
        .anyMatch(x -> x.stmt() instanceof Stmt.Error err && err.boundReached())).count();
    assertEquals(2, dormant, TracePrinter.render(p, replay));
    // with a bound of 3 the same run has no dormant thread
    assertEquals(Verdict.UNSAFE, Explorer.explore(lower(COUNTS_CREATIONS, 3), ExploreOptions.DEFAULT).verdict());
  }

  /** main joins every thread it created: with more than K, the join of a dormant one never returns. */
  static final String JOINS_ALL = """
      int x = 0;
      void *w(void *a) { __VERIFIER_atomic_begin(); x++; __VERIFIER_atomic_end(); return 0; }
      int main() { pthread_t t[3] = {0}; int n = 0;
        while (n < 3 && __VERIFIER_nondet_bool()) { pthread_create(&t[n], 0, w, 0); n++; }
        for (int i = 0; i < n; i++) pthread_join(t[i], 0);
        if (x != n) reach_error(); return 0; }
      """;

  @Test
  void joinOfADormantThreadBlocksButIsNoDeadlock() {
    Program p = lower(JOINS_ALL, 1);
    for (boolean deadlockIsError : new boolean[] {false, true}) {
      ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT.withDeadlockIsError(deadlockIsError));
      assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
      assertTrue(r.reason().startsWith("thread bound 1 reached at test.c:"), r.reason());
      assertNull(r.deadlock(), "a thread could still run: the dormant one");
    }
    // with enough instances every run is explored: SAFE (only bool inputs: nothing restricted)
    assertEquals(Verdict.SAFE, Explorer.explore(lower(JOINS_ALL, 3), ExploreOptions.DEFAULT).verdict());
  }

  @Test
  void runEndsWithDormantThreadsAreBoundNotFinishedOrDeadlock() {
    Program p = lower(JOINS_ALL, 1);
    Interpreter in = new Interpreter(p);
    // main alone: create T1, create a dormant one, join T1 after it ran, then block on the dormant one
    State s = in.initial();
    for (int guard = 0; guard < 200; guard++) {
      List<Successor> next = in.successors(s, new InputRange(1, 1));
      Outcome end = RunEnd.classify(s, next);
      if (end != null) {
        assertEquals(Outcome.Kind.BOUND_REACHED, end.kind(), end.toString());
        assertNotNull(s.dormantCreation());
        assertEquals(s.dormantCreation(), end.edge());
        return;
      }
      s = next.get(next.size() - 1).next(); // the last enabled thread first: T1 runs before main blocks
      assertNotNull(s);
    }
    throw new AssertionError("the run did not end");
  }

  @Test
  void theDormantHandleWithoutADormantThreadIsNoThread() {
    // a join of that value in a run that created no dormant thread is undefined, not blocked
    Program p = lower("""
        int main() { pthread_t t = 2147483647; pthread_join(t, 0); return 0; }
        """, 3);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT.withDeadlockIsError(true));
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
    assertTrue(r.reason().contains("join of invalid thread id 2147483647"), r.reason());
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
