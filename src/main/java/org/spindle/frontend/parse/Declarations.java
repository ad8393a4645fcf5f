package org.spindle.frontend.parse;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.SourcePos;

/**
 * Declares names: typedefs, functions (one symbol per name, prototypes merged with definitions)
 * and variables (tentative definitions and extern declarations of a global share one symbol).
 */
final class Declarations {
  private final DeclParser p;
  private final List<VarSymbol> globals;
  private final Map<String, FunctionSymbol> functions;
  private final Map<String, VarSymbol> globalVars = new HashMap<>();

  Declarations(DeclParser p, List<VarSymbol> globals, Map<String, FunctionSymbol> functions) {
    this.p = p;
    this.globals = globals;
    this.functions = functions;
  }

  /** Declares one declarator (and parses its initializer); returns the variable or null. */
  VarSymbol declare(DeclParser.DeclSpec spec, DeclParser.Declarator d, boolean fileScope) {
    String name = d.name();
    CType t = d.type();
    SourcePos pos = d.pos();
    if (spec.storage() == DeclParser.StorageClass.TYPEDEF) {
      Scopes.Entry old = p.scopes.lookupCurrent(name);
      if (old != null && !(old instanceof Scopes.Typedef td && Types.compatible(td.type(), t))) {
        throw new CompileError(pos, old instanceof Scopes.Typedef ? "conflicting types for '" + name + "'"
            : "'" + name + "' redeclared as different kind of symbol");
      }
      if (t instanceof CType.Struct s) s.setTypedefNameIfAbsent(name);
      if (p.at("=")) throw new CompileError(p.pos(), "typedef '" + name + "' is initialized");
      p.scopes.declare(name, new Scopes.Typedef(t));
      return null;
    }
    if (t instanceof CType.Function ft) {
      if (p.at("=")) throw new CompileError(p.pos(), "function '" + name + "' is initialized like a variable");
      declareFunction(name, ft, pos, spec);
      return null;
    }
    if (t instanceof CType.Void) throw new CompileError(pos, "variable or field '" + name + "' declared void");
    boolean isExtern = spec.storage() == DeclParser.StorageClass.EXTERN;
    VarSymbol v;
    if (fileScope || isExtern) {
      Scopes.Entry cur = p.scopes.lookupCurrent(name);
      if (!fileScope && cur != null && !(cur instanceof Scopes.Sym s && s.symbol() instanceof VarSymbol vs && vs.isGlobal())) {
        throw new CompileError(pos, "extern declaration of '" + name + "' follows declaration with no linkage");
      }
      v = globalVars.get(name);
      if (v != null) {
        if (!Types.compatible(v.type(), t)) throw new CompileError(pos, "conflicting types for '" + name + "'");
        if (t instanceof CType.Array a && a.isComplete() && !(v.type() instanceof CType.Array va && va.isComplete())) {
          v.setType(t);
        }
        if (!isExtern) v.setExtern(false);
      } else {
        if (functions.containsKey(name) && !functions.get(name).implicitlyDeclared()
            || (cur != null && !(cur instanceof Scopes.Sym))) {
          throw new CompileError(pos, "'" + name + "' redeclared as different kind of symbol");
        }
        v = new VarSymbol(name, t, VarSymbol.Storage.GLOBAL, isExtern, spec.threadLocal(), pos);
        globals.add(v);
        globalVars.put(name, v);
      }
    } else {
      if (p.scopes.lookupCurrent(name) != null) throw new CompileError(pos, "redeclaration of '" + name + "'");
      boolean isStatic = spec.storage() == DeclParser.StorageClass.STATIC;
      v = new VarSymbol(name, t, isStatic ? VarSymbol.Storage.STATIC_LOCAL : VarSymbol.Storage.LOCAL, false,
          spec.threadLocal(), pos);
      if (isStatic) globals.add(v);
    }
    p.scopes.declare(name, new Scopes.Sym(v));
    if (p.accept("=")) {
      if (isExtern && !fileScope) throw new CompileError(pos, "'" + name + "' has both 'extern' and initializer");
      if (v.init() != null) throw new CompileError(pos, "redefinition of '" + name + "'");
      InitResolver.Resolved r = p.inits.resolve(v.type(), p.rawInitializer());
      v.setInit(r.init());
      if (r.type() != v.type()) v.setType(r.type());
      if (isExtern) v.setExtern(false);
    } else if (!fileScope && !isExtern && v.storage() != VarSymbol.Storage.GLOBAL) {
      CType vt = v.type();
      if ((vt instanceof CType.Array a && !a.isComplete() && a.vlaLength() == null)
          || (vt instanceof CType.Struct s && !s.isComplete())) {
        throw new CompileError(pos, "storage size of '" + name + "' isn't known");
      }
    }
    return v;
  }

  FunctionSymbol declareFunction(String name, CType.Function ft, SourcePos pos, DeclParser.DeclSpec spec) {
    FunctionSymbol fs = functions.get(name);
    if (fs != null) {
      if (fs.implicitlyDeclared()) {
        fs.setType(ft);
        fs.setImplicitlyDeclared(false);
      } else if (!Types.compatible(fs.type(), ft)) {
        throw new CompileError(pos, "conflicting types for '" + name + "'");
      } else if (ft.prototyped() && !fs.type().prototyped()) {
        fs.setType(ft);
      }
    } else {
      if (globalVars.containsKey(name)) throw new CompileError(pos, "'" + name + "' redeclared as different kind of symbol");
      fs = new FunctionSymbol(name, ft, pos);
      functions.put(name, fs);
    }
    Scopes.Entry cur = p.scopes.lookupCurrent(name);
    if (cur != null && !(cur instanceof Scopes.Sym s && s.symbol() == fs)) {
      throw new CompileError(pos, "'" + name + "' redeclared as different kind of symbol");
    }
    p.scopes.declare(name, new Scopes.Sym(fs));
    return fs;
  }

  FunctionSymbol implicitFunction(String name, SourcePos pos) {
    FunctionSymbol fs = functions.get(name);
    if (fs == null) {
      fs = new FunctionSymbol(name, new CType.Function(Types.INT, List.of(), false, false), pos);
      fs.setImplicitlyDeclared(true);
      functions.put(name, fs);
      p.scopes.declareFile(name, new Scopes.Sym(fs));
    }
    return fs;
  }
}
