package org.spindle.modular;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.analysis.PointsTo;
import org.spindle.smt.IntRanges;

/**
 * Expressions, l-values and conditions of the program model over {@link ValueRange}s (the value
 * analysis, D62). It follows the interpreter's evaluation ({@code interp.Evaluator}) operation by
 * operation, over sets of values: each result contains every value the interpreter can compute
 * from values in the operands' ranges, and every operation the interpreter may stop as undefined
 * behaviour for such values is reported ({@code alarm}). {@code &&}, {@code ||} and {@code ?:}
 * evaluate their second operands only under the condition that makes C evaluate them.
 */
final class RangeEvaluator {
  /** A resolved access: cells {@code from..to} of {@code object}. */
  record Target(MemoryObject object, long from, long to) {}

  /** Where the analysis keeps an object's contents for the state being evaluated. */
  interface Memory {
    /** The contents of {@code o}: the thread's own copy if it has one, else the shared one. */
    Cells contents(MemoryObject o);

    /** Whether the thread's state holds {@code o} (its locals, its views of shared objects). */
    boolean holds(MemoryObject o);

    /** The state with {@code o}'s contents replaced (only for objects it holds). */
    Memory with(MemoryObject o, Cells c);

    /** The states of both (same objects held). */
    Memory join(Memory other);
  }

  private final Program program;
  private final PointsTo pointsTo;
  private final List<MemoryObject> addressable = new ArrayList<>();

  RangeEvaluator(Program program, PointsTo pointsTo) {
    this.program = program;
    this.pointsTo = pointsTo;
    for (MemoryObject o : program.objects()) if (o.addressTaken()) addressable.add(o);
  }

  /** The values of {@code e} in {@code m}; possible undefined behaviour goes to {@code alarm}. */
  ValueRange eval(Expr e, Memory m, Consumer<String> alarm) {
    if (e instanceof Expr.Const c) return ValueRange.ofPattern(c.type(), c.value());
    if (e instanceof Expr.Load l) return read(resolve(l.location(), m, alarm), l.type(), m);
    if (e instanceof Expr.Unary u) return unary(u, eval(u.operand(), m, alarm));
    if (e instanceof Expr.Binary b) return binary(b, m, alarm);
    if (e instanceof Expr.Convert c) return eval(c.operand(), m, alarm).convert(c.type());
    if (e instanceof Expr.AddressOf a) {
      ValueRange i = eval(a.cellIndex(), m, alarm);
      BigInteger base = BigInteger.valueOf(a.object().baseAddress());
      return ValueRange.wrap(a.type(), base.add(i.lo()), base.add(i.hi()));
    }
    if (e instanceof Expr.Ite i) {
      ValueRange c = eval(i.cond(), m, alarm);
      Integer t = c.truth();
      ValueRange r = null;
      if (t == null || t == 1) r = branch(i.then(), refine(m, i.cond(), true), alarm, r);
      if (t == null || t == 0) r = branch(i.otherwise(), refine(m, i.cond(), false), alarm, r);
      return r == null ? ValueRange.top(i.type()) : r.convert(i.type());
    }
    if (e instanceof Expr.FloatOp f) {
      for (Expr a : f.args()) eval(a, m, alarm);
      if (f.mayBeUndefined()) alarm.accept("a floating-point to integer conversion may be out of range");
      return f.op().isComparison() ? ValueRange.BOOL : ValueRange.top(f.type());
    }
    throw new IllegalStateException("unknown expression " + e);
  }

  private ValueRange branch(Expr e, Memory m, Consumer<String> alarm, ValueRange acc) {
    if (m == null) return acc; // this side cannot be taken
    ValueRange v = eval(e, m, alarm);
    return acc == null ? v : acc.join(v);
  }

  /** The join of the cells of {@code ts} read as {@code t}, or every value of t if none. */
  ValueRange read(List<Target> ts, ScalarType t, Memory m) {
    ValueRange r = null;
    for (Target tg : ts) {
      ValueRange v = m.contents(tg.object()).read(tg.from(), tg.to(), t);
      r = r == null ? v : r.join(v);
    }
    return r == null ? ValueRange.top(t) : r;
  }

