package org.spindle.program.analysis;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.DataModel;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.MemoryObject.Region;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/** Builds small program models directly from the IR records, for tests. */
final class TestPrograms {
  static final ScalarType I32 = ScalarType.INT;
  static final ScalarType PTR = ScalarType.pointer(DataModel.ILP32);

  private final List<MemoryObject> objects = new ArrayList<>();
  private final List<ThreadBuilder> threads = new ArrayList<>();
  private int nextEdgeId;
  private long nextBase = 0x1000;

  /** A shared int global, address not taken. */
  MemoryObject global(String name) {
    return object(name, Region.GLOBAL, -1, I32, 1, true, false, Map.of());
  }

  /** A shared global whose address is taken. */
  MemoryObject addressTakenGlobal(String name, ScalarType type, long count) {
    return object(name, Region.GLOBAL, -1, type, count, true, true, Map.of());
  }

  /** A thread-local scalar of thread {@code owner}. */
  MemoryObject local(String name, int owner, ScalarType type) {
    return object(name, Region.LOCAL, owner, type, 1, false, false, Map.of());
  }

  MemoryObject object(String name, Region region, int owner, ScalarType type, long count,
      boolean shared, boolean addressTaken, Map<Long, Long> initial) {
    long base = nextBase;
    nextBase += count + 16;
    MemoryObject o = new MemoryObject(objects.size(), name, region, owner, ImmutableList.of(type),
        count, base, shared, addressTaken, ImmutableMap.copyOf(initial),
        new SourcePos("t.c", objects.size() + 1, 1));
    objects.add(o);
    return o;
  }

  /** Replaces object {@code o} by a copy with other initial cells (same id). */
  MemoryObject withInitial(MemoryObject o, Map<Long, Long> initial) {
    MemoryObject n = new MemoryObject(o.id(), o.name(), o.region(), o.owner(), o.layout(),
        o.count(), o.baseAddress(), o.shared(), o.addressTaken(), ImmutableMap.copyOf(initial),
        o.declaredAt());
    objects.set(o.id(), n);
    return n;
  }

  ThreadBuilder thread(String name) {
    ThreadBuilder t = new ThreadBuilder(threads.size(), name);
    threads.add(t);
    return t;
  }

  Program build() {
    ImmutableList.Builder<ThreadCfa> ts = ImmutableList.builder();
    for (ThreadBuilder t : threads) ts.add(t.build());
    return new Program("t.c", DataModel.ILP32, ts.build(), ImmutableList.copyOf(objects));
  }

  final class ThreadBuilder {
    final int id;
    final String name;
    final List<Edge> edges = new ArrayList<>();
    final Set<Integer> atomic = new HashSet<>();
    int locationCount = 1;

    ThreadBuilder(int id, String name) {
      this.id = id;
      this.name = name;
    }

    Edge edge(int source, int target, Stmt s) {
      Edge e = new Edge(nextEdgeId++, id, source, target, s, new SourcePos("t.c", 10 + source, 3),
          s.toString());
      edges.add(e);
      locationCount = Math.max(locationCount, Math.max(source, target) + 1);
      return e;
    }

    ThreadBuilder atomic(int... locations) {
      for (int l : locations) atomic.add(l);
      return this;
    }

    ThreadCfa build() {
      ImmutableListMultimap.Builder<Integer, Edge> out = ImmutableListMultimap.builder();
      for (Edge e : edges) out.put(e.source(), e);
      ImmutableList.Builder<SourcePos> pos = ImmutableList.builder();
      for (int l = 0; l < locationCount; l++) pos.add(new SourcePos("t.c", 10 + l, 1));
      List<MemoryObject> locals = objects.stream().filter(o -> o.owner() == id).toList();
      return new ThreadCfa(id, name, id == 0 ? "main" : name, 0, locationCount,
          ImmutableList.copyOf(edges), out.build(), ImmutableList.copyOf(locals),
          ImmutableSet.copyOf(atomic), pos.build());
    }
  }

  // ---- expression and statement helpers ----

  static Expr.Const c(long v) {
    return new Expr.Const(v, I32);
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

  static Expr.AddressOf addr(MemoryObject o) {
    return new Expr.AddressOf(o, c(0), PTR);
  }

  static LValue.Deref deref(Expr address, ScalarType type) {
    return new LValue.Deref(address, type);
  }

  static Expr.Binary bin(Expr.BinOp op, Expr l, Expr r) {
    ScalarType t = op.isComparison() || op == Expr.BinOp.LAND || op == Expr.BinOp.LOR ? I32 : l.type();
    return new Expr.Binary(op, l, r, t);
  }

  static Expr.Unary not(Expr e) {
    return new Expr.Unary(Expr.UnOp.LOGNOT, e, I32);
  }

  static Stmt.Assign assign(LValue target, Expr value) {
    return new Stmt.Assign(target, value);
  }

  static Stmt.Assume assume(Expr cond) {
    return new Stmt.Assume(cond);
  }

  static Stmt nop() {
    return new Stmt.Nop();
  }
}
