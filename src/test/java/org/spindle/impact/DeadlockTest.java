package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.spindle.interp.Event;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/** Deadlock search in verify (D14): found, replayed, refuted, and the same as explore's. */
class DeadlockTest {
  static ImpactResult run(Program p, PorMode por, boolean deadlockIsError, int timeoutSeconds) {
    ImpactResult r = Impact.verify(p, ImpactOptions.DEFAULT.withPor(por)
        .withDeadlockIsError(deadlockIsError).withTimeout(Duration.ofSeconds(timeoutSeconds)));
    if (r.deadlock() != null) assertDeadlockReplays(p, r.deadlock());
    if (r.verdict() == Verdict.UNSAFE) {
      assertNotNull(r.counterexample());
      if (r.counterexample() == r.deadlock()) {
        assertTrue(deadlockIsError, "a deadlock is UNSAFE only under --deadlock");
      } else {
        Verify.assertReplays(p, r);
      }
    }
    return r;
  }

  /** The reported deadlock replays (again, independently) to a state where no thread can move. */
  static void assertDeadlockReplays(Program p, RunResult deadlock) {
    RunResult again = Replay.replay(p, deadlock.trace());
    assertEquals(Outcome.Kind.DEADLOCK, again.outcome().kind(), "deadlock must replay: " + again.outcome());
  }

  @ParameterizedTest
  @ValueSource(strings = {"deadlock.c", "double_lock.c"})
  void lockOrderDeadlocks(String name) throws Exception {
    Program p = Verify.file(Path.of("cprograms", name));
    ImpactResult plain = run(p, PorMode.SMT, false, 60);
    assertEquals(Verdict.SAFE, plain.verdict(), plain.reason());
    assertNotNull(plain.deadlock(), "the deadlock is reported even without --deadlock");
    ImpactResult strict = run(p, PorMode.SMT, true, 60);
    assertEquals(Verdict.UNSAFE, strict.verdict(), strict.reason());
    assertSame(strict.deadlock(), strict.counterexample());
  }

  @ParameterizedTest
  @ValueSource(strings = {"peterson.c", "readers_writers.c", "counters_locked.c",
      "message_passing.c", "prodcons_fig21.c"})
  void deadlockFreeProgramsStaySafe(String name) throws Exception {
    Program p = Verify.file(Path.of("cprograms", name));
    ImpactResult r = run(p, PorMode.SMT, true, 60);
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertNull(r.deadlock());
  }

  private static final String INPUT_LOCK = """
      pthread_mutex_t m;
      void *t(void *arg) { pthread_mutex_lock(&m); return 0; }
      int main(void) {
        pthread_t h; int x = __VERIFIER_nondet_int();
        %s
        pthread_create(&h, 0, t, 0);
        if (x == 42) { pthread_mutex_lock(&m); }
        pthread_join(h, 0);
        return 0;
      }
      """;

  @Test
  void deadlockDependsOnAnInput() {
    // Only x == 42 deadlocks (t never unlocks m): outside explore's input range.
    Program p = Verify.c(INPUT_LOCK.formatted(""));
    ImpactResult r = run(p, PorMode.SMT, true, 60);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    List<Long> inputs = r.deadlock().events().stream().map(Event::inputs).flatMap(List::stream).toList();
    assertEquals(List.of(42L), inputs);
    ExploreResult e = Explorer.explore(p, ExploreOptions.DEFAULT.withDeadlockIsError(true));
    assertEquals(Verdict.SAFE, e.verdict(), "explore only tries inputs -2..2");
  }

  @Test
  void inputExcludingTheDeadlockIsRefuted() {
    // (Not with an assume: a failed assume blocks its thread forever, which is a deadlock.)
    Program p = Verify.c(INPUT_LOCK.formatted("if (x >= 10) x = 0;"));
    ImpactResult r = run(p, PorMode.SMT, true, 60);
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertTrue(r.stats().refinements() > 0, "the candidate is refuted by refinement");
  }

  @Test
  void deadlockInsideAnAtomicWait() {
    // The atomic section waits for flag == 1, which nobody sets when x != 0.
    Program p = Verify.c("""
        int flag, x;
        void *t(void *arg) { __VERIFIER_atomic_begin(); __VERIFIER_assume(flag == 1); flag = 2;
          __VERIFIER_atomic_end(); return 0; }
        int main(void) { pthread_t h; x = __VERIFIER_nondet_int();
          pthread_create(&h, 0, t, 0); if (x == 0) flag = 1; pthread_join(h, 0); return 0; }
        """);
    ImpactResult r = run(p, PorMode.SMT, true, 60);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertSame(r.deadlock(), r.counterexample());
  }

