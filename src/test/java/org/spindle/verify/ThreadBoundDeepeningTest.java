package org.spindle.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.frontend.lower.Lowering;
import org.spindle.impact.ImpactOptions;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.Trace;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Property;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;
import org.spindle.svcomp.SvcompCheck;
import org.spindle.svcomp.SvcompTask;
import org.spindle.task.ProgramLoader;
import org.spindle.task.PropertyFile;

/**
 * Thread-bound deepening (D52): verify's explicit side lowers a program whose thread pool's bound
 * is in the way again with larger bounds. Its verdicts are checked against the exhaustive search
 * at the bound where they were found (an independent run of the oracle every golden suite uses):
 * a SAFE only where no run creates a thread beyond the bound, an UNSAFE only with a counterexample
 * that replays on the program at that bound; a program whose pool is unbounded stays UNKNOWN.
 */
class ThreadBoundDeepeningTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(60);

  /** The program of {@code file} at the default bound, and the deepening that lowers it again. */
  private record Loaded(Program program, Deepening deepening, AtomicInteger relowered) {}

  private static Loaded load(Path file, int maxBound) throws IOException {
    ProgramLoader.Input in = ProgramLoader.resolve(file, null);
    TranslationUnit unit = ProgramLoader.parse(in);
    AtomicInteger relowered = new AtomicInteger();
    Program p = Lowering.lower(unit, in.dataModel(), LowerOptions.DEFAULT);
    Deepening d = new Deepening(LowerOptions.DEFAULT_THREAD_BOUND, maxBound, k -> {
      relowered.incrementAndGet();
      return Lowering.lower(unit, in.dataModel(), LowerOptions.DEFAULT.withThreadBound(k));
    });
    return new Loaded(p, d, relowered);
  }

  private static VerifyResult verify(Loaded l, Duration timeout) {
    return Portfolio.run(l.program(), VerifyOptions.DEFAULT.withImpact(ImpactOptions.DEFAULT.withTimeout(timeout))
        .withDeepening(l.deepening()));
  }

  /** The exhaustive search, the oracle, at the bound the deepened verdict names. */
  private static ExploreResult exploreAt(VerifyResult r) {
    return Explorer.explore(r.program(), ExploreOptions.DEFAULT.withMaxStates(2_000_000));
  }

  private static int boundOf(CheckResult r) {
    assertTrue(r.statistics().values().containsKey("threadBound"), r.detail());
    return (int) r.statistics().count("threadBound");
  }

  /** Two workers add an input n (0..99) under a lock; main checks the sum ({@code bad}: n == 37). */
  private static String inputSum(boolean bad) {
    return """
        extern int __VERIFIER_nondet_int(void);
        extern void __VERIFIER_assume(int cond);
        extern void reach_error(void);
        typedef unsigned long pthread_t;
        typedef union { char __size[24]; long __align; } pthread_mutex_t;
        extern int pthread_create(pthread_t *t, const void *a, void *(*f)(void *), void *arg);
        extern int pthread_join(pthread_t t, void **r);
        extern int pthread_mutex_lock(pthread_mutex_t *m);
        extern int pthread_mutex_unlock(pthread_mutex_t *m);
        int x; int n; pthread_mutex_t m;
        void *w(void *a) { pthread_mutex_lock(&m); x = x + n; pthread_mutex_unlock(&m); return 0; }
        int main(void) {
          pthread_t t1, t2;
          n = __VERIFIER_nondet_int();
          __VERIFIER_assume(n >= 0 && n < 100);
          pthread_create(&t1, 0, w, 0);
          pthread_create(&t2, 0, w, 0);
          pthread_join(t1, 0);
          pthread_join(t2, 0);
          if (CHECK) reach_error();
          return 0;
        }
        """.replace("CHECK", bad ? "x == 2 * n && n == 37" : "x != 2 * n");
  }

  /**
   * A program without thread pools gets a long Optimal-DPOR round after the budget (D55): its
   * symbolic inputs prove what the explicit search, restricted to -2..2, cannot; the bug that
   * needs n == 37 is found (by it or the random runs before it) with a trace that replays.
   */
  @Test
  void poolFreeProgramsGetALongDporRoundAfterTheBudget(@TempDir Path dir) throws IOException {
    for (boolean bad : new boolean[] {false, true}) {
      Path f = dir.resolve("sum" + bad + ".c");
      Files.writeString(f, inputSum(bad));
      Loaded l = load(f, 128);
      ExploreResult restricted = Explorer.explore(l.program(), ExploreOptions.DEFAULT);
      assertTrue(restricted.inputsRestricted());
      assertEquals(Verdict.SAFE, restricted.verdict(), "n == 37 is outside -2..2");
      // 8 s: random runs for 0.75 s, then DPOR
      VerifyResult r = ThreadBoundDeepening.run(l.program(), ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(8)),
          l.deepening(), Duration.ofSeconds(1), System.nanoTime(), () -> false, k -> { });
      assertEquals(bad ? Verdict.UNSAFE : Verdict.SAFE, r.result().verdict(), r.result().detail());
      // random inputs range widely, so the random runs before the DPOR round may find the bug
      assertTrue(r.result().decidedBy() == Engine.DPOR
          || bad && r.result().decidedBy() == Engine.RANDOM_TESTING, r.result().decidedBy().toString());
      assertEquals(0, l.relowered().get(), "no pool: no larger bound");
      if (bad) replays(l.program(), r.result().counterexample());
    }
  }

  /**
   * After the budget, a program without thread pools gets the stateful search again, with the
   * full state limit and most of a share of the time left, before the DPOR round (D55): a state
   * space the budget's slice could not hold (ring_2w1r-1 under load) is proved there. prod-cons
   * 4p4c 5b has no inputs and no pools; the stateful search proves it, and the DPOR round after
   * it would have taken the verdict otherwise.
   */
  @Test
  void poolFreeProgramsGetTheStatefulSearchAgainAfterTheBudget() throws IOException {
    Loaded l = load(Path.of("cprograms", "thesis", "prodcons_4p4c_5b.c"), 128);
    ExploreResult oracle = Explorer.explore(l.program(), ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, oracle.verdict(), oracle.reason());
    VerifyResult r = ThreadBoundDeepening.run(l.program(), ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(20)),
        l.deepening(), Duration.ofSeconds(1), System.nanoTime(), () -> false, k -> { });
    assertEquals(Verdict.SAFE, r.result().verdict(), r.result().detail());
    assertEquals(Engine.EXPLICIT_SEARCH, r.result().decidedBy(), r.result().detail());
    assertFalse(r.result().inputsRestricted());
    assertEquals(0, l.relowered().get(), "no pool: no larger bound");
  }

  @Test
  void sixWorkersOfAPoolAreProvedSafeOnceTheBoundCoversThem() throws Exception {
    Loaded l = load(Path.of("cprograms", "ticket_pool.c"), Deepening.DEFAULT_MAX_BOUND);
    ExploreResult atThree = Explorer.explore(l.program(), ExploreOptions.DEFAULT);
    assertEquals(UnknownReason.THREAD_BOUND, atThree.unknownReason(), atThree.reason());

    VerifyResult r = verify(l, TIMEOUT);
    CheckResult c = r.result();
    assertEquals(Verdict.SAFE, c.verdict(), c.detail());
    assertTrue(c.decidedBy() == Engine.EXPLICIT_SEARCH || c.decidedBy() == Engine.DPOR, c.decidedBy().name());
    int k = boundOf(c);
    assertTrue(k >= 6, "a SAFE below 6 workers' worth of instances would be no proof: " + k);
    assertTrue(c.detail().contains("at --thread-bound " + k + " (deepened from 3), which no run exceeds"), c.detail());
    assertFalse(c.inputsRestricted());
    assertTrue(r.program().threads().size() > l.program().threads().size(), "the result is about the deeper program");
    ExploreResult oracle = exploreAt(r);
    assertEquals(Verdict.SAFE, oracle.verdict(), "explore --thread-bound " + k + ": " + oracle.reason());
  }

  @Test
  void aBugThatNeedsSixWorkersToRunIsFoundAndReplaysAtTheDeeperBound() throws Exception {
    Loaded l = load(Path.of("cprograms", "ticket_pool_unsafe.c"), Deepening.DEFAULT_MAX_BOUND);
    ExploreResult atThree = Explorer.explore(l.program(), ExploreOptions.DEFAULT);
    assertEquals(UnknownReason.THREAD_BOUND, atThree.unknownReason(), "no run at bound 3 reaches it: " + atThree.reason());

    VerifyResult r = verify(l, TIMEOUT);
    CheckResult c = r.result();
    assertEquals(Verdict.UNSAFE, c.verdict(), c.detail());
    int k = boundOf(c);
    assertTrue(c.detail().contains("at --thread-bound " + k + ", deepened from 3"), c.detail());
    RunResult run = replays(r.program(), c.counterexample());
    assertEquals(6, workers(r.program(), run, "worker"), "the sixth worker finds no ticket");
    assertEquals(Verdict.UNSAFE, exploreAt(r).verdict());
  }

  @Test
  void eightIncrementersInARowBeforeTheCheckerAreFoundAtBoundTwelve() throws Exception {
    // the pool of incrementers must run all eight, each without interruption, before the checker:
    // a bound of 12 and a search order that runs new threads first (newest-first PCT, D52)
    Loaded l = load(Path.of("cprograms", "late_checker_pool_unsafe.c"), Deepening.DEFAULT_MAX_BOUND);
    VerifyResult r = verify(l, TIMEOUT);
    CheckResult c = r.result();
    assertEquals(Verdict.UNSAFE, c.verdict(), c.detail());
    assertTrue(boundOf(c) >= 8, c.detail());
    RunResult run = replays(r.program(), c.counterexample());
    assertEquals(8, workers(r.program(), run, "incrementer"));
  }

  @Test
  void anUnboundedPoolIsNeverSafeAtAnyBound(@TempDir Path dir) throws Exception {
    // safe in reality, but every bound is exceeded by some run: no SAFE may come out of deepening
    // (and the thread-modular engine, D51, cannot prove it: its safety rests on the joins, which
    // do not block there)
    Path f = dir.resolve("unbounded_pool.c");
    Files.writeString(f, """
        extern void reach_error(void);
        extern _Bool __VERIFIER_nondet_bool(void);
        typedef unsigned long pthread_t;
        extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
        extern int pthread_join(pthread_t thread, void **retval);
        int x;
        void *worker(void *arg) { x = x + 1; x = x - 1; return 0; }
        int main(void) {
          pthread_t t = 0;
          while (__VERIFIER_nondet_bool()) {
            pthread_create(&t, 0, worker, 0);
            pthread_join(t, 0);
            if (x != 0) reach_error();
          }
          return 0;
        }
        """);
    Loaded l = load(f, 12);
    CheckResult c = verify(l, Duration.ofSeconds(12)).result();
    assertEquals(Verdict.UNKNOWN, c.verdict(), c.detail());
    assertEquals(UnknownReason.THREAD_BOUND, c.unknownReason(), c.detail());
    assertTrue(c.detail().contains("thread bounds up to 12 found no verdict"), c.detail());
    assertEquals(3, l.relowered().get(), "bounds 1, 6 and 12");
  }

  @Test
  void withoutDeeperBoundsNothingIsLoweredAgainAndTheBoundStaysTheReason() throws Exception {
    Loaded l = load(Path.of("cprograms", "ticket_pool.c"), LowerOptions.DEFAULT_THREAD_BOUND);
    // the thread-modular engine takes 80% of the limit first; IMPACT needs about 3 s of the rest
    // to reach the bound edge (with 20 s the margin was under a second, a TIMEOUT reason instead)
    CheckResult c = verify(l, Duration.ofSeconds(30)).result();
    assertEquals(Verdict.UNKNOWN, c.verdict(), c.detail());
    assertEquals(UnknownReason.THREAD_BOUND, c.unknownReason(), c.detail());
    assertEquals(0, l.relowered().get());
  }

  @Test
  void svcompAnswersWithTheProgramAtTheDeeperBound() throws Exception {
    SvcompTask task = new SvcompTask(Path.of("cprograms", "ticket_pool.c"), Optional.empty(),
        PropertyFile.parse(Path.of("unreach.prp"), "CHECK( init(main()), LTL(G ! call(reach_error())) )\n"),
        DataModel.LP64);
    SvcompCheck.Outcome o = SvcompCheck.check(task, LowerOptions.DEFAULT, SvcompCheck.options(TIMEOUT),
        Deepening.DEFAULT_MAX_BOUND);
    assertEquals(Verdict.SAFE, o.result().verdict(), o.result().detail());
    assertEquals(boundOf(o.result()) + 1, o.program().threads().size(), "main and one thread per instance");
  }

  @Test
  void aRaceBetweenTheSixthWorkerAndAnotherIsFoundAtTheDeeperBound(@TempDir Path dir) throws Exception {
    // the worker that takes the last of six tickets writes `last` after unlocking; every other
    // worker reads it after unlocking: the write and a read race, but only once six workers run
    Path f = dir.resolve("last_ticket_race.c");
    Files.writeString(f, """
        typedef unsigned long pthread_t;
        typedef union { char __size[24]; long __align; } pthread_mutex_t;
        extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
        extern int pthread_join(pthread_t thread, void **retval);
        extern int pthread_mutex_lock(pthread_mutex_t *m);
        extern int pthread_mutex_unlock(pthread_mutex_t *m);
        int tickets = 6;
        int last;
        pthread_mutex_t m;
        void *worker(void *arg) {
          pthread_mutex_lock(&m);
          int mine = tickets;
          tickets = mine - 1;
          pthread_mutex_unlock(&m);
          if (mine == 1) last = 1; else { int seen = last; }
          return 0;
        }
        int main(void) {
          pthread_t t[6] = {0};
          int i = 0;
          while (i < 6) { pthread_create(&t[i], 0, worker, 0); i = i + 1; }
          for (int j = 0; j < 6; j++) pthread_join(t[j], 0);
          return 0;
        }
        """);
    SvcompTask task = new SvcompTask(f, Optional.empty(),
        PropertyFile.parse(Path.of("race.prp"), "CHECK( init(main()), LTL(G ! data-race) )\n"), DataModel.LP64);
    SvcompCheck.Outcome o = SvcompCheck.check(task, LowerOptions.DEFAULT, SvcompCheck.options(TIMEOUT),
        Deepening.DEFAULT_MAX_BOUND);
    CheckResult c = o.result();
    assertEquals(Verdict.UNSAFE, c.verdict(), c.detail());
    assertEquals(Property.NO_DATA_RACE, c.property());
    assertEquals(ExecutionTrace.End.Kind.DATA_RACE, c.counterexample().end().kind());
    assertTrue(boundOf(c) >= 6, c.detail());
    // the race is reported on the program at the deeper bound, not the instrumented one
    assertEquals(o.program().threads().size(), boundOf(c) + 1);
    RunResult run = Replay.replay(o.program(), Trace.parse(c.counterexample().replayable()));
    assertNotEquals(Outcome.Kind.INVALID_TRACE, run.outcome().kind(), run.outcome().reason());
  }

  private static RunResult replays(Program p, ExecutionTrace cex) {
    RunResult run = Replay.replay(p, Trace.parse(cex.replayable()));
    assertEquals(Outcome.Kind.ERROR, run.outcome().kind(), run.outcome().reason());
    return run;
  }

  /** Distinct threads running {@code routine} that took a step in the run. */
  private static int workers(Program p, RunResult run, String routine) {
    Set<Integer> ts = run.trace().steps().stream().map(Trace.Step::thread)
        .filter(t -> p.thread(t).name().endsWith(":" + routine)).collect(Collectors.toSet());
    return ts.size();
  }
}
