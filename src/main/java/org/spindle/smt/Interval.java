package org.spindle.smt;

import java.math.BigInteger;

/** A closed integer interval; null bounds are infinite (used by {@link TermSimplifier} and {@link OneScalarRefuter}). */
record Interval(BigInteger lo, BigInteger hi) {
  static final Interval ALL = new Interval(null, null);

  Interval meet(Interval o) {
    BigInteger l = lo == null ? o.lo : o.lo == null ? lo : lo.max(o.lo);
    BigInteger h = hi == null ? o.hi : o.hi == null ? hi : hi.min(o.hi);
    return new Interval(l, h);
  }

  Interval hull(Interval o) {
    BigInteger l = lo == null || o.lo == null ? null : lo.min(o.lo);
    BigInteger h = hi == null || o.hi == null ? null : hi.max(o.hi);
    return new Interval(l, h);
  }

  boolean contains(BigInteger v) {
    return (lo == null || lo.compareTo(v) <= 0) && (hi == null || v.compareTo(hi) <= 0);
  }

  boolean empty() {
    return lo != null && hi != null && lo.compareTo(hi) > 0;
  }

  BigInteger fixed() {
    return lo != null && lo.equals(hi) ? lo : null;
  }

  Interval times(BigInteger k) {
    if (k.signum() == 0) return new Interval(BigInteger.ZERO, BigInteger.ZERO);
    BigInteger l = lo == null ? null : lo.multiply(k);
    BigInteger h = hi == null ? null : hi.multiply(k);
    return k.signum() > 0 ? new Interval(l, h) : new Interval(h, l);
  }

  Interval plus(Interval o) {
    return new Interval(lo == null || o.lo == null ? null : lo.add(o.lo),
        hi == null || o.hi == null ? null : hi.add(o.hi));
  }
}

