package org.spindle.program.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.program.analysis.TestPrograms.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.MemoryObject.Region;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

class ProgramValidatorTest {

  private static boolean anyContains(List<String> violations, String... parts) {
    return violations.stream().anyMatch(v -> {
      for (String p : parts) if (!v.contains(p)) return false;
      return true;
    });
  }

  @Test
  void wellFormedProgramHasNoViolations() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    MemoryObject m = b.object("m", Region.MUTEX_INTERNAL, -1, I32, 1, true, false, Map.of());
    MemoryObject tmp = b.local("tmp", 1, I32);
    TestPrograms.ThreadBuilder main = b.thread("main");
    TestPrograms.ThreadBuilder w = b.thread("w");
    main.edge(0, 1, new Stmt.Create(1, null, null, null));
    main.edge(1, 2, new Stmt.Lock(cell(m)));
    main.edge(2, 3, assign(cell(x), c(1)));
    main.edge(3, 4, new Stmt.Unlock(cell(m)));
    w.edge(0, 1, assign(cell(tmp), load(x)));
    w.edge(1, 2, assign(cell(x), bin(Expr.BinOp.ADD, load(tmp), c(1))));
    // x = x + 1 is fine inside an atomic section
    w.edge(2, 3, new Stmt.AtomicBegin());
    w.edge(3, 4, assign(cell(x), bin(Expr.BinOp.ADD, load(x), c(1))));
    w.edge(4, 5, new Stmt.AtomicEnd());
    w.atomic(3, 4);
    assertEquals(List.of(), ProgramValidator.validate(b.build()));
  }

  @Test
  void twoSharedAccessesOnOneEdgeAreReported() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    MemoryObject y = b.global("y");
    Edge bad = b.thread("main").edge(0, 1, assign(cell(x), load(y)));
    List<String> v = ProgramValidator.validate(b.build());
    assertEquals(1, v.size(), v.toString());
    assertTrue(anyContains(v, "edge " + bad.id(), "2 shared accesses", "read y", "write x"), v.toString());
  }

  @Test
  void derefCountsAsSharedAccess() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.addressTakenGlobal("x", I32, 1);
    MemoryObject p = b.local("p", 0, PTR);
    MemoryObject q = b.local("q", 0, PTR);
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, assign(cell(p), addr(x)));
    t.edge(1, 2, assign(cell(q), addr(x)));
    t.edge(2, 3, assign(deref(load(p), I32), new Expr.Load(deref(load(q), I32), I32)));
    List<String> v = ProgramValidator.validate(b.build());
    assertTrue(anyContains(v, "2 shared accesses", "*p", "*q"), v.toString());
  }

  @Test
  void unbalancedAtomicSectionIsReported() {
    TestPrograms b = new TestPrograms();
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, new Stmt.AtomicBegin());
    Edge exit = t.edge(1, 2, new Stmt.ThreadExit());
    t.edge(2, 3, new Stmt.AtomicEnd()); // unreachable order: location 2 is reached only inside
    t.edge(3, 4, new Stmt.AtomicEnd());
    t.atomic(1, 2);
    List<String> v = ProgramValidator.validate(b.build());
    assertTrue(anyContains(v, "AtomicEnd outside an atomic section"), v.toString());
    TestPrograms b2 = new TestPrograms();
    TestPrograms.ThreadBuilder t2 = b2.thread("main");
    t2.edge(0, 1, new Stmt.AtomicBegin());
    Edge end = t2.edge(1, 2, new Stmt.ThreadExit());
    t2.atomic(1);
    List<String> v2 = ProgramValidator.validate(b2.build());
    assertTrue(anyContains(v2, "edge " + end.id(), "thread ends inside an atomic section"), v2.toString());
    assertTrue(exit.id() >= 0);
  }

  @Test
  void atomicLocationsMustMatchTheSections() {
    TestPrograms b = new TestPrograms();
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, new Stmt.AtomicBegin());
    t.edge(1, 2, nop());
    t.edge(2, 3, new Stmt.AtomicEnd());
    t.atomic(1); // location 2 is missing
    List<String> v = ProgramValidator.validate(b.build());
    assertTrue(anyContains(v, "location 2 is inside an atomic section but not in atomicLocations"),
        v.toString());
  }

  @Test
  void loopMixingAtomicStatesIsReported() {
    TestPrograms b = new TestPrograms();
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, new Stmt.AtomicBegin());
    t.edge(1, 0, nop()); // back to 0 still inside
    t.atomic(1);
    List<String> v = ProgramValidator.validate(b.build());
    assertTrue(anyContains(v, "location 0 is reached both inside and outside"), v.toString());
  }

  @Test
  void structuralErrorsAreReported() {
    TestPrograms b = new TestPrograms();
    b.thread("main").edge(0, 1, new Stmt.Create(5, null, null, null));
    b.thread("orphan").edge(0, 1, nop());
    List<String> v = ProgramValidator.validate(b.build());
    assertTrue(anyContains(v, "creates T5 which is not a thread instance"), v.toString());
    assertTrue(anyContains(v, "thread T1 (orphan) is created by 0 Create edges"), v.toString());
  }

  @Test
  void typeMismatchesAreReported() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.local("x", 0, I32);
    MemoryObject s = b.local("s", 0, ScalarType.integer(16, true));
    TestPrograms.ThreadBuilder t = b.thread("main");
    Edge e1 = t.edge(0, 1, assign(cell(x),
        new Expr.Binary(Expr.BinOp.ADD, load(x), load(s), I32)));
    Edge e2 = t.edge(1, 2, assume(new Expr.Binary(Expr.BinOp.LT, load(x), load(s), I32)));
    Edge e3 = t.edge(2, 3, assign(cell(s), load(x)));
    List<String> v = ProgramValidator.validate(b.build());
    assertTrue(anyContains(v, "edge " + e1.id(), "operands of +", "i32 and i16"), v.toString());
    assertTrue(anyContains(v, "edge " + e2.id(), "operands of <", "different types"), v.toString());
    assertTrue(anyContains(v, "edge " + e3.id(), "assigns a i32 value to a i16 location"), v.toString());
    assertEquals(3, v.size(), v.toString());
  }

  @Test
  void duplicateEdgeIdsAreReportedAndRequireValidThrows() {
    TestPrograms b = new TestPrograms();
    TestPrograms.ThreadBuilder t = b.thread("main");
    t.edge(0, 1, nop());
    var p = b.build();
    // rebuild thread 0 with a duplicated edge id
    Edge e = p.thread(0).edges().get(0);
    Edge dup = new Edge(e.id(), 0, 1, 2, new Stmt.Nop(), e.pos(), "dup");
    var cfa = p.thread(0);
    var edges = com.google.common.collect.ImmutableList.of(e, dup);
    var out = com.google.common.collect.ImmutableListMultimap.<Integer, Edge>builder()
        .put(0, e).put(1, dup).build();
    var cfa2 = new org.spindle.program.ThreadCfa(0, cfa.name(), cfa.startRoutine(), 0, 3, edges, out,
        cfa.locals(), cfa.atomicLocations(), com.google.common.collect.ImmutableList.of(
            e.pos(), e.pos(), e.pos()));
    var p2 = new org.spindle.program.Program(p.file(), p.dataModel(),
        com.google.common.collect.ImmutableList.of(cfa2), p.objects());
    List<String> v = ProgramValidator.validate(p2);
    assertTrue(anyContains(v, "edge id " + e.id() + " used twice"), v.toString());
    IllegalStateException ex = assertThrows(IllegalStateException.class,
        () -> ProgramValidator.requireValid(p2));
    assertTrue(ex.getMessage().contains("used twice"));
  }
}
