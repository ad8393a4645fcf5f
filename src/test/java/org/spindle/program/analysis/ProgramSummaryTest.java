package org.spindle.program.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.program.analysis.TestPrograms.*;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.MemoryObject.Region;
import org.spindle.program.Stmt;

class ProgramSummaryTest {

  private static ProgramSummary sample() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    b.object("arr\"q", Region.GLOBAL, -1, I32, 3, true, false, Map.of());
    MemoryObject m = b.object("m", Region.MUTEX_INTERNAL, -1, I32, 1, true, false, Map.of());
    MemoryObject i = b.local("i", 0, I32);
    TestPrograms.ThreadBuilder main = b.thread("main");
    TestPrograms.ThreadBuilder w = b.thread("worker");
    main.edge(0, 1, new Stmt.Create(1, null, null, null));
    Expr cond = bin(Expr.BinOp.LT, load(i), c(3));
    main.edge(1, 2, assume(cond));
    main.edge(1, 3, assume(not(cond)));
    main.edge(2, 1, assign(cell(i), bin(Expr.BinOp.ADD, load(i), c(1))));
    main.edge(3, 4, new Stmt.Join(c(1)));
    w.edge(0, 1, new Stmt.Lock(cell(m)));
    w.edge(1, 2, assign(cell(x), c(1)));
    w.edge(2, 3, new Stmt.Unlock(cell(m)));
    return new ProgramSummary(b.build());
  }

  @Test
  void countsAreComputed() {
    ProgramSummary.Counts c = sample().counts();
    assertEquals(new ProgramSummary.Counts(2, 9, 8, 3, 1, 1, 2), c);
  }

  @Test
  void textListsThreadsAndSharedObjects() {
    String t = sample().text();
    assertTrue(t.contains("threads: 2, locations: 9, edges: 8, shared variables: 3, "
        + "branching locations: 1, loop heads: 1, may-block edges: 2"), t);
    assertTrue(t.contains("thread T1 worker: start routine worker, 4 locations, 3 edges"), t);
    assertTrue(t.contains("  arr\"q: i32[3], 3 cells, global"), t);
    assertTrue(t.contains("  m: i32, 1 cell, mutex_internal"), t);
  }

  @Test
  void jsonIsWellFormedAndEscaped() {
    String j = sample().toJson();
    assertTrue(j.startsWith("{\"file\":\"t.c\",\"dataModel\":\"ILP32\",\"counts\":{\"threads\":2,"), j);
    assertTrue(j.contains("{\"name\":\"arr\\\"q\",\"cells\":3,\"type\":\"i32[3]\""), j);
    assertTrue(j.contains("{\"id\":1,\"name\":\"worker\",\"startRoutine\":\"worker\",\"locations\":4,\"edges\":3}"), j);
    CfaDotWriterTest.assertWellFormed(j); // same brace/string discipline as DOT
    assertEquals(j.chars().filter(ch -> ch == '[').count(), j.chars().filter(ch -> ch == ']').count());
  }
}
