package org.spindle.smt;

import java.math.BigInteger;
import java.util.Map;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.ArrayFormulaManager;
import org.sosy_lab.java_smt.api.BitvectorFormula;
import org.sosy_lab.java_smt.api.BitvectorFormulaManager;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.FloatingPointFormula;
import org.sosy_lab.java_smt.api.FloatingPointFormulaManager;
import org.sosy_lab.java_smt.api.FloatingPointRoundingMode;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.spindle.program.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.FloatValues;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;

/**
 * The exact bit-vector encoding: a value of type {@code t} is a bit-vector of {@code t.bits()}
 * bits (BOOL: 1 bit). Signed/unsigned division, remainder, right shift and comparison follow the
 * operand type (pointers and BOOL are unsigned). Arithmetic whose result type is BOOL is computed
 * at 64 bits and then normalised to {@code != 0}, as the interpreter does. Division by zero and
 * out-of-range shift amounts are undefined behaviour: reported to the {@link StepContext}, never
 * assumed away. Arrays map 64-bit indices to cells as wide as the widest layout type.
 *
 * <p>FLOAT values are bit-vectors holding their IEEE pattern, as in the interpreter (every NaN is
 * the canonical one); a {@link Expr.FloatOp} reads its arguments as SMT floating-point terms
 * ({@code fp} of the pattern), computes with the floating-point theory, rounding to nearest even,
 * and writes the canonical pattern back ({@link #patternOf}). A conversion to an integer type
 * outside the type's range is undefined behaviour (D53).
 */
final class BvTheory implements Theory {
  private static final int INDEX_BITS = 64;
  private static final ScalarType U64 = ScalarType.integer(64, false);

  private final BitvectorFormulaManager bv;
  private final BooleanFormulaManager bmgr;
  private final ArrayFormulaManager amgr;
  private final FormulaManager fm;
  private FloatingPointFormulaManager fpm; // created at the first floating operation

  BvTheory(FormulaManager fm) {
    this.fm = fm;
    this.bv = fm.getBitvectorFormulaManager();
    this.bmgr = fm.getBooleanFormulaManager();
    this.amgr = fm.getArrayFormulaManager();
  }

  @Override
  public Encoding encoding() {
    return Encoding.BV;
  }

  private static BitvectorFormula b(Formula f) {
    return (BitvectorFormula) f;
  }

  private BitvectorFormula bits(int width, long pattern) {
    BigInteger v = BigInteger.valueOf(pattern);
    if (v.signum() < 0) v = v.add(BigInteger.ONE.shiftLeft(64));
    return bv.makeBitvector(width, v.mod(BigInteger.ONE.shiftLeft(width)));
  }

  @Override
  public Formula constant(ScalarType t, long value) {
    return bits(t.bits(), t.wrap(value));
  }

  @Override
  public Formula variable(String name, ScalarType t) {
    return bv.makeVariable(t.bits(), name);
  }

  @Override
  public BooleanFormula inRange(Formula v, ScalarType t) {
    if (!t.isFloat()) return bmgr.makeTrue();
    // a fresh floating value is any value, NaN included, with NaN's one canonical pattern
    FloatingPointFormula f = fp(v, t);
    return bmgr.implication(fpm().isNaN(f), bv.equal(b(v), nan(t)));
  }

  @Override
  public BooleanFormula stateConstraint(Formula v, ScalarType t) {
    return bmgr.makeTrue();
  }

  @Override
  public BooleanFormula sameValue(Formula a, Formula c, ScalarType t, StepContext cx) {
    return equal(a, c);
  }

  @Override
  public BooleanFormula isTrue(Formula v, ScalarType t, StepContext cx) {
    return isTrue(v, t);
  }

  private BooleanFormula isTrue(Formula v, ScalarType t) {
    return bmgr.not(bv.equal(b(v), bits(t.bits(), 0)));
  }

  @Override
  public Formula ofBool(BooleanFormula c, ScalarType t) {
    return bmgr.ifThenElse(c, bits(t.bits(), 1), bits(t.bits(), 0));
  }

  @Override
  public BooleanFormula equal(Formula a, Formula c) {
    if (a instanceof BitvectorFormula x) return bv.equal(x, (BitvectorFormula) c);
    return equalArrays(a, c);
  }

