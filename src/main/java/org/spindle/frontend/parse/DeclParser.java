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

/** Declaration specifiers, declarators, struct/union/enum specifiers, type names, initializer syntax. */
abstract class DeclParser extends ExprParser {
  enum StorageClass { NONE, TYPEDEF, EXTERN, STATIC, AUTO, REGISTER }

  record DeclSpec(CType type, StorageClass storage, boolean threadLocal, boolean explicitType, SourcePos pos) {}

  record Param(String name, CType type, SourcePos pos) {}

  /** A declarator applied to its base type; params are those of the function declarator nearest the name. */
  record Declarator(String name, SourcePos pos, CType type, List<Param> params) {}

  private record DeclTree(String name, SourcePos pos, UnaryOperator<CType> wrap, List<Param> params) {}

  final InitResolver inits;

  DeclParser(List<Token> toks, Types types) {
    super(toks, types);
    this.inits = new InitResolver(sema);
  }

  private static final java.util.Set<String> SPEC_KEYWORDS = java.util.Set.of(
      "typedef", "extern", "static", "auto", "register", "_Thread_local", "const", "volatile",
      "restrict", "_Atomic", "inline", "_Noreturn", "_Alignas", "void", "char", "short", "int",
      "long", "float", "double", "signed", "unsigned", "_Bool", "_Complex", "_Imaginary",
      "struct", "union", "enum", "typeof", "__int128", "__builtin_va_list", "_Float16",
      "_Float32", "_Float64", "_Float128", "_Float32x", "_Float64x", "_Float128x", "__float128",
      "__float80", "__auto_type");

  /** Can this token start declaration specifiers (lexer hack: typedef names count)? */
  final boolean startsDeclaration(Token t) {
    if (t.kind() == Token.Kind.KEYWORD) return SPEC_KEYWORDS.contains(t.text());
    return t.kind() == Token.Kind.IDENT && scopes.isTypedefName(t.text());
  }

  @Override
  final boolean startsTypeName(Token t) {
    return startsDeclaration(t);
  }

  final DeclSpec declSpecifiers() {
    SourcePos start = pos();
    StorageClass storage = StorageClass.NONE;
    boolean threadLocal = false;
    int longs = 0;
    int shorts = 0;
    boolean signed = false;
    boolean unsigned = false;
    boolean complex = false;
    String base = null; // void char int float double _Bool __int128 or null
    CType named = null; // struct/union/enum/typedef/typeof result
    boolean any = false;
    while (true) {
      Token t = peek();
      if (t.kind() == Token.Kind.IDENT) {
        if (named == null && base == null && longs == 0 && shorts == 0 && !signed && !unsigned && !complex
            && scopes.lookup(t.text()) instanceof Scopes.Typedef td) {
          next();
          named = td.type();
          any = true;
          continue;
        }
        break;
      }
      if (t.kind() != Token.Kind.KEYWORD) break;
      String k = t.text();
      switch (k) {
        case "typedef", "extern", "static", "auto", "register" -> {
          StorageClass sc = StorageClass.valueOf(k.toUpperCase());
          if (storage != StorageClass.NONE && storage != sc) {
            throw new CompileError(t.pos(), "multiple storage classes in declaration specifiers");
          }
          storage = sc;
          next();
        }
        case "_Thread_local" -> {
          threadLocal = true;
          next();
        }
        case "const", "volatile", "restrict", "inline", "_Noreturn" -> next();
        case "_Atomic" -> {
          next();
          if (at("(")) {
            next();
            named = typeName();
            expect(")", "");
          }
        }
        case "_Alignas" -> {
          next();
          skipParens();
        }
        case "signed" -> {
          signed = true;
          next();
        }
        case "unsigned" -> {
          unsigned = true;
          next();
        }
        case "long" -> {
          longs++;
          next();
        }
        case "short" -> {
          shorts++;
          next();
        }
        case "_Complex", "_Imaginary" -> {
          complex = true;
          next();
        }
        case "void", "char", "int", "float", "double", "_Bool", "__int128", "_Float16", "_Float32",
            "_Float64", "_Float128", "_Float32x", "_Float64x", "_Float128x", "__float128", "__float80" -> {
          if (base != null || named != null) throw new CompileError(t.pos(), "two or more data types in declaration specifiers");
          base = k;
          next();
        }
        case "__builtin_va_list" -> {
          next();
          named = new CType.Pointer(Types.CHAR);
        }
        case "struct", "union" -> {
          if (base != null || named != null) throw new CompileError(t.pos(), "two or more data types in declaration specifiers");
          next();
          named = structSpecifier(k.equals("union"), t.pos());
        }
        case "enum" -> {
          if (base != null || named != null) throw new CompileError(t.pos(), "two or more data types in declaration specifiers");
          next();
          named = enumSpecifier(t.pos());
        }
        case "typeof" -> {
          next();
          expect("(", "after typeof");
          if (startsTypeName(peek())) {
            named = typeName();
          } else {
            named = expression().type();
          }
          expect(")", "");
        }
        case "__auto_type" -> throw new UnsupportedFeature(t.pos(), "__auto_type");
        default -> {
          return finish(start, storage, threadLocal, longs, shorts, signed, unsigned, complex, base, named, any);
        }
      }
      any = true;
    }
    return finish(start, storage, threadLocal, longs, shorts, signed, unsigned, complex, base, named, any);
  }

