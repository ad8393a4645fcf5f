package org.spindle.frontend.lower;

import com.google.common.collect.ImmutableList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.frontend.ast.CType;
import org.spindle.program.DataModel;
import org.spindle.program.ScalarType;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;

/**
 * Maps C types to cell layouts of the program model: scalars are one cell, structs are flattened,
 * arrays are expanded. pthread synchronisation objects are one int cell (0 = free).
 */
final class Layouts {
  /** pthread types modelled as one opaque int cell. */
  private static final Set<String> SYNC_CELL_TYPES = Set.of(
      "pthread_mutex_t", "pthread_cond_t", "pthread_attr_t", "pthread_mutexattr_t",
      "pthread_condattr_t", "sem_t", "pthread_rwlock_t", "pthread_rwlockattr_t",
      "pthread_barrierattr_t");
  /** A barrier's cells (SyncLowerer): count, arrived, sense. */
  private static final String BARRIER = "pthread_barrier_t";
  private static final int BARRIER_CELLS = 3;

  /**
   * A mutex of a program that sets mutex kinds (D61): owner, kind and, for a recursive mutex, the
   * number of relocks beyond the first (unsigned, as glibc's count).
   */
  static final ImmutableList<ScalarType> MUTEX_KIND_CELLS = ImmutableList.of(ScalarType.INT, ScalarType.INT, ScalarType.UINT);

  private final DataModel dm;
  /** The program sets mutex kinds: pthread_mutex_t is three cells (owner, kind, relocks; D61). */
  private final boolean mutexKinds;
  private final Map<CType.Struct, ImmutableList<ScalarType>> structCells = new IdentityHashMap<>();

  /** Cells of a pthread_cond_t with exact wake-ups, one per thread instance (D64); 0: one opaque cell (D5). */
  private final int condCells;

  Layouts(DataModel dm) {
    this(dm, false, 0);
  }

  Layouts(DataModel dm, boolean mutexKinds, int condCells) {
    this.dm = dm;
    this.mutexKinds = mutexKinds;
    this.condCells = condCells;
  }

  boolean mutexKinds() {
    return mutexKinds;
  }

  /** Cells of a condition variable with exact wake-ups (D64), 0 for D5's spurious ones. */
  int condCells() {
    return condCells;
  }

  static boolean isCond(CType t) {
    return t instanceof CType.Struct s && "pthread_cond_t".equals(structName(s));
  }

  DataModel dataModel() {
    return dm;
  }

  ScalarType pointerType() {
    return ScalarType.pointer(dm);
  }

  /** Signed integer of pointer width: cell offsets and indices. */
  ScalarType indexType() {
    return ScalarType.integer(dm.pointerBytes() * 8, true);
  }

  static String structName(CType.Struct s) {
    return s.typedefName() != null ? s.typedefName() : s.tag();
  }

  boolean isSyncCell(CType t) {
    // anonymous structs have no name (and Set.of rejects a null lookup)
    return t instanceof CType.Struct s && structName(s) != null && SYNC_CELL_TYPES.contains(structName(s))
        && !(mutexKinds && isMutex(t)) && !(condCells > 0 && isCond(t));
  }

  /**
   * A pthread object of several opaque cells (a barrier; a mutex where kinds are set, D61): only
   * its functions touch them.
   */
  boolean isSyncObject(CType t) {
    return t instanceof CType.Struct s && (BARRIER.equals(structName(s)) || mutexKinds && isMutex(t)
        || condCells > 0 && isCond(t));
  }

  static boolean isMutex(CType t) {
    return t instanceof CType.Struct s && "pthread_mutex_t".equals(structName(s));
  }

  /** Type of a scalar value (one cell). */
  ScalarType scalar(CType t, SourcePos pos) {
    if (t instanceof CType.Int i) {
      if (i.kind() == CType.IntKind.BOOL) return ScalarType.BOOL;
      if (i.kind() == CType.IntKind.INT128) throw new UnsupportedFeature(pos, "__int128");
      return ScalarType.integer(i.bits(dm), i.signed());
    }
    if (t instanceof CType.Pointer) return pointerType();
    if (t instanceof CType.Floating f) {
      // binary32 and binary64 (D53); long double (x87 80-bit extended on x86), _Float16 and
      // __float128 have other formats and rounding: no sound reading as double
      if (f.bytes() == 4) return ScalarType.FLOAT;
      if (f.bytes() == 8) return ScalarType.DOUBLE;
      throw new UnsupportedFeature(pos, "floating type " + (f.bytes() == 2 ? "_Float16" : "long double or __float128"));
    }
    if (isSyncCell(t)) return ScalarType.INT;
    throw new UnsupportedFeature(pos, "value of type " + t);
  }

  static boolean isScalar(CType t) {
    return t instanceof CType.Int || t instanceof CType.Pointer || t instanceof CType.Floating;
  }

