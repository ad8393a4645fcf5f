package org.spindle.frontend.parse;

import java.math.BigInteger;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;

/** Evaluates integer constant expressions (values wrapped to their C types); null if not constant. */
final class ConstFolder {
  private final Types types;

  ConstFolder(Types types) {
    this.types = types;
  }

  BigInteger eval(Expr e) {
    if (e instanceof Expr.IntLit l) return l.value();
    if (e instanceof Expr.Cast c) {
      if (!(c.type() instanceof CType.Int t)) {
        return null;
      }
      if (!(c.operand().type() instanceof CType.Int || c.operand().type() instanceof CType.Pointer)) return null;
      BigInteger v = eval(c.operand());
      return v == null ? null : types.wrap(v, t);
    }
    if (!(e.type() instanceof CType.Int t)) return null;
    if (e instanceof Expr.Unary u) {
      BigInteger v = eval(u.operand());
      if (v == null) return null;
      return switch (u.op()) {
        case NEG -> types.wrap(v.negate(), t);
        case PLUS -> v;
        case BITNOT -> types.wrap(v.not(), t);
        case LOGNOT -> v.signum() == 0 ? BigInteger.ONE : BigInteger.ZERO;
        default -> null;
      };
    }
    if (e instanceof Expr.Conditional c) {
      BigInteger cv = eval(c.cond());
      if (cv == null) return null;
      return eval(cv.signum() != 0 ? c.then() : c.otherwise());
    }
    if (e instanceof Expr.Binary b) {
      if (b.op() == Expr.BinaryOp.LOGAND || b.op() == Expr.BinaryOp.LOGOR) {
        BigInteger l = eval(b.left());
        if (l == null) return null;
        if (b.op() == Expr.BinaryOp.LOGAND && l.signum() == 0) return BigInteger.ZERO;
        if (b.op() == Expr.BinaryOp.LOGOR && l.signum() != 0) return BigInteger.ONE;
        BigInteger r = eval(b.right());
        return r == null ? null : (r.signum() != 0 ? BigInteger.ONE : BigInteger.ZERO);
      }
      if (!(b.left().type() instanceof CType.Int) || !(b.right().type() instanceof CType.Int)) return null;
      BigInteger l = eval(b.left());
      BigInteger r = eval(b.right());
      if (l == null || r == null) return null;
      return switch (b.op()) {
        case ADD -> types.wrap(l.add(r), t);
        case SUB -> types.wrap(l.subtract(r), t);
        case MUL -> types.wrap(l.multiply(r), t);
        case DIV -> r.signum() == 0 ? null : types.wrap(l.divide(r), t);
        case MOD -> r.signum() == 0 ? null : types.wrap(l.remainder(r), t);
        case SHL -> r.signum() < 0 || r.intValue() > 128 ? null : types.wrap(l.shiftLeft(r.intValue()), t);
        case SHR -> r.signum() < 0 || r.intValue() > 128 ? null : types.wrap(l.shiftRight(r.intValue()), t);
        case LT -> bool(l.compareTo(r) < 0);
        case GT -> bool(l.compareTo(r) > 0);
        case LE -> bool(l.compareTo(r) <= 0);
        case GE -> bool(l.compareTo(r) >= 0);
        case EQ -> bool(l.equals(r));
        case NE -> bool(!l.equals(r));
        case BITAND -> types.wrap(l.and(r), t);
        case BITOR -> types.wrap(l.or(r), t);
        case BITXOR -> types.wrap(l.xor(r), t);
        case COMMA -> r;
        default -> null;
      };
    }
    return null;
  }

  /**
   * The byte offset that {@code &((T *)0)->m.n[i]} stands for (the classic offsetof), or null if
   * {@code e} is not such an address: a chain of members and constant indices whose base is a
   * null pointer constant.
   */
  BigInteger nullMemberOffset(Expr e) {
    while (e instanceof Expr.Cast c && c.type() instanceof CType.Pointer) e = c.operand();
    if (!(e instanceof Expr.Unary u) || u.op() != Expr.UnaryOp.ADDR) return null;
    return memberOffset(u.operand());
  }

  private BigInteger memberOffset(Expr e) {
    if (e instanceof Expr.Member m) {
      BigInteger base;
      if (m.arrow()) {
        Expr p = m.base();
        while (p instanceof Expr.Cast c && (c.type() instanceof CType.Pointer || c.type() instanceof CType.Int)) p = c.operand();
        BigInteger v = p instanceof Expr.IntLit l ? l.value() : null;
        if (v == null || v.signum() != 0) return null;
        base = BigInteger.ZERO;
      } else {
        base = memberOffset(m.base());
      }
      if (base == null) return null;
      return base.add(BigInteger.valueOf(types.layout(m.struct(), m.pos()).offsets()[m.fieldIndex()]));
    }
    if (e instanceof Expr.Index ix) {
      Expr arr = ix.base();
      while (arr instanceof Expr.Cast c && c.implicit()) arr = c.operand();
      if (!(arr.type() instanceof CType.Array a)) return null;
      BigInteger base = memberOffset(arr);
      BigInteger i = eval(ix.index());
      if (base == null || i == null) return null;
      return base.add(i.multiply(BigInteger.valueOf(types.sizeof(a.element(), ix.pos()))));
    }
    return null;
  }

  private static BigInteger bool(boolean b) {
    return b ? BigInteger.ONE : BigInteger.ZERO;
  }
}
