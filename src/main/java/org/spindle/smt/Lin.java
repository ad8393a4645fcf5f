package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A linear form Σ coeff·atom + constant over {@link Term}s (used by {@link TermSimplifier}); atoms
 * are scalar variables or opaque numeric terms (products of variables, if-then-else, select, ...).
 */
final class Lin {
  final Map<Term, BigInteger> coeffs = new HashMap<>();
  BigInteger constant = BigInteger.ZERO;

  void add(Term atom, BigInteger k) {
    if (k.signum() == 0) return;
    BigInteger r = coeffs.getOrDefault(atom, BigInteger.ZERO).add(k);
    if (r.signum() == 0) coeffs.remove(atom);
    else coeffs.put(atom, r);
  }

  void addAll(Lin o, BigInteger k) {
    for (Map.Entry<Term, BigInteger> e : o.coeffs.entrySet()) add(e.getKey(), e.getValue().multiply(k));
    constant = constant.add(o.constant.multiply(k));
  }

  List<Term> sortedAtoms() {
    List<Term> r = new ArrayList<>(coeffs.keySet());
    r.sort((a, b) -> a.toString().compareTo(b.toString()));
    return r;
  }

  /** Linear form of an already simplified numeric term. */
  static Lin of(Term t) {
    Lin l = new Lin();
    linInto(t, BigInteger.ONE, l);
    return l;
  }

  private static void linInto(Term t, BigInteger k, Lin out) {
    if (t instanceof Term.Num n) {
      out.constant = out.constant.add(n.value().multiply(k));
      return;
    }
    if (t instanceof Term.App a) {
      switch (a.op()) {
        case ADD -> {
          for (Term x : a.args()) linInto(x, k, out);
          return;
        }
        case SUB -> {
          linInto(a.args().get(0), k, out);
          for (int i = 1; i < a.args().size(); i++) linInto(a.args().get(i), k.negate(), out);
          return;
        }
        case NEG -> {
          linInto(a.args().get(0), k.negate(), out);
          return;
        }
        case MUL -> {
          BigInteger c = BigInteger.ONE;
          Term rest = null;
          for (Term x : a.args()) {
            if (x instanceof Term.Num n) {
              c = c.multiply(n.value());
            } else if (rest == null) {
              rest = x;
            } else {
              out.add(t, k); // non-linear: opaque
              return;
            }
          }
          if (rest == null) out.constant = out.constant.add(c.multiply(k));
          else linInto(rest, k.multiply(c), out);
          return;
        }
        default -> {
        }
      }
    }
    out.add(t, k);
  }

  private static Term num(BigInteger v) {
    return new Term.Num(v);
  }

  /** The canonical term of a linear form. */
  static Term term(Lin l) {
    List<Term> parts = new ArrayList<>();
    for (Term a : l.sortedAtoms()) {
      BigInteger k = l.coeffs.get(a);
      parts.add(k.equals(BigInteger.ONE) ? a : Term.app(Term.Op.MUL, num(k), a));
    }
    if (l.constant.signum() != 0 || parts.isEmpty()) parts.add(num(l.constant));
    return parts.size() == 1 ? parts.get(0) : new Term.App(Term.Op.ADD, ImmutableList.copyOf(parts));
  }
}
