package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;

/**
 * Equivalence-preserving simplification of {@link StateFormula}s (interpolants, labels) over C
 * states: every scalar of a signed, BOOL or pointer type lies in its type's range (modular types,
 * D23, have no range), which is the only assumption used. Interpolants
 * from SMTInterpol repeat conjuncts, contain trivial atoms ({@code x <= x}) and keep the exact
 * wrap-around case splits ({@code ite(x + 1 > MAX, x + 1 - 2^w, ...)}) even where other conjuncts
 * fix the operand; such labels defeat the syntactic implication check and make covering fail.
 *
 * <p>What it does, each step an equivalence under the context (the conjuncts around a term and
 * the type ranges): linear atoms are brought to a canonical form {@code Σ k·x <= c} / {@code = c}
 * (integers: {@code a < b} is {@code a - b <= -1}); comparisons decided by interval arithmetic are
 * replaced by their truth value; a comparison over one if-then-else is split into the branches;
 * within a conjunction, single-variable bounds are merged into one interval per variable, a
 * variable with a single possible value is substituted in the other conjuncts, and duplicates are
 * dropped. Anything not understood is kept as it is (opaque atom).
 */
public final class TermSimplifier {
  private final Program program;

  public TermSimplifier(Program program) {
    this.program = program;
  }

  public StateFormula simplify(StateFormula f) {
    if (f.isTrue() || f.isFalse()) return f;
    return new StateFormula(simp(f.term(), Env.EMPTY));
  }

  // ---- intervals ----

  /** Bounds of scalar variables known in the context (from enclosing conjunctions). */
  private record Env(Map<Term.Var, Interval> bounds) {
    static final Env EMPTY = new Env(Map.of());

    Interval of(Term.Var v) {
      return bounds.getOrDefault(v, Interval.ALL);
    }
  }

  private Interval typeRange(Term.Var v) {
    MemoryObject o = program.object(v.objectId());
    if (!o.isScalar()) return Interval.ALL;
    return IntRanges.stateRange(o.cellType(0));
  }

  private Interval range(Term.Var v, Env env) {
    return typeRange(v).meet(env.of(v));
  }

  // ---- linear forms ----

  private static Term num(BigInteger v) {
    return new Term.Num(v);
  }

  private Interval interval(Lin l, Env env) {
    Interval r = new Interval(l.constant, l.constant);
    for (Map.Entry<Term, BigInteger> e : l.coeffs.entrySet()) {
      r = r.plus(atomInterval(e.getKey(), env).times(e.getValue()));
      if (r.lo() == null && r.hi() == null) return r;
    }
    return r;
  }

  private Interval atomInterval(Term a, Env env) {
    if (a instanceof Term.Var v && !v.array()) return range(v, env);
    if (a instanceof Term.App app) {
      if (app.op() == Term.Op.ITE) {
        return interval(Lin.of(app.args().get(1)), env).hull(interval(Lin.of(app.args().get(2)), env));
      }
      if (app.op() == Term.Op.MOD && app.args().get(1) instanceof Term.Num m && m.value().signum() != 0) {
        // SMT-LIB mod: 0 <= x mod m < |m|
        return new Interval(BigInteger.ZERO, m.value().abs().subtract(BigInteger.ONE));
      }
    }
    return Interval.ALL;
  }

  // ---- kinds ----

  private static boolean numeric(Term t) {
    if (t instanceof Term.Num) return true;
    if (t instanceof Term.Var v) return !v.array();
    if (t instanceof Term.App a) {
      return switch (a.op()) {
        case ADD, SUB, MUL, NEG, DIV, MOD, SELECT -> true;
        case ITE -> numeric(a.args().get(1));
        default -> false;
      };
    }
    return false;
  }

  private static boolean isBool(Term t, boolean v) {
    return t instanceof Term.Bool b && b.value() == v;
  }

  // ---- simplification ----

