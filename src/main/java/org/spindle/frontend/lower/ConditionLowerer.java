package org.spindle.frontend.lower;

import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.Expr.Load;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Conditions and the expressions that branch ({@code &&}, {@code ||}, {@code ?:}): short-circuit
 * branches to two locations where an operand has side effects or loads, one expression where all
 * are simple; a value computed by branching is kept in a temporary.
 */
final class ConditionLowerer {
  private final ThreadLowerer t;
  private final ExprLowerer ex;

  ConditionLowerer(ThreadLowerer t, ExprLowerer ex) {
    this.t = t;
    this.ex = ex;
  }

  org.spindle.program.Expr logical(Expr.Binary b) {
    ScalarType rt = ex.scalar(b.type());
    if (Pure.isSimple(b.right(), t)) {
      org.spindle.program.Expr l = truth(ex.rvalue(b.left()));
      org.spindle.program.Expr r = truth(ex.rvalue(b.right()));
      return Fold.bin(b.op() == Expr.BinaryOp.LOGAND ? BinOp.LAND : BinOp.LOR, l, r, rt);
    }
    return viaBranches(b, rt);
  }

  /** Value of a condition-like expression computed by branching into a temporary. */
  private org.spindle.program.Expr viaBranches(Expr e, ScalarType rt) {
    MemoryObject tmp = t.temp(rt);
    int yes = t.loc();
    int no = t.loc();
    int join = t.loc();
    cond(e, yes, no);
    t.at(yes);
    t.emit(new Stmt.Assign(ThreadLowerer.cell(tmp), new Const(1, rt)));
    t.jump(join);
    t.at(no);
    t.emit(new Stmt.Assign(ThreadLowerer.cell(tmp), new Const(0, rt)));
    t.joinAt(join);
    return new Load(ThreadLowerer.cell(tmp), rt);
  }

  /** Boolean view of a scalar: comparisons stay, other values become {@code v != 0}. */
  static org.spindle.program.Expr truth(org.spindle.program.Expr v) {
    if (v instanceof org.spindle.program.Expr.Binary b && (b.op().isComparison() || b.op() == BinOp.LAND || b.op() == BinOp.LOR)) {
      return v;
    }
    if (v instanceof org.spindle.program.Expr.FloatOp f && f.op().isComparison()) return v;
    if (v.type().isBool()) return v;
    return Fold.bin(BinOp.NE, v, new Const(0, v.type()), ScalarType.INT);
  }

  static org.spindle.program.Expr negate(org.spindle.program.Expr v) {
    if (v instanceof org.spindle.program.Expr.Binary b && b.op().isComparison()) {
      BinOp n = switch (b.op()) {
        case EQ -> BinOp.NE; case NE -> BinOp.EQ; case LT -> BinOp.GE; case GE -> BinOp.LT;
        case LE -> BinOp.GT; case GT -> BinOp.LE; default -> throw new IllegalStateException();
      };
      return new org.spindle.program.Expr.Binary(n, b.left(), b.right(), b.type());
    }
    return Fold.bin(BinOp.EQ, v, new Const(0, v.type()), ScalarType.INT);
  }

  /** Emits branches from the current location to {@code yes}/{@code no}; cur becomes dead. */
  void cond(Expr e, int yes, int no) {
    if (e instanceof Expr.Unary u && u.op() == Expr.UnaryOp.LOGNOT) {
      cond(u.operand(), no, yes);
      return;
    }
    if (e instanceof Expr.Binary b && b.op() == Expr.BinaryOp.COMMA) {
      ex.effect(b.left());
      cond(b.right(), yes, no);
      return;
    }
    if (e instanceof Expr.Binary b && (b.op() == Expr.BinaryOp.LOGAND || b.op() == Expr.BinaryOp.LOGOR)
        && !(Pure.isSimple(b.left(), t) && Pure.isSimple(b.right(), t))) {
      int mid = t.loc();
      if (b.op() == Expr.BinaryOp.LOGAND) cond(b.left(), mid, no);
      else cond(b.left(), yes, mid);
      t.at(mid);
      cond(b.right(), yes, no);
      return;
    }
    if (e instanceof Expr.Cast c && c.implicit() && truthPreserving(c)) {
      cond(c.operand(), yes, no);
      return;
    }
    if (e instanceof Expr.Conditional c && !(Pure.isSimple(c.then(), t) && Pure.isSimple(c.otherwise(), t))) {
      int l1 = t.loc();
      int l2 = t.loc();
      cond(c.cond(), l1, l2);
      t.at(l1);
      cond(c.then(), yes, no);
      t.at(l2);
      cond(c.otherwise(), yes, no);
      return;
    }
    org.spindle.program.Expr v = ex.rvalue(e);
    if (v.type().isFloat()) v = truth(v); // a floating value is true iff it compares != 0.0
    if (v instanceof Const c) {
      t.jump(c.value() != 0 ? yes : no);
      return;
    }
    v = t.fit(new Stmt.Assume(v)) instanceof Stmt.Assume a ? a.cond() : v;
    t.emitTo(new Stmt.Assume(truth(v)), yes);
    t.emitTo(new Stmt.Assume(negate(truth(v))), no);
    t.deadEnd();
  }

  private boolean truthPreserving(Expr.Cast c) {
    CType to = c.type();
    CType from = c.operand().type();
    if (to instanceof CType.Int ti && ti.kind() == CType.IntKind.BOOL) return Layouts.isScalar(from) && !(from instanceof CType.Floating);
    if (to instanceof CType.Int && from instanceof CType.Int) {
      return t.layouts.scalar(to, t.pos).bits() >= t.layouts.scalar(from, t.pos).bits();
    }
    return false;
  }

  org.spindle.program.Expr conditional(Expr.Conditional c, boolean used) {
    boolean isVoid = c.type() instanceof CType.Void;
    if (!isVoid && Pure.isSimple(c.then(), t) && Pure.isSimple(c.otherwise(), t)) {
      org.spindle.program.Expr cv = ex.rvalue(c.cond());
      if (cv.type().isFloat()) cv = truth(cv);
      ScalarType rt = ex.scalar(c.type());
      org.spindle.program.Expr a = Fold.convert(ex.rvalue(c.then()), rt);
      org.spindle.program.Expr b = Fold.convert(ex.rvalue(c.otherwise()), rt);
      if (cv instanceof Const k) return k.value() != 0 ? a : b;
      return new org.spindle.program.Expr.Ite(truth(cv), a, b, rt);
    }
    MemoryObject tmp = (isVoid || !used) ? null : t.temp(ex.scalar(c.type()));
    boolean deadBefore = t.dead;
    int yes = t.loc();
    int no = t.loc();
    int join = t.loc();
    cond(c.cond(), yes, no);
    t.at(yes);
    if (deadBefore || t.cfa.neverEntered(yes)) t.deadEnd(); // as an if's branches (StmtLowerer.branch)
    branchValue(c.then(), tmp);
    t.jump(join);
    t.at(no);
    if (deadBefore || t.cfa.neverEntered(no)) t.deadEnd();
    branchValue(c.otherwise(), tmp);
    t.joinAt(join);
    return tmp == null ? null : new Load(ThreadLowerer.cell(tmp), tmp.cellType(0));
  }

  private void branchValue(Expr e, MemoryObject tmp) {
    if (tmp == null) {
      ex.effect(e);
      return;
    }
    org.spindle.program.Expr v = Fold.convert(ex.rvalue(e), tmp.cellType(0));
    t.emitFit(new Stmt.Assign(ThreadLowerer.cell(tmp), v));
  }
}
