package org.spindle.interp;

import org.spindle.explore.ExploreResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.interp.TestPrograms.INT;
import static org.spindle.interp.TestPrograms.add;
import static org.spindle.interp.TestPrograms.assign;
import static org.spindle.interp.TestPrograms.c;
import static org.spindle.interp.TestPrograms.eq;
import static org.spindle.interp.TestPrograms.havoc;
import static org.spindle.interp.TestPrograms.ld;
import static org.spindle.interp.TestPrograms.ne;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.report.Verdict;

class ExplorerTest {
  @Test
  void lostUpdateIsFoundAndReplays() {
    Program p = TestPrograms.lostUpdate(false);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertEquals("reach_error() reached at test.c:40", r.reason());
    assertNotNull(r.counterexample());
    RunResult replay = Replay.replay(p, r.counterexample());
    assertEquals(Outcome.Kind.ERROR, replay.outcome().kind(), replay.outcome().toString());
    // in the replayed run both workers read x == 0 (the lost update)
    long zeroReadsOfX = replay.events().stream().flatMap(e -> e.reads().stream())
        .filter(a -> a.location().equals("x") && a.value() == 0).count();
    assertTrue(zeroReadsOfX >= 2, TracePrinter.render(p, replay));
    String table = TracePrinter.render(p, replay);
    assertTrue(table.contains("T1 worker"), table);
    assertTrue(table.strip().endsWith("-> reach_error() reached at test.c:40"), table);
  }

  @Test
  void lockedVersionIsSafe() {
    ExploreResult r = Explorer.explore(TestPrograms.lostUpdate(true), ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertNull(r.counterexample());
    assertNull(r.deadlock());
    assertFalse(r.inputsRestricted());
    assertTrue(r.states() > 10);
    assertFalse(r.reason().contains("for inputs"));
  }

  @Test
  void deadlockIsReportedSeparately() {
    Program p = TestPrograms.lockOrderDeadlock();
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, r.verdict(), "a deadlock is not an unreach-call violation");
    assertNotNull(r.deadlock());
    assertTrue(r.reason().contains("deadlock"));
    RunResult replay = Replay.replay(p, r.deadlock());
    assertEquals(Outcome.Kind.DEADLOCK, replay.outcome().kind(), replay.outcome().toString());

    ExploreResult strict = Explorer.explore(p, ExploreOptions.DEFAULT.withDeadlockIsError(true));
    assertEquals(Verdict.UNSAFE, strict.verdict());
    assertEquals(Outcome.Kind.DEADLOCK, Replay.replay(p, strict.counterexample()).outcome().kind());
  }

  @Test
  void noDeadlockWhenLocksAreOrdered() {
    Program p = TestPrograms.lostUpdate(true);
    assertNull(Explorer.explore(p, ExploreOptions.DEFAULT.withDeadlockIsError(true)).deadlock());
  }

  /** main: x = nondet(); if (x == target) error. */
  private static Program nondetProgram(ScalarType type, long target) {
    TestPrograms b = new TestPrograms();
    TestPrograms.T main = b.thread("main");
    MemoryObject x = main.local("x", type);
    main.then(havoc(x));
    main.assertThat(new Expr.Binary(Expr.BinOp.NE, ld(x), c(target, type), INT));
    main.then(new Stmt.Nop());
    return b.build();
  }

