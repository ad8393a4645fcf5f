package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spindle.program.DataModel;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.MemoryObject.Region;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/** Small hand-built program models for SMT tests: threads are straight lines of edges. */
final class Ir {
  static final ScalarType I32 = ScalarType.INT;
  static final ScalarType U32 = ScalarType.UINT;
  static final ScalarType PTR = ScalarType.pointer(DataModel.ILP32);

  private final List<MemoryObject> objects = new ArrayList<>();
  private final List<List<Edge>> threads = new ArrayList<>();
  private int nextEdge;
  private long nextBase = 0x100;

  MemoryObject global(String name, ScalarType t) {
    return object(name, -1, t, 1, Map.of());
  }

  MemoryObject global(String name, ScalarType t, long init) {
    return object(name, -1, t, 1, Map.of(0L, init));
  }

  MemoryObject array(String name, ScalarType t, long count) {
    return object(name, -1, t, count, Map.of());
  }

  MemoryObject object(String name, int owner, ScalarType t, long count, Map<Long, Long> init) {
    MemoryObject o = new MemoryObject(objects.size(), name, owner < 0 ? Region.GLOBAL : Region.LOCAL,
        owner, ImmutableList.of(t), count, nextBase, owner < 0, true, ImmutableMap.copyOf(init),
        new SourcePos("t.c", objects.size() + 1, 1));
    nextBase += count + 16;
    objects.add(o);
    return o;
  }

  /** Appends an edge to thread {@code t} (threads are created on demand), from its last location. */
  Edge add(int t, Stmt s) {
    while (threads.size() <= t) threads.add(new ArrayList<>());
    List<Edge> es = threads.get(t);
    Edge e = new Edge(nextEdge++, t, es.size(), es.size() + 1, s, new SourcePos("t.c", 100 + nextEdge, 1), s.toString());
    es.add(e);
    return e;
  }

  /** Adds an edge from {@code src} to {@code tgt} of thread {@code t} (for branching CFAs). */
  Edge at(int t, int src, int tgt, Stmt s) {
    while (threads.size() <= t) threads.add(new ArrayList<>());
    Edge e = new Edge(nextEdge++, t, src, tgt, s, new SourcePos("t.c", 100 + nextEdge, 1), s.toString());
    threads.get(t).add(e);
    return e;
  }

  Program build() {
    ImmutableList.Builder<ThreadCfa> ts = ImmutableList.builder();
    for (int t = 0; t < threads.size(); t++) {
      List<Edge> es = threads.get(t);
      ImmutableListMultimap.Builder<Integer, Edge> out = ImmutableListMultimap.builder();
      for (Edge e : es) out.put(e.source(), e);
      ImmutableList.Builder<SourcePos> pos = ImmutableList.builder();
      int locs = 1;
      for (Edge e : es) locs = Math.max(locs, Math.max(e.source(), e.target()) + 1);
      for (int l = 0; l < locs; l++) pos.add(new SourcePos("t.c", l + 1, 1));
      final int tid = t;
      ts.add(new ThreadCfa(t, "T" + t, t == 0 ? "main" : "f" + t, 0, locs,
          ImmutableList.copyOf(es), out.build(),
          ImmutableList.copyOf(objects.stream().filter(o -> o.owner() == tid).toList()),
          ImmutableSet.of(), pos.build()));
    }
    return new Program("t.c", DataModel.ILP32, ts.build(), ImmutableList.copyOf(objects));
  }

  static List<Step> steps(Edge... es) {
    List<Step> r = new ArrayList<>();
    for (Edge e : es) r.add(Step.of(e));
    return r;
  }

  // ---- expressions and statements ----

  static Expr.Const c(long v, ScalarType t) {
    return new Expr.Const(v, t);
  }

  static Expr.Const c(long v) {
    return c(v, I32);
  }

  static LValue.Cell cell(MemoryObject o) {
    return LValue.Cell.scalar(o);
  }

  static LValue.Cell cell(MemoryObject o, Expr index) {
    return new LValue.Cell(o, index, o.cellType(0));
  }

  static Expr.Load load(MemoryObject o) {
    return new Expr.Load(cell(o), o.cellType(0));
  }

  static Expr.Load load(MemoryObject o, Expr index) {
    return new Expr.Load(cell(o, index), o.cellType(0));
  }

  static Expr bin(BinOp op, Expr l, Expr r) {
    ScalarType t = op.isComparison() || op == BinOp.LAND || op == BinOp.LOR ? I32 : l.type();
    return new Expr.Binary(op, l, r, t);
  }

  static Stmt assign(MemoryObject o, Expr v) {
    return new Stmt.Assign(cell(o), v);
  }

  static Stmt assign(LValue lv, Expr v) {
    return new Stmt.Assign(lv, v);
  }

  static Stmt assume(Expr cond) {
    return new Stmt.Assume(cond);
  }

  static Stmt havoc(MemoryObject o) {
    return new Stmt.Havoc(cell(o), o.cellType(0));
  }

  static Stmt lock(MemoryObject m) {
    return new Stmt.Lock(cell(m));
  }

  static Stmt unlock(MemoryObject m) {
    return new Stmt.Unlock(cell(m));
  }

  static Stmt error() {
    return new Stmt.Error("reach_error");
  }
}