  /** Flattened cells of an object of type t. */
  List<ScalarType> cells(CType t, SourcePos pos) {
    if (t instanceof CType.Array a) {
      if (!a.isComplete()) {
        throw new UnsupportedFeature(pos, a.vlaLength() != null ? "variable-length array" : "array of unknown size");
      }
      List<ScalarType> e = cells(a.element(), pos);
      long n = a.length() * e.size();
      if (n > 1_000_000) throw new UnsupportedFeature(pos, "array too large (" + n + " cells)");
      ImmutableList.Builder<ScalarType> b = ImmutableList.builder();
      for (long i = 0; i < a.length(); i++) b.addAll(e);
      return b.build();
    }
    if (t instanceof CType.Struct s) return structCells(s, pos);
    return ImmutableList.of(scalar(t, pos));
  }

  int cellCount(CType t, SourcePos pos) {
    if (t instanceof CType.Array a) {
      if (!a.isComplete()) return cells(t, pos).size(); // throws
      return (int) (a.length() * cellCount(a.element(), pos));
    }
    if (t instanceof CType.Struct s) return structCells(s, pos).size();
    if (t instanceof CType.Void) return 1; // void* arithmetic: GNU treats sizeof(void) as 1
    return 1;
  }

  private ImmutableList<ScalarType> structCells(CType.Struct s, SourcePos pos) {
    ImmutableList<ScalarType> c = structCells.get(s);
    if (c != null) return c;
    if (isSyncCell(s)) {
      c = ImmutableList.of(ScalarType.INT);
    } else if (isSyncObject(s)) {
      int n = isCond(s) ? condCells : BARRIER_CELLS;
      c = isMutex(s) ? MUTEX_KIND_CELLS : ImmutableList.copyOf(java.util.Collections.nCopies(n, ScalarType.INT));
    } else {
      String name = structName(s);
      if (s.isUnion()) throw new UnsupportedFeature(pos, "union" + (name != null ? " " + name : ""));
      if (!s.isComplete()) throw new UnsupportedFeature(pos, "incomplete type " + s);
      ImmutableList.Builder<ScalarType> b = ImmutableList.builder();
      for (CType.Struct.Field f : s.fields()) {
        if (f.bitWidth() >= 0) throw new UnsupportedFeature(pos, "bit-field " + f.name());
        b.addAll(cells(f.type(), pos));
      }
      // a GNU empty struct has no cells: as a member it takes no room (sizeof 0, as in gcc);
      // an object of its own is refused where it is created (MemoryAllocator)
      c = b.build();
    }
    structCells.put(s, c);
    return c;
  }

  /** Cell offset of field {@code index} inside struct s. */
  int fieldOffset(CType.Struct s, int index, SourcePos pos) {
    if (isSyncCell(s) || isSyncObject(s)) throw new UnsupportedFeature(pos, "field access inside " + structName(s));
    if (s.isUnion()) throw new UnsupportedFeature(pos, "union");
    int off = 0;
    for (int i = 0; i < index; i++) off += cellCount(s.fields().get(i).type(), pos);
    return off;
  }

  /** C sizeof in bytes (System V ABI; i386 aligns 8-byte scalars in structs to 4). */
  long sizeofBytes(CType t, SourcePos pos) {
    if (t instanceof CType.Int i) return i.bytes(dm);
    if (t instanceof CType.Pointer) return dm.pointerBytes();
    if (t instanceof CType.Floating f) return f.bytes();
    if (t instanceof CType.Array a) {
      if (!a.isComplete()) throw new UnsupportedFeature(pos, "sizeof of an incomplete array");
      return a.length() * sizeofBytes(a.element(), pos);
    }
    if (t instanceof CType.Struct s) {
      if (!s.isComplete()) throw new UnsupportedFeature(pos, "incomplete type " + s);
      long size = 0;
      for (CType.Struct.Field f : s.fields()) {
        if (f.bitWidth() >= 0) throw new UnsupportedFeature(pos, "bit-field " + f.name());
        long fs = sizeofBytes(f.type(), pos);
        long al = alignBytes(f.type(), pos);
        if (s.isUnion()) {
          size = Math.max(size, fs);
        } else {
          size = (size + al - 1) / al * al + fs;
        }
      }
      long al = alignBytes(s, pos);
      return (size + al - 1) / al * al;
    }
    if (t instanceof CType.Void) return 1;
    throw new UnsupportedFeature(pos, "sizeof " + t);
  }

  long alignBytes(CType t, SourcePos pos) {
    if (t instanceof CType.Array a) return alignBytes(a.element(), pos);
    if (t instanceof CType.Struct s) {
      long al = 1;
      for (CType.Struct.Field f : s.fields()) al = Math.max(al, alignBytes(f.type(), pos));
      return al;
    }
    long size = sizeofBytes(t, pos);
    if (dm == DataModel.ILP32 && size > 4) return 4;
    return Math.max(1, size);
  }
}