  @Test
  void inputsAreEnumeratedAndRestrictionIsReported() {
    ExploreResult hit = Explorer.explore(nondetProgram(INT, -2), ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, hit.verdict());
    assertEquals(java.util.List.of(-2L), hit.counterexample().steps().get(0).inputs());

    ExploreResult miss = Explorer.explore(nondetProgram(INT, 3), ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, miss.verdict());
    assertTrue(miss.inputsRestricted());
    assertTrue(miss.reason().endsWith("for inputs in -2..2"), miss.reason());

    ExploreResult wider = Explorer.explore(nondetProgram(INT, 3), ExploreOptions.DEFAULT.withInputs(0, 5));
    assertEquals(Verdict.UNSAFE, wider.verdict());

    ExploreResult bool = Explorer.explore(nondetProgram(ScalarType.BOOL, 1), ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, bool.verdict());
    assertEquals(Verdict.UNSAFE, Explorer.explore(nondetProgram(ScalarType.BOOL, 0), ExploreOptions.DEFAULT
        .withInputs(1, 1)).verdict(), "bool is always {0,1}: 0 is tried although the range is 1..1");

    // unsigned char: -2..2 cut to 0..2, still restricted
    ScalarType u8 = ScalarType.integer(8, false);
    ExploreResult uc = Explorer.explore(nondetProgram(u8, 255), ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, uc.verdict());
    assertTrue(uc.inputsRestricted());
    ExploreResult full = Explorer.explore(nondetProgram(u8, 255), ExploreOptions.DEFAULT.withInputs(0, 255));
    assertEquals(Verdict.UNSAFE, full.verdict());
    assertTrue(full.inputsRestricted() == false, "0..255 covers unsigned char");
  }

  @Test
  void boolInputsAreNeverRestricted() {
    TestPrograms b = new TestPrograms();
    TestPrograms.T main = b.thread("main");
    MemoryObject x = main.local("x", ScalarType.BOOL);
    main.then(havoc(x)).then(new Stmt.Nop());
    ExploreResult r = Explorer.explore(b.build(), ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, r.verdict());
    assertFalse(r.inputsRestricted());
  }

