package org.spindle.modular;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.AccessSets;
import org.spindle.program.analysis.MemLoc;
import org.spindle.program.analysis.PointsTo;

/**
 * Locks a thread surely holds at a location (D51), used as facts in the Horn clauses' bodies: at
 * such a location a mutex's cell holds the thread's id + 1, and a flag's owner ghost does (a
 * flag is an integer lock: {@code atomic { assume(v == 0); v = 1; }} ... {@code v = 0}, the
 * SV-COMP idiom of {@code __VERIFIER_atomic_acquire}).
 *
 * <p>Why that is an invariant: a mutex is <em>disciplined</em> when it is a scalar cell written only
 * by Lock and Unlock edges with a constant l-value, and every Unlock of it happens where its thread
 * surely holds it; a flag is disciplined when it is a global scalar, initially 0, written only by
 * acquire and release edges, every release where its thread surely holds it. Then after a thread's Lock, until its own Unlock, no other thread writes the
 * cell: another Lock waits for 0, and every other Unlock is by the thread that holds it. "Surely
 * holds" is a forward must-analysis over the CFA (intersection at joins, empty at the entry).
 * Mutexes that are not disciplined get no facts.
 */
final class HeldLocks {
  private final Map<Integer, List<Set<Integer>>> held = new HashMap<>();

  private final Program program;
  private final PointsTo pointsTo;

  private HeldLocks(Program program, PointsTo pointsTo) {
    this.program = program;
    this.pointsTo = pointsTo;
  }

  /** The disciplined mutex objects thread {@code t} surely holds at {@code loc}. */
  Set<Integer> at(ThreadCfa t, int loc) {
    List<Set<Integer>> h = held.get(t.id());
    return h == null || h.get(loc) == null ? Set.of() : h.get(loc);
  }

