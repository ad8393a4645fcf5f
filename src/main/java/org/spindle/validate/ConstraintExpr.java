package org.spindle.validate;

import java.util.List;
import java.util.OptionalLong;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.lex.IntLiteral;
import org.spindle.frontend.lex.Lexer;
import org.spindle.frontend.lex.Token;

/**
 * The side-effect-free C expressions witnesses use as assumptions and constraints ({@code x == 1},
 * {@code \result == -3}, {@code a[2] > 0 && y != 1}): integer constants, variables and array
 * elements, {@code \result}, unary {@code - + ! ~}, binary arithmetic, comparisons and {@code &&
 * ||}. Tokens come from the C front end's lexer; casts, calls, pointers and struct members are
 * not understood ({@link #parse} says so, and the caller decides what that means).
 *
 * <p>Values are evaluated in Java {@code long}s over the cells' canonical values; a division by
 * zero or a variable without a value makes the result unknown (empty).
 */
public sealed interface ConstraintExpr {
  /** The name {@code \result} is read as. */
  String RESULT = "\\result";

  record Num(long value) implements ConstraintExpr {}

  /** A variable, or an element {@code name[index]} of an array. */
  record Var(String name, ConstraintExpr index) implements ConstraintExpr {}

  record Unary(String op, ConstraintExpr operand) implements ConstraintExpr {}

  record Binary(String op, ConstraintExpr left, ConstraintExpr right) implements ConstraintExpr {}

  /** The values of variables (cell {@code index} of an array; 0 for a scalar). */
  interface Env {
    OptionalLong value(String name, long index);
  }

  /** Parses {@code text}; an expression outside the supported subset is an IllegalArgumentException. */
  static ConstraintExpr parse(String text) {
    String src = text.replace(RESULT, "__spindle_result");
    List<Token> toks;
    try {
      toks = new Lexer(src, "<constraint>").tokenize();
    } catch (CompileError e) {
      throw new IllegalArgumentException(e.detail());
    }
    Parser p = new Parser(toks);
    try {
      ConstraintExpr e = p.expr(0);
      if (p.peek().kind() != Token.Kind.EOF) throw new IllegalArgumentException("unexpected " + p.peek());
      return e;
    } catch (CompileError e) { // an integer constant out of range
      throw new IllegalArgumentException(e.detail());
    }
  }

  /** The value of a variable-free expression, e.g. the constant of {@code \result == -(3)}. */
  default OptionalLong constant() {
    return eval((name, index) -> OptionalLong.empty());
  }

  default OptionalLong eval(Env env) {
    if (this instanceof Num n) return OptionalLong.of(n.value());
    if (this instanceof Var v) {
      long index = 0;
      if (v.index() != null) {
        OptionalLong i = v.index().eval(env);
        if (i.isEmpty()) return i;
        index = i.getAsLong();
      }
      return env.value(v.name(), index);
    }
    if (this instanceof Unary u) {
      OptionalLong x = u.operand().eval(env);
      if (x.isEmpty()) return x;
      long a = x.getAsLong();
      return OptionalLong.of(switch (u.op()) {
        case "-" -> -a;
        case "+" -> a;
        case "!" -> a == 0 ? 1 : 0;
        default -> ~a;
      });
    }
    Binary b = (Binary) this;
    OptionalLong l = b.left().eval(env);
    if (b.op().equals("&&") || b.op().equals("||")) {
      // C evaluates the right operand only when needed; an unknown left side stays unknown
      if (l.isEmpty()) return l;
      boolean lt = l.getAsLong() != 0;
      if (b.op().equals("&&") ? !lt : lt) return OptionalLong.of(lt ? 1 : 0);
      OptionalLong r = b.right().eval(env);
      return r.isEmpty() ? r : OptionalLong.of(r.getAsLong() != 0 ? 1 : 0);
    }
    OptionalLong r = b.right().eval(env);
    if (l.isEmpty() || r.isEmpty()) return OptionalLong.empty();
    return binary(b.op(), l.getAsLong(), r.getAsLong());
  }

  private static OptionalLong binary(String op, long x, long y) {
    return switch (op) {
      case "*" -> OptionalLong.of(x * y);
      case "/" -> y == 0 ? OptionalLong.empty() : OptionalLong.of(x / y);
      case "%" -> y == 0 ? OptionalLong.empty() : OptionalLong.of(x % y);
      case "+" -> OptionalLong.of(x + y);
      case "-" -> OptionalLong.of(x - y);
      case "<" -> truth(x < y);
      case "<=" -> truth(x <= y);
      case ">" -> truth(x > y);
      case ">=" -> truth(x >= y);
      case "==" -> truth(x == y);
      case "!=" -> truth(x != y);
      case "&" -> OptionalLong.of(x & y);
      case "^" -> OptionalLong.of(x ^ y);
      case "|" -> OptionalLong.of(x | y);
      default -> throw new IllegalStateException("operator " + op);
    };
  }

  private static OptionalLong truth(boolean b) {
    return OptionalLong.of(b ? 1 : 0);
  }

  /** Precedence climbing over the binary operators of the subset. */
  final class Parser {
    private static final List<List<String>> LEVELS = List.of(
        List.of("||"), List.of("&&"), List.of("|"), List.of("^"), List.of("&"),
        List.of("==", "!="), List.of("<", "<=", ">", ">="), List.of("+", "-"), List.of("*", "/", "%"));
    private final List<Token> toks;
    private int pos;

    Parser(List<Token> toks) {
      this.toks = toks;
    }

    Token peek() {
      return toks.get(pos);
    }

    ConstraintExpr expr(int level) {
      if (level == LEVELS.size()) return unary();
      ConstraintExpr left = expr(level + 1);
      while (peek().kind() == Token.Kind.PUNCT && LEVELS.get(level).contains(peek().text())) {
        String op = toks.get(pos++).text();
        left = new Binary(op, left, expr(level + 1));
      }
      return left;
    }

    private ConstraintExpr unary() {
      Token t = peek();
      if (t.kind() == Token.Kind.PUNCT && List.of("-", "+", "!", "~").contains(t.text())) {
        pos++;
        return new Unary(t.text(), unary());
      }
      return primary();
    }

    private ConstraintExpr primary() {
      Token t = toks.get(pos++);
      switch (t.kind()) {
        case INT -> {
          IntLiteral lit = IntLiteral.parse(t.text(), t.pos());
          return new Num(lit.value().longValue());
        }
        case CHAR -> {
          return new Num(t.text().isEmpty() ? 0 : t.text().charAt(0));
        }
        case IDENT -> {
          String name = t.text().equals("__spindle_result") ? RESULT : t.text();
          if (peek().is("(")) throw new IllegalArgumentException("function call " + name + "(...)");
          if (peek().is("[")) {
            pos++;
            ConstraintExpr index = expr(0);
            expect("]");
            return new Var(name, index);
          }
          if (peek().is(".") || peek().is("->")) throw new IllegalArgumentException("struct member of " + name);
          return new Var(name, null);
        }
        case PUNCT -> {
          if (t.is("(")) {
            if (peek().kind() == Token.Kind.KEYWORD) throw new IllegalArgumentException("cast");
            ConstraintExpr e = expr(0);
            expect(")");
            return e;
          }
          throw new IllegalArgumentException("unexpected " + t);
        }
        default -> throw new IllegalArgumentException("unexpected " + t);
      }
    }

    private void expect(String s) {
      if (!peek().is(s)) throw new IllegalArgumentException("expected '" + s + "' instead of " + peek());
      pos++;
    }
  }
}
