package org.spindle.program.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.program.analysis.TestPrograms.*;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.MemoryObject.Region;
import org.spindle.program.Program;
import org.spindle.program.Stmt;

class AccessSetsTest {

  @Test
  void scalarAssignReadsSourceWritesTarget() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    MemoryObject y = b.global("y");
    MemoryObject l = b.local("l", 0, I32);
    Edge e = b.thread("main").edge(0, 1, assign(cell(x), bin(Expr.BinOp.ADD, load(y), load(l))));
    AccessSets a = ProgramFacts.compute(b.build()).access(e);
    assertEquals(Set.of(new MemLoc.CellAt(y, 0), new MemLoc.CellAt(l, 0)), a.reads());
    assertEquals(Set.of(new MemLoc.CellAt(x, 0)), a.writes());
    assertEquals(Set.of(new MemLoc.CellAt(y, 0)), a.sharedReads(), "local l is not shared");
    assertEquals(Set.of(new MemLoc.CellAt(x, 0)), a.sharedWrites());
  }

  @Test
  void constantIndexGivesCellVariableIndexGivesWhole() {
    TestPrograms b = new TestPrograms();
    MemoryObject arr = b.object("a", Region.GLOBAL, -1, I32, 4, true, false, Map.of());
    MemoryObject i = b.local("i", 0, I32);
    TestPrograms.ThreadBuilder t = b.thread("main");
    Edge constant = t.edge(0, 1, assign(cell(arr, c(2)), c(7)));
    Edge variable = t.edge(1, 2, assign(cell(arr, load(i)), load(arr, c(1))));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertEquals(Set.of(new MemLoc.CellAt(arr, 2)), f.access(constant).writes());
    assertTrue(f.access(constant).reads().isEmpty());
    assertEquals(Set.of(new MemLoc.Whole(arr)), f.access(variable).writes());
    assertEquals(Set.of(new MemLoc.CellAt(i, 0), new MemLoc.CellAt(arr, 1)),
        f.access(variable).reads(), "index loads are reads");
    assertFalse(MemLoc.mayAlias(new MemLoc.CellAt(arr, 2), new MemLoc.CellAt(arr, 1)));
    assertTrue(MemLoc.mayAlias(new MemLoc.CellAt(arr, 2), new MemLoc.Whole(arr)));
  }

  @Test
  void derefResolvedThroughPointsTo() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.object("x", Region.GLOBAL, -1, I32, 1, false, true, Map.of());
    MemoryObject y = b.addressTakenGlobal("y", I32, 1);
    MemoryObject z = b.addressTakenGlobal("z", I32, 1);
    MemoryObject p = b.local("p", 0, PTR);
    MemoryObject q = b.local("q", 0, PTR);
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, assign(cell(p), addr(x)));
    t.edge(1, 2, assign(cell(q), load(p))); // copy: q -> x
    t.edge(2, 3, assign(cell(p), addr(y))); // flow-insensitive: p -> {x, y}
    Edge viaQ = t.edge(3, 4, assign(deref(load(q), I32), c(1)));
    Edge viaP = t.edge(4, 5, assign(cell(z), new Expr.Load(deref(load(p), I32), I32)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    // flow-insensitive: q copies p, which may hold &x or &y; z is never pointed to
    assertEquals(Set.of(new MemLoc.Whole(x), new MemLoc.Whole(y)), f.access(viaQ).writes());
    assertEquals(Set.of(new MemLoc.Whole(x), new MemLoc.Whole(y)), f.access(viaQ).sharedWrites(),
        "a deref counts as shared even into an unshared object");
    assertEquals(Set.of(new MemLoc.CellAt(p, 0), new MemLoc.Whole(x), new MemLoc.Whole(y)),
        f.access(viaP).reads());
  }

  @Test
  void pointerHavocAndIntToPointerAreUnknown() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.addressTakenGlobal("x", I32, 1);
    MemoryObject pp = b.addressTakenGlobal("pp", PTR, 1); // wrong type for an int access
    MemoryObject notTaken = b.global("g");
    MemoryObject p = b.local("p", 0, PTR);
    MemoryObject n = b.local("n", 0, I32);
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, new Stmt.Havoc(cell(p), PTR));
    Edge w = t.edge(1, 2, assign(deref(load(p), I32), c(1)));
    Edge w2 = t.edge(2, 3, assign(deref(new Expr.Convert(load(n), PTR), I32), c(1)));
    Program prog = b.build();
    ProgramFacts f = ProgramFacts.compute(prog);
    assertEquals(Set.of(new MemLoc.Whole(x)), f.access(w).writes(),
        "all address-taken objects holding an int cell: " + pp + " and " + notTaken + " excluded");
    assertEquals(Set.of(new MemLoc.Whole(x)), f.access(w2).writes());
    assertTrue(f.pointsTo().mayPointAnywhere(load(p)));
  }

  @Test
  void initialCellHoldingAnAddressPointsIntoThatObject() {
    TestPrograms b = new TestPrograms();
    MemoryObject arr = b.addressTakenGlobal("arr", I32, 4);
    MemoryObject other = b.addressTakenGlobal("other", I32, 1);
    MemoryObject q = b.object("q", Region.GLOBAL, -1, PTR, 1, true, false,
        Map.of(0L, arr.baseAddress() + 2)); // int *q = &arr[2];
    Edge e = b.thread("main").edge(0, 1, assign(deref(load(q), I32), c(5)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertEquals(Set.of(new MemLoc.Whole(arr)), f.access(e).writes(), "not " + other);
    assertEquals(Set.of(arr), f.pointsTo().cellPointees(q, 0));
  }

  @Test
  void pointerArithmeticKeepsTargets() {
    TestPrograms b = new TestPrograms();
    MemoryObject arr = b.addressTakenGlobal("arr", I32, 4);
    b.addressTakenGlobal("other", I32, 1);
    MemoryObject p = b.local("p", 0, PTR);
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, assign(cell(p), addr(arr)));
    t.edge(1, 2, assign(cell(p), new Expr.Binary(Expr.BinOp.ADD, load(p),
        new Expr.Const(1, PTR), PTR)));
    Edge e = t.edge(2, 3, assign(deref(load(p), I32), c(5)));
    assertEquals(Set.of(new MemLoc.Whole(arr)), ProgramFacts.compute(b.build()).access(e).writes());
  }

  @Test
  void createWritesHandleAndParamAndArgFlowsToChild() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.object("x", Region.LOCAL, 0, I32, 1, true, true, Map.of());
    MemoryObject h = b.local("h", 0, I32);
    MemoryObject param = b.local("arg", 1, PTR);
    TestPrograms.ThreadBuilder main = b.thread("main");
    TestPrograms.ThreadBuilder child = b.thread("worker");
    Edge create = main.edge(0, 1, new Stmt.Create(1, cell(h), addr(x), param));
    Edge use = child.edge(0, 1, assign(deref(load(param), I32), c(3)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertEquals(Set.of(new MemLoc.CellAt(h, 0), new MemLoc.Whole(param)), f.access(create).writes());
    assertEquals(Set.of(new MemLoc.Whole(x)), f.access(use).writes());
  }

  @Test
  void lockAndUnlockReadAndWriteTheMutex() {
    TestPrograms b = new TestPrograms();
    MemoryObject m = b.object("m", Region.MUTEX_INTERNAL, -1, I32, 1, true, false, Map.of());
    TestPrograms.ThreadBuilder t = b.thread("main");
    Edge lock = t.edge(0, 1, new Stmt.Lock(cell(m)));
    Edge unlock = t.edge(1, 2, new Stmt.Unlock(cell(m)));
    ProgramFacts f = ProgramFacts.compute(b.build());
    for (Edge e : new Edge[] {lock, unlock}) {
      assertEquals(Set.of(new MemLoc.CellAt(m, 0)), f.access(e).reads());
      assertEquals(Set.of(new MemLoc.CellAt(m, 0)), f.access(e).writes());
    }
  }

  @Test
  void storeThroughPointerToPointerIsTracked() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.addressTakenGlobal("x", I32, 1);
    b.addressTakenGlobal("y", I32, 1);
    MemoryObject q = b.object("q", Region.GLOBAL, -1, PTR, 1, true, true, Map.of());
    MemoryObject p = b.local("p", 0, PTR);
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, assign(cell(p), addr(q)));                  // p = &q
    t.edge(1, 2, assign(deref(load(p), PTR), addr(x)));      // *p = &x
    Edge e = t.edge(2, 3, assign(deref(load(q), I32), c(1))); // *q = 1
    ProgramFacts f = ProgramFacts.compute(b.build());
    assertEquals(Set.of(new MemLoc.Whole(x)), f.access(e).writes());
    assertEquals(Set.of(x), f.pointsTo().pointees(load(q)));
  }
}
