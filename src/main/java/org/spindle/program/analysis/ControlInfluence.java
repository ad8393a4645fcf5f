package org.spindle.program.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Which memory objects may decide what an edge does apart from the values it writes: the cells
 * it accesses, whether it is enabled, which of several edges is taken, whether it draws inputs or
 * stops in undefined behaviour. Eager POR (thesis 003 §3.2.1) keeps a section free of hiding
 * dependencies and of branchings whose outcome the section's order could change: no race inside
 * a section may be on an object that {@link #control} or, for a branch whose successor is in the
 * section, {@link #branchDecision} names.
 *
 * <p>Soundness argument (an over-approximation, flow-insensitive, whole program). What an edge
 * does depends on the program counter and on values it reads in <em>control positions</em>:
 * indices and pointers of every access (which cell), the left operand of {@code &&}/{@code ||}
 * and the condition of {@code ?:} (whether the other operand's cells are read), divisors and
 * shift amounts (undefined behaviour), the condition of an assume that is not one of a
 * complementary if/else pair (blocking; several enabled edges), the mutex of a lock (blocking),
 * the thread of a join, every cell of an object a HavocObject may leave undefined (a read of an
 * undefined cell draws an input), and inside atomic sections the conditions of every branch (the
 * path is part of the step). A value read there was written by some edge, from values it read
 * (anywhere in the expression, indices included) and, inside an atomic section, under the
 * section's branch conditions: the <em>data flow</em> into an object. The sets here are closed
 * under that flow (through pointers by {@link PointsTo}), so a value that decides an edge's
 * behaviour can change only if some object in the edge's set can. Control dependence outside
 * atomic sections is not flow: Eager POR puts the successor of a branch into the branch's section
 * only when the branch's own decision cannot change ({@link #branchDecision}).
 */
public final class ControlInfluence {
  private final PointsTo pointsTo;
  private final int objects;
  /** Per object id: the objects whose values may flow into it (one step). */
  private final List<BitSet> flowsInto = new ArrayList<>();
  /** Objects whose cells a HavocObject may leave undefined. */
  private final BitSet maybeUndefined = new BitSet();
  /** Per thread: the objects read by branch conditions inside its atomic sections. */
  private final List<BitSet> atomicConditions = new ArrayList<>();
  /** By edge id (arrays: the Eager POR section builder asks for every event it plans). */
  private final BitSet[] control;
  private final BitSet[] branch;
  private final Map<Integer, BitSet> closures = new HashMap<>();

  private ControlInfluence(Program program) {
    this.pointsTo = ProgramFacts.of(program).pointsTo();
    this.objects = program.objects().size();
    int maxEdge = -1;
    for (ThreadCfa t : program.threads()) for (Edge e : t.edges()) maxEdge = Math.max(maxEdge, e.id());
    this.control = new BitSet[maxEdge + 1];
    this.branch = new BitSet[maxEdge + 1];
    for (int o = 0; o < objects; o++) flowsInto.add(new BitSet());
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (e.stmt() instanceof Stmt.HavocObject h) maybeUndefined.set(h.object().id());
      }
    }
    for (ThreadCfa t : program.threads()) atomicConditions.add(atomicConditions(t));
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) flow(t, e);
    }
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) classify(t, e);
    }
  }

  /** Runs the analysis on {@code program}. */
  public static ControlInfluence of(Program program) {
    return new ControlInfluence(program);
  }

  /** True if some object that may decide {@code e}'s behaviour is in {@code objectIds}. */
  public boolean controlIntersects(Edge e, BitSet objectIds) {
    return control[e.id()].intersects(objectIds);
  }

  /** Adds the objects that may decide {@code e}'s behaviour to {@code into}. */
  public void addControl(Edge e, BitSet into) {
    into.or(control[e.id()]);
  }

  /**
   * True if {@code e} leaves a location with several edges whose choice is not already part of
   * {@link #addControl}: an if/else pair of complementary assumes (exactly one is enabled in every
   * state, and both read the same cells). Its successor may share a section with it only if
   * {@link #addBranchDecision}'s objects are not raced there.
   */
  public boolean isBranch(Edge e) {
    return branch[e.id()] != null;
  }

  /** Adds the objects that may decide which edge a branch takes to {@code into} (none if not a branch). */
  public void addBranchDecision(Edge e, BitSet into) {
    BitSet b = branch[e.id()];
    if (b != null) into.or(b);
  }

  private BitSet atomicConditions(ThreadCfa t) {
    BitSet out = new BitSet();
    for (Edge e : t.edges()) {
      if (t.atomicLocations().contains(e.source()) && t.outgoing(e.source()).size() >= 2) {
        for (Expr x : ExprWalker.operands(e.stmt())) loads(x, out);
        for (LValue lv : ExprWalker.lvalues(e.stmt())) addressLoads(lv, out);
      }
    }
    return out;
  }

  /** Records the data flow of {@code e}: into every object it may write, from everything it reads. */
  private void flow(ThreadCfa t, Edge e) {
    Stmt s = e.stmt();
    BitSet from = new BitSet();
    for (Expr x : ExprWalker.operands(s)) loads(x, from);
    for (LValue lv : ExprWalker.lvalues(s)) addressLoads(lv, from);
    if (t.atomicLocations().contains(e.source())) from.or(atomicConditions.get(t.id()));
    BitSet to = new BitSet();
    if (s instanceof Stmt.Assign a) {
      accessed(a.target(), to);
    } else if (s instanceof Stmt.Havoc h) {
      accessed(h.target(), to);
    } else if (s instanceof Stmt.Lock l) {
      accessed(l.mutex(), to);
    } else if (s instanceof Stmt.Unlock u) {
      accessed(u.mutex(), to);
    } else if (s instanceof Stmt.Create c) {
      if (c.handle() != null) accessed(c.handle(), to);
      if (c.childParam() != null) to.set(c.childParam().id());
    }
    for (int o = to.nextSetBit(0); o >= 0; o = to.nextSetBit(o + 1)) flowsInto.get(o).or(from);
  }

  private void classify(ThreadCfa t, Edge e) {
    Stmt s = e.stmt();
    BitSet direct = new BitSet();
    for (Expr x : ExprWalker.operands(s)) controlLoads(x, direct);
    for (LValue lv : ExprWalker.lvalues(s)) {
      addressLoads(lv, direct);
      for (Expr x : addressExprs(lv)) controlLoads(x, direct);
    }
    List<Edge> siblings = t.outgoing(e.source());
    boolean cleanBranch = siblings.size() == 2 && siblings.get(0).stmt() instanceof Stmt.Assume a0
        && siblings.get(1).stmt() instanceof Stmt.Assume a1 && Conditions.complementary(a0.cond(), a1.cond());
    if (cleanBranch) {
      BitSet decision = new BitSet();
      loads(((Stmt.Assume) s).cond(), decision);
      branch[e.id()] = closure(decision);
    } else if (siblings.size() >= 2) {
      // which edge (or edges) can run depends on everything the edges read
      for (Edge o : siblings) {
        for (Expr x : ExprWalker.operands(o.stmt())) loads(x, direct);
        for (LValue lv : ExprWalker.lvalues(o.stmt())) addressLoads(lv, direct);
      }
    } else if (s instanceof Stmt.Assume a) {
      loads(a.cond(), direct); // may block
    }
    if (s instanceof Stmt.Lock l) accessed(l.mutex(), direct); // its value decides whether it blocks
    if (s instanceof Stmt.Join j) loads(j.thread(), direct);
    if (t.atomicLocations().contains(e.source()) || s instanceof Stmt.AtomicBegin) {
      direct.or(atomicConditions.get(t.id()));
    }
    control[e.id()] = closure(direct);
  }

  /** {@code seeds} and every object whose value may flow into one of them, transitively. */
  private BitSet closure(BitSet seeds) {
    BitSet out = new BitSet();
    for (int o = seeds.nextSetBit(0); o >= 0; o = seeds.nextSetBit(o + 1)) out.or(closureOf(o));
    return out;
  }

  /** {@code o} and every object whose value may flow into it (memoised: many edges share objects). */
  private BitSet closureOf(int o) {
    BitSet done = closures.get(o);
    if (done != null) return done;
    BitSet out = new BitSet();
    out.set(o);
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(o);
    while (!work.isEmpty()) {
      BitSet in = flowsInto.get(work.poll());
      for (int x = in.nextSetBit(0); x >= 0; x = in.nextSetBit(x + 1)) {
        if (!out.get(x)) {
          out.set(x);
          work.add(x);
        }
      }
    }
    closures.put(o, out);
    return out;
  }

  /** Objects read in control positions of {@code e} (see the class comment). */
  private void controlLoads(Expr e, BitSet out) {
    if (e instanceof Expr.Load l) {
      addressLoads(l.location(), out);
      for (Expr x : addressExprs(l.location())) controlLoads(x, out);
      BitSet read = new BitSet();
      accessed(l.location(), read);
      read.and(maybeUndefined);
      out.or(read);
    } else if (e instanceof Expr.Binary b) {
      switch (b.op()) {
        case LAND, LOR -> loads(b.left(), out);
        case DIV, REM, SHL, SHR -> loads(b.right(), out);
        default -> { }
      }
      controlLoads(b.left(), out);
      controlLoads(b.right(), out);
    } else if (e instanceof Expr.Ite i) {
      loads(i.cond(), out);
      controlLoads(i.cond(), out);
      controlLoads(i.then(), out);
      controlLoads(i.otherwise(), out);
    } else if (e instanceof Expr.Unary u) {
      controlLoads(u.operand(), out);
    } else if (e instanceof Expr.Convert c) {
      controlLoads(c.operand(), out);
    } else if (e instanceof Expr.FloatOp f) {
      // a conversion to an integer type may be undefined: its operand decides whether it is
      if (f.mayBeUndefined()) loads(f.arg(0), out);
      for (Expr a : f.args()) controlLoads(a, out);
    } else if (e instanceof Expr.AddressOf a) {
      controlLoads(a.cellIndex(), out);
    }
  }

  private static List<Expr> addressExprs(LValue lv) {
    return List.of(lv instanceof LValue.Cell c ? c.index() : ((LValue.Deref) lv).address());
  }

  /** Every object loaded anywhere in {@code e} (values, indices, addresses). */
  private void loads(Expr e, BitSet out) {
    ExprWalker.forEachExpr(e, x -> {
      if (x instanceof Expr.Load l) accessed(l.location(), out);
    });
  }

  /** The objects loaded to compute which cell {@code lv} denotes. */
  private void addressLoads(LValue lv, BitSet out) {
    for (Expr x : addressExprs(lv)) loads(x, out);
  }

  /** The objects {@code lv} may denote a cell of. */
  private void accessed(LValue lv, BitSet out) {
    if (lv instanceof LValue.Cell c) {
      out.set(c.object().id());
    } else {
      for (MemoryObject o : pointsTo.resolve((LValue.Deref) lv)) out.set(o.id());
    }
  }

}
