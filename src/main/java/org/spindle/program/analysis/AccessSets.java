package org.spindle.program.analysis;

import com.google.common.collect.ImmutableSet;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;

/**
 * Memory an edge may read and write, as {@link MemLoc}s. Reads include every Load of every
 * expression (values, indices, addresses); accesses through pointers are resolved by {@link
 * PointsTo} to whole objects. The shared sets keep only shared objects and everything reached
 * through a pointer.
 */
public record AccessSets(
    ImmutableSet<MemLoc> reads,
    ImmutableSet<MemLoc> writes,
    ImmutableSet<MemLoc> sharedReads,
    ImmutableSet<MemLoc> sharedWrites) {

  public static final AccessSets EMPTY =
      new AccessSets(ImmutableSet.of(), ImmutableSet.of(), ImmutableSet.of(), ImmutableSet.of());

  /** Computes the access sets of {@code edge}. */
  public static AccessSets of(Edge edge, PointsTo pointsTo) {
    Collector c = new Collector(pointsTo);
    Stmt s = edge.stmt();
    // Loads in values and in the l-values' own index/address expressions are reads.
    for (Expr e : ExprWalker.operands(s)) c.readsIn(e);
    for (LValue lv : ExprWalker.lvalues(s)) ExprWalker.forEachExpr(lv, c::readIfLoad);
    if (s instanceof Stmt.Assign a) {
      c.access(a.target(), false, true);
    } else if (s instanceof Stmt.Havoc h) {
      c.access(h.target(), false, true);
    } else if (s instanceof Stmt.HavocObject h) {
      c.add(new MemLoc.Whole(h.object()), h.object().shared(), false, true);
    } else if (s instanceof Stmt.Lock l) {
      c.access(l.mutex(), true, true);
    } else if (s instanceof Stmt.Unlock u) {
      c.access(u.mutex(), true, true);
    } else if (s instanceof Stmt.Create cr) {
      if (cr.handle() != null) c.access(cr.handle(), false, true);
      if (cr.childParam() != null) c.add(new MemLoc.Whole(cr.childParam()), false, false, true);
    }
    return c.build();
  }

  /** The cells an access to {@code lv} may touch (its index/address loads not included). */
  public static ImmutableSet<MemLoc> locationsOf(LValue lv, PointsTo pointsTo) {
    Collector c = new Collector(pointsTo);
    c.access(lv, true, false);
    return c.reads.build();
  }

  /** True if the two access sets have a write/write or read/write conflict on aliasing cells. */
  public boolean conflictsWith(AccessSets other) {
    return overlaps(writes, other.writes) || overlaps(writes, other.reads)
        || overlaps(reads, other.writes);
  }

  private static boolean overlaps(Set<MemLoc> a, Set<MemLoc> b) {
    for (MemLoc x : a) {
      for (MemLoc y : b) if (MemLoc.mayAlias(x, y)) return true;
    }
    return false;
  }

  private static final class Collector {
    final PointsTo pointsTo;
    final ImmutableSet.Builder<MemLoc> reads = ImmutableSet.builder();
    final ImmutableSet.Builder<MemLoc> writes = ImmutableSet.builder();
    final ImmutableSet.Builder<MemLoc> sharedReads = ImmutableSet.builder();
    final ImmutableSet.Builder<MemLoc> sharedWrites = ImmutableSet.builder();

    Collector(PointsTo pointsTo) {
      this.pointsTo = pointsTo;
    }

    void readsIn(Expr e) {
      ExprWalker.forEachExpr(e, this::readIfLoad);
    }

    void readIfLoad(Expr e) {
      if (e instanceof Expr.Load l) access(l.location(), true, false);
    }

    void access(LValue lv, boolean read, boolean write) {
      if (lv instanceof LValue.Cell c) {
        MemLoc loc = c.index() instanceof Expr.Const k
            ? MemLoc.cell(c.object(), k.value())
            : new MemLoc.Whole(c.object());
        add(loc, c.object().shared(), read, write);
      } else {
        for (MemoryObject o : pointsTo.resolve((LValue.Deref) lv)) {
          add(new MemLoc.Whole(o), true, read, write);
        }
      }
    }

    void add(MemLoc loc, boolean shared, boolean read, boolean write) {
      if (read) reads.add(loc);
      if (write) writes.add(loc);
      if (shared || loc.object().shared()) {
        if (read) sharedReads.add(loc);
        if (write) sharedWrites.add(loc);
      }
    }

    AccessSets build() {
      return new AccessSets(reads.build(), writes.build(), sharedReads.build(), sharedWrites.build());
    }
  }
}
