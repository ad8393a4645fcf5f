package org.spindle.witness.proof;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.spindle.smt.Term;

/**
 * Writes a state formula ({@link Term}, linear integer arithmetic over mathematical integers)
 * as a C expression of type {@code int} that it implies: the formula itself where each atom can
 * be written exactly, weakened where one cannot ({@link #implied}). Exactness of an atom needs
 * care where C and LIA differ:
 *
 * <ul>
 *   <li>Overflow: every arithmetic operand that is a variable is converted to {@code long long},
 *       and every subterm's value interval (from the variables' type ranges) must fit in {@code
 *       long long}; otherwise no expression.
 *   <li>Division and remainder: SMT-LIB rounds differently from C; not written.
 *   <li>Arrays: only {@code a[i]} of a one-dimensional array whose index interval lies inside
 *       the array (C's out-of-bounds read is undefined, the solver's is not); no whole-array
 *       terms.
 *   <li>Which variables exist and how their values read is the caller's ({@link Var}): it admits
 *       only variables whose LIA value is their C value.
 * </ul>
 */
final class CExpression {
  private static final BigInteger LL_MIN = BigInteger.valueOf(Long.MIN_VALUE);
  private static final BigInteger LL_MAX = BigInteger.valueOf(Long.MAX_VALUE);
  private static final BigInteger INT_MIN = BigInteger.valueOf(Integer.MIN_VALUE);
  private static final BigInteger INT_MAX = BigInteger.valueOf(Integer.MAX_VALUE);

  /**
   * A C variable for a term variable: its name, value range, and for an array its length (-1 for
   * a scalar).
   */
  record Var(String name, BigInteger min, BigInteger max, long length) {}

  /** Thrown inside when the term has no exact C form. */
  private static final class NoForm extends RuntimeException {
    NoForm() {
      super(null, null, false, false);
    }
  }

  /**
   * A rendered integer subterm with its value interval; {@code wide}: its C type is {@code long
   * long} (else {@code int}: a small literal or a choice between such).
   */
  private record Num(String text, BigInteger min, BigInteger max, boolean wide) {
    Num(String text, BigInteger min, BigInteger max) {
      this(text, min, max, true);
    }

    /** This operand such that arithmetic on it happens in {@code long long}. */
    String wideText() {
      return wide ? text : "(long long)" + text;
    }
  }

  private final Function<Term.Var, Var> vars;

  private CExpression(Function<Term.Var, Var> vars) {
    this.vars = vars;
  }

  /**
   * A C expression implied by the boolean term {@code t}: {@code t} itself where it can be
   * written ({@code vars} maps a term variable to its C variable, or to null if it has none),
   * otherwise {@code t} with each atom that cannot be written replaced by true where it
   * occurs positively and by false where it occurs negatively (negation normal form), which only
   * weakens it. Never null; {@code 1} if nothing is left.
   */
  static String implied(Term t, Function<Term.Var, Var> vars) {
    return new CExpression(vars).weak(t, true);
  }

  /** {@code positive}: a formula implied by t; else a formula implying t. */
  private String weak(Term t, boolean positive) {
    if (t instanceof Term.App a) {
      List<Term> xs = a.args();
      switch (a.op()) {
        case AND: {
          List<String> parts = new ArrayList<>();
          for (Term x : flat(a)) parts.add(weak(x, positive));
          return and(parts);
        }
        case OR: {
          List<String> parts = new ArrayList<>();
          for (Term x : flat(a)) parts.add(weak(x, positive));
          return or(parts);
        }
        case NOT:
          return not(weak(xs.get(0), !positive));
        case IMPLIES:
          return or(List.of(not(weak(xs.get(0), !positive)), weak(xs.get(1), positive)));
        default:
          break;
      }
    }
    try {
      return bool(t);
    } catch (NoForm e) {
      return positive ? "1" : "0";
    }
  }

  /** The operands of nested applications of {@code a}'s operator (AND or OR), left to right. */
  private static List<Term> flat(Term.App a) {
    List<Term> out = new ArrayList<>();
    for (Term x : a.args()) {
      if (x instanceof Term.App b && b.op() == a.op()) out.addAll(flat(b));
      else out.add(x);
    }
    return out;
  }

  private static String and(List<String> parts) {
    List<String> keep = new ArrayList<>();
    for (String p : parts) {
      if (p.equals("0")) return "0";
      if (!p.equals("1") && !keep.contains(p)) keep.add(p);
    }
    if (keep.isEmpty()) return "1";
    return keep.size() == 1 ? keep.get(0) : "(" + String.join(" && ", keep) + ")";
  }

  private static String or(List<String> parts) {
    List<String> keep = new ArrayList<>();
    for (String p : parts) {
      if (p.equals("1")) return "1";
      if (!p.equals("0") && !keep.contains(p)) keep.add(p);
    }
    if (keep.isEmpty()) return "0";
    return keep.size() == 1 ? keep.get(0) : "(" + String.join(" || ", keep) + ")";
  }

  private static String not(String p) {
    return p.equals("1") ? "0" : p.equals("0") ? "1" : "!" + p;
  }

  private static boolean isBool(Term t) {
    if (t instanceof Term.Bool) return true;
    if (!(t instanceof Term.App a)) return false;
    return switch (a.op()) {
      case AND, OR, NOT, IMPLIES, IFF, XOR, EQ, LT, LE, GT, GE -> true;
      case ITE -> isBool(a.args().get(1));
      default -> false;
    };
  }

