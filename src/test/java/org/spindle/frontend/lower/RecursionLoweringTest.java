package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.CFrontend;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramValidator;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * Recursion (D63): calls inlined while the function has fewer than --recursion-bound unfinished
 * activations, then a bound edge; verdicts against the exhaustive search and against values
 * computed by hand.
 */
class RecursionLoweringTest {
  private static Program lower(String src, int bound) {
    Program p = Lowering.lower(CFrontend.parseString(LowerSupport.PRELUDE + src, "test.c", DataModel.ILP32),
        DataModel.ILP32, new LowerOptions(LowerOptions.DEFAULT_THREAD_BOUND, LowerOptions.DEFAULT_ALLOC_BOUND,
            LowerOptions.DEFAULT_ALLOC_POOL, bound));
    assertEquals(List.of(), ProgramValidator.validate(p), LowerSupport.dump(p));
    return p;
  }

  private static ExploreResult explore(String src, int bound, long lo, long hi) {
    return Explorer.explore(lower(src, bound), ExploreOptions.DEFAULT.withMaxStates(300_000)
        .withInputs(lo, hi).withTimeout(Duration.ofSeconds(30)));
  }

  /** Constant arguments: the recursion unfolds in lowering and its values are exact. */
  private static final String CONSTANT = """
      int fact(int n) { if (n <= 1) return 1; return n * fact(n - 1); }
      int fib(int n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }
      int even(int n);
      int odd(int n) { return n == 0 ? 0 : even(n - 1); }
      int even(int n) { return n == 0 ? 1 : odd(n - 1); }
      int h(int d) {
        int s = 0;
        for (int i = 0; i < 2; i++) { if (d > 0) s += h(d - 1); s += i; }
        return s;
      }
      int main() {
        if (fact(6) != 720) reach_error();
        if (fib(11) != WANT) reach_error();
        if (!even(12) || odd(12) || !odd(7)) reach_error();
        if (h(2) != 7) reach_error();
        return 0;
      }
      """;

