package org.spindle.program.analysis;

import com.google.common.collect.ImmutableSet;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Flow-insensitive, field(cell)-sensitive points-to analysis over the whole program: which memory
 * objects may a pointer value point into?
 *
 * <p>Soundness argument. Addresses enter the program only through {@link Expr.AddressOf},
 * pointer-typed initial cells and pointer-typed constants. Only pointer-typed cells are tracked:
 * an integer converted to a pointer is either a constant (resolved to the object holding that
 * address) or "unknown" (may point into every address-taken object), so laundering a pointer
 * through an integer never loses targets. Pointer {@code +}/{@code -} keeps the target objects
 * (leaving an object by pointer arithmetic is undefined behaviour); any other arithmetic that
 * yields a pointer is unknown, as is a pointer Havoc.
 */
public final class PointsTo {

  /** A mutable set of target objects, or "unknown" (any address-taken object). */
  private static final class Targets {
    final BitSet objects = new BitSet();
    boolean unknown;

    static Targets unknownTargets() {
      Targets t = new Targets();
      t.unknown = true;
      return t;
    }

    /** Adds {@code other}; returns true if this set grew. */
    boolean addAll(Targets other) {
      boolean changed = false;
      if (other.unknown && !unknown) {
        unknown = true;
        changed = true;
      }
      BitSet before = (BitSet) objects.clone();
      objects.or(other.objects);
      return changed || !before.equals(objects);
    }
  }

  /** Abstract contents of one object's pointer cells: a summary for unknown cells plus per cell. */
  private static final class ObjState {
    final Targets whole = new Targets();
    final Map<Long, Targets> cells = new HashMap<>();

    Targets readCell(long cell) {
      Targets r = new Targets();
      r.addAll(whole);
      Targets c = cells.get(cell);
      if (c != null) r.addAll(c);
      return r;
    }

    Targets readAny() {
      Targets r = new Targets();
      r.addAll(whole);
      for (Targets c : cells.values()) r.addAll(c);
      return r;
    }
  }

  private final Program program;
  private final ImmutableSet<MemoryObject> addressTaken;
  private final Map<Integer, ObjState> states = new HashMap<>();

  private PointsTo(Program program) {
    this.program = program;
    this.addressTaken = collectAddressTaken(program);
  }

