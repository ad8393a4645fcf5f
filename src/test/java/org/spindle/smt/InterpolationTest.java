package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;

/** Sequence interpolants over arrays and a lock, checked with Entailment; entailment caching. */
class InterpolationTest {

  @Test
  void interpolantsRefuteAnInfeasiblePathOverArraysAndALock() {
    Ir ir = new Ir();
    MemoryObject m = ir.global("m", I32);
    MemoryObject a = ir.array("a", I32, 4);
    MemoryObject i = ir.global("i", I32);
    MemoryObject j = ir.global("j", I32);
    List<Edge> path = List.of(
        ir.add(0, lock(m)),
        ir.add(0, havoc(i)),
        ir.add(0, assume(bin(BinOp.LAND, bin(BinOp.GE, load(i), c(0)), bin(BinOp.LT, load(i), c(4))))),
        ir.add(0, assign(cell(a, load(i)), c(1))),
        ir.add(0, assign(j, load(i))),
        ir.add(0, unlock(m)),
        ir.add(1, lock(m)),
        ir.add(1, assume(bin(BinOp.NE, load(a, load(j)), c(1)))),
        ir.add(1, error()));
    Program p = ir.build();
    List<Step> steps = Ir.steps(path.toArray(new Edge[0]));
    try (SmtServices smt = new SmtServices(p)) {
      assertFalse(smt.feasibility().checkLia(steps).feasible());
      Optional<ImmutableList<StateFormula>> itps = smt.interpolation().interpolate(steps);
      assertTrue(itps.isPresent());
      List<StateFormula> f = itps.get();
      assertEquals(steps.size() + 1, f.size());
      assertTrue(f.get(steps.size()).isFalse());
      // Inductive: {itp_k} step_k+1 {itp_k+1}; the last is false, so each refutes its suffix.
      for (int k = 0; k < steps.size(); k++) {
        assertTrue(smt.entailment().hoare(f.get(k), steps.get(k), f.get(k + 1)),
            "interpolant " + k + " -> " + (k + 1) + ": " + f.get(k) + " / " + f.get(k + 1));
      }
      // Each prefix (from the initial state) implies its interpolant.
      for (int k = 0; k <= steps.size(); k++) {
        assertTrue(prefixImplies(smt, steps.subList(0, k), f.get(k)), "prefix implies itp " + k);
      }
      // The interpolant before the second lock says the mutex is free and before the assume
      // that a[j] == 1: state variables of the array and the lock appear.
      assertTrue(f.get(7).mentions(a), f.get(7).toString());
      assertTrue(f.get(6).mentions(m) || f.get(6).mentions(a), f.get(6).toString());
    }
  }

