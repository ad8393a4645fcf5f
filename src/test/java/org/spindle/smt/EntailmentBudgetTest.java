package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;

/**
 * An entailment check that overruns its budget is stopped, asked once more in a fresh Z3 context,
 * and answered "not proved" if that overruns too; the service stays usable afterwards.
 */
class EntailmentBudgetTest {
  private static final int N = 120;

  /** Every cell of a[N] gets 0, then N stores of k >= 0 at input indices; a[j] < 0 is infeasible. */
  private static List<Step> path(Ir ir, MemoryObject a, MemoryObject i, MemoryObject j) {
    List<Edge> es = new ArrayList<>();
    for (int k = 0; k < N; k++) es.add(ir.add(0, assign(cell(a, c(k)), c(0))));
    for (int k = 0; k < N; k++) {
      es.add(ir.add(0, havoc(i)));
      es.add(ir.add(0, assume(bin(BinOp.LAND, bin(BinOp.GE, load(i), c(0)), bin(BinOp.LT, load(i), c(N))))));
      es.add(ir.add(0, assign(cell(a, load(i)), c(k))));
    }
    es.add(ir.add(0, havoc(j)));
    es.add(ir.add(0, assume(bin(BinOp.LAND, bin(BinOp.GE, load(j), c(0)), bin(BinOp.LT, load(j), c(N))))));
    es.add(ir.add(0, assume(bin(BinOp.LT, load(a, load(j)), c(0)))));
    return Ir.steps(es.toArray(new Edge[0]));
  }

  @Test
  void anOverdueCheckIsNotProvedAndTheServiceRecovers() {
    Ir ir = new Ir();
    MemoryObject a = ir.array("a", I32, N);
    MemoryObject i = ir.global("i", I32);
    MemoryObject j = ir.global("j", I32);
    MemoryObject x = ir.global("x", I32);
    List<Step> steps = path(ir, a, i, j);
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      Entailment e = smt.entailment();
      e.budgetMs(10);
      // valid, but far more than 10 ms of Z3 (N = 60 was ~100 ms and once, warm, under 10 ms in a
      // full run; N = 120 is several times that): stopped twice, then "not proved"
      assertFalse(e.hoare(StateFormula.TRUE, steps, StateFormula.FALSE));
      assertEquals(2, smt.statistics().checksOverBudget());
      e.budgetMs(60_000);
      // a fresh context answers the next checks
      assertTrue(e.hoare(StateFormula.TRUE, steps.subList(0, steps.size() - 1), StateFormula.TRUE));
      assertTrue(e.implies(StateFormula.holdsValue(x, 1), StateFormula.holdsValue(x, 1).and(StateFormula.TRUE)));
      assertFalse(e.implies(StateFormula.TRUE, StateFormula.holdsValue(x, 1)));
      assertTrue(e.satisfiable(StateFormula.holdsValue(x, 1)));
      assertEquals(2, smt.statistics().checksOverBudget());
    }
    try (SmtServices smt = new SmtServices(p)) {
      // with the default budget the same triple is proved
      assertTrue(smt.entailment().hoare(StateFormula.TRUE, steps, StateFormula.FALSE));
      assertEquals(0, smt.statistics().checksOverBudget());
    }
  }
}
