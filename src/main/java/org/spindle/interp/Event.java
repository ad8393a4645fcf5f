package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import org.spindle.program.ScalarType;
import org.spindle.program.Edge;

/** One executed transition with the memory accesses and inputs it made, in order. */
public record Event(int step, int thread, ImmutableList<Edge> edges, ImmutableList<Access> accesses) {
  /** {@code type}: the cell's type (null for inputs), for showing the value. */
  public record Access(Kind kind, String location, long value, ScalarType type) {
    public enum Kind { READ, WRITE, INPUT }

    public Access(Kind kind, String location, long value) {
      this(kind, location, value, null);
    }
  }

  public ImmutableList<Access> reads() {
    return filter(Access.Kind.READ);
  }

  public ImmutableList<Access> writes() {
    return filter(Access.Kind.WRITE);
  }

  public ImmutableList<Long> inputs() {
    return accesses.stream().filter(a -> a.kind() == Access.Kind.INPUT).map(Access::value)
        .collect(ImmutableList.toImmutableList());
  }

  private ImmutableList<Access> filter(Access.Kind k) {
    return accesses.stream().filter(a -> a.kind() == k).collect(ImmutableList.toImmutableList());
  }
}