  /**
   * The cells {@code lv} may denote. Reported: an index that may be out of bounds, an address that
   * may lie outside every object or span objects, a cell of another kind or width than the
   * access (the interpreter's undefined behaviours of an access).
   */
  List<Target> resolve(LValue lv, Memory m, Consumer<String> alarm) {
    List<Target> ts = new ArrayList<>();
    if (lv instanceof LValue.Cell c) {
      MemoryObject o = c.object();
      ValueRange i = eval(c.index(), m, alarm);
      ValueRange in = i.meet(new ValueRange(BigInteger.ZERO, BigInteger.valueOf(o.cellCount() - 1)));
      if (in == null || !in.equals(i)) alarm.accept("index " + i + " of " + o.name() + " may be out of bounds");
      if (in != null) add(ts, o, in.lo().longValueExact(), in.hi().longValueExact(), lv.type(), alarm);
      return ts;
    }
    LValue.Deref d = (LValue.Deref) lv;
    ValueRange a = eval(d.address(), m, alarm);
    Set<MemoryObject> may = pointsTo.mayPointAnywhere(d.address()) ? null : pointsTo.resolve(d);
    boolean within = false;
    for (MemoryObject o : addressable) {
      BigInteger base = BigInteger.valueOf(o.baseAddress());
      BigInteger end = base.add(BigInteger.valueOf(o.cellCount() - 1));
      ValueRange part = a.meet(new ValueRange(base, end));
      if (part == null || may != null && !may.contains(o)) continue;
      within |= part.equals(a);
      add(ts, o, part.lo().subtract(base).longValueExact(), part.hi().subtract(base).longValueExact(),
          lv.type(), alarm);
    }
    if (!within) alarm.accept("a dereference of " + a + " may be invalid");
    return ts;
  }

  private static void add(List<Target> ts, MemoryObject o, long from, long to, ScalarType t,
      Consumer<String> alarm) {
    int n = o.layout().size();
    for (long c = from; c <= to && c < from + n; c++) {
      ScalarType ct = o.cellType(c);
      if (ct.kind() != t.kind() || ct.bits() != t.bits()) {
        alarm.accept("a cell of " + o.name() + " of type " + ct + " may be accessed as " + t);
        break;
      }
    }
    ts.add(new Target(o, from, to));
  }

  private static ValueRange unary(Expr.Unary u, ValueRange v) {
    ScalarType t = u.type();
    return switch (u.op()) {
      case NEG -> ValueRange.wrap(t, v.hi().negate(), v.lo().negate());
      case BITNOT -> ValueRange.wrap(t, v.hi().negate().subtract(BigInteger.ONE),
          v.lo().negate().subtract(BigInteger.ONE));
      case LOGNOT -> v.truth() == null ? ValueRange.BOOL : ValueRange.constant(1 - v.truth());
    };
  }

  private ValueRange binary(Expr.Binary b, Memory m, Consumer<String> alarm) {
    ScalarType t = b.type();
    if (b.op() == Expr.BinOp.LAND || b.op() == Expr.BinOp.LOR) {
      boolean and = b.op() == Expr.BinOp.LAND;
      Integer l = eval(b.left(), m, alarm).truth();
      if (l != null && l == (and ? 0 : 1)) return ValueRange.constant(l);
      Memory rm = refine(m, b.left(), and);
      Integer r = rm == null ? Integer.valueOf(and ? 0 : 1) : eval(b.right(), rm, alarm).truth();
      if (r != null && l != null) return ValueRange.constant(r);
      if (r != null && r == (and ? 0 : 1)) return ValueRange.constant(r);
      return ValueRange.BOOL;
    }
    ValueRange l = eval(b.left(), m, alarm);
    ValueRange r = eval(b.right(), m, alarm);
    if (b.op().isComparison()) return compare(b.op(), l, r);
    return switch (b.op()) {
      case ADD -> strided(t, l.lo().add(r.lo()), l.hi().add(r.hi()), l.mod().gcd(r.mod()));
      case SUB -> strided(t, l.lo().subtract(r.hi()), l.hi().subtract(r.lo()), l.mod().gcd(r.mod()));
      case MUL -> corners(t, l, r, BigInteger::multiply);
      case DIV, REM -> divide(b, l, r, alarm);
      case SHL, SHR -> shift(b, l, r, alarm);
      case BITAND -> bitAnd(t, l, r);
      case BITOR, BITXOR -> bitOr(b.op(), t, l, r);
      default -> throw new IllegalStateException("unexpected operator " + b.op());
    };
  }

  /** A sum or difference: exact values keep the operands' common stride; wrapped ones lose it. */
  private static ValueRange strided(ScalarType t, BigInteger lo, BigInteger hi, BigInteger mod) {
    if (t.isInteger() && lo.compareTo(IntRanges.min(t)) >= 0 && hi.compareTo(IntRanges.max(t)) <= 0) {
      return new ValueRange(lo, hi, mod);
    }
    return ValueRange.wrap(t, lo, hi);
  }

