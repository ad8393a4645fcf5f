package org.spindle.interp;

import org.spindle.explore.ExploreResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.interp.TestPrograms.INT;
import static org.spindle.interp.TestPrograms.PTR;
import static org.spindle.interp.TestPrograms.assign;
import static org.spindle.interp.TestPrograms.c;
import static org.spindle.interp.TestPrograms.create;
import static org.spindle.interp.TestPrograms.eq;
import static org.spindle.interp.TestPrograms.join;
import static org.spindle.interp.TestPrograms.ld;
import static org.spindle.interp.TestPrograms.lock;
import static org.spindle.interp.TestPrograms.unlock;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.report.Verdict;

class SemanticsTest {
  private static final HavocDomain NO_INPUTS = new InputRange(0, 0);

  /** Takes thread {@code t}'s only transition. */
  private static State step(Interpreter in, State s, int t) {
    List<Successor> ss = in.successors(s, t, NO_INPUTS);
    assertEquals(1, ss.size(), "T" + t + " should have exactly one transition in " + s);
    assertEquals(null, ss.get(0).end());
    return ss.get(0).next();
  }

  private static boolean enabled(Interpreter in, State s, int t) {
    return !in.successors(s, t, NO_INPUTS).isEmpty();
  }

  @Test
  void lockBlocksWhileHeldAndStoresOwner() {
    TestPrograms b = new TestPrograms();
    MemoryObject m = b.mutex("m");
    MemoryObject h = null;
    TestPrograms.T main = b.thread("main");
    h = main.local("h", INT);
    TestPrograms.T w = b.thread("w");
    w.then(lock(m)).then(unlock(m)).then(new Stmt.Nop());
    main.then(create(1, h)).then(lock(m)).then(unlock(m)).then(join(h));
    Interpreter in = new Interpreter(b.build());
    State s = step(in, in.initial(), 0); // create
    s = step(in, s, 0); // main locks
    assertEquals(1, s.cell(m.id(), 0), "owner id + 1");
    assertTrue(!enabled(in, s, 1), "worker blocks on the held lock");
    s = step(in, s, 0); // unlock
    assertEquals(0, s.cell(m.id(), 0));
    assertTrue(!enabled(in, s, 0), "main's join blocks until the worker exited");
    s = step(in, s, 1);
    assertEquals(2, s.cell(m.id(), 0), "worker is thread 1");
    s = step(in, s, 1);
    s = step(in, s, 1);
    assertEquals(ThreadStatus.EXITED, s.status(1), "final location reached: exited");
    s = step(in, s, 0);
    assertEquals(ThreadStatus.EXITED, s.status(0));
  }

  @Test
  void createStartsChildWritesHandleAndParameter() {
    TestPrograms b = new TestPrograms();
    TestPrograms.T main = b.thread("main");
    MemoryObject h = main.local("h", INT);
    TestPrograms.T w = b.thread("w");
    MemoryObject param = w.local("arg", INT);
    w.then(new Stmt.Nop());
    main.then(new Stmt.Create(1, TestPrograms.cell(h), c(42), param)).then(new Stmt.Nop());
    Interpreter in = new Interpreter(b.build());
    State s0 = in.initial();
    assertEquals(ThreadStatus.NOT_STARTED, s0.status(1));
    assertTrue(!enabled(in, s0, 1), "not started threads do not run");
    State s = step(in, s0, 0);
    assertEquals(ThreadStatus.RUNNING, s.status(1));
    assertEquals(1, s.cell(h.id(), 0));
    assertEquals(42, s.cell(param.id(), 0));
    assertEquals(0, s.location(1));
  }

