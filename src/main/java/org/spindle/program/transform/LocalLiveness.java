package org.spindle.program.transform;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.ExprWalker;

/**
 * Which locals of one thread may be read before they are written again, per location (backward
 * may-liveness over the CFA, by memory object id). Conservative where it must be: a read through
 * a pointer reads every local whose address is taken, and only a write to a register (a scalar
 * local whose address is never taken) kills it.
 */
public final class LocalLiveness {
  private final BitSet[] liveIn;

  private LocalLiveness(BitSet[] liveIn) {
    this.liveIn = liveIn;
  }

  public static LocalLiveness of(ThreadCfa t, List<MemoryObject> objects) {
    return of(t, objects, false);
  }

  /**
   * With {@code strong}: strong liveness (faint variables are dead). An assignment to a register
   * that is not strongly live afterwards does not make its operands live, unless evaluating it may
   * be undefined behaviour (then its operands decide whether the run stops there). A local that
   * is live but not strongly live is only ever read to compute other such locals, so its value
   * never reaches a condition, a shared object, an address or the end of an atomic section's
   * enabledness (e.g. {@code while (nondet) h = h + 1} where h is recomputed before its next use).
   */
  public static LocalLiveness of(ThreadCfa t, List<MemoryObject> objects, boolean strong) {
    BitSet addressTaken = new BitSet();
    for (MemoryObject o : objects) if (o.owner() == t.id() && o.addressTaken()) addressTaken.set(o.id());
    int n = t.locationCount();
    BitSet[] in = new BitSet[n];
    for (int l = 0; l < n; l++) in[l] = new BitSet();
    List<Edge>[] incoming = Cfas.incoming(t);
    Deque<Integer> work = new ArrayDeque<>();
    for (int l = 0; l < n; l++) work.add(l);
    boolean[] queued = new boolean[n];
    java.util.Arrays.fill(queued, true);
    while (!work.isEmpty()) {
      int l = work.poll();
      queued[l] = false;
      BitSet live = new BitSet();
      for (Edge e : t.outgoing(l)) live.or(transfer(t.id(), e, in[e.target()], addressTaken, strong));
      if (!live.equals(in[l])) {
        in[l] = live;
        for (Edge p : incoming[l]) {
          if (!queued[p.source()]) {
            queued[p.source()] = true;
            work.add(p.source());
          }
        }
      }
    }
    return new LocalLiveness(in);
  }

  /** The locals live before {@code e}, given those live after it. */
  private static BitSet transfer(int thread, Edge e, BitSet after, BitSet addressTaken, boolean strong) {
    BitSet live = (BitSet) after.clone();
    Stmt s = e.stmt();
    if (s instanceof Stmt.ThreadExit || s instanceof Stmt.Terminate) live.clear();
    LValue target = s instanceof Stmt.Assign a ? a.target() : s instanceof Stmt.Havoc h ? h.target() : null;
    if (strong && s instanceof Stmt.Assign && target instanceof LValue.Cell c && Exprs.isRegister(c.object(), thread)
        && !after.get(c.object().id()) && !mayBeUndefined(s)) {
      return live; // a faint assignment: nothing it reads matters
    }
    if (target instanceof LValue.Cell c && Exprs.isRegister(c.object(), thread)) live.clear(c.object().id());
    boolean[] deref = {false};
    ExprWalker.forEachExpr(s, x -> {
      if (x instanceof Expr.Load l) {
        if (l.location() instanceof LValue.Cell c) {
          if (c.object().owner() == thread) live.set(c.object().id());
        } else {
          deref[0] = true;
        }
      }
    });
    for (LValue lv : ExprWalker.lvalues(s)) if (lv instanceof LValue.Deref) deref[0] = true;
    if (deref[0]) live.or(addressTaken);
    return live;
  }

  /** Whether evaluating {@code s} may stop the run as undefined (division, shift, indexed or pointer access, float conversion). */
  private static boolean mayBeUndefined(Stmt s) {
    boolean[] may = {false};
    ExprWalker.forEachExpr(s, x -> {
      if (x instanceof Expr.Binary b && (b.op() == Expr.BinOp.DIV || b.op() == Expr.BinOp.REM
          || b.op() == Expr.BinOp.SHL || b.op() == Expr.BinOp.SHR)) {
        may[0] = true;
      } else if (x instanceof Expr.Load l && !(l.location() instanceof LValue.Cell c && c.index() instanceof Expr.Const)) {
        may[0] = true;
      } else if (x instanceof Expr.FloatOp f && f.mayBeUndefined()) {
        may[0] = true;
      }
    });
    return may[0];
  }

  /** True if the local {@code o} may be read, before being written, on some path from {@code location}. */
  public boolean liveAt(int location, MemoryObject o) {
    return liveIn[location].get(o.id());
  }
}