  private Term simp(Term t, Env env) {
    if (t instanceof Term.Num || t instanceof Term.Bool) return t;
    if (t instanceof Term.Var v) {
      if (v.array()) return v;
      BigInteger c = range(v, env).fixed();
      return c != null ? num(c) : v;
    }
    Term.App a = (Term.App) t;
    List<Term> xs = a.args();
    switch (a.op()) {
      case AND:
        return and(xs, env);
      case OR:
        return or(xs, env);
      case NOT:
        return not(xs.get(0), env);
      case IMPLIES:
        return or(List.of(Term.app(Term.Op.NOT, xs.get(0)), xs.get(1)), env);
      case IFF:
      case XOR: {
        Term p = simp(xs.get(0), env);
        Term q = simp(xs.get(1), env);
        boolean iff = a.op() == Term.Op.IFF;
        if (p instanceof Term.Bool b && q instanceof Term.Bool c) return new Term.Bool((b.value() == c.value()) == iff);
        if (p.equals(q)) return new Term.Bool(iff);
        return Term.app(a.op(), p, q);
      }
      case EQ:
      case LE:
      case LT:
      case GE:
      case GT:
        return compare(a.op(), xs.get(0), xs.get(1), env);
      case ADD:
      case SUB:
      case NEG:
      case MUL: {
        List<Term> ys = new ArrayList<>();
        for (Term x : xs) ys.add(simp(x, env));
        return Lin.term(Lin.of(new Term.App(a.op(), ImmutableList.copyOf(ys))));
      }
      case ITE: {
        Term c = simp(xs.get(0), env);
        if (isBool(c, true)) return simp(xs.get(1), env);
        if (isBool(c, false)) return simp(xs.get(2), env);
        Term p = simp(xs.get(1), env);
        Term q = simp(xs.get(2), env);
        if (p.equals(q)) return p;
        if (!numeric(p) && (p instanceof Term.Bool || isBoolean(p))) return boolIte(c, p, q, env);
        return Term.app(Term.Op.ITE, c, p, q);
      }
      default: {
        List<Term> ys = new ArrayList<>();
        for (Term x : xs) ys.add(simp(x, env));
        return new Term.App(a.op(), ImmutableList.copyOf(ys));
      }
    }
  }

  private static boolean isBoolean(Term t) {
    if (t instanceof Term.Bool) return true;
    if (t instanceof Term.App a) {
      return switch (a.op()) {
        case AND, OR, NOT, IMPLIES, IFF, XOR, EQ, LT, LE, GT, GE -> true;
        case ITE -> isBoolean(a.args().get(1));
        default -> false;
      };
    }
    return false;
  }

  private Term boolIte(Term c, Term p, Term q, Env env) {
    if (isBool(c, true)) return p;
    if (isBool(c, false)) return q;
    if (p.equals(q)) return p;
    Term notC = Term.app(Term.Op.NOT, c);
    if (isBool(p, true) && isBool(q, false)) return c;
    if (isBool(p, false) && isBool(q, true)) return not(c, env);
    if (isBool(p, true)) return or(List.of(c, q), env);
    if (isBool(p, false)) return and(List.of(notC, q), env);
    if (isBool(q, true)) return or(List.of(notC, p), env);
    if (isBool(q, false)) return and(List.of(c, p), env);
    return Term.app(Term.Op.ITE, c, p, q);
  }

  private Term not(Term x, Env env) {
    if (x instanceof Term.App a) {
      switch (a.op()) {
        case NOT:
          return simp(a.args().get(0), env);
        // integers: not(a <= b) is b < a, etc.
        case LE:
          return compare(Term.Op.LT, a.args().get(1), a.args().get(0), env);
        case LT:
          return compare(Term.Op.LE, a.args().get(1), a.args().get(0), env);
        case GE:
          return compare(Term.Op.LT, a.args().get(0), a.args().get(1), env);
        case GT:
          return compare(Term.Op.LE, a.args().get(0), a.args().get(1), env);
        default:
          break;
      }
    }
    Term s = simp(x, env);
    if (s instanceof Term.Bool b) return new Term.Bool(!b.value());
    if (s instanceof Term.App a && a.op() == Term.Op.NOT) return a.args().get(0);
    if (s instanceof Term.App a && a.op() == Term.Op.LE && numeric(a.args().get(0))) {
      return compare(Term.Op.LT, a.args().get(1), a.args().get(0), env);
    }
    return Term.app(Term.Op.NOT, s);
  }

  /** {@code l op r}; numeric comparisons become {@code Σ <= c} or {@code Σ = c} or a constant. */
  private Term compare(Term.Op op, Term l, Term r, Env env) {
    Term a = simp(l, env);
    Term b = simp(r, env);
    if (!numeric(a) || !numeric(b)) {
      // booleans or arrays: only EQ
      if (a.equals(b)) return new Term.Bool(true);
      if (a instanceof Term.Bool x && b instanceof Term.Bool y) return new Term.Bool(x.value() == y.value());
      return Term.app(op, a, b);
    }
    Lin d = new Lin();
    boolean eq = op == Term.Op.EQ;
    switch (op) {
      case EQ, LE -> { // a - b (= | <=) 0
        d.addAll(Lin.of(a), BigInteger.ONE);
        d.addAll(Lin.of(b), BigInteger.ONE.negate());
      }
      case LT -> { // a - b + 1 <= 0
        d.addAll(Lin.of(a), BigInteger.ONE);
        d.addAll(Lin.of(b), BigInteger.ONE.negate());
        d.constant = d.constant.add(BigInteger.ONE);
      }
      case GE -> { // b - a <= 0
        d.addAll(Lin.of(b), BigInteger.ONE);
        d.addAll(Lin.of(a), BigInteger.ONE.negate());
      }
      case GT -> { // b - a + 1 <= 0
        d.addAll(Lin.of(b), BigInteger.ONE);
        d.addAll(Lin.of(a), BigInteger.ONE.negate());
        d.constant = d.constant.add(BigInteger.ONE);
      }
      default -> throw new IllegalArgumentException(op.toString());
    }
    return atom(d, eq, env);
  }

