package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;

/** Wrap-around, non-linear over-approximation, exact BV refutation and undefined behaviour. */
class FeasibilityTest {

  private static Feasibility.Result lia(Program p, List<Step> steps) {
    try (SmtServices smt = new SmtServices(p)) {
      return smt.feasibility().checkLia(steps);
    }
  }

  private static Feasibility.Result bv(Program p, List<Step> steps) {
    try (SmtServices smt = new SmtServices(p)) {
      return smt.feasibility().checkBv(steps);
    }
  }

  @Test
  void unsignedZeroMinusOneIsPositiveInBothEncodings() {
    Ir ir = new Ir();
    MemoryObject u = ir.global("u", U32);
    Edge e1 = ir.add(0, assign(u, bin(BinOp.SUB, load(u), c(1, U32))));
    Edge e2 = ir.add(0, assume(bin(BinOp.GT, load(u), c(0, U32))));
    Edge e3 = ir.add(0, assume(bin(BinOp.EQ, load(u), c(0xFFFFFFFFL, U32))));
    Program p = ir.build();
    assertTrue(lia(p, steps(e1, e2, e3)).feasible());
    Feasibility.Result r = bv(p, steps(e1, e2, e3));
    assertTrue(r.feasible());
    assertEquals(0xFFFFFFFFL, r.value(u, 0));
  }

