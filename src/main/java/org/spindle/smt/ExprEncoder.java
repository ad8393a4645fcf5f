package org.spindle.smt;

import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.Formula;
import org.spindle.program.Expr;
import org.spindle.program.Expr.BinOp;

/**
 * Encodes a program-model expression under an {@link SsaMap} in the step's {@link Theory}. {@code
 * &&}, {@code ||} and {@code ?:} are encoded as ite's; the undefined behaviour of an operand C
 * does not evaluate (right of a false {@code &&}, untaken branch) is guarded away, as in the
 * interpreter.
 */
final class ExprEncoder {
  private final Memory memory;

  ExprEncoder(Memory memory) {
    this.memory = memory;
  }

  Formula encode(Expr e, SsaMap ssa, StepContext cx) {
    Theory th = cx.theory();
    if (e instanceof Expr.Const c) return th.constant(c.type(), c.value());
    if (e instanceof Expr.Load l) return memory.read(l.location(), ssa, cx, this);
    if (e instanceof Expr.Unary u) return th.unary(u.op(), encode(u.operand(), ssa, cx), u.type(), cx);
    if (e instanceof Expr.Convert c) {
      return th.convert(encode(c.operand(), ssa, cx), c.operand().type(), c.type(), cx);
    }
    if (e instanceof Expr.AddressOf a) {
      Formula idx = encode(a.cellIndex(), ssa, cx);
      return th.address(a.object().baseAddress(), idx, a.cellIndex().type(), a.type(), cx);
    }
    if (e instanceof Expr.Ite i) {
      BooleanFormula c = condition(i.cond(), ssa, cx);
      cx.pushGuard(c);
      Formula a = encode(i.then(), ssa, cx);
      cx.popGuard();
      cx.pushGuard(cx.bmgr.not(c));
      Formula b = encode(i.otherwise(), ssa, cx);
      cx.popGuard();
      return cx.bmgr.ifThenElse(c, a, b);
    }
    if (e instanceof Expr.FloatOp f) {
      java.util.List<Formula> args = new java.util.ArrayList<>(f.args().size());
      for (Expr a : f.args()) args.add(encode(a, ssa, cx));
      return th.floatOp(f, args, cx);
    }
    Expr.Binary b = (Expr.Binary) e;
    if (b.op() == BinOp.LAND || b.op() == BinOp.LOR) {
      BooleanFormula l = condition(b.left(), ssa, cx);
      cx.pushGuard(b.op() == BinOp.LAND ? l : cx.bmgr.not(l));
      BooleanFormula r = condition(b.right(), ssa, cx);
      cx.popGuard();
      return th.ofBool(b.op() == BinOp.LAND ? cx.bmgr.and(l, r) : cx.bmgr.or(l, r), b.type());
    }
    return th.binary(b, encode(b.left(), ssa, cx), encode(b.right(), ssa, cx), cx);
  }

  /** {@code e != 0} as a formula. */
  BooleanFormula condition(Expr e, SsaMap ssa, StepContext cx) {
    return cx.theory().isTrue(encode(e, ssa, cx), e.type(), cx);
  }
}
