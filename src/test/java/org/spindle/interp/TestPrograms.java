package org.spindle.interp;

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
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/** A tiny builder of program-model {@link Program}s for tests (no C frontend needed). */
final class TestPrograms {
  static final String FILE = "test.c";
  static final ScalarType INT = ScalarType.INT;
  static final ScalarType UINT = ScalarType.UINT;
  static final ScalarType PTR = ScalarType.pointer(DataModel.ILP32);

  final List<MemoryObject> objects = new ArrayList<>();
  final List<T> threads = new ArrayList<>();
  private int nextEdgeId;
  private long nextBase = 0x100;

  /** One thread under construction; {@code at} is the location where {@link #then} appends. */
  final class T {
    final int id;
    final String name;
    final List<Edge> edges = new ArrayList<>();
    final List<MemoryObject> locals = new ArrayList<>();
    int locations = 1;
    int at = 0;

    T(int id, String name) {
      this.id = id;
      this.name = name;
    }

    int newLoc() {
      return locations++;
    }

    /** Adds an edge src -> dst; line number = edge id + 1 unless given via {@link #line}. */
    Edge edge(int src, int dst, Stmt s) {
      int eid = nextEdgeId++;
      Edge e = new Edge(eid, id, src, dst, s, new SourcePos(FILE, lineOverride > 0 ? lineOverride : eid + 1, 1), s.toString());
      lineOverride = 0;
      edges.add(e);
      return e;
    }

    private int lineOverride;

    T line(int l) {
      lineOverride = l;
      return this;
    }

    /** Appends a statement at the cursor and moves the cursor to the new location. */
    T then(Stmt s) {
      int dst = newLoc();
      edge(at, dst, s);
      at = dst;
      return this;
    }

    /** Two-way branch at the cursor: returns {then-location, else-location}; cursor unchanged. */
    int[] branch(Expr cond) {
      int a = newLoc();
      int b = newLoc();
      edge(at, a, new Stmt.Assume(cond));
      edge(at, b, new Stmt.Assume(new Expr.Unary(Expr.UnOp.LOGNOT, cond, INT)));
      return new int[] {a, b};
    }

    /** {@code if (!cond) error;} then continue at the ok branch. */
    T assertThat(Expr cond) {
      int l = lineOverride;
      lineOverride = 0;
      int[] br = branch(cond);
      at = br[1];
      lineOverride = l;
      then(new Stmt.Error("reach_error()"));
      at = br[0];
      return this;
    }

    MemoryObject local(String n, ScalarType type) {
      MemoryObject o = obj(n, MemoryObject.Region.LOCAL, id, type, 1, false, false, Map.of());
      locals.add(o);
      return o;
    }
  }

  T thread(String name) {
    T t = new T(threads.size(), name);
    threads.add(t);
    return t;
  }

  MemoryObject obj(String name, MemoryObject.Region region, int owner, ScalarType type, long count,
      boolean shared, boolean addressTaken, Map<Long, Long> init) {
    MemoryObject o = new MemoryObject(objects.size(), name, region, owner, ImmutableList.of(type), count,
        nextBase, shared, addressTaken, ImmutableMap.copyOf(init), new SourcePos(FILE, 1, 1));
    nextBase += count + 16;
    objects.add(o);
    return o;
  }

  MemoryObject global(String name, ScalarType type) {
    return obj(name, MemoryObject.Region.GLOBAL, -1, type, 1, true, true, Map.of());
  }

  MemoryObject global(String name, ScalarType type, long init) {
    return obj(name, MemoryObject.Region.GLOBAL, -1, type, 1, true, true, Map.of(0L, init));
  }

  MemoryObject array(String name, ScalarType type, long count) {
    return obj(name, MemoryObject.Region.GLOBAL, -1, type, count, true, true, Map.of());
  }

  MemoryObject mutex(String name) {
    return obj(name, MemoryObject.Region.GLOBAL, -1, INT, 1, true, true, Map.of());
  }

