package org.spindle.smt;

import java.math.BigInteger;
import java.util.Map;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.ArrayFormulaManager;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.spindle.program.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;

/**
 * The LIA encoding: a C value is the mathematical integer it denotes (unsigned values are
 * non-negative). It over-approximates C and is exact for everything linear:
 *
 * <ul>
 *   <li>Every operation that can leave the result type's range ({@code + - *}-by-constant, {@code
 *       <<}-by-constant, negation, narrowing or sign-changing conversions) is wrapped exactly:
 *       {@code r = e - k * 2^w} with a fresh integer {@code k} and {@code r} constrained to the
 *       type's range. The range pins {@code k}, so the encoding is a function of the operands.
 *   <li>Division and remainder by a non-zero constant are exact (C truncates toward zero:
 *       {@code a = q*|c| + r} with {@code r} of the dividend's sign); {@code >>} by a constant is
 *       floor division by {@code 2^s}; {@code &} with a mask {@code 2^k-1} is {@code mod 2^k};
 *       {@code ~x} is {@code -x-1} (signed) or {@code 2^w-1-x} (unsigned).
 *   <li>Everything non-linear (product of two non-constants, division, remainder or shift by a
 *       non-constant, other bitwise operations) yields a fresh value constrained only by the
 *       result type's range: sound, and marked inexact so that callers needing exactness (the
 *       independence check) can fall back.
 *   <li>Values of type BOOL are 0/1; comparisons and logical operators give 0/1 of their type.
 * </ul>
 * Unsigned types are <em>modular</em> (D23): a value of such a type is any integer congruent to
 * the C value modulo 2^w. {@code + - *}-by-constant, negation, {@code ~} and {@code <<}-by-constant
 * need no wrap then, which keeps invariants such as {@code produced - consumed == count} linear
 * where C only has them modulo 2^w. Every operation that observes the value (comparison, truth
 * test, division, remainder, right shift, widening or conversion to a signed type, indexing)
 * first reduces it to the C value ({@link #canonical}). A modular value congruent to the C value
 * behaves like it in every operation, so paths are feasible over representatives iff they are
 * feasible in C.
 *
 * <p>Invariant: every value of a signed, BOOL or pointer type is within its type's range. Writes
 * convert to the cell type; state variables not defined by the path get their range as a start
 * constraint (none for modular types).
 */
final class LiaTheory implements Theory {
  private final FormulaManager fm;
  private final IntegerFormulaManager imgr;
  private final BooleanFormulaManager bmgr;
  private final ArrayFormulaManager amgr;

  LiaTheory(FormulaManager fm) {
    this.fm = fm;
    this.imgr = fm.getIntegerFormulaManager();
    this.bmgr = fm.getBooleanFormulaManager();
    this.amgr = fm.getArrayFormulaManager();
  }

  @Override
  public Encoding encoding() {
    return Encoding.LIA;
  }

  private IntegerFormula num(BigInteger v) {
    return imgr.makeNumber(v);
  }

  private IntegerFormula num(long v) {
    return imgr.makeNumber(v);
  }

  private static IntegerFormula i(Formula f) {
    return (IntegerFormula) f;
  }

  @Override
  public Formula constant(ScalarType t, long value) {
    return num(IntRanges.value(t, value));
  }

  @Override
  public Formula variable(String name, ScalarType t) {
    return imgr.makeVariable(name);
  }

  @Override
  public BooleanFormula inRange(Formula v, ScalarType t) {
    return bmgr.and(imgr.lessOrEquals(num(IntRanges.min(t)), i(v)),
        imgr.lessOrEquals(i(v), num(IntRanges.max(t))));
  }

  @Override
  public BooleanFormula stateConstraint(Formula v, ScalarType t) {
    return IntRanges.isModular(t) ? bmgr.makeTrue() : inRange(v, t);
  }

  @Override
  public BooleanFormula isTrue(Formula v, ScalarType t, StepContext cx) {
    return bmgr.not(imgr.equal(canonical(i(v), t, cx), num(0)));
  }

  /** Truth of a value that is in range (BOOL, signed, or already reduced). */
  private BooleanFormula nonZero(IntegerFormula v) {
    return bmgr.not(imgr.equal(v, num(0)));
  }

  @Override
  public BooleanFormula sameValue(Formula a, Formula b, ScalarType t, StepContext cx) {
    if (!IntRanges.isModular(t) || inRange(i(a), t, cx) && inRange(i(b), t, cx)) {
      return imgr.equal(i(a), i(b));
    }
    return imgr.equal(canonical(imgr.subtract(i(a), i(b)), t, cx), num(0));
  }

