package org.spindle.frontend.lower;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.ast.VarSymbol;

/**
 * Whole-program facts gathered before lowering: functions reachable from main, variables whose
 * address is taken (they may escape to other threads, so they are treated as shared), globals
 * that are referenced (only those get memory objects) and static locals.
 */
final class Facts {
  final Set<FunctionSymbol> reachable = new LinkedHashSet<>();
  final Set<VarSymbol> addressTaken = new HashSet<>();
  final Set<VarSymbol> referencedGlobals = new LinkedHashSet<>();
  /** Variables assigned or incremented somewhere in reachable code (by name of the root object). */
  final Set<VarSymbol> written = new HashSet<>();
  private final Map<FunctionSymbol, Boolean> spawnMemo = new HashMap<>();
  private final Map<VarSymbol, FunctionSymbol> fnTargets = new HashMap<>();
  private final Set<VarSymbol> fnUnknown = new HashSet<>();
  /** Some pthread_join passes a status pointer (thread return values must be recorded). */
  boolean joinsWithStatus;
  /** Calls of pthread_key_create in reachable code: the number of keys per thread (D46). */
  int keyCreateSites;

  Facts(TranslationUnit unit, FunctionSymbol main) {
    Deque<FunctionSymbol> work = new ArrayDeque<>();
    work.add(main);
    reachable.add(main);
    // functions and globals reach each other (calls, initializers holding function addresses)
    Set<VarSymbol> doneGlobals = new HashSet<>();
    while (true) {
      while (!work.isEmpty()) {
        FunctionSymbol f = work.poll();
        if (f.body() == null) continue;
        AstWalk.stmt(f.body(), s -> {
          if (s instanceof Stmt.Decl d) {
            for (VarSymbol v : d.vars()) {
              if (v.isGlobal() || v.isExtern()) referencedGlobals.add(v);
              if (v.init() instanceof org.spindle.frontend.ast.Initializer.Scalar sc) recordFnAssign(v, sc.expr());
            }
          }
        }, e -> visit(e, work));
      }
      List<VarSymbol> pending = new ArrayList<>();
      for (VarSymbol g : referencedGlobals) if (!doneGlobals.contains(g)) pending.add(g);
      if (pending.isEmpty()) break;
      for (VarSymbol g : pending) {
        doneGlobals.add(g);
        if (g.init() instanceof org.spindle.frontend.ast.Initializer.Scalar sc) recordFnAssign(g, sc.expr());
        AstWalk.init(g.init(), e -> {
          visit(e, work);
          if (e instanceof Expr.VarRef r && r.symbol() instanceof VarSymbol v) referencedGlobals.add(v);
        });
      }
    }
  }

  private void visit(Expr e, Deque<FunctionSymbol> work) {
    if (e instanceof Expr.Call c && CallLowerer.directTarget(c.function()) != null
        && CallLowerer.directTarget(c.function()).name().equals("pthread_join") && c.args().size() > 1
        && !isNullConstant(c.args().get(1))) {
      joinsWithStatus = true;
    }
    if (e instanceof Expr.Call c && CallLowerer.directTarget(c.function()) != null
        && CallLowerer.directTarget(c.function()).name().equals("pthread_key_create")) {
      keyCreateSites++;
    }
    if (e instanceof Expr.VarRef r) {
      if (r.symbol() instanceof FunctionSymbol f && reachable.add(f)) work.add(f);
      if (r.symbol() instanceof VarSymbol v && v.isGlobal()) referencedGlobals.add(v);
    } else if (e instanceof Expr.Unary u && u.op() == Expr.UnaryOp.ADDR) {
      markRoot(u.operand());
    } else if (e instanceof Expr.Unary u && u.op() != Expr.UnaryOp.DEREF && u.op() != Expr.UnaryOp.NEG
        && u.op() != Expr.UnaryOp.PLUS && u.op() != Expr.UnaryOp.BITNOT && u.op() != Expr.UnaryOp.LOGNOT) {
      markWritten(u.operand());
    } else if (e instanceof Expr.Assign a) {
      markWritten(a.target());
      if (a.target() instanceof Expr.VarRef r && r.symbol() instanceof VarSymbol v) {
        if (a.op() == null) recordFnAssign(v, a.value());
        else fnUnknown.add(v);
      }
    } else if (e instanceof Expr.Cast c && c.operand().type() instanceof CType.Array) {
      markRoot(c.operand());
    } else if (e instanceof Expr.Index i && i.base().type() instanceof CType.Pointer) {
      // nothing: pointer base is a value
    }
  }

