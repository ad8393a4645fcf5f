package org.spindle.frontend.lower;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.frontend.lower.CfaBuilder.MEdge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.UnsupportedFeature;

/**
 * Lowers one thread instance: its start routine with every call inlined. Holds the emission
 * state (current location, atomic depth, position and text of the statement being lowered), the
 * inlining frames and the temporaries, and enforces the one-shared-access-per-edge rule.
 */
final class ThreadLowerer {
  /** One inlined function activation: fresh locals, labels and return point. */
  static final class Frame {
    final FunctionSymbol fn;
    final int copy;
    final boolean top;
    final Map<VarSymbol, MemoryObject> vars = new HashMap<>();
    final Map<String, Integer> labels = new HashMap<>();
    /**
     * Locals of this activation whose value is a known constant (a parameter never written with a
     * constant argument, an unrolled loop's counter): per frame, since a recursive call's copy of
     * the same variable is another variable.
     */
    final Map<VarSymbol, Long> known = new HashMap<>();
    final Deque<Integer> breaks = new ArrayDeque<>();
    final Deque<Integer> continues = new ArrayDeque<>();
    int returnLoc;
    MemoryObject retObj;
    int entryDepth;

    Frame(FunctionSymbol fn, int copy, boolean top) {
      this.fn = fn;
      this.copy = copy;
      this.top = top;
    }
  }

  final LowerCtx ctx;
  final Layouts layouts;
  final int threadId;
  final String prefix;
  final CfaBuilder cfa = new CfaBuilder();
  final List<MemoryObject> locals = new ArrayList<>();
  final Deque<Frame> frames = new ArrayDeque<>();
  final ExprLowerer ex;
  final StmtLowerer st;
  final CallLowerer calls;
  final AssignLowerer assigns;
  final SizedAllocation sized;
  private final Map<VarSymbol, MemoryObject> threadLocals = new HashMap<>();
  private final Map<String, Integer> copies = new HashMap<>();
  private final Map<ScalarType, Deque<MemoryObject>> freeTemps = new HashMap<>();
  private final List<MemoryObject> usedTemps = new ArrayList<>();
  private int tempCount;

  /** Recursive calls inlined so far in this thread (D63, {@link RecursionBound#MAX_RECURSIVE_COPIES}). */
  int recursiveCopies;
  int cur;
  /** True when the current location is unreachable (after goto, return, break, exit...). */
  boolean dead;
  int atomicDepth;
  /** Loops (not unrolled) around the current statement, across inlined calls: creates there are pools. */
  int loopDepth;
  /** "Must run at most once" marker for the next edge (allocation without an edge of its own). */
  String pendingOnce;
  SourcePos pos = SourcePos.UNKNOWN;
  String text = "";

  ThreadLowerer(LowerCtx ctx, int threadId) {
    this.ctx = ctx;
    this.layouts = ctx.layouts;
    this.threadId = threadId;
    this.prefix = threadId == 0 ? "" : "t" + threadId + ":";
    this.ex = new ExprLowerer(this);
    this.st = new StmtLowerer(this);
    this.calls = new CallLowerer(this);
    this.assigns = new AssignLowerer(this);
    this.sized = new SizedAllocation(this);
  }

  ThreadCfa lower(String name, FunctionSymbol routine, MemoryObject param) {
    pos = routine.pos() == null ? SourcePos.UNKNOWN : routine.pos();
    text = routine.name();
    int entry = loc();
    cur = entry;
    Frame f = new Frame(routine, 0, true);
    copies.put(routine.name(), 1);
    frames.push(f);
    List<VarSymbol> params = routine.params();
    for (int i = 0; i < params.size(); i++) {
      VarSymbol p = params.get(i);
      if (i == 0 && param != null) {
        f.vars.put(p, param);
        locals.add(param);
      } else {
        MemoryObject o = object(p);
        MEdge d = emit(new Stmt.Nop());
        d.declares = o;
      }
    }
    st.functionBody(routine.body());
    st.returnFromFunction(null);
    frames.pop();
    return new CfaFinisher(cfa).finish(threadId, name, routine.name(), entry, locals, ctx.edgeIds);
  }

  Frame frame() {
    return frames.peek();
  }

  // ---- memory objects ----

  MemoryObject object(VarSymbol v) {
    if (v.isGlobal() || (v.isExtern() && v.storage() != VarSymbol.Storage.PARAM)) {
      if (v.isThreadLocal()) {
        return threadLocals.computeIfAbsent(v, x -> {
          MemoryObject o = ctx.globals.threadLocal(x, threadId, prefix);
          locals.add(o);
          return o;
        });
      }
      return ctx.global(v, pos);
    }
    Frame f = frame();
    MemoryObject o = f.vars.get(v);
    if (o == null && isVla(v)) throw unsupported("variable-length array '" + v.name() + "' used before its declaration");
    if (o == null) {
      o = newLocal(f, v);
      f.vars.put(v, o);
    }
    return o;
  }

