package org.spindle.frontend.lower;

import org.spindle.frontend.ast.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;

/**
 * Mutexes with kinds (D61) and the non-blocking locks of D57: a kind cell per mutex where a program
 * sets kinds (normal or error-checking: EDEADLK on a relock, EPERM on an unlock by a non-owner),
 * trylock and timedlock (Lock when free, EBUSY or ETIMEDOUT while held). Recursive and robust
 * mutexes are UNKNOWN, since a recursive relock counts.
 */
final class MutexLowerer extends SyncSteps {
  MutexLowerer(ThreadLowerer t, CallLowerer calls, Result result) {
    super(t, calls, result);
  }

  /** glibc's kinds (D61): PTHREAD_MUTEX_NORMAL and _DEFAULT are 0, _ERRORCHECK is 2. */
  static final int MUTEX_NORMAL = 0;
  static final int MUTEX_ERRORCHECK = 2;

  /**
   * pthread_mutexattr_settype: a constant normal or error-checking kind is stored in the
   * attribute's cell, whence pthread_mutex_init copies it into the mutex's kind cell; recursive
   * (a relock counts) and other kinds stay UNKNOWN.
   */
  void setType(Expr.Call c, String n) {
    if (!t.layouts.mutexKinds()) { // every kind set is the literal normal one: nothing to record
      attribute(c, n, "recursive mutex");
      return;
    }
    calls.arity(c, n, 2);
    LValue a = cell(c, n, 0);
    org.spindle.program.Expr k = ex.rvalue(c.args().get(1));
    if (!(k instanceof Const v) || v.value() != MUTEX_NORMAL && v.value() != MUTEX_ERRORCHECK) {
      throw t.unsupported("recursive mutex (" + n + ")");
    }
    t.emitFit(new Stmt.Assign(a, new Const(v.value(), INT)));
    ret(0);
  }

  /** The mutex's kind cell (D61). */
  private LValue kindCell(LValue owner) {
    return objectCell(owner, 1);
  }

  /** pthread_mutex_init with kinds (D61): free, and the attribute's kind (normal without one). */
  void mutexInit(Expr.Call c) {
    calls.arity(c, "pthread_mutex_init", 2);
    LValue m = cell(c, "pthread_mutex_init", 0);
    org.spindle.program.Expr attr = t.hoistAll(ex.rvalue(c.args().get(1)));
    t.emitFit(new Stmt.Assign(m, zero()));
    org.spindle.program.Expr kind = zero();
    if (!(attr instanceof Const k && k.value() == 0)) {
      LValue a = ex.toLValue(Place.pointer(attr, Types.INT));
      kind = new org.spindle.program.Expr.Ite(
          cmp(BinOp.EQ, attr, new Const(0, attr.type())), zero(), load(a), INT);
    }
    t.emitFit(new Stmt.Assign(kindCell(m), kind));
    ret(0);
  }

  /**
   * The mutex is error-checking: its kind read into a temporary first (an edge reads at most one
   * shared cell outside atomic sections; the kind is written only by pthread_mutex_init).
   */
  private org.spindle.program.Expr errorCheck(LValue owner) {
    return cmp(BinOp.EQ, t.hoistAll(load(kindCell(owner))), new Const(MUTEX_ERRORCHECK, INT));
  }

  /** This thread holds the mutex of {@code owner}, given that it is error-checking ({@code errorCheck}). */
  private org.spindle.program.Expr ownErrorCheck(org.spindle.program.Expr errorCheck, LValue owner) {
    return Fold.bin(BinOp.LAND, errorCheck, cmp(BinOp.EQ, load(owner), new Const(t.threadId + 1L, INT)), INT);
  }

  /**
   * Lock with kinds (D61): an error-checking mutex this thread holds gives EDEADLK (glibc checks
   * the owner), every other case locks; {@code timed}: or times out at a moment another thread
   * holds it (as {@link #tryLock}). The test and the lock need not be one atomic step: only this
   * thread can make itself the owner or stop being it.
   */
  void mutexLock(Expr.Call c, String n, boolean timed) {
    LValue m = cell(c, n, 0);
    effects(c.args(), 1);
    org.spindle.program.Expr own = ownErrorCheck(errorCheck(m), m);
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(own));
    ret(EDEADLK);
    branchEnd(start, end);
    t.emit(new Stmt.Assume(Fold.bin(BinOp.EQ, own, zero(), INT)));
    int other = t.cur;
    t.emitFit(new Stmt.Lock(m));
    ret(0);
    if (timed) {
      branchEnd(other, end);
      t.emitFit(new Stmt.Assume(cmp(BinOp.NE, load(m), zero())));
      ret(ETIMEDOUT);
    }
    t.joinAt(end);
  }

  /**
   * pthread_cond_wait with kinds (D61): EPERM on an error-checking mutex this thread does not
   * hold; otherwise release and reacquire (spurious wake-ups, as without kinds).
   */
  void condWait(LValue m, MemoryObject res) {
    org.spindle.program.Expr notMine = Fold.bin(BinOp.LAND, errorCheck(m),
        cmp(BinOp.NE, load(m), new Const(t.threadId + 1L, INT)), INT);
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(notMine));
    if (res != null) t.emit(new Stmt.Assign(ThreadLowerer.cell(res), new Const(EPERM, res.cellType(0))));
    branchEnd(start, end);
    t.emit(new Stmt.Assume(Fold.bin(BinOp.EQ, notMine, zero(), INT)));
    t.emitFit(new Stmt.Unlock(m));
    t.emitFit(new Stmt.Lock(m));
    if (res != null) t.emit(new Stmt.Assign(ThreadLowerer.cell(res), new Const(0, res.cellType(0))));
    t.joinAt(end);
  }

  /**
   * Unlock with kinds (D61): an error-checking mutex this thread does not hold gives EPERM and
   * stays as it is; otherwise it is released (a normal mutex by anyone, as glibc does).
   */
  void mutexUnlock(Expr.Call c, String n) {
    LValue m = cell(c, n, 0);
    org.spindle.program.Expr errorCheck = errorCheck(m);
    org.spindle.program.Expr notMine = cmp(BinOp.NE, load(m), new Const(t.threadId + 1L, INT));
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(Fold.bin(BinOp.LAND, errorCheck, notMine, INT)));
    ret(EPERM);
    branchEnd(start, end);
    t.emit(new Stmt.Assume(Fold.bin(BinOp.EQ, Fold.bin(BinOp.LAND, errorCheck, notMine, INT), zero(), INT)));
    t.emitFit(new Stmt.Unlock(m));
    ret(0);
    t.joinAt(end);
  }

  /** Lock when free (0), or {@code failure} while held: exactly one branch is enabled. */
  void tryLock(Expr.Call c, String n, int failure) {
    LValue m = cell(c, n, 0);
    effects(c.args(), 1);
    int start = t.cur;
    int end = t.loc();
    t.emitFit(new Stmt.Lock(m));
    ret(0);
    branchEnd(start, end);
    t.emitFit(new Stmt.Assume(cmp(BinOp.NE, load(m), zero())));
    ret(failure);
    t.joinAt(end);
  }
}