  /**
   * The C value of {@code x}: {@code x mod 2^w} for a modular type, {@code x} itself otherwise.
   * A numeral, or a value read from wrap-free objects (Memory), needs no reduction.
   */
  IntegerFormula canonical(IntegerFormula x, ScalarType t, StepContext cx) {
    if (!IntRanges.isModular(t) || cx.knownInRange(x)) return x;
    BigInteger c = numeral(x);
    if (c != null) return num(c.mod(IntRanges.modulus(t)));
    return floorDivMod(x, IntRanges.modulus(t), false, cx);
  }

  /** Is x known to be the C value itself (a numeral in range, or marked by Memory)? */
  private boolean inRange(IntegerFormula x, ScalarType t, StepContext cx) {
    if (cx.knownInRange(x)) return true;
    BigInteger c = numeral(x);
    return c != null && c.signum() >= 0 && c.compareTo(IntRanges.max(t)) <= 0;
  }

  /** The value of {@code x} if it has no variables (folded by the solver), else null. */
  private BigInteger constantValue(IntegerFormula x) {
    BigInteger c = numeral(x);
    if (c != null || !fm.extractVariablesAndUFs(x).isEmpty()) return c;
    try {
      return numeral(fm.simplify(x));
    } catch (InterruptedException ex) {
      Thread.currentThread().interrupt();
      return null;
    }
  }

  private BigInteger numeral(IntegerFormula x) {
    Object v = fm.visit(x, NUMERAL);
    return v instanceof BigInteger b ? b : null;
  }

  private static final org.sosy_lab.java_smt.api.visitors.FormulaVisitor<Object> NUMERAL =
      new org.sosy_lab.java_smt.api.visitors.DefaultFormulaVisitor<>() {
        @Override
        protected Object visitDefault(Formula f) {
          return null;
        }

        @Override
        public Object visitConstant(Formula f, Object value) {
          return value;
        }
      };

  @Override
  public Formula ofBool(BooleanFormula b, ScalarType t) {
    if (bmgr.isTrue(b)) return num(1);
    if (bmgr.isFalse(b)) return num(0);
    return bmgr.ifThenElse(b, num(1), num(0));
  }

  @Override
  public BooleanFormula equal(Formula a, Formula b) {
    if (a instanceof IntegerFormula x) return imgr.equal(x, (IntegerFormula) b);
    return equalArrays(a, b);
  }

  /** Exact reduction of {@code e} into the range of {@code t}. */
  IntegerFormula wrap(IntegerFormula e, ScalarType t, StepContext cx) {
    if (t.isBool()) return i(ofBool(nonZero(e), t));
    // a constant (e.g. an address plus a constant offset) is reduced here: a quotient variable
    // for it costs the Horn solver dearly (D51) and every other solver a little
    BigInteger c = constantValue(e);
    if (c != null) return num(IntRanges.value(t, IntRanges.pattern(t, c)));
    IntegerFormula k = cx.aux(FormulaType.IntegerType, "k");
    IntegerFormula r = cx.aux(FormulaType.IntegerType, "w");
    cx.define(imgr.equal(r, imgr.subtract(e, imgr.multiply(num(IntRanges.modulus(t)), k))));
    cx.define(inRange(r, t));
    return r;
  }

  /**
   * Exact wrap of a sum or difference of two in-range values (or a negation), which lies within
   * one modulus of the range: a single correction by case split, no quotient variable. Integer
   * quotients with 2^w coefficients make SMTInterpol's integer interpolation blow up.
   */
  IntegerFormula wrapSum(IntegerFormula e, ScalarType t, StepContext cx) {
    if (IntRanges.isModular(t)) return e; // any representative will do (D23)
    if (t.isBool()) return wrap(e, t, cx);
    IntegerFormula m = num(IntRanges.modulus(t));
    return bmgr.ifThenElse(imgr.greaterThan(e, num(IntRanges.max(t))), imgr.subtract(e, m),
        bmgr.ifThenElse(imgr.lessThan(e, num(IntRanges.min(t))), imgr.add(e, m), e));
  }

  @Override
  public Formula unary(Expr.UnOp op, Formula v, ScalarType t, StepContext cx) {
    return switch (op) {
      case NEG -> wrapSum(imgr.negate(i(v)), t, cx);
      case BITNOT -> {
        if (t.isBool()) yield num(1); // ~0 and ~1 are both non-zero
        yield IntRanges.isSigned(t)
            ? imgr.subtract(imgr.negate(i(v)), num(1))
            : imgr.subtract(num(IntRanges.max(t)), i(v)); // 2^w-1-x: congruent to ~x
      }
      case LOGNOT -> ofBool(bmgr.not(isTrue(v, t, cx)), t);
    };
  }

