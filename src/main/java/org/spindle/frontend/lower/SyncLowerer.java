package org.spindle.frontend.lower;

import java.util.List;
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
 * pthread synchronisation beyond lock, unlock and condition variables (issue 17 §4, D57), built
 * from Lock/Unlock edges and atomic sections whose first step is an Assume (a blocked Assume makes
 * the whole section a disabled transition, so "wait until" is exact). Return codes are glibc's on
 * Linux; where a call may succeed or fail, the lowering branches and each branch is guarded so
 * that exactly the outcomes the real call can have in the current state are enabled.
 *
 * <ul>
 *   <li>trylock / timedlock of mutexes and spin locks: Lock when free, EBUSY (ETIMEDOUT) while
 *       held — a timed lock that times out does so at some moment at which the lock is held.
 *   <li>Semaphores ({@code sem_t}, one cell: the value): wait blocks until the value is positive
 *       and decrements it in the same atomic step; post increments (-1 at SEM_VALUE_MAX).
 *   <li>Read-write locks (one cell: 0 free, n &gt; 0 held by n readers, -(id+1) write-held by
 *       thread id): glibc's default kind (readers are admitted whenever no writer holds the lock,
 *       read locks nest), write or read lock by the writing thread itself EDEADLK as glibc.
 *   <li>Barriers (three cells: count, arrived, sense): the last arriving thread resets the count,
 *       flips the sense and returns PTHREAD_BARRIER_SERIAL_THREAD (POSIX leaves the choice of that
 *       thread open); the others wait until the sense differs from the one they arrived in — it
 *       cannot flip twice while they wait, since the next round needs them.
 *   <li>{@code pthread_once}: 0 not run, 1 running, 2 done; the first caller runs the routine,
 *       the others wait until it is done.
 *   <li>{@code pthread_self} is the running instance's id (each instance is lowered on its own, so
 *       it is a constant there; instances that use it are therefore never alike for symmetry and
 *       thread-modular templates), {@code pthread_equal} compares.
 *   <li>Mutex kinds: normal and error-checking (D61: a kind cell per mutex where a program sets
 *       kinds; EDEADLK on a relock, EPERM on an unlock by a non-owner); recursive kinds and robust
 *       mutexes are UNKNOWN, since a recursive relock counts.
 * </ul>
 */
final class SyncLowerer {
  static final int EPERM = 1;
  static final int EAGAIN = 11;
  static final int EBUSY = 16;
  static final int EINVAL = 22;
  static final int EDEADLK = 35;
  static final int ETIMEDOUT = 110;
  static final int BARRIER_SERIAL_THREAD = -1;
  private static final long SEM_VALUE_MAX = Integer.MAX_VALUE;

  private static final Set<String> NAMES = Set.of(
      "pthread_mutex_trylock", "pthread_mutex_timedlock", "pthread_mutexattr_settype",
      "pthread_mutexattr_setrobust", "pthread_mutexattr_init",
      "pthread_spin_init", "pthread_spin_lock", "pthread_spin_trylock", "pthread_spin_unlock",
      "pthread_spin_destroy",
      "sem_init", "sem_wait", "sem_trywait", "sem_timedwait", "sem_post", "sem_getvalue", "sem_destroy",
      "pthread_rwlock_init", "pthread_rwlock_rdlock", "pthread_rwlock_wrlock",
      "pthread_rwlock_tryrdlock", "pthread_rwlock_trywrlock", "pthread_rwlock_timedrdlock",
      "pthread_rwlock_timedwrlock", "pthread_rwlock_unlock", "pthread_rwlock_destroy",
      "pthread_rwlockattr_setkind_np",
      "pthread_barrier_init", "pthread_barrier_wait", "pthread_barrier_destroy",
      "pthread_once", "pthread_self", "pthread_equal");

  private static final ScalarType INT = ScalarType.INT;

  private final ThreadLowerer t;
  private final ExprLowerer ex;
  private final CallLowerer calls;
  /** The call's result temporary (null when the value is unused). */
  private MemoryObject result;

  SyncLowerer(ThreadLowerer t, CallLowerer calls) {
    this.t = t;
    this.ex = t.ex;
    this.calls = calls;
  }

  static boolean handles(String n) {
    return NAMES.contains(n);
  }