  /** {@code d = 0} (eq) or {@code d <= 0}. */
  private Term atom(Lin d, boolean eq, Env env) {
    Interval iv = interval(d, env);
    if (eq) {
      if (iv.fixed() != null && iv.fixed().signum() == 0) return new Term.Bool(true);
      if ((iv.lo() != null && iv.lo().signum() > 0) || (iv.hi() != null && iv.hi().signum() < 0)) return new Term.Bool(false);
    } else {
      if (iv.hi() != null && iv.hi().signum() <= 0) return new Term.Bool(true);
      if (iv.lo() != null && iv.lo().signum() > 0) return new Term.Bool(false);
    }
    // A comparison over one if-then-else: decide it per branch (the wrap-around case splits).
    Term ite = null;
    for (Term x : d.coeffs.keySet()) {
      if (x instanceof Term.App app && app.op() == Term.Op.ITE) {
        if (ite != null) {
          ite = null;
          break;
        }
        ite = x;
      }
    }
    if (ite != null) {
      Term.App app = (Term.App) ite;
      BigInteger k = d.coeffs.get(ite);
      Term c = simp(app.args().get(0), env);
      Term p = branch(d, ite, k, app.args().get(1), eq, env);
      Term q = branch(d, ite, k, app.args().get(2), eq, env);
      return boolIte(c, p, q, env);
    }
    if (d.coeffs.isEmpty()) return new Term.Bool(eq ? d.constant.signum() == 0 : d.constant.signum() <= 0);
    // Σ k·x + c (=|<=) 0 with g = gcd(k): Σ (k/g)·x (=|<=) -c/g (rounded down for <=)
    BigInteger g = BigInteger.ZERO;
    for (BigInteger k : d.coeffs.values()) g = g.gcd(k);
    BigInteger rhs = d.constant.negate();
    if (eq) {
      if (rhs.mod(g).signum() != 0) return new Term.Bool(false);
      rhs = rhs.divide(g);
    } else {
      rhs = floorDiv(rhs, g);
    }
    Lin n = new Lin();
    for (Map.Entry<Term, BigInteger> e : d.coeffs.entrySet()) n.add(e.getKey(), e.getValue().divide(g));
    List<Term> atoms = n.sortedAtoms();
    if (eq && n.coeffs.get(atoms.get(0)).signum() < 0) { // sign-normal equalities
      Lin m = new Lin();
      m.addAll(n, BigInteger.ONE.negate());
      n = m;
      rhs = rhs.negate();
    }
    if (!eq && atoms.size() == 1 && n.coeffs.get(atoms.get(0)).equals(BigInteger.ONE.negate())) {
      return Term.app(Term.Op.LE, num(rhs.negate()), atoms.get(0)); // -x <= c is c' <= x
    }
    return Term.app(eq ? Term.Op.EQ : Term.Op.LE, Lin.term(n), num(rhs));
  }

  private Term branch(Lin d, Term ite, BigInteger k, Term value, boolean eq, Env env) {
    Lin b = new Lin();
    b.addAll(d, BigInteger.ONE);
    b.coeffs.remove(ite);
    b.addAll(Lin.of(simp(value, env)), k);
    return atom(b, eq, env);
  }

  private static BigInteger floorDiv(BigInteger a, BigInteger b) {
    BigInteger[] qr = a.divideAndRemainder(b);
    return qr[1].signum() != 0 && (qr[1].signum() != b.signum()) ? qr[0].subtract(BigInteger.ONE) : qr[0];
  }

  // ---- conjunctions and disjunctions ----

  private static void flatten(Term.Op op, Term t, List<Term> out) {
    if (t instanceof Term.App a && a.op() == op) {
      for (Term x : a.args()) flatten(op, x, out);
    } else {
      out.add(t);
    }
  }

  /** A single-variable bound {@code x <= c}, {@code c <= x} or {@code x = c}, else null. */
  private record Bound(Term.Var var, Interval interval) {}

