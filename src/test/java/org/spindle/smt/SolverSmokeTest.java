package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sosy_lab.common.ShutdownNotifier;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.ArrayFormulaManager;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.InterpolatingProverEnvironment;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.sosy_lab.java_smt.api.SolverContext.ProverOptions;

/** Both solvers load through java-smt without a native install step (DESIGN.md, SMT layer). */
class SolverSmokeTest {

  @Test
  void z3DecidesLinearArithmeticAndBitVectors() throws Exception {
    try (SolverContext ctx = SolverFactory.z3(ShutdownNotifier.createDummy());
        ProverEnvironment prover = ctx.newProverEnvironment(ProverOptions.GENERATE_MODELS)) {
      IntegerFormulaManager imgr = ctx.getFormulaManager().getIntegerFormulaManager();
      IntegerFormula x = imgr.makeVariable("x");
      prover.addConstraint(imgr.greaterThan(x, imgr.makeNumber(41)));
      prover.addConstraint(imgr.lessThan(x, imgr.makeNumber(43)));
      assertFalse(prover.isUnsat());
      assertEquals(42, prover.getModel().evaluate(x).intValue());

      // 8-bit wrap-around: y + 1 == 0 has the solution y = 255 in bit-vectors.
      var bv = ctx.getFormulaManager().getBitvectorFormulaManager();
      var y = bv.makeVariable(8, "y");
      prover.push(bv.equal(bv.add(y, bv.makeBitvector(8, 1)), bv.makeBitvector(8, 0)));
      assertFalse(prover.isUnsat());
      assertEquals(255, prover.getModel().evaluate(y).intValue());
    }
  }

  @Test
  void smtInterpolGivesSequenceInterpolantsOverArrays() throws Exception {
    try (SolverContext ctx = SolverFactory.smtInterpol(ShutdownNotifier.createDummy());
        InterpolatingProverEnvironment<?> prover = ctx.newProverEnvironmentWithInterpolation()) {
      assertTrue(sequenceInterpolantsRefutePath(ctx, prover));
    }
  }

  /**
   * Path a[i] := 1; j := i; assume(a[j] != 1) is infeasible; every interpolant must be implied by
   * its prefix and contradict its suffix. Checked by Z3 to exercise both solvers together.
   */
  private static <T> boolean sequenceInterpolantsRefutePath(
      SolverContext ctx, InterpolatingProverEnvironment<T> prover) throws Exception {
    IntegerFormulaManager imgr = ctx.getFormulaManager().getIntegerFormulaManager();
    ArrayFormulaManager amgr = ctx.getFormulaManager().getArrayFormulaManager();
    BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
    ArrayFormula<IntegerFormula, IntegerFormula> a0 =
        amgr.makeArray("a0", FormulaType.IntegerType, FormulaType.IntegerType);
    ArrayFormula<IntegerFormula, IntegerFormula> a1 =
        amgr.makeArray("a1", FormulaType.IntegerType, FormulaType.IntegerType);
    IntegerFormula i = imgr.makeVariable("i");
    IntegerFormula j = imgr.makeVariable("j");
    IntegerFormula one = imgr.makeNumber(1);
    List<BooleanFormula> path = List.of(
        amgr.equivalence(a1, amgr.store(a0, i, one)),
        imgr.equal(j, i),
        bmgr.not(imgr.equal(amgr.select(a1, j), one)));
    List<List<T>> partitions = new ArrayList<>();
    for (BooleanFormula f : path) partitions.add(List.of(prover.push(f)));
    assertTrue(prover.isUnsat());
    List<BooleanFormula> itps = prover.getSeqInterpolants(partitions);
    assertEquals(path.size() - 1, itps.size());

    // Interpolant k: path[0..k] => itp_k and itp_k /\ path[k+1..] unsat.
    for (int k = 0; k < itps.size(); k++) {
      BooleanFormula prefix = bmgr.and(path.subList(0, k + 1));
      BooleanFormula suffix = bmgr.and(path.subList(k + 1, path.size()));
      assertTrue(unsat(ctx, bmgr.and(prefix, bmgr.not(itps.get(k)))), "prefix implies itp " + k);
      assertTrue(unsat(ctx, bmgr.and(itps.get(k), suffix)), "itp " + k + " refutes suffix");
    }
    return true;
  }

  private static boolean unsat(SolverContext ctx, BooleanFormula f) throws Exception {
    try (ProverEnvironment p = ctx.newProverEnvironment()) {
      p.addConstraint(f);
      return p.isUnsat();
    }
  }
}