  @Override
  public Formula unary(Expr.UnOp op, Formula v, ScalarType t, StepContext cx) {
    return switch (op) {
      case NEG -> t.isBool() ? v : bv.negate(b(v));
      case BITNOT -> t.isBool() ? bits(1, 1) : bv.not(b(v));
      case LOGNOT -> ofBool(bv.equal(b(v), bits(t.bits(), 0)), t);
    };
  }

  @Override
  public Formula binary(Expr.Binary node, Formula lf, Formula rf, StepContext cx) {
    BinOp op = node.op();
    ScalarType t = node.type();
    ScalarType ot = node.left().type();
    BitvectorFormula l = b(lf);
    BitvectorFormula r = b(rf);
    boolean signed = IntRanges.isSigned(ot);
    if (op.isComparison()) {
      BooleanFormula c = switch (op) {
        case EQ -> bv.equal(l, r);
        case NE -> bmgr.not(bv.equal(l, r));
        case LT -> bv.lessThan(l, r, signed);
        case LE -> bv.lessOrEquals(l, r, signed);
        case GT -> bv.greaterThan(l, r, signed);
        default -> bv.greaterOrEquals(l, r, signed);
      };
      return ofBool(c, t);
    }
    if (t.isBool()) {
      // Compute at 64 bits on 0/1 operands, then normalise like ScalarType.wrap does.
      BitvectorFormula wide = arith(op, widen(l, ot, U64), widen(r, node.right().type(), U64),
          node.right().type(), U64, false, cx);
      return ofBool(isTrue(wide, U64), t);
    }
    return arith(op, l, r, node.right().type(), t, IntRanges.isSigned(t), cx);
  }

  private BitvectorFormula arith(BinOp op, BitvectorFormula l, BitvectorFormula r, ScalarType rt,
      ScalarType t, boolean signed, StepContext cx) {
    return switch (op) {
      case ADD -> bv.add(l, r);
      case SUB -> bv.subtract(l, r);
      case MUL -> bv.multiply(l, r);
      case DIV -> {
        cx.undefinedIf(bv.equal(r, bits(t.bits(), 0)));
        yield bv.divide(l, r, signed);
      }
      case REM -> {
        cx.undefinedIf(bv.equal(r, bits(t.bits(), 0)));
        yield bv.remainder(l, r, signed);
      }
      case SHL, SHR -> shift(op == BinOp.SHL, l, r, rt, t, signed, cx);
      case BITAND -> bv.and(l, r);
      case BITOR -> bv.or(l, r);
      case BITXOR -> bv.xor(l, r);
      default -> throw new IllegalArgumentException("not an arithmetic operator: " + op);
    };
  }

  private BitvectorFormula shift(boolean left, BitvectorFormula l, BitvectorFormula r,
      ScalarType rt, ScalarType t, boolean signed, StepContext cx) {
    int width = t.bits();
    BitvectorFormula amount = widen(r, rt, U64); // the amount's value per its own type
    BooleanFormula bad = bv.greaterOrEquals(amount, bits(64, width), false);
    if (IntRanges.isSigned(rt)) bad = bmgr.or(bad, bv.lessThan(amount, bits(64, 0), true));
    cx.undefinedIf(bad);
    BitvectorFormula a = width == 64 ? amount : bv.extract(amount, width - 1, 0);
    return left ? bv.shiftLeft(l, a) : bv.shiftRight(l, a, signed);
  }

  /** Extends or truncates {@code v} of type {@code from} to the width of {@code to}. */
  private BitvectorFormula widen(BitvectorFormula v, ScalarType from, ScalarType to) {
    int fb = from.bits();
    int tb = to.bits();
    if (tb > fb) return bv.extend(v, tb - fb, IntRanges.isSigned(from));
    if (tb < fb) return bv.extract(v, tb - 1, 0);
    return v;
  }

  @Override
  public Formula convert(Formula v, ScalarType from, ScalarType to, StepContext cx) {
    if (to.isBool()) return from.isBool() ? v : ofBool(isTrue(v, from), to);
    return widen(b(v), from, to);
  }

  private FloatingPointFormulaManager fpm() {
    if (fpm == null) fpm = fm.getFloatingPointFormulaManager();
    return fpm;
  }

  private static FormulaType.FloatingPointType fpType(ScalarType t) {
    return t.bits() == 32 ? FormulaType.getSinglePrecisionFloatingPointType()
        : FormulaType.getDoublePrecisionFloatingPointType();
  }

