package org.spindle.impact;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spindle.smt.Entailment;
import org.spindle.smt.StateFormula;
import org.spindle.smt.Term;

/**
 * Label implication for covering and refinement, cascaded as in WKO13: a syntactic check first
 * (every conjunct of the weaker label is a conjunct of the stronger one, which is common because
 * labels grow by conjunction), then the solver.
 */
public final class Implication {
  private final Entailment solver;
  long syntactic;

  public Implication(Entailment solver) {
    this.solver = solver;
  }

  public boolean implies(StateFormula phi, StateFormula psi) {
    if (psi.isTrue() || phi.isFalse() || phi.equals(psi)) return true;
    if (phi.isTrue() && !psi.isTrue()) {
      // true => psi only if psi is valid; rare for interpolants, leave it to the solver
      return solver.implies(phi, psi);
    }
    Set<Term> strong = new HashSet<>();
    conjuncts(phi.term(), strong);
    List<Term> weak = new ArrayList<>();
    collect(psi.term(), weak);
    if (strong.containsAll(weak)) {
      syntactic++;
      return true;
    }
    return solver.implies(phi, psi);
  }

  private static void conjuncts(Term t, Set<Term> out) {
    if (t instanceof Term.App a && a.op() == Term.Op.AND) {
      for (Term x : a.args()) conjuncts(x, out);
    } else {
      out.add(t);
    }
  }

  private static void collect(Term t, List<Term> out) {
    if (t instanceof Term.App a && a.op() == Term.Op.AND) {
      for (Term x : a.args()) collect(x, out);
    } else {
      out.add(t);
    }
  }
}
