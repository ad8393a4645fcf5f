package org.spindle.frontend.lower;

import java.util.ArrayList;
import java.util.List;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.Initializer;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.Expr.Const;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;

/**
 * Declarations of locals: a scalar initialiser is one assignment (a nondet call of the variable's
 * type a Havoc), an aggregate one an assignment per cell (zero where the initialiser is silent), no
 * initialiser a Nop that declares the object; a variable-length array an object chosen by its
 * length (D50). Locals of static storage are initialised statically ({@code GlobalInit}).
 */
final class DeclLowerer {
  private final ThreadLowerer t;

  DeclLowerer(ThreadLowerer t) {
    this.t = t;
  }

  /** A local's declaration: its initialiser as assignments (Havoc for a nondet call), a VLA's object. */
  void decl(VarSymbol v) {
    if (v.isGlobal() || v.isExtern()) return; // static storage: initialised statically
    t.pos = v.pos();
    if (ThreadLowerer.isVla(v)) {
      vla(v);
      return;
    }
    MemoryObject o = t.object(v);
    Initializer init = v.init();
    if (init == null) {
      t.text = v.type() + " " + v.name();
      t.emit(new org.spindle.program.Stmt.Nop()).declares = o;
      return;
    }
    int m = t.mark();
    if (init instanceof Initializer.Scalar sc && Layouts.isScalar(v.type())) {
      t.text = v.name() + " = " + CText.of(sc.expr());
      LValue lv = ThreadLowerer.cell(o);
      if (sc.expr() instanceof Expr.Call c && CallLowerer.isNondet(c) && c.type().equals(v.type())) {
        t.emitFit(new org.spindle.program.Stmt.Havoc(lv, lv.type(), CallLowerer.nondetName(c), c.pos()));
      } else {
        org.spindle.program.Expr val = t.ex.rvalue(sc.expr());
        if (val == null) throw t.unsupported("void initializer");
        t.emitFit(new org.spindle.program.Stmt.Assign(lv, Fold.convert(val, lv.type())));
      }
    } else {
      t.text = v.name() + " = {...}";
      if (init instanceof Initializer.Scalar) throw t.unsupported("struct initialised from an expression");
      List<Long> cells = new ArrayList<>();
      List<Expr> values = new ArrayList<>();
      GlobalInit.flatten(t.layouts, v.type(), init, 0, (cell, e) -> {
        cells.add(cell);
        values.add(e);
      }, v.pos());
      for (int i = 0; i < cells.size(); i++) {
        long cell = cells.get(i);
        ScalarType ct = o.cellType(cell);
        org.spindle.program.Expr val = values.get(i) == null ? new Const(0, ct) : t.ex.rvalue(values.get(i));
        if (val == null) throw t.unsupported("void initializer");
        t.emitFit(new org.spindle.program.Stmt.Assign(
            new LValue.Cell(o, t.ex.idx(cell), ct), Fold.convert(val, ct)));
      }
    }
    t.release(m);
  }

  /** {@code T a[n]}: n evaluated, an object of n elements chosen (D50); only the outer size may vary. */
  private void vla(VarSymbol v) {
    CType.Array a = (CType.Array) v.type();
    t.text = v.type() + " " + v.name();
    int m = t.mark();
    org.spindle.program.Expr n = t.ex.rvalue(a.vlaLength());
    if (!(a.vlaLength().type() instanceof CType.Int)) throw t.unsupported("variable-length array size of type " + a.vlaLength().type());
    MemoryObject p = t.newVlaPointer(v);
    t.sized.allocate(SizedAllocation.Kind.VLA, "vla " + v.name(), n, 1, a.element(), ThreadLowerer.cell(p), false);
    t.release(m);
  }
}
