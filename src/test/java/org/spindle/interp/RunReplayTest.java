package org.spindle.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;

class RunReplayTest {
  @Test
  void replayOfRandomRunsReproducesEvents() {
    Program[] programs = {TestPrograms.lostUpdate(false), TestPrograms.lostUpdate(true),
        TestPrograms.lockOrderDeadlock(), ExplorerTest.manyLocalSteps(false)};
    Set<Outcome.Kind> seen = new HashSet<>();
    for (Program p : programs) {
      for (long seed = 0; seed < 30; seed++) {
        RunResult run = Runner.run(p, Scheduler.random(seed), InputSource.random(seed, -2, 2), 1000);
        RunResult again = Replay.replay(p, run.trace());
        assertEquals(run.events(), again.events(), "seed " + seed);
        assertEquals(run.outcome(), again.outcome(), "seed " + seed);
        assertEquals(run.trace().size(), run.events().size());
        seen.add(run.outcome().kind());
      }
    }
    // the random runs hit errors, clean ends and deadlocks
    assertTrue(seen.containsAll(List.of(Outcome.Kind.ERROR, Outcome.Kind.FINISHED, Outcome.Kind.DEADLOCK)), seen.toString());
  }

  @Test
  void traceTextRoundTrips() {
    Program p = ExplorerTest.manyLocalSteps(false);
    RunResult run = Runner.run(p, Scheduler.random(3), InputSource.random(3, -1, 1), 1000);
    Trace parsed = Trace.parse(run.trace().toString());
    assertEquals(run.trace(), parsed);
    assertEquals(run.outcome(), Replay.replay(p, parsed).outcome());
    assertEquals(Trace.EMPTY, Trace.parse("  "));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Trace.parse("T0:x"));
  }

  @Test
  void sameSeedSameRun() {
    Program p = ExplorerTest.manyLocalSteps(false);
    RunResult a = Runner.run(p, Scheduler.random(7), InputSource.random(9, 0, 1), 1000);
    RunResult b = Runner.run(p, Scheduler.random(7), InputSource.random(9, 0, 1), 1000);
    assertEquals(a.trace(), b.trace());
  }

  @Test
  void explicitScheduleAndInputs() {
    Program p = TestPrograms.lostUpdate(false);
    // main creates both, worker 1 and 2 read x = 0, both write 1: the lost update
    RunResult r = Runner.run(p, Scheduler.explicit(List.of(0, 0, 1, 2, 1, 2)), InputSource.list(List.of()), 100);
    assertEquals(Outcome.Kind.ERROR, r.outcome().kind(), TracePrinter.render(p, r));
    RunResult ok = Runner.run(p, Scheduler.explicit(List.of(0, 0, 1, 1, 2, 2)), InputSource.list(List.of()), 100);
    assertEquals(Outcome.Kind.FINISHED, ok.outcome().kind(), TracePrinter.render(p, ok));
    RunResult stopped = Runner.run(p, Scheduler.explicit(List.of(1)), InputSource.list(List.of()), 100);
    assertEquals(Outcome.Kind.STOPPED, stopped.outcome().kind());
    RunResult limit = Runner.run(p, Scheduler.roundRobin(), InputSource.list(List.of()), 3);
    assertEquals(Outcome.Kind.STEP_LIMIT, limit.outcome().kind());
    assertEquals(3, limit.events().size());
    assertEquals(Outcome.Kind.STEP_LIMIT, Replay.replay(p, limit.trace()).outcome().kind());

    TestPrograms b = new TestPrograms();
    TestPrograms.T main = b.thread("main");
    MemoryObject x = main.local("x", TestPrograms.INT);
    main.then(TestPrograms.havoc(x)).assertThat(TestPrograms.ne(TestPrograms.ld(x), TestPrograms.c(77)));
    main.then(new Stmt.Nop());
    Program q = b.build();
    RunResult hit = Runner.run(q, Scheduler.roundRobin(), InputSource.list(List.of(77L)), 10);
    assertEquals(Outcome.Kind.ERROR, hit.outcome().kind());
    assertEquals(List.of(77L), hit.events().get(0).inputs());
    assertTrue(TracePrinter.render(q, hit).contains("input 77; wrote x=77"), TracePrinter.render(q, hit));
  }

  @Test
  void replayRejectsTracesThatDoNotFit() {
    Program p = TestPrograms.lostUpdate(true);
    RunResult ok = Runner.run(p, Scheduler.roundRobin(), InputSource.list(List.of()), 100);
    assertEquals(Outcome.Kind.FINISHED, ok.outcome().kind());
    List<Trace.Step> steps = ok.trace().steps();
    // a worker step before it is created
    Trace early = new Trace(ImmutableList.of(steps.stream().filter(s -> s.thread() == 1).findFirst().orElseThrow()));
    assertEquals(Outcome.Kind.INVALID_TRACE, Replay.replay(p, early).outcome().kind());
    // an edge of another thread
    Trace.Step s0 = steps.get(0);
    Trace wrong = new Trace(ImmutableList.of(new Trace.Step(1 - s0.thread() + 1, s0.edgeIds(), s0.inputs())));
    assertEquals(Outcome.Kind.INVALID_TRACE, Replay.replay(p, wrong).outcome().kind());
    // a lock taken twice: second lock not enabled
    Program dl = TestPrograms.lockOrderDeadlock();
    RunResult d = Runner.run(dl, Scheduler.explicit(List.of(0, 0, 1)), InputSource.list(List.of()), 3);
    Trace.Step lockA = d.trace().steps().get(1);
    Trace twice = new Trace(ImmutableList.<Trace.Step>builder().addAll(d.trace().steps()).add(lockA).build());
    Outcome o = Replay.replay(dl, twice).outcome();
    assertEquals(Outcome.Kind.INVALID_TRACE, o.kind());
    assertTrue(o.reason().startsWith("step 4"), o.reason());
  }
}
