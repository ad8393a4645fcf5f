package org.spindle.frontend.lower;

import java.util.List;
import java.util.Map;
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
 * Thread-specific data (D46): {@code pthread_key_create}, {@code pthread_setspecific},
 * {@code pthread_getspecific}, {@code pthread_key_delete}. Each lowered key-create edge stores its
 * own key value 1, 2, ... (so created keys are distinct) and must run at most once. Each thread
 * instance has one local object with a NULL-initialised pointer cell per key, indexed by key - 1:
 * a thread touches only its own cells, so these accesses are never shared and add no dependency.
 * A key that was never created indexes out of bounds (undefined behaviour, as in C).
 */
final class ThreadKeyLowerer {
  static final String KEY_IN_LOOP = "pthread_key_create in a loop (more than one key from one call)";
  private final ThreadLowerer t;
  private final ExprLowerer ex;
  private final CallLowerer calls;
  private MemoryObject values;

  ThreadKeyLowerer(ThreadLowerer t, CallLowerer calls) {
    this.t = t;
    this.ex = t.ex;
    this.calls = calls;
  }

  org.spindle.program.Expr lower(String n, Expr.Call c, boolean used) {
    List<Expr> args = c.args();
    switch (n) {
      case "pthread_key_create" -> create(c);
      case "pthread_setspecific" -> {
        calls.arity(c, n, 2);
        LValue cell = cell(args.get(0));
        org.spindle.program.Expr v = ex.rvalue(args.get(1));
        t.emitFit(new Stmt.Assign(cell, Fold.convert(v, cell.type())));
      }
      case "pthread_getspecific" -> {
        calls.arity(c, n, 1);
        LValue cell = cell(args.get(0));
        MemoryObject tmp = t.temp(cell.type());
        t.emitFit(new Stmt.Assign(ThreadLowerer.cell(tmp), new Load(cell, cell.type())));
        return new Load(ThreadLowerer.cell(tmp), cell.type());
      }
      default -> {
        // pthread_key_delete: keys are never reused, so a key created later starts out NULL in
        // every thread as C requires; using a deleted key is undefined behaviour we do not flag
        calls.arity(c, n, 1);
        for (Expr a : args) ex.effect(a);
      }
    }
    return used ? calls.zero(c) : null;
  }

  private void create(Expr.Call c) {
    calls.arity(c, "pthread_key_create", 2);
    // a destructor runs at thread exit for each non-NULL value: not modelled
    if (!Facts.isNullConstant(c.args().get(1))) throw t.unsupported("pthread_key_create with a destructor");
    CType kt = c.args().get(0).type() instanceof CType.Pointer p ? p.target() : null;
    if (!(kt instanceof CType.Int)) throw t.unsupported("pthread_key_create of a key of type " + kt);
    int key = t.ctx.newKey(t.pos);
    LValue dst = ex.toLValue(Place.pointer(ex.rvalue(c.args().get(0)), kt));
    t.emitFit(new Stmt.Assign(dst, new Const(key, ex.scalar(kt)))).onceOnly = KEY_IN_LOOP;
  }

  /** This thread's value cell of the key {@code k}: index k - 1 of its key object. */
  private LValue cell(Expr k) {
    org.spindle.program.Expr key = Fold.convert(ex.rvalue(k), ex.idxType());
    MemoryObject o = values();
    return new LValue.Cell(o, Fold.bin(BinOp.SUB, key, ex.idx(1), ex.idxType()), o.cellType(0));
  }

  private MemoryObject values() {
    if (values == null) {
      int keys = t.ctx.facts.keyCreateSites;
      if (keys == 0) throw t.unsupported("thread-specific data without any pthread_key_create");
      values = t.ctx.memory.create(t.prefix + "__specific", MemoryObject.Region.LOCAL, t.threadId,
          List.of(ex.ptrType()), keys, false, false, Map.of(), t.pos);
      t.locals.add(values);
    }
    return values;
  }
}