  /** A variable-length array: its name holds the address of the object of its run-time size (D50). */
  static boolean isVla(VarSymbol v) {
    return v.type() instanceof org.spindle.frontend.ast.CType.Array a && a.vlaLength() != null && !v.isGlobal();
  }

  /** The hidden pointer local of a variable-length array, created at its declaration. */
  MemoryObject newVlaPointer(VarSymbol v) {
    Frame f = frame();
    MemoryObject o = ctx.memory.create(prefix + f.fn.name() + "::" + v.name() + (f.copy > 0 ? "#" + f.copy : "") + "$vla",
        MemoryObject.Region.LOCAL, threadId, List.of(layouts.pointerType()), 1, false, false, Map.of(), v.pos());
    locals.add(o);
    f.vars.put(v, o);
    return o;
  }

  MemoryObject newLocal(Frame f, VarSymbol v) {
    String name = prefix + f.fn.name() + "::" + v.name() + (f.copy > 0 ? "#" + f.copy : "");
    boolean taken = ctx.facts.addressTaken.contains(v);
    MemoryObject o = ctx.memory.create(name, MemoryObject.Region.LOCAL, threadId,
        ctx.globals.elementCells(v.type(), v.pos()), ctx.globals.elementCount(v.type(), v.pos()),
        taken, taken, Map.of(), v.pos());
    locals.add(o);
    return o;
  }

  int nextCopy(FunctionSymbol f) {
    int c = copies.getOrDefault(f.name(), 0);
    copies.put(f.name(), c + 1);
    return c;
  }

  MemoryObject temp(ScalarType t) {
    Deque<MemoryObject> free = freeTemps.get(t);
    MemoryObject o = free == null ? null : free.poll();
    if (o == null) {
      o = ctx.memory.create(prefix + "__t" + (++tempCount), MemoryObject.Region.LOCAL, threadId,
          List.of(t), 1, false, false, Map.of(), pos);
      locals.add(o);
    }
    usedTemps.add(o);
    return o;
  }

  /** Temporaries allocated after {@code mark()} are reused once {@link #release(int)} is called. */
  int mark() {
    return usedTemps.size();
  }

  void release(int mark) {
    while (usedTemps.size() > mark) {
      MemoryObject o = usedTemps.remove(usedTemps.size() - 1);
      freeTemps.computeIfAbsent(o.cellType(0), k -> new ArrayDeque<>()).push(o);
    }
  }

  static LValue cell(MemoryObject o) {
    return LValue.Cell.scalar(o);
  }

  // ---- emission ----

  int loc() {
    return cfa.newLoc(pos, atomicDepth > 0);
  }

  MEdge emit(Stmt s) {
    int t = loc();
    MEdge e = cfa.add(cur, t, s, pos, text);
    cur = t;
    if (pendingOnce != null) {
      e.onceOnly = pendingOnce;
      pendingOnce = null;
    }
    return e;
  }

  MEdge emitTo(Stmt s, int target) {
    MEdge e = cfa.add(cur, target, s, pos, text);
    if (pendingOnce != null) e.onceOnly = pendingOnce;
    return e;
  }

  /** Control goes from the current location to {@code to}; the current location becomes dead. */
  void jump(int to) {
    if (cfa.find(cur) == cfa.find(to)) {
      cfa.add(cur, to, new Stmt.Nop(), pos, text);
    } else {
      cfa.union(cur, to);
    }
    cur = loc();
    dead = true;
  }

  /** Continue lowering at location l, which is reachable. */
  void at(int l) {
    cur = l;
    dead = false;
  }

  /** Continue at {@code l} (a join point) after falling through from the current location. */
  void joinAt(int l) {
    if (cfa.find(cur) != cfa.find(l)) cfa.union(cur, l);
    cur = l;
    dead = false;
  }

  void deadEnd() {
    cur = loc();
    dead = true;
  }

  /**
   * Undefined behaviour the program model has no statement for (D48, D50): a read of NULL, which
   * every engine reports as undefined behaviour (the explicit ones stop the run; the symbolic ones
   * go on with a fresh value), then an Error edge, so that a symbolic engine finds a path to an
   * error through it that has undefined behaviour and answers UNKNOWN rather than SAFE when it is
   * reachable. The current location becomes dead.
   */
  void undefinedBehaviour(String what) {
    MemoryObject sink = temp(ScalarType.INT);
    emit(new Stmt.Assign(cell(sink), new Expr.Load(
        new LValue.Deref(new Expr.Const(0, layouts.pointerType()), ScalarType.INT), ScalarType.INT)));
    emit(new Stmt.Error(what));
    deadEnd();
  }

  UnsupportedFeature unsupported(String what) {
    return new UnsupportedFeature(pos, what);
  }

  // ---- at most one shared access per edge ----

  int sharedLimit() {
    return atomicDepth > 0 ? Integer.MAX_VALUE : 1;
  }

  /** Emits {@code s} after moving surplus shared reads into temporaries. */
  MEdge emitFit(Stmt s) {
    return emit(fit(s));
  }

