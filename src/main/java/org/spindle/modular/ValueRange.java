package org.spindle.modular;

import java.math.BigInteger;
import org.spindle.program.ScalarType;
import org.spindle.smt.IntRanges;

/**
 * A non-empty set of the mathematical values of a C scalar (the value analysis, D62): an interval
 * {@code lo..hi} whose members are congruent to {@code lo} modulo {@code mod} (a strided
 * interval: {@code next = next + 2} from 1 keeps odd values, so {@code next <= 64} means {@code next
 * <= 63}). Canonical: a singleton has {@code mod} 0, any other set {@code mod >= 1} with {@code hi}
 * congruent to {@code lo}; {@code mod} 1 is a plain interval. Values are numbers, not bit patterns
 * ({@link IntRanges#value}): an unsigned 64-bit cell holding all ones is 2^64 - 1. An empty set is
 * represented by {@code null} wherever it can occur.
 */
record ValueRange(BigInteger lo, BigInteger hi, BigInteger mod) {
  static final ValueRange BOOL = new ValueRange(BigInteger.ZERO, BigInteger.ONE);
  static final ValueRange ZERO = constant(0);
  static final ValueRange ONE = constant(1);

  ValueRange {
    if (lo.compareTo(hi) > 0) throw new IllegalArgumentException("empty range " + lo + ".." + hi);
    if (mod.signum() <= 0 || lo.equals(hi)) {
      mod = lo.equals(hi) ? BigInteger.ZERO : BigInteger.ONE;
    } else if (!mod.equals(BigInteger.ONE)) {
      hi = hi.subtract(hi.subtract(lo).mod(mod));
      if (hi.equals(lo)) mod = BigInteger.ZERO;
    }
  }

  /** The plain interval {@code lo..hi}. */
  ValueRange(BigInteger lo, BigInteger hi) {
    this(lo, hi, BigInteger.ONE);
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
    if (!t.isBool() && !t.isFloat() && lo.compareTo(IntRanges.min(t)) >= 0 && hi.compareTo(IntRanges.max(t)) <= 0) {
      return this; // the value is kept: so is the congruence
    }
    return wrap(t, lo, hi);
  }

  ValueRange join(ValueRange o) {
    if (o == null) return this;
    return new ValueRange(lo.min(o.lo), hi.max(o.hi), mod.gcd(o.mod).gcd(lo.subtract(o.lo).abs()));
  }

  /**
   * The intersection, or null if empty. Of two congruences the finer one is kept when one modulus
   * divides the other (members of both are congruent in both), else the larger one alone (still a
   * superset of the intersection).
   */
  ValueRange meet(ValueRange o) {
    BigInteger l = lo.max(o.lo);
    BigInteger h = hi.min(o.hi);
    if (l.compareTo(h) > 0) return null;
    if (mod.signum() == 0) return o.has(lo) ? this : null;
    if (o.mod.signum() == 0) return has(o.lo) ? o : null;
    ValueRange fine = mod.compareTo(o.mod) >= 0 ? this : o;
    ValueRange coarse = fine == this ? o : this;
    if (fine.mod.mod(coarse.mod).signum() == 0 && fine.lo.subtract(coarse.lo).mod(coarse.mod).signum() != 0) {
      return null; // the residues disagree: no common member
    }
    BigInteger first = l.add(fine.lo.subtract(l).mod(fine.mod));
    return first.compareTo(h) > 0 ? null : new ValueRange(first, h, fine.mod);
  }

  /** Whether {@code v} is a member (in the interval and in the congruence class). */
  private boolean has(BigInteger v) {
    if (lo.compareTo(v) > 0 || v.compareTo(hi) > 0) return false;
    return mod.signum() == 0 ? v.equals(lo) : v.subtract(lo).mod(mod).signum() == 0;
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
    return new ValueRange(l, h, mod.gcd(next.mod).gcd(lo.subtract(next.lo).abs()));
  }

  boolean contains(BigInteger v) {
    return has(v);
  }

  /** Whether every member of {@code o} is one of this set's. */
  boolean contains(ValueRange o) {
    if (lo.compareTo(o.lo) > 0 || o.hi.compareTo(hi) > 0) return false;
    if (mod.compareTo(BigInteger.ONE) <= 0) return mod.signum() != 0 || o.isConstant() && o.lo.equals(lo);
    return has(o.lo) && (o.mod.signum() == 0 || o.mod.mod(mod).signum() == 0);
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
    if (isConstant()) return lo.toString();
    return "[" + lo + ", " + hi + "]" + (mod.compareTo(BigInteger.ONE) > 0 ? " mod " + mod : "");
  }
}
