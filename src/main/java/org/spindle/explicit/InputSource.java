package org.spindle.explicit;

import java.util.List;
import java.util.Random;
import org.spindle.program.ScalarType;

/** Values for Havoc edges in single runs. */
public interface InputSource {
  /** The next input for a Havoc of {@code type} (wrapped to the type by the caller). */
  long next(ScalarType type);

  /** Uniform in {@code [lo, hi] ∩ [type min, type max]} (BOOL: 0 or 1); reproducible for a seed. */
  static InputSource random(long seed, long lo, long hi) {
    Random rnd = new Random(seed);
    InputRange range = new InputRange(lo, hi);
    return type -> {
      long[] vs = range.values(0, type);
      return vs[rnd.nextInt(vs.length)];
    };
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