  @Test
  void creatingTheSameInstanceTwiceIsUndefined() {
    TestPrograms b = new TestPrograms();
    TestPrograms.T main = b.thread("main");
    b.thread("w").then(new Stmt.Nop()).then(new Stmt.Nop());
    main.then(create(1, null)).then(create(1, null)).then(new Stmt.Nop());
    RunResult r = Runner.run(b.build(), Scheduler.explicit(List.of(0, 0)), InputSource.list(List.of()), 10);
    assertEquals(Outcome.Kind.UNDEFINED, r.outcome().kind());
    assertTrue(r.outcome().reason().contains("created twice"), r.outcome().reason());
  }

  @Test
  void joinOfInvalidThreadIsUndefined() {
    TestPrograms b = new TestPrograms();
    b.thread("main").then(new Stmt.Join(c(5))).then(new Stmt.Nop());
    RunResult r = Runner.run(b.build(), Scheduler.roundRobin(), InputSource.list(List.of()), 10);
    assertEquals(Outcome.Kind.UNDEFINED, r.outcome().kind());
  }

  /** Worker: atomic { x = 1; x = 2 }; main asserts x != 1 at any time. */
  @Test
  void atomicSectionIsAllOrNothing() {
    for (boolean atomic : new boolean[] {true, false}) {
      TestPrograms b = new TestPrograms();
      MemoryObject x = b.global("x", INT);
      TestPrograms.T main = b.thread("main");
      TestPrograms.T w = b.thread("w");
      if (atomic) w.then(new Stmt.AtomicBegin());
      w.then(assign(x, c(1))).then(assign(x, c(2)));
      if (atomic) w.then(new Stmt.AtomicEnd());
      w.then(new Stmt.Nop());
      main.then(create(1, null)).assertThat(TestPrograms.ne(ld(x), c(1))).then(new Stmt.Nop());
      ExploreResult r = Explorer.explore(b.build(), ExploreOptions.DEFAULT);
      assertEquals(atomic ? Verdict.SAFE : Verdict.UNSAFE, r.verdict(), r.reason());
    }
  }

  /** atomic { assume(flag); y = 1 } waits (as one step) until flag is set. */
  @Test
  void atomicSectionBehavesLikeAwait() {
    TestPrograms b = new TestPrograms();
    MemoryObject flag = b.global("flag", INT);
    MemoryObject y = b.global("y", INT);
    TestPrograms.T main = b.thread("main");
    TestPrograms.T w = b.thread("w");
    w.then(new Stmt.AtomicBegin()).then(new Stmt.Assume(ld(flag))).then(assign(y, c(1)))
        .then(new Stmt.AtomicEnd()).then(new Stmt.Nop());
    main.then(create(1, null)).then(assign(flag, c(1))).then(new Stmt.Nop());
    Interpreter in = new Interpreter(b.build());
    State s = step(in, in.initial(), 0);
    assertTrue(!enabled(in, s, 1), "section blocks inside: whole step disabled");
    s = step(in, s, 0);
    List<Successor> ws = in.successors(s, 1, NO_INPUTS);
    assertEquals(1, ws.size());
    assertEquals(4, ws.get(0).transition().edges().size(), "begin, assume, assign, end in one step");
    assertEquals(1, ws.get(0).next().cell(y.id(), 0));
  }