  /** Runs the analysis to its fixpoint. */
  public static PointsTo analyze(Program program) {
    PointsTo p = new PointsTo(program);
    p.seedInitialCells();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (ThreadCfa t : program.threads()) {
        for (Edge e : t.edges()) changed |= p.transfer(e.stmt());
      }
    }
    return p;
  }

  /** Objects whose address may be taken: flagged ones plus any object named in an AddressOf. */
  public ImmutableSet<MemoryObject> addressTakenObjects() {
    return addressTaken;
  }

  /**
   * True if the pointer value may be the address of (a cell in) some object: its targets name an
   * object. A value that entered as an integer, or a havocked one, has only "unknown" targets.
   */
  public boolean mayHoldObjectAddress(Expr value) {
    return !asPointer(value).objects.isEmpty();
  }

  /** True if the pointer value may be any address (the analysis lost track of it). */
  public boolean mayPointAnywhere(Expr value) {
    return asPointer(value).unknown;
  }

  /**
   * Objects the value (treated as a pointer) may point into; "unknown" widens to every
   * address-taken object.
   */
  public ImmutableSet<MemoryObject> pointees(Expr value) {
    return toObjects(asPointer(value), null);
  }

  /**
   * Objects a dereference may access. When the address is unknown: every address-taken object
   * whose layout holds a cell of the access type (an access of another type is undefined
   * behaviour and stops the run).
   */
  public ImmutableSet<MemoryObject> resolve(LValue.Deref deref) {
    return toObjects(asPointer(deref.address()), deref.type());
  }

  /** Objects a pointer stored in cell {@code cell} of {@code o} may point into. */
  public ImmutableSet<MemoryObject> cellPointees(MemoryObject o, long cell) {
    return toObjects(state(o).readCell(cell), null);
  }

  private ImmutableSet<MemoryObject> toObjects(Targets t, ScalarType accessType) {
    if (t.unknown) {
      ImmutableSet.Builder<MemoryObject> b = ImmutableSet.builder();
      for (MemoryObject o : addressTaken) {
        if (accessType == null || o.layout().contains(accessType)) b.add(o);
      }
      // Known targets are kept even if their layout does not match: be conservative.
      t.objects.stream().forEach(i -> b.add(program.object(i)));
      return b.build();
    }
    ImmutableSet.Builder<MemoryObject> b = ImmutableSet.builder();
    t.objects.stream().forEach(i -> b.add(program.object(i)));
    return b.build();
  }

  private static ImmutableSet<MemoryObject> collectAddressTaken(Program program) {
    ImmutableSet.Builder<MemoryObject> b = ImmutableSet.builder();
    for (MemoryObject o : program.objects()) if (o.addressTaken()) b.add(o);
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        ExprWalker.forEachExpr(e.stmt(), x -> {
          if (x instanceof Expr.AddressOf a) b.add(a.object());
        });
      }
    }
    return b.build();
  }

  private ObjState state(MemoryObject o) {
    return states.computeIfAbsent(o.id(), k -> new ObjState());
  }

  private void seedInitialCells() {
    for (MemoryObject o : program.objects()) {
      for (Map.Entry<Long, Long> init : o.initialCells().entrySet()) {
        long cell = init.getKey();
        if (!o.cellType(cell).isPointer()) continue;
        state(o).cells.computeIfAbsent(cell, k -> new Targets()).addAll(constant(init.getValue()));
      }
    }
  }

  /** Applies the pointer flow of one statement; returns true if some cell's targets grew. */
  private boolean transfer(Stmt s) {
    if (s instanceof Stmt.Assign a) {
      return a.target().type().isPointer() && write(a.target(), asPointer(a.value()));
    }
    if (s instanceof Stmt.Havoc h) {
      return h.target().type().isPointer() && write(h.target(), Targets.unknownTargets());
    }
    if (s instanceof Stmt.HavocObject h) {
      // every pointer cell may now hold any address: the whole object points anywhere
      boolean pointers = h.object().layout().stream().anyMatch(t -> t.isPointer());
      return pointers && state(h.object()).whole.addAll(Targets.unknownTargets());
    }
    if (s instanceof Stmt.Create c) {
      boolean changed = false;
      if (c.handle() != null && c.handle().type().isPointer()) {
        changed |= write(c.handle(), Targets.unknownTargets());
      }
      if (c.childParam() != null && c.arg() != null && c.childParam().cellType(0).isPointer()) {
        changed |= write(LValue.Cell.scalar(c.childParam()), asPointer(c.arg()));
      }
      return changed;
    }
    return false; // Lock/Unlock store integers; the rest store nothing.
  }

  private boolean write(LValue target, Targets value) {
    if (target instanceof LValue.Cell c) {
      ObjState st = state(c.object());
      if (c.index() instanceof Expr.Const k) {
        return st.cells.computeIfAbsent(k.value(), x -> new Targets()).addAll(value);
      }
      return st.whole.addAll(value);
    }
    LValue.Deref d = (LValue.Deref) target;
    boolean changed = false;
    for (MemoryObject o : resolve(d)) changed |= state(o).whole.addAll(value);
    return changed;
  }

  /** Targets of {@code e} used as a pointer (integer-typed values are converted). */
  private Targets asPointer(Expr e) {
    if (e.type().isPointer()) return eval(e);
    if (e instanceof Expr.Const c) return constant(c.value());
    return Targets.unknownTargets();
  }

  private Targets constant(long address) {
    Targets t = new Targets();
    if (address == 0) return t;
    MemoryObject o = program.objectAt(address);
    if (o != null) t.objects.set(o.id());
    // An address outside every object is invalid: dereferencing it stops the run.
    return t;
  }

  /** Targets of a pointer-typed expression. */
  private Targets eval(Expr e) {
    if (e instanceof Expr.Const c) return constant(c.value());
    if (e instanceof Expr.AddressOf a) {
      Targets t = new Targets();
      t.objects.set(a.object().id());
      return t;
    }
    if (e instanceof Expr.Load l) return read(l.location());
    if (e instanceof Expr.Convert cv) return asPointer(cv.operand());
    if (e instanceof Expr.Ite ite) {
      Targets t = asPointer(ite.then());
      t.addAll(asPointer(ite.otherwise()));
      return t;
    }
    if (e instanceof Expr.Binary b && (b.op() == Expr.BinOp.ADD || b.op() == Expr.BinOp.SUB)) {
      // Pointer +/- offset stays in the pointer's object; a constant operand is an offset.
      Targets t = new Targets();
      if (!(b.left() instanceof Expr.Const)) t.addAll(asPointer(b.left()));
      if (!(b.right() instanceof Expr.Const)) t.addAll(asPointer(b.right()));
      return t;
    }
    return Targets.unknownTargets(); // other arithmetic producing a pointer
  }

  private Targets read(LValue lv) {
    if (lv instanceof LValue.Cell c) {
      ObjState st = state(c.object());
      return c.index() instanceof Expr.Const k ? st.readCell(k.value()) : st.readAny();
    }
    Targets r = new Targets();
    for (MemoryObject o : resolve((LValue.Deref) lv)) r.addAll(state(o).readAny());
    return r;
  }
}
