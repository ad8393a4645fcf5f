package org.spindle.frontend.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.CType.IntKind;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.Expr.BinaryOp;
import org.spindle.frontend.ast.Expr.UnaryOp;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.lex.IntLiteral;
import org.spindle.frontend.lex.Token;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;

/** Expression grammar (full C precedence) producing typed expressions through {@link ExprSema}. */
abstract class ExprParser extends TokenCursor {
  final Types types;
  final ExprSema sema;
  final Scopes scopes = new Scopes();

  ExprParser(List<Token> toks, Types types) {
    super(toks);
    this.types = types;
    this.sema = new ExprSema(types);
  }

  // ---- provided by the declaration / statement layers ----
  abstract boolean startsTypeName(Token t);

  abstract CType typeName();

  /** Parses a brace-enclosed initializer for an object of type t. */
  abstract InitResolver.Resolved braceInitializer(CType t);

  abstract Stmt.Block compoundStatement();

  abstract FunctionSymbol implicitFunction(String name, SourcePos pos);

  abstract String currentFunctionName();

  // ---- expressions ----
  final Expr expression() {
    Expr e = assignment();
    while (at(",")) {
      SourcePos p = next().pos();
      e = sema.binary(BinaryOp.COMMA, e, assignment(), p);
    }
    return e;
  }

  final BigInteger constantExpression(String what) {
    SourcePos p = pos();
    Expr e = conditional();
    BigInteger v = sema.folder.eval(e);
    if (v == null || !(e.type() instanceof CType.Int)) {
      throw new CompileError(p, what + " is not an integer constant expression");
    }
    return v;
  }

  final Expr assignment() {
    Expr lhs = conditional();
    Token t = peek();
    if (t.kind() != Token.Kind.PUNCT) return lhs;
    BinaryOp op;
    switch (t.text()) {
      case "=" -> op = null;
      case "*=" -> op = BinaryOp.MUL;
      case "/=" -> op = BinaryOp.DIV;
      case "%=" -> op = BinaryOp.MOD;
      case "+=" -> op = BinaryOp.ADD;
      case "-=" -> op = BinaryOp.SUB;
      case "<<=" -> op = BinaryOp.SHL;
      case ">>=" -> op = BinaryOp.SHR;
      case "&=" -> op = BinaryOp.BITAND;
      case "^=" -> op = BinaryOp.BITXOR;
      case "|=" -> op = BinaryOp.BITOR;
      default -> {
        return lhs;
      }
    }
    next();
    enter();
    Expr rhs = assignment();
    leave();
    return sema.assign(op, lhs, rhs, t.pos());
  }

  final Expr conditional() {
    Expr c = binary(0);
    if (!at("?")) return c;
    SourcePos p = next().pos();
    enter();
    Expr a;
    if (at(":")) {
      a = c; // GNU x ?: y
    } else {
      a = expression();
    }
    expect(":", "in conditional expression");
    Expr b = conditional();
    leave();
    return sema.conditional(c, a, b, p);
  }

  private static int prec(Token t) {
    if (t.kind() != Token.Kind.PUNCT) return -1;
    return switch (t.text()) {
      case "||" -> 0;
      case "&&" -> 1;
      case "|" -> 2;
      case "^" -> 3;
      case "&" -> 4;
      case "==", "!=" -> 5;
      case "<", ">", "<=", ">=" -> 6;
      case "<<", ">>" -> 7;
      case "+", "-" -> 8;
      case "*", "/", "%" -> 9;
      default -> -1;
    };
  }

  private static BinaryOp binop(String s) {
    return switch (s) {
      case "||" -> BinaryOp.LOGOR;
      case "&&" -> BinaryOp.LOGAND;
      case "|" -> BinaryOp.BITOR;
      case "^" -> BinaryOp.BITXOR;
      case "&" -> BinaryOp.BITAND;
      case "==" -> BinaryOp.EQ;
      case "!=" -> BinaryOp.NE;
      case "<" -> BinaryOp.LT;
      case ">" -> BinaryOp.GT;
      case "<=" -> BinaryOp.LE;
      case ">=" -> BinaryOp.GE;
      case "<<" -> BinaryOp.SHL;
      case ">>" -> BinaryOp.SHR;
      case "+" -> BinaryOp.ADD;
      case "-" -> BinaryOp.SUB;
      case "*" -> BinaryOp.MUL;
      case "/" -> BinaryOp.DIV;
      default -> BinaryOp.MOD;
    };
  }

  /** Precedence climbing over the left-associative binary operators (iterative per level). */
  private Expr binary(int minPrec) {
    Expr lhs = castExpr();
    while (true) {
      int p = prec(peek());
      if (p < minPrec) return lhs;
      Token op = next();
      enter();
      Expr rhs = binary(p + 1);
      leave();
      lhs = sema.binary(binop(op.text()), lhs, rhs, op.pos());
    }
  }

