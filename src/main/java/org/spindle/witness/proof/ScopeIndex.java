package org.spindle.witness.proof;

import com.google.common.collect.ImmutableMap;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.SourcePos;

/**
 * Which C variable a name denotes before each statement, from the AST's block structure: the
 * innermost declaration already passed in an enclosing block of the function, else a file-scope
 * variable declared before. Keys are the statement starts of the lowering
 * ({@link org.spindle.program.SourceMap}): a statement's first token, and for {@code while}/{@code
 * for} loop heads the loop keyword with the scope inside the loop (a {@code for} declaration
 * included). A key met twice with different scopes (macro expansions) is ambiguous and has no
 * scope: nothing may be said there.
 */
final class ScopeIndex {
  /** The function a statement belongs to and the local variables visible before it, by name. */
  record Scope(String function, ImmutableMap<String, VarSymbol> locals) {}

  private record Key(SourcePos pos, boolean loopHead) {}

  private final Map<Key, Scope> scopes = new HashMap<>();
  private final Set<Key> ambiguous = new HashSet<>();
  private final Map<String, VarSymbol> globals = new HashMap<>();
  private final Set<String> ambiguousGlobals = new HashSet<>();
  private final Map<String, Set<VarSymbol>> staticLocals = new HashMap<>();

  private ScopeIndex() {}

  static ScopeIndex of(TranslationUnit unit) {
    ScopeIndex x = new ScopeIndex();
    for (VarSymbol g : unit.globals()) {
      if (x.globals.put(g.name(), g) != null) x.ambiguousGlobals.add(g.name());
    }
    for (FunctionSymbol f : unit.functions().values()) {
      if (f.body() == null) continue;
      Deque<Map<String, VarSymbol>> stack = new ArrayDeque<>();
      Map<String, VarSymbol> params = new LinkedHashMap<>();
      for (VarSymbol p : f.params()) params.put(p.name(), p);
      stack.push(params);
      x.walk(f.name(), f.body(), stack);
    }
    return x;
  }

  /** The scope before the statement at {@code pos} (its loop head if {@code loopHead}), or null. */
  Scope at(SourcePos pos, boolean loopHead) {
    Key k = new Key(pos, loopHead);
    return ambiguous.contains(k) ? null : scopes.get(k);
  }

  /** The file-scope variable {@code name} if it is declared before {@code pos} and unique. */
  VarSymbol global(String name, SourcePos pos) {
    VarSymbol g = globals.get(name);
    if (g == null || ambiguousGlobals.contains(name) || !before(g.pos(), pos)) return null;
    return g;
  }

  /** True if {@code v} is a block-scope static variable (its object is a global). */
  boolean isStaticLocal(VarSymbol v) {
    return staticLocals.getOrDefault(v.name(), Set.of()).contains(v);
  }

  private static boolean before(SourcePos a, SourcePos b) {
    if (a == null || !a.file().equals(b.file())) return false;
    return a.line() < b.line() || a.line() == b.line() && a.col() < b.col();
  }

  private void record(SourcePos pos, boolean loopHead, String function, Deque<Map<String, VarSymbol>> stack) {
    Map<String, VarSymbol> visible = new HashMap<>();
    // outermost first, so inner declarations win
    var it = stack.descendingIterator();
    while (it.hasNext()) visible.putAll(it.next());
    Scope s = new Scope(function, ImmutableMap.copyOf(visible));
    Key k = new Key(pos, loopHead);
    Scope old = scopes.putIfAbsent(k, s);
    if (old != null && !old.equals(s)) ambiguous.add(k);
  }

  private void walk(String fn, Stmt s, Deque<Map<String, VarSymbol>> stack) {
    if (s == null) return;
    if (Stmt.isProgramPoint(s)) record(s.pos(), false, fn, stack);
    if (s instanceof Stmt.Block b) {
      stack.push(new LinkedHashMap<>());
      for (Stmt i : b.items()) walk(fn, i, stack);
      stack.pop();
    } else if (s instanceof Stmt.Decl d) {
      for (VarSymbol v : d.vars()) {
        // a block-scope extern hides outer locals of its name and denotes no object we know
        stack.peek().put(v.name(), v);
        if (v.storage() == VarSymbol.Storage.STATIC_LOCAL) {
          staticLocals.computeIfAbsent(v.name(), k -> new HashSet<>()).add(v);
        }
      }
    } else if (s instanceof Stmt.If i) {
      sub(fn, i.then(), stack);
      sub(fn, i.otherwise(), stack);
    } else if (s instanceof Stmt.While w) {
      record(w.pos(), true, fn, stack);
      sub(fn, w.body(), stack);
    } else if (s instanceof Stmt.DoWhile w) {
      sub(fn, w.body(), stack);
    } else if (s instanceof Stmt.For f) {
      stack.push(new LinkedHashMap<>());
      if (f.init() instanceof Stmt.Decl d) {
        for (VarSymbol v : d.vars()) stack.peek().put(v.name(), v);
      }
      record(f.pos(), true, fn, stack);
      sub(fn, f.body(), stack);
      stack.pop();
    } else if (s instanceof Stmt.Switch w) {
      sub(fn, w.body(), stack);
    } else if (s instanceof Stmt.Case c) {
      walk(fn, c.stmt(), stack);
    } else if (s instanceof Stmt.Default d) {
      walk(fn, d.stmt(), stack);
    } else if (s instanceof Stmt.Labeled l) {
      walk(fn, l.stmt(), stack);
    }
  }

  /** A sub-statement is a block of its own (C99 6.8.4, 6.8.5). */
  private void sub(String fn, Stmt s, Deque<Map<String, VarSymbol>> stack) {
    stack.push(new LinkedHashMap<>());
    walk(fn, s, stack);
    stack.pop();
  }
}
