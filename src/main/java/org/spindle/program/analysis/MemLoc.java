package org.spindle.program.analysis;

import org.spindle.program.MemoryObject;

/**
 * Abstraction of the memory cells one access may touch: either every cell of an object, or one
 * known cell. Used for read/write sets, so aliasing must over-approximate.
 */
public sealed interface MemLoc {
  MemoryObject object();

  /** Any cell of {@code object} (variable index, or access through a pointer). */
  record Whole(MemoryObject object) implements MemLoc {
    @Override public String toString() { return object.name(); }
  }

  /** Exactly cell {@code cell} of {@code object}. */
  record CellAt(MemoryObject object, long cell) implements MemLoc {
    @Override public String toString() {
      return object.isScalar() ? object.name() : object.name() + "[" + cell + "]";
    }
  }

  /** True if the two locations may denote a common cell. */
  static boolean mayAlias(MemLoc a, MemLoc b) {
    if (a.object().id() != b.object().id()) return false;
    if (a instanceof CellAt ca && b instanceof CellAt cb) return ca.cell() == cb.cell();
    return true;
  }

  /** Cell {@code cell} of {@code o}; an out-of-range cell (undefined behaviour) widens to Whole. */
  static MemLoc cell(MemoryObject o, long cell) {
    return cell >= 0 && cell < o.cellCount() ? new CellAt(o, cell) : new Whole(o);
  }
}
