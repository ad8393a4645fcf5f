package org.spindle.frontend.lower;

import java.util.List;
import java.util.Map;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.frontend.lower.ThreadLowerer.Frame;
import org.spindle.program.Expr.Const;
import org.spindle.program.Expr.FOp;
import org.spindle.program.Expr.Load;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Calls: SV-COMP and pthread built-ins, allocation, and inlining of defined functions (fresh
 * locals per call site; recursion is unsupported). Thread creation is {@link ThreadCreationLowerer}.
 */
final class CallLowerer {
  private final ThreadLowerer t;
  private final ExprLowerer ex;
  private final ThreadCreationLowerer threads;
  private final ScanfLowerer scanf;
  private final ThreadKeyLowerer keys;
  private final SyncLowerer sync;
  private final CondLowerer conds;
  private final JoinLowerer joins;
  final IndirectCallLowerer indirect;
  /** malloc/calloc into a typed destination ({@link AllocLowerer}). */
  final AllocLowerer allocs;

  CallLowerer(ThreadLowerer t) {
    this.t = t;
    this.ex = t.ex;
    this.threads = new ThreadCreationLowerer(t, this);
    this.scanf = new ScanfLowerer(t);
    this.keys = new ThreadKeyLowerer(t, this);
    this.sync = new SyncLowerer(t, this);
    this.conds = new CondLowerer(t, this);
    this.joins = new JoinLowerer(t, this);
    this.indirect = new IndirectCallLowerer(t);
    this.allocs = new AllocLowerer(t);
  }

  static FunctionSymbol directTarget(Expr f) {
    while (true) {
      if (f instanceof Expr.VarRef r) return r.symbol() instanceof FunctionSymbol fs ? fs : null;
      if (f instanceof Expr.Cast c && c.operand().type() instanceof CType.Function) {
        f = c.operand();
      } else if (f instanceof Expr.Unary u && (u.op() == Expr.UnaryOp.DEREF || u.op() == Expr.UnaryOp.ADDR)
          && (u.operand().type() instanceof CType.Function || u.type() instanceof CType.Function)) {
        f = u.operand();
      } else if (f instanceof Expr.Cast c && c.operand().type() instanceof CType.Pointer p
          && p.target() instanceof CType.Function) {
        f = c.operand();
      } else {
        return null;
      }
    }
  }

  static boolean isNondet(Expr.Call c) {
    FunctionSymbol f = directTarget(c.function());
    return f != null && f.body() == null && f.name().startsWith("__VERIFIER_nondet_");
  }

  /** The name of the {@code __VERIFIER_nondet_*} function a nondet call calls. */
  static String nondetName(Expr.Call c) {
    return directTarget(c.function()).name();
  }

  static boolean isAlloc(Expr.Call c) {
    FunctionSymbol f = directTarget(c.function());
    return f != null && f.body() == null && Builtins.ALLOC.contains(f.name());
  }

  Const zero(Expr.Call c) {
    return new Const(0, c.type() instanceof CType.Void ? ScalarType.INT : ex.scalar(c.type()));
  }

  /** Lowers a call; returns its value (null if void or unused). */
  org.spindle.program.Expr call(Expr.Call c, boolean used) {
    FunctionSymbol f = directTarget(c.function());
    return f == null ? indirect.call(c, used) : call(f, c, used);
  }

