package org.spindle.smt;

import java.util.List;
import org.sosy_lab.common.ShutdownNotifier;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.ArrayFormulaManager;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.InterpolatingProverEnvironment;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;

/**
 * Loads and exercises both solvers on a background thread while the command parses and lowers its
 * program (docs/decisions.md D24): Z3's natives get unpacked and loaded, and SMTInterpol's
 * classes, including its interpolation over arrays, get loaded and start being compiled. The
 * engine's own contexts are created as before; they only find this work done. Throwaway contexts,
 * no state shared with the engine; any failure here is ignored (the engine reports its own).
 */
public final class SolverWarmup {
  private SolverWarmup() {}

  /** Starts the warm-up on a daemon thread; returns at once. */
  public static void start() {
    // two threads: unpacking Z3's natives is mostly I/O and the dynamic linker
    daemon(SolverWarmup::warmZ3, "spindle-z3-warmup");
    daemon(SolverWarmup::warmSmtInterpol, "spindle-smtinterpol-warmup");
  }

  private static void daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    t.start();
  }

  private static void warmSmtInterpol() {
    try (SolverContext itp = SolverFactory.smtInterpol(ShutdownNotifier.createDummy())) {
      interpolate(itp);
    } catch (Exception | LinkageError e) {
      // only a head start: the engine creates and checks its own contexts
    }
  }

  private static void warmZ3() {
    try {
      com.microsoft.z3.Native.getFullVersion();
      try (SolverContext z3 = SolverFactory.z3(ShutdownNotifier.createDummy())) {
        try (ProverEnvironment p = z3.newProverEnvironment()) {
          FormulaManager fm = z3.getFormulaManager();
          p.addConstraint(fm.getBooleanFormulaManager().and(query(fm)));
          p.isUnsat();
        }
      }
    } catch (Exception | LinkageError e) {
      // only a head start: the engine creates and checks its own contexts
    }
  }

  private static void interpolate(SolverContext ctx) throws Exception {
    List<BooleanFormula> parts = query(ctx.getFormulaManager());
    try (InterpolatingProverEnvironment<?> p = ctx.newProverEnvironmentWithInterpolation()) {
      List<Object> ids = new java.util.ArrayList<>();
      for (BooleanFormula f : parts) ids.add(p.push(f));
      if (p.isUnsat()) interpolants(p, ids);
    }
  }

  @SuppressWarnings("unchecked")
  private static <T> void interpolants(InterpolatingProverEnvironment<T> p, List<Object> ids)
      throws Exception {
    List<List<T>> partition = new java.util.ArrayList<>();
    for (Object id : ids) partition.add(List.of((T) id));
    p.getSeqInterpolants(partition);
  }

  /** a[0] = 0 ∧ x = 1; a' = a[i := x] ∧ 0 <= i < 2; a'[i] = 0 — infeasible, over LIA and arrays. */
  private static List<BooleanFormula> query(FormulaManager fm) {
    IntegerFormulaManager imgr = fm.getIntegerFormulaManager();
    ArrayFormulaManager amgr = fm.getArrayFormulaManager();
    ArrayFormula<IntegerFormula, IntegerFormula> a =
        amgr.makeArray("w_a", FormulaType.IntegerType, FormulaType.IntegerType);
    ArrayFormula<IntegerFormula, IntegerFormula> b =
        amgr.makeArray("w_b", FormulaType.IntegerType, FormulaType.IntegerType);
    IntegerFormula x = imgr.makeVariable("w_x");
    IntegerFormula i = imgr.makeVariable("w_i");
    var bmgr = fm.getBooleanFormulaManager();
    BooleanFormula first = bmgr.and(imgr.equal(amgr.select(a, imgr.makeNumber(0)), imgr.makeNumber(0)),
        imgr.equal(x, imgr.makeNumber(1)));
    BooleanFormula second = bmgr.and(amgr.equivalence(b, amgr.store(a, i, x)),
        imgr.lessOrEquals(imgr.makeNumber(0), i), imgr.lessThan(i, imgr.makeNumber(2)));
    BooleanFormula third = imgr.equal(amgr.select(b, i), imgr.makeNumber(0));
    return List.of(first, second, third);
  }
}
