package org.spindle.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spindle.dpor.Algorithm;
import org.spindle.dpor.Dpor;
import org.spindle.dpor.DporOptions;
import org.spindle.dpor.DporProgress;
import org.spindle.dpor.DporResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.impact.ImpactOptions;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.Trace;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;

/**
 * Threads created beyond the thread bound are dormant (D44), on every engine: the error of
 * threads_beyond_bound_unsafe.c, which needs five creations with a bound of 3, is UNSAFE with a
 * counterexample that replays, and a run to it has dormant threads; threads_beyond_bound_safe.c
 * is UNKNOWN (thread bound), never SAFE, and its join of a dormant thread is no deadlock, and
 * with a bound that covers its four threads it is SAFE.
 */
class ThreadsBeyondBoundTest {
  private static final Path UNSAFE = Path.of("cprograms", "threads_beyond_bound_unsafe.c");
  private static final Path SAFE = Path.of("cprograms", "threads_beyond_bound_safe.c");

  private static Program load(Path file, int bound) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(file, null), new LowerOptions(bound));
  }

  /** The counterexample replays to the error, and the run before the error has a dormant thread. */
  private static void replaysWithDormantThreads(Program p, Trace cex) {
    assertNotNull(cex);
    assertEquals(Outcome.Kind.ERROR, Replay.replay(p, cex).outcome().kind());
    Trace before = new Trace(cex.steps().subList(0, cex.size() - 1));
    assertNotNull(Replay.stateAfter(new Interpreter(p), before).dormantCreation());
  }

  private static DporResult dpor(Program p, Algorithm a, boolean deadlockIsError) {
    return Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(a).withTimeout(Duration.ofSeconds(60))
        .withDeadlockIsError(deadlockIsError), DporProgress.NONE);
  }

  @Test
  void exploreFindsTheErrorBehindDormantThreads() throws Exception {
    Program p = load(UNSAFE, 3);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    replaysWithDormantThreads(p, r.counterexample());
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Algorithm.class)
  void everyDporAlgorithmFindsTheErrorBehindDormantThreads(Algorithm a) throws Exception {
    Program p = load(UNSAFE, 3);
    DporResult r = dpor(p, a, false);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    replaysWithDormantThreads(p, r.counterexample());
  }

  @Test
  void verifyFindsTheErrorBehindDormantThreads() throws Exception {
    Program p = load(UNSAFE, 3);
    CheckResult r = Portfolio.check(p, VerifyOptions.DEFAULT.withImpact(ImpactOptions.DEFAULT
        .withTimeout(Duration.ofSeconds(60))));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.detail());
    assertEquals(ExecutionTrace.End.Kind.ERROR, r.counterexample().end().kind());
    replaysWithDormantThreads(p, Trace.parse(r.counterexample().replayable()));
  }

  @Test
  void safeVariantIsUnknownForExploreAndNoDeadlock() throws Exception {
    Program p = load(SAFE, 3);
    for (boolean deadlockIsError : new boolean[] {false, true}) {
      ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT.withDeadlockIsError(deadlockIsError));
      assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
      assertEquals(UnknownReason.THREAD_BOUND, r.unknownReason(), r.reason());
      assertNull(r.deadlock(), "main's join of a dormant thread is no deadlock");
    }
    ExploreResult enough = Explorer.explore(load(SAFE, 4), ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, enough.verdict(), enough.reason());
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Algorithm.class)
  void safeVariantIsUnknownForEveryDporAlgorithmAndNoDeadlock(Algorithm a) throws Exception {
    Program p = load(SAFE, 3);
    for (boolean deadlockIsError : new boolean[] {false, true}) {
      DporResult r = dpor(p, a, deadlockIsError);
      assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
      assertEquals(UnknownReason.THREAD_BOUND, r.unknownReason(), r.reason());
      assertNull(r.deadlock(), "main's join of a dormant thread is no deadlock");
      assertEquals(0, r.counts().deadlocked());
      assertTrue(r.counts().aborted() > 0, "runs with dormant threads count as aborted by the bound");
    }
    DporResult enough = dpor(load(SAFE, 4), a, true);
    // cs and cs-ob explore without error but prove nothing (D47)
    assertEquals(Verdict.SAFE, enough.explored(), enough.reason());
    if (a.provesSafety()) assertEquals(Verdict.SAFE, enough.verdict(), enough.reason());
  }

  /**
   * Dormant threads share one handle value: a run that compares handles stops at the read of one
   * (UNKNOWN, thread bound) instead of seeing two equal thread ids, at every bound below the four
   * creations, for explore, every DPOR algorithm and verify; at bound 4 it is SAFE.
   */
  @Test
  void comparingDormantHandlesIsNeverAnError() throws Exception {
    Path file = Path.of("cprograms", "dormant_handles_compared.c");
    for (int bound = 1; bound <= 3; bound++) {
      Program p = load(file, bound);
      ExploreResult e = Explorer.explore(p, ExploreOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
      assertEquals(Verdict.UNKNOWN, e.verdict(), "bound " + bound);
      assertEquals(UnknownReason.THREAD_BOUND, e.unknownReason(), "bound " + bound);
      for (Algorithm a : Algorithm.values()) {
        assertTrue(dpor(p, a, false).verdict() != Verdict.UNSAFE, a + " at bound " + bound);
      }
    }
    CheckResult v = Portfolio.check(load(file, 3), VerifyOptions.DEFAULT.withImpact(ImpactOptions.DEFAULT
        .withTimeout(Duration.ofSeconds(20))));
    assertTrue(v.verdict() != Verdict.UNSAFE, v.detail());
    assertEquals(Verdict.SAFE, Explorer.explore(load(file, 4), ExploreOptions.DEFAULT).verdict());
  }

  /**
   * Handles copied and compared: UNSAFE after five creations. The thread-modular engines, whose
   * dormant handles are one constant, refuse the program (the Horn engine had proved it SAFE);
   * the error is found at bound 6.
   */
  @Test
  void copiedHandlesAreNoProofForTheModularEngines() throws Exception {
    Path file = Path.of("cprograms", "dormant_handles_copied.c");
    Program p = load(file, 3);
    org.spindle.modular.ValueAnalysis.Result va = org.spindle.modular.ValueAnalysis.check(p, Duration.ofSeconds(20));
    assertTrue(!va.proved() && va.detail().contains("thread handle read other than by a join"), va.detail());
    org.spindle.modular.ThreadModularResult tm = org.spindle.modular.ThreadModular.check(p,
        org.spindle.modular.ThreadModularOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)), null);
    assertEquals(org.spindle.modular.ThreadModularResult.Outcome.REFUSED, tm.outcome(), tm.detail());
    Program six = load(file, 6);
    ExploreResult e = Explorer.explore(six, ExploreOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
    assertEquals(Verdict.UNSAFE, e.verdict(), e.reason());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(six, e.counterexample()).outcome().kind());
  }

  @Test
  void safeVariantIsNeverSafeForVerify() throws Exception {
    Program p = load(SAFE, 3);
    CheckResult r = Portfolio.check(p, VerifyOptions.DEFAULT.withImpact(ImpactOptions.DEFAULT
        .withTimeout(Duration.ofSeconds(30)).withDeadlockIsError(true)));
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.detail());
    assertNull(r.deadlock(), r.detail());
  }
}