  private static ValueRange corners(ScalarType t, ValueRange l, ValueRange r,
      java.util.function.BinaryOperator<BigInteger> f) {
    BigInteger[] c = {f.apply(l.lo(), r.lo()), f.apply(l.lo(), r.hi()), f.apply(l.hi(), r.lo()),
        f.apply(l.hi(), r.hi())};
    BigInteger lo = c[0];
    BigInteger hi = c[0];
    for (BigInteger x : c) {
      lo = lo.min(x);
      hi = hi.max(x);
    }
    return ValueRange.wrap(t, lo, hi);
  }

  private static ValueRange divide(Expr.Binary b, ValueRange l, ValueRange r, Consumer<String> alarm) {
    ScalarType t = b.type();
    boolean div = b.op() == Expr.BinOp.DIV;
    if (r.mayBeZero()) alarm.accept((div ? "division" : "remainder") + " by " + r + " may divide by zero");
    ValueRange neg = ValueRange.of(r.lo(), r.hi().min(BigInteger.ONE.negate()));
    ValueRange pos = ValueRange.of(r.lo().max(BigInteger.ONE), r.hi());
    if (neg == null && pos == null) return ValueRange.top(t);
    if (div) {
      ValueRange q = null;
      for (ValueRange part : new ValueRange[] {neg, pos}) {
        if (part != null) q = corners(t, l, part, BigInteger::divide).join(q);
      }
      return q;
    }
    // C's remainder has the dividend's sign and a smaller magnitude than the divisor and dividend
    BigInteger m = r.lo().abs().max(r.hi().abs()).subtract(BigInteger.ONE);
    if (l.nonNegative() && r.lo().signum() > 0 && l.hi().compareTo(r.lo()) < 0) return l;
    BigInteger lo = l.lo().signum() >= 0 ? BigInteger.ZERO : l.lo().max(m.negate());
    BigInteger hi = l.hi().signum() <= 0 ? BigInteger.ZERO : l.hi().min(m);
    return ValueRange.wrap(t, lo, hi);
  }

  private static ValueRange shift(Expr.Binary b, ValueRange l, ValueRange r, Consumer<String> alarm) {
    ScalarType t = b.type();
    int width = t.bits();
    ValueRange ok = r.meet(new ValueRange(BigInteger.ZERO, BigInteger.valueOf(width - 1)));
    if (ok == null || !ok.equals(r)) alarm.accept("a shift by " + r + " may be out of range (width " + width + ")");
    if (ok == null) return ValueRange.top(t);
    if (b.op() == Expr.BinOp.SHL) return corners(t, l, ok, (x, s) -> x.shiftLeft(s.intValueExact()));
    return corners(t, l, ok, (x, s) -> x.shiftRight(s.intValueExact()));
  }

  private static ValueRange bitAnd(ScalarType t, ValueRange l, ValueRange r) {
    if (l.nonNegative() && r.nonNegative()) return new ValueRange(BigInteger.ZERO, l.hi().min(r.hi()));
    if (l.nonNegative()) return new ValueRange(BigInteger.ZERO, l.hi());
    if (r.nonNegative()) return new ValueRange(BigInteger.ZERO, r.hi());
    return ValueRange.top(t);
  }

  private static ValueRange bitOr(Expr.BinOp op, ScalarType t, ValueRange l, ValueRange r) {
    if (!l.nonNegative() || !r.nonNegative()) return ValueRange.top(t);
    BigInteger max = l.hi().max(r.hi());
    BigInteger hi = BigInteger.ONE.shiftLeft(max.bitLength()).subtract(BigInteger.ONE);
    BigInteger lo = op == Expr.BinOp.BITOR ? l.lo().max(r.lo()) : BigInteger.ZERO;
    return ValueRange.wrap(t, lo, hi);
  }