  private String bool(Term t) {
    if (t instanceof Term.Bool b) return b.value() ? "1" : "0";
    if (!(t instanceof Term.App a)) throw new NoForm();
    List<Term> xs = a.args();
    switch (a.op()) {
      case AND: return join(xs, " && ");
      case OR: return join(xs, " || ");
      case NOT: return "!" + bool(xs.get(0));
      case IMPLIES: return "(!" + bool(xs.get(0)) + " || " + bool(xs.get(1)) + ")";
      case IFF: return "(" + bool(xs.get(0)) + " == " + bool(xs.get(1)) + ")";
      case XOR: return "(" + bool(xs.get(0)) + " != " + bool(xs.get(1)) + ")";
      case ITE: return "(" + bool(xs.get(0)) + " ? " + bool(xs.get(1)) + " : " + bool(xs.get(2)) + ")";
      case EQ:
        if (isBool(xs.get(0))) return "(" + bool(xs.get(0)) + " == " + bool(xs.get(1)) + ")";
        return compare(xs, "==");
      case LT: return compare(xs, "<");
      case LE: return compare(xs, "<=");
      case GT: return compare(xs, ">");
      case GE: return compare(xs, ">=");
      default: throw new NoForm();
    }
  }

  private String join(List<Term> xs, String op) {
    List<String> parts = new ArrayList<>();
    for (Term x : xs) parts.add(bool(x));
    return "(" + String.join(op, parts) + ")";
  }

  private String compare(List<Term> xs, String op) {
    if (xs.size() != 2) throw new NoForm();
    return "(" + num(xs.get(0)).text() + " " + op + " " + num(xs.get(1)).text() + ")";
  }

  private Num num(Term t) {
    if (t instanceof Term.Num n) return literal(n.value());
    if (t instanceof Term.Var v) {
      if (v.array()) throw new NoForm();
      Var c = variable(v);
      if (c.length() >= 0) throw new NoForm();
      return new Num("(long long)" + c.name(), c.min(), c.max());
    }
    if (!(t instanceof Term.App a)) throw new NoForm();
    List<Term> xs = a.args();
    switch (a.op()) {
      case ADD: {
        Num r = num(xs.get(0));
        for (int i = 1; i < xs.size(); i++) {
          Num y = num(xs.get(i));
          r = fit(r.wideText() + " + " + y.text(), r.min().add(y.min()), r.max().add(y.max()));
        }
        return paren(r);
      }
      case SUB: {
        Num r = num(xs.get(0));
        for (int i = 1; i < xs.size(); i++) {
          Num y = num(xs.get(i));
          r = fit(r.wideText() + " - " + y.text(), r.min().subtract(y.max()), r.max().subtract(y.min()));
        }
        return paren(r);
      }
      case MUL: {
        Num r = num(xs.get(0));
        for (int i = 1; i < xs.size(); i++) {
          Num y = num(xs.get(i));
          BigInteger[] c = {r.min().multiply(y.min()), r.min().multiply(y.max()),
              r.max().multiply(y.min()), r.max().multiply(y.max())};
          BigInteger lo = c[0];
          BigInteger hi = c[0];
          for (BigInteger k : c) {
            lo = lo.min(k);
            hi = hi.max(k);
          }
          r = fit(r.wideText() + " * " + y.text(), lo, hi);
        }
        return paren(r);
      }
      case NEG: {
        Num x = num(xs.get(0));
        return fit("(-" + x.wideText() + ")", x.max().negate(), x.min().negate());
      }
      case ITE: {
        Num y = num(xs.get(1));
        Num z = num(xs.get(2));
        return new Num("(" + bool(xs.get(0)) + " ? " + y.text() + " : " + z.text() + ")",
            y.min().min(z.min()), y.max().max(z.max()), y.wide() || z.wide());
      }
      case SELECT: {
        if (!(xs.get(0) instanceof Term.Var v) || !v.array()) throw new NoForm();
        Var c = variable(v);
        if (c.length() < 0) throw new NoForm();
        Num i = num(xs.get(1));
        if (i.min().signum() < 0 || i.max().compareTo(BigInteger.valueOf(c.length())) >= 0) {
          throw new NoForm();
        }
        return new Num("(long long)" + c.name() + "[" + i.text() + "]", c.min(), c.max());
      }
      default:
        throw new NoForm();
    }
  }

  private Var variable(Term.Var v) {
    Var c = vars.apply(v);
    if (c == null) throw new NoForm();
    return c;
  }

  private static Num paren(Num n) {
    return new Num("(" + n.text() + ")", n.min(), n.max(), n.wide());
  }

  private static Num fit(String text, BigInteger min, BigInteger max) {
    if (min.compareTo(LL_MIN) < 0 || max.compareTo(LL_MAX) > 0) throw new NoForm();
    return new Num(text, min, max);
  }

  /** A constant: plain within int, with the {@code LL} suffix within long long. */
  private static Num literal(BigInteger v) {
    // LLONG_MIN has no literal (its negation does not fit)
    if (v.compareTo(LL_MIN) <= 0 || v.compareTo(LL_MAX) > 0) throw new NoForm();
    boolean wide = v.compareTo(INT_MIN) < 0 || v.compareTo(INT_MAX) > 0;
    String digits = v.abs().toString() + (wide ? "LL" : "");
    return new Num(v.signum() < 0 ? "(-" + digits + ")" : digits, v, v, wide);
  }
}