  /** Lowers the call {@code c} as a call of {@code f} (its callee, or one its pointer may hold). */
  org.spindle.program.Expr call(FunctionSymbol f, Expr.Call c, boolean used) {
    String n = f.name();
    List<Expr> args = c.args();
    if (t.ctx.options.isErrorCall(n)) {
      error(n + "()");
      return used ? zero(c) : null;
    }
    if (Builtins.ERRORS.contains(n) && f.body() == null) {
      // SV-COMP mode, another error function than the property's, without a body: an external
      // call whose effect we do not know; ending the path there could hide errors after it
      throw t.unsupported("call of " + n + "() without a definition (not the property's error function)");
    }
    if (Builtins.ASSERT_FAIL.contains(n)) {
      // SV-COMP mode: glibc's assert failure is not the property's error function; it aborts
      for (Expr a : args) ex.effect(a);
      t.emit(new Stmt.Terminate("abort"));
      t.deadEnd();
      return used ? zero(c) : null;
    }
    if (Builtins.ASSUME.contains(n)) {
      arity(c, n, 1);
      org.spindle.program.Expr v = ConditionLowerer.truth(ex.rvalue(args.get(0))); // -0.0 is false
      if (!(v instanceof Const k && k.value() != 0)) t.emitFit(new Stmt.Assume(v));
      return used ? zero(c) : null;
    }
    if (n.equals("__VERIFIER_atomic_begin")) {
      if (t.atomicDepth++ == 0) t.emit(new Stmt.AtomicBegin());
      return null;
    }
    if (n.equals("__VERIFIER_atomic_end")) {
      if (t.atomicDepth == 0) throw t.unsupported("__VERIFIER_atomic_end outside an atomic section");
      if (--t.atomicDepth == 0) t.emit(new Stmt.AtomicEnd());
      return null;
    }
    if (n.startsWith("__VERIFIER_atomic_")) {
      if (f.body() == null) throw t.unsupported("call to undefined function '" + n + "'");
      if (t.atomicDepth++ == 0) t.emit(new Stmt.AtomicBegin());
      org.spindle.program.Expr r = inline(f, c, used);
      if (r != null && !(r instanceof Const)) {
        // keep the result in a temporary written inside the section
        r = t.hoistAll(r);
      }
      if (--t.atomicDepth == 0) t.emit(new Stmt.AtomicEnd());
      return r;
    }
    if (n.startsWith("__VERIFIER_nondet_") && f.body() == null) return nondet(f, c);
    if (f.body() != null) return inline(f, c, used);
    return library(f, c, used);
  }

  void arity(Expr.Call c, String n, int k) {
    if (c.args().size() < k) {
      throw new org.spindle.frontend.CompileError(c.pos(), "too few arguments in call to " + n);
    }
  }

  private void error(String what) {
    t.emit(new Stmt.Error(what));
    t.deadEnd();
  }

  private org.spindle.program.Expr nondet(FunctionSymbol f, Expr.Call c) {
    CType type = f.implicitlyDeclared() ? Builtins.nondetType(f.name()) : f.type().returnType();
    if (type == null) throw t.unsupported("unknown nondet function " + f.name());
    if (type instanceof CType.Pointer) throw t.unsupported("nondeterministic pointer (" + f.name() + ")");
    // a floating nondet is any value of its type, NaN and infinities included (D53)
    if (!(type instanceof CType.Int) && !(type instanceof CType.Floating)) throw t.unsupported("nondet of type " + type);
    ScalarType st = ex.scalar(type);
    MemoryObject tmp = t.temp(st);
    t.emit(new Stmt.Havoc(ThreadLowerer.cell(tmp), st, f.name(), c.pos()));
    return new Load(ThreadLowerer.cell(tmp), st);
  }

  // ---- inlining ----

  private org.spindle.program.Expr inline(FunctionSymbol f, Expr.Call c, boolean used) {
    int active = 0; // activations of f on the inlining stack: a recursive call (direct or mutual)
    for (Frame fr : t.frames) {
      if (fr.fn == f) active++;
    }
    if (active > 0 && !RecursionBound.admits(t, active)) return RecursionBound.stop(t, f, c, active, used);
    List<VarSymbol> params = f.params();
    if (c.args().size() < params.size()) throw t.unsupported("call of " + f.name() + " with too few arguments");
    Frame frame = new Frame(f, t.nextCopy(f), false);
    for (int i = 0; i < c.args().size(); i++) {
      Expr a = c.args().get(i);
      if (i >= params.size()) {
        ex.effect(a);
        continue;
      }
      VarSymbol p = params.get(i);
      if (!(Layouts.isScalar(p.type()))) throw t.unsupported("struct or array argument to " + f.name());
      org.spindle.program.Expr v = ex.rvalue(a);
      if (v == null) throw t.unsupported("void argument");
      if (v instanceof Const k && !t.ctx.facts.written.contains(p) && !t.ctx.facts.addressTaken.contains(p)
          && p.type() instanceof CType.Int) {
        // a parameter never written in the body keeps the constant argument: fold its reads
        frame.known.put(p, ex.scalar(p.type()).wrap(k.value()));
        continue;
      }
      MemoryObject po = t.newLocal(frame, p);
      frame.vars.put(p, po);
      t.emitFit(new Stmt.Assign(ThreadLowerer.cell(po), Fold.convert(v, po.cellType(0))));
    }
    CType rt = f.type().returnType();
    if (used && !(rt instanceof CType.Void)) {
      if (!Layouts.isScalar(rt)) throw t.unsupported("struct return value of " + f.name());
      frame.retObj = t.temp(ex.scalar(rt));
    }
    frame.returnLoc = t.loc();
    frame.entryDepth = t.atomicDepth;
    t.frames.push(frame);
    String savedText = t.text;
    t.st.functionBody(f.body());
    if (!t.dead && t.atomicDepth != frame.entryDepth) throw t.unsupported("atomic section not closed at the end of " + f.name());
    t.atomicDepth = frame.entryDepth;
    t.jump(frame.returnLoc);
    t.at(frame.returnLoc);
    t.frames.pop();
    t.text = savedText;
    return frame.retObj == null ? null : new Load(ThreadLowerer.cell(frame.retObj), frame.retObj.cellType(0));
  }

