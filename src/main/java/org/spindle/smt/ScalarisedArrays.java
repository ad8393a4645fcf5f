package org.spindle.smt;

import org.spindle.program.MemoryObject;

/**
 * Which multi-cell objects are encoded one SMT variable per cell instead of as an SMT array (issue
 * 3). A read with a symbolic index is then an ite chain over the cells, a write a conditional
 * update of every cell it may touch. This keeps array theory out of the interpolation queries of
 * small arrays: SMTInterpol's array interpolation is slow, may produce its extensionality function
 * {@code @diff} (not expressible as a label) and has crashed on such queries. The decision depends
 * on the object only, so every encoder (Z3 LIA and BV, SMTInterpol LIA), the label reader and the
 * renderer agree on it. A cell variable reads back as the label term {@code select(a, c)} with a
 * constant {@code c}, the same term an array encoding would give, so labels stay solver- and
 * encoding-independent.
 */
final class ScalarisedArrays {
  /**
   * Objects with at most this many cells are scalarised. Tuned on the cprograms
   * (results/verify-speed.md): with 32, prodcons_fig49's {@code buf[5]} needed twice the ART nodes
   * and refinements, as interpolants over an SMT array can state {@code buf[c-1] = 7} for a symbolic
   * {@code c} while cell variables need one case per cell; indexer's {@code table[8]} was not
   * decided either way. Arrays of 2-4 cells (bakery, lastzero, ring, thread handles) gain.
   */
  static final long MAX_CELLS = 4;

  private ScalarisedArrays() {}

  static boolean scalarised(MemoryObject o) {
    return !o.isScalar() && o.cellCount() <= MAX_CELLS;
  }
}