  org.spindle.program.Expr lower(String n, Expr.Call c, boolean used) {
    List<Expr> args = c.args();
    ScalarType rt = c.type() instanceof CType.Void ? INT : ex.scalar(c.type());
    if (n.equals("pthread_self")) return new Const(t.threadId, rt);
    if (n.equals("pthread_equal")) {
      calls.arity(c, n, 2);
      org.spindle.program.Expr a = ex.rvalue(args.get(0));
      org.spindle.program.Expr b = Fold.convert(ex.rvalue(args.get(1)), a.type());
      return Fold.bin(BinOp.EQ, a, b, rt);
    }
    MemoryObject outer = result; // pthread_once's routine may make calls of its own
    result = used ? t.temp(rt) : null;
    switch (n) {
      case "pthread_mutexattr_settype" -> setType(c, n);
      case "pthread_mutexattr_setrobust" -> attribute(c, n, "robust mutex");
      case "pthread_mutexattr_init" -> {
        // the kind cell is read by pthread_mutex_init only where kinds are set (D61)
        if (t.layouts.mutexKinds()) t.emitFit(new Stmt.Assign(cell(c, n, 0), zero()));
        else effects(args, 0);
        ret(0);
      }
      case "pthread_mutex_init" -> mutexInit(c);
      case "pthread_mutex_lock" -> mutexLock(c, n, false);
      case "pthread_mutex_unlock" -> mutexUnlock(c, n);
      case "pthread_rwlockattr_setkind_np" -> attribute(c, n, "writer-preferring read-write lock");
      case "pthread_mutex_trylock", "pthread_spin_trylock" -> tryLock(c, n, EBUSY);
      case "pthread_mutex_timedlock" -> {
        if (t.layouts.mutexKinds()) mutexLock(c, n, true); // an error-checking relock: EDEADLK first
        else tryLock(c, n, ETIMEDOUT);
      }
      case "pthread_spin_init" -> {
        LValue s = cell(c, n, 0);
        effects(args, 1);
        t.emitFit(new Stmt.Assign(s, zero()));
        ret(0);
      }
      case "pthread_spin_lock" -> {
        t.emitFit(new Stmt.Lock(cell(c, n, 0)));
        ret(0);
      }
      case "pthread_spin_unlock" -> {
        t.emitFit(new Stmt.Unlock(cell(c, n, 0)));
        ret(0);
      }
      case "sem_init" -> semInit(c);
      case "sem_wait" -> {
        LValue s = cell(c, n, 0);
        beginAtomic();
        t.emit(new Stmt.Assume(cmp(BinOp.GT, load(s), zero())));
        t.emit(new Stmt.Assign(s, add(load(s), -1)));
        endAtomic();
        ret(0);
      }
      case "sem_trywait", "sem_timedwait" -> {
        LValue s = cell(c, n, 0);
        effects(args, 1);
        beginAtomic();
        int start = t.cur;
        int end = t.loc();
        t.emit(new Stmt.Assume(cmp(BinOp.GT, load(s), zero())));
        t.emit(new Stmt.Assign(s, add(load(s), -1)));
        ret(0);
        branchEnd(start, end);
        t.emit(new Stmt.Assume(cmp(BinOp.LE, load(s), zero())));
        ret(-1); // errno EAGAIN / ETIMEDOUT (errno is not modelled)
        t.joinAt(end);
        endAtomic();
      }
      case "sem_post" -> {
        LValue s = cell(c, n, 0);
        beginAtomic();
        int start = t.cur;
        int end = t.loc();
        t.emit(new Stmt.Assume(cmp(BinOp.LT, load(s), new Const(SEM_VALUE_MAX, INT))));
        t.emit(new Stmt.Assign(s, add(load(s), 1)));
        ret(0);
        branchEnd(start, end);
        t.emit(new Stmt.Assume(cmp(BinOp.GE, load(s), new Const(SEM_VALUE_MAX, INT))));
        ret(-1); // EOVERFLOW
        t.joinAt(end);
        endAtomic();
      }
      case "sem_getvalue" -> {
        calls.arity(c, n, 2);
        LValue s = cell(c, n, 0);
        CType vt = args.get(1).type() instanceof CType.Pointer p ? p.target() : null;
        if (!(vt instanceof CType.Int)) throw t.unsupported("sem_getvalue into " + vt);
        LValue v = t.hoistAllOperands(ex.toLValue(Place.pointer(ex.rvalue(args.get(1)), vt)));
        MemoryObject tmp = t.temp(INT);
        t.emitFit(new Stmt.Assign(ThreadLowerer.cell(tmp), load(s)));
        t.emitFit(new Stmt.Assign(v, Fold.convert(new Load(ThreadLowerer.cell(tmp), INT), v.type())));
        ret(0);
      }
      case "pthread_rwlock_init" -> {
        LValue rw = cell(c, n, 0);
        effects(args, 1);
        t.emitFit(new Stmt.Assign(rw, zero()));
        ret(0);
      }
      case "pthread_rwlock_rdlock", "pthread_rwlock_tryrdlock", "pthread_rwlock_timedrdlock" -> readLock(c, n);
      case "pthread_rwlock_wrlock", "pthread_rwlock_trywrlock", "pthread_rwlock_timedwrlock" -> writeLock(c, n);
      case "pthread_rwlock_unlock" -> {
        // the writer's cell value is negative, a reader's count positive (unlocking a lock this
        // thread does not hold is undefined behaviour in POSIX)
        LValue rw = cell(c, n, 0);
        beginAtomic();
        t.emit(new Stmt.Assign(rw, new org.spindle.program.Expr.Ite(cmp(BinOp.GT, load(rw), zero()),
            add(load(rw), -1), zero(), INT)));
        endAtomic();
        ret(0);
      }
      case "pthread_barrier_init" -> barrierInit(c);
      case "pthread_barrier_wait" -> barrierWait(c);
      case "pthread_once" -> once(c);
      default -> { // the destroy functions: no effect on the modelled state
        for (Expr a : args) ex.effect(a);
        ret(0);
      }
    }
    MemoryObject r = result;
    result = outer;
    return r == null ? null : new Load(ThreadLowerer.cell(r), rt);
  }