  private BitvectorFormula nan(ScalarType t) {
    return bits(t.bits(), t.bits() == 32 ? FloatValues.FLOAT_NAN : FloatValues.DOUBLE_NAN);
  }

  /** The floating-point term of a FLOAT pattern (every NaN pattern is NaN). */
  private FloatingPointFormula fp(Formula pattern, ScalarType t) {
    return fpm().fromIeeeBitvector(b(pattern), fpType(t));
  }

  /**
   * The pattern of a floating-point term: IEEE's for every non-NaN value (unique, signed zeros
   * included), the canonical NaN for NaN (whose {@code to_ieee_bv} SMT-LIB leaves unspecified).
   */
  private BitvectorFormula patternOf(FloatingPointFormula f, ScalarType t) {
    return bmgr.ifThenElse(fpm().isNaN(f), nan(t), fpm().toIeeeBitvector(f));
  }

  @Override
  public Formula floatOp(Expr.FloatOp node, java.util.List<Formula> args, StepContext cx) {
    FloatingPointFormulaManager m = fpm();
    FloatingPointRoundingMode rne = FloatingPointRoundingMode.NEAREST_TIES_TO_EVEN;
    ScalarType t = node.type();
    ScalarType at = node.arg(0).type();
    if (node.op() == Expr.FOp.CONVERT) return convertFloat(args.get(0), at, t, cx);
    FloatingPointFormula a = fp(args.get(0), at);
    FloatingPointFormula c = args.size() > 1 ? fp(args.get(1), at) : null;
    return switch (node.op()) {
      case EQ -> ofBool(m.equalWithFPSemantics(a, c), t);
      case NE -> ofBool(bmgr.not(m.equalWithFPSemantics(a, c)), t);
      case LT -> ofBool(m.lessThan(a, c), t);
      case LE -> ofBool(m.lessOrEquals(a, c), t);
      case GT -> ofBool(m.greaterThan(a, c), t);
      case GE -> ofBool(m.greaterOrEquals(a, c), t);
      case ADD -> patternOf(m.add(a, c, rne), t);
      case SUB -> patternOf(m.subtract(a, c, rne), t);
      case MUL -> patternOf(m.multiply(a, c, rne), t);
      case DIV -> patternOf(m.divide(a, c, rne), t);
      case NEG -> patternOf(m.negate(a), t);
      case ABS -> patternOf(m.abs(a), t);
      case SQRT -> patternOf(m.sqrt(a, rne), t);
      case FLOOR -> patternOf(m.round(a, FloatingPointRoundingMode.TOWARD_NEGATIVE), t);
      case CEIL -> patternOf(m.round(a, FloatingPointRoundingMode.TOWARD_POSITIVE), t);
      case TRUNC -> patternOf(m.round(a, FloatingPointRoundingMode.TOWARD_ZERO), t);
      case ROUND -> patternOf(m.round(a, FloatingPointRoundingMode.NEAREST_TIES_AWAY), t);
      case CONVERT -> throw new IllegalStateException();
    };
  }

  private Formula convertFloat(Formula v, ScalarType from, ScalarType to, StepContext cx) {
    FloatingPointFormulaManager m = fpm();
    FloatingPointRoundingMode rne = FloatingPointRoundingMode.NEAREST_TIES_TO_EVEN;
    if (to.isFloat()) {
      if (from.isFloat()) return patternOf(m.castTo(fp(v, from), true, fpType(to), rne), to);
      return patternOf(m.castFrom(b(v), IntRanges.isSigned(from), fpType(to), rne), to);
    }
    // C11 6.3.1.4: truncation toward zero; undefined unless the truncated value is in range.
    // The bounds -2^(w-1), 2^(w-1) and 2^w are powers of two: exact in both formats.
    FloatingPointFormula x = fp(v, from);
    FloatingPointFormula tr = m.round(x, FloatingPointRoundingMode.TOWARD_ZERO);
    boolean signed = IntRanges.isSigned(to);
    double lo = signed ? -Math.scalb(1.0, to.bits() - 1) : 0.0;
    double hi = Math.scalb(1.0, signed ? to.bits() - 1 : to.bits());
    BooleanFormula ok = bmgr.and(m.greaterOrEquals(tr, m.makeNumber(lo, fpType(from))),
        m.lessThan(tr, m.makeNumber(hi, fpType(from))));
    cx.undefinedIf(bmgr.not(ok));
    return m.castTo(x, signed, FormulaType.getBitvectorTypeWithSize(to.bits()),
        FloatingPointRoundingMode.TOWARD_ZERO);
  }

