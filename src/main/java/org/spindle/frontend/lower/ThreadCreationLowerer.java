package org.spindle.frontend.lower;

import java.util.List;
import java.util.Map;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.frontend.lower.CfaBuilder.MEdge;
import org.spindle.program.Expr.Const;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;

/**
 * {@code pthread_create}: one thread instance per create site outside loops, a thread pool of K
 * instances behind a hidden counter inside a loop that is not unrolled (D13).
 */
final class ThreadCreationLowerer {
  static final String UNBOUNDED_THREADS = "unbounded thread creation (pthread_create in a loop)";

  private final ThreadLowerer t;
  private final ExprLowerer ex;
  private final CallLowerer calls;

  ThreadCreationLowerer(ThreadLowerer t, CallLowerer calls) {
    this.t = t;
    this.ex = t.ex;
    this.calls = calls;
  }

  org.spindle.program.Expr create(Expr.Call c, boolean used) {
    List<Expr> args = c.args();
    calls.arity(c, "pthread_create", 3);
    org.spindle.program.Expr hv = ex.rvalue(args.get(0));
    LValue handle = null;
    if (!(hv instanceof Const k && k.value() == 0)) {
      CType ht = args.get(0).type() instanceof CType.Pointer p ? p.target() : null;
      if (!(ht instanceof CType.Int)) throw t.unsupported("pthread_create handle of type " + ht);
      handle = ex.toLValue(Place.pointer(hv, ht));
    }
    ex.effect(args.get(1));
    FunctionSymbol routine = CallLowerer.directTarget(args.get(2));
    // a start routine through a function pointer: one creation per function it may hold (D48)
    IndirectCallLowerer.Dispatch d = routine == null ? calls.indirect.resolve(args.get(2), 1) : null;
    org.spindle.program.Expr arg = args.size() > 3 ? ex.rvalue(args.get(3)) : null;
    LValue h = handle;
    if (d == null) start(routine, h, arg);
    else calls.indirect.branch(d, f -> start(f, h, arg));
    return used ? calls.zero(c) : null;
  }

  private void start(FunctionSymbol routine, LValue handle, org.spindle.program.Expr arg) {
    if (routine.body() == null) throw t.unsupported("thread start routine '" + routine.name() + "' has no body");
    if (t.loopDepth == 0) {
      // runs at most once per thread instance unless a goto cycle surrounds it (checked on the CFA)
      instance(routine, handle, arg).onceOnly = UNBOUNDED_THREADS;
    } else {
      pool(routine, handle, arg);
    }
  }

  /**
   * A create site in a loop that is not unrolled: K thread instances behind a hidden counter local
   * to the creating instance. {@code counter == i} creates instance i and sets the counter to i+1;
   * {@code counter == K} creates a dormant thread (D44): an Error edge marked bound-reached, then
   * the start argument is evaluated as the creation would, and the handle gets {@link
   * Stmt.Error#DORMANT_HANDLE}; the creating thread goes on. Each instance edge runs at most once
   * (the counter only grows), so the pool is exact for runs creating at most K threads, and a run
   * creating more is real up to the dormant threads, which are never scheduled.
   */
  private void pool(FunctionSymbol routine, LValue handle, org.spindle.program.Expr arg) {
    int k = t.ctx.options.threadBound();
    if (handle != null && handle.type().wrap(Stmt.Error.DORMANT_HANDLE) != Stmt.Error.DORMANT_HANDLE) {
      throw t.unsupported("thread handle of type " + handle.type() + " in a thread pool (too narrow for "
          + "the handle of a thread beyond the bound)");
    }
    SitePool.emit(t, "__pool", k, i -> instance(routine, handle, arg), () -> dormant(k, routine, handle, arg));
  }

  /**
   * The creation of a thread beyond the bound (D44): the bound-reached Error edge, the start
   * argument evaluated as {@link #instance} would (so its undefined behaviour is not lost), the
   * dormant handle written. The thread itself is never scheduled, so it has no instance.
   */
  private void dormant(int k, FunctionSymbol routine, LValue handle, org.spindle.program.Expr arg) {
    t.emit(new Stmt.Error("thread bound " + k + " reached", true));
    if (!routine.params().isEmpty() && arg != null && !(arg instanceof Const)) {
      t.emitFit(new Stmt.Assign(ThreadLowerer.cell(t.temp(arg.type())), arg));
    }
    if (handle != null) {
      t.emitFit(new Stmt.Assign(handle, new Const(Stmt.Error.DORMANT_HANDLE, handle.type())));
    }
  }

  /** One thread instance of {@code routine}: its parameter object, the Create edge, its job. */
  private MEdge instance(FunctionSymbol routine, LValue handle, org.spindle.program.Expr arg) {
    int child = t.ctx.newThreadId(t.pos);
    String name = "t" + child + ":" + routine.name();
    MemoryObject param = null;
    if (!routine.params().isEmpty()) {
      VarSymbol p0 = routine.params().get(0);
      if (!Layouts.isScalar(p0.type())) throw t.unsupported("start routine parameter of type " + p0.type());
      boolean taken = t.ctx.facts.addressTaken.contains(p0);
      param = t.ctx.memory.create("t" + child + ":" + routine.name() + "::" + p0.name(),
          MemoryObject.Region.LOCAL, child, t.ctx.globals.elementCells(p0.type(), p0.pos()), 1,
          taken, taken, Map.of(), p0.pos());
      arg = arg == null ? new Const(0, param.cellType(0)) : Fold.convert(arg, param.cellType(0));
    } else {
      arg = null;
    }
    MEdge e = t.emitFit(new Stmt.Create(child, handle, arg, param));
    t.ctx.jobs.add(new LowerCtx.ThreadJob(child, name, routine, param, t.pos));
    return e;
  }
}
