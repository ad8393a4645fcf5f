package org.spindle.frontend.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.CType.IntKind;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.lex.Token;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;

/** Declarators (pointers, arrays, functions, nesting), parameter lists, type names and initializer syntax. */
abstract class DeclParser extends SpecifierParser {
  private record DeclTree(String name, SourcePos pos, UnaryOperator<CType> wrap, List<Param> params) {}

  final InitResolver inits;

  DeclParser(List<Token> toks, Types types) {
    super(toks, types);
    this.inits = new InitResolver(sema);
  }

  /** Parses a (possibly abstract) declarator and applies it to {@code base}. */
  @Override
  final Declarator declarator(CType base, boolean allowAbstract) {
    DeclTree t = declTree(allowAbstract);
    if (t.name == null && !allowAbstract) throw unexpected("expected identifier or '('");
    return new Declarator(t.name, t.pos == null ? pos() : t.pos, t.wrap.apply(base), t.params);
  }

  @Override
  final CType typeName() {
    DeclSpec spec = declSpecifiers();
    if (!spec.explicitType()) throw unexpected("expected type name");
    Declarator d = declarator(spec.type(), true);
    if (d.name() != null) throw new CompileError(d.pos(), "unexpected identifier '" + d.name() + "' in type name");
    return d.type();
  }

  private void skipQualifiers() {
    while (at("const") || at("volatile") || at("restrict") || at("_Atomic")) next();
  }

  private DeclTree declTree(boolean allowAbstract) {
    enter();
    int ptrs = 0;
    while (accept("*")) {
      ptrs++;
      skipQualifiers();
    }
    String name = null;
    SourcePos npos = null;
    DeclTree inner = null;
    if (peek().kind() == Token.Kind.IDENT) {
      npos = pos();
      name = next().text();
    } else if (at("(") && nestedDeclaratorFollows(allowAbstract)) {
      next();
      inner = declTree(allowAbstract);
      expect(")", "in declarator");
      name = inner.name;
      npos = inner.pos;
    }
    // suffixes, left to right; applied to the type right to left
    List<UnaryOperator<CType>> suffixes = new ArrayList<>();
    List<Param> firstParams = null;
    boolean first = true;
    while (true) {
      if (at("[")) {
        suffixes.add(arraySuffix());
      } else if (at("(")) {
        SourcePos fp = next().pos();
        List<Param> params = new ArrayList<>();
        boolean[] flags = parameterList(params, fp); // {varargs, prototyped}
        if (first) firstParams = params;
        List<CType> ptypes = params.stream().map(Param::type).toList();
        suffixes.add(t -> {
          if (t instanceof CType.Function || t instanceof CType.Array) {
            throw new CompileError(fp, t instanceof CType.Function ? "function returning a function" : "function returning an array");
          }
          return new CType.Function(t, ptypes, flags[0], flags[1]);
        });
      } else {
        break;
      }
      first = false;
    }
    // GNU asm label after a declarator: skip it
    if (at("asm")) {
      next();
      skipParens();
    }
    final int nptrs = ptrs;
    final DeclTree in = inner;
    UnaryOperator<CType> wrap = t -> {
      CType r = t;
      for (int k = 0; k < nptrs; k++) r = new CType.Pointer(r);
      for (int k = suffixes.size() - 1; k >= 0; k--) r = suffixes.get(k).apply(r);
      return in == null ? r : in.wrap.apply(r);
    };
    List<Param> params = inner != null && inner.params != null ? inner.params : firstParams;
    leave();
    return new DeclTree(name, npos, wrap, params);
  }

  /** After '(' in a declarator: nested declarator (vs. a parameter list of a function declarator). */
  private boolean nestedDeclaratorFollows(boolean allowAbstract) {
    Token t = peek(1);
    if (t.is("*") || t.is("(") || t.is("[") || t.is("^")) return true;
    if (t.kind() == Token.Kind.IDENT) return !scopes.isTypedefName(t.text());
    return false;
  }

