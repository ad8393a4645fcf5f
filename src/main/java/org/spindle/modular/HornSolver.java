package org.spindle.modular;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.FormulaManager;

/**
 * Solves constrained Horn clauses with Z3's Spacer engine (the {@code HORN} solver, inside the
 * z3-turnkey jar the project already uses for java-smt's Z3). The clauses are built with java-smt
 * (so the program's encoding exists once, in package smt) and handed over as SMT-LIB text, since
 * java-smt offers no Horn solving.
 */
final class HornSolver {
  private HornSolver() {}

  enum Answer {
    /** The clauses have a model: the invariants exist. */
    SAT,
    /** No model: some query is derivable (in the abstraction). */
    UNSAT,
    /** Spacer gave up or the time ran out. */
    UNKNOWN
  }

  record Solution(Answer answer, String model, String why) {}

  /** The SMT-LIB script of the clauses: declarations once, one assertion per clause. */
  static String script(FormulaManager fm, List<BooleanFormula> clauses) {
    Set<String> decls = new LinkedHashSet<>();
    StringBuilder asserts = new StringBuilder();
    for (BooleanFormula c : clauses) {
      for (String line : fm.dumpFormula(c).toString().split("\n")) {
        if (line.startsWith("(declare-fun") || line.startsWith("(define-fun")) {
          decls.add(line);
        } else if (!line.isBlank()) {
          asserts.append(line).append('\n');
        }
      }
    }
    return String.join("\n", decls) + "\n" + asserts;
  }

  /**
   * Solves {@code script} within {@code timeout} (null: none); {@code onStop} receives a runnable
   * that interrupts the solver from another thread.
   */
  static Solution solve(String script, Duration timeout, java.util.function.Consumer<Runnable> onStop) {
    Object lock = new Object();
    boolean[] open = {true};
    try (Context ctx = new Context()) {
      // an interrupt after the context is closed would reach freed native memory
      if (onStop != null) onStop.accept(() -> {
        synchronized (lock) {
          if (open[0]) ctx.interrupt();
        }
      });
      BoolExpr[] fs = ctx.parseSMTLIB2String(script, null, null, null, null);
      Solver s = ctx.mkSolver("HORN");
      Params p = ctx.mkParams();
      if (timeout != null && !timeout.isZero()) p.add("timeout", (int) Math.min(Integer.MAX_VALUE, timeout.toMillis()));
      s.setParameters(p);
      s.add(fs);
      Status st = s.check();
      return switch (st) {
        case SATISFIABLE -> new Solution(Answer.SAT, String.valueOf(s.getModel()), null);
        case UNSATISFIABLE -> new Solution(Answer.UNSAT, null, null);
        default -> new Solution(Answer.UNKNOWN, null, s.getReasonUnknown());
      };
    } finally {
      synchronized (lock) {
        open[0] = false;
      }
    }
  }
}