  Program build() {
    ImmutableList.Builder<ThreadCfa> ts = ImmutableList.builder();
    for (T t : threads) {
      ImmutableListMultimap.Builder<Integer, Edge> out = ImmutableListMultimap.builder();
      for (Edge e : t.edges) out.put(e.source(), e);
      List<SourcePos> pos = new ArrayList<>();
      for (int l = 0; l < t.locations; l++) pos.add(new SourcePos(FILE, 1, 1));
      ts.add(new ThreadCfa(t.id, t.name, t.id == 0 ? "main" : t.name, 0, t.locations,
          ImmutableList.copyOf(t.edges), out.build(), ImmutableList.copyOf(t.locals), ImmutableSet.of(),
          ImmutableList.copyOf(pos)));
    }
    return new Program(FILE, DataModel.ILP32, ts.build(), ImmutableList.copyOf(objects));
  }

  // ---- expression and statement shorthands ----

  static Expr c(long v) {
    return new Expr.Const(v, INT);
  }

  static Expr c(long v, ScalarType t) {
    return new Expr.Const(v, t);
  }

  static LValue cell(MemoryObject o) {
    return LValue.Cell.scalar(o);
  }

  static LValue cell(MemoryObject o, Expr index) {
    return new LValue.Cell(o, index, o.cellType(0));
  }

  static Expr ld(MemoryObject o) {
    return new Expr.Load(cell(o), o.cellType(0));
  }

  static Expr bin(Expr.BinOp op, Expr a, Expr b) {
    ScalarType t = op.isComparison() || op == Expr.BinOp.LAND || op == Expr.BinOp.LOR ? INT : a.type();
    return new Expr.Binary(op, a, b, t);
  }

  static Expr add(Expr a, Expr b) {
    return bin(Expr.BinOp.ADD, a, b);
  }

  static Expr eq(Expr a, Expr b) {
    return bin(Expr.BinOp.EQ, a, b);
  }

  static Expr ne(Expr a, Expr b) {
    return bin(Expr.BinOp.NE, a, b);
  }

  static Stmt assign(MemoryObject o, Expr v) {
    return new Stmt.Assign(cell(o), v);
  }

  static Stmt lock(MemoryObject m) {
    return new Stmt.Lock(cell(m));
  }

  static Stmt unlock(MemoryObject m) {
    return new Stmt.Unlock(cell(m));
  }

  static Stmt havoc(MemoryObject o) {
    return new Stmt.Havoc(cell(o), o.cellType(0));
  }

  static Stmt create(int child, MemoryObject handle) {
    return new Stmt.Create(child, handle == null ? null : cell(handle), null, null);
  }

  static Stmt join(MemoryObject handle) {
    return new Stmt.Join(ld(handle));
  }

  // ---- ready-made programs ----

  /**
   * Two workers each do {@code t = x; x = t + 1} (optionally under a lock); main joins both and
   * asserts {@code x == 2}.
   */
  static Program lostUpdate(boolean locked) {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x", INT);
    MemoryObject m = b.mutex("m");
    T main = b.thread("main");
    MemoryObject h1 = main.local("h1", INT);
    MemoryObject h2 = main.local("h2", INT);
    for (int i = 1; i <= 2; i++) {
      T w = b.thread("worker");
      MemoryObject t = w.local("t", INT);
      if (locked) w.then(lock(m));
      w.then(assign(t, ld(x))).then(assign(x, add(ld(t), c(1))));
      if (locked) w.then(unlock(m));
      w.then(new Stmt.ThreadExit());
    }
    main.then(create(1, h1)).then(create(2, h2)).then(join(h1)).then(join(h2));
    main.line(40).assertThat(eq(ld(x), c(2)));
    main.then(new Stmt.Terminate("return"));
    return b.build();
  }

  /** Two threads take locks a, b in opposite orders. */
  static Program lockOrderDeadlock() {
    TestPrograms b = new TestPrograms();
    MemoryObject la = b.mutex("a");
    MemoryObject lb = b.mutex("b");
    T main = b.thread("main");
    MemoryObject h = main.local("h", INT);
    T w = b.thread("worker");
    w.then(lock(lb)).then(lock(la)).then(unlock(la)).then(unlock(lb));
    main.then(create(1, h)).then(lock(la)).then(lock(lb)).then(unlock(lb)).then(unlock(la)).then(join(h));
    return b.build();
  }
}