  /** A comparison of numeric values (signedness is in the values already). */
  private static ValueRange compare(Expr.BinOp op, ValueRange l, ValueRange r) {
    int always = switch (op) {
      case EQ -> l.isConstant() && l.equals(r) ? 1 : l.meet(r) == null ? 0 : -1;
      case NE -> l.isConstant() && l.equals(r) ? 0 : l.meet(r) == null ? 1 : -1;
      case LT -> l.hi().compareTo(r.lo()) < 0 ? 1 : l.lo().compareTo(r.hi()) >= 0 ? 0 : -1;
      case LE -> l.hi().compareTo(r.lo()) <= 0 ? 1 : l.lo().compareTo(r.hi()) > 0 ? 0 : -1;
      case GT -> l.lo().compareTo(r.hi()) > 0 ? 1 : l.hi().compareTo(r.lo()) <= 0 ? 0 : -1;
      case GE -> l.lo().compareTo(r.hi()) >= 0 ? 1 : l.hi().compareTo(r.lo()) < 0 ? 0 : -1;
      default -> throw new IllegalStateException();
    };
    return always < 0 ? ValueRange.BOOL : ValueRange.constant(always);
  }

  /**
   * {@code m} restricted to the states where {@code cond} has truth value {@code truth}, or null
   * if there is none. Only the thread's own values are narrowed (locals, views of protected shared
   * objects): a shared value read twice may differ. Never reports anything.
   */
  Memory refine(Memory m, Expr cond, boolean truth) {
    if (m == null) return null;
    Consumer<String> quiet = s -> { };
    if (cond instanceof Expr.Unary u && u.op() == Expr.UnOp.LOGNOT) return refine(m, u.operand(), !truth);
    if (cond instanceof Expr.Convert c && c.type().isBool()) return refineNonZero(m, c.operand(), truth);
    if (cond instanceof Expr.Binary b) {
      if (b.op() == Expr.BinOp.LAND || b.op() == Expr.BinOp.LOR) {
        boolean and = b.op() == Expr.BinOp.LAND;
        if (truth == and) return refine(refine(m, b.left(), truth), b.right(), truth);
        Memory first = refine(m, b.left(), truth);
        Memory second = refine(refine(m, b.left(), !truth), b.right(), truth);
        return join(first, second);
      }
      if (b.op().isComparison()) return refineComparison(m, b, truth, quiet);
    }
    return refineNonZero(m, cond, truth);
  }

  private Memory refineNonZero(Memory m, Expr e, boolean truth) {
    if (isCondition(e)) return refine(m, e, truth);
    Integer t = eval(e, m, s -> { }).truth();
    if (t != null && t != (truth ? 1 : 0)) return null;
    ScalarType type = e.type();
    Expr zero = new Expr.Const(0, type);
    return refineComparison(m, new Expr.Binary(Expr.BinOp.NE, e, zero, ScalarType.INT), truth, s -> { });
  }

  private static boolean isCondition(Expr e) {
    return e instanceof Expr.Binary b && (b.op().isComparison() || b.op() == Expr.BinOp.LAND
        || b.op() == Expr.BinOp.LOR) || e instanceof Expr.Unary u && u.op() == Expr.UnOp.LOGNOT;
  }

  private Memory refineComparison(Memory m, Expr.Binary b, boolean truth, Consumer<String> quiet) {
    Expr.BinOp op = truth ? b.op() : negate(b.op());
    // (cond) == 0, (cond) != 0 on a condition: its truth value
    if ((op == Expr.BinOp.EQ || op == Expr.BinOp.NE)) {
      if (Shapes.isZero(b.right()) && isCondition(b.left())) return refine(m, b.left(), op == Expr.BinOp.NE);
      if (Shapes.isZero(b.left()) && isCondition(b.right())) return refine(m, b.right(), op == Expr.BinOp.NE);
    }
    ValueRange l = eval(b.left(), m, quiet);
    ValueRange r = eval(b.right(), m, quiet);
    ValueRange c = compare(op, l, r);
    if (c.isZero()) return null;
    if (c.equals(ValueRange.ONE)) return m;
    ValueRange nl = narrow(op, l, r);
    ValueRange nr = narrow(flip(op), r, l);
    if (nl == null || nr == null) return null;
    m = assign(m, b.left(), nl);
    return m == null ? null : assign(m, b.right(), nr);
  }


  /** The values of {@code l} for which {@code l op r} holds for some value of {@code r}, or null. */
  private static ValueRange narrow(Expr.BinOp op, ValueRange l, ValueRange r) {
    BigInteger one = BigInteger.ONE;
    return switch (op) {
      case EQ -> l.meet(r);
      case NE -> {
        if (!r.isConstant()) yield l;
        if (l.lo().equals(r.lo())) yield ValueRange.of(l.lo().add(one), l.hi());
        if (l.hi().equals(r.lo())) yield ValueRange.of(l.lo(), l.hi().subtract(one));
        yield l;
      }
      case LT -> ValueRange.of(l.lo(), l.hi().min(r.hi().subtract(one)));
      case LE -> ValueRange.of(l.lo(), l.hi().min(r.hi()));
      case GT -> ValueRange.of(l.lo().max(r.lo().add(one)), l.hi());
      case GE -> ValueRange.of(l.lo().max(r.lo()), l.hi());
      default -> throw new IllegalStateException();
    };
  }

