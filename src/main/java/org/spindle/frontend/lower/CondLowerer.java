package org.spindle.frontend.lower;

import java.util.Set;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.Expr.Load;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Condition variables with their real wake-ups (D64, {@code --cond-wakeups exact}): a
 * {@code pthread_cond_t} is one cell per thread instance of the program; cell k is 1 while
 * instance k waits on it and has not been woken. A wait marks its own cell (as glibc registers the
 * waiter before it releases the mutex), releases the mutex, blocks until its cell is cleared and
 * takes the mutex again; a signal clears the cell of exactly one waiter, any of them (one branch
 * per instance), or does nothing when none waits; a broadcast clears them all. A timed wait may
 * instead withdraw at any moment it still waits (ETIMEDOUT). No spurious wake-ups: the default
 * model (D5) has them, as POSIX allows.
 */
final class CondLowerer extends SyncSteps {
  /** Thread instances an exact condition variable has cells for, at most. */
  static final int MAX_THREADS = 64;

  private static final Set<String> NAMES = Set.of(
      "pthread_cond_wait", "pthread_cond_timedwait", "pthread_cond_signal", "pthread_cond_broadcast",
      "pthread_cond_init");

  CondLowerer(ThreadLowerer t, CallLowerer calls) {
    super(t, calls, new Result());
  }

  static boolean handles(String n) {
    return NAMES.contains(n);
  }

  org.spindle.program.Expr lower(String n, Expr.Call c, boolean used) {
    if (t.layouts.mutexKinds()) throw t.unsupported("exact condition variables with mutex kinds (" + n + ")");
    ScalarType rt = c.type() instanceof CType.Void ? INT : ex.scalar(c.type());
    result.temp = used ? t.temp(rt) : null;
    switch (n) {
      case "pthread_cond_init" -> {
        calls.arity(c, n, 2);
        LValue cv = cell(c, n, 0);
        ex.effect(c.args().get(1));
        // the library's own cells: atomic, so that a re-initialisation is no race on them (D36
        // counts the program's accesses; POSIX leaves re-initialising a used condition undefined)
        beginAtomic();
        for (int k = 0; k < threads(); k++) t.emit(new Stmt.Assign(waiting(cv, k), zero()));
        endAtomic();
        ret(0);
      }
      case "pthread_cond_signal" -> signal(cell(c, n, 0));
      case "pthread_cond_broadcast" -> {
        LValue cv = cell(c, n, 0);
        beginAtomic();
        for (int k = 0; k < threads(); k++) t.emit(new Stmt.Assign(waiting(cv, k), zero()));
        endAtomic();
        ret(0);
      }
      default -> wait(c, n);
    }
    MemoryObject r = result.temp;
    result.temp = null;
    return r == null ? null : new Load(ThreadLowerer.cell(r), rt);
  }

  private int threads() {
    return t.layouts.condCells();
  }

  /** Instance k's cell of the condition variable whose first cell is {@code cv}. */
  private LValue waiting(LValue cv, int k) {
    return k == 0 ? cv : objectCell(cv, k);
  }

  private org.spindle.program.Expr is(LValue cell, long v) {
    return cmp(BinOp.EQ, load(cell), new Const(v, INT));
  }

  /** One waiter woken, any of them, or nothing when none waits: exactly one branch per case. */
  private void signal(LValue cv) {
    beginAtomic();
    int start = t.cur;
    int end = t.loc();
    org.spindle.program.Expr none = null;
    for (int k = 0; k < threads(); k++) {
      t.emit(new Stmt.Assume(is(waiting(cv, k), 1)));
      t.emit(new Stmt.Assign(waiting(cv, k), zero()));
      branchEnd(start, end);
      none = none == null ? is(waiting(cv, k), 0) : bothHold(none, is(waiting(cv, k), 0));
    }
    t.emit(new Stmt.Assume(none));
    t.joinAt(end);
    endAtomic();
    ret(0);
  }

  /**
   * pthread_cond_(timed)wait(c, m): mark, release, block until woken (or withdraw: timed), lock.
   * The caller must hold m (POSIX: undefined otherwise); a normal mutex is released either way.
   */
  private void wait(Expr.Call c, String n) {
    boolean timed = n.equals("pthread_cond_timedwait");
    calls.arity(c, n, timed ? 3 : 2);
    LValue cv = cell(c, n, 0);
    LValue m = t.hoistAllOperands(ex.toLValue(Place.pointer(ex.rvalue(c.args().get(1)), Types.INT)));
    if (timed) ex.effect(c.args().get(2));
    if (t.threadId >= threads()) throw t.unsupported("exact condition variables in thread instance " + t.threadId);
    if (t.atomicDepth > 0) throw t.unsupported(n + " inside an atomic section");
    LValue mine = waiting(cv, t.threadId);
    beginAtomic();
    t.emit(new Stmt.Assign(mine, new Const(1, INT)));
    endAtomic();
    t.emitFit(new Stmt.Unlock(m));
    beginAtomic();
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(is(mine, 0)));
    ret(0);
    if (timed) {
      branchEnd(start, end);
      t.emit(new Stmt.Assume(is(mine, 1)));
      t.emit(new Stmt.Assign(mine, zero()));
      ret(ETIMEDOUT);
    }
    t.joinAt(end);
    endAtomic();
    t.emitFit(new Stmt.Lock(m));
  }
}
