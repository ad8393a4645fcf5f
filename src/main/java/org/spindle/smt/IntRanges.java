package org.spindle.smt;

import java.math.BigInteger;
import org.spindle.program.ScalarType;

/**
 * Mathematical value ranges of scalar types (unsigned 64-bit values need BigInteger); shared by the
 * SMT encodings and the interval analysis of package modular (D62).
 */
public final class IntRanges {
  private IntRanges() {}

  public static BigInteger min(ScalarType t) {
    return BigInteger.valueOf(t.minValue());
  }

  public static BigInteger max(ScalarType t) {
    // FLOAT: every pattern (the all-ones pattern is a NaN, which value() would make canonical)
    if (t.isFloat()) return modulus(t).subtract(BigInteger.ONE);
    return value(t, t.maxValue());
  }

  /** 2^bits, the modulus of wrap-around. */
  public static BigInteger modulus(ScalarType t) {
    return BigInteger.ONE.shiftLeft(t.bits());
  }

  /** The mathematical value of a normalised bit pattern of type {@code t}. */
  public static BigInteger value(ScalarType t, long pattern) {
    long v = t.wrap(pattern);
    if (isSigned(t) || v >= 0) return BigInteger.valueOf(v);
    return BigInteger.valueOf(v).add(BigInteger.ONE.shiftLeft(64));
  }

  /** The normalised bit pattern of a mathematical value (reduced modulo 2^bits). */
  public static long pattern(ScalarType t, BigInteger v) {
    return t.wrap(v.longValue());
  }

  /** Signed arithmetic per the interpreter: signed integer types only (not BOOL, not pointers). */
  public static boolean isSigned(ScalarType t) {
    return t.signed() && t.kind() == ScalarType.Kind.INT;
  }

  /**
   * Unsigned integer types are modular in the LIA encoding (D23): a value is any integer
   * congruent to the C value modulo 2^bits; operations that observe it reduce it first.
   */
  static boolean isModular(ScalarType t) {
    return t.kind() == ScalarType.Kind.INT && !t.signed();
  }

  public static boolean fits(ScalarType inner, ScalarType outer) {
    return min(outer).compareTo(min(inner)) <= 0 && max(inner).compareTo(max(outer)) <= 0;
  }

  /**
   * The values a state variable of type {@code t} may take in a label: its type's range, or any
   * integer for a modular (unsigned) type, whose values are representatives (D23).
   */
  static Interval stateRange(ScalarType t) {
    return isModular(t) ? Interval.ALL : new Interval(min(t), max(t));
  }
}