  /** An attribute setter whose only supported value is the default 0. */
  private void attribute(Expr.Call c, String n, String what) {
    calls.arity(c, n, 2);
    ex.effect(c.args().get(0));
    org.spindle.program.Expr k = ex.rvalue(c.args().get(1));
    if (!(k instanceof Const v && v.value() == 0)) throw t.unsupported(what + " (" + n + ")");
    ret(0);
  }

  /** glibc's kinds (D61): PTHREAD_MUTEX_NORMAL and _DEFAULT are 0, _ERRORCHECK is 2. */
  static final int MUTEX_NORMAL = 0;
  static final int MUTEX_ERRORCHECK = 2;

  /**
   * pthread_mutexattr_settype: a constant normal or error-checking kind is stored in the
   * attribute's cell, whence pthread_mutex_init copies it into the mutex's kind cell; recursive
   * (a relock counts) and other kinds stay UNKNOWN.
   */
  private void setType(Expr.Call c, String n) {
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
  private void mutexInit(Expr.Call c) {
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
  private void mutexLock(Expr.Call c, String n, boolean timed) {
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
  private void mutexUnlock(Expr.Call c, String n) {
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
  private void tryLock(Expr.Call c, String n, int failure) {
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

  private void semInit(Expr.Call c) {
    calls.arity(c, "sem_init", 3);
    LValue s = cell(c, "sem_init", 0);
    ex.effect(c.args().get(1)); // pshared: processes are not modelled, threads share either way
    org.spindle.program.Expr v = t.hoistAll(Fold.convert(ex.rvalue(c.args().get(2)), ScalarType.integer(32, false)));
    org.spindle.program.Expr max = new Const(SEM_VALUE_MAX, v.type());
    if (v instanceof Const k) {
      if (k.value() > SEM_VALUE_MAX) {
        ret(-1); // EINVAL
      } else {
        t.emitFit(new Stmt.Assign(s, new Const(k.value(), INT)));
        ret(0);
      }
      return;
    }
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(cmp(BinOp.LE, v, max)));
    t.emitFit(new Stmt.Assign(s, Fold.convert(v, INT)));
    ret(0);
    branchEnd(start, end);
    t.emit(new Stmt.Assume(cmp(BinOp.GT, v, max)));
    ret(-1);
    t.joinAt(end);
  }

  /**
   * rdlock: admitted while no writer holds the lock; EDEADLK if this thread is the writer (glibc).
   * tryrdlock: EBUSY while a writer holds it. timedrdlock: ETIMEDOUT at a moment a writer does.
   */
  private void readLock(Expr.Call c, String n) {
    LValue rw = cell(c, n, 0);
    effects(c.args(), 1);
    boolean tryOnly = n.endsWith("tryrdlock");
    beginAtomic();
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(cmp(BinOp.GE, load(rw), zero())));
    t.emit(new Stmt.Assign(rw, add(load(rw), 1)));
    ret(0);
    branchEnd(start, end);
    if (tryOnly) {
      t.emit(new Stmt.Assume(cmp(BinOp.LT, load(rw), zero())));
      ret(EBUSY);
    } else {
      t.emit(new Stmt.Assume(cmp(BinOp.EQ, load(rw), me())));
      ret(EDEADLK);
      if (n.endsWith("timedrdlock")) {
        branchEnd(start, end);
        t.emit(new Stmt.Assume(bothHold(cmp(BinOp.LT, load(rw), zero()), cmp(BinOp.NE, load(rw), me()))));
        ret(ETIMEDOUT);
      }
    }
    t.joinAt(end);
    endAtomic();
  }

  /** wrlock: admitted when free; EDEADLK if this thread already writes; try/timed as for reads. */
  private void writeLock(Expr.Call c, String n) {
    LValue rw = cell(c, n, 0);
    effects(c.args(), 1);
    boolean tryOnly = n.endsWith("trywrlock");
    beginAtomic();
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(cmp(BinOp.EQ, load(rw), zero())));
    t.emit(new Stmt.Assign(rw, me()));
    ret(0);
    branchEnd(start, end);
    if (tryOnly) {
      t.emit(new Stmt.Assume(cmp(BinOp.NE, load(rw), zero())));
      ret(EBUSY);
    } else {
      t.emit(new Stmt.Assume(cmp(BinOp.EQ, load(rw), me())));
      ret(EDEADLK);
      if (n.endsWith("timedwrlock")) {
        branchEnd(start, end);
        t.emit(new Stmt.Assume(bothHold(cmp(BinOp.NE, load(rw), zero()), cmp(BinOp.NE, load(rw), me()))));
        ret(ETIMEDOUT);
      }
    }
    t.joinAt(end);
    endAtomic();
  }

  private void barrierInit(Expr.Call c) {
    calls.arity(c, "pthread_barrier_init", 3);
    LValue count = cell(c, "pthread_barrier_init", 0);
    ex.effect(c.args().get(1));
    org.spindle.program.Expr k = t.hoistAll(Fold.convert(ex.rvalue(c.args().get(2)), ScalarType.integer(32, false)));
    org.spindle.program.Expr zeroU = new Const(0, k.type());
    int start = t.cur;
    int end = t.loc();
    boolean constant = k instanceof Const;
    if (!constant || ((Const) k).value() != 0) {
      if (!constant) t.emit(new Stmt.Assume(cmp(BinOp.NE, k, zeroU)));
      t.emitFit(new Stmt.Assign(count, Fold.convert(k, INT)));
      t.emitFit(new Stmt.Assign(objectCell(count, 1), zero()));
      t.emitFit(new Stmt.Assign(objectCell(count, 2), zero()));
      ret(0);
      if (constant) return;
      branchEnd(start, end);
    }
    if (!constant) t.emit(new Stmt.Assume(cmp(BinOp.EQ, k, zeroU)));
    ret(EINVAL);
    if (!constant) t.joinAt(end);
  }

  private void barrierWait(Expr.Call c) {
    LValue count = cell(c, "pthread_barrier_wait", 0);
    LValue arrived = objectCell(count, 1);
    LValue sense = objectCell(count, 2);
    MemoryObject mine = t.temp(INT);
    LValue p = ThreadLowerer.cell(mine);
    beginAtomic();
    t.emit(new Stmt.Assign(p, load(sense)));
    int start = t.cur;
    // the last one to arrive: reset, flip the sense, return the serial value
    t.emit(new Stmt.Assume(cmp(BinOp.EQ, add(load(arrived), 1), load(count))));
    t.emit(new Stmt.Assign(arrived, zero()));
    t.emit(new Stmt.Assign(sense, new org.spindle.program.Expr.Binary(BinOp.SUB, new Const(1, INT), load(p), INT)));
    ret(BARRIER_SERIAL_THREAD);
    endAtomic();
    int end = t.loc();
    t.jump(end);
    // any other: count in, leave the section, wait until the sense flips
    t.atomicDepth++;
    t.at(start);
    t.emit(new Stmt.Assume(cmp(BinOp.NE, add(load(arrived), 1), load(count))));
    t.emit(new Stmt.Assign(arrived, add(load(arrived), 1)));
    endAtomic();
    t.emitFit(new Stmt.Assume(cmp(BinOp.NE, load(sense), load(p))));
    ret(0);
    t.joinAt(end);
  }

  /** 0 not run, 1 running, 2 done: the first caller runs the routine; the others wait for it. */
  private void once(Expr.Call c) {
    calls.arity(c, "pthread_once", 2);
    LValue o = cell(c, "pthread_once", 0);
    MemoryObject mine = t.temp(INT);
    LValue p = ThreadLowerer.cell(mine);
    beginAtomic();
    t.emit(new Stmt.Assign(p, load(o)));
    t.emit(new Stmt.Assign(o, new org.spindle.program.Expr.Ite(cmp(BinOp.EQ, load(o), zero()),
        new Const(1, INT), load(o), INT)));
    endAtomic();
    int start = t.cur;
    int end = t.loc();
    t.emit(new Stmt.Assume(cmp(BinOp.EQ, load(p), zero())));
    calls.call(new Expr.Call(c.args().get(1), List.of(), new CType.Void(), c.pos()), false);
    t.emitFit(new Stmt.Assign(o, new Const(2, INT)));
    branchEnd(start, end);
    t.emit(new Stmt.Assume(cmp(BinOp.NE, load(p), zero())));
    t.emitFit(new Stmt.Assume(cmp(BinOp.EQ, load(o), new Const(2, INT))));
    t.joinAt(end);
    ret(0);
  }

  // ---- helpers ----

  /** Cell {@code k} of the object the call's first argument points to, its address hoisted. */
  private LValue cell(Expr.Call c, String n, int k) {
    if (c.args().isEmpty()) calls.arity(c, n, 1);
    org.spindle.program.Expr a = t.hoistAll(ex.rvalue(c.args().get(0)));
    return ex.toLValue(ex.offset(Place.pointer(a, Types.INT), ex.idx(k), Types.INT));
  }

  /** Cell {@code k} of the multi-cell object (a barrier, a mutex with a kind) whose first cell is {@code first}. */
  private LValue objectCell(LValue first, int k) {
    if (first instanceof LValue.Cell cl) {
      return new LValue.Cell(cl.object(), Fold.bin(BinOp.ADD, Fold.convert(cl.index(), ex.idxType()),
          ex.idx(k), ex.idxType()), INT);
    }
    LValue.Deref d = (LValue.Deref) first;
    return new LValue.Deref(ex.ptrAdd(d.address(), ex.idx(k)), INT);
  }

  private void effects(List<Expr> args, int from) {
    for (int i = from; i < args.size(); i++) ex.effect(args.get(i));
  }

  private void ret(long v) {
    if (result != null) t.emit(new Stmt.Assign(ThreadLowerer.cell(result), new Const(v, result.cellType(0))));
  }

  /** Ends a branch at {@code end} and continues with the next one from {@code start}. */
  private void branchEnd(int start, int end) {
    t.jump(end);
    t.at(start);
  }

  private void beginAtomic() {
    if (t.atomicDepth++ == 0) t.emit(new Stmt.AtomicBegin());
  }

  private void endAtomic() {
    if (--t.atomicDepth == 0) t.emit(new Stmt.AtomicEnd());
  }

  /** The running instance's id as a write-held read-write lock: -(id + 1). */
  private Const me() {
    return new Const(-(t.threadId + 1L), INT);
  }

  private static Const zero() {
    return new Const(0, INT);
  }

  private static Load load(LValue l) {
    return new Load(l, l.type());
  }

  private static org.spindle.program.Expr add(org.spindle.program.Expr e, long k) {
    return new org.spindle.program.Expr.Binary(BinOp.ADD, e, new Const(k, e.type()), e.type());
  }

  private static org.spindle.program.Expr cmp(BinOp op, org.spindle.program.Expr a, org.spindle.program.Expr b) {
    return new org.spindle.program.Expr.Binary(op, a, b, INT);
  }

  private static org.spindle.program.Expr bothHold(org.spindle.program.Expr a, org.spindle.program.Expr b) {
    return new org.spindle.program.Expr.Binary(BinOp.LAND, a, b, INT);
  }
}
