package org.spindle.program.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.program.analysis.TestPrograms.*;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.MemoryObject.Region;
import org.spindle.program.Program;
import org.spindle.program.Stmt;

class ProgramFactsTest {

  // ---- mayBlock ----

  @Test
  void lockAndJoinMayBlock() {
    TestPrograms b = new TestPrograms();
    MemoryObject m = b.object("m", Region.MUTEX_INTERNAL, -1, I32, 1, true, false, Map.of());
    TestPrograms.ThreadBuilder t = b.thread("main");
    Edge lock = t.edge(0, 1, new Stmt.Lock(cell(m)));
    Edge unlock = t.edge(1, 2, new Stmt.Unlock(cell(m)));
    Edge join = t.edge(2, 3, new Stmt.Join(c(0)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertTrue(f.mayBlock(lock));
    assertFalse(f.mayBlock(unlock));
    assertTrue(f.mayBlock(join));
  }

  @Test
  void complementaryAssumePairsDoNotBlock() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    MemoryObject y = b.global("y");
    TestPrograms.ThreadBuilder t = b.thread("main");
    Expr cx = load(x);
    // c / !c
    Edge a1 = t.edge(0, 1, assume(cx));
    Edge a2 = t.edge(0, 2, assume(not(cx)));
    // c == 0 / c != 0
    Edge b1 = t.edge(1, 3, assume(bin(BinOp.EQ, cx, c(0))));
    Edge b2 = t.edge(1, 4, assume(bin(BinOp.NE, cx, c(0))));
    // x < y / x >= y
    Edge c1 = t.edge(2, 5, assume(bin(BinOp.LT, cx, load(y))));
    Edge c2 = t.edge(2, 6, assume(bin(BinOp.GE, cx, load(y))));
    // not complementary: x < y / x > y
    Edge d1 = t.edge(3, 7, assume(bin(BinOp.LT, cx, load(y))));
    Edge d2 = t.edge(3, 8, assume(bin(BinOp.GT, cx, load(y))));
    // __VERIFIER_assume: a single Assume edge
    Edge single = t.edge(4, 9, assume(bin(BinOp.GT, cx, c(3))));
    ProgramFacts f = ProgramFacts.compute(b.build());
    for (Edge e : List.of(a1, a2, b1, b2, c1, c2)) assertFalse(f.mayBlock(e), e.toString());
    for (Edge e : List.of(d1, d2, single)) assertTrue(f.mayBlock(e), e.toString());
    assertEquals(List.of(d1, d2, single), f.mayBlockEdges());
  }

  @Test
  void conditionsRecogniseNestedNegationAndConversion() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    Expr cx = load(x);
    assertTrue(Conditions.complementary(not(not(cx)), bin(BinOp.EQ, cx, c(0))));
    assertTrue(Conditions.complementary(
        new Expr.Convert(cx, org.spindle.program.ScalarType.BOOL), not(cx)));
    assertFalse(Conditions.complementary(cx, cx));
    assertFalse(Conditions.complementary(bin(BinOp.EQ, cx, c(1)), bin(BinOp.EQ, cx, c(2))));
    // a narrowing conversion can turn non-zero into zero: not a complement
    assertFalse(Conditions.complementary(
        new Expr.Convert(cx, org.spindle.program.ScalarType.integer(8, true)), not(cx)));
  }

  // ---- branching, loops ----

  @Test
  void whileLoopHasOneBackEdge() {
    // 0 -[i<10]-> 1 -[i=i+1]-> 0 ; 0 -[!(i<10)]-> 2
    TestPrograms b = new TestPrograms();
    MemoryObject i = b.local("i", 0, I32);
    TestPrograms.ThreadBuilder t = b.thread("main");
    Expr cond = bin(BinOp.LT, load(i), c(10));
    Edge enter = t.edge(0, 1, assume(cond));
    Edge exit = t.edge(0, 2, assume(not(cond)));
    Edge body = t.edge(1, 0, assign(cell(i), bin(BinOp.ADD, load(i), c(1))));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertEquals(List.of(body), f.backEdges(0));
    assertEquals(Set.of(0), f.loopHeads(0));
    assertTrue(f.isBackEdge(body));
    assertFalse(f.isBackEdge(enter));
    assertFalse(f.isBackEdge(exit));
    assertTrue(f.isBranching(0, 0));
    assertFalse(f.isBranching(0, 1));
  }