  @Test
  void branchesInsideAtomicSectionAreSeparateTransitions() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x", INT);
    TestPrograms.T main = b.thread("main");
    main.then(new Stmt.AtomicBegin()).then(TestPrograms.havoc(x));
    int[] br = main.branch(eq(ld(x), c(1)));
    int end = main.newLoc();
    main.edge(br[0], end, new Stmt.AtomicEnd());
    main.edge(br[1], end, new Stmt.AtomicEnd());
    main.at = end;
    main.then(new Stmt.Nop());
    Interpreter in = new Interpreter(b.build());
    List<Successor> ss = in.successors(in.initial(), 0, new InputRange(0, 2));
    assertEquals(3, ss.size(), "one transition per input value");
    for (Successor s : ss) assertEquals(1, s.transition().inputs().size());
  }

  @Test
  void nonTerminatingAtomicSectionStops() {
    TestPrograms b = new TestPrograms();
    TestPrograms.T main = b.thread("main");
    main.then(new Stmt.AtomicBegin());
    main.edge(main.at, main.at, new Stmt.Nop());
    Interpreter in = new Interpreter(b.build());
    List<Successor> ss = in.successors(in.initial(), 0, NO_INPUTS);
    assertEquals(1, ss.size());
    assertEquals(Outcome.Kind.UNDEFINED, ss.get(0).end().kind());
    assertTrue(ss.get(0).end().reason().contains("does not terminate"));
  }

  @Test
  void outOfBoundsAndInvalidPointersAreUndefined() {
    TestPrograms b = new TestPrograms();
    MemoryObject a = b.array("a", INT, 3);
    MemoryObject p = b.global("p", PTR);
    TestPrograms.T main = b.thread("main");
    main.then(new Stmt.Assign(TestPrograms.cell(a, c(2)), c(7)));
    main.then(assign(p, new Expr.AddressOf(a, c(1), PTR)));
    main.then(new Stmt.Assign(new LValue.Deref(ld(p), INT), c(9))); // a[1] = 9 through p
    main.then(new Stmt.Assign(TestPrograms.cell(a, c(3)), c(1))); // out of bounds
    Program prog = b.build();
    RunResult r = Runner.run(prog, Scheduler.roundRobin(), InputSource.list(List.of()), 10);
    assertEquals(Outcome.Kind.UNDEFINED, r.outcome().kind());
    assertTrue(r.outcome().reason().contains("array index out of bounds"), r.outcome().reason());
    assertTrue(r.outcome().reason().contains("test.c:4"), r.outcome().reason());
    assertEquals("wrote a[1]=9", TracePrinter.render(prog, r).lines().skip(3).findFirst().orElseThrow()
        .replaceAll(".*(wrote .*)", "$1"));

    TestPrograms b2 = new TestPrograms();
    MemoryObject q = b2.global("q", PTR);
    b2.thread("main").then(new Stmt.Assign(new LValue.Deref(ld(q), INT), c(1))).then(new Stmt.Nop());
    RunResult r2 = Runner.run(b2.build(), Scheduler.roundRobin(), InputSource.list(List.of()), 10);
    assertEquals(Outcome.Kind.UNDEFINED, r2.outcome().kind());
    assertTrue(r2.outcome().reason().contains("invalid dereference of address 0x0"), r2.outcome().reason());
  }

  @Test
  void wrongCellTypeThroughPointerIsUndefined() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x", ScalarType8.I8);
    MemoryObject p = b.global("p", PTR);
    TestPrograms.T main = b.thread("main");
    main.then(assign(p, new Expr.AddressOf(x, c(0), PTR)));
    main.then(new Stmt.Assign(new LValue.Deref(ld(p), INT), c(1))).then(new Stmt.Nop());
    RunResult r = Runner.run(b.build(), Scheduler.roundRobin(), InputSource.list(List.of()), 10);
    assertEquals(Outcome.Kind.UNDEFINED, r.outcome().kind());
  }

  @Test
  void terminateStopsAllThreads() {
    TestPrograms b = new TestPrograms();
    TestPrograms.T main = b.thread("main");
    b.thread("w").then(new Stmt.Nop()).then(new Stmt.Nop());
    main.then(create(1, null)).then(new Stmt.Terminate("exit")).then(new Stmt.Nop());
    Interpreter in = new Interpreter(b.build());
    State s = step(in, step(in, in.initial(), 0), 0);
    assertTrue(s.terminated());
    assertTrue(in.successors(s, NO_INPUTS).isEmpty());
    assertEquals(Outcome.Kind.FINISHED, RunEnd.classify(s, List.of()).kind());
  }

  private static final class ScalarType8 {
    static final org.spindle.program.ScalarType I8 = org.spindle.program.ScalarType.integer(8, true);
  }
}
