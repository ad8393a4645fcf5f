package org.spindle.frontend.lower;

import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.Expr.Const;
import org.spindle.program.Expr.Load;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;

/**
 * {@code pthread_join}: a Join of the handle, and where the status is read, a copy of the joined
 * thread's recorded result ({@code ThreadLowerer.Context#threadResults}, indexed by the handle).
 */
final class JoinLowerer {
  private final ThreadLowerer t;
  private final ExprLowerer ex;
  private final CallLowerer calls;

  JoinLowerer(ThreadLowerer t, CallLowerer calls) {
    this.t = t;
    this.ex = t.ex;
    this.calls = calls;
  }

  org.spindle.program.Expr join(Expr.Call c, boolean used) {
    calls.arity(c, "pthread_join", 1);
    org.spindle.program.Expr h = ex.rvalue(c.args().get(0));
    org.spindle.program.Expr status = null;
    if (c.args().size() > 1 && !statusUnused(c.args().get(1))) {
      org.spindle.program.Expr p = ex.rvalue(c.args().get(1));
      if (!(p instanceof Const k && k.value() == 0)) status = p;
    }
    if (status != null) {
      // *status = result[h]: read the handle once, join, then copy the recorded value
      h = t.hoistAll(h);
      if (!(h instanceof Const) && !(h instanceof Load)) {
        MemoryObject tmp = t.temp(h.type());
        t.emit(new Stmt.Assign(ThreadLowerer.cell(tmp), h));
        h = new Load(ThreadLowerer.cell(tmp), h.type());
      }
      t.emitFit(new Stmt.Join(h));
      MemoryObject res = t.ctx.threadResults();
      CType target = c.args().get(1).type() instanceof CType.Pointer pp ? pp.target() : null;
      if (res == null || !(target instanceof CType.Pointer)) throw t.unsupported("pthread_join status of type " + target);
      LValue dst = ex.toLValue(Place.pointer(status, target));
      t.emitFit(new Stmt.Assign(dst, new Load(new LValue.Cell(res, Fold.convert(h, ex.idxType()), res.cellType(0)),
          res.cellType(0))));
      return used ? calls.zero(c) : null;
    }
    t.emitFit(new Stmt.Join(h));
    return used ? calls.zero(c) : null;
  }

  /**
   * True for {@code &v} where the local v is used nowhere in the function except as such a
   * pthread_join status argument: the joined thread's return value is then never read.
   */
  private boolean statusUnused(Expr arg) {
    while (arg instanceof Expr.Cast c) arg = c.operand();
    if (!(arg instanceof Expr.Unary u && u.op() == Expr.UnaryOp.ADDR
        && u.operand() instanceof Expr.VarRef r && r.symbol() instanceof VarSymbol v && !v.isGlobal())) {
      return false;
    }
    int[] uses = {0};
    int[] joinUses = {0};
    AstWalk.stmt(t.frame().fn.body(), x -> {}, e -> {
      if (e instanceof Expr.VarRef ref && ref.symbol() == v) uses[0]++;
      FunctionSymbol fs = e instanceof Expr.Call call0 ? CallLowerer.directTarget(call0.function()) : null;
      if (e instanceof Expr.Call call && fs != null && fs.name().equals("pthread_join") && call.args().size() > 1) {
        Expr a = call.args().get(1);
        while (a instanceof Expr.Cast c) a = c.operand();
        if (a instanceof Expr.Unary ua && ua.op() == Expr.UnaryOp.ADDR && ua.operand() instanceof Expr.VarRef rr
            && rr.symbol() == v) {
          joinUses[0]++;
        }
      }
    });
    return uses[0] == joinUses[0] && v.init() == null;
  }
}
