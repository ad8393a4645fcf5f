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

/** Declaration specifiers: storage classes, qualifiers, basic types, struct/union/enum, typeof. */
abstract class SpecifierParser extends ExprParser {
  enum StorageClass { NONE, TYPEDEF, EXTERN, STATIC, AUTO, REGISTER }

  record DeclSpec(CType type, StorageClass storage, boolean threadLocal, boolean explicitType, SourcePos pos) {}

  record Param(String name, CType type, SourcePos pos) {}

  /** A declarator applied to its base type; params are those of the function declarator nearest the name. */
  record Declarator(String name, SourcePos pos, CType type, List<Param> params) {}

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
        scopes.declare(name, new Scopes.EnumConst(next, enumeratorType(next)));
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

  private static CType enumeratorType(BigInteger v) {
    if (v.bitLength() <= 31) return Types.INT;
    if (v.signum() > 0 && v.bitLength() <= 32) return Types.UINT;
    if (v.bitLength() <= 63) return new CType.Int(IntKind.LONGLONG, true);
    return new CType.Int(IntKind.LONGLONG, false);
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


  SpecifierParser(List<Token> toks, Types types) {
    super(toks, types);
  }

  /** Parses a (possibly abstract) declarator and applies it to {@code base}. */
  abstract Declarator declarator(CType base, boolean allowAbstract);
}
