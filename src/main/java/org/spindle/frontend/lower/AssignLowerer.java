package org.spindle.frontend.lower;

import java.util.List;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.Expr.Load;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Assignments, compound assignments, increments and struct copies. The target is evaluated once;
 * a read-modify-write of a shared cell is a read into a temporary and a separate write (C's
 * {@code x++} is not atomic).
 */
final class AssignLowerer {
  private final ThreadLowerer t;
  private final ExprLowerer ex;
  private final Layouts layouts;

  AssignLowerer(ThreadLowerer t) {
    this.t = t;
    this.ex = t.ex;
    this.layouts = t.layouts;
  }

  org.spindle.program.Expr incDec(Expr.Unary u, boolean used) {
    boolean inc = u.op() == Expr.UnaryOp.PREINC || u.op() == Expr.UnaryOp.POSTINC;
    boolean post = u.op() == Expr.UnaryOp.POSTINC || u.op() == Expr.UnaryOp.POSTDEC;
    Place p = ex.lvalue(u.operand());
    LValue lv = t.hoistAllOperands(ex.toLValue(p));
    ScalarType st = lv.type();
    boolean shared = Accesses.isShared(lv) && t.atomicDepth == 0;
    org.spindle.program.Expr old = new Load(lv, st);
    if (shared || (used && post)) {
      MemoryObject tmp = t.temp(st);
      t.emit(new Stmt.Assign(ThreadLowerer.cell(tmp), old));
      old = new Load(ThreadLowerer.cell(tmp), st);
    }
    org.spindle.program.Expr nv;
    if (u.operand().type() instanceof CType.Pointer pt) {
      long stride = layouts.cellCount(pt.target(), t.pos);
      nv = Fold.bin(inc ? BinOp.ADD : BinOp.SUB, old, new Const(stride, st), st);
    } else if (st.isBool()) {
      org.spindle.program.Expr wide = Fold.convert(old, ScalarType.INT);
      nv = Fold.convert(Fold.bin(inc ? BinOp.ADD : BinOp.SUB, wide, new Const(1, ScalarType.INT), ScalarType.INT), st);
    } else {
      // 1 converted to the operand's type: 1.0 for a floating operand
      nv = Fold.bin(inc ? BinOp.ADD : BinOp.SUB, old, Fold.convert(new Const(1, ScalarType.INT), st), st);
    }
    t.emit(new Stmt.Assign(lv, nv));
    if (!used) return null;
    if (post) return old;
    return shared ? nv : new Load(lv, st);
  }

  // ---- assignment ----

  org.spindle.program.Expr assign(Expr.Assign a, boolean used) {
    CType tt = a.target().type();
    if (tt instanceof CType.Struct s && !layouts.isSyncCell(s)) {
      if (a.op() != null) throw t.unsupported("compound assignment of a struct");
      structCopy(a.target(), a.value());
      if (used) throw t.unsupported("value of a struct assignment");
      return null;
    }
    if (a.op() == null) {
      Place p = ex.lvalue(a.target());
      if (a.value() instanceof Expr.Call c && CallLowerer.isNondet(c) && c.type().equals(tt)) {
        LValue lv = ex.toLValue(p);
        if (!used || !Accesses.isShared(lv)) {
          t.emitFit(new Stmt.Havoc(lv, lv.type(), CallLowerer.nondetName(c), c.pos()));
          return used ? new Load(lv, lv.type()) : null;
        }
      }
      org.spindle.program.Expr v = ex.rvalue(a.value());
      LValue lv = ex.toLValue(p);
      v = Fold.convert(v, lv.type());
      if (used && Accesses.isShared(lv)) v = t.hoistAll(v);
      Stmt s = t.fit(new Stmt.Assign(lv, v));
      t.emit(s);
      return used ? valueAfterStore(((Stmt.Assign) s).target(), v) : null;
    }
    // compound assignment: target evaluated once
    Place p = ex.lvalue(a.target());
    LValue lv = t.hoistAllOperands(ex.toLValue(p));
    org.spindle.program.Expr v = ex.rvalue(a.value());
    org.spindle.program.Expr old = new Load(lv, lv.type());
    org.spindle.program.Expr nv;
    if (tt instanceof CType.Pointer pt && (a.op() == Expr.BinaryOp.ADD || a.op() == Expr.BinaryOp.SUB)) {
      long stride = layouts.cellCount(pt.target(), t.pos);
      org.spindle.program.Expr cells = Fold.bin(BinOp.MUL, Fold.convert(v, ex.idxType()), ex.idx(stride), ex.idxType());
      if (a.op() == Expr.BinaryOp.SUB) cells = Fold.bin(BinOp.SUB, ex.idx(0), cells, ex.idxType());
      nv = ex.ptrAdd(old, cells);
    } else {
      CType common = (a.op() == Expr.BinaryOp.SHL || a.op() == Expr.BinaryOp.SHR)
          ? Types.promote(tt) : Types.usualArithmetic(tt, a.value().type(), layouts.dataModel());
      ScalarType ct = ex.scalar(common);
      org.spindle.program.Expr rv = Fold.convert(v, (a.op() == Expr.BinaryOp.SHL || a.op() == Expr.BinaryOp.SHR) ? ct : ct);
      nv = Fold.convert(Fold.bin(ExprLowerer.binOp(a.op(), a.pos()), Fold.convert(old, ct), rv, ct), lv.type());
    }
    boolean shared = Accesses.isShared(lv);
    if (shared && used) {
      MemoryObject tmp = t.temp(lv.type());
      t.emitFit(new Stmt.Assign(ThreadLowerer.cell(tmp), nv));
      nv = new Load(ThreadLowerer.cell(tmp), lv.type());
    }
    t.emitFit(new Stmt.Assign(lv, nv));
    return used ? valueAfterStore(lv, nv) : null;
  }

  /** Value of an assignment expression: re-read a local target, else the stored value. */
  private org.spindle.program.Expr valueAfterStore(LValue lv, org.spindle.program.Expr stored) {
    if (!Accesses.isShared(lv) && Accesses.sharedCount(lv) == 0) return new Load(lv, lv.type());
    if (Accesses.sharedCount(stored) == 0) return stored;
    throw new IllegalStateException("stored value not free of shared reads");
  }

  private void structCopy(Expr target, Expr value) {
    Place dst = ex.lvalue(target);
    Place src = ex.lvalue(value);
    int n = layouts.cellCount(target.type(), t.pos);
    List<ScalarType> cells = layouts.cells(target.type(), t.pos);
    Place d0 = stable(dst);
    Place s0 = stable(src);
    for (int i = 0; i < n; i++) {
      LValue dl = cellOf(d0, i, cells.get(i));
      LValue sl = cellOf(s0, i, cells.get(i));
      t.emitFit(new Stmt.Assign(dl, new Load(sl, sl.type())));
    }
  }

  private Place stable(Place p) {
    if (p.isKnown()) return Place.known(p.object(), t.hoistAll(p.index()), p.type());
    return Place.pointer(t.hoistAll(p.address()), p.type());
  }

  private LValue cellOf(Place p, int i, ScalarType st) {
    if (p.isKnown()) {
      return new LValue.Cell(p.object(), Fold.bin(BinOp.ADD, Fold.convert(p.index(), ex.idxType()), ex.idx(i), ex.idxType()), st);
    }
    return new LValue.Deref(ex.ptrAdd(p.address(), ex.idx(i)), st);
  }
}
