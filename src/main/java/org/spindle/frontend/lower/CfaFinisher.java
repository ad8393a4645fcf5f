package org.spindle.frontend.lower;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import org.spindle.frontend.lower.CfaBuilder.MEdge;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.SourceMap;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.UnsupportedFeature;

/**
 * Turns a {@link CfaBuilder} into a {@link ThreadCfa}: resolves uninitialised declarations
 * (Havoc only where a read may precede the first write: one per cell, or one HavocObject for an
 * object with more than {@link #PER_CELL_HAVOCS} such cells or whose address is taken, D7), drops
 * unreachable code, rejects
 * creation/allocation sites that can run more than once, renumbers locations (entry = 0).
 */
final class CfaFinisher {
  /**
   * Up to this many maybe-read-before-written cells get one Havoc edge each; more get a single
   * HavocObject of the whole object (its other cells are uninitialised too, so that is exact).
   */
  static final int PER_CELL_HAVOCS = 64;

  private final CfaBuilder b;

  CfaFinisher(CfaBuilder b) {
    this.b = b;
  }

  ThreadCfa finish(int threadId, String name, String routine, int entry0, List<MemoryObject> locals,
      int[] edgeIds) {
    resolve();
    resolveDeclarations();
    resolve();
    int entry = b.find(entry0);
    List<List<MEdge>> out = adjacency();
    BitSet reach = reachable(entry, out);
    checkOnceOnly(out, reach);
    // renumber in BFS order from the entry
    int[] num = new int[b.locCount()];
    Arrays.fill(num, -1);
    List<Integer> order = new ArrayList<>();
    Deque<Integer> q = new ArrayDeque<>();
    q.add(entry);
    num[entry] = 0;
    order.add(entry);
    while (!q.isEmpty()) {
      int l = q.poll();
      for (MEdge e : out.get(l)) {
        if (num[e.tgt] < 0) {
          num[e.tgt] = order.size();
          order.add(e.tgt);
          q.add(e.tgt);
        }
      }
    }
    ImmutableList.Builder<Edge> edges = ImmutableList.builder();
    ImmutableListMultimap.Builder<Integer, Edge> outgoing = ImmutableListMultimap.builder();
    for (int l : order) {
      for (MEdge e : out.get(l)) {
        Edge x = new Edge(edgeIds[0]++, threadId, num[e.src], num[e.tgt], e.stmt, e.pos, e.text);
        edges.add(x);
        outgoing.put(x.source(), x);
      }
    }
    ImmutableSet.Builder<Integer> atomic = ImmutableSet.builder();
    ImmutableList.Builder<SourcePos> pos = ImmutableList.builder();
    for (int i = 0; i < order.size(); i++) {
      if (b.atomic.get(order.get(i))) atomic.add(i);
      pos.add(b.locPos.get(order.get(i)));
    }
    return new ThreadCfa(threadId, name, routine, 0, order.size(), edges.build(), outgoing.build(),
        ImmutableList.copyOf(locals), atomic.build(), pos.build(), sourceMap(num));
  }

  /** The recorded statement starts and branch targets at their final locations (reachable only). */
  private SourceMap sourceMap(int[] num) {
    ImmutableList.Builder<SourceMap.StatementStart> starts = ImmutableList.builder();
    for (CfaBuilder.RawStart r : b.starts) {
      int l = num[b.find(r.loc())];
      if (l >= 0) starts.add(new SourceMap.StatementStart(l, r.pos(), r.function(), r.activation(), r.loopHead()));
    }
    ImmutableList.Builder<SourceMap.BranchTarget> branches = ImmutableList.builder();
    for (CfaBuilder.RawBranch r : b.branches) {
      int l = num[b.find(r.loc())];
      if (l >= 0) branches.add(new SourceMap.BranchTarget(l, r.pos(), r.outcome()));
    }
    return new SourceMap(starts.build(), branches.build());
  }

  private void resolve() {
    for (MEdge e : b.edges) {
      e.src = b.find(e.src);
      e.tgt = b.find(e.tgt);
    }
  }

  private List<List<MEdge>> adjacency() {
    List<List<MEdge>> out = new ArrayList<>();
    for (int i = 0; i < b.locCount(); i++) out.add(new ArrayList<>());
    for (MEdge e : b.edges) {
      if (!e.removed) out.get(e.src).add(e);
    }
    return out;
  }

  private static BitSet reachable(int from, List<List<MEdge>> out) {
    BitSet seen = new BitSet();
    Deque<Integer> q = new ArrayDeque<>();
    q.add(from);
    seen.set(from);
    while (!q.isEmpty()) {
      for (MEdge e : out.get(q.poll())) {
        if (!seen.get(e.tgt)) {
          seen.set(e.tgt);
          q.add(e.tgt);
        }
      }
    }
    return seen;
  }

  private void checkOnceOnly(List<List<MEdge>> out, BitSet reach) {
    for (MEdge e : b.edges) {
      if (e.removed || e.onceOnly == null || !reach.get(e.src)) continue;
      if (reachable(e.tgt, out).get(e.src)) throw new UnsupportedFeature(e.pos, e.onceOnly);
    }
  }

