package org.spindle.frontend.lower;

import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * K instances of a site inside a loop that is not unrolled, behind a hidden counter local to the
 * thread instance: thread pools (D13, D44) and allocation pools (D50). {@code counter == i} runs
 * instance i and sets the counter to i + 1, so each instance runs at most once; {@code counter ==
 * K} runs what happens beyond the bound.
 */
final class SitePool {
  private SitePool() {}

  static void emit(ThreadLowerer t, String counterName, int k, IntConsumer instance, Runnable beyond) {
    MemoryObject counter = t.ctx.memory.create(t.prefix + counterName + "@" + t.pos.line(),
        MemoryObject.Region.LOCAL, t.threadId, List.of(ScalarType.INT), 1, false, false, Map.of(), t.pos);
    t.locals.add(counter);
    LValue cell = ThreadLowerer.cell(counter);
    int start = t.cur;
    boolean wasDead = t.dead;
    boolean live = false;
    int join = t.loc();
    for (int i = 0; i <= k; i++) {
      int branch = t.loc();
      t.at(start);
      t.emitTo(new Stmt.Assume(new Expr.Binary(Expr.BinOp.EQ, new Expr.Load(cell, ScalarType.INT),
          new Expr.Const(i, ScalarType.INT), ScalarType.INT)), branch);
      t.at(branch);
      if (i < k) {
        instance.accept(i);
        if (!t.dead) t.emit(new Stmt.Assign(cell, new Expr.Const(i + 1, ScalarType.INT)));
      } else {
        beyond.run();
      }
      if (!t.dead) {
        live = true;
        t.joinAt(join);
      }
    }
    t.at(join);
    t.dead = wasDead || !live;
  }
}
