package org.spindle.interp;

import org.spindle.program.Expr;
import org.spindle.program.FloatValues;
import org.spindle.program.ScalarType;

/**
 * Havoc values {@code [lo, hi] ∩ [type min, type max]}; BOOL is always {0, 1}; a floating type
 * gets the integers of {@code [lo, hi]} as its values (restricted). Remembers whether
 * some Havoc's range was actually cut (then a SAFE claim holds only for these inputs).
 */
public final class InputRange implements HavocDomain {
  private final long lo;
  private final long hi;
  private boolean restricted;

  public InputRange(long lo, long hi) {
    if (lo > hi) throw new IllegalArgumentException("empty input range " + lo + ".." + hi);
    if (hi - lo > 1 << 16 || hi - lo < 0) throw new IllegalArgumentException("input range too large");
    this.lo = lo;
    this.hi = hi;
  }

  public long lo() {
    return lo;
  }

  public long hi() {
    return hi;
  }

  /** True once a Havoc was enumerated over fewer values than its type has. */
  public boolean restricted() {
    return restricted;
  }

  @Override
  public long[] values(int index, ScalarType type) {
    if (type.isBool()) return new long[] {0, 1};
    if (type.isFloat()) {
      // the integers lo..hi as values of the type: never every value (D53)
      restricted = true;
      return java.util.stream.LongStream.rangeClosed(lo, hi).map(v -> floating(type, v)).toArray();
    }
    if (!coversType(lo, hi, type)) restricted = true;
    long[] b = bounds(lo, hi, type);
    if (b == null) {
      // empty intersection (e.g. a negative range for an unsigned type): use the wrapped values
      return java.util.stream.LongStream.rangeClosed(lo, hi).map(type::wrap).distinct().toArray();
    }
    long[] vs = new long[(int) (b[1] - b[0] + 1)];
    for (int i = 0; i < vs.length; i++) vs[i] = b[0] + i;
    return vs;
  }

  /** 0 and 1 stand for every value of an input only tested for truth: nothing is cut (D56). */
  @Override
  public long[] truthValues(int index, ScalarType type) {
    return type.isFloat() ? values(index, type) : new long[] {0, 1};
  }

  /** The integer {@code v} as a value (pattern) of the floating type {@code type}, rounded. */
  public static long floating(ScalarType type, long v) {
    return FloatValues.apply(Expr.FOp.CONVERT, type, ScalarType.integer(64, true), v);
  }

  /**
   * {@code [lo, hi] ∩ [type min, type max]} as {min, max} in signed longs (for 64-bit unsigned
   * types only the part up to Long.MAX_VALUE can be named by a signed range), or null if empty.
   */
  static long[] bounds(long lo, long hi, ScalarType type) {
    long min;
    long max;
    if (type.isBool()) {
      min = Math.max(lo, 0);
      max = Math.min(hi, 1);
    } else if (type.signed() && !type.isPointer()) {
      min = Math.max(lo, type.minValue());
      max = Math.min(hi, type.maxValue());
    } else {
      min = Math.max(lo, 0);
      max = type.bits() == 64 ? hi : Math.min(hi, type.maxValue());
    }
    return min <= max ? new long[] {min, max} : null;
  }

  /** True if {@code [lo, hi]} holds every value of the type. */
  static boolean coversType(long lo, long hi, ScalarType type) {
    if (type.isBool()) return true;
    if (type.signed() && !type.isPointer()) return lo <= type.minValue() && hi >= type.maxValue();
    return lo <= 0 && type.bits() < 64 && hi >= type.maxValue();
  }
}
