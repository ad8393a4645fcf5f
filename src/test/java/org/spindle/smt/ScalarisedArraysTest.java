package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;

/**
 * Small arrays encoded one variable per cell ({@link ScalarisedArrays}): symbolic reads and
 * writes, undefined behaviour out of bounds, LIA/BV agreement, and interpolants read back as
 * labels with {@code select(a, constant)}.
 */
class ScalarisedArraysTest {

  private static Term sel(MemoryObject a, Term idx) {
    return Term.app(Term.Op.SELECT, new Term.Var(a.id(), a.name(), true), idx);
  }

  private static Term num(long v) {
    return new Term.Num(BigInteger.valueOf(v));
  }

  @Test
  void smallArraysAreScalarisedLargeOnesNot() {
    Ir ir = new Ir();
    MemoryObject small = ir.array("s", I32, 4);
    MemoryObject large = ir.array("l", I32, ScalarisedArrays.MAX_CELLS + 1);
    MemoryObject x = ir.global("x", I32);
    assertTrue(ScalarisedArrays.scalarised(small));
    assertFalse(ScalarisedArrays.scalarised(large));
    assertFalse(ScalarisedArrays.scalarised(x));
  }

  /** a = {0, 5, 0, 0}; i = input; a[i] = 7; then a check on a[r] for a pinned i. */
  @Test
  void symbolicWriteThenReadAgreesInLiaAndBvWithTheConcreteSemantics() {
    for (long i = 0; i < 4; i++) {
      for (long r = 0; r < 4; r++) {
        for (long probe : new long[] {0, 5, 7}) {
          Ir ir = new Ir();
          MemoryObject a = ir.object("a", -1, I32, 4, Map.of(1L, 5L));
          MemoryObject iv = ir.global("i", I32);
          MemoryObject j = ir.global("j", I32, r);
          Edge in = ir.add(0, havoc(iv));
          Edge w = ir.add(0, assign(cell(a, load(iv)), c(7)));
          // read through a symbolic index too (j holds r)
          Edge chk = ir.add(0, assume(bin(BinOp.EQ, load(a, load(j)), c(probe))));
          Program p = ir.build();
          long expected = r == i ? 7 : r == 1 ? 5 : 0;
          List<Step> steps = steps(in, w, chk);
          List<Long> inputs = new ArrayList<>(List.of(i));
          try (SmtServices smt = new SmtServices(p)) {
            boolean want = expected == probe;
            String what = "i=" + i + " r=" + r + " probe=" + probe;
            assertEquals(want, smt.feasibility().checkLia(steps, inputs).feasible(), "LIA " + what);
            Feasibility.Result bv = smt.feasibility().checkBv(steps, inputs);
            assertEquals(want, bv.feasible(), "BV " + what);
            if (want) {
              for (long c = 0; c < 4; c++) {
                assertEquals(c == i ? 7 : c == 1 ? 5 : 0, bv.value(a, c), what + " cell " + c);
              }
            }
          }
        }
      }
    }
  }

