package org.spindle.frontend.lower;

import org.spindle.program.Expr;
import org.spindle.program.FloatValues;
import org.spindle.program.ScalarType;

/**
 * Constant folding with the program model's wrap-around semantics; operations on floating values
 * become {@link Expr.FloatOp}s, folded with the interpreter's IEEE semantics ({@link FloatValues}).
 */
final class Fold {
  private Fold() {}

  /** The IEEE operation of a C operator on floating operands, or null ({@code % << &} ...). */
  static Expr.FOp floatOp(Expr.BinOp op) {
    return switch (op) {
      case ADD -> Expr.FOp.ADD; case SUB -> Expr.FOp.SUB; case MUL -> Expr.FOp.MUL;
      case DIV -> Expr.FOp.DIV; case EQ -> Expr.FOp.EQ; case NE -> Expr.FOp.NE;
      case LT -> Expr.FOp.LT; case LE -> Expr.FOp.LE; case GT -> Expr.FOp.GT; case GE -> Expr.FOp.GE;
      default -> null;
    };
  }

  /** A floating operation, folded when its arguments are constants and it is defined there. */
  static Expr floating(Expr.FOp op, ScalarType type, Expr... args) {
    boolean constant = true;
    long[] vs = new long[args.length];
    for (int i = 0; i < args.length; i++) {
      if (args[i] instanceof Expr.Const c) vs[i] = c.value();
      else constant = false;
    }
    if (constant) {
      try {
        return new Expr.Const(FloatValues.apply(op, type, args[0].type(), vs), type);
      } catch (FloatValues.Undefined u) {
        // undefined at run time: the engines report it there
      }
    }
    return Expr.FloatOp.of(op, type, args);
  }

  /** {@code -e} (IEEE negation of a floating value: the sign flips, also of zero). */
  static Expr negate(Expr e, ScalarType t) {
    if (t.isFloat()) return floating(Expr.FOp.NEG, t, convert(e, t));
    return e instanceof Expr.Const c ? new Expr.Const(-c.value(), t) : new Expr.Unary(Expr.UnOp.NEG, convert(e, t), t);
  }

  static boolean isConst(Expr e, long v) {
    return e instanceof Expr.Const c && c.value() == v;
  }

  /** Folds {@code a op b} where both operands have type {@code operandType}; null if undefined. */
  static Long binary(Expr.BinOp op, long a, long b, ScalarType operandType, ScalarType resultType) {
    if (operandType.isFloat()) {
      Expr.FOp f = floatOp(op);
      if (f == null) throw new IllegalArgumentException(op + " on " + operandType);
      return FloatValues.apply(f, resultType, operandType, a, b);
    }
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
    if (l.type().isFloat() || r.type().isFloat()) {
      Expr.FOp f = floatOp(op);
      if (f == null) throw new IllegalArgumentException(op + " on floating operands");
      ScalarType ot = f.isComparison() ? l.type() : type;
      return floating(f, type, convert(l, ot), convert(r, ot));
    }
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
    if (e.type().isFloat() && t.isBool()) return bin(Expr.BinOp.NE, e, new Expr.Const(0, e.type()), t);
    if (e.type().isFloat() || t.isFloat()) return floating(Expr.FOp.CONVERT, t, e);
    if (e instanceof Expr.Const c) return new Expr.Const(c.value(), t);
    return new Expr.Convert(e, t);
  }
}
