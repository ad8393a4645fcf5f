package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/** Lookup tables over a {@link Program}: edges by id, objects by address, local edges. */
final class ProgramIndex {
  final Program program;
  private final Map<Integer, Edge> edgesById = new HashMap<>();
  /** Address-taken objects by base address (the same objects {@link Program#objectAt} sees). */
  private final TreeMap<Long, MemoryObject> byBase = new TreeMap<>();
  /** By edge id: a local edge (a BitSet: this is asked for every edge an interpreter step takes). */
  private final java.util.BitSet localEdge = new java.util.BitSet();
  /** Per thread, per location: every outgoing edge is local (see {@link #isLocalEdge}). */
  private final boolean[][] localLocation;
  /** Per thread, per location: the outgoing edges (the CFA's multimap is slow on hot paths). */
  private final ImmutableList<Edge>[][] outgoing;
  private boolean threadPools;
  /** By object id: a local no other thread can reach (not shared, address never taken). */
  private final boolean[] threadPrivate;
  /** Objects a dormant thread's handle may be written to (D44; over points-to). */
  private final java.util.BitSet handleObjects = new java.util.BitSet();

  /** True if object {@code id} may hold a dormant thread's handle. */
  boolean mayHoldHandle(int id) {
    return handleObjects.get(id);
  }

  ProgramIndex(Program p) {
    this.program = p;
    for (MemoryObject o : p.objects()) {
      if (o.addressTaken() && o.cellCount() > 0) byBase.put(o.baseAddress(), o);
    }
    int maxId = -1;
    for (MemoryObject o : p.objects()) maxId = Math.max(maxId, o.id());
    threadPrivate = new boolean[maxId + 1];
    for (MemoryObject o : p.objects()) threadPrivate[o.id()] = !o.shared() && !o.addressTaken() && o.owner() >= 0;
    localLocation = new boolean[p.threads().size()][];
    @SuppressWarnings("unchecked")
    ImmutableList<Edge>[][] outs = new ImmutableList[p.threads().size()][];
    outgoing = outs;
    for (ThreadCfa t : p.threads()) {
      @SuppressWarnings("unchecked")
      ImmutableList<Edge>[] byLoc = new ImmutableList[t.locationCount()];
      for (int l = 0; l < byLoc.length; l++) byLoc[l] = t.outgoing(l);
      outgoing[t.id()] = byLoc;
      for (Edge e : t.edges()) {
        edgesById.put(e.id(), e);
        localEdge.set(e.id(), computeLocal(t, e));
        if (e.stmt() instanceof Stmt.Error err && err.boundReached()) threadPools = true;

      }
      boolean[] ll = new boolean[t.locationCount()];
      for (int l = 0; l < ll.length; l++) {
        boolean all = !t.outgoing(l).isEmpty();
        for (Edge e : t.outgoing(l)) all &= localEdge.get(e.id());
        ll[l] = all;
      }
      localLocation[t.id()] = ll;
    }
    if (threadPools) {
      for (org.spindle.program.analysis.MemLoc l : org.spindle.program.analysis.DormantHandles.locations(p,
          org.spindle.program.analysis.ProgramFacts.of(p).pointsTo())) {
        handleObjects.set(l.object().id());
      }
    }
  }

  /** True if some create site is a thread pool (the program has a bound-reached Error edge). */
  boolean hasThreadPools() {
    return threadPools;
  }

  /** True if object {@code id} is a local no other thread can reach (the same test as {@link #isLocalEdge}). */
  boolean isThreadPrivate(int id) {
    return id >= 0 && id < threadPrivate.length && threadPrivate[id];
  }

  /** The edges leaving {@code loc} in thread {@code thread}'s CFA. */
  ImmutableList<Edge> outgoing(int thread, int loc) {
    return outgoing[thread][loc];
  }

  /** True if {@code loc} is final in the thread's CFA (no outgoing edge: the thread has exited). */
  boolean isFinal(int thread, int loc) {
    return outgoing[thread][loc].isEmpty();
  }

  Edge edge(int id) {
    return edgesById.get(id);
  }

  /** The address-taken object containing {@code address}, or null (NULL, gaps, outside all). */
  MemoryObject objectAt(long address) {
    if (address == 0) return null;
    var entry = byBase.floorEntry(address);
    if (entry == null) return null;
    return entry.getValue().containsAddress(address) ? entry.getValue() : null;
  }

  boolean isLocalEdge(Edge e) {
    return localEdge.get(e.id());
  }

  /** True if the thread's every edge at {@code loc} is local: its steps there are invisible. */
  boolean isLocalLocation(int thread, int loc) {
    boolean[] ll = localLocation[thread];
    return loc >= 0 && loc < ll.length && ll[loc];
  }

  /**
   * An edge is local if it cannot interact with any other thread: an Assign, Assume, Havoc or Nop
   * whose every memory access is a Cell of a non-shared, not address-taken object owned by this
   * thread, or the creation of a dormant thread, and which does not end the thread (exiting is
   * visible to joins).
   */
  private static boolean computeLocal(ThreadCfa t, Edge e) {
    if (t.isFinal(e.target())) return false;
    Stmt s = e.stmt();
    if (s instanceof Stmt.Assign a) return localLv(t.id(), a.target()) && localExpr(t.id(), a.value());
    if (s instanceof Stmt.Assume a) return localExpr(t.id(), a.cond());
    if (s instanceof Stmt.Havoc h) return localLv(t.id(), h.target());
    if (s instanceof Stmt.HavocObject h) {
      MemoryObject o = h.object();
      return !o.shared() && !o.addressTaken() && o.owner() == t.id();
    }
    // creating a dormant thread touches no cell and no thread: it commutes with every step (D44)
    if (s instanceof Stmt.Error err && err.boundReached()) return true;
    return s instanceof Stmt.Nop;
  }

  private static boolean localLv(int thread, LValue lv) {
    if (!(lv instanceof LValue.Cell c)) return false;
    MemoryObject o = c.object();
    // address-taken objects are excluded too, so a lowering that misjudges escape stays sound
    return !o.shared() && !o.addressTaken() && o.owner() == thread && localExpr(thread, c.index());
  }

  private static boolean localExpr(int thread, Expr e) {
    if (e instanceof Expr.Const) return true;
    if (e instanceof Expr.Load l) return localLv(thread, l.location());
    if (e instanceof Expr.Unary u) return localExpr(thread, u.operand());
    if (e instanceof Expr.Binary b) return localExpr(thread, b.left()) && localExpr(thread, b.right());
    if (e instanceof Expr.Convert c) return localExpr(thread, c.operand());
    if (e instanceof Expr.FloatOp f) return f.args().stream().allMatch(a -> localExpr(thread, a));
    if (e instanceof Expr.AddressOf a) return localExpr(thread, a.cellIndex());
    if (e instanceof Expr.Ite i) {
      return localExpr(thread, i.cond()) && localExpr(thread, i.then()) && localExpr(thread, i.otherwise());
    }
    throw new IllegalStateException("unknown expression " + e);
  }
}
