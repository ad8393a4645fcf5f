package org.spindle.program.analysis;

import java.util.List;
import org.spindle.program.Expr;
import org.spindle.program.Expr.BinOp;

/**
 * Syntactic recognition of complementary branch conditions, as lowering produces them for {@code
 * if}/{@code while}: {@code c} / {@code !c}, {@code c == 0} / {@code c != 0}, {@code a < b} /
 * {@code a >= b}, ... Only exact syntactic complements are recognised, so "exhaustive" is never
 * claimed wrongly.
 */
public final class Conditions {
  private Conditions() {}

  /** An atom and whether the condition asserts it (true) or its negation (false). */
  private record Literal(Object atom, boolean positive) {}

  /** A comparison atom in canonical form (EQ, LT, LE only). */
  private record Cmp(BinOp op, Expr left, Expr right) {}

  /** True if some pair of the conditions is complementary, or one is a non-zero constant. */
  public static boolean jointlyExhaustive(List<Expr> conds) {
    for (int i = 0; i < conds.size(); i++) {
      if (conds.get(i) instanceof Expr.Const c && c.value() != 0) return true;
      for (int j = i + 1; j < conds.size(); j++) {
        if (complementary(conds.get(i), conds.get(j))) return true;
      }
    }
    return false;
  }

  /** True if exactly one of {@code a}, {@code b} holds in every state (syntactically). */
  public static boolean complementary(Expr a, Expr b) {
    Literal la = normalize(a);
    Literal lb = normalize(b);
    return la.atom().equals(lb.atom()) && la.positive() != lb.positive();
  }

  private static Literal normalize(Expr e) {
    if (e instanceof Expr.Unary u && u.op() == Expr.UnOp.LOGNOT) {
      return negate(normalize(u.operand()));
    }
    if (e instanceof Expr.Convert c && preservesTruth(c)) return normalize(c.operand());
    if (e instanceof Expr.Binary b && b.op().isComparison()) {
      if (b.op() == BinOp.NE && isZero(b.right())) return normalize(b.left());
      if (b.op() == BinOp.NE && isZero(b.left())) return normalize(b.right());
      if (b.op() == BinOp.EQ && isZero(b.right())) return negate(normalize(b.left()));
      if (b.op() == BinOp.EQ && isZero(b.left())) return negate(normalize(b.right()));
      return switch (b.op()) {
        case EQ -> new Literal(new Cmp(BinOp.EQ, b.left(), b.right()), true);
        case NE -> new Literal(new Cmp(BinOp.EQ, b.left(), b.right()), false);
        case LT -> new Literal(new Cmp(BinOp.LT, b.left(), b.right()), true);
        case GE -> new Literal(new Cmp(BinOp.LT, b.left(), b.right()), false);
        case LE -> new Literal(new Cmp(BinOp.LE, b.left(), b.right()), true);
        case GT -> new Literal(new Cmp(BinOp.LE, b.left(), b.right()), false);
        default -> throw new AssertionError(b.op());
      };
    }
    return new Literal(e, true);
  }

  private static Literal negate(Literal l) {
    return new Literal(l.atom(), !l.positive());
  }

  private static boolean isZero(Expr e) {
    return e instanceof Expr.Const c && c.value() == 0;
  }

  /** A conversion keeps "is non-zero" if it goes to bool or does not narrow. */
  private static boolean preservesTruth(Expr.Convert c) {
    return c.type().isBool() || c.type().bits() >= c.operand().type().bits();
  }
}