  @Test
  void outOfBoundsReadAndWriteAreStillUndefinedBehaviour() {
    Ir ir = new Ir();
    MemoryObject a = ir.array("a", I32, 4);
    MemoryObject i = ir.global("i", I32);
    Edge in = ir.add(0, havoc(i));
    Edge four = ir.add(0, assume(bin(BinOp.EQ, load(i), c(4))));
    Edge read = ir.add(0, assume(bin(BinOp.EQ, load(a, load(i)), c(0))));
    Edge neg = ir.add(1, assume(bin(BinOp.EQ, load(i), c(-1))));
    Edge write = ir.add(1, assign(cell(a, load(i)), c(3)));
    Edge constOut = ir.add(2, assign(cell(a, c(9)), c(3)));
    Edge ok = ir.add(3, assume(bin(BinOp.EQ, load(i), c(3))));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      assertEquals(Feasibility.Status.UNDEFINED_BEHAVIOUR,
          smt.feasibility().checkBv(steps(in, four, read)).status());
      assertEquals(Feasibility.Status.UNDEFINED_BEHAVIOUR,
          smt.feasibility().checkBv(steps(in, neg, write)).status());
      assertEquals(Feasibility.Status.UNDEFINED_BEHAVIOUR,
          smt.feasibility().checkBv(steps(constOut)).status());
      // In bounds, the same read is defined.
      assertEquals(Feasibility.Status.FEASIBLE,
          smt.feasibility().checkBv(steps(in, ok, read)).status());
    }
  }

  @Test
  void interpolantsOverScalarisedCellsReadBackAsConstantSelects() {
    Ir ir = new Ir();
    MemoryObject a = ir.array("a", I32, 3);
    MemoryObject i = ir.global("i", I32);
    Edge in = ir.add(0, havoc(i));
    Edge rng = ir.add(0, assume(bin(BinOp.LAND, bin(BinOp.GE, load(i), c(0)), bin(BinOp.LT, load(i), c(2)))));
    Edge w = ir.add(0, assign(cell(a, load(i)), c(4)));
    Edge other = ir.add(1, assign(cell(a, c(2)), c(1)));
    Edge chk = ir.add(0, assume(bin(BinOp.EQ, load(a, c(2)), c(4))));
    Edge err = ir.add(0, error());
    Program p = ir.build();
    List<Step> steps = steps(in, rng, w, other, chk, err);
    try (SmtServices smt = new SmtServices(p)) {
      assertFalse(smt.feasibility().checkLia(steps).feasible());
      List<StateFormula> f = smt.interpolation().interpolate(steps).orElseThrow();
      assertTrue(f.get(steps.size()).isFalse());
      for (int k = 0; k < steps.size(); k++) {
        assertTrue(smt.entailment().hoare(f.get(k), steps.get(k), f.get(k + 1)), k + ": " + f);
        assertTrue(InterpolationTest.prefixImplies(smt, steps.subList(0, k), f.get(k)), k + ": " + f);
        assertSelectsAreConstant(f.get(k).term());
      }
      // After the write of 1 to a[2], the label must talk about a[2].
      assertTrue(f.get(4).mentions(a), f.toString());
    }
  }

  private static void assertSelectsAreConstant(Term t) {
    if (t instanceof Term.Var v) assertFalse(v.array(), "whole array in a label: " + v);
    if (t instanceof Term.App app) {
      if (app.op() == Term.Op.SELECT) {
        assertTrue(app.args().get(0) instanceof Term.Var && app.args().get(1) instanceof Term.Num, t.toString());
        return;
      }
      for (Term x : app.args()) assertSelectsAreConstant(x);
    }
  }

  @Test
  void labelsWithSymbolicSelectsRenderAsIteChains() {
    Ir ir = new Ir();
    MemoryObject a = ir.array("a", I32, 3);
    MemoryObject i = ir.global("i", I32);
    ir.add(0, assume(c(1)));
    Program p = ir.build();
    Term iv = InterpolationTest.var(i);
    StateFormula symbolic = new StateFormula(Term.app(Term.Op.AND,
        Term.app(Term.Op.EQ, iv, num(1)), Term.app(Term.Op.EQ, sel(a, iv), num(3))));
    StateFormula cell1 = new StateFormula(Term.app(Term.Op.EQ, sel(a, num(1)), num(3)));
    StateFormula cell0 = new StateFormula(Term.app(Term.Op.EQ, sel(a, num(0)), num(3)));
    try (SmtServices smt = new SmtServices(p)) {
      assertTrue(smt.entailment().implies(symbolic, cell1));
      assertFalse(smt.entailment().implies(symbolic, cell0));
      assertTrue(smt.entailment().satisfiable(symbolic.and(cell0.not())));
    }
  }

  @Test
  void writesToDifferentCellsAreIndependentUnderTheRightLabel() {
    Ir ir = new Ir();
    MemoryObject a = ir.array("a", I32, 4);
    MemoryObject i = ir.global("i", I32);
    Edge w0 = ir.add(0, assign(cell(a, load(i)), c(1)));
    Edge w1 = ir.add(1, assign(cell(a, c(1)), c(2)));
    Program p = ir.build();
    StateFormula iIs0 = new StateFormula(Term.app(Term.Op.EQ, InterpolationTest.var(i), num(0)));
    StateFormula iIs1 = new StateFormula(Term.app(Term.Op.EQ, InterpolationTest.var(i), num(1)));
    try (SmtServices smt = new SmtServices(p)) {
      assertTrue(smt.independence().independent(w0, w1, iIs0));
      assertFalse(smt.independence().independent(w0, w1, iIs1));
      assertFalse(smt.independence().independent(w0, w1, StateFormula.TRUE));
    }
  }
}