  @Test
  void signedOverflowWrapsExactlyInBothEncodings() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    Edge set = ir.add(0, assign(x, c(Integer.MAX_VALUE)));
    Edge inc = ir.add(0, assign(x, bin(BinOp.ADD, load(x), c(1))));
    Edge neg = ir.add(0, assume(bin(BinOp.LT, load(x), c(0))));
    Edge pos = ir.add(1, assume(bin(BinOp.GT, load(x), c(0))));
    Program p = ir.build();
    assertTrue(lia(p, steps(set, inc, neg)).feasible());
    assertTrue(bv(p, steps(set, inc, neg)).feasible());
    assertEquals(Integer.MIN_VALUE, bv(p, steps(set, inc, neg)).value(x, 0));
    // The wrap is exact, not just an over-approximation: x > 0 is impossible after it.
    assertFalse(lia(p, steps(set, inc, pos)).feasible());
    assertFalse(bv(p, steps(set, inc, pos)).feasible());
  }

  @Test
  void squareIsOverApproximatedInLiaAndRefutedInBv() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    MemoryObject y = ir.global("y", I32);
    Edge in = ir.add(0, havoc(x));
    Edge sq = ir.add(0, assign(y, bin(BinOp.MUL, load(x), load(x))));
    Edge two = ir.add(0, assume(bin(BinOp.EQ, load(y), c(2))));
    Edge four = ir.add(1, assume(bin(BinOp.EQ, load(y), c(4))));
    Program p = ir.build();
    // No square is 2 modulo 2^32 (odd squares are 1 mod 8, even ones 0 mod 4): LIA SAT, BV UNSAT.
    assertTrue(lia(p, steps(in, sq, two)).feasible());
    assertEquals(Feasibility.Status.INFEASIBLE, bv(p, steps(in, sq, two)).status());
    // Where C is feasible both say so, and the BV input reproduces the run.
    assertTrue(lia(p, steps(in, sq, four)).feasible());
    Feasibility.Result r = bv(p, steps(in, sq, four));
    assertTrue(r.feasible());
    long input = r.inputs().get(0);
    assertEquals(4, (int) (input * input));
    assertEquals(4, r.value(y, 0));
  }

  @Test
  void divisionByConstantTruncatesTowardZeroInLia() {
    Ir ir = new Ir();
    MemoryObject q = ir.global("q", I32);
    MemoryObject r = ir.global("r", I32);
    MemoryObject a = ir.global("a", I32, -7);
    Edge div = ir.add(0, assign(q, bin(BinOp.DIV, load(a), c(2))));
    Edge rem = ir.add(0, assign(r, bin(BinOp.REM, load(a), c(2))));
    Edge ok = ir.add(0, assume(bin(BinOp.LAND, bin(BinOp.EQ, load(q), c(-3)), bin(BinOp.EQ, load(r), c(-1)))));
    Edge bad = ir.add(1, assume(bin(BinOp.NE, load(q), c(-3))));
    Edge shr = ir.add(2, assign(q, bin(BinOp.SHR, load(a), c(1))));
    Edge floor = ir.add(2, assume(bin(BinOp.EQ, load(q), c(-4))));
    Program p = ir.build();
    assertTrue(lia(p, steps(div, rem, ok)).feasible());
    assertFalse(lia(p, steps(div, bad)).feasible());
    assertTrue(bv(p, steps(div, rem, ok)).feasible());
    assertTrue(lia(p, steps(shr, floor)).feasible());
    assertTrue(bv(p, steps(shr, floor)).feasible());
  }

  @Test
  void divisionByZeroIsReportedAsUndefinedBehaviour() {
    Ir ir = new Ir();
    MemoryObject d = ir.global("d", I32);
    MemoryObject y = ir.global("y", I32);
    Edge in = ir.add(0, havoc(d));
    Edge div = ir.add(0, assign(y, bin(BinOp.DIV, c(10), load(d))));
    Edge zero = ir.add(0, assume(bin(BinOp.EQ, load(d), c(0))));
    Edge guarded = ir.add(1, assume(bin(BinOp.LAND, bin(BinOp.NE, load(d), c(0)),
        bin(BinOp.GT, bin(BinOp.DIV, c(10), load(d)), c(4)))));
    Program p = ir.build();
    Feasibility.Result r = bv(p, steps(in, div, zero));
    assertEquals(Feasibility.Status.UNDEFINED_BEHAVIOUR, r.status());
    assertEquals(1, r.undefinedStep());
    // d != 0 && 10 / d > 4: the division is only evaluated when defined.
    Feasibility.Result g = bv(p, steps(in, guarded));
    assertTrue(g.feasible());
    long dv = g.inputs().get(0);
    assertTrue(dv == 1 || dv == 2);
  }

  @Test
  void arrayIndexOutOfBoundsIsUndefinedNotInfeasible() {
    Ir ir = new Ir();
    MemoryObject a = ir.array("a", I32, 4);
    MemoryObject i = ir.global("i", I32);
    Edge in = ir.add(0, havoc(i));
    Edge w = ir.add(0, assign(cell(a, load(i)), c(5)));
    Edge big = ir.add(0, assume(bin(BinOp.GE, load(i), c(4))));
    Edge read = ir.add(1, assume(bin(BinOp.EQ, load(a, c(3)), c(5))));
    Program p = ir.build();
    assertEquals(Feasibility.Status.UNDEFINED_BEHAVIOUR, bv(p, steps(in, w, big)).status());
    Feasibility.Result r = bv(p, steps(in, w, read));
    assertTrue(r.feasible());
    assertEquals(3, r.inputs().get(0));
    assertEquals(5, r.value(a, 3));
    assertTrue(lia(p, steps(in, w, read)).feasible());
  }

  @Test
  void pointerDereferenceSplitsOverTargets() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    MemoryObject y = ir.global("y", I32);
    MemoryObject ptr = ir.global("p", PTR);
    MemoryObject b = ir.global("b", I32);
    Expr addrX = new Expr.AddressOf(x, c(0), PTR);
    Expr addrY = new Expr.AddressOf(y, c(0), PTR);
    Edge in = ir.add(0, havoc(b));
    Edge set = ir.add(0, assign(ptr, new Expr.Ite(load(b), addrX, addrY, PTR)));
    Edge w = ir.add(0, assign(new org.spindle.program.LValue.Deref(load(ptr), I32), c(7)));
    Edge yIs7 = ir.add(0, assume(bin(BinOp.EQ, load(y), c(7))));
    Edge xIs7 = ir.add(1, assume(bin(BinOp.EQ, load(x), c(7))));
    Edge bothBad = ir.add(2, assume(bin(BinOp.LAND, bin(BinOp.EQ, load(x), c(7)), bin(BinOp.EQ, load(y), c(7)))));
    Program p = ir.build();
    Feasibility.Result r = bv(p, steps(in, set, w, yIs7));
    assertTrue(r.feasible());
    assertEquals(0, r.inputs().get(0));
    assertEquals(0, r.value(x, 0));
    assertTrue(lia(p, steps(in, set, w, xIs7)).feasible());
    assertFalse(lia(p, steps(in, set, w, bothBad)).feasible());
    assertFalse(bv(p, steps(in, set, w, bothBad)).feasible());
  }
}