  // ---- library functions without a body ----

  private org.spindle.program.Expr library(FunctionSymbol f, Expr.Call c, boolean used) {
    String n = f.name();
    List<Expr> args = c.args();
    if (n.startsWith("pthread_cond_")) {
      t.ctx.condCalls = true; // an exact model needs the second lowering (D64)
      if (t.layouts.condCells() > 0 && CondLowerer.handles(n)) return conds.lower(n, c, used);
    }
    switch (n) {
      case "assert", "__VERIFIER_assert" -> {
        if (t.ctx.options.exactErrorFunctions()) {
          // SV-COMP mode: only the property's function is the violation; an assert without a
          // definition is an external call whose effect we do not know
          throw t.unsupported("call of " + n + "() without a definition");
        }
        arity(c, n, 1);
        int ok = t.loc();
        int bad = t.loc();
        ex.cond(args.get(0), ok, bad);
        t.at(bad);
        error("assert");
        t.at(ok);
        return null;
      }
      case "abort", "exit", "_exit", "_Exit" -> {
        for (Expr a : args) ex.effect(a);
        t.emit(new Stmt.Terminate(n.equals("abort") ? "abort" : "exit"));
        t.deadEnd();
        return null;
      }
      case "pthread_create" -> {
        return threads.create(c, used);
      }
      case "pthread_join" -> {
        return joins.join(c, used);
      }
      case "pthread_exit" -> {
        t.st.recordResult(args.isEmpty() ? null : args.get(0));
        t.emit(new Stmt.ThreadExit());
        t.deadEnd();
        return null;
      }
      case "pthread_mutex_lock", "pthread_mutex_unlock", "pthread_mutex_init", "pthread_cond_wait",
          "pthread_cond_timedwait" -> {
        return sync.mutex(n, c, used);
      }
      case "strcpy" -> {
        return strcpy(c, used);
      }
      case "free" -> {
        for (Expr a : args) ex.effect(a);
        return null;
      }
      case "fabs", "fabsf", "sqrt", "sqrtf", "floor", "floorf", "ceil", "ceilf", "trunc", "truncf",
          "round", "roundf" -> {
        return math(n, c);
      }
      case "__builtin_expect" -> {
        arity(c, n, 2);
        org.spindle.program.Expr v = ex.rvalue(args.get(0));
        ex.effect(args.get(1));
        return Fold.convert(v, ex.scalar(c.type()));
      }
      default -> { }
    }
    if (n.startsWith("__builtin_") && MATH.containsKey(n.substring("__builtin_".length()))) return math(n, c);
    if (Builtins.SCANF.contains(n)) return scanf.scan(n, c);
    if (Builtins.THREAD_KEYS.contains(n)) return keys.lower(n, c, used);
    if (SyncLowerer.handles(n)) return sync.lower(n, c, used);
    if (Builtins.ALLOC.contains(n)) throw t.unsupported(n + " without a typed destination");
    if (Builtins.isNoEffect(n)) {
      for (Expr a : args) ex.effect(a);
      return used ? zero(c) : null;
    }
    if (Builtins.isUnsupportedSync(n)) throw t.unsupported(n);
    if (Builtins.HARMLESS.contains(n)) {
      if (used) throw t.unsupported("result of " + n + " used");
      for (Expr a : args) {
        if (!Pure.isSimple(a, t) && (hasSideEffects(a) || t.ctx.options.forDataRaces())) ex.effect(a);
      }
      return null;
    }
    throw t.unsupported("call to undefined function '" + n + "'");
  }