  @Override
  public Formula address(long base, Formula cellIndex, ScalarType indexType, ScalarType pt,
      StepContext cx) {
    BitvectorFormula idx = widen(b(cellIndex), indexType, U64);
    BitvectorFormula sum = bv.add(bits(64, base), idx);
    return widen(sum, U64, pt);
  }

  // ---- arrays ----

  private static int elementBits(MemoryObject o) {
    int w = 1;
    for (ScalarType t : o.layout()) w = Math.max(w, t.bits());
    return w;
  }

  @Override
  @SuppressWarnings("unchecked")
  public ArrayFormula<Formula, Formula> arrayVariable(String name, MemoryObject o) {
    return (ArrayFormula<Formula, Formula>) (ArrayFormula<?, ?>) amgr.makeArray(name,
        FormulaType.getBitvectorTypeWithSize(INDEX_BITS),
        FormulaType.getBitvectorTypeWithSize(elementBits(o)));
  }

  @Override
  @SuppressWarnings("unchecked")
  public ArrayFormula<Formula, Formula> initialArray(MemoryObject o) {
    int w = elementBits(o);
    ArrayFormula<BitvectorFormula, BitvectorFormula> a = amgr.makeArray(
        FormulaType.getBitvectorTypeWithSize(INDEX_BITS), FormulaType.getBitvectorTypeWithSize(w),
        bits(w, 0));
    for (Map.Entry<Long, Long> e : o.initialCells().entrySet()) {
      if (e.getValue() == 0) continue;
      ScalarType ct = o.cellType(e.getKey());
      BitvectorFormula v = widen(bits(ct.bits(), ct.wrap(e.getValue())), ct,
          ScalarType.integer(w, false));
      a = amgr.store(a, bits(INDEX_BITS, e.getKey()), v);
    }
    return (ArrayFormula<Formula, Formula>) (ArrayFormula<?, ?>) a;
  }

  @Override
  public Formula toIndex(Formula v, ScalarType t, StepContext cx) {
    return widen(b(v), t, U64);
  }

  @Override
  public Formula indexConstant(long i) {
    return bits(INDEX_BITS, i);
  }

  @Override
  public BooleanFormula indexInRange(Formula idx, long lo, long hi) {
    return bmgr.and(bv.lessOrEquals(bits(64, lo), b(idx), true), bv.lessThan(b(idx), bits(64, hi), true));
  }

  @Override
  public Formula indexMod(Formula idx, long m, StepContext cx) {
    return bv.remainder(b(idx), bits(64, m), false);
  }

  @Override
  public BooleanFormula addressIn(Formula addr, ScalarType pt, long base, long count) {
    BitvectorFormula a = widen(b(addr), pt, U64);
    return bmgr.and(bv.lessOrEquals(bits(64, base), a, false),
        bv.lessThan(a, bits(64, base + count), false));
  }

  @Override
  public Formula addressOffset(Formula addr, ScalarType pt, long base) {
    return bv.subtract(widen(b(addr), pt, U64), bits(64, base));
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
    return bv.makeVariable(elementBits(o), name);
  }

  @Override
  public Formula initialCell(MemoryObject o, long c) {
    ScalarType ct = o.cellType(c);
    return widen(bits(ct.bits(), ct.wrap(o.initialValue(c))), ct,
        ScalarType.integer(elementBits(o), false));
  }

  @Override
  public Formula fromCell(Formula element, MemoryObject o, ScalarType t, ScalarType cellType,
      StepContext cx) {
    return widen(b(element), ScalarType.integer(elementBits(o), false), t);
  }

  @Override
  public Formula toCell(Formula value, ScalarType valueType, MemoryObject o, ScalarType cellType,
      StepContext cx) {
    return widen(b(value), valueType, ScalarType.integer(elementBits(o), false));
  }

  @SuppressWarnings("unchecked")
  private BooleanFormula equalArrays(Formula a, Formula b) {
    if (a instanceof BooleanFormula x) return bmgr.equivalence(x, (BooleanFormula) b);
    return amgr.equivalence((ArrayFormula<Formula, Formula>) a, (ArrayFormula<Formula, Formula>) b);
  }
}