  final Expr castExpr() {
    if (at("(") && startsTypeName(peek(1))) {
      SourcePos p = next().pos();
      enter();
      CType t = typeName();
      expect(")", "after type name");
      Expr r;
      if (at("{")) {
        r = postfix(compoundLiteral(t, p));
      } else {
        r = sema.cast(t, castExpr(), p);
      }
      leave();
      return r;
    }
    return unary();
  }

  private Expr compoundLiteral(CType t, SourcePos p) {
    InitResolver.Resolved r = braceInitializer(t);
    return new Expr.CompoundLiteral(r.init(), r.type(), p);
  }

  private Expr unary() {
    Token t = peek();
    if (t.kind() == Token.Kind.PUNCT) {
      UnaryOp op = switch (t.text()) {
        case "++" -> UnaryOp.PREINC;
        case "--" -> UnaryOp.PREDEC;
        case "&" -> UnaryOp.ADDR;
        case "*" -> UnaryOp.DEREF;
        case "+" -> UnaryOp.PLUS;
        case "-" -> UnaryOp.NEG;
        case "~" -> UnaryOp.BITNOT;
        case "!" -> UnaryOp.LOGNOT;
        default -> null;
      };
      if (t.is("&&")) { // GNU address of label
        next();
        expectIdent("label name");
        return new Expr.Unsupported("address of label", new CType.Pointer(Types.VOID), t.pos());
      }
      if (op != null) {
        next();
        enter();
        Expr e = (op == UnaryOp.PREINC || op == UnaryOp.PREDEC) ? unary() : castExpr();
        leave();
        return sema.unary(op, e, t.pos());
      }
    } else if (t.is("sizeof") || t.is("_Alignof")) {
      next();
      boolean isSize = t.text().equals("sizeof");
      CType ty;
      if (at("(") && startsTypeName(peek(1))) {
        next();
        ty = typeName();
        expect(")", "after type name");
        if (at("{")) { // sizeof (T){...}
          ty = postfix(compoundLiteral(ty, t.pos())).type();
        }
      } else {
        enter();
        ty = unary().type();
        leave();
      }
      if (ty instanceof CType.Array a && a.vlaLength() != null && isSize) {
        return new Expr.Unsupported("sizeof of a variable-length array", types.sizeT(), t.pos());
      }
      long v = isSize ? types.sizeof(ty, t.pos()) : types.alignof(ty, t.pos());
      return new Expr.IntLit(BigInteger.valueOf(v), types.sizeT(), t.pos());
    }
    return postfix(primary());
  }

  private Expr postfix(Expr e) {
    while (true) {
      Token t = peek();
      if (t.is("[")) {
        next();
        Expr idx = expression();
        expect("]", "after array subscript");
        e = sema.index(e, idx, t.pos());
      } else if (t.is("(")) {
        next();
        List<Expr> args = new ArrayList<>();
        if (!at(")")) {
          do {
            args.add(assignment());
          } while (accept(","));
        }
        expect(")", "after function arguments");
        e = call(e, args, e.pos());
      } else if (t.is(".") || t.is("->")) {
        next();
        String name = expectIdent("member name after '" + t.text() + "'");
        e = sema.member(e, name, t.is("->"), t.pos());
      } else if (t.is("++")) {
        next();
        e = sema.unary(UnaryOp.POSTINC, e, t.pos());
      } else if (t.is("--")) {
        next();
        e = sema.unary(UnaryOp.POSTDEC, e, t.pos());
      } else {
        return e;
      }
    }
  }

  private Expr call(Expr f, List<Expr> args, SourcePos pos) {
    if (f instanceof Expr.VarRef v && v.symbol() instanceof FunctionSymbol fs) {
      String n = fs.name();
      // __builtin_expect(e, c) is e (a branch hint); keep semantics, drop the hint
      if (n.equals("__builtin_expect") && args.size() == 2) {
        return Types.implicitCast(sema.rvalue(args.get(0)), new CType.Int(IntKind.LONG, true));
      }
    }
    return sema.call(f, args, pos);
  }

  private Expr primary() {
    Token t = peek();
    SourcePos p = t.pos();
    switch (t.kind()) {
      case IDENT -> {
        next();
        return identifier(t);
      }
      case INT -> {
        next();
        return intLiteral(t);
      }
      case FLOAT -> {
        next();
        int bits = org.spindle.frontend.lex.FloatLiteral.parse(t.text(), p).bits();
        CType ty = bits == 32 ? new CType.Floating(4) : bits == 64 ? new CType.Floating(8) : types.longDouble();
        return new Expr.FloatLit(t.text(), ty, p);
      }
      case CHAR -> {
        next();
        return new Expr.IntLit(new BigInteger(t.text()), Types.INT, p);
      }
      case STRING, WSTRING -> {
        StringBuilder sb = new StringBuilder();
        boolean wide = false;
        while (peek().kind() == Token.Kind.STRING || peek().kind() == Token.Kind.WSTRING) {
          Token s = next();
          wide |= s.kind() == Token.Kind.WSTRING;
          sb.append(s.text());
        }
        if (wide) {
          return new Expr.Unsupported("wide string literal",
              new CType.Array(Types.INT, sb.length() + 1, null), p);
        }
        return new Expr.StringLit(sb.toString(), new CType.Array(Types.CHAR, sb.length() + 1, null), p);
      }
      case KEYWORD -> {
        return keywordPrimary(t);
      }
      case PUNCT -> {
        if (t.is("(")) {
          next();
          enter();
          Expr e;
          if (at("{")) {
            Stmt.Block b = compoundStatement();
            CType ty = Types.VOID;
            if (!b.items().isEmpty() && b.items().get(b.items().size() - 1) instanceof Stmt.ExprStmt es
                && es.expr() != null) {
              ty = sema.rvalue(es.expr()).type();
            }
            e = new Expr.StmtExpr(b, ty, p);
          } else {
            e = expression();
          }
          expect(")", "");
          leave();
          return e;
        }
        throw unexpected("expected expression");
      }
      default -> throw unexpected("expected expression");
    }
  }