  @ParameterizedTest
  @ValueSource(strings = {"smt", "none"})
  void deadlockOnlyInAnInterleavingPorPrunes(String mode) {
    // The deadlock needs t3 to take b and t1 to take a before either takes its second lock; the
    // independent steps of t2 (on y) and t3/t1 are interleaved in one order only by POR, and the
    // order "t3 first" (the natural one for the deadlock) is never explored with POR on: the
    // deadlock state must still be found through the equivalent order.
    Program p = Verify.c("""
        int y, z; pthread_mutex_t a, b;
        void *t1(void *arg) { y = 1; pthread_mutex_lock(&a); pthread_mutex_lock(&b);
          pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return 0; }
        void *t2(void *arg) { z = 1; z = 2; return 0; }
        void *t3(void *arg) { pthread_mutex_lock(&b); y = 2; pthread_mutex_lock(&a);
          pthread_mutex_unlock(&a); pthread_mutex_unlock(&b); return 0; }
        int main(void) { pthread_t h[3]; pthread_create(&h[0], 0, t1, 0);
          pthread_create(&h[1], 0, t2, 0); pthread_create(&h[2], 0, t3, 0);
          pthread_join(h[0], 0); pthread_join(h[1], 0); pthread_join(h[2], 0); return 0; }
        """);
    PorMode por = mode.equals("smt") ? PorMode.SMT : PorMode.NONE;
    ImpactResult r = run(p, por, true, 60);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertSame(r.deadlock(), r.counterexample());
    if (por == PorMode.SMT) assertTrue(r.stats().porStatic() + r.stats().porSmt() > 0, "POR pruned");
  }

  static Stream<Path> finitePrograms() throws Exception {
    return DifferentialTest.finitePrograms();
  }

  /** Seeds whose programs both engines decide within a few seconds (half with a deadlock). */
  static IntStream seeds() {
    return IntStream.of(1, 2, 4, 5, 7, 10, 13, 14, 15, 20, 25, 26, 27, 28);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("finitePrograms")
  void agreesWithExploreOnCprograms(Path file) throws Exception {
    compare(Verify.file(file), file.toString(), PorMode.SMT, false);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void agreesWithExploreOnRandomPrograms(int seed) {
    String src = new DeadlockPrograms(seed).next();
    Program p = Verify.c(src);
    compare(p, src, PorMode.SMT, true);
    compare(p, src, PorMode.NONE, false);
  }

  /** {@code verify --deadlock} and {@code explore --deadlock} agree whenever both decide. */
  private static void compare(Program p, String what, PorMode por, boolean alsoPlain) {
    ExploreResult e = Explorer.explore(p, ExploreOptions.DEFAULT.withDeadlockIsError(true)
        .withMaxStates(300_000).withTimeout(Duration.ofSeconds(8)));
    ImpactResult v = run(p, por, true, 8);
    if (v.verdict() == Verdict.UNKNOWN || e.verdict() == Verdict.UNKNOWN) return;
    if (e.verdict() == Verdict.SAFE && e.inputsRestricted() && v.verdict() == Verdict.UNSAFE) {
      assertTrue(outsideRange(v.counterexample()), "verify UNSAFE within explore's input range: " + what);
      return;
    }
    assertEquals(e.verdict(), v.verdict(), what + "\nexplore: " + e.reason() + "\nverify: " + v.reason());
    if (!alsoPlain) return;
    // Without --deadlock a deadlock is reported iff explore finds one (when the errors agree).
    ImpactResult plain = run(p, por, false, 8);
    ExploreResult ep = Explorer.explore(p, ExploreOptions.DEFAULT.withMaxStates(300_000)
        .withTimeout(Duration.ofSeconds(8)));
    if (plain.verdict() == Verdict.SAFE && ep.verdict() == Verdict.SAFE) {
      if (ep.deadlock() != null) assertNotNull(plain.deadlock(), "deadlock not reported: " + what);
      if (ep.deadlock() == null && plain.deadlock() != null) {
        assertTrue(ep.inputsRestricted() && outsideRange(plain.deadlock()), "deadlock explore does not see: " + what);
      }
    }
  }

  private static boolean outsideRange(RunResult run) {
    return run.events().stream().map(Event::inputs).flatMap(List::stream).anyMatch(x -> x < -2 || x > 2);
  }
}