  /** main: while (1) x = x + 1; never repeats a state within the bound. */
  @Test
  void stateLimitGivesUnknown() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x", INT);
    TestPrograms.T main = b.thread("main");
    main.edge(0, 0, assign(x, add(ld(x), c(1))));
    main.at = 0;
    ExploreResult r = Explorer.explore(b.build(), ExploreOptions.DEFAULT.withMaxStates(500));
    assertEquals(Verdict.UNKNOWN, r.verdict());
    assertEquals("state limit 500 reached", r.reason());
  }

  @Test
  void timeoutGivesUnknown() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x", INT);
    b.thread("main").edge(0, 0, assign(x, add(ld(x), c(1))));
    ExploreResult r = Explorer.explore(b.build(), ExploreOptions.DEFAULT.withTimeout(Duration.ofMillis(200)));
    assertEquals(Verdict.UNKNOWN, r.verdict());
    assertEquals("timeout", r.reason());
  }

  /** An 8-bit counter wraps: the state space is finite (256 states) and the loop is SAFE. */
  @Test
  void cyclicStateSpaceIsExploredCompletely() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x", ScalarType.integer(8, false));
    b.thread("main").edge(0, 0, new Stmt.Assign(TestPrograms.cell(x),
        new Expr.Binary(Expr.BinOp.ADD, ld(x), c(1, x.cellType(0)), x.cellType(0))));
    ExploreResult r = Explorer.explore(b.build(), ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertEquals(256, r.states());
  }

  @Test
  void undefinedBehaviourGivesUnknownUnlessAnErrorIsFound() {
    // main: x = nondet(); y = 10 / x; -> UB for x == 0
    TestPrograms b = new TestPrograms();
    TestPrograms.T main = b.thread("main");
    MemoryObject x = main.local("x", INT);
    MemoryObject y = main.local("y", INT);
    main.then(havoc(x)).line(7).then(assign(y, TestPrograms.bin(Expr.BinOp.DIV, c(10), ld(x))))
        .then(new Stmt.Nop());
    ExploreResult r = Explorer.explore(b.build(), ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNKNOWN, r.verdict());
    assertEquals("undefined behaviour: division by zero at test.c:7", r.reason());
    assertNull(r.counterexample());
    RunResult ub = Replay.replay(b.build(), r.undefinedTrace());
    assertEquals(Outcome.Kind.UNDEFINED, ub.outcome().kind());
    assertEquals(r.reason(), ub.outcome().reason());

    // same, plus an error reachable for x == 2
    main.assertThat(ne(ld(x), c(2)));
    main.then(new Stmt.Nop());
    assertEquals(Verdict.UNSAFE, Explorer.explore(b.build(), ExploreOptions.DEFAULT).verdict());
  }

  @Test
  void localReductionKeepsVerdictsAndSavesStates() {
    Program[] programs = {TestPrograms.lostUpdate(false), TestPrograms.lostUpdate(true),
        TestPrograms.lockOrderDeadlock(), manyLocalSteps(false), manyLocalSteps(true)};
    for (Program p : programs) {
      ExploreResult full = Explorer.explore(p, ExploreOptions.DEFAULT.withLocalReduction(false));
      ExploreResult red = Explorer.explore(p, ExploreOptions.DEFAULT);
      assertEquals(full.verdict(), red.verdict());
      assertEquals(full.deadlock() == null, red.deadlock() == null);
      assertTrue(red.states() <= full.states());
      assertEquals(0, full.reducedStates());
      if (red.verdict() == Verdict.UNSAFE) {
        assertEquals(Outcome.Kind.ERROR, Replay.replay(p, red.counterexample()).outcome().kind());
      }
    }
    ExploreResult full = Explorer.explore(manyLocalSteps(true), ExploreOptions.DEFAULT.withLocalReduction(false));
    ExploreResult red = Explorer.explore(manyLocalSteps(true), ExploreOptions.DEFAULT);
    assertTrue(red.reducedStates() > 0);
    assertTrue(red.states() < full.states(), red.states() + " vs " + full.states());
  }

  /**
   * Two workers each compute a local sum in several local steps, then publish it to a shared slot;
   * main checks the sum of the slots ({@code buggy}: checks a wrong value, reachable only after all
   * local steps ran).
   */
  static Program manyLocalSteps(boolean safe) {
    TestPrograms b = new TestPrograms();
    MemoryObject s1 = b.global("s1", INT);
    MemoryObject s2 = b.global("s2", INT);
    TestPrograms.T main = b.thread("main");
    MemoryObject h1 = main.local("h1", INT);
    MemoryObject h2 = main.local("h2", INT);
    MemoryObject[] slots = {s1, s2};
    for (int i = 0; i < 2; i++) {
      TestPrograms.T w = b.thread("worker");
      MemoryObject acc = w.local("acc", INT);
      MemoryObject in = w.local("in", ScalarType.BOOL);
      for (int k = 0; k < 4; k++) {
        w.then(havoc(in)).then(assign(acc, add(ld(acc), new Expr.Convert(ld(in), INT))));
      }
      w.then(assign(slots[i], ld(acc))).then(new Stmt.ThreadExit());
    }
    main.then(TestPrograms.create(1, h1)).then(TestPrograms.create(2, h2))
        .then(TestPrograms.join(h1)).then(TestPrograms.join(h2));
    main.assertThat(safe ? TestPrograms.bin(Expr.BinOp.LE, add(ld(s1), ld(s2)), c(8))
        : ne(add(ld(s1), ld(s2)), c(8)));
    main.then(new Stmt.Nop());
    return b.build();
  }

  /**
   * A worker flips a local forever ({@code while (1) l = 1 - l;}) while main must still run: without
   * the cycle proviso the reduction would follow the worker's local cycle only and miss the error.
   */
  @Test
  void cycleProvisoPreventsIgnoring() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x", INT);
    TestPrograms.T main = b.thread("main");
    TestPrograms.T w = b.thread("w");
    MemoryObject l = w.local("l", INT);
    w.edge(0, 0, assign(l, TestPrograms.bin(Expr.BinOp.SUB, c(1), ld(l))));
    main.then(TestPrograms.create(1, null)).then(assign(x, c(1)));
    main.assertThat(eq(ld(x), c(0)));
    main.then(new Stmt.Nop());
    Program p = b.build();
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.toString());
    assertTrue(r.reducedStates() > 0, "the reduction was tried");
    assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind());
  }

  @Test
  void errorInsideAtomicSectionIsFound() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x", INT);
    TestPrograms.T main = b.thread("main");
    main.then(new Stmt.AtomicBegin()).then(assign(x, c(1)));
    main.assertThat(eq(ld(x), c(0)));
    main.then(new Stmt.AtomicEnd()).then(new Stmt.Nop());
    Program p = b.build();
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, r.verdict());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind());
  }
}
