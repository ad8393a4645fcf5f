package org.spindle.frontend.lower;

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
 * POSIX semaphores (D57): one cell, the value; wait is an atomic step that starts with an Assume
 * (value > 0) and decrements, trywait/timedwait fail with -1 (errno not modelled) while it is 0,
 * post increments unless at SEM_VALUE_MAX (EOVERFLOW), getvalue copies it.
 */
final class SemaphoreLowerer extends SyncSteps {
  private static final long SEM_VALUE_MAX = Integer.MAX_VALUE;

  SemaphoreLowerer(ThreadLowerer t, CallLowerer calls, Result result) {
    super(t, calls, result);
  }

  /** A sem_* call; its result goes to the shared {@link Result} temporary, as the other sync calls'. */
  void lower(String n, Expr.Call c) {
    java.util.List<Expr> args = c.args();
    switch (n) {
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
          syncStep(new Stmt.Assign(ThreadLowerer.cell(tmp), load(s)));
          t.emitFit(new Stmt.Assign(v, Fold.convert(new Load(ThreadLowerer.cell(tmp), INT), v.type())));
          ret(0);
        }
      default -> throw new IllegalArgumentException(n);
    }
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

}
