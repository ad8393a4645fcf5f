package org.spindle.smt;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Program;

/**
 * Refutes φ ⇒ ψ without a solver call in the common case of covering checks that fail: a conjunct
 * w of ψ speaks of one scalar x only, φ speaks of x only in conjuncts over x alone (or not at
 * all), and some in-range value x0 satisfies those conjuncts of φ but not w. Then, if φ is
 * satisfiable at all, setting x to x0 in any state of φ gives a state of φ that violates ψ.
 * Candidates for x0 are the constants of the conjuncts and their neighbours; the evaluation is
 * exact (LIA over mathematical integers, as {@link Entailment} reads labels), and a term it cannot
 * evaluate (arrays, division) only means no refutation.
 */
final class OneScalarRefuter {
  private final Program program;

  OneScalarRefuter(Program program) {
    this.program = program;
  }

  /** True if φ ⇒ ψ fails provided φ is satisfiable (the caller checks that). */
  boolean refutes(StateFormula phi, StateFormula psi) {
    List<Term> strong = conjuncts(phi.term());
    for (Term w : conjuncts(psi.term())) {
      Term.Var x = onlyScalar(w);
      if (x == null) continue;
      List<Term> about = new ArrayList<>();
      boolean isolated = true;
      for (Term c : strong) {
        Set<Term.Var> vs = vars(c);
        if (vs.stream().noneMatch(v -> v.objectId() == x.objectId())) continue;
        if (vs.size() != 1) {
          isolated = false;
          break;
        }
        about.add(c);
      }
      if (isolated && satisfiable(x, about, w)) return true;
    }
    return false;
  }

  /**
   * True if φ certainly has a state: each conjunct speaks of one scalar only, and for each scalar
   * some candidate value satisfies all its conjuncts. False means "not known" (ask the solver).
   */
  boolean obviouslySatisfiable(StateFormula phi) {
    java.util.Map<Term.Var, List<Term>> byVar = new java.util.HashMap<>();
    for (Term c : conjuncts(phi.term())) {
      Term.Var x = onlyScalar(c);
      if (x == null) {
        if (!Boolean.TRUE.equals(truth(c, Map.of()))) return false;
        continue;
      }
      byVar.computeIfAbsent(x, k -> new ArrayList<>()).add(c);
    }
    for (var e : byVar.entrySet()) {
      if (!satisfiable(e.getKey(), e.getValue(), null)) return false;
    }
    return true;
  }

  /**
   * Some candidate value x0 of x, in its type's range, satisfies every conjunct in {@code about}
   * and falsifies {@code violated} (unless that is null).
   */
  private boolean satisfiable(Term.Var x, List<Term> about, Term violated) {
    Interval range = IntRanges.stateRange(program.object(x.objectId()).cellType(0));
    Set<BigInteger> candidates = new HashSet<>();
    candidates.add(BigInteger.ZERO);
    candidates.add(BigInteger.ONE);
    if (violated != null) constants(violated, candidates);
    for (Term c : about) constants(c, candidates);
    for (BigInteger k : List.copyOf(candidates)) {
      candidates.add(k.add(BigInteger.ONE));
      candidates.add(k.subtract(BigInteger.ONE));
    }
    for (BigInteger x0 : candidates) {
      if (!range.contains(x0)) continue;
      Map<Integer, BigInteger> at = Map.of(x.objectId(), x0);
      if (violated != null && !Boolean.FALSE.equals(truth(violated, at))) continue;
      boolean allowed = true;
      for (Term c : about) allowed &= Boolean.TRUE.equals(truth(c, at));
      if (allowed) return true;
    }
    return false;
  }

  /** The truth value of a formula at the given scalar values, or null if it needs anything else. */
  static Boolean truth(Term t, Map<Integer, BigInteger> at) {
    if (t instanceof Term.Bool b) return b.value();
    if (!(t instanceof Term.App a)) return null;
    switch (a.op()) {
      case AND, OR -> {
        boolean and = a.op() == Term.Op.AND;
        boolean unknown = false;
        for (Term x : a.args()) {
          Boolean v = truth(x, at);
          if (v == null) unknown = true;
          else if (v != and) return v; // a false conjunct, a true disjunct
        }
        return unknown ? null : and;
      }
      case NOT -> {
        Boolean v = truth(a.args().get(0), at);
        return v == null ? null : !v;
      }
      case IMPLIES -> {
        Boolean l = truth(a.args().get(0), at);
        Boolean r = truth(a.args().get(1), at);
        if (Boolean.FALSE.equals(l) || Boolean.TRUE.equals(r)) return true;
        return l == null || r == null ? null : false;
      }
      case EQ, LT, LE, GT, GE -> {
        if (a.args().size() != 2) return null;
        BigInteger l = value(a.args().get(0), at);
        BigInteger r = value(a.args().get(1), at);
        if (l == null || r == null) return null;
        int c = l.compareTo(r);
        return switch (a.op()) {
          case EQ -> c == 0;
          case LT -> c < 0;
          case LE -> c <= 0;
          case GT -> c > 0;
          default -> c >= 0;
        };
      }
      default -> {
        return null;
      }
    }
  }

  /** The integer value of a term of + - * and ite at the given scalar values, or null. */
  static BigInteger value(Term t, Map<Integer, BigInteger> at) {
    if (t instanceof Term.Num n) return n.value();
    if (t instanceof Term.Var v) return v.array() ? null : at.get(v.objectId());
    if (!(t instanceof Term.App a)) return null;
    if (a.op() == Term.Op.ITE) {
      Boolean c = truth(a.args().get(0), at);
      return c == null ? null : value(a.args().get(c ? 1 : 2), at);
    }
    BigInteger r = null;
    for (Term arg : a.args()) {
      BigInteger x = value(arg, at);
      if (x == null) return null;
      switch (a.op()) {
        case ADD -> r = r == null ? x : r.add(x);
        case SUB -> r = r == null ? x : r.subtract(x);
        case MUL -> r = r == null ? x : r.multiply(x);
        case NEG -> r = x.negate();
        default -> {
          return null;
        }
      }
    }
    return r;
  }

  private static List<Term> conjuncts(Term t) {
    List<Term> out = new ArrayList<>();
    collect(t, out);
    return out;
  }

  private static void collect(Term t, List<Term> out) {
    if (t instanceof Term.App a && a.op() == Term.Op.AND) {
      for (Term x : a.args()) collect(x, out);
    } else {
      out.add(t);
    }
  }

  /** The one scalar a term mentions, or null (none, several, or any array). */
  private static Term.Var onlyScalar(Term t) {
    Set<Term.Var> vs = vars(t);
    if (vs.size() != 1) return null;
    Term.Var v = vs.iterator().next();
    return v.array() ? null : v;
  }

  private static Set<Term.Var> vars(Term t) {
    Set<Term.Var> out = new HashSet<>();
    List<Term> todo = new ArrayList<>(List.of(t));
    while (!todo.isEmpty()) {
      Term u = todo.remove(todo.size() - 1);
      if (u instanceof Term.Var v) out.add(v);
      if (u instanceof Term.App a) todo.addAll(a.args());
    }
    return out;
  }

  private static void constants(Term t, Set<BigInteger> out) {
    if (t instanceof Term.Num n) out.add(n.value());
    if (t instanceof Term.App a) for (Term x : a.args()) constants(x, out);
  }
}