  /**
   * {@code fabs}, {@code sqrt}, {@code floor}, {@code ceil}, {@code trunc}, {@code round}, their
   * float variants and {@code __builtin_} names: exact IEEE operations (sqrt correctly rounded, as
   * glibc's and the SSE instruction; a negative argument gives NaN; errno and floating-point
   * exceptions are not modelled). The declaration must have the C library's type.
   */
  private org.spindle.program.Expr math(String n, Expr.Call c) {
    arity(c, n, 1);
    String base = n.startsWith("__builtin_") ? n.substring("__builtin_".length()) : n;
    ScalarType ft = base.endsWith("f") ? ScalarType.FLOAT : ScalarType.DOUBLE;
    if (!(c.type() instanceof CType.Floating) || !ex.scalar(c.type()).equals(ft)) {
      throw t.unsupported(n + " declared with type " + c.type());
    }
    org.spindle.program.Expr a = Fold.convert(ex.rvalue(c.args().get(0)), ft);
    return Fold.floating(MATH.get(base), ft, a);
  }

  /** The C library's exact functions of one floating argument (D53). */
  private static final Map<String, FOp> MATH = Map.ofEntries(
      Map.entry("fabs", FOp.ABS),
      Map.entry("fabsf", FOp.ABS),
      Map.entry("sqrt", FOp.SQRT),
      Map.entry("sqrtf", FOp.SQRT),
      Map.entry("floor", FOp.FLOOR),
      Map.entry("floorf", FOp.FLOOR),
      Map.entry("ceil", FOp.CEIL),
      Map.entry("ceilf", FOp.CEIL),
      Map.entry("trunc", FOp.TRUNC),
      Map.entry("truncf", FOp.TRUNC),
      Map.entry("round", FOp.ROUND),
      Map.entry("roundf", FOp.ROUND));

  /** strcpy(dst, "literal"): one store per character (not atomic, like the library call). */
  private org.spindle.program.Expr strcpy(Expr.Call c, boolean used) {
    arity(c, "strcpy", 2);
    Expr src = c.args().get(1);
    while (src instanceof Expr.Cast k && k.implicit()) src = k.operand();
    if (!(src instanceof Expr.StringLit lit)) throw t.unsupported("strcpy from a non-literal string");
    org.spindle.program.Expr dst = t.hoistAll(ex.rvalue(c.args().get(0)));
    if (!(dst instanceof Const) && !(dst instanceof Load) && !(dst instanceof org.spindle.program.Expr.AddressOf)) {
      MemoryObject tmp = t.temp(dst.type());
      t.emit(new Stmt.Assign(ThreadLowerer.cell(tmp), dst));
      dst = new Load(ThreadLowerer.cell(tmp), dst.type());
    }
    CType ch = c.args().get(0).type() instanceof CType.Pointer p ? p.target() : null;
    if (!(ch instanceof CType.Int ci) || ci.kind() != CType.IntKind.CHAR) throw t.unsupported("strcpy to " + ch);
    ScalarType cst = ex.scalar(ch);
    byte[] bytes = lit.value().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    for (int i = 0; i <= bytes.length; i++) {
      long v = i < bytes.length ? bytes[i] : 0;
      LValue cell = ex.toLValue(Place.pointer(ex.ptrAdd(dst, ex.idx(i)), ch));
      t.emitFit(new Stmt.Assign(cell, new Const(v, cst)));
    }
    return used ? dst : null;
  }

  private static boolean hasSideEffects(Expr e) {
    boolean[] r = {false};
    AstWalk.expr(e, x -> {
      if (x instanceof Expr.Assign || x instanceof Expr.Call || x instanceof Expr.StmtExpr
          || (x instanceof Expr.Unary u && (u.op() == Expr.UnaryOp.PREINC || u.op() == Expr.UnaryOp.PREDEC
              || u.op() == Expr.UnaryOp.POSTINC || u.op() == Expr.UnaryOp.POSTDEC))) {
        r[0] = true;
      }
    });
    return r[0];
  }
}