  @Override
  public Formula binary(Expr.Binary node, Formula lf, Formula rf, StepContext cx) {
    IntegerFormula l = i(lf);
    IntegerFormula r = i(rf);
    ScalarType t = node.type();
    ScalarType ot = node.left().type();
    BigInteger lc = constantOf(node.left());
    BigInteger rc = constantOf(node.right());
    BinOp op = node.op();
    switch (op) {
      case EQ: return ofBool(sameValue(l, r, ot, cx), t);
      case NE: return ofBool(bmgr.not(sameValue(l, r, ot, cx)), t);
      default: break;
    }
    if (op.isComparison()) {
      l = canonical(l, ot, cx);
      r = canonical(r, ot, cx);
    }
    switch (op) {
      case LT: return ofBool(imgr.lessThan(l, r), t);
      case LE: return ofBool(imgr.lessOrEquals(l, r), t);
      case GT: return ofBool(imgr.greaterThan(l, r), t);
      case GE: return ofBool(imgr.greaterOrEquals(l, r), t);
      case ADD: return wrapSum(imgr.add(l, r), t, cx);
      case SUB: return wrapSum(imgr.subtract(l, r), t, cx);
      case MUL:
        if (lc != null) return wrapProduct(imgr.multiply(num(lc), r), t, cx);
        if (rc != null) return wrapProduct(imgr.multiply(l, num(rc)), t, cx);
        return cx.overApproximate(t, "mul");
      case DIV:
      case REM:
        return divRem(op == BinOp.DIV, canonical(l, ot, cx),
            canonical(r, node.right().type(), cx), rc, t, ot, cx);
      case SHL:
      case SHR:
        return shift(op == BinOp.SHL, l, r, rc, node, cx);
      case BITAND:
      case BITOR:
      case BITXOR:
        return bitwise(op, l, r, lc, rc, t, cx);
      default:
        throw new IllegalArgumentException("not an arithmetic operator: " + op);
    }
  }

  /** Exact wrap of a product; none for a modular type (D23). */
  private IntegerFormula wrapProduct(IntegerFormula e, ScalarType t, StepContext cx) {
    return IntRanges.isModular(t) ? e : wrap(e, t, cx);
  }

  private Formula divRem(boolean div, IntegerFormula l, IntegerFormula r, BigInteger rc,
      ScalarType t, ScalarType ot, StepContext cx) {
    if (rc == null) {
      cx.undefinedIf(imgr.equal(r, num(0)));
      return cx.overApproximate(t, div ? "div" : "rem");
    }
    if (rc.signum() == 0) {
      cx.undefinedIf(bmgr.makeTrue());
      return cx.overApproximate(t, div ? "div" : "rem");
    }
    BigInteger abs = rc.abs();
    IntegerFormula q = cx.aux(FormulaType.IntegerType, "q");
    IntegerFormula rem = cx.aux(FormulaType.IntegerType, "r");
    cx.define(imgr.equal(l, imgr.add(imgr.multiply(num(abs), q), rem)));
    BooleanFormula nonNeg = bmgr.and(imgr.lessOrEquals(num(0), rem), imgr.lessThan(rem, num(abs)));
    if (IntRanges.isSigned(ot)) {
      BooleanFormula nonPos = bmgr.and(imgr.lessThan(num(abs.negate()), rem), imgr.lessOrEquals(rem, num(0)));
      BooleanFormula lNonNeg = imgr.greaterOrEquals(l, num(0));
      cx.define(bmgr.ifThenElse(lNonNeg, nonNeg, nonPos));
    } else {
      cx.define(nonNeg);
    }
    if (!div) return t.isBool() ? ofBool(nonZero(rem), t) : rem;
    IntegerFormula quotient = rc.signum() > 0 ? q : imgr.negate(q);
    // Only INT_MIN / -1 (and BOOL results) can leave the range.
    return rc.signum() > 0 && !t.isBool() ? quotient : wrap(quotient, t, cx);
  }

