package org.spindle.smt;

import org.sosy_lab.common.ShutdownNotifier;
import org.sosy_lab.common.configuration.Configuration;
import org.sosy_lab.common.configuration.InvalidConfigurationException;
import org.sosy_lab.common.log.BasicLogManager;
import org.sosy_lab.common.log.LogManager;
import org.sosy_lab.java_smt.SolverContextFactory;
import org.sosy_lab.java_smt.SolverContextFactory.Solvers;
import org.sosy_lab.java_smt.api.SolverContext;

/**
 * Creates java-smt solver contexts. Z3 comes from z3-turnkey, whose own class initializer unpacks
 * and loads the natives; java-smt's library loader is redirected to it (DESIGN.md, SMT layer), so
 * no native install step is needed. SMTInterpol is pure Java and gives sequence interpolants.
 * Contexts are not thread-safe: one per engine thread.
 */
public final class SolverFactory {
  static {
    // SMTInterpol (2.5-1242 at least; we pin 2.5-1147, D29) can trip an internal assertion
    // (CCTerm.unshare) when an interpolating prover over arrays is popped/closed; results are
    // unaffected (interpolants are re-checked by Z3 in InterpolationTest). Only matters under -ea
    // (tests); keep its assertions off.
    ClassLoader cl = SolverFactory.class.getClassLoader();
    if (cl != null) cl.setPackageAssertionStatus("de.uni_freiburg.informatik.ultimate", false);
  }

  private SolverFactory() {}

  public static SolverContext z3(ShutdownNotifier shutdown) {
    return create(Solvers.Z3, shutdown);
  }

  public static SolverContext smtInterpol(ShutdownNotifier shutdown) {
    return create(Solvers.SMTINTERPOL, shutdown);
  }

  private static SolverContext create(Solvers solver, ShutdownNotifier shutdown) {
    try {
      Configuration config = Configuration.defaultConfiguration();
      LogManager logger = BasicLogManager.create(config);
      SolverContextFactory factory =
          new SolverContextFactory(config, logger, shutdown, SolverFactory::loadNativeLibrary);
      return factory.generateContext(solver);
    } catch (InvalidConfigurationException e) {
      throw new IllegalStateException("cannot create " + solver + " context: " + e.getMessage(), e);
    }
  }

  /** java-smt asks for "z3"/"z3java"; z3-turnkey's Native class loads both when initialised. */
  private static void loadNativeLibrary(String name) {
    com.microsoft.z3.Native.getFullVersion();
  }
}