  @Test
  void nestedLoopsHaveTwoHeads() {
    // outer head 0: 0->1 (enter), 0->5 (exit); inner head 1: 1->2 (enter), 1->3 (exit)
    // inner body 2->1; after inner 3->4->0 (outer back edge)
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    MemoryObject y = b.global("y");
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, assume(load(x)));
    t.edge(0, 5, assume(not(load(x))));
    t.edge(1, 2, assume(load(y)));
    t.edge(1, 3, assume(not(load(y))));
    Edge inner = t.edge(2, 1, nop());
    t.edge(3, 4, nop());
    Edge outer = t.edge(4, 0, nop());
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertEquals(Set.of(inner, outer), Set.copyOf(f.backEdges(0)));
    assertEquals(Set.of(0, 1), f.loopHeads(0));
    assertEquals(Set.of(0, 1), f.branchingLocations(0));
  }

  @Test
  void straightLineCodeHasNoLoops() {
    TestPrograms b = new TestPrograms();
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, nop());
    t.edge(1, 2, nop());
    t.edge(0, 2, nop()); // a diamond-ish join is not a loop
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertTrue(f.backEdges(0).isEmpty());
    assertTrue(f.loopHeads(0).isEmpty());
  }

  // ---- static independence ----

  /** main: 0 -create(T1)-> 1 -[s1]-> 2 ; worker T1: 0 -[s2]-> 1 (final). */
  private static Edge[] twoThreads(TestPrograms b, Stmt mainStmt, Stmt workerStmt) {
    TestPrograms.ThreadBuilder main = b.thread("main");
    TestPrograms.ThreadBuilder worker = b.thread("worker");
    Edge create = main.edge(0, 1, new Stmt.Create(1, null, null, null));
    Edge m = main.edge(1, 2, mainStmt);
    Edge w = worker.edge(0, 1, workerStmt);
    Edge w2 = worker.edge(1, 2, new Stmt.ThreadExit());
    return new Edge[] {create, m, w, w2};
  }

  @Test
  void disjointGlobalsAreIndependent() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    MemoryObject y = b.global("y");
    Edge[] e = twoThreads(b, assign(cell(x), c(1)), assign(cell(y), c(2)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertTrue(f.staticallyIndependent(e[1], e[2]));
    assertTrue(f.staticallyIndependent(e[2], e[1]));
  }

  @Test
  void sameGlobalWithAWriteIsDependent() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    MemoryObject l = b.local("l", 1, I32);
    Edge[] e = twoThreads(b, assign(cell(x), c(1)), assign(cell(l), load(x)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertFalse(f.staticallyIndependent(e[1], e[2]));
  }

  @Test
  void twoReadsAreIndependent() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    MemoryObject l0 = b.local("l0", 0, I32);
    MemoryObject l1 = b.local("l1", 1, I32);
    Edge[] e = twoThreads(b, assign(cell(l0), load(x)), assign(cell(l1), load(x)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertTrue(f.staticallyIndependent(e[1], e[2]));
  }

  @Test
  void distinctConstantCellsAreIndependentVariableIndexIsNot() {
    TestPrograms b = new TestPrograms();
    MemoryObject a = b.object("a", Region.GLOBAL, -1, I32, 2, true, false, Map.of());
    MemoryObject i = b.local("i", 1, I32);
    TestPrograms.ThreadBuilder main = b.thread("main");
    TestPrograms.ThreadBuilder w = b.thread("w");
    main.edge(0, 1, new Stmt.Create(1, null, null, null));
    Edge m = main.edge(1, 2, assign(cell(a, c(0)), c(1)));
    Edge w1 = w.edge(0, 1, assign(cell(a, c(1)), c(1)));
    Edge w2 = w.edge(1, 2, assign(cell(a, load(i)), c(1)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertTrue(f.staticallyIndependent(m, w1));
    assertFalse(f.staticallyIndependent(m, w2));
  }

  @Test
  void createIsDependentWithEveryEdgeOfTheChild() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    MemoryObject y = b.global("y");
    Edge[] e = twoThreads(b, assign(cell(x), c(1)), assign(cell(y), c(2)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertFalse(f.staticallyIndependent(e[0], e[2]));
    assertFalse(f.staticallyIndependent(e[3], e[0]));
  }

  @Test
  void joinIsDependentWithTheTargetsExitOnly() {
    TestPrograms b = new TestPrograms();
    MemoryObject h = b.local("h", 0, I32);
    MemoryObject y = b.global("y");
    TestPrograms.ThreadBuilder main = b.thread("main");
    TestPrograms.ThreadBuilder w = b.thread("w");
    main.edge(0, 1, new Stmt.Create(1, cell(h), null, null));
    Edge join = main.edge(1, 2, new Stmt.Join(load(h)));
    Edge work = w.edge(0, 1, assign(cell(y), c(1)));
    Edge exit = w.edge(1, 2, new Stmt.ThreadExit());
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertTrue(f.joinsThreads(join).contains(1));
    assertFalse(f.staticallyIndependent(join, exit));
    assertTrue(f.staticallyIndependent(join, work));
  }

  @Test
  void joinTargetsFollowCreateHandles() {
    TestPrograms b = new TestPrograms();
    MemoryObject h = b.object("h", Region.LOCAL, 0, I32, 2, false, false, Map.of());
    MemoryObject copy = b.local("copy", 0, I32);
    TestPrograms.ThreadBuilder main = b.thread("main");
    b.thread("w1");
    b.thread("w2");
    main.edge(0, 1, new Stmt.Create(1, cell(h, c(0)), null, null));
    main.edge(1, 2, new Stmt.Create(2, cell(h, c(1)), null, null));
    Edge j1 = main.edge(2, 3, new Stmt.Join(load(h, c(0))));
    main.edge(3, 4, assign(cell(copy), load(h, c(1))));
    Edge j2 = main.edge(4, 5, new Stmt.Join(load(copy)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertFalse(f.joinsThreads(j1).contains(2), "cell 0 only holds thread 1 (or 0 initially)");
    assertTrue(f.joinsThreads(j1).contains(1));
    assertEquals(Set.of(0, 1, 2), f.joinsThreads(j2), "copied handle: any thread");
  }

  @Test
  void terminateAndErrorAreDependentWithEverything() {
    TestPrograms b = new TestPrograms();
    MemoryObject y = b.global("y");
    Edge[] e = twoThreads(b, new Stmt.Terminate("exit"), assign(cell(y), c(2)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertFalse(f.staticallyIndependent(e[1], e[2]));
    TestPrograms b2 = new TestPrograms();
    MemoryObject y2 = b2.global("y");
    Edge[] e2 = twoThreads(b2, new Stmt.Error("reach_error"), assign(cell(y2), c(2)));
    assertFalse(ProgramFacts.compute(b2.build()).staticallyIndependent(e2[1], e2[2]));
  }

  @Test
  void locksOnSameMutexDependentOnDifferentMutexesIndependent() {
    TestPrograms b = new TestPrograms();
    MemoryObject m = b.object("m", Region.MUTEX_INTERNAL, -1, I32, 1, true, false, Map.of());
    MemoryObject n = b.object("n", Region.MUTEX_INTERNAL, -1, I32, 1, true, false, Map.of());
    TestPrograms.ThreadBuilder main = b.thread("main");
    TestPrograms.ThreadBuilder w = b.thread("w");
    main.edge(0, 1, new Stmt.Create(1, null, null, null));
    Edge lm = main.edge(1, 2, new Stmt.Lock(cell(m)));
    Edge wm = w.edge(0, 1, new Stmt.Lock(cell(m)));
    Edge wn = w.edge(1, 2, new Stmt.Lock(cell(n)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertFalse(f.staticallyIndependent(lm, wm));
    assertTrue(f.staticallyIndependent(lm, wn));
  }

  @Test
  void derefConflictsWithPointedToGlobal() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.addressTakenGlobal("x", I32, 1);
    MemoryObject y = b.addressTakenGlobal("y", I32, 1);
    MemoryObject p = b.local("p", 1, PTR);
    TestPrograms.ThreadBuilder main = b.thread("main");
    TestPrograms.ThreadBuilder w = b.thread("w");
    main.edge(0, 1, new Stmt.Create(1, null, null, null));
    Edge mx = main.edge(1, 2, assign(cell(x), c(1)));
    Edge my = main.edge(2, 3, assign(cell(y), c(1)));
    w.edge(0, 1, assign(cell(p), addr(x)));
    Edge wp = w.edge(1, 2, assign(deref(load(p), I32), c(2)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertFalse(f.staticallyIndependent(mx, wp));
    assertTrue(f.staticallyIndependent(my, wp));
  }

  @Test
  void sameThreadIsNeverIndependentAndFactsAreCached() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    MemoryObject y = b.global("y");
    Edge[] e = twoThreads(b, assign(cell(x), c(1)), assign(cell(y), c(2)));
    Program p = b.build();
    ProgramFacts f = ProgramFacts.of(p);
    assertSame(f, ProgramFacts.of(p));
    assertFalse(f.staticallyIndependent(e[0], e[1]));
  }

  @Test
  void deepCfaDoesNotOverflowTheStack() {
    TestPrograms b = new TestPrograms();
    TestPrograms.ThreadBuilder t = b.thread("main");
    int n = 50_000;
    for (int l = 0; l < n; l++) t.edge(l, l + 1, nop());
    Edge back = t.edge(n, 0, nop());
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertEquals(List.of(back), f.backEdges(0));
    assertEquals(Set.of(0), f.loopHeads(0));
  }
}
