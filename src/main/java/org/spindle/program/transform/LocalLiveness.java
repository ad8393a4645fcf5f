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
      for (Edge e : t.outgoing(l)) live.or(transfer(t.id(), e, in[e.target()], addressTaken));
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
  private static BitSet transfer(int thread, Edge e, BitSet after, BitSet addressTaken) {
    BitSet live = (BitSet) after.clone();
    Stmt s = e.stmt();
    if (s instanceof Stmt.ThreadExit || s instanceof Stmt.Terminate) live.clear();
    LValue target = s instanceof Stmt.Assign a ? a.target() : s instanceof Stmt.Havoc h ? h.target() : null;
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

  /** True if the local {@code o} may be read, before being written, on some path from {@code location}. */
  public boolean liveAt(int location, MemoryObject o) {
    return liveIn[location].get(o.id());
  }
}