  private static Expr.BinOp negate(Expr.BinOp op) {
    return switch (op) {
      case EQ -> Expr.BinOp.NE;
      case NE -> Expr.BinOp.EQ;
      case LT -> Expr.BinOp.GE;
      case LE -> Expr.BinOp.GT;
      case GT -> Expr.BinOp.LE;
      case GE -> Expr.BinOp.LT;
      default -> throw new IllegalStateException();
    };
  }

  /** The operator with its operands swapped. */
  private static Expr.BinOp flip(Expr.BinOp op) {
    return switch (op) {
      case LT -> Expr.BinOp.GT;
      case LE -> Expr.BinOp.GE;
      case GT -> Expr.BinOp.LT;
      case GE -> Expr.BinOp.LE;
      default -> op;
    };
  }

  /**
   * {@code m} with the thread's own scalar cell that {@code e} reads narrowed to {@code v} (a load
   * of a fixed cell, possibly under value-preserving conversions); {@code m} itself otherwise.
   */
  /**
   * {@code x + k}, {@code x - k} or {@code k - x} (k constant) lies in {@code v}: narrows x. Only
   * where the operation is exact: it must not wrap for any x of its current range (signed
   * overflow wraps in the interpreter, as unsigned arithmetic does).
   */
  private Memory assignOffset(Memory m, Expr.Binary b, ValueRange v) {
    boolean constRight = b.right() instanceof Expr.Const;
    boolean constLeft = b.left() instanceof Expr.Const;
    if (constRight == constLeft) return m;
    Expr x = constRight ? b.left() : b.right();
    Expr.Const k = (Expr.Const) (constRight ? b.right() : b.left());
    BigInteger kv = ValueRange.ofPattern(k.type(), k.value()).lo();
    // x = y - k for x + k and k - ... ; sign: +1 when x grows with the result, -1 for k - x
    BigInteger offset = b.op() == Expr.BinOp.ADD ? kv : constRight ? kv.negate() : kv;
    int sign = b.op() == Expr.BinOp.SUB && constLeft ? -1 : 1;
    // exact only if no x of its current range wraps, signed or not: the interpreter wraps signed
    // overflow too (found by review: x + 1 <= 0 narrowed x to negatives although INT_MAX + 1 wraps)
    ValueRange xr = eval(x, m, s -> { });
    BigInteger lo = sign > 0 ? xr.lo().add(offset) : offset.subtract(xr.hi());
    BigInteger hi = sign > 0 ? xr.hi().add(offset) : offset.subtract(xr.lo());
    if (lo.compareTo(IntRanges.min(b.type())) < 0 || hi.compareTo(IntRanges.max(b.type())) > 0) return m;
    ValueRange xv = sign > 0 ? new ValueRange(v.lo().subtract(offset), v.hi().subtract(offset))
        : new ValueRange(offset.subtract(v.hi()), offset.subtract(v.lo()));
    return assign(m, x, xv);
  }

  private Memory assign(Memory m, Expr e, ValueRange v) {
    e = Shapes.valueOf(e);
    if (e instanceof Expr.Binary b && (b.op() == Expr.BinOp.ADD || b.op() == Expr.BinOp.SUB) && b.type().isInteger()) {
      return assignOffset(m, b, v);
    }
    if (!(e instanceof Expr.Load l) || !(l.location() instanceof LValue.Cell c)
        || !(c.index() instanceof Expr.Const k) || !m.holds(c.object())) {
      return m;
    }
    Cells cells = m.contents(c.object());
    if (!cells.isPrecise() || k.value() < 0 || k.value() >= c.object().cellCount()) return m;
    ScalarType ct = c.object().cellType(k.value());
    if (!ct.equals(l.type())) return m; // read with the other signedness: values differ
    ValueRange old = cells.read(k.value(), k.value(), ct);
    ValueRange narrowed = old.meet(v);
    return narrowed == null ? null : m.with(c.object(), cells.refine(k.value(), narrowed));
  }

  private static Memory join(Memory a, Memory b) {
    if (a == null) return b;
    if (b == null) return a;
    return a.join(b);
  }
}
