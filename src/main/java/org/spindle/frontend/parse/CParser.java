package org.spindle.frontend.parse;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.frontend.lex.Token;
import org.spindle.program.DataModel;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;

/** Statements, function definitions and the translation unit; the top of the parser layers. */
public final class CParser extends DeclParser {
  private final String file;
  private final List<VarSymbol> globals = new ArrayList<>();
  private final Map<String, FunctionSymbol> functions = new LinkedHashMap<>();
  private final Declarations decls;

  // per-function state
  private FunctionSymbol currentFunction;
  private int loopDepth;
  private int breakDepth;
  private final Deque<CType> switchTypes = new ArrayDeque<>();
  private Map<String, SourcePos> labelsDefined = new HashMap<>();
  private Map<String, SourcePos> labelsUsed = new LinkedHashMap<>();

  public CParser(List<Token> toks, String file, DataModel dm) {
    super(toks, new Types(dm));
    this.file = file;
    this.decls = new Declarations(this, globals, functions);
    // GCC predefined types that are not keywords
    scopes.declare("__uint128_t", new Scopes.Typedef(new CType.Int(CType.IntKind.INT128, false)));
    scopes.declare("__int128_t", new Scopes.Typedef(new CType.Int(CType.IntKind.INT128, true)));
  }

  public TranslationUnit parseTranslationUnit() {
    while (!atEof()) {
      if (accept(";")) continue;
      if (at("asm")) { // file-scope asm("...");
        next();
        skipParens();
        expect(";", "after asm statement");
        continue;
      }
      if (at("_Static_assert")) {
        staticAssert();
        continue;
      }
      externalDeclaration();
    }
    return new TranslationUnit(file, List.copyOf(globals), java.util.Collections.unmodifiableMap(new LinkedHashMap<>(functions)));
  }

  private void externalDeclaration() {
    Token first = peek();
    if (!startsDeclaration(first)) {
      if (first.kind() == Token.Kind.IDENT && peek(1).kind() == Token.Kind.IDENT) {
        throw new CompileError(first.pos(), "unknown type name '" + first.text() + "'");
      }
      if (first.kind() != Token.Kind.IDENT && !first.is("*") && !first.is("(")) {
        throw unexpected("expected declaration");
      }
    }
    DeclSpec spec = declSpecifiers();
    if (accept(";")) return;
    boolean firstDecl = true;
    while (true) {
      Declarator d = declarator(spec.type(), false);
      if (firstDecl && d.type() instanceof CType.Function ft && at("{")
          && spec.storage() != StorageClass.TYPEDEF) {
        functionDefinition(spec, d, ft);
        return;
      }
      firstDecl = false;
      decls.declare(spec, d, true);
      if (!accept(",")) break;
    }
    expect(";", "after top level declarator");
  }

  private void functionDefinition(DeclSpec spec, Declarator d, CType.Function ft) {
    FunctionSymbol fs = decls.declareFunction(d.name(), ft, d.pos(), spec);
    if (fs.isDefined()) throw new CompileError(d.pos(), "redefinition of '" + d.name() + "'");
    currentFunction = fs;
    labelsDefined = new HashMap<>();
    labelsUsed = new LinkedHashMap<>();
    loopDepth = 0;
    breakDepth = 0;
    switchTypes.clear();
    scopes.push();
    List<VarSymbol> params = new ArrayList<>();
    List<Param> ps = d.params() == null ? List.of() : d.params();
    for (Param p : ps) {
      VarSymbol v = new VarSymbol(p.name() == null ? "" : p.name(), p.type(), VarSymbol.Storage.PARAM, false, false,
          p.pos() == null ? d.pos() : p.pos());
      params.add(v);
      if (p.name() != null) {
        if (scopes.lookupCurrent(p.name()) != null) throw new CompileError(p.pos(), "redefinition of parameter '" + p.name() + "'");
        scopes.declare(p.name(), new Scopes.Sym(v));
      }
    }
    // define early so recursive references see the symbol; the body is filled in below
    Stmt.Block body = blockBody(pos());
    scopes.pop();
    for (var e : labelsUsed.entrySet()) {
      if (!labelsDefined.containsKey(e.getKey())) {
        throw new CompileError(e.getValue(), "label '" + e.getKey() + "' used but not defined");
      }
    }
    fs.define(params, body, d.pos());
    currentFunction = null;
  }

