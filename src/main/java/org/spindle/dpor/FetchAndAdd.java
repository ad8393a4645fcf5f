package org.spindle.dpor;

import com.google.common.collect.ImmutableList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Transition;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.Stmt;
import org.spindle.program.transform.Exprs;

/**
 * IFAA ("Awaiting for Godot" §II-C, §IV-A(ii)): atomic fetch-and-adds on a common variable whose
 * loaded values are unused do not conflict. On Spindle's model (D40) a step is a fetch-and-add if
 * its only access to memory another thread can reach is {@code x = x + d} or {@code x = x - d}
 * (one assignment that reads and writes x, with d and x's location computed from the thread's
 * registers), and its other edges are atomic-section markers, skips and assignments of registers
 * from registers. Such a step changes x by d and the thread's registers independently of x, so
 * two of them on x commute and nothing either thread does next depends on their order: the old
 * value of x goes nowhere (the paper's "loaded value unused", §II-C, which §IV-A's definition
 * leaves out: SEED-TARGETS D.6). Only inside an atomic section (or a {@code __VERIFIER_atomic_}
 * function) is {@code x = x + d} one assignment: outside one the lowering splits it into a read
 * into a temporary and a write (one shared access per edge), two steps that do not count, as
 * {@code t = x; x = t + d} does not (the safe direction: fewer steps are independent).
 */
final class FetchAndAdd {
  private final Map<ImmutableList<Edge>, Boolean> cache = new HashMap<>();

  /** {@code np} with the footprints of its fetch-and-add steps marked ({@link StepFootprint#asFetchAndAdd}). */
  NextStep mark(NextStep np) {
    if (np.variants().isEmpty()) return np;
    ImmutableList.Builder<StepFootprint> fps = ImmutableList.builder();
    boolean any = false;
    for (int x = 0; x < np.variants().size(); x++) {
      StepFootprint fp = np.footprints().get(x);
      if (isFetchAndAdd(np.variants().get(x).transition())) {
        fp = fp.asFetchAndAdd();
        any = true;
      }
      fps.add(fp);
    }
    return any ? new NextStep(np.thread(), np.at(), np.variants(), fps.build(), np.blocked(), null) : np;
  }

  boolean isFetchAndAdd(Transition tr) {
    return cache.computeIfAbsent(tr.edges(), es -> check(tr.thread(), es));
  }

  private static boolean check(int thread, List<Edge> edges) {
    int adds = 0;
    for (Edge e : edges) {
      Stmt s = e.stmt();
      if (s instanceof Stmt.AtomicBegin || s instanceof Stmt.AtomicEnd || s instanceof Stmt.Nop) continue;
      if (!(s instanceof Stmt.Assign a)) return false;
      if (!Exprs.sharedLocation(a.target(), thread)) {
        if (!(a.target() instanceof LValue.Cell c && Exprs.isRegister(c.object(), thread))
            || !Exprs.onlyRegisters(a.value(), thread)) {
          return false;
        }
      } else if (isAdd(a, thread)) {
        adds++;
      } else {
        return false;
      }
    }
    return adds == 1;
  }

  /** {@code x = x + d}, {@code x = d + x} or {@code x = x - d} with d and x's location from registers. */
  private static boolean isAdd(Stmt.Assign a, int thread) {
    LValue x = a.target();
    if (!Exprs.addressOnlyRegisters(x, thread)) return false;
    if (!(a.value() instanceof Expr.Binary b) || !b.type().equals(x.type())) return false;
    if (b.op() == Expr.BinOp.ADD || b.op() == Expr.BinOp.SUB) {
      if (isLoadOf(b.left(), x) && Exprs.onlyRegisters(b.right(), thread)) return true;
    }
    return b.op() == Expr.BinOp.ADD && isLoadOf(b.right(), x) && Exprs.onlyRegisters(b.left(), thread);
  }

  private static boolean isLoadOf(Expr e, LValue x) {
    return e instanceof Expr.Load l && l.location().equals(x);
  }
}
