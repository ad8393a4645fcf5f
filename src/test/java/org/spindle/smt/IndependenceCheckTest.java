package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;

/** Constrained independence by SMT, beyond what static access sets can show. */
class IndependenceCheckTest {

  private static StateFormula ne(MemoryObject a, MemoryObject b) {
    return new StateFormula(Term.app(Term.Op.EQ, InterpolationTest.var(a), InterpolationTest.var(b))).not();
  }

  private static StateFormula inBounds(MemoryObject v, long n) {
    Term x = InterpolationTest.var(v);
    return new StateFormula(Term.app(Term.Op.AND, Term.app(Term.Op.GE, x, InterpolationTest.num(0)),
        Term.app(Term.Op.LT, x, InterpolationTest.num(n))));
  }

  @Test
  void incrementsOfTheSameGlobalCommute() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    Edge inc1 = ir.add(0, assign(x, bin(BinOp.ADD, load(x), c(1))));
    Edge inc2 = ir.add(1, assign(x, bin(BinOp.ADD, load(x), c(2))));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      assertFalse(smt.independence().staticallyIndependent(inc1, inc2));
      assertTrue(smt.independence().independent(inc1, inc2, StateFormula.TRUE));
    }
  }

  @Test
  void differentConstantWritesAreDependent() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    Edge one = ir.add(0, assign(x, c(1)));
    Edge two = ir.add(1, assign(x, c(2)));
    Edge alsoOne = ir.add(2, assign(x, c(1)));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      assertFalse(smt.independence().independent(one, two, StateFormula.TRUE));
      assertTrue(smt.independence().independent(one, alsoOne, StateFormula.TRUE));
    }
  }

  @Test
  void writesToDistinctArrayCellsAreIndependentUnderLabel() {
    Ir ir = new Ir();
    MemoryObject a = ir.array("a", I32, 8);
    MemoryObject i = ir.global("i", I32);
    MemoryObject j = ir.global("j", I32);
    Edge wi = ir.add(0, assign(cell(a, load(i)), c(1)));
    Edge wj = ir.add(1, assign(cell(a, load(j)), c(2)));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      assertFalse(smt.independence().staticallyIndependent(wi, wj));
      assertFalse(smt.independence().independent(wi, wj, StateFormula.TRUE));
      assertTrue(smt.independence().independent(wi, wj, ne(i, j)));
      // Cache: same pair and label (either order) is answered without the solver.
      long calls = smt.statistics().calls(SmtStatistics.Operation.INDEPENDENCE);
      assertTrue(smt.independence().independent(wj, wi, ne(i, j)));
      assertEquals(calls, smt.statistics().calls(SmtStatistics.Operation.INDEPENDENCE));
      assertEquals(1, smt.statistics().cacheHits(SmtStatistics.Operation.INDEPENDENCE));
      // Out-of-bounds indices are undefined behaviour, treated like a disabled step.
      assertTrue(smt.independence().independent(wi, wj,
          ne(i, j).and(inBounds(i, 8)).and(inBounds(j, 8))));
    }
  }

  @Test
  void locksOfTheSameMutexAreDependent() {
    Ir ir = new Ir();
    MemoryObject m = ir.global("m", I32);
    MemoryObject n = ir.global("n", I32);
    Edge l1 = ir.add(0, lock(m));
    Edge l2 = ir.add(1, lock(m));
    Edge ln = ir.add(2, lock(n));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      assertFalse(smt.independence().independent(l1, l2, StateFormula.TRUE));
      assertTrue(smt.independence().independent(l1, ln, StateFormula.TRUE));
    }
  }

  @Test
  void assumeDisabledByAWriteIsDependentUnlessTheLabelPreventsIt() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    Edge guard = ir.add(0, assume(bin(BinOp.LT, load(x), c(10))));
    Edge inc = ir.add(1, assign(x, bin(BinOp.ADD, load(x), c(1))));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      assertFalse(smt.independence().independent(guard, inc, StateFormula.TRUE));
      StateFormula small = new StateFormula(Term.app(Term.Op.LT, InterpolationTest.var(x),
          InterpolationTest.num(5)));
      assertTrue(smt.independence().independent(guard, inc, small));
    }
  }

  @Test
  void aWriteThatEnablesAnAssumeIsDependent() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    Edge wait = ir.add(0, assume(bin(BinOp.EQ, load(x), c(1))));
    Edge set = ir.add(1, assign(x, c(1)));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      assertFalse(smt.independence().independent(wait, set, InterpolationTest.eq(x, 0)));
      assertFalse(smt.independence().independent(wait, set, StateFormula.TRUE));
      // Once x == 1 holds, setting it again changes nothing for the assume.
      assertTrue(smt.independence().independent(wait, set, InterpolationTest.eq(x, 1)));
    }
  }

  @Test
  void nonLinearEdgesFallBackToDependent() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    MemoryObject y = ir.global("y", I32);
    Edge sq = ir.add(0, assign(x, bin(BinOp.MUL, load(x), load(y))));
    Edge sq2 = ir.add(1, assign(x, bin(BinOp.MUL, load(x), load(y))));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      // x*y*y commutes in C, but the LIA encoding is inexact: stay conservative.
      assertFalse(smt.independence().independent(sq, sq2, StateFormula.TRUE));
    }
  }
}