  @Override
  String currentFunctionName() {
    return currentFunction == null ? null : currentFunction.name();
  }

  @Override
  FunctionSymbol implicitFunction(String name, SourcePos pos) {
    return decls.implicitFunction(name, pos);
  }

  // ---- statements ----
  @Override
  Stmt.Block compoundStatement() {
    SourcePos p = pos();
    scopes.push();
    Stmt.Block b = blockBody(p);
    scopes.pop();
    return b;
  }

  /** '{' items '}' in the current scope. */
  private Stmt.Block blockBody(SourcePos p) {
    expect("{", "");
    enter();
    List<Stmt> items = new ArrayList<>();
    while (!accept("}")) {
      if (atEof()) throw unexpected("expected '}'");
      if (at("__label__")) { // GNU local label declaration
        next();
        do {
          expectIdent("label name");
        } while (accept(","));
        expect(";", "");
        continue;
      }
      if (at("_Static_assert")) {
        staticAssert();
        continue;
      }
      Token t = peek();
      if (t.kind() == Token.Kind.IDENT && peek(1).kind() == Token.Kind.IDENT && scopes.lookup(t.text()) == null) {
        throw new CompileError(t.pos(), "unknown type name '" + t.text() + "'");
      }
      if (startsDeclaration(t) && !(t.kind() == Token.Kind.IDENT && peek(1).is(":"))) {
        Stmt.Decl d = localDeclaration();
        if (d != null) items.add(d);
      } else {
        items.add(statement());
      }
    }
    leave();
    return new Stmt.Block(List.copyOf(items), p);
  }

  private Stmt.Decl localDeclaration() {
    SourcePos p = pos();
    DeclSpec spec = declSpecifiers();
    List<VarSymbol> vars = new ArrayList<>();
    if (!accept(";")) {
      do {
        Declarator d = declarator(spec.type(), false);
        VarSymbol v = decls.declare(spec, d, false);
        if (v != null && v.storage() != VarSymbol.Storage.GLOBAL) vars.add(v);
      } while (accept(","));
      expect(";", "after declaration");
    }
    return vars.isEmpty() ? null : new Stmt.Decl(List.copyOf(vars), p);
  }

  private Stmt statement() {
    enter();
    Stmt s = statement0();
    leave();
    return s;
  }

