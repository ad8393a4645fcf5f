package org.spindle.smt;

import java.util.List;
import org.sosy_lab.common.ShutdownNotifier;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.InterpolatingProverEnvironment;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.sosy_lab.java_smt.api.SolverContext;

/**
 * Loads and warms up SMTInterpol (pure Java) on a throw-away context in a daemon thread while the command
 * parses and lowers its input: the first interpolation of a JVM otherwise pays a few hundred
 * milliseconds of class loading, which dominates short runs (the first IVR of small programs).
 * Nothing is shared with the engine's contexts; failures are ignored (it is only a head start).
 */
public final class SolverWarmup {
  private SolverWarmup() {}

  public static void start() {
    Thread t = new Thread(SolverWarmup::run, "spindle-solver-warmup");
    t.setDaemon(true);
    t.setPriority(Thread.MIN_PRIORITY);
    t.start();
  }

  private static void run() {
    try (SolverContext itp = SolverFactory.smtInterpol(ShutdownNotifier.createDummy());
        InterpolatingProverEnvironment<?> p = itp.newProverEnvironmentWithInterpolation()) {
      warm(itp, p);
    } catch (Exception | LinkageError e) {
      // only a head start
    }
  }

  private static <T> void warm(SolverContext ctx, InterpolatingProverEnvironment<T> p) throws Exception {
    IntegerFormulaManager im = ctx.getFormulaManager().getIntegerFormulaManager();
    IntegerFormula x = im.makeVariable("warm!x");
    IntegerFormula y = im.makeVariable("warm!y");
    BooleanFormula a = im.equal(y, im.add(x, im.makeNumber(1)));
    BooleanFormula b = im.lessOrEquals(x, im.makeNumber(0));
    BooleanFormula c = im.greaterThan(y, im.makeNumber(1));
    T ta = p.push(b);
    T tb = p.push(a);
    T tc = p.push(c);
    if (p.isUnsat()) p.getSeqInterpolants(List.of(List.of(ta), List.of(tb), List.of(tc)));
  }
}
