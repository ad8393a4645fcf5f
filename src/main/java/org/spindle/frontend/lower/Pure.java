package org.spindle.frontend.lower;

import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.VarSymbol;

/**
 * Syntactic check: an expression without side effects, calls, dereferences or shared reads. Such
 * operands of {@code &&}, {@code ||} and {@code ?:} may be evaluated eagerly (LAND/LOR/Ite)
 * instead of branching.
 */
final class Pure {
  private Pure() {}

  static boolean isSimple(Expr e, ThreadLowerer t) {
    if (e == null) return true;
    if (e instanceof Expr.IntLit || e instanceof Expr.FloatLit) return true;
    if (e instanceof Expr.VarRef r) {
      if (r.symbol() instanceof VarSymbol v && v.isGlobal() && t.ctx.globals.constantGlobal(v) != null) return true;
      return r.symbol() instanceof VarSymbol v && !t.ctx.facts.isShared(v)
          && !(v.type() instanceof CType.Array) && !(v.type() instanceof CType.Struct);
    }
    if (e instanceof Expr.Unary u) {
      return switch (u.op()) {
        case NEG, PLUS, BITNOT, LOGNOT -> isSimple(u.operand(), t);
        default -> false;
      };
    }
    if (e instanceof Expr.Binary b) {
      if (b.op() == Expr.BinaryOp.DIV || b.op() == Expr.BinaryOp.MOD) {
        // division by zero is undefined behaviour: keep C's evaluation order
        if (!(b.right() instanceof Expr.IntLit l) || l.value().signum() == 0) return false;
      }
      return isSimple(b.left(), t) && isSimple(b.right(), t);
    }
    if (e instanceof Expr.Cast c) {
      // a floating value converted to an integer may be undefined: keep C's evaluation order
      if (!(c.type() instanceof CType.Floating) && c.operand().type() instanceof CType.Floating) return false;
      if (c.operand().type() instanceof CType.Array || c.operand().type() instanceof CType.Function) return false;
      return isSimple(c.operand(), t);
    }
    if (e instanceof Expr.Conditional c) {
      return isSimple(c.cond(), t) && isSimple(c.then(), t) && isSimple(c.otherwise(), t);
    }
    if (e instanceof Expr.Member m) return !m.arrow() && isSimpleLvalue(m.base(), t);
    // only constant subscripts: an eager out-of-bounds read would be undefined behaviour
    if (e instanceof Expr.Index i) {
      return i.base().type() instanceof CType.Array && isSimpleLvalue(i.base(), t) && i.index() instanceof Expr.IntLit;
    }
    return false;
  }

  private static boolean isSimpleLvalue(Expr e, ThreadLowerer t) {
    if (e instanceof Expr.VarRef r) return r.symbol() instanceof VarSymbol v && !t.ctx.facts.isShared(v);
    if (e instanceof Expr.Member m) return !m.arrow() && isSimpleLvalue(m.base(), t);
    if (e instanceof Expr.Index i) {
      return i.base().type() instanceof CType.Array && isSimpleLvalue(i.base(), t) && i.index() instanceof Expr.IntLit;
    }
    return false;
  }
}