  @Test
  void prefixImpliesEachInterpolant() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    Edge set = ir.add(0, assign(x, c(5)));
    Edge inc = ir.add(0, assign(x, bin(BinOp.ADD, load(x), c(1))));
    Edge chk = ir.add(0, assume(bin(BinOp.EQ, load(x), c(7))));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      List<StateFormula> f = smt.interpolation().interpolate(steps(set, inc, chk)).orElseThrow();
      // From the initial state (x == 0) the prefix forces each label.
      StateFormula init = new StateFormula(Term.app(Term.Op.EQ, new Term.Var(x.id(), "x", false),
          new Term.Num(java.math.BigInteger.ZERO)));
      assertTrue(smt.entailment().implies(init, f.get(0)));
      assertTrue(smt.entailment().hoare(init, Step.of(set), f.get(1)));
      assertFalse(smt.entailment().satisfiable(f.get(2).and(eq(x, 7))));
      assertTrue(smt.entailment().satisfiable(f.get(2).and(eq(x, 6))));
    }
  }

  @Test
  void interpolantsMayTalkAboutInitialArrayContents() {
    Ir ir = new Ir();
    MemoryObject a = ir.object("a", -1, I32, 4, java.util.Map.of(1L, 5L));
    MemoryObject i = ir.global("i", I32);
    Edge in = ir.add(0, havoc(i));
    Edge rng = ir.add(0, assume(bin(BinOp.LAND, bin(BinOp.GE, load(i), c(2)), bin(BinOp.LT, load(i), c(4)))));
    Edge chk = ir.add(0, assume(bin(BinOp.EQ, load(a, load(i)), c(5))));
    Program p = ir.build();
    List<Step> steps = steps(in, rng, chk);
    try (SmtServices smt = new SmtServices(p)) {
      List<StateFormula> f = smt.interpolation().interpolate(steps).orElseThrow();
      for (int k = 0; k <= steps.size(); k++) assertTrue(prefixImplies(smt, steps.subList(0, k), f.get(k)), k + ": " + f);
      for (int k = 0; k < steps.size(); k++) {
        assertTrue(smt.entailment().hoare(f.get(k), steps.get(k), f.get(k + 1)), k + ": " + f);
      }
    }
  }

  @Test
  void entailmentIsCached() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    ir.add(0, assume(c(1)));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      StateFormula gt5 = new StateFormula(Term.app(Term.Op.GT, var(x), num(5)));
      StateFormula gt3 = new StateFormula(Term.app(Term.Op.GT, var(x), num(3)));
      assertTrue(smt.entailment().implies(gt5, gt3));
      assertFalse(smt.entailment().implies(gt3, gt5));
      assertTrue(smt.entailment().implies(gt5, gt3));
      SmtStatistics s = smt.statistics();
      // x > 3 does not imply x > 5 at x = 4: refuted without a solver call (OneScalarRefuter)
      assertEquals(1, s.calls(SmtStatistics.Operation.ENTAILMENT));
      assertEquals(1, s.cacheHits(SmtStatistics.Operation.ENTAILMENT));
      // Type ranges are assumed: an int is never above INT_MAX.
      StateFormula huge = new StateFormula(Term.app(Term.Op.GT, var(x), num(Integer.MAX_VALUE)));
      assertFalse(smt.entailment().satisfiable(huge));
    }
  }

  @Test
  void guardEntailmentForLocks() {
    Ir ir = new Ir();
    MemoryObject m = ir.global("m", I32);
    Edge l = ir.add(0, lock(m));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      assertTrue(smt.entailment().entailsGuard(eq(m, 0), Step.of(l)));
      assertFalse(smt.entailment().entailsGuard(StateFormula.TRUE, Step.of(l)));
      assertTrue(smt.entailment().hoare(eq(m, 0), Step.of(l), eq(m, 1)));
    }
  }

  /** unsat(prefix ∧ ¬itp) in Z3 (LIA). */
  static boolean prefixImplies(SmtServices smt, List<Step> prefix, StateFormula itp) {
    PathFormula pf = smt.encodePath(prefix, Encoding.LIA);
    var fm = smt.z3Context().getFormulaManager();
    var bmgr = fm.getBooleanFormulaManager();
    StateFormulaRenderer.Rendered r =
        new StateFormulaRenderer(smt.program(), fm).renderWithRanges(itp, pf.finalSsa());
    // Objects the path never touched still hold their initial values.
    LiaTheory lia = new LiaTheory(fm);
    List<org.sosy_lab.java_smt.api.BooleanFormula> init = new java.util.ArrayList<>();
    for (int id : itp.objectIds()) {
      MemoryObject o = smt.program().object(id);
      if (pf.finalSsa().index(o) != 0) continue;
      String name = VarNames.state(o, 0);
      if (o.isScalar()) {
        init.add(lia.equal(lia.variable(name, o.cellType(0)), lia.constant(o.cellType(0), o.initialValue(0))));
      } else if (ScalarisedArrays.scalarised(o)) {
        for (long c = 0; c < o.cellCount(); c++) {
          init.add(lia.equal(lia.cellVariable(VarNames.cell(o, 0, c), o), lia.initialCell(o, c)));
        }
      } else {
        init.add(lia.equal(lia.arrayVariable(name, o), lia.initialArray(o)));
      }
    }
    try (var prover = smt.z3Context().newProverEnvironment()) {
      prover.addConstraint(bmgr.and(pf.formula(bmgr), bmgr.and(init), r.ranges(), bmgr.not(r.body())));
      return prover.isUnsat();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  static Term var(MemoryObject o) {
    return new Term.Var(o.id(), o.name(), false);
  }

  static Term num(long v) {
    return new Term.Num(java.math.BigInteger.valueOf(v));
  }

  static StateFormula eq(MemoryObject o, long v) {
    return new StateFormula(Term.app(Term.Op.EQ, var(o), num(v)));
  }
}