  private static Bound bound(Term t) {
    if (!(t instanceof Term.App a) || a.args().size() != 2) return null;
    Term l = a.args().get(0);
    Term r = a.args().get(1);
    if (a.op() == Term.Op.LE) {
      if (l instanceof Term.Var v && !v.array() && r instanceof Term.Num n) return new Bound(v, new Interval(null, n.value()));
      if (r instanceof Term.Var v && !v.array() && l instanceof Term.Num n) return new Bound(v, new Interval(n.value(), null));
    }
    if (a.op() == Term.Op.EQ && l instanceof Term.Var v && !v.array() && r instanceof Term.Num n) {
      return new Bound(v, new Interval(n.value(), n.value()));
    }
    return null;
  }

  private Term and(List<Term> args, Env env) {
    List<Term> todo = new ArrayList<>();
    for (Term x : args) flatten(Term.Op.AND, x, todo);
    Map<Term.Var, Interval> local = new HashMap<>();
    List<Term> others = new ArrayList<>(todo);
    // Simplify the conjuncts under the bounds the others give, until no new bound appears.
    for (int round = 0; round < 4; round++) {
      Env inner = withBounds(env, local);
      List<Term> next = new ArrayList<>();
      boolean newBound = false;
      for (Term x : others) {
        List<Term> flat = new ArrayList<>();
        flatten(Term.Op.AND, simp(x, inner), flat);
        for (Term y : flat) {
          if (isBool(y, true)) continue;
          if (isBool(y, false)) return y;
          Bound b = bound(y);
          if (b != null) {
            Interval old = local.getOrDefault(b.var(), Interval.ALL);
            Interval m = old.meet(b.interval());
            if (m.empty() || range(b.var(), env).meet(m).empty()) return new Term.Bool(false);
            if (!m.equals(old)) {
              local.put(b.var(), m);
              newBound = true;
            }
          } else {
            next.add(y);
          }
        }
      }
      others = next;
      if (!newBound) break;
    }
    Env inner = withBounds(env, local);
    Set<Term> out = new LinkedHashSet<>();
    List<Term.Var> vars = new ArrayList<>(local.keySet());
    vars.sort((a, b) -> a.name().compareTo(b.name()));
    for (Term.Var v : vars) {
      Interval outer = range(v, env);
      Interval m = outer.meet(local.get(v));
      if (m.fixed() != null) {
        if (outer.fixed() == null) out.add(Term.app(Term.Op.EQ, v, num(m.fixed())));
        continue;
      }
      if (m.lo() != null && (outer.lo() == null || m.lo().compareTo(outer.lo()) > 0)) out.add(Term.app(Term.Op.LE, num(m.lo()), v));
      if (m.hi() != null && (outer.hi() == null || m.hi().compareTo(outer.hi()) < 0)) out.add(Term.app(Term.Op.LE, v, num(m.hi())));
    }
    for (Term x : others) {
      // others were simplified under bounds of earlier rounds; once more under all of them
      List<Term> flat = new ArrayList<>();
      flatten(Term.Op.AND, inner == env ? x : simp(x, inner), flat);
      for (Term y : flat) {
        if (isBool(y, false)) return y;
        if (!isBool(y, true)) out.add(y);
      }
    }
    for (Term x : out) {
      if (x instanceof Term.App a && a.op() == Term.Op.NOT && out.contains(a.args().get(0))) return new Term.Bool(false);
    }
    if (out.isEmpty()) return new Term.Bool(true);
    if (out.size() == 1) return out.iterator().next();
    return new Term.App(Term.Op.AND, ImmutableList.copyOf(out));
  }

  private static Env withBounds(Env env, Map<Term.Var, Interval> local) {
    if (local.isEmpty()) return env;
    Map<Term.Var, Interval> m = new HashMap<>(env.bounds());
    for (Map.Entry<Term.Var, Interval> e : local.entrySet()) m.merge(e.getKey(), e.getValue(), Interval::meet);
    return new Env(m);
  }

  private Term or(List<Term> args, Env env) {
    List<Term> todo = new ArrayList<>();
    for (Term x : args) flatten(Term.Op.OR, x, todo);
    Set<Term> out = new LinkedHashSet<>();
    for (Term x : todo) {
      List<Term> flat = new ArrayList<>();
      flatten(Term.Op.OR, simp(x, env), flat);
      for (Term y : flat) {
        if (isBool(y, true)) return y;
        if (!isBool(y, false)) out.add(y);
      }
    }
    for (Term x : out) {
      if (x instanceof Term.App a && a.op() == Term.Op.NOT && out.contains(a.args().get(0))) return new Term.Bool(true);
    }
    if (out.isEmpty()) return new Term.Bool(false);
    if (out.size() == 1) return out.iterator().next();
    return new Term.App(Term.Op.OR, ImmutableList.copyOf(out));
  }
}
