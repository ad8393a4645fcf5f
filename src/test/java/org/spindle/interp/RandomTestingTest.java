package org.spindle.interp;

import org.spindle.explore.RandomTesting;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.task.ProgramLoader;

/**
 * Random testing (D28): uniform and PCT runs find a bug far beyond the exhaustive search, every
 * find replays to the error, a safe program yields nothing, and PCT's spin-loop demotion lets a
 * waiting thread's partner run.
 */
class RandomTestingTest {
  private static final long FAR = Long.MAX_VALUE / 4;

  @Test
  void findsTheJournalBugThatTheExhaustiveSearchDoesNot() throws Exception {
    Program p = ProgramLoader.load(ProgramLoader.resolve(Path.of("cprograms", "journal_flag.c"), null));
    ExploreResult e = Explorer.explore(p, ExploreOptions.DEFAULT.withMaxStates(100_000));
    assertEquals(org.spindle.report.Verdict.UNKNOWN, e.verdict(), e.reason());
    RandomTesting.Found f = RandomTesting.search(p, 1, System.nanoTime() + FAR, 200, false);
    assertNotNull(f, "no run of 200 reached the error");
    assertEquals(Outcome.Kind.ERROR, f.run().outcome().kind());
    RunResult again = Replay.replay(p, f.run().trace());
    assertEquals(Outcome.Kind.ERROR, again.outcome().kind(), "the run's trace must replay to the error");
    assertEquals(f.run().events(), again.events());
  }

  /**
   * The first runs of a round do not depend on the load (verify's first round, D28): with its
   * soft deadline already past, a search still makes its minimum number of runs and finds the
   * bug the unhurried search finds, at the same run; without a minimum it stops at once.
   */
  @Test
  void minimumRunsAreMadePastTheSoftDeadline() throws Exception {
    Program p = ProgramLoader.load(ProgramLoader.resolve(Path.of("cprograms", "journal_flag.c"), null));
    RandomTesting.Found free = RandomTesting.search(p, 1, System.nanoTime() + FAR, 200, false);
    assertNotNull(free);
    long past = System.nanoTime() - 1;
    RandomTesting.Found hurried = RandomTesting.search(p, 1, past, System.nanoTime() + FAR, free.runs(),
        Integer.MAX_VALUE, false);
    assertNotNull(hurried, "the minimum runs were not made");
    assertEquals(free.runs(), hurried.runs());
    assertEquals(free.run().events(), hurried.run().events());
    assertNull(RandomTesting.search(p, 1, past, System.nanoTime() + FAR, 0, Integer.MAX_VALUE, false));
    assertNull(RandomTesting.search(p, 1, past, past, free.runs(), Integer.MAX_VALUE, false),
        "the hard deadline ends the minimum runs too");
  }

  @Test
  void aSafeProgramYieldsNothing() throws Exception {
    for (String name : new String[] {"lost_update_locked.c", "prodcons_fig49.c", "peterson.c"}) {
      Program p = ProgramLoader.load(ProgramLoader.resolve(Path.of("cprograms", name), null));
      assertNull(RandomTesting.search(p, 7, System.nanoTime() + FAR, 60, false), name);
    }
  }

  @Test
  void pctFindsAnOrderingBugOfDepthTwo() {
    // the error needs the checker to run exactly between the writer's two stores (depth 2) after
    // the writer's 50 loop iterations
    Program p = c("""
        int x, done;
        void *writer(void *a) { int i; for (i = 0; i < 50; i++) {} x = 1; x = 2; done = 1; return 0; }
        void *checker(void *a) { if (x == 1) reach_error(); return 0; }
        int main(void) { pthread_t w, c; pthread_create(&w, 0, writer, 0); pthread_create(&c, 0, checker, 0);
          pthread_join(w, 0); pthread_join(c, 0); return 0; }
        """);
    int found = 0;
    int length = Runner.run(p, Scheduler.roundRobin(), InputSource.random(0, -2, 2), 10_000).trace().size();
    // PCT's bound: probability >= 1/(2 * length) per run, so about 9 of 2000 runs
    for (long seed = 0; seed < 2000; seed++) {
      RunResult r = Runner.run(p, Scheduler.pct(seed, p.threads().size(), 2, length),
          InputSource.random(seed, -2, 2), 10_000);
      if (r.outcome().kind() == Outcome.Kind.ERROR) found++;
    }
    assertTrue(found > 0, "PCT depth 2 never ordered the checker between the stores in 2000 runs");
  }

  @Test
  void pctDemotesASpinningThread() {
    // with fixed priorities the spinner would wait forever for a lower-priority setter
    Program p = c("""
        int flag;
        void *spinner(void *a) { while (flag == 0) {} return 0; }
        void *setter(void *a) { flag = 1; return 0; }
        int main(void) { pthread_t s, t; pthread_create(&s, 0, spinner, 0); pthread_create(&t, 0, setter, 0);
          pthread_join(s, 0); pthread_join(t, 0); return 0; }
        """);
    for (long seed = 0; seed < 20; seed++) {
      RunResult r = Runner.run(p, Scheduler.pct(seed, p.threads().size(), 1, 100),
          InputSource.random(seed, -2, 2), 5_000);
      assertEquals(Outcome.Kind.FINISHED, r.outcome().kind(), "seed " + seed + ": " + r.outcome());
    }
  }

  /** SV-COMP pthread-lit/fkp2013-1 with 20 incrementers: main returns without joining. */
  private static final String LATE_CHECKER = """
      int x;
      void *checker(void *a) { if (x >= 20) reach_error(); return 0; }
      void *incrementer(void *a) { int t = x; x = t + 1; return 0; }
      int main(void) { pthread_t c, t; pthread_create(&c, 0, checker, 0);
        for (int i = 0; i < 20; i++) pthread_create(&t, 0, incrementer, 0); return 0; }
      """;

  @Test
  void newestFirstRunsEveryThreadBeforeMainEndsTheProgram() {
    // depth 1: no change point; each new thread runs at once, and main's return waits for all
    Program p = c(LATE_CHECKER);
    RunResult r = Runner.run(p, Scheduler.newestFirst(0, 1, 100, p.threads().size()),
        InputSource.random(0, -2, 2), 10_000);
    assertEquals(Outcome.Kind.FINISHED, r.outcome().kind(), r.outcome().toString());
    java.util.Set<Integer> ran = new java.util.HashSet<>();
    for (Trace.Step s : r.trace().steps()) ran.add(s.thread());
    assertEquals(p.threads().size(), ran.size(), "every thread took a step before the program ended");
  }

  @Test
  void newestFirstFindsTheCheckerThatMustWaitForTwentyUninterruptedIncrementers() {
    // one late start (the checker) or one change point where it would first run is enough
    Program p = c(LATE_CHECKER);
    int found = 0;
    for (long seed = 0; seed < 500; seed++) {
      RunResult r = Runner.run(p, Scheduler.newestFirst(seed, 2, 60, p.threads().size()),
          InputSource.random(seed, -2, 2), 10_000);
      if (r.outcome().kind() == Outcome.Kind.ERROR) {
        found++;
        assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.trace()).outcome().kind());
      }
    }
    assertTrue(found > 0, "newest-first PCT of depth 2 never ran the checker last in 500 runs");
  }

  private static Program c(String body) {
    String header = """
        extern void reach_error(void);
        typedef unsigned long pthread_t;
        extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
        extern int pthread_join(pthread_t thread, void **retval);
        """;
    return Lowering.lower(CFrontend.parseString(header + body, "test.c", DataModel.LP64), DataModel.LP64);
  }
}