  // ---- maybe-uninitialised analysis ----

  private void resolveDeclarations() {
    List<MEdge> decls = new ArrayList<>();
    for (MEdge e : b.edges) if (e.declares != null) decls.add(e);
    if (decls.isEmpty()) return;
    // analyse everything first: contracting a Nop or havocking another object changes no result
    List<List<MEdge>> out = adjacency();
    List<BitSet> results = new ArrayList<>();
    int extra = 0;
    for (MEdge d : decls) {
      BitSet r = readBeforeWrite(d, out);
      results.add(r);
      extra += r.cardinality();
    }
    int[] degree = new int[b.locCount() + extra + 1];
    for (int l = 0; l < out.size(); l++) degree[l] = out.get(l).size();
    for (int k = 0; k < decls.size(); k++) {
      MEdge d = decls.get(k);
      BitSet needed = results.get(k);
      d.src = b.find(d.src);
      d.tgt = b.find(d.tgt);
      MemoryObject o = d.declares;
      if (o.addressTaken() && addressUsed(o)) {
        // Other threads may read it through a pointer before this thread writes it; this per-thread
        // dataflow cannot see their reads. (A local's address can only be taken by its own
        // thread's code, so if no edge here takes it, no other thread can reach the object.) The
        // whole-object havoc is lazy: it costs nothing where every cell is in fact written first.
        d.stmt = new Stmt.HavocObject(o);
        continue;
      }
      if (needed.isEmpty()) {
        if (d.src != d.tgt && degree[d.src] == 1) {
          d.removed = true;
          int merged = degree[d.tgt];
          b.union(d.src, d.tgt);
          degree[b.find(d.src)] = merged;
        }
        continue;
      }
      if (needed.cardinality() > PER_CELL_HAVOCS) {
        d.stmt = new Stmt.HavocObject(o);
        continue;
      }
      int src = d.src;
      int finalTgt = d.tgt;
      boolean first = true;
      for (int c = needed.nextSetBit(0); c >= 0; c = needed.nextSetBit(c + 1)) {
        LValue cell = new LValue.Cell(o, new Expr.Const(c, org.spindle.program.ScalarType.INT), o.cellType(c));
        Stmt h = new Stmt.Havoc(cell, o.cellType(c));
        boolean last = needed.nextSetBit(c + 1) < 0;
        int tgt = last ? finalTgt : b.newLoc(d.pos, b.atomic.get(src));
        if (first) {
          d.stmt = h;
          d.tgt = tgt;
          first = false;
        } else {
          b.add(src, tgt, h, d.pos, d.text);
        }
        src = tgt;
      }
    }
  }

  /** True if some edge of this thread takes the address of {@code o} as a value. */
  private boolean addressUsed(MemoryObject o) {
    for (MEdge e : b.edges) {
      if (!e.removed && e.stmt != null && Accesses.takesAddress(e.stmt, o)) return true;
    }
    return false;
  }

  /** Cells of the declared object that some path from the declaration reads before writing. */
  private BitSet readBeforeWrite(MEdge decl, List<List<MEdge>> out) {
    MemoryObject o = decl.declares;
    int n = (int) o.cellCount();
    BitSet all = new BitSet();
    all.set(0, n);
    BitSet needed = new BitSet();
    BitSet[] state = new BitSet[b.locCount()];
    Deque<Integer> work = new ArrayDeque<>();
    state[decl.tgt] = (BitSet) all.clone();
    work.add(decl.tgt);
    while (!work.isEmpty()) {
      int l = work.poll();
      BitSet s = state[l];
      for (MEdge e : out.get(l)) {
        BitSet next;
        if (e.declares == o) {
          next = (BitSet) all.clone();
        } else {
          BitSet read = new BitSet();
          Accesses.reads(e.stmt, lv -> {
            if (lv instanceof LValue.Cell c && c.object().equals(o)) {
              if (c.index() instanceof Expr.Const k) read.set((int) k.value());
              else read.or(all);
            } else if (lv instanceof LValue.Deref d && o.addressTaken()
                && !(d.address() instanceof Expr.Const k && !o.containsAddress(k.value()))) {
              // (a constant address outside o, e.g. the NULL read of undefined behaviour, reads nothing of o)
              read.or(all);
            }
          });
          read.and(s);
          needed.or(read);
          next = (BitSet) s.clone();
          LValue w = Accesses.written(e.stmt);
          if (w instanceof LValue.Cell c && c.object().equals(o) && c.index() instanceof Expr.Const k) {
            next.clear((int) k.value());
          }
        }
        if (next.isEmpty()) continue;
        BitSet t = state[e.tgt];
        if (t == null) {
          state[e.tgt] = next;
          work.add(e.tgt);
        } else {
          BitSet merged = (BitSet) t.clone();
          merged.or(next);
          if (!merged.equals(t)) {
            state[e.tgt] = merged;
            work.add(e.tgt);
          }
        }
      }
    }
    return needed;
  }
}
