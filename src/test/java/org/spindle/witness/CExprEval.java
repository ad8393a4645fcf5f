package org.spindle.witness;

import java.math.BigInteger;
import java.util.function.BiFunction;

/**
 * Evaluates the C expressions the witness writers emit (integer literals with LL/ULL suffixes,
 * identifiers, one-dimensional indexing, {@code (long long)} casts, {@code ! -}, {@code * + -},
 * comparisons, {@code && ||}, {@code ?:}) exactly, in BigInteger: a test oracle independent of
 * the code that wrote them. Identifiers are resolved by the caller: (name, index or null) to the
 * value. Fails on anything else.
 */
final class CExprEval {
  private final String s;
  private final BiFunction<String, BigInteger, BigInteger> vars;
  private int i;

  private CExprEval(String s, BiFunction<String, BigInteger, BigInteger> vars) {
    this.s = s;
    this.vars = vars;
  }

  static BigInteger eval(String expr, BiFunction<String, BigInteger, BigInteger> vars) {
    CExprEval e = new CExprEval(expr, vars);
    BigInteger v = e.ternary();
    e.ws();
    if (e.i != expr.length()) throw new IllegalArgumentException("trailing text at " + e.i + ": " + expr);
    return v;
  }

  private static BigInteger truth(boolean b) {
    return b ? BigInteger.ONE : BigInteger.ZERO;
  }

  private void ws() {
    while (i < s.length() && s.charAt(i) == ' ') i++;
  }

  private boolean eat(String tok) {
    ws();
    if (s.startsWith(tok, i)) {
      i += tok.length();
      return true;
    }
    return false;
  }

  private void expect(String tok) {
    if (!eat(tok)) throw new IllegalArgumentException("expected " + tok + " at " + i + ": " + s);
  }

  private BigInteger ternary() {
    BigInteger c = or();
    if (eat("?")) {
      BigInteger a = ternary();
      expect(":");
      BigInteger b = ternary();
      return c.signum() != 0 ? a : b;
    }
    return c;
  }

  private BigInteger or() {
    BigInteger v = and();
    while (eat("||")) {
      BigInteger w = and(); // both sides are side-effect free: evaluating both is fine
      v = truth(v.signum() != 0 || w.signum() != 0);
    }
    return v;
  }

  private BigInteger and() {
    BigInteger v = eq();
    while (eat("&&")) {
      BigInteger w = eq();
      v = truth(v.signum() != 0 && w.signum() != 0);
    }
    return v;
  }

  private BigInteger eq() {
    BigInteger v = rel();
    while (true) {
      if (eat("==")) v = truth(v.equals(rel()));
      else if (eat("!=")) v = truth(!v.equals(rel()));
      else return v;
    }
  }

  private BigInteger rel() {
    BigInteger v = add();
    while (true) {
      if (eat("<=")) v = truth(v.compareTo(add()) <= 0);
      else if (eat(">=")) v = truth(v.compareTo(add()) >= 0);
      else if (eat("<")) v = truth(v.compareTo(add()) < 0);
      else if (eat(">")) v = truth(v.compareTo(add()) > 0);
      else return v;
    }
  }

  private BigInteger add() {
    BigInteger v = mul();
    while (true) {
      if (eat("+")) v = v.add(mul());
      else if (peekMinus()) v = v.subtract(mul());
      else return v;
    }
  }

  private boolean peekMinus() {
    ws();
    if (i < s.length() && s.charAt(i) == '-') {
      i++;
      return true;
    }
    return false;
  }

  private BigInteger mul() {
    BigInteger v = unary();
    while (eat("*")) v = v.multiply(unary());
    return v;
  }

  private BigInteger unary() {
    if (eat("!")) return truth(unary().signum() == 0);
    if (peekMinus()) return unary().negate();
    if (eat("(long long)")) return checkLongLong(unary());
    return primary();
  }

  private static BigInteger checkLongLong(BigInteger v) {
    if (v.bitLength() > 63) throw new IllegalArgumentException("value " + v + " is no long long");
    return v;
  }

  private BigInteger primary() {
    ws();
    if (eat("(")) {
      BigInteger v = ternary();
      expect(")");
      return v;
    }
    int start = i;
    if (i < s.length() && Character.isDigit(s.charAt(i))) {
      while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
      BigInteger v = new BigInteger(s.substring(start, i));
      if (!eat("ULL")) eat("LL");
      return v;
    }
    while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) i++;
    if (start == i) throw new IllegalArgumentException("unexpected text at " + i + ": " + s);
    String name = s.substring(start, i);
    BigInteger index = null;
    if (eat("[")) {
      index = ternary();
      expect("]");
    }
    return vars.apply(name, index);
  }
}
