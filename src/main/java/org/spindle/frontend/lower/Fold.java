package org.spindle.frontend.lower;

import org.spindle.program.Expr;
import org.spindle.program.ScalarType;

/** Constant folding with the program model's wrap-around semantics. */
final class Fold {
  private Fold() {}

  static boolean isConst(Expr e, long v) {
    return e instanceof Expr.Const c && c.value() == v;
  }

  /** Folds {@code a op b} where both operands have type {@code operandType}; null if undefined. */
  static Long binary(Expr.BinOp op, long a, long b, ScalarType operandType, ScalarType resultType) {
    boolean uns = !operandType.signed() || operandType.isPointer() || operandType.isBool();
    long r;
    switch (op) {
      case ADD -> r = a + b;
      case SUB -> r = a - b;
      case MUL -> r = a * b;
      case DIV -> {
        if (b == 0) return null;
        r = uns ? Long.divideUnsigned(a, b) : a / b;
      }
      case REM -> {
        if (b == 0) return null;
        r = uns ? Long.remainderUnsigned(a, b) : a % b;
      }
      case SHL -> {
        if (b < 0 || b >= operandType.bits()) return null;
        r = a << b;
      }
      case SHR -> {
        if (b < 0 || b >= operandType.bits()) return null;
        r = uns ? a >>> b : a >> b;
      }
      case BITAND -> r = a & b;
      case BITOR -> r = a | b;
      case BITXOR -> r = a ^ b;
      case EQ -> r = a == b ? 1 : 0;
      case NE -> r = a != b ? 1 : 0;
      case LT -> r = cmp(a, b, uns) < 0 ? 1 : 0;
      case LE -> r = cmp(a, b, uns) <= 0 ? 1 : 0;
      case GT -> r = cmp(a, b, uns) > 0 ? 1 : 0;
      case GE -> r = cmp(a, b, uns) >= 0 ? 1 : 0;
      case LAND -> r = (a != 0 && b != 0) ? 1 : 0;
      case LOR -> r = (a != 0 || b != 0) ? 1 : 0;
      default -> throw new IllegalArgumentException(op.toString());
    }
    return resultType.wrap(r);
  }

  private static int cmp(long a, long b, boolean uns) {
    return uns ? Long.compareUnsigned(a, b) : Long.compare(a, b);
  }

  /** Builds a binary node, folding constants. */
  static Expr bin(Expr.BinOp op, Expr l, Expr r, ScalarType type) {
    if (l instanceof Expr.Const a && r instanceof Expr.Const b) {
      Long v = binary(op, a.value(), b.value(), l.type(), type);
      if (v != null) return new Expr.Const(v, type);
    }
    if (op == Expr.BinOp.ADD && isConst(r, 0) && l.type().equals(type)) return l;
    if (op == Expr.BinOp.ADD && isConst(l, 0) && r.type().equals(type)) return r;
    if (op == Expr.BinOp.SUB && isConst(r, 0) && l.type().equals(type)) return l;
    if (op == Expr.BinOp.MUL && isConst(r, 1) && l.type().equals(type)) return l;
    return new Expr.Binary(op, l, r, type);
  }

  static Expr convert(Expr e, ScalarType t) {
    if (e.type().equals(t)) return e;
    if (e instanceof Expr.Const c) return new Expr.Const(c.value(), t);
    return new Expr.Convert(e, t);
  }
}