  private DeclSpec finish(SourcePos start, StorageClass storage, boolean threadLocal, int longs, int shorts,
      boolean signed, boolean unsigned, boolean complex, String base, CType named, boolean any) {
    boolean explicit = base != null || named != null || longs > 0 || shorts > 0 || signed || unsigned || complex;
    CType t;
    if (named != null) {
      if (longs > 0 || shorts > 0 || signed || unsigned) throw new CompileError(start, "invalid combination of type specifiers");
      t = named;
    } else if (base == null && !explicit) {
      t = Types.INT; // implicit int (gcc warns)
    } else {
      t = basicType(start, base, longs, shorts, signed, unsigned, complex);
    }
    return new DeclSpec(t, storage, threadLocal, explicit, start);
  }

  private CType basicType(SourcePos p, String base, int longs, int shorts, boolean signed, boolean unsigned, boolean complex) {
    if (signed && unsigned) throw new CompileError(p, "both 'signed' and 'unsigned' in declaration specifiers");
    boolean sgn = !unsigned;
    String b = base == null ? "int" : base;
    CType t = switch (b) {
      case "void" -> Types.VOID;
      case "_Bool" -> Types.BOOL;
      case "char" -> new CType.Int(IntKind.CHAR, sgn);
      case "__int128" -> new CType.Int(IntKind.INT128, sgn);
      case "float", "_Float32" -> new CType.Floating(4);
      case "double" -> longs > 0 ? types.longDouble() : new CType.Floating(8);
      case "_Float64", "_Float32x" -> new CType.Floating(8);
      case "_Float16" -> new CType.Floating(2);
      case "_Float64x", "__float80" -> types.longDouble();
      case "_Float128", "_Float128x", "__float128" -> new CType.Floating(16);
      default -> shorts > 0 ? new CType.Int(IntKind.SHORT, sgn)
          : longs == 1 ? new CType.Int(IntKind.LONG, sgn)
          : longs >= 2 ? new CType.Int(IntKind.LONGLONG, sgn)
          : new CType.Int(IntKind.INT, sgn);
    };
    if (complex) {
      t = t instanceof CType.Floating f ? new CType.Floating(2 * f.bytes()) : new CType.Floating(2 * (int) types.sizeof(t, p));
    }
    return t;
  }

  private CType structSpecifier(boolean union, SourcePos p) {
    String tag = null;
    if (peek().kind() == Token.Kind.IDENT) tag = next().text();
    if (at("{")) {
      CType.Struct s = null;
      if (tag != null) {
        Scopes.Tag existing = scopes.lookupTagCurrent(tag);
        if (existing instanceof Scopes.StructTag st && st.type().isUnion() == union) {
          if (st.type().isComplete()) throw new CompileError(p, "redefinition of '" + st.type() + "'");
          s = st.type();
        }
      }
      if (s == null) {
        s = new CType.Struct(tag, union);
        if (tag != null) scopes.declareTag(tag, new Scopes.StructTag(s));
      }
      next();
      s.complete(structBody(s));
      return s;
    }
    if (tag == null) throw unexpected("expected '{' or tag name after '" + (union ? "union" : "struct") + "'");
    // 'struct S;' alone declares a new incomplete type in the current scope
    boolean forwardDecl = at(";");
    Scopes.Tag existing = forwardDecl ? scopes.lookupTagCurrent(tag) : scopes.lookupTag(tag);
    if (existing instanceof Scopes.StructTag st) {
      if (st.type().isUnion() != union) throw new CompileError(p, "'" + tag + "' defined as wrong kind of tag");
      return st.type();
    }
    if (existing instanceof Scopes.EnumTag) throw new CompileError(p, "'" + tag + "' defined as wrong kind of tag");
    CType.Struct s = new CType.Struct(tag, union);
    scopes.declareTag(tag, new Scopes.StructTag(s));
    return s;
  }

