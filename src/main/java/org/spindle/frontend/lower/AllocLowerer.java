package org.spindle.frontend.lower;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.program.Expr.Const;
import org.spindle.program.Expr.Load;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * {@code malloc}/{@code calloc} whose result is converted to a typed pointer: a heap object per
 * site and inlining context for a constant size, a pool of objects at a site in a loop that is not
 * unrolled, and one object per element count up to the allocation bound for a size known only at
 * run time ({@link SizedAllocation}, D50).
 */
final class AllocLowerer {
  private final ThreadLowerer t;
  private final ExprLowerer ex;

  AllocLowerer(ThreadLowerer t) {
    this.t = t;
    this.ex = t.ex;
  }

  /** Allocation site: one heap object per site and inlining context (must run at most once). */
  org.spindle.program.Expr alloc(Expr.Call c, CType pointee) {
    FunctionSymbol f = CallLowerer.directTarget(c.function());
    String n = f.name();
    if (c.args().isEmpty() || (n.equals("calloc") && c.args().size() != 2)) {
      throw new org.spindle.frontend.CompileError(c.pos(), "wrong number of arguments to " + n);
    }
    if (pointee instanceof CType.Void) pointee = new CType.Int(CType.IntKind.CHAR, false);
    List<org.spindle.program.Expr> sizes = new ArrayList<>();
    for (Expr a : c.args()) sizes.add(ex.rvalue(a));
    if (!sizes.stream().allMatch(v -> v instanceof Const)) return sizedAlloc(n, sizes, pointee);
    long bytes = 1;
    for (org.spindle.program.Expr v : sizes) bytes *= ((Const) v).value();
    long elem = t.layouts.sizeofBytes(pointee, t.pos);
    if (bytes <= 0 || bytes % elem != 0) {
      throw t.unsupported(n + " of " + bytes + " bytes for " + pointee + " (size " + elem + ")");
    }
    if (t.loopDepth > 0) {
      // a site in a loop that is not unrolled: a pool of objects (D50)
      MemoryObject ptr = t.temp(ex.ptrType());
      LValue dst = ThreadLowerer.cell(ptr);
      SizedAllocation.Kind kind = n.equals("calloc") ? SizedAllocation.Kind.CALLOC : SizedAllocation.Kind.MALLOC;
      CType elemType = pointee;
      long elements = bytes / elem;
      t.sized.pool(n, i -> t.sized.fixed(kind, n + "#" + i, elements, elemType, dst));
      return new Load(dst, dst.type());
    }
    long count = bytes / elem * t.ctx.globals.elementCount(pointee, t.pos);
    List<ScalarType> layout = t.ctx.globals.elementCells(pointee, t.pos);
    if (count * layout.size() > 100_000) throw t.unsupported(n + " of " + count + " elements");
    MemoryObject o = t.ctx.memory.create(t.prefix + n + "@" + t.pos.line(), MemoryObject.Region.HEAP, -1,
        layout, count, true, true, Map.of(), t.pos);
    String once = n + " in a loop";
    if (n.equals("calloc")) {
      t.pendingOnce = once;
    } else {
      // fresh heap memory holds unspecified values
      if (o.cellCount() > 4096) throw t.unsupported(n + " of " + o.cellCount() + " uninitialised cells");
      for (long i = 0; i < o.cellCount(); i++) {
        LValue cell = new LValue.Cell(o, ex.idx(i), o.cellType(i));
        t.emit(new Stmt.Havoc(cell, cell.type())).onceOnly = once;
      }
    }
    return new org.spindle.program.Expr.AddressOf(o, ex.idx(0), ex.ptrType());
  }

  /**
   * malloc(bytes) or calloc(count, size) with a size known only at run time (D50): {@code malloc}
   * counts whole elements in the bytes; {@code calloc} needs one constant argument that is a
   * multiple of the element size (the other counts units of that many elements).
   */
  private org.spindle.program.Expr sizedAlloc(String n, List<org.spindle.program.Expr> sizes, CType pointee) {
    long elem = t.layouts.sizeofBytes(pointee, t.pos);
    MemoryObject ptr = t.temp(ex.ptrType());
    LValue dst = ThreadLowerer.cell(ptr);
    ScalarType sizeT = ex.scalar(Types.sizeT(t.ctx.dm));
    SizedAllocation.Kind kind;
    org.spindle.program.Expr count;
    long perUnit;
    if (n.equals("calloc")) {
      int k = sizes.get(0) instanceof Const ? 0 : sizes.get(1) instanceof Const ? 1 : -1;
      if (k < 0) throw t.unsupported("calloc with two non-constant arguments");
      long unit = ((Const) sizes.get(k)).value();
      if (unit <= 0 || unit % elem != 0) throw t.unsupported("calloc of units of " + unit + " bytes for " + pointee + " (size " + elem + ")");
      kind = SizedAllocation.Kind.CALLOC;
      count = Fold.convert(sizes.get(1 - k), sizeT);
      perUnit = unit / elem;
    } else {
      kind = SizedAllocation.Kind.MALLOC;
      count = Fold.convert(sizes.get(0), sizeT);
      perUnit = 0;
    }
    if (t.loopDepth > 0) {
      // evaluated once, before the pool's branches
      if (!(count instanceof Const)) {
        MemoryObject tmp = t.temp(count.type());
        t.emitFit(new Stmt.Assign(ThreadLowerer.cell(tmp), count));
        count = new Load(ThreadLowerer.cell(tmp), count.type());
      }
      org.spindle.program.Expr c = count;
      t.sized.pool(n, i -> t.sized.allocate(kind, n + "#" + i, c, perUnit, pointee, dst, false));
    } else {
      t.sized.allocate(kind, n, count, perUnit, pointee, dst, true);
    }
    return new Load(dst, dst.type());
  }
}
