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

  /** The SMT-LIB text of clauses and queries: declarations once, one assertion each. */
  record Script(String declarations, String clauses, java.util.List<String> queries) {
    String all() {
      return declarations + clauses + String.join("", queries);
    }

    /** The clauses and query {@code q} alone. */
    String only(int q) {
      return declarations + clauses + queries.get(q);
    }
  }

  static Script script(FormulaManager fm, List<BooleanFormula> clauses, List<BooleanFormula> queries) {
    Set<String> decls = new LinkedHashSet<>();
    StringBuilder cs = new StringBuilder();
    for (BooleanFormula c : clauses) cs.append(text(fm, c, decls));
    java.util.List<String> qs = new java.util.ArrayList<>();
    for (BooleanFormula q : queries) qs.add(text(fm, q, decls));
    return new Script(String.join("\n", decls) + "\n", cs.toString(), qs);
  }

  private static String text(FormulaManager fm, BooleanFormula f, Set<String> decls) {
    StringBuilder asserts = new StringBuilder();
    for (String command : commands(fm.dumpFormula(f).toString())) {
      if (command.startsWith("(declare-fun") || command.startsWith("(define-fun")) {
        decls.add(command.replaceAll("\\s+", " "));
      } else if (command.startsWith("(assert")) {
        asserts.append(command).append('\n');
      }
    }
    return asserts.toString();
  }

  /**
   * The top-level commands of an SMT-LIB script (a dump spans lines freely): balanced
   * parentheses, outside |quoted symbols|, string literals and comments.
   */
  static List<String> commands(String script) {
    List<String> out = new java.util.ArrayList<>();
    int depth = 0;
    int start = -1;
    for (int i = 0; i < script.length(); i++) {
      char ch = script.charAt(i);
      if (ch == '|' || ch == '"') {
        int close = script.indexOf(ch, i + 1);
        i = close < 0 ? script.length() : close;
      } else if (ch == ';' && depth == 0) {
        int nl = script.indexOf('\n', i);
        i = nl < 0 ? script.length() : nl;
      } else if (ch == '(') {
        if (depth++ == 0) start = i;
      } else if (ch == ')' && depth > 0 && --depth == 0) {
        out.add(script.substring(start, i + 1));
      }
    }
    return out;
  }

  /**
   * Solves {@code script} within {@code timeout} (null: none) in a child JVM ({@link SpacerChild});
   * {@code onStop} receives a runnable that kills it. Spacer runs out of process because a native
   * crash inside Z3 takes the whole JVM with it: Z3 4.14.1 died with SIGSEGV in
   * {@code spacer::hypothesis_reducer::reduce_core} on pthread-nondet/nondet-array-2, which ended
   * the verify run with exit 134 instead of the other engines' verdict. A crashed child is retried
   * once with the old interpolating-core reducer ({@code fp.spacer.iuc=0}), slower on some of our
   * proofs but not crashing there; a second crash answers UNKNOWN.
   */
  static Solution solve(String script, Duration timeout, java.util.function.Consumer<Runnable> onStop) {
    long deadline = timeout == null || timeout.isZero() ? Long.MAX_VALUE : System.nanoTime() + timeout.toNanos();
    Solution first = SpacerChild.run(script, deadline, false, onStop);
    if (first.answer() != Answer.UNKNOWN || !first.why().startsWith(SpacerChild.CRASHED)) return first;
    Solution second = SpacerChild.run(script, deadline, true, onStop);
    return second.answer() != Answer.UNKNOWN ? second
        : new Solution(Answer.UNKNOWN, null, first.why() + "; with fp.spacer.iuc=0: " + second.why());
  }

  /** Solves {@code script} in this JVM (the child's side of {@link #solve}). */
  static Solution solveHere(String script, Duration timeout, boolean oldReducer) {
    try (Context ctx = new Context()) {
      BoolExpr[] fs;
      try {
        fs = ctx.parseSMTLIB2String(script, null, null, null, null);
      } catch (com.microsoft.z3.Z3Exception e) {
        String m = String.valueOf(e.getMessage());
        return new Solution(Answer.UNKNOWN, null, "the clauses were not read: "
            + (m.length() > 200 ? m.substring(0, 200) + "..." : m));
      }
      Solver s = ctx.mkSolver("HORN");
      Params p = ctx.mkParams();
      if (timeout != null && !timeout.isZero()) p.add("timeout", (int) Math.min(Integer.MAX_VALUE, timeout.toMillis()));
      if (oldReducer) p.add("fp.spacer.iuc", 0);
      s.setParameters(p);
      s.add(fs);
      Status st = s.check();
      return switch (st) {
        case SATISFIABLE -> new Solution(Answer.SAT, String.valueOf(s.getModel()), null);
        case UNSATISFIABLE -> new Solution(Answer.UNSAT, null, null);
        default -> new Solution(Answer.UNKNOWN, null, s.getReasonUnknown());
      };
    }
  }
}
