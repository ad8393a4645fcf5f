package org.spindle.witness.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spindle.smt.Term;

/** State formulas as C: exact where possible, weakened atom by atom where not. */
class CExpressionTest {
  static final BigInteger INT_MIN = BigInteger.valueOf(Integer.MIN_VALUE);
  static final BigInteger INT_MAX = BigInteger.valueOf(Integer.MAX_VALUE);
  static final Term X = new Term.Var(1, "x", false);
  static final Term Y = new Term.Var(2, "y", false);
  static final Term T = new Term.Var(3, "t2_f__z", false); // another thread's local: no C name
  static final Term A = new Term.Var(4, "a", true);
  static final Map<Integer, CExpression.Var> VARS = Map.of(
      1, new CExpression.Var("x", INT_MIN, INT_MAX, -1),
      2, new CExpression.Var("y", INT_MIN, INT_MAX, -1),
      4, new CExpression.Var("a", INT_MIN, INT_MAX, 3));

  static String c(Term t) {
    return CExpression.implied(t, v -> VARS.get(v.objectId()));
  }

  static Term num(long v) {
    return new Term.Num(BigInteger.valueOf(v));
  }

  @Test
  void arithmeticIsInLongLong() {
    assertEquals("(((long long)x + (long long)y) <= 5)", c(Term.app(Term.Op.LE, Term.app(Term.Op.ADD, X, Y), num(5))));
    // a sum of two ints near INT_MAX is exact in long long; a constant beyond int gets LL
    assertEquals("((long long)x == 4294967296LL)", c(Term.app(Term.Op.EQ, X, num(4294967296L))));
    assertEquals("((long long)x == (-3))", c(Term.app(Term.Op.EQ, X, num(-3))));
    // 3 * 4 of two int literals: the product is computed in long long
    assertEquals("(((long long)3 * 4) == (long long)y)",
        c(Term.app(Term.Op.EQ, Term.app(Term.Op.MUL, num(3), num(4)), Y)));
  }

  @Test
  void unwritableAtomsAreDroppedTowardsTrue() {
    Term xy = Term.app(Term.Op.AND, Term.app(Term.Op.EQ, X, num(1)), Term.app(Term.Op.EQ, T, num(2)));
    assertEquals("((long long)x == 1)", c(xy));
    // under a negation the unwritable atom becomes false, so the whole stays implied
    assertEquals("!((long long)x == 1)", c(Term.app(Term.Op.NOT, Term.app(Term.Op.OR,
        Term.app(Term.Op.EQ, X, num(1)), Term.app(Term.Op.EQ, T, num(2))))));
    // (x = 1 or t = 2): nothing implied but true
    assertEquals("1", c(Term.app(Term.Op.OR, Term.app(Term.Op.EQ, X, num(1)), Term.app(Term.Op.EQ, T, num(2)))));
    // division rounds differently in SMT-LIB: not written
    assertEquals("1", c(Term.app(Term.Op.EQ, Term.app(Term.Op.DIV, X, num(2)), num(1))));
    // x * y * y may leave long long
    assertEquals("1", c(Term.app(Term.Op.EQ, Term.app(Term.Op.MUL, X, Y, Y), num(0))));
  }

  @Test
  void arrayCellsOnlyInsideTheArray() {
    assertEquals("((long long)a[2] == 7)", c(Term.app(Term.Op.EQ, Term.app(Term.Op.SELECT, A, num(2)), num(7))));
    assertEquals("1", c(Term.app(Term.Op.EQ, Term.app(Term.Op.SELECT, A, num(3)), num(7))));
    assertEquals("1", c(Term.app(Term.Op.EQ, Term.app(Term.Op.SELECT, A, X), num(7))));
    assertEquals("0", c(new Term.Bool(false)));
  }
}
