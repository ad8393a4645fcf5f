package org.spindle.frontend.parse;

import java.util.List;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.lex.Token;
import org.spindle.program.SourcePos;

/** Position in the token list plus error and nesting-depth helpers shared by the parser layers. */
abstract class TokenCursor {
  static final int MAX_DEPTH = 2000;

  private final List<Token> toks;
  private int idx;
  private int depth;

  TokenCursor(List<Token> toks) {
    this.toks = toks;
  }

  final Token peek() {
    return toks.get(idx);
  }

  final Token peek(int k) {
    return toks.get(Math.min(idx + k, toks.size() - 1));
  }

  final Token next() {
    Token t = toks.get(idx);
    if (t.kind() != Token.Kind.EOF) idx++;
    return t;
  }

  final boolean at(String s) {
    return peek().is(s);
  }

  final boolean atEof() {
    return peek().kind() == Token.Kind.EOF;
  }

  final boolean accept(String s) {
    if (peek().is(s)) {
      idx++;
      return true;
    }
    return false;
  }

  final SourcePos pos() {
    return peek().pos();
  }

  final CompileError unexpected(String expectation) {
    Token t = peek();
    if (t.kind() == Token.Kind.EOF) return new CompileError(t.pos(), "unexpected end of file");
    return new CompileError(t.pos(), expectation + " before " + t);
  }

  final Token expect(String s, String context) {
    if (!peek().is(s)) throw unexpected("expected '" + s + "'" + (context.isEmpty() ? "" : " " + context));
    return next();
  }

  final String expectIdent(String what) {
    if (peek().kind() != Token.Kind.IDENT) throw unexpected("expected " + what);
    return next().text();
  }

  /** Skips a balanced parenthesised group starting at '('. */
  final void skipParens() {
    expect("(", "");
    int d = 1;
    while (d > 0) {
      Token t = next();
      if (t.kind() == Token.Kind.EOF) throw new CompileError(t.pos(), "unexpected end of file");
      if (t.is("(")) d++;
      else if (t.is(")")) d--;
    }
  }

  final void enter() {
    if (++depth > MAX_DEPTH) throw new CompileError(pos(), "nesting too deep (more than " + MAX_DEPTH + " levels)");
  }

  final void leave() {
    depth--;
  }
}
