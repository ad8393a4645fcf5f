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
  /** Functions stored into function-pointer variables by plain assignments and initializers. */
  private final Map<VarSymbol, Set<FunctionSymbol>> fnTargets = new HashMap<>();
  /** Function-pointer variables that may hold other values (parameters, other stores). */
  private final Set<VarSymbol> fnUnknown = new HashSet<>();
  /**
   * Functions used as values (not only called directly), in the order met: the only functions a
   * function pointer can point to (D48).
   */
  final Set<FunctionSymbol> addressTakenFunctions = new LinkedHashSet<>();
  /** The function-designator nodes that are callees of direct calls (identity). */
  private final Set<Expr> calleeRefs = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
  /** Some pthread_join passes a status pointer (thread return values must be recorded). */
  boolean joinsWithStatus;
  /** Calls of pthread_key_create in reachable code: the number of keys per thread (D46). */
  int keyCreateSites;
  /**
   * Reachable code sets a mutex kind other than the literal normal kind: mutexes get a kind cell
   * (D61). Programs that only set the normal kind keep one-cell mutexes.
   */
  boolean mutexKinds;

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
        fnUnknown.addAll(f.params()); // written by every call's argument
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
    if (e instanceof Expr.Call c) {
      Expr callee = calleeRef(c.function());
      if (callee != null) calleeRefs.add(callee);
    }
    if (e instanceof Expr.VarRef r && r.symbol() instanceof FunctionSymbol f && !calleeRefs.contains(e)) {
      addressTakenFunctions.add(f);
    }
    if (e instanceof Expr.Call c && CallLowerer.directTarget(c.function()) != null
        && CallLowerer.directTarget(c.function()).name().equals("pthread_join") && c.args().size() > 1
        && !isNullConstant(c.args().get(1))) {
      joinsWithStatus = true;
    }
    if (e instanceof Expr.Call c && CallLowerer.directTarget(c.function()) != null
        && CallLowerer.directTarget(c.function()).name().equals("pthread_key_create")) {
      keyCreateSites++;
    }
    if (e instanceof Expr.Call c && CallLowerer.directTarget(c.function()) != null
        && CallLowerer.directTarget(c.function()).name().equals("pthread_mutexattr_settype")
        && !(c.args().size() == 2 && isNullConstant(c.args().get(1)))) {
      mutexKinds = true; // a kind other than the literal normal one (0)
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

  /** The designator node of a direct call's callee ({@code f}, {@code (*f)}, {@code (&f)}), or null. */
  private static Expr calleeRef(Expr f) {
    while (true) {
      if (f instanceof Expr.VarRef r) return r.symbol() instanceof FunctionSymbol ? f : null;
      if (f instanceof Expr.Cast c) {
        f = c.operand();
      } else if (f instanceof Expr.Unary u && (u.op() == Expr.UnaryOp.DEREF || u.op() == Expr.UnaryOp.ADDR)
          && (u.operand().type() instanceof CType.Function || u.type() instanceof CType.Function)) {
        f = u.operand();
      } else {
        return null;
      }
    }
  }

  private void recordFnAssign(VarSymbol v, Expr value) {
    if (!isFunctionPointer(v.type())) return;
    Set<FunctionSymbol> targets = fnTargets.computeIfAbsent(v, k -> new LinkedHashSet<>());
    if (isNullConstant(value)) return; // NULL points to no function
    FunctionSymbol f = CallLowerer.directTarget(value);
    if (f == null) fnUnknown.add(v);
    else targets.add(f);
  }

  static boolean isFunctionPointer(CType t) {
    return t instanceof CType.Pointer p && p.target() instanceof CType.Function;
  }

  /**
   * The functions a function-pointer variable can hold, or null if unknown (D48). Flow-insensitive:
   * every store into the variable is a plain assignment or initializer whose value is a function
   * designator or a null constant, the variable is no parameter, its address is never taken (no
   * store through a pointer) and it is defined in this unit. Any other value it may hold (NULL,
   * uninitialised garbage) is no function: a call through it is undefined behaviour.
   */
  Set<FunctionSymbol> functionTargets(VarSymbol v) {
    if (!isFunctionPointer(v.type()) || fnUnknown.contains(v) || addressTaken.contains(v) || v.isExtern()) return null;
    if (v.init() != null && !(v.init() instanceof org.spindle.frontend.ast.Initializer.Scalar)) return null;
    return fnTargets.getOrDefault(v, Set.of());
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