  private Formula shift(boolean left, IntegerFormula l, IntegerFormula r, BigInteger rc,
      Expr.Binary node, StepContext cx) {
    ScalarType t = node.type();
    int width = t.bits();
    r = canonical(r, node.right().type(), cx);
    if (rc == null) {
      cx.undefinedIf(bmgr.or(imgr.lessThan(r, num(0)), imgr.greaterOrEquals(r, num(width))));
      return cx.overApproximate(t, "shift");
    }
    if (rc.signum() < 0 || rc.compareTo(BigInteger.valueOf(width)) >= 0) {
      cx.undefinedIf(bmgr.makeTrue());
      return cx.overApproximate(t, "shift");
    }
    BigInteger pow = BigInteger.ONE.shiftLeft(rc.intValue());
    if (left) return wrapProduct(imgr.multiply(l, num(pow)), t, cx);
    // arithmetic shift of a signed value is floor division
    return floorDivMod(canonical(l, node.left().type(), cx), pow, true, cx);
  }

  /** Floor division (or modulo) of {@code l} by the positive constant {@code m}. */
  private IntegerFormula floorDivMod(IntegerFormula l, BigInteger m, boolean quotient, StepContext cx) {
    IntegerFormula q = cx.aux(FormulaType.IntegerType, "q");
    IntegerFormula rem = cx.aux(FormulaType.IntegerType, "r");
    cx.define(imgr.equal(l, imgr.add(imgr.multiply(num(m), q), rem)));
    cx.define(bmgr.and(imgr.lessOrEquals(num(0), rem), imgr.lessThan(rem, num(m))));
    return quotient ? q : rem;
  }

  private Formula bitwise(BinOp op, IntegerFormula l, IntegerFormula r, BigInteger lc,
      BigInteger rc, ScalarType t, StepContext cx) {
    if (t.isBool()) {
      BooleanFormula a = nonZero(l);
      BooleanFormula b = nonZero(r);
      return ofBool(switch (op) {
        case BITAND -> bmgr.and(a, b);
        case BITOR -> bmgr.or(a, b);
        default -> bmgr.xor(a, b);
      }, t);
    }
    IntegerFormula x = l;
    BigInteger c = rc;
    if (c == null && lc != null) {
      x = r;
      c = lc;
    }
    if (c != null) {
      BigInteger pattern = c.mod(IntRanges.modulus(t)); // low w bits as a non-negative number
      BigInteger ones = IntRanges.modulus(t).subtract(BigInteger.ONE);
      if (pattern.signum() == 0) return op == BinOp.BITAND ? num(0) : x;
      if (op == BinOp.BITAND && pattern.equals(ones)) return x;
      if (op == BinOp.BITAND && pattern.add(BigInteger.ONE).bitCount() == 1) {
        // x & (2^k - 1) == x mod 2^k (two's complement), k < w: result fits every type of width w.
        // A modular representative is congruent modulo 2^w, hence modulo 2^k: no reduction.
        return floorDivMod(x, pattern.add(BigInteger.ONE), false, cx);
      }
    }
    return cx.overApproximate(t, "bit");
  }

  private static BigInteger constantOf(Expr e) {
    return e instanceof Expr.Const c ? IntRanges.value(c.type(), c.value()) : null;
  }

  @Override
  public Formula convert(Formula v, ScalarType from, ScalarType to, StepContext cx) {
    if (to.isBool()) return from.isBool() ? v : ofBool(isTrue(v, from, cx), to);
    if (IntRanges.isModular(to)) {
      // Any integer congruent modulo 2^to.bits represents the result: the value itself, unless
      // it is a representative modulo a smaller power of two (zero extension).
      return IntRanges.isModular(from) && from.bits() < to.bits() ? canonical(i(v), from, cx) : v;
    }
    IntegerFormula x = canonical(i(v), from, cx);
    if (IntRanges.fits(from, to)) return x;
    return wrap(x, to, cx);
  }

  /**
   * No floating-point theory in LIA (SMTInterpol has none): a FLOAT value is its bit pattern as a
   * number in [0, 2^w) and every floating operation yields a fresh value of its result type
   * (comparisons 0 or 1), marked inexact; a conversion to an integer type may also be undefined.
   * Sound: every C behaviour is one of these (D53). Copies and constants stay exact.
   */
  @Override
  public Formula floatOp(Expr.FloatOp node, java.util.List<Formula> args, StepContext cx) {
    if (node.mayBeUndefined()) cx.undefinedIf(cx.aux(FormulaType.BooleanType, "fub"));
    if (node.op().isComparison()) {
      return ofBool(bmgr.not(imgr.equal(i(cx.overApproximate(ScalarType.BOOL, "fcmp")), num(0))), node.type());
    }
    return cx.overApproximate(node.type(), "float");
  }