  private UnaryOperator<CType> arraySuffix() {
    SourcePos p = next().pos();
    while (at("static") || at("const") || at("volatile") || at("restrict")) next();
    if (accept("]")) return t -> arrayOf(t, -1, null, p);
    if (at("*") && peek(1).is("]")) {
      next();
      next();
      Expr star = new Expr.Unsupported("[*] array length", types.sizeT(), p);
      return t -> arrayOf(t, -1, star, p);
    }
    Expr len = assignment();
    expect("]", "after array size");
    if (!(sema.rvalue(len).type() instanceof CType.Int)) throw new CompileError(p, "size of array has non-integer type");
    BigInteger v = sema.folder.eval(len);
    if (v == null) {
      Expr l = sema.rvalue(len);
      return t -> arrayOf(t, -1, l, p);
    }
    if (v.signum() < 0) throw new CompileError(p, "size of array is negative");
    if (v.bitLength() > 40) throw new CompileError(p, "size of array is too large");
    long n = v.longValue();
    return t -> arrayOf(t, n, null, p);
  }

  private static CType arrayOf(CType elem, long n, Expr vla, SourcePos p) {
    if (elem instanceof CType.Function) throw new CompileError(p, "declaration of array of functions");
    if (elem instanceof CType.Void) throw new CompileError(p, "declaration of array of voids");
    return new CType.Array(elem, n, vla);
  }

  /** Parses parameters after '('; returns {varargs, prototyped}. Parameter types are adjusted. */
  private boolean[] parameterList(List<Param> out, SourcePos p) {
    if (accept(")")) return new boolean[] {false, false};
    if (at("void") && peek(1).is(")")) {
      next();
      next();
      return new boolean[] {false, true};
    }
    boolean varargs = false;
    scopes.push(); // prototype scope
    try {
      do {
        if (accept("...")) {
          varargs = true;
          break;
        }
        Token t = peek();
        if (!startsDeclaration(t)) {
          if (t.kind() == Token.Kind.IDENT) throw new CompileError(t.pos(), "unknown type name '" + t.text() + "'");
          throw unexpected("expected declaration specifiers");
        }
        DeclSpec spec = declSpecifiers();
        Declarator d = declarator(spec.type(), true);
        CType pt = adjustParam(d.type());
        if (pt instanceof CType.Void) throw new CompileError(d.pos(), "parameter has incomplete type 'void'");
        out.add(new Param(d.name(), pt, d.pos()));
        if (d.name() != null) {
          scopes.declare(d.name(), new Scopes.Sym(new org.spindle.frontend.ast.VarSymbol(d.name(), pt,
              org.spindle.frontend.ast.VarSymbol.Storage.PARAM, false, false, d.pos())));
        }
      } while (accept(","));
      expect(")", "after parameter list");
    } finally {
      scopes.pop();
    }
    return new boolean[] {varargs, true};
  }

  static CType adjustParam(CType t) {
    if (t instanceof CType.Array a) return new CType.Pointer(a.element());
    if (t instanceof CType.Function) return new CType.Pointer(t);
    return t;
  }

  // ---- initializer syntax ----
  final RawInit rawInitializer() {
    SourcePos p = pos();
    if (!at("{")) return new RawInit.Single(assignment(), p);
    next();
    enter();
    List<RawInit.Item> items = new ArrayList<>();
    while (!accept("}")) {
      SourcePos ip = pos();
      List<RawInit.Designator> ds = new ArrayList<>();
      boolean oldStyle = false;
      if (peek().kind() == Token.Kind.IDENT && peek(1).is(":")) { // GNU old-style 'field:'
        ds.add(new RawInit.FieldDesig(next().text(), ip));
        next();
        oldStyle = true;
      }
      while (!oldStyle && (at(".") || at("["))) {
        SourcePos dp = pos();
        if (accept(".")) {
          ds.add(new RawInit.FieldDesig(expectIdent("field name after '.'"), dp));
        } else {
          next();
          long lo = constantExpression("array index in initializer").longValue();
          long hi = lo;
          if (accept("...")) hi = constantExpression("array index in initializer").longValue();
          expect("]", "after array designator");
          ds.add(new RawInit.IndexDesig(lo, hi, dp));
        }
      }
      if (!ds.isEmpty() && !oldStyle && !accept("=")) {
        // GNU allows '[i] value' without '='
        if (!(ds.size() == 1 && ds.get(0) instanceof RawInit.IndexDesig)) throw unexpected("expected '=' after designator");
      }
      items.add(new RawInit.Item(ds, rawInitializer(), ip));
      if (!accept(",")) {
        expect("}", "at end of initializer");
        break;
      }
    }
    leave();
    return new RawInit.Braced(items, p);
  }

  @Override
  final InitResolver.Resolved braceInitializer(CType t) {
    return inits.resolve(t, rawInitializer());
  }
}