  private Stmt statement0() {
    Token t = peek();
    SourcePos p = t.pos();
    if (t.kind() == Token.Kind.IDENT && peek(1).is(":")) {
      next();
      next();
      if (labelsDefined.put(t.text(), p) != null) throw new CompileError(p, "duplicate label '" + t.text() + "'");
      Stmt body = at("}") ? new Stmt.ExprStmt(null, pos()) : statement(); // C23 label at block end
      return new Stmt.Labeled(t.text(), body, p);
    }
    if (t.kind() == Token.Kind.KEYWORD) {
      switch (t.text()) {
        case "if" -> {
          next();
          expect("(", "after 'if'");
          Expr c = condition();
          expect(")", "after if condition");
          Stmt then = statement();
          Stmt otherwise = accept("else") ? statement() : null;
          return new Stmt.If(c, then, otherwise, p);
        }
        case "while" -> {
          next();
          expect("(", "after 'while'");
          Expr c = condition();
          expect(")", "after while condition");
          Stmt body = loopBody();
          return new Stmt.While(c, body, p);
        }
        case "do" -> {
          next();
          Stmt body = loopBody();
          expect("while", "in do/while loop");
          expect("(", "after 'while'");
          Expr c = condition();
          expect(")", "after do/while condition");
          expect(";", "after do/while statement");
          return new Stmt.DoWhile(body, c, p);
        }
        case "for" -> {
          return forStatement();
        }
        case "switch" -> {
          next();
          expect("(", "after 'switch'");
          Expr sel = sema.rvalue(expression());
          if (!(sel.type() instanceof CType.Int)) throw new CompileError(sel.pos(), "switch quantity not an integer");
          CType st = types.promote(sel.type());
          sel = Types.implicitCast(sel, st);
          expect(")", "after switch expression");
          switchTypes.push(st);
          breakDepth++;
          Stmt body = statement();
          breakDepth--;
          switchTypes.pop();
          return new Stmt.Switch(sel, body, p);
        }
        case "case" -> {
          next();
          if (switchTypes.isEmpty()) throw new CompileError(p, "case label not within a switch statement");
          CType.Int st = (CType.Int) switchTypes.peek();
          BigInteger lo = types.wrap(constantExpression("case label"), st);
          BigInteger hi = lo;
          if (accept("...")) hi = types.wrap(constantExpression("case label"), st);
          expect(":", "after case label");
          Stmt body = at("}") ? new Stmt.ExprStmt(null, pos()) : statement();
          if (hi.subtract(lo).compareTo(BigInteger.valueOf(1000)) > 0) {
            throw new UnsupportedFeature(p, "case range with more than 1000 values");
          }
          Stmt r = body;
          for (BigInteger v = hi; v.compareTo(lo) >= 0; v = v.subtract(BigInteger.ONE)) r = new Stmt.Case(v, r, p);
          return r;
        }
        case "default" -> {
          next();
          if (switchTypes.isEmpty()) throw new CompileError(p, "'default' label not within a switch statement");
          expect(":", "after 'default'");
          Stmt body = at("}") ? new Stmt.ExprStmt(null, pos()) : statement();
          return new Stmt.Default(body, p);
        }
        case "goto" -> {
          next();
          if (at("*")) throw new UnsupportedFeature(p, "computed goto");
          String label = expectIdent("label name after 'goto'");
          labelsUsed.putIfAbsent(label, p);
          expect(";", "after goto statement");
          return new Stmt.Goto(label, p);
        }
        case "break" -> {
          next();
          if (breakDepth == 0) throw new CompileError(p, "break statement not within loop or switch");
          expect(";", "after break statement");
          return new Stmt.Break(p);
        }
        case "continue" -> {
          next();
          if (loopDepth == 0) throw new CompileError(p, "continue statement not within a loop");
          expect(";", "after continue statement");
          return new Stmt.Continue(p);
        }
        case "return" -> {
          next();
          Expr v = null;
          if (!at(";")) {
            v = expression();
            CType rt = currentFunction.type().returnType();
            if (!(rt instanceof CType.Void)) v = sema.convertAssign(v, rt, v.pos(), "returning");
            else v = sema.rvalue(v);
          }
          expect(";", "after return statement");
          return new Stmt.Return(v, p);
        }
        case "asm" -> {
          return asmStatement();
        }
        default -> { }
      }
    }
    if (t.is("{")) return compoundStatement();
    if (accept(";")) return new Stmt.ExprStmt(null, p);
    Expr e = expression();
    expect(";", "after expression");
    return new Stmt.ExprStmt(e, p);
  }

  private Expr condition() {
    Expr c = sema.rvalue(expression());
    if (!CType.isScalar(c.type())) {
      throw new CompileError(c.pos(), "used " + c.type() + " where scalar is required");
    }
    return c;
  }

  private Stmt loopBody() {
    loopDepth++;
    breakDepth++;
    Stmt s = statement();
    loopDepth--;
    breakDepth--;
    return s;
  }

  private Stmt forStatement() {
    SourcePos p = next().pos();
    expect("(", "after 'for'");
    scopes.push();
    Stmt init = null;
    if (startsDeclaration(peek())) {
      init = localDeclaration();
    } else if (!accept(";")) {
      SourcePos ip = pos();
      Expr e = expression();
      expect(";", "in 'for' statement");
      init = new Stmt.ExprStmt(e, ip);
    }
    Expr cond = at(";") ? null : condition();
    expect(";", "in 'for' statement");
    Expr step = at(")") ? null : expression();
    expect(")", "after 'for' clauses");
    Stmt body = loopBody();
    scopes.pop();
    return new Stmt.For(init, cond, step, body, p);
  }

  private Stmt asmStatement() {
    SourcePos p = next().pos();
    while (at("volatile") || at("inline") || at("goto")) next();
    StringBuilder text = new StringBuilder();
    expect("(", "after 'asm'");
    int d = 1;
    while (d > 0) {
      Token t = next();
      if (t.kind() == Token.Kind.EOF) throw new CompileError(t.pos(), "unexpected end of file");
      if (t.is("(")) d++;
      else if (t.is(")")) d--;
      if (d > 0) text.append(t.kind() == Token.Kind.STRING ? '"' + t.text() + '"' : t.text()).append(' ');
    }
    expect(";", "after asm statement");
    return new Stmt.Asm(text.toString().trim(), p);
  }
}
