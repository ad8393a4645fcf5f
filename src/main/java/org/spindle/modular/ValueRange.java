package org.spindle.modular;

import java.math.BigInteger;
import org.spindle.program.ScalarType;
import org.spindle.smt.IntRanges;

/**
 * A non-empty interval of the mathematical values of a C scalar (the value analysis, D62). Values
 * are numbers, not bit patterns ({@link IntRanges#value}): an unsigned 64-bit cell holding all
 * ones is 2^64 - 1. An empty set is represented by {@code null} wherever it can occur.
 */
record ValueRange(BigInteger lo, BigInteger hi) {
  static final ValueRange BOOL = new ValueRange(BigInteger.ZERO, BigInteger.ONE);
  static final ValueRange ZERO = constant(0);
  static final ValueRange ONE = constant(1);

  ValueRange {
    if (lo.compareTo(hi) > 0) throw new IllegalArgumentException("empty range " + lo + ".." + hi);
  }

  static ValueRange constant(long v) {
    return new ValueRange(BigInteger.valueOf(v), BigInteger.valueOf(v));
  }

  static ValueRange constant(BigInteger v) {
    return new ValueRange(v, v);
  }

  /** The value of bit pattern {@code pattern} of type {@code t}. */
  static ValueRange ofPattern(ScalarType t, long pattern) {
    return constant(IntRanges.value(t, pattern));
  }

  /** Every value of {@code t} (for FLOAT types: every bit pattern, read as unsigned). */
  static ValueRange top(ScalarType t) {
    return new ValueRange(IntRanges.min(t), IntRanges.max(t));
  }

  /** Range [lo, hi], or null if empty. */
  static ValueRange of(BigInteger lo, BigInteger hi) {
    return lo.compareTo(hi) > 0 ? null : new ValueRange(lo, hi);
  }

  /**
   * The values of type {@code t} that the exact results {@code lo..hi} wrap to (C conversion: modulo
   * 2^bits, or != 0 for BOOL). A range that wraps around in part covers every value of the type.
   */
  static ValueRange wrap(ScalarType t, BigInteger lo, BigInteger hi) {
    if (t.isBool()) {
      if (lo.signum() == 0 && hi.signum() == 0) return ZERO;
      return lo.signum() > 0 || hi.signum() < 0 ? ONE : BOOL;
    }
    BigInteger min = IntRanges.min(t);
    BigInteger max = IntRanges.max(t);
    if (lo.compareTo(min) >= 0 && hi.compareTo(max) <= 0) return new ValueRange(lo, hi);
    BigInteger mod = IntRanges.modulus(t);
    if (hi.subtract(lo).compareTo(mod) >= 0) return top(t);
    BigInteger wl = reduce(lo, min, mod);
    BigInteger wh = reduce(hi, min, mod);
    return wl.compareTo(wh) <= 0 ? new ValueRange(wl, wh) : top(t);
  }

  /** The representative of {@code v} modulo {@code mod} in {@code min .. min + mod - 1}. */
  private static BigInteger reduce(BigInteger v, BigInteger min, BigInteger mod) {
    return v.subtract(min).mod(mod).add(min);
  }

  /** This range converted to type {@code t} (C conversion). */
  ValueRange convert(ScalarType t) {
    return wrap(t, lo, hi);
  }

  ValueRange join(ValueRange o) {
    if (o == null) return this;
    return new ValueRange(lo.min(o.lo), hi.max(o.hi));
  }

  /** The intersection, or null if empty. */
  ValueRange meet(ValueRange o) {
    return of(lo.max(o.lo), hi.min(o.hi));
  }

  /**
   * Widening of this (older) range by {@code next}: a bound that grows jumps to the nearest
   * threshold beyond it (constants the program compares with), else to the type's bound.
   */
  ValueRange widen(ValueRange next, ScalarType t, java.util.NavigableSet<BigInteger> thresholds) {
    if (next == null) return this;
    BigInteger l = lo;
    if (next.lo.compareTo(lo) < 0) {
      BigInteger k = thresholds.floor(next.lo);
      l = k != null && k.compareTo(IntRanges.min(t)) >= 0 ? k : IntRanges.min(t).min(next.lo);
    }
    BigInteger h = hi;
    if (next.hi.compareTo(hi) > 0) {
      BigInteger k = thresholds.ceiling(next.hi);
      h = k != null && k.compareTo(IntRanges.max(t)) <= 0 ? k : IntRanges.max(t).max(next.hi);
    }
    return new ValueRange(l, h);
  }

  boolean contains(BigInteger v) {
    return lo.compareTo(v) <= 0 && v.compareTo(hi) <= 0;
  }

  boolean contains(ValueRange o) {
    return lo.compareTo(o.lo) <= 0 && o.hi.compareTo(hi) <= 0;
  }

  boolean isConstant() {
    return lo.equals(hi);
  }

  boolean mayBeZero() {
    return contains(BigInteger.ZERO);
  }

  boolean isZero() {
    return lo.signum() == 0 && hi.signum() == 0;
  }

  boolean nonNegative() {
    return lo.signum() >= 0;
  }

  /** Truth value of a condition: 0 or 1 if decided, else null. */
  Integer truth() {
    if (isZero()) return 0;
    return mayBeZero() ? null : 1;
  }

  @Override
  public String toString() {
    return isConstant() ? lo.toString() : "[" + lo + ", " + hi + "]";
  }
}