  private Expr keywordPrimary(Token t) {
    SourcePos p = t.pos();
    switch (t.text()) {
      case "__builtin_va_arg" -> {
        next();
        expect("(", "");
        assignment();
        expect(",", "");
        CType ty = typeName();
        expect(")", "");
        return new Expr.Unsupported("__builtin_va_arg", ty, p);
      }
      case "__builtin_offsetof" -> {
        next();
        expect("(", "");
        CType ty = typeName();
        expect(",", "");
        long off = offsetof(ty, p);
        expect(")", "");
        return new Expr.IntLit(BigInteger.valueOf(off), types.sizeT(), p);
      }
      case "__builtin_types_compatible_p" -> {
        next();
        expect("(", "");
        CType a = typeName();
        expect(",", "");
        CType b = typeName();
        expect(")", "");
        return new Expr.IntLit(Types.compatible(a, b) ? BigInteger.ONE : BigInteger.ZERO, Types.INT, p);
      }
      case "_Generic" -> throw new UnsupportedFeature(p, "_Generic selection");
      default -> throw unexpected("expected expression");
    }
  }

  /** {@code __builtin_offsetof(T, a.b[2].c)} folded with the struct layout. */
  private long offsetof(CType ty, SourcePos p) {
    long off = 0;
    CType cur = ty;
    boolean first = true;
    while (true) {
      if (first || accept(".")) {
        first = false;
        String name = expectIdent("member name");
        if (!(cur instanceof CType.Struct s)) throw new CompileError(p, "offsetof of a non-struct type");
        List<Integer> path = ExprSema.findMember(s, name);
        if (path == null) throw new CompileError(p, "'" + s + "' has no member named '" + name + "'");
        for (int k : path) {
          CType.Struct cs = (CType.Struct) cur;
          off += types.layout(cs, p).offsets()[k];
          cur = cs.fields().get(k).type();
        }
      } else if (accept("[")) {
        BigInteger i = constantExpression("array index in offsetof");
        expect("]", "");
        if (!(cur instanceof CType.Array a)) throw new CompileError(p, "subscript of a non-array in offsetof");
        cur = a.element();
        off += i.longValue() * types.sizeof(cur, p);
      } else {
        return off;
      }
    }
  }

  private Expr identifier(Token t) {
    String name = t.text();
    Scopes.Entry e = scopes.lookup(name);
    if (e instanceof Scopes.Sym s) return new Expr.VarRef(s.symbol(), s.symbol().type(), t.pos());
    if (e instanceof Scopes.EnumConst c) return new Expr.IntLit(c.value(), c.type(), t.pos());
    if (e instanceof Scopes.Typedef) throw new CompileError(t.pos(), "unexpected type name '" + name + "': expected expression");
    if (name.equals("__func__") || name.equals("__FUNCTION__") || name.equals("__PRETTY_FUNCTION__")) {
      String fn = currentFunctionName();
      if (fn == null) fn = "";
      return new Expr.StringLit(fn, new CType.Array(Types.CHAR, fn.length() + 1, null), t.pos());
    }
    if (at("(")) {
      FunctionSymbol f = implicitFunction(name, t.pos());
      return new Expr.VarRef(f, f.type(), t.pos());
    }
    throw new CompileError(t.pos(), "use of undeclared identifier '" + name + "'");
  }

  private Expr intLiteral(Token t) {
    IntLiteral lit = IntLiteral.parse(t.text(), t.pos());
    List<CType.Int> cands = new ArrayList<>();
    IntKind[] kinds = {IntKind.INT, IntKind.LONG, IntKind.LONGLONG};
    for (int k = lit.longs(); k < 3; k++) {
      if (!lit.unsigned()) cands.add(new CType.Int(kinds[k], true));
      if (lit.unsigned() || !lit.decimal()) cands.add(new CType.Int(kinds[k], false));
    }
    for (CType.Int c : cands) {
      int bits = c.bits(types.dm) - (c.signed() ? 1 : 0);
      if (lit.value().bitLength() <= bits) return new Expr.IntLit(lit.value(), c, t.pos());
    }
    // too large for long long: gcc uses unsigned long long with a warning
    return new Expr.IntLit(lit.value(), new CType.Int(IntKind.LONGLONG, false), t.pos());
  }
}
