package org.spindle.interp;

import java.util.List;
import java.util.Random;
import org.spindle.program.ScalarType;

/** Values for Havoc edges in single runs. */
public interface InputSource {
  /** The next input for a Havoc of {@code type} (wrapped to the type by the caller). */
  long next(ScalarType type);

  /**
   * Uniform in {@code [lo, hi] ∩ [type min, type max]} (BOOL: 0 or 1; an empty intersection draws
   * from {@code [lo, hi]} and wraps; a floating type: the integers of {@code [lo, hi]} as values of
   * the type); any range size; reproducible for a seed.
   */
  static InputSource random(long seed, long lo, long hi) {
    if (lo > hi) throw new IllegalArgumentException("empty input range " + lo + ".." + hi);
    Random rnd = new Random(seed);
    return type -> {
      if (type.isBool()) return rnd.nextInt(2);
      if (type.isFloat()) return InputRange.floating(type, uniform(rnd, lo, hi));
      long[] b = InputRange.bounds(lo, hi, type);
      return b == null ? type.wrap(uniform(rnd, lo, hi)) : uniform(rnd, b[0], b[1]);
    };
  }

  private static long uniform(Random rnd, long min, long max) {
    if (max - min + 1 > 0) return min + rnd.nextLong(max - min + 1);
    while (true) { // the range holds more than 2^63 values: rejection needs < 2 draws on average
      long v = rnd.nextLong();
      if (v >= min && v <= max) return v;
    }
  }

  /** The given values in order, then zeros. */
  static InputSource list(List<Long> values) {
    return new InputSource() {
      private int next;

      @Override
      public long next(ScalarType type) {
        return next < values.size() ? values.get(next++) : 0;
      }
    };
  }
}
