package org.spindle.program.analysis;

import java.util.ArrayList;
import java.util.List;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.Stmt;

/**
 * Counts the shared memory accesses of one statement, syntactically: every Load or written target
 * of a shared object's cell, every access through a pointer (its target is unknown here), and the
 * mutex of Lock/Unlock (one access, although it reads and writes).
 */
final class SharedAccessCounter {
  private SharedAccessCounter() {}

  /** One description per shared access, e.g. "read x", "write *p", "lock m". */
  static List<String> sharedAccesses(Stmt s) {
    List<String> acc = new ArrayList<>();
    for (Expr e : ExprWalker.operands(s)) ExprWalker.forEachExpr(e, x -> loadOf(x, acc));
    for (LValue lv : ExprWalker.lvalues(s)) ExprWalker.forEachExpr(lv, x -> loadOf(x, acc));
    if (s instanceof Stmt.Lock l) {
      acc.add("lock " + l.mutex());
    } else if (s instanceof Stmt.Unlock u) {
      acc.add("unlock " + u.mutex());
    } else if (s instanceof Stmt.Assign a) {
      if (isShared(a.target())) acc.add("write " + a.target());
    } else if (s instanceof Stmt.Havoc h) {
      if (isShared(h.target())) acc.add("write " + h.target());
    } else if (s instanceof Stmt.HavocObject h) {
      if (h.object().shared()) acc.add("write " + h.object().name());
    } else if (s instanceof Stmt.Create c) {
      if (c.handle() != null && isShared(c.handle())) acc.add("write " + c.handle());
      if (c.childParam() != null && c.childParam().shared()) acc.add("write " + c.childParam().name());
    }
    return acc;
  }

  private static void loadOf(Expr e, List<String> acc) {
    if (e instanceof Expr.Load l && isShared(l.location())) acc.add("read " + l.location());
  }

  static boolean isShared(LValue lv) {
    return lv instanceof LValue.Deref || ((LValue.Cell) lv).object().shared();
  }
}