  @Test
  void constantRecursionIsExact() {
    assertEquals(Verdict.SAFE, explore(CONSTANT.replace("WANT", "89"), 32, 0, 0).verdict());
    // the wrong value is found (fib(11) = 89), and the counterexample replays
    Program p = lower(CONSTANT.replace("WANT", "88"), 32);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
    assertEquals(Verdict.UNSAFE, r.verdict());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind());
    // the unrolled loop's counter of each activation is its own (h's i after the recursive call)
    assertEquals(Verdict.SAFE, explore(CONSTANT.replace("WANT", "89").replace("h(2) != 7", "h(3) != 15"), 32, 0, 0)
        .verdict());
  }

  @Test
  void constantRecursionBeyondTheBoundIsUnknown() {
    // fact(6) needs six activations of fact: with bound 5 its innermost call is a bound edge
    ExploreResult r = explore(CONSTANT.replace("WANT", "89"), 5, 0, 0);
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.toString());
    assertTrue(r.reason().contains("recursion bound 5"), r.reason());
    assertEquals(Verdict.SAFE, explore(CONSTANT.replace("WANT", "89"), 12, 0, 0).verdict());
  }

  /** The depth follows an input: a call with k unfinished activations is inlined iff k < bound. */
  private static final String DEPTH = """
      int down(int n) { if (n == 0) return 0; return down(n - 1); }
      void *t(void *a) {
        int k = __VERIFIER_nondet_int();
        __VERIFIER_assume(k >= 0 && k <= LIMIT);
        if (down(k) != 0) reach_error();
        return 0;
      }
      int main() { pthread_t a; pthread_create(&a, 0, t, 0); pthread_join(a, 0); return 0; }
      """;

  @Test
  void inputDepthIsProvedUpToTheBoundAndUnknownBeyond() {
    Program within = lower(DEPTH.replace("LIMIT", "7"), 8);
    ImpactResult r = Impact.verify(within, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
    assertEquals(Verdict.SAFE, r.verdict(), r.toString());
    // inputs 0..7 are all the assumption lets through, but the search cannot know: restricted
    ExploreResult inRange = explore(DEPTH.replace("LIMIT", "7"), 8, 0, 7);
    assertEquals(UnknownReason.INCOMPLETE_SEARCH, inRange.unknownReason(), inRange.toString());
    ExploreResult beyond = explore(DEPTH.replace("LIMIT", "8"), 8, 0, 8);
    assertEquals(Verdict.UNKNOWN, beyond.verdict(), beyond.toString());
    assertEquals(UnknownReason.THREAD_BOUND, beyond.unknownReason(), beyond.toString());
    assertTrue(beyond.reason().contains("--recursion-bound"), beyond.reason());
    ImpactResult s = Impact.verify(lower(DEPTH.replace("LIMIT", "8"), 8),
        ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
    assertTrue(s.verdict() == Verdict.UNKNOWN, s.toString());
  }

  @Test
  void anErrorBeforeTheBoundIsFoundAndReplays() {
    String src = """
        int x;
        pthread_mutex_t m;
        int walk(int n) {
          if (n == 0) return 0;
          pthread_mutex_lock(&m); x = x + 1; pthread_mutex_unlock(&m);
          if (n == 3 && x == 5) reach_error();
          return 1 + walk(n - 1);
        }
        void *t(void *a) { walk(4); return 0; }
        int main() {
          pthread_t a, b;
          pthread_create(&a, 0, t, 0); pthread_create(&b, 0, t, 0);
          pthread_join(a, 0); pthread_join(b, 0);
          if (x != 8) reach_error();
          return 0;
        }
        """;
    Program p = lower(src, 32);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
    assertEquals(Verdict.UNSAFE, r.verdict());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind());
    ImpactResult s = Impact.verify(p, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
    assertEquals(Verdict.UNSAFE, s.verdict());
    assertNotNull(s.counterexample());
    // without the error in the middle: every run ends with x == 8
    assertEquals(Verdict.SAFE, explore(src.replace("n == 3 && x == 5", "x > 8"), 32, 0, 0).verdict());
  }

  @Test
  void binaryRecursionOnAnInputStopsAtTheCopyLimit() {
    String src = """
        int fib(int n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }
        int main() { int k = __VERIFIER_nondet_int(); if (fib(k) < 0) reach_error(); return 0; }
        """;
    Program p = lower(src, 32);
    long bounds = p.thread(0).edges().stream().filter(e -> e.stmt().toString().startsWith("bound: recursion bound 32")).count();
    assertTrue(bounds > 0);
    assertTrue(p.thread(0).edges().size() < 40 * RecursionBound.MAX_RECURSIVE_COPIES, "edges " + p.thread(0).edges().size());
  }

  @Test
  void boundOutsideItsRangeIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> new LowerOptions(3, 16, 3, 0));
    assertThrows(IllegalArgumentException.class, () -> new LowerOptions(3, 16, 3, LowerOptions.MAX_RECURSION_BOUND + 1));
  }

  /**
   * A recursion past the bound inside an atomic section (found by review): the section used to
   * block on the stop after the bound edge, which looked like a disabled step: SAFE, TRUE, or a
   * deadlock. The run now ends at the bound edge (the interpreter's stopsInsideAtomic): UNKNOWN
   * naming the bound for the explicit search and every DPOR engine, and the error with a larger
   * bound.
   */
  @Test
  void aBoundInsideAnAtomicSectionEndsTheRun() {
    String src = """
        int depth(int n) { if (n == 0) return 0; return 1 + depth(n - 1); }
        void __VERIFIER_atomic_rec(int n) { if (n > 0) __VERIFIER_atomic_rec(n - 1); }
        int main() {
          __VERIFIER_atomic_begin();
          int d = depth(40);
          __VERIFIER_atomic_end();
          __VERIFIER_atomic_rec(40);
          if (d == 40) reach_error();
          return 0;
        }
        """;
    Program p = lower(src, 32);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT.withDeadlockIsError(true).withTimeout(Duration.ofSeconds(30)));
    assertEquals(UnknownReason.THREAD_BOUND, r.unknownReason(), r.reason());
    assertTrue(r.reason().contains("recursion bound 32"), r.reason());
    for (org.spindle.dpor.Algorithm a : List.of(org.spindle.dpor.Algorithm.ODPOR, org.spindle.dpor.Algorithm.SDPOR,
        org.spindle.dpor.Algorithm.AWAIT)) {
      org.spindle.dpor.DporResult d = org.spindle.dpor.Dpor.explore(p, org.spindle.dpor.DporOptions.DEFAULT.withAlgorithm(a)
          .withTimeout(Duration.ofSeconds(30)), org.spindle.dpor.DporProgress.NONE);
      assertEquals(Verdict.UNKNOWN, d.verdict(), a + ": " + d.reason());
    }
    ImpactResult s = Impact.verify(p, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
    assertEquals(Verdict.UNKNOWN, s.verdict(), s.toString());
    Program deeper = lower(src, 41);
    ExploreResult u = Explorer.explore(deeper, ExploreOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
    assertEquals(Verdict.UNSAFE, u.verdict(), u.reason());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(deeper, u.counterexample()).outcome().kind());
  }
}
