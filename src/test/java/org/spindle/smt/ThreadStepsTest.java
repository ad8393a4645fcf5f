package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;

/** Create (handle, argument), Join guards over the exited set, and enabledness interpolants. */
class ThreadStepsTest {

  @Test
  void createPassesArgumentAndJoinNeedsTheTargetExited() {
    Ir ir = new Ir();
    MemoryObject h = ir.global("h", I32);
    MemoryObject param = ir.object("arg", 1, I32, 1, Map.of());
    Edge create = ir.add(0, new Stmt.Create(1, cell(h), c(42), param));
    Edge join = ir.add(0, new Stmt.Join(load(h)));
    Edge check = ir.add(1, assume(bin(BinOp.EQ, load(param), c(42))));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      Feasibility.Result r = smt.feasibility().checkBv(List.of(Step.of(create), Step.of(check),
          Step.of(join, ImmutableSet.of(1))));
      assertTrue(r.feasible());
      assertEquals(1, r.value(h, 0));
      assertEquals(42, r.value(param, 0));
      // Thread 1 has not exited: the join is blocked.
      assertFalse(smt.feasibility().checkLia(List.of(Step.of(create), Step.of(join))).feasible());
      // Join on a value that is no thread id is undefined behaviour.
      Edge badJoin = ir.add(2, new Stmt.Join(c(7)));
      Program p2 = ir.build();
      try (SmtServices smt2 = new SmtServices(p2)) {
        assertEquals(Feasibility.Status.UNDEFINED_BEHAVIOUR,
            smt2.feasibility().checkBv(List.of(Step.of(badJoin, ImmutableSet.of(0, 1)))).status());
      }
    }
  }

  @Test
  void enablednessInterpolantsProveALockFree() {
    Ir ir = new Ir();
    MemoryObject m = ir.global("m", I32);
    MemoryObject x = ir.global("x", I32);
    Edge l0 = ir.add(0, lock(m));
    Edge w = ir.add(0, assign(x, c(1)));
    Edge u0 = ir.add(0, unlock(m));
    Edge l1 = ir.add(1, lock(m));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      ImmutableList<StateFormula> f =
          smt.interpolation().interpolateEnabled(steps(l0, w, u0), Step.of(l1)).orElseThrow();
      assertEquals(4, f.size());
      assertTrue(smt.entailment().entailsGuard(f.get(3), Step.of(l1)), f.toString());
      for (int k = 0; k < 3; k++) {
        assertTrue(smt.entailment().hoare(f.get(k), Step.of(List.of(l0, w, u0).get(k)), f.get(k + 1)));
      }
      // Before the unlock the lock is not provably free.
      assertTrue(smt.interpolation().interpolateEnabled(steps(l0, w), Step.of(l1)).isEmpty());
    }
  }
}
