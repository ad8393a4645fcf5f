package org.spindle.explicit;

import org.spindle.program.ScalarType;

/**
 * Havoc values {@code [lo, hi] ∩ [type min, type max]}; BOOL is always {0, 1}. Remembers whether
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
    long min;
    long max;
    boolean fullMin;
    boolean fullMax;
    if (type.signed() && !type.isPointer()) {
      min = Math.max(lo, type.minValue());
      max = Math.min(hi, type.maxValue());
      fullMin = lo <= type.minValue();
      fullMax = hi >= type.maxValue();
    } else {
      // unsigned: [0, maxValue] where maxValue may be all ones (2^64 - 1) as a bit pattern
      min = Math.max(lo, 0);
      max = hi < 0 ? -1 : (Long.compareUnsigned(hi, type.maxValue()) > 0 ? type.maxValue() : hi);
      fullMin = lo <= 0;
      fullMax = hi >= 0 && Long.compareUnsigned(hi, type.maxValue()) >= 0;
    }
    if (!fullMin || !fullMax) restricted = true;
    if (max < min) {
      // empty intersection (e.g. a negative range for an unsigned type): use the wrapped values
      return java.util.stream.LongStream.rangeClosed(lo, hi).map(type::wrap).distinct().toArray();
    }
    long[] vs = new long[(int) (max - min + 1)];
    for (int i = 0; i < vs.length; i++) vs[i] = min + i;
    return vs;
  }
}