  static HeldLocks of(Program program, PointsTo pointsTo) {
    HeldLocks r = new HeldLocks(program, pointsTo);
    Set<Integer> mutexes = new HashSet<>();
    Map<Integer, Set<Edge>> writers = new HashMap<>();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        LValue m = e.stmt() instanceof Stmt.Lock l ? l.mutex()
            : e.stmt() instanceof Stmt.Unlock u ? u.mutex() : null;
        if (m != null) {
          Integer id = r.lockObject(m);
          if (id == null) return r; // a lock through a pointer: no facts at all
          mutexes.add(id);
        }
        for (MemLoc w : AccessSets.of(e, pointsTo).writes()) {
          writers.computeIfAbsent(w.object().id(), k -> new HashSet<>()).add(e);
        }
      }
    }
    // a mutex: written by Lock and Unlock only; a flag: a global scalar, initially 0, written by
    // acquire and release edges only (see acquiredFlag), and acquired somewhere
    Set<Integer> locks = new HashSet<>();
    for (int m : mutexes) {
      if (writers.getOrDefault(m, Set.of()).stream().allMatch(e -> e.stmt() instanceof Stmt.Lock
          || e.stmt() instanceof Stmt.Unlock)) {
        locks.add(m);
      }
    }
    for (Map.Entry<Integer, Set<Edge>> w : writers.entrySet()) {
      MemoryObject o = program.object(w.getKey());
      if (mutexes.contains(o.id()) || o.owner() >= 0 || !o.isScalar() || o.initialValue(0) != 0) continue;
      boolean acquired = false;
      boolean disciplined = true;
      for (Edge e : w.getValue()) {
        Integer a = r.acquiredFlag(e);
        if (a != null && a == o.id()) {
          acquired = true;
        } else if (!Integer.valueOf(o.id()).equals(r.releasedFlag(e))) {
          disciplined = false;
        }
      }
      if (acquired && disciplined) {
        locks.add(o.id());
        r.flags.add(o.id());
      }
    }
    // every release where its thread surely holds the lock, else no facts for that lock; main's
    // releases before it starts any thread are exempt (no other thread exists to hold it)
    BitSet afterCreation = afterCreation(program.thread(0));
    for (boolean changed = true; changed; ) {
      changed = false;
      for (ThreadCfa t : program.threads()) r.held.put(t.id(), r.mustHold(t, locks));
      for (ThreadCfa t : program.threads()) {
        for (Edge e : t.edges()) {
          Integer id = r.released(e);
          boolean exempt = t.id() == 0 && !afterCreation.get(e.source());
          if (id != null && locks.contains(id) && !exempt && !r.at(t, e.source()).contains(id)) {
            locks.remove(id);
            r.flags.remove(id);
            changed = true;
          }
        }
      }
    }
    return r;
  }

  /** Main's locations reachable from one of its Create (or thread-bound) edges. */
  static BitSet afterCreation(ThreadCfa main) {
    BitSet seen = new BitSet();
    Deque<Integer> work = new ArrayDeque<>();
    for (Edge e : main.edges()) {
      if (e.stmt() instanceof Stmt.Create || e.stmt() instanceof Stmt.Error err && err.boundReached()) {
        if (!seen.get(e.target())) {
          seen.set(e.target());
          work.add(e.target());
        }
      }
    }
    while (!work.isEmpty()) {
      int l = work.poll();
      for (Edge e : main.outgoing(l)) {
        if (!seen.get(e.target())) {
          seen.set(e.target());
          work.add(e.target());
        }
      }
    }
    return seen;
  }

  /** Flags (integer locks) among the disciplined locks: their facts are about the owner ghost. */
  private final Set<Integer> flags = new HashSet<>();

  boolean isFlag(int id) {
    return flags.contains(id);
  }

  /**
   * The flag an edge acquires: {@code v = 1} inside an atomic section, right after {@code
   * assume(v == 0)} in the same section (the edge's source has that assume as its only incoming
   * edge). Between the test and the write no other thread moves, so only one thread at a time
   * gets past it while v is only ever set back to 0 by its holder.
   */
  Integer acquiredFlag(Edge e) {
    if (!(e.stmt() instanceof Stmt.Assign a) || !(a.value() instanceof Expr.Const one) || one.value() != 1) return null;
    Integer v = lockObject(a.target());
    if (v == null) return null;
    ThreadCfa t = program.thread(e.thread());
    if (!t.atomicLocations().contains(e.source())) return null;
    List<Edge> into = Shapes.edgesInto(t, e.source());
    if (into.size() != 1 || !t.atomicLocations().contains(into.get(0).source())) return null;
    Edge before = into.get(0);
    if (!(before.stmt() instanceof Stmt.Assume as) || !(as.cond() instanceof Expr.Binary b)
        || b.op() != Expr.BinOp.EQ) {
      return null;
    }
    boolean testsZero = isLoadOf(b.left(), v) && Shapes.isZero(b.right()) || isLoadOf(b.right(), v) && Shapes.isZero(b.left());
    return testsZero ? v : null;
  }

  /** The flag an edge releases: {@code v = 0}. */
  Integer releasedFlag(Edge e) {
    if (e.stmt() instanceof Stmt.Assign a && a.value() instanceof Expr.Const z && z.value() == 0) {
      return lockObject(a.target());
    }
    return null;
  }

  /** The lock {@code e} acquires (a Lock, or a flag's acquire), else null. */
  Integer acquired(Edge e) {
    if (e.stmt() instanceof Stmt.Lock lk) return lockObject(lk.mutex());
    Integer f = acquiredFlag(e);
    return f != null && flags.contains(f) ? f : null;
  }

  /** The lock {@code e} releases (an Unlock, or a flag's release), else null. */
  Integer released(Edge e) {
    if (e.stmt() instanceof Stmt.Unlock u) return lockObject(u.mutex());
    Integer f = releasedFlag(e);
    return f != null && flags.contains(f) ? f : null;
  }

  private boolean isLoadOf(Expr x, int id) {
    while (x instanceof Expr.Convert c) x = c.operand();
    return x instanceof Expr.Load l && Integer.valueOf(id).equals(lockObject(l.location()));
  }

  /** The id of the scalar object an l-value surely names ({@link Shapes#scalarNamed}), else null. */
  private Integer lockObject(LValue m) {
    MemoryObject o = Shapes.scalarNamed(pointsTo, m);
    return o == null ? null : o.id();
  }

  /**
   * What a thread surely holds at a location, with the correlations a trylock leaves: {@code
   * facts} says "if register r holds k, lock L is held" on every path here (set where r is
   * assigned the constant k while L is held, e.g. a trylock's success path writing its result 0),
   * {@code consts} the registers known to hold a constant. A test {@code r == k} then adds L.
   */
  private record Must(Set<Integer> held, Map<Integer, java.math.BigInteger> consts, Set<Fact> facts) {
    Must merge(Must o) {
      Map<Integer, java.math.BigInteger> c = new HashMap<>();
      for (Map.Entry<Integer, java.math.BigInteger> e : consts.entrySet()) {
        if (e.getValue().equals(o.consts.get(e.getKey()))) c.put(e.getKey(), e.getValue());
      }
      Set<Fact> f = new HashSet<>();
      for (Fact x : facts) if (o.implies(x)) f.add(x);
      for (Fact x : o.facts) if (implies(x)) f.add(x);
      return new Must(intersect(held, o.held), c, f);
    }

    /** Whether "r == k implies L held" is true on the paths this state stands for. */
    boolean implies(Fact x) {
      java.math.BigInteger k = consts.get(x.reg());
      return facts.contains(x) || held.contains(x.lock()) || k != null && !k.equals(x.value());
    }
  }

  private record Fact(int reg, java.math.BigInteger value, int lock) {}

  private List<Set<Integer>> mustHold(ThreadCfa t, Set<Integer> locks) {
    int n = t.locationCount();
    java.util.ArrayList<Must> in = new java.util.ArrayList<>();
    for (int l = 0; l < n; l++) in.add(null); // null: not reached yet (top)
    in.set(t.entry(), new Must(Set.of(), Map.of(), Set.of()));
    Deque<Integer> work = new ArrayDeque<>(List.of(t.entry()));
    BitSet queued = new BitSet();
    queued.set(t.entry());
    while (!work.isEmpty()) {
      int l = work.poll();
      queued.clear(l);
      for (Edge e : t.outgoing(l)) {
        Must out = step(t, e, in.get(l), locks);
        Must old = in.get(e.target());
        Must merged = old == null ? out : old.merge(out);
        if (old == null || !merged.equals(old)) {
          in.set(e.target(), merged);
          if (!queued.get(e.target())) {
            queued.set(e.target());
            work.add(e.target());
          }
        }
      }
    }
    List<Set<Integer>> held = new java.util.ArrayList<>();
    for (Must m : in) held.add(m == null ? null : m.held());
    return held;
  }

  private Must step(ThreadCfa t, Edge e, Must m, Set<Integer> locks) {
    Set<Integer> held = new HashSet<>(m.held());
    Map<Integer, java.math.BigInteger> consts = new HashMap<>(m.consts());
    Set<Fact> facts = new HashSet<>(m.facts());
    Integer acq = acquired(e);
    Integer rel = released(e);
    if (acq != null && locks.contains(acq)) held.add(acq);
    if (rel != null) {
      held.remove(rel);
      facts.removeIf(f -> f.lock() == rel);
    }
    LValue target = e.stmt() instanceof Stmt.Assign a ? a.target() : e.stmt() instanceof Stmt.Havoc h ? h.target() : null;
    if (target instanceof LValue.Cell c && c.object().owner() == t.id()) {
      int r = c.object().id();
      consts.remove(r);
      facts.removeIf(f -> f.reg() == r);
      if (e.stmt() instanceof Stmt.Assign a && a.value() instanceof Expr.Const k
          && org.spindle.program.transform.Exprs.isRegister(c.object(), t.id())) {
        java.math.BigInteger v = org.spindle.smt.IntRanges.value(k.type(), k.value());
        consts.put(r, v);
        for (int lock : held) facts.add(new Fact(r, v, lock));
      }
    }
    if (e.stmt() instanceof Stmt.Assume as && as.cond() instanceof Expr.Binary b && b.op() == Expr.BinOp.EQ) {
      Integer r = register(t, b.left());
      Expr other = b.right();
      if (r == null) {
        r = register(t, b.right());
        other = b.left();
      }
      while (other instanceof Expr.Convert cv) other = cv.operand();
      if (r != null && other instanceof Expr.Const k && !k.type().isFloat()) {
        java.math.BigInteger v = org.spindle.smt.IntRanges.value(k.type(), k.value());
        for (Fact f : facts) if (f.reg() == r && f.value().equals(v)) held.add(f.lock());
        consts.put(r, v);
      }
    }
    return new Must(held, consts, facts);
  }

  /** The register {@code x} loads (through conversions that keep its value), else null. */
  private static Integer register(ThreadCfa t, Expr x) {
    x = Shapes.valueOf(x);
    if (x instanceof Expr.Load l && l.location() instanceof LValue.Cell c && c.index() instanceof Expr.Const
        && org.spindle.program.transform.Exprs.isRegister(c.object(), t.id()) && l.type().equals(c.object().cellType(0))) {
      return c.object().id();
    }
    return null;
  }

  private static Set<Integer> intersect(Set<Integer> a, Set<Integer> b) {
    Set<Integer> r = new HashSet<>(a);
    r.retainAll(b);
    return r;
  }
}
