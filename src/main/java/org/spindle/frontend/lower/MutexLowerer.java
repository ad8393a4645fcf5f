package org.spindle.frontend.lower;

import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Mutexes with kinds (D61) and the non-blocking locks of D57: a kind cell per mutex where a program
 * sets kinds (normal, recursive, error-checking or adaptive, with glibc's behaviour: EDEADLK on an
 * error-checking relock, a counted relock of a recursive mutex, EPERM on an unlock by a non-owner
 * of either), trylock and timedlock (Lock when free, EBUSY or ETIMEDOUT while held). Robust mutexes
 * are UNKNOWN.
 */
final class MutexLowerer extends SyncSteps {
  MutexLowerer(ThreadLowerer t, CallLowerer calls, Result result) {
    super(t, calls, result);
  }

  /** glibc's kinds (D61): PTHREAD_MUTEX_NORMAL and _DEFAULT are 0, _RECURSIVE 1, _ERRORCHECK 2, _ADAPTIVE_NP 3. */
  static final int MUTEX_NORMAL = 0;
  static final int MUTEX_RECURSIVE = 1;
  static final int MUTEX_ERRORCHECK = 2;
  static final int MUTEX_ADAPTIVE = 3;
  /** A recursive relock fails with EAGAIN when glibc's count (locks held, unsigned) would wrap. */
  private static final long MAX_RELOCKS = 0xFFFF_FFFEL;

  /**
   * pthread_mutexattr_settype: a constant kind is stored in the attribute's cell, whence
   * pthread_mutex_init copies it into the mutex's kind cell; a kind that is not constant stays
   * UNKNOWN.
   */
  void setType(Expr.Call c, String n) {
    if (!t.layouts.mutexKinds()) { // every kind set is the literal normal one: nothing to record
      attribute(c, n, "mutex kind");
      return;
    }
    calls.arity(c, n, 2);
    LValue a = cell(c, n, 0);
    org.spindle.program.Expr k = ex.rvalue(c.args().get(1));
    if (!(k instanceof Const v) || v.value() < MUTEX_NORMAL || v.value() > MUTEX_ADAPTIVE) {
      // glibc answers EINVAL for other constants; a value known only at run time is not modelled
      if (k instanceof Const) {
        ret(EINVAL);
        return;
      }
      throw t.unsupported("mutex kind not constant (" + n + ")");
    }
    t.emitFit(new Stmt.Assign(a, new Const(v.value(), INT)));
    ret(0);
  }

  /**
   * pthread_mutexattr_gettype: the attribute's kind cell where kinds are set (D61), else normal
   * (0: every kind the program sets is the literal normal one, and init makes it normal).
   */
  void getType(Expr.Call c, String n) {
    calls.arity(c, n, 2);
    org.spindle.program.Expr kind = zero();
    if (t.layouts.mutexKinds()) {
      kind = t.hoistAll(load(cell(c, n, 0)));
    } else {
      ex.effect(c.args().get(0));
    }
    CType vt = c.args().get(1).type() instanceof CType.Pointer p ? p.target() : null;
    if (!(vt instanceof CType.Int)) throw t.unsupported(n + " into " + vt);
    LValue out = t.hoistAllOperands(ex.toLValue(Place.pointer(ex.rvalue(c.args().get(1)), vt)));
    t.emitFit(new Stmt.Assign(out, Fold.convert(kind, out.type())));
    ret(0);
  }

  /** The mutex's kind cell (D61). */
  private LValue kindCell(LValue owner) {
    return objectCell(owner, 1);
  }

  /** A recursive mutex's relocks beyond the first (D61); only its owner reads or writes it. */
  private LValue relockCell(LValue owner) {
    return objectCell(owner, 2, ScalarType.UINT);
  }

