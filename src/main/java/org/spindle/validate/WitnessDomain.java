package org.spindle.validate;

import java.util.Arrays;
import java.util.stream.LongStream;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.InputRange;
import org.spindle.program.ScalarType;

/** Nondet values to try in one product state: the witness' values first, then the input range. */
final class WitnessDomain implements HavocDomain {
  private final InputRange range;
  private final long[] witness;

  WitnessDomain(InputRange range, long[] witness) {
    this.range = range;
    this.witness = witness;
  }

  @Override
  public long[] values(int index, ScalarType type) {
    long[] base = range.values(index, type);
    if (type.isBool() || witness.length == 0) return base;
    // a witness states integer constants: for a floating input, the number, not a bit pattern
    return LongStream.concat(Arrays.stream(witness).map(w -> type.isFloat() ? InputRange.floating(type, w) : type.wrap(w)),
        Arrays.stream(base)).distinct().toArray();
  }
}