  @Override
  public Formula address(long base, Formula cellIndex, ScalarType indexType, ScalarType pt,
      StepContext cx) {
    IntegerFormula sum = imgr.add(num(base), canonical(i(cellIndex), indexType, cx));
    return wrap(sum, pt, cx);
  }

  // ---- arrays ----

  @Override
  @SuppressWarnings("unchecked")
  public ArrayFormula<Formula, Formula> arrayVariable(String name, MemoryObject o) {
    return (ArrayFormula<Formula, Formula>) (ArrayFormula<?, ?>)
        amgr.makeArray(name, FormulaType.IntegerType, FormulaType.IntegerType);
  }

  @Override
  @SuppressWarnings("unchecked")
  public ArrayFormula<Formula, Formula> initialArray(MemoryObject o) {
    ArrayFormula<IntegerFormula, IntegerFormula> a =
        amgr.makeArray(FormulaType.IntegerType, FormulaType.IntegerType, num(0));
    for (Map.Entry<Long, Long> e : o.initialCells().entrySet()) {
      if (e.getValue() == 0) continue;
      ScalarType ct = o.cellType(e.getKey());
      a = amgr.store(a, num(e.getKey()), num(IntRanges.value(ct, e.getValue())));
    }
    return (ArrayFormula<Formula, Formula>) (ArrayFormula<?, ?>) a;
  }

  @Override
  public Formula toIndex(Formula v, ScalarType t, StepContext cx) {
    return canonical(i(v), t, cx);
  }

  @Override
  public Formula indexConstant(long i) {
    return num(i);
  }

  @Override
  public BooleanFormula indexInRange(Formula idx, long lo, long hi) {
    return bmgr.and(imgr.lessOrEquals(num(lo), i(idx)), imgr.lessThan(i(idx), num(hi)));
  }

  @Override
  public Formula indexMod(Formula idx, long m, StepContext cx) {
    return floorDivMod(i(idx), BigInteger.valueOf(m), false, cx);
  }

  @Override
  public BooleanFormula addressIn(Formula addr, ScalarType pt, long base, long count) {
    return indexInRange(addr, base, base + count);
  }

  @Override
  public Formula addressOffset(Formula addr, ScalarType pt, long base) {
    return imgr.subtract(i(addr), num(base));
  }

  @Override
  public Formula select(ArrayFormula<Formula, Formula> a, Formula idx, MemoryObject o,
      ScalarType t, ScalarType cellType, StepContext cx) {
    return fromCell(amgr.select(a, idx), o, t, cellType, cx);
  }

  @Override
  public ArrayFormula<Formula, Formula> store(ArrayFormula<Formula, Formula> a, Formula idx,
      Formula value, ScalarType valueType, MemoryObject o, ScalarType cellType, StepContext cx) {
    return amgr.store(a, idx, toCell(value, valueType, o, cellType, cx));
  }

  @Override
  public Formula cellVariable(String name, MemoryObject o) {
    return imgr.makeVariable(name);
  }

  @Override
  public Formula initialCell(MemoryObject o, long c) {
    return constant(o.cellType(c), o.initialValue(c));
  }

  @Override
  public Formula fromCell(Formula element, MemoryObject o, ScalarType t, ScalarType cellType,
      StepContext cx) {
    IntegerFormula v = (IntegerFormula) element;
    if (cellType == null) return wrap(v, t, cx); // signedness variants mixed: values congruent mod 2^w
    if (IntRanges.isModular(cellType)) return convert(v, cellType, t, cx); // no range (D23)
    IntegerFormula named = v;
    if (!isVariable(v)) { // name a compound element once, so the range below does not copy it
      named = cx.aux(FormulaType.IntegerType, "sel");
      cx.define(imgr.equal(named, v));
    }
    cx.define(inRange(named, cellType)); // cells hold values of their type
    return convert(named, cellType, t, cx);
  }

  private boolean isVariable(Formula f) {
    Map<String, Formula> vs = fm.extractVariables(f);
    return vs.size() == 1 && vs.containsValue(f);
  }

  @Override
  public Formula toCell(Formula value, ScalarType valueType, MemoryObject o, ScalarType cellType,
      StepContext cx) {
    return cellType == null ? value : convert(value, valueType, cellType, cx);
  }

  @SuppressWarnings("unchecked")
  private BooleanFormula equalArrays(Formula a, Formula b) {
    if (a instanceof BooleanFormula x) return bmgr.equivalence(x, (BooleanFormula) b);
    return amgr.equivalence((ArrayFormula<Formula, Formula>) a, (ArrayFormula<Formula, Formula>) b);
  }
}