  Stmt fit(Stmt s) {
    int limit = sharedLimit();
    if (limit == Integer.MAX_VALUE) return s;
    if (s instanceof Stmt.Assign a) {
      int[] need = {Accesses.sharedCount(a.target()) + Accesses.sharedCount(a.value()) - limit};
      if (need[0] <= 0) return s;
      Expr v = hoist(a.value(), need);
      LValue t = hoistOperands(a.target(), need);
      return new Stmt.Assign(t, v);
    }
    if (s instanceof Stmt.Assume a) {
      int[] need = {Accesses.sharedCount(a.cond()) - limit};
      return need[0] <= 0 ? s : new Stmt.Assume(hoist(a.cond(), need));
    }
    if (s instanceof Stmt.Havoc h) {
      int[] need = {Accesses.sharedCount(h.target()) - limit};
      return need[0] <= 0 ? s : h.withTarget(hoistOperands(h.target(), need));
    }
    if (s instanceof Stmt.Lock l) {
      int[] need = {Accesses.sharedCount(l.mutex()) - limit};
      return need[0] <= 0 ? s : new Stmt.Lock(hoistOperands(l.mutex(), need));
    }
    if (s instanceof Stmt.Unlock l) {
      int[] need = {Accesses.sharedCount(l.mutex()) - limit};
      return need[0] <= 0 ? s : new Stmt.Unlock(hoistOperands(l.mutex(), need));
    }
    if (s instanceof Stmt.Join j) {
      int[] need = {Accesses.sharedCount(j.thread()) - limit};
      return need[0] <= 0 ? s : new Stmt.Join(hoist(j.thread(), need));
    }
    if (s instanceof Stmt.Create c) {
      int n = (c.handle() == null ? 0 : Accesses.sharedCount(c.handle()))
          + (c.arg() == null ? 0 : Accesses.sharedCount(c.arg()));
      int[] need = {n - limit};
      if (need[0] <= 0) return s;
      Expr arg = c.arg() == null ? null : hoist(c.arg(), need);
      LValue h = c.handle() == null ? null : hoistOperands(c.handle(), need);
      return new Stmt.Create(c.child(), h, arg, c.childParam());
    }
    return s;
  }

  /** Reads every shared location of e into temporaries (e becomes free of shared reads). */
  Expr hoistAll(Expr e) {
    int[] need = {Integer.MAX_VALUE};
    return atomicDepth > 0 ? e : hoist(e, need);
  }

  /** Place whose address/index can be evaluated without shared reads (evaluated once). */
  LValue hoistAllOperands(LValue lv) {
    int[] need = {Integer.MAX_VALUE};
    return atomicDepth > 0 ? lv : hoistOperands(lv, need);
  }

  /** Post-order (inner first, left to right) replacement of shared loads while need > 0. */
  private Expr hoist(Expr e, int[] need) {
    if (need[0] <= 0) return e;
    if (e instanceof Expr.Load l) {
      LValue lv = hoistOperands(l.location(), need);
      if (need[0] > 0 && Accesses.isShared(lv)) {
        MemoryObject t = temp(l.type());
        emit(new Stmt.Assign(cell(t), new Expr.Load(lv, l.type())));
        need[0]--;
        return new Expr.Load(cell(t), l.type());
      }
      return lv == l.location() ? e : new Expr.Load(lv, l.type());
    }
    if (e instanceof Expr.Unary u) return new Expr.Unary(u.op(), hoist(u.operand(), need), u.type());
    if (e instanceof Expr.Binary b) {
      Expr l = hoist(b.left(), need);
      return new Expr.Binary(b.op(), l, hoist(b.right(), need), b.type());
    }
    if (e instanceof Expr.Convert c) return new Expr.Convert(hoist(c.operand(), need), c.type());
    if (e instanceof Expr.FloatOp f) {
      com.google.common.collect.ImmutableList.Builder<Expr> args = com.google.common.collect.ImmutableList.builder();
      for (Expr a : f.args()) args.add(hoist(a, need));
      return new Expr.FloatOp(f.op(), args.build(), f.type());
    }
    if (e instanceof Expr.AddressOf a) return new Expr.AddressOf(a.object(), hoist(a.cellIndex(), need), a.type());
    if (e instanceof Expr.Ite i) {
      Expr c = hoist(i.cond(), need);
      Expr t = hoist(i.then(), need);
      return new Expr.Ite(c, t, hoist(i.otherwise(), need), i.type());
    }
    return e;
  }

  private LValue hoistOperands(LValue lv, int[] need) {
    if (lv instanceof LValue.Cell c) {
      Expr i = hoist(c.index(), need);
      return i == c.index() ? lv : new LValue.Cell(c.object(), i, c.type());
    }
    LValue.Deref d = (LValue.Deref) lv;
    Expr a = hoist(d.address(), need);
    return a == d.address() ? lv : new LValue.Deref(a, d.type());
  }
}
