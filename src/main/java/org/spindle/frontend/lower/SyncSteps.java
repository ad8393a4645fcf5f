package org.spindle.frontend.lower;

import java.util.List;
import org.spindle.frontend.ast.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.Expr.Load;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * The steps from which {@link SyncLowerer} and {@link MutexLowerer} build pthread synchronisation
 * (D57, D61): cells of the synchronisation objects, return codes, branches whose guards enable
 * exactly the outcomes of the real call, atomic sections.
 */
abstract class SyncSteps {
  static final int EPERM = 1;
  static final int EAGAIN = 11;
  static final int EBUSY = 16;
  static final int EINVAL = 22;
  static final int EDEADLK = 35;
  static final int ETIMEDOUT = 110;
  static final ScalarType INT = ScalarType.INT;

  /** The result temporary of the call being lowered (null when its value is unused), one per thread. */
  static final class Result {
    MemoryObject temp;
  }

  final ThreadLowerer t;
  final ExprLowerer ex;
  final CallLowerer calls;
  final Result result;

  SyncSteps(ThreadLowerer t, CallLowerer calls, Result result) {
    this.t = t;
    this.ex = t.ex;
    this.calls = calls;
    this.result = result;
  }

  /** An attribute setter whose only supported value is the default 0. */
  void attribute(Expr.Call c, String n, String what) {
    calls.arity(c, n, 2);
    ex.effect(c.args().get(0));
    org.spindle.program.Expr k = ex.rvalue(c.args().get(1));
    if (!(k instanceof Const v && v.value() == 0)) throw t.unsupported(what + " (" + n + ")");
    ret(0);
  }

  /** Cell {@code k} of the object the call's first argument points to, its address hoisted. */
  LValue cell(Expr.Call c, String n, int k) {
    if (c.args().isEmpty()) calls.arity(c, n, 1);
    org.spindle.program.Expr a = t.hoistAll(ex.rvalue(c.args().get(0)));
    return ex.toLValue(ex.offset(Place.pointer(a, Types.INT), ex.idx(k), Types.INT));
  }

  /** Cell {@code k} of the multi-cell object (a barrier, a mutex with a kind) whose first cell is {@code first}. */
  LValue objectCell(LValue first, int k) {
    return objectCell(first, k, INT);
  }

  /** Cell {@code k}, of type {@code type}, of the multi-cell object whose first cell is {@code first}. */
  LValue objectCell(LValue first, int k, ScalarType type) {
    if (first instanceof LValue.Cell cl) {
      return new LValue.Cell(cl.object(), Fold.bin(BinOp.ADD, Fold.convert(cl.index(), ex.idxType()),
          ex.idx(k), ex.idxType()), type);
    }
    LValue.Deref d = (LValue.Deref) first;
    return new LValue.Deref(ex.ptrAdd(d.address(), ex.idx(k)), type);
  }

  void effects(List<Expr> args, int from) {
    for (int i = from; i < args.size(); i++) ex.effect(args.get(i));
  }

  void ret(long v) {
    if (result.temp != null) t.emit(new Stmt.Assign(ThreadLowerer.cell(result.temp), new Const(v, result.temp.cellType(0))));
  }

  /** Ends a branch at {@code end} and continues with the next one from {@code start}. */
  void branchEnd(int start, int end) {
    t.jump(end);
    t.at(start);
  }

  /**
   * A step that reads or writes a synchronisation object outside Lock/Unlock (a trylock's busy
   * test, the wait of a barrier or of pthread_once, pthread_once's completion, sem_getvalue's
   * copy). For the no-data-race property it is an atomic section of its own: the library performs
   * it atomically, and as a plain step it "raced" with another thread's atomic lock, unlock or
   * post (D36). Other properties lower it as before (the same CFAs).
   */
  void syncStep(Stmt s) {
    if (!t.ctx.options.forDataRaces()) {
      t.emitFit(s);
      return;
    }
    beginAtomic();
    t.emit(s);
    endAtomic();
  }

  void beginAtomic() {
    if (t.atomicDepth++ == 0) t.emit(new Stmt.AtomicBegin());
  }

  void endAtomic() {
    if (--t.atomicDepth == 0) t.emit(new Stmt.AtomicEnd());
  }

  static Const zero() {
    return new Const(0, INT);
  }

  static Load load(LValue l) {
    return new Load(l, l.type());
  }

  static org.spindle.program.Expr add(org.spindle.program.Expr e, long k) {
    return new org.spindle.program.Expr.Binary(BinOp.ADD, e, new Const(k, e.type()), e.type());
  }

  static org.spindle.program.Expr cmp(BinOp op, org.spindle.program.Expr a, org.spindle.program.Expr b) {
    return new org.spindle.program.Expr.Binary(op, a, b, INT);
  }

  static org.spindle.program.Expr bothHold(org.spindle.program.Expr a, org.spindle.program.Expr b) {
    return new org.spindle.program.Expr.Binary(BinOp.LAND, a, b, INT);
  }
}