  private List<CType.Struct.Field> structBody(CType.Struct s) {
    List<CType.Struct.Field> fields = new ArrayList<>();
    java.util.Set<String> names = new java.util.HashSet<>();
    while (!accept("}")) {
      if (atEof()) throw unexpected("expected '}'");
      if (accept(";")) continue;
      if (at("_Static_assert")) {
        staticAssert();
        continue;
      }
      SourcePos fp = pos();
      DeclSpec spec = declSpecifiers();
      if (!spec.explicitType()) throw unexpected("expected specifier-qualifier-list");
      if (at(";")) {
        // anonymous struct/union member
        if (spec.type() instanceof CType.Struct inner && inner.tag() == null) {
          fields.add(new CType.Struct.Field(null, inner, -1));
        }
        next();
        continue;
      }
      do {
        String name = null;
        CType ft = spec.type();
        SourcePos np = pos();
        if (!at(":")) {
          Declarator d = declarator(spec.type(), false);
          name = d.name();
          ft = d.type();
          np = d.pos();
        }
        int width = -1;
        if (accept(":")) {
          BigInteger w = constantExpression("bit-field width");
          if (!(ft instanceof CType.Int fi)) throw new CompileError(np, "bit-field has invalid type");
          if (w.signum() < 0 || w.compareTo(BigInteger.valueOf(fi.bits(types.dm))) > 0) {
            throw new CompileError(np, "invalid width of bit-field '" + (name == null ? "<anonymous>" : name) + "'");
          }
          if (w.signum() == 0 && name != null) throw new CompileError(np, "zero width for bit-field '" + name + "'");
          width = w.intValue();
        }
        if (ft instanceof CType.Function) throw new CompileError(np, "field '" + name + "' declared as a function");
        if (name != null && !names.add(name)) throw new CompileError(np, "duplicate member '" + name + "'");
        fields.add(new CType.Struct.Field(name, ft, width));
      } while (accept(","));
      expect(";", "at end of member declaration");
      if (fp.equals(pos())) throw unexpected("expected member declaration");
    }
    return fields;
  }

  private CType enumSpecifier(SourcePos p) {
    String tag = null;
    if (peek().kind() == Token.Kind.IDENT) tag = next().text();
    if (accept("{")) {
      if (tag != null) {
        if (scopes.lookupTagCurrent(tag) instanceof Scopes.EnumTag et && et.complete()) {
          throw new CompileError(p, "redeclaration of 'enum " + tag + "'");
        }
        scopes.declareTag(tag, new Scopes.EnumTag(true));
      }
      BigInteger next = BigInteger.ZERO;
      while (!accept("}")) {
        Token id = peek();
        String name = expectIdent("identifier in enumerator list");
        if (accept("=")) next = constantExpression("enumerator value for '" + name + "'");
        if (scopes.lookupCurrent(name) != null) throw new CompileError(id.pos(), "redeclaration of '" + name + "'");
        scopes.declare(name, new Scopes.EnumConst(next));
        next = next.add(BigInteger.ONE);
        if (!accept(",")) {
          expect("}", "in enumerator list");
          break;
        }
      }
      return Types.INT;
    }
    if (tag == null) throw unexpected("expected '{' or tag name after 'enum'");
    if (scopes.lookupTag(tag) == null) scopes.declareTag(tag, new Scopes.EnumTag(false));
    return Types.INT;
  }

  final void staticAssert() {
    SourcePos p = next().pos();
    expect("(", "after _Static_assert");
    BigInteger v = constantExpression("static assertion");
    if (accept(",")) {
      while (peek().kind() == Token.Kind.STRING) next();
    }
    expect(")", "");
    expect(";", "after _Static_assert");
    if (v.signum() == 0) throw new CompileError(p, "static assertion failed");
  }

  /** Parses a (possibly abstract) declarator and applies it to {@code base}. */
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
