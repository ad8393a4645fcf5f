package org.spindle.modular;

import java.math.BigInteger;
import java.util.Arrays;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.smt.IntRanges;

/**
 * The abstract contents of one memory object in the value analysis (D62): a {@link ValueRange} per
 * cell, or, for objects with more than {@link #PRECISE_CELLS} cells, one range for all of them
 * (array smashing: every write is weak, every read sees every cell). Immutable.
 */
final class Cells {
  static final long PRECISE_CELLS = 64;

  private final MemoryObject object;
  private final ValueRange[] ranges;

  private Cells(MemoryObject object, ValueRange[] ranges) {
    this.object = object;
    this.ranges = ranges;
  }

  private static boolean precise(MemoryObject o) {
    return o.cellCount() <= PRECISE_CELLS;
  }

  /** The object's initial contents. */
  static Cells initial(MemoryObject o) {
    if (precise(o)) {
      ValueRange[] r = new ValueRange[(int) o.cellCount()];
      for (int c = 0; c < r.length; c++) r[c] = ValueRange.ofPattern(o.cellType(c), o.initialValue(c));
      return new Cells(o, r);
    }
    ValueRange all = o.initialCells().size() < o.cellCount() ? ValueRange.ZERO : null;
    for (var e : o.initialCells().entrySet()) {
      ValueRange v = ValueRange.ofPattern(o.cellType(e.getKey()), e.getValue());
      all = all == null ? v : all.join(v);
    }
    return new Cells(o, new ValueRange[] {all == null ? ValueRange.ZERO : all});
  }

  /** Every value in every cell. */
  static Cells top(MemoryObject o) {
    if (precise(o)) {
      ValueRange[] r = new ValueRange[(int) o.cellCount()];
      for (int c = 0; c < r.length; c++) r[c] = ValueRange.top(o.cellType(c));
      return new Cells(o, r);
    }
    return new Cells(o, new ValueRange[] {widest(o)});
  }

  private static ValueRange widest(MemoryObject o) {
    BigInteger lo = null;
    BigInteger hi = null;
    for (ScalarType t : o.layout()) {
      lo = lo == null ? IntRanges.min(t) : lo.min(IntRanges.min(t));
      hi = hi == null ? IntRanges.max(t) : hi.max(IntRanges.max(t));
    }
    return new ValueRange(lo, hi);
  }

  MemoryObject object() {
    return object;
  }

  /** The values cells {@code from..to} may hold, read as type {@code as}. */
  ValueRange read(long from, long to, ScalarType as) {
    if (ranges.length == 1 && !(object.isScalar())) return ranges[0].convert(as);
    ValueRange r = null;
    for (long c = from; c <= to; c++) {
      ValueRange v = ranges[(int) c].convert(as);
      r = r == null ? v : r.join(v);
    }
    return r;
  }

  /**
   * Cells {@code from..to} after a write of {@code v} to one of them: a strong update when the
   * cell is known and the object is not smashed, else each may keep its value.
   */
  Cells write(long from, long to, ValueRange v, boolean strong) {
    ValueRange[] r = ranges.clone();
    if (r.length == 1 && !object.isScalar()) {
      r[0] = r[0].join(v.convert(object.cellType(from)));
      return new Cells(object, r);
    }
    for (long c = from; c <= to; c++) {
      ValueRange w = v.convert(object.cellType(c));
      r[(int) c] = strong && from == to ? w : r[(int) c].join(w);
    }
    return new Cells(object, r);
  }

  /** The contents with cell {@code cell} (of a precise object) narrowed to {@code v}. */
  Cells refine(long cell, ValueRange v) {
    if (ranges.length == 1 && !object.isScalar()) return this;
    ValueRange[] r = ranges.clone();
    r[(int) cell] = v;
    return new Cells(object, r);
  }

  boolean isPrecise() {
    return ranges.length == object.cellCount();
  }

  Cells join(Cells o) {
    ValueRange[] r = new ValueRange[ranges.length];
    for (int i = 0; i < r.length; i++) r[i] = ranges[i].join(o.ranges[i]);
    return new Cells(object, r);
  }

  /** Widening of this (older) contents by {@code next} ({@link ValueRange#widen}). */
  Cells widen(Cells next, java.util.NavigableSet<BigInteger> thresholds) {
    ValueRange[] r = new ValueRange[ranges.length];
    ValueRange all = ranges.length == 1 && !object.isScalar() ? widest(object) : null;
    for (int i = 0; i < r.length; i++) {
      ValueRange w = ranges[i].join(next.ranges[i]);
      if (w.equals(ranges[i])) {
        r[i] = w;
      } else if (all != null) {
        r[i] = all.join(w);
      } else {
        r[i] = ranges[i].widen(w, object.cellType(i), thresholds);
      }
    }
    return new Cells(object, r);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Cells c && c.object.id() == object.id() && Arrays.equals(c.ranges, ranges);
  }

  @Override
  public int hashCode() {
    return object.id() * 31 + Arrays.hashCode(ranges);
  }

  @Override
  public String toString() {
    return object.name() + "=" + (ranges.length == 1 ? ranges[0].toString() : Arrays.toString(ranges));
  }
}
