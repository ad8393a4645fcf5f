package org.spindle.frontend.lower;

import java.util.List;
import java.util.Map;
import org.spindle.frontend.ast.CType;
import org.spindle.program.Expr;
import org.spindle.program.Expr.AddressOf;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Objects whose size is known only at run time: variable-length arrays and malloc/calloc of a
 * non-constant size (D50). The size is a case split: each element count s in 1..B (B = the
 * allocation bound) has an object of exactly s elements, so accesses beyond the run-time size are
 * out of bounds in every engine as for fixed arrays. A larger size takes a bound edge (UNKNOWN
 * unless an error is found elsewhere) after which the allocating thread blocks for ever; sizes
 * that C leaves undefined or that we do not model take an undefined-behaviour or bound edge.
 */
final class SizedAllocation {
  enum Kind {
    /** Automatic storage: a local object per size, uninitialised; n <= 0 is undefined behaviour. */
    VLA,
    /** Heap, uninitialised; the site runs at most once. */
    MALLOC,
    /** Heap, zero-initialised; the site runs at most once. */
    CALLOC
  }

  private final ThreadLowerer t;
  private final ExprLowerer ex;

  SizedAllocation(ThreadLowerer t) {
    this.t = t;
    this.ex = t.ex;
  }

  /**
   * Emits the case split on {@code count}, a count of units of {@code perUnit} elements of type
   * {@code elem} (VLA and calloc: units are elements or calloc's count; malloc: {@code count} is in
   * bytes and {@code perUnit} is 0, the elements are {@code count / sizeof(elem)}), and stores the
   * address of the chosen object into {@code dst}. {@code once}: a heap site outside pools, which
   * must run at most once.
   */
  void allocate(Kind kind, String name, Expr count, long perUnit, CType elem, LValue dst, boolean once) {
    if (t.atomicDepth > 0) {
      // the bound edge blocks the thread: inside an atomic section it would disable the section
      throw t.unsupported(name + " of a size known only at run time inside an atomic section");
    }
    List<ScalarType> layout = t.ctx.globals.elementCells(elem, t.pos);
    long elemCount = t.ctx.globals.elementCount(elem, t.pos);
    long elemBytes = t.layouts.sizeofBytes(elem, t.pos);
    if (!(count instanceof Const) && !(count instanceof Expr.Load l && !Accesses.isShared(l.location()))) {
      MemoryObject tmp = t.temp(count.type());
      t.emitFit(new Stmt.Assign(ThreadLowerer.cell(tmp), count));
      count = new Expr.Load(ThreadLowerer.cell(tmp), count.type());
    }
    ScalarType ct = count.type();
    // units: elements (VLA, calloc) or whole elements in the bytes (malloc)
    Expr units = perUnit == 0 ? Fold.bin(BinOp.DIV, count, new Const(elemBytes, ct), ct) : count;
    long per = perUnit == 0 ? 1 : perUnit;
    if (units instanceof Const k && k.value() >= 1 && k.value() * per * elemCount * layout.size() <= MAX_CELLS) {
      // known in this copy of the code (a folded constant, an unrolled loop's counter): exact
      object(kind, name, k.value() * per, elemCount, layout, dst, once);
      return;
    }
    long maxUnits = t.ctx.options.allocBound() / per;
    int start = t.cur;
    int join = t.loc();
    for (long u = 1; u <= maxUnits; u++) {
      if (!branch(start, Fold.bin(BinOp.EQ, units, new Const(u, ct), ScalarType.INT))) continue;
      object(kind, name, u * per, elemCount, layout, dst, once);
      t.joinAt(join);
    }
    // no element: C leaves a VLA of n <= 0 undefined, malloc(0)'s result is implementation-defined
    BinOp noneOp = ct.signed() ? BinOp.LE : BinOp.EQ;
    if (branch(start, Fold.bin(noneOp, units, new Const(0, ct), ScalarType.INT))) {
      if (kind == Kind.VLA) t.undefinedBehaviour("variable-length array of size <= 0");
      else stop(name + " of less than one element (implementation-defined result, not modelled)");
    }
    if (branch(start, Fold.bin(BinOp.GT, units, new Const(maxUnits, ct), ScalarType.INT))) {
      stop(name + " of more than " + t.ctx.options.allocBound() + " elements");
    }
    t.at(join);
  }

  private static final long MAX_CELLS = 100_000;

  /** Starts a branch from {@code start} under {@code cond}; false (nothing emitted) if it never holds. */
  private boolean branch(int start, Expr cond) {
    if (cond instanceof Const c && c.value() == 0) return false;
    t.at(start);
    int b = t.loc();
    t.emitTo(new Stmt.Assume(cond), b);
    t.at(b);
    return true;
  }

  /** The object of one size, its initial contents, and its address stored into {@code dst}. */
  private void object(Kind kind, String name, long elements, long elemCount, List<ScalarType> layout, LValue dst,
      boolean once) {
    boolean heap = kind != Kind.VLA;
    String loop = once ? name + " in a loop" : null;
    MemoryObject o = t.ctx.memory.create(t.prefix + name + "[" + elements + "]@" + t.pos.line(),
        heap ? MemoryObject.Region.HEAP : MemoryObject.Region.LOCAL, heap ? -1 : t.threadId,
        layout, elements * elemCount, true, true, Map.of(), t.pos);
    if (!heap) t.locals.add(o);
    if (kind != Kind.CALLOC) t.emit(new Stmt.HavocObject(o)).onceOnly = loop;
    t.emitFit(new Stmt.Assign(dst, new AddressOf(o, ex.idx(0), ex.ptrType()))).onceOnly = loop;
  }

  /** A heap object of a constant number of elements in a pool (see {@link #pool}). */
  void fixed(Kind kind, String name, long elements, CType elem, LValue dst) {
    List<ScalarType> layout = t.ctx.globals.elementCells(elem, t.pos);
    long elemCount = t.ctx.globals.elementCount(elem, t.pos);
    if (elements * elemCount * layout.size() > MAX_CELLS) throw t.unsupported(name + " of " + elements + " elements");
    object(kind, name, elements, elemCount, layout, dst, false);
  }

  /**
   * A heap allocation site in a loop that is not unrolled (D50): K = --alloc-pool objects (sets of
   * objects for run-time sizes) in a {@link SitePool}; one more allocation takes a bound edge and
   * the thread stops. Each instance runs at most once, so its objects are fresh (calloc's zeros hold).
   */
  void pool(String name, java.util.function.IntConsumer instance) {
    if (t.atomicDepth > 0) throw t.unsupported(name + " in a loop inside an atomic section");
    int k = t.ctx.options.allocPool();
    SitePool.emit(t, "__alloc_pool", k, instance,
        () -> stop(name + " in a loop: more than " + k + " allocations at this site (--alloc-pool)"));
  }

  /** A bound edge (D50): the run cannot go on in the model; the thread is not scheduled again. */
  private void stop(String what) {
    t.emit(new Stmt.Error(Stmt.Error.ALLOCATION_BOUND + " " + t.ctx.options.allocBound() + ": " + what, true));
    t.emit(new Stmt.Assume(new Const(0, ScalarType.INT)));
    t.deadEnd();
  }
}