  private void recordFnAssign(VarSymbol v, Expr value) {
    if (!isFunctionPointer(v.type())) return;
    FunctionSymbol f = CallLowerer.directTarget(value);
    if (f == null || (fnTargets.containsKey(v) && fnTargets.get(v) != f)) fnUnknown.add(v);
    else fnTargets.put(v, f);
  }

  static boolean isFunctionPointer(CType t) {
    return t instanceof CType.Pointer p && p.target() instanceof CType.Function;
  }

  /**
   * The only function ever stored in a function-pointer variable (assigned only function
   * designators, all the same, address never taken), or null. Calls through it are direct calls.
   */
  FunctionSymbol staticFunction(VarSymbol v) {
    if (!isFunctionPointer(v.type()) || fnUnknown.contains(v) || addressTaken.contains(v)) return null;
    if (v.isGlobal() && v.init() != null && !(v.init() instanceof org.spindle.frontend.ast.Initializer.Scalar)) return null;
    return fnTargets.get(v);
  }

  static boolean isNullConstant(Expr e) {
    while (e instanceof Expr.Cast c) e = c.operand();
    return e instanceof Expr.IntLit l && l.value().signum() == 0;
  }

  private void markWritten(Expr e) {
    while (true) {
      if (e instanceof Expr.VarRef r) {
        if (r.symbol() instanceof VarSymbol v) written.add(v);
        return;
      } else if (e instanceof Expr.Member m && !m.arrow()) {
        e = m.base();
      } else if (e instanceof Expr.Index i && i.base().type() instanceof CType.Array) {
        e = i.base();
      } else if (e instanceof Expr.Cast c) {
        e = c.operand();
      } else {
        return;
      }
    }
  }

  /** A global whose value never changes: never written, address never taken. */
  boolean isReadOnly(VarSymbol v) {
    return v.isGlobal() && !v.isThreadLocal() && !written.contains(v) && !addressTaken.contains(v);
  }

  private void markRoot(Expr e) {
    while (true) {
      if (e instanceof Expr.VarRef r) {
        if (r.symbol() instanceof VarSymbol v) addressTaken.add(v);
        return;
      } else if (e instanceof Expr.Member m && !m.arrow()) {
        e = m.base();
      } else if (e instanceof Expr.Index i && i.base().type() instanceof CType.Array) {
        e = i.base();
      } else if (e instanceof Expr.Cast c && c.operand().type() instanceof CType.Array) {
        e = c.operand();
      } else {
        return;
      }
    }
  }

  boolean isShared(VarSymbol v) {
    return (v.isGlobal() && !v.isThreadLocal()) || addressTaken.contains(v);
  }

  /** True if the function (transitively) creates threads, allocates memory or joins threads. */
  boolean needsUnrolling(FunctionSymbol f) {
    Boolean m = spawnMemo.get(f);
    if (m != null) return m;
    spawnMemo.put(f, false); // recursion guard (recursion is rejected later anyway)
    boolean r = f.body() != null && needsUnrolling(f.body());
    spawnMemo.put(f, r);
    return r;
  }

  boolean needsUnrolling(Stmt s) {
    boolean[] found = {false};
    AstWalk.stmt(s, x -> {}, e -> {
      if (found[0]) return;
      if (e instanceof Expr.VarRef r && r.symbol() instanceof FunctionSymbol f) {
        if (Builtins.isUnrollTrigger(f.name()) || (f.body() != null && needsUnrolling(f))) found[0] = true;
      }
    });
    return found[0];
  }
}