  /** pthread_mutex_init with kinds (D61): free, the attribute's kind (normal without one), no relocks. */
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
    t.emitFit(new Stmt.Assign(relockCell(m), new Const(0, ScalarType.UINT)));
    ret(0);
  }

  /**
   * The mutex's kind, read into a temporary first (an edge reads at most one shared cell outside
   * atomic sections; the kind is written only by pthread_mutex_init).
   */
  private org.spindle.program.Expr kind(LValue owner) {
    return t.hoistAll(load(kindCell(owner)));
  }

  private static org.spindle.program.Expr is(org.spindle.program.Expr kind, int k) {
    return cmp(BinOp.EQ, kind, new Const(k, INT));
  }

  /** The kind checks the owner (recursive or error-checking). */
  private static org.spindle.program.Expr checked(org.spindle.program.Expr kind) {
    return Fold.bin(BinOp.LOR, is(kind, MUTEX_RECURSIVE), is(kind, MUTEX_ERRORCHECK), INT);
  }

  /** This thread holds the mutex of {@code owner} (the owner cell holds the instance's id + 1, as Lock writes it). */
  private org.spindle.program.Expr mine(LValue owner) {
    return cmp(BinOp.EQ, load(owner), new Const(t.threadId + 1L, INT));
  }

  private static org.spindle.program.Expr not(org.spindle.program.Expr e) {
    return Fold.bin(BinOp.EQ, e, zero(), INT);
  }

  /**
   * A recursive relock by the owner: one more lock counted, or EAGAIN when glibc's count would
   * wrap. Only the owner touches the count, so reading it in a step of its own is exact.
   */
  private void relock(LValue m) {
    LValue count = relockCell(m);
    org.spindle.program.Expr full = cmp(BinOp.EQ, load(count), new Const(MAX_RELOCKS, ScalarType.UINT));
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(full));
    ret(EAGAIN);
    branchEnd(start, end);
    t.emit(new Stmt.Assume(not(full)));
    t.emitFit(new Stmt.Assign(count, add(load(count), 1)));
    ret(0);
    t.joinAt(end);
  }

  /**
   * Lock with kinds (D61): an error-checking mutex this thread holds gives EDEADLK (glibc checks
   * the owner), a recursive one this thread holds is relocked, every other case locks; {@code
   * timed}: or times out at a moment another thread holds it (as {@link #tryLock}). The test and
   * the lock need not be one atomic step: only this thread can make itself the owner or stop being
   * it.
   */
  void mutexLock(Expr.Call c, String n, boolean timed) {
    LValue m = cell(c, n, 0);
    effects(c.args(), 1);
    org.spindle.program.Expr kind = kind(m);
    org.spindle.program.Expr ownChecked = Fold.bin(BinOp.LAND, checked(kind), mine(m), INT);
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(Fold.bin(BinOp.LAND, is(kind, MUTEX_ERRORCHECK), mine(m), INT)));
    ret(EDEADLK);
    branchEnd(start, end);
    t.emit(new Stmt.Assume(Fold.bin(BinOp.LAND, is(kind, MUTEX_RECURSIVE), mine(m), INT)));
    relock(m);
    branchEnd(start, end);
    t.emit(new Stmt.Assume(not(ownChecked)));
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
   * pthread_cond_wait with kinds (D61): EPERM on a recursive or error-checking mutex this thread
   * does not hold; a recursive mutex held with relocks is not released by glibc (it drops one
   * count and takes it back on wake-up), which with spurious wake-ups (D5) is a return; otherwise
   * release and reacquire.
   */
  void condWait(LValue m, MemoryObject res) {
    org.spindle.program.Expr kind = kind(m);
    org.spindle.program.Expr notMine = Fold.bin(BinOp.LAND, checked(kind), not(mine(m)), INT);
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(notMine));
    if (res != null) t.emit(new Stmt.Assign(ThreadLowerer.cell(res), new Const(EPERM, res.cellType(0))));
    branchEnd(start, end);
    t.emit(new Stmt.Assume(not(notMine)));
    // held (or normal): a recursive mutex with relocks stays held
    org.spindle.program.Expr relocked = Fold.bin(BinOp.LAND, is(kind, MUTEX_RECURSIVE),
        cmp(BinOp.NE, load(relockCell(m)), new Const(0, ScalarType.UINT)), INT);
    int held = t.cur;
    t.emit(new Stmt.Assume(relocked));
    if (res != null) t.emit(new Stmt.Assign(ThreadLowerer.cell(res), new Const(0, res.cellType(0))));
    branchEnd(held, end);
    t.emit(new Stmt.Assume(not(relocked)));
    t.emitFit(new Stmt.Unlock(m));
    t.emitFit(new Stmt.Lock(m));
    if (res != null) t.emit(new Stmt.Assign(ThreadLowerer.cell(res), new Const(0, res.cellType(0))));
    t.joinAt(end);
  }

  /**
   * Unlock with kinds (D61): a recursive or error-checking mutex this thread does not hold gives
   * EPERM and stays as it is; a recursive one with relocks drops one; otherwise it is released (a
   * normal mutex by anyone, as glibc does).
   */
  void mutexUnlock(Expr.Call c, String n) {
    LValue m = cell(c, n, 0);
    org.spindle.program.Expr kind = kind(m);
    org.spindle.program.Expr notMine = Fold.bin(BinOp.LAND, checked(kind), not(mine(m)), INT);
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(notMine));
    ret(EPERM);
    branchEnd(start, end);
    t.emit(new Stmt.Assume(not(notMine)));
    int held = t.cur;
    LValue count = relockCell(m);
    org.spindle.program.Expr relocked = Fold.bin(BinOp.LAND, is(kind, MUTEX_RECURSIVE),
        cmp(BinOp.NE, load(count), new Const(0, ScalarType.UINT)), INT);
    t.emit(new Stmt.Assume(relocked));
    t.emitFit(new Stmt.Assign(count, new org.spindle.program.Expr.Binary(BinOp.SUB, load(count),
        new Const(1, ScalarType.UINT), ScalarType.UINT)));
    ret(0);
    branchEnd(held, end);
    t.emit(new Stmt.Assume(not(relocked)));
    t.emitFit(new Stmt.Unlock(m));
    ret(0);
    t.joinAt(end);
  }

  /**
   * trylock with kinds (D61): a recursive mutex this thread holds is relocked (glibc); otherwise
   * {@link #tryLock} (EBUSY even for the owner of an error-checking one, as glibc).
   */
  void kindTryLock(Expr.Call c, String n) {
    LValue m = cell(c, n, 0);
    effects(c.args(), 1);
    org.spindle.program.Expr kind = kind(m);
    org.spindle.program.Expr ownRecursive = Fold.bin(BinOp.LAND, is(kind, MUTEX_RECURSIVE), mine(m), INT);
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(ownRecursive));
    relock(m);
    branchEnd(start, end);
    t.emit(new Stmt.Assume(not(ownRecursive)));
    lockOr(m, EBUSY);
    t.joinAt(end);
  }

  /** Lock when free (0), or {@code failure} while held: exactly one branch is enabled. */
  void tryLock(Expr.Call c, String n, int failure) {
    LValue m = cell(c, n, 0);
    effects(c.args(), 1);
    lockOr(m, failure);
  }

  private void lockOr(LValue m, int failure) {
    int start = t.cur;
    int end = t.loc();
    t.emitFit(new Stmt.Lock(m));
    ret(0);
    branchEnd(start, end);
    syncStep(new Stmt.Assume(cmp(BinOp.NE, load(m), zero())));
    ret(failure);
    t.joinAt(end);
  }
}
