package org.spindle.modular;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.BitSet;
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
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.AccessSets;
import org.spindle.program.analysis.MemLoc;
import org.spindle.program.analysis.PointsTo;
import org.spindle.smt.IntRanges;

/**
 * Test-and-set spin locks for the value analysis (D62, amended): a thread copies the lock word
 * {@code L} into a cell of its own and sets {@code L = k} (k ≠ 0) in one atomic section (the
 * SV-COMP {@code __VERIFIER_atomic_TAS(&lock, &cond)}), spins until the copy was 0, and releases
 * with {@code L = 0}. It holds the lock from the test that the copy is 0 to that release, and
 * while it holds it L is one of the set values k. Like {@link TicketLocks}, only the value
 * analysis uses these locks; HeldLocks' flags (acquired by {@code assume(L == 0); L = 1}) are
 * the Horn engine's.
 *
 * <p>Recognised when L is a global integer scalar, initially 0, shared, written only by (a)
 * <em>set</em> edges {@code L = k}, k a constant that is not 0 in L's type, inside an atomic
 * section whose single-predecessor path copies L into a scalar local of the thread that no other
 * thread accesses, with no write of L or the copy in between, and (b) <em>releases</em> {@code L =
 * 0} made where the thread surely holds the lock (main's before it starts a thread are exempt). A
 * copy is <em>taken</em> at the set edge (so a copy on a path that skips the set takes nothing)
 * and is dropped by any other write of the copy and by every release of the thread; the thread
 * comes to hold the lock at {@code assume(copy == 0)} (also {@code copy != k} when every set value
 * is k: the copy is then 0 or k) while a copy is taken.
 *
 * <p>Why only one thread holds it, and L = k while it does: call a thread the owner from a set
 * that read 0 until its next write of 0 to L. Invariant: there is at most one owner, and L is 0
 * exactly when there is none. Initially so; a set that reads 0 makes its thread the only owner and
 * L ≠ 0; a set that reads k ≠ 0 changes neither; a release where the thread surely holds the lock
 * is by the owner (below), after it L = 0 and there is none; main's exempt writes run alone. A
 * thread that surely holds the lock passed {@code copy == 0} with a copy taken at its last set and
 * no release since, so that set read 0 and the thread is still the owner. While it is, L is written
 * only by sets (every release is the owner's, which ends the region), so L holds one of their
 * values.
 */
final class TasLocks {
  /** Per lock word: per thread and location, whether the thread surely holds it there (null: unreached). */
  private final Map<Integer, Map<Integer, boolean[]>> held = new HashMap<>();
  /** Per lock word: the values its sets write, as a range. */
  private final Map<Integer, ValueRange> setValues = new HashMap<>();

  private TasLocks() {}

  /** The lock words a thread surely holds at {@code loc} (their object ids). */
  Set<Integer> at(ThreadCfa t, int loc) {
    Set<Integer> r = null;
    for (Map.Entry<Integer, Map<Integer, boolean[]>> e : held.entrySet()) {
      boolean[] h = e.getValue().get(t.id());
      if (h != null && h[loc]) {
        if (r == null) r = new HashSet<>();
        r.add(e.getKey());
      }
    }
    return r == null ? Set.of() : r;
  }

  /** The values lock word {@code o} may hold while thread {@code t} holds it at {@code loc}, else null. */
  ValueRange valueWhileHeld(ThreadCfa t, int loc, int o) {
    Map<Integer, boolean[]> h = held.get(o);
    if (h == null || h.get(t.id()) == null || !h.get(t.id())[loc]) return null;
    return setValues.get(o);
  }

  static TasLocks of(Program program, PointsTo pointsTo, Set<Integer> shared) {
    TasLocks r = new TasLocks();
    ObjectAccesses access = ObjectAccesses.of(program, pointsTo);
    BitSet mainBefore = new BitSet();
    mainBefore.set(0, program.thread(0).locationCount());
    mainBefore.andNot(HeldLocks.afterCreation(program.thread(0)));
    for (MemoryObject lock : program.objects()) {
      if (lock.owner() >= 0 || !lock.isScalar() || !lock.cellType(0).isInteger() || !shared.contains(lock.id())
          || lock.initialValue(0) != 0) {
        continue;
      }
      List<Edge> ws = access.writersOf(lock.id());
      Map<Integer, Integer> sets = new HashMap<>(); // set edge -> the copy cell it takes
      Set<BigInteger> values = new HashSet<>();
      boolean ok = true;
      for (Edge e : ws) {
        BigInteger v = constantWritten(pointsTo, e, lock);
        if (v == null) {
          ok = false;
          break;
        }
        if (v.signum() == 0) continue; // a release, checked by the must analysis
        MemoryObject cell = copyOf(program, pointsTo, e, lock);
        if (cell == null || !access.accessorsOf(cell.id()).equals(Set.of(e.thread()))) {
          ok = false;
          break;
        }
        sets.put(e.id(), cell.id());
        values.add(v);
      }
      if (!ok || sets.isEmpty()) continue;
      BigInteger only = values.size() == 1 ? values.iterator().next() : null;
      Map<Integer, boolean[]> perThread = new HashMap<>();
      for (ThreadCfa t : program.threads()) {
        boolean[] h = holds(t, lock, sets, only, pointsTo, t.id() == 0 ? mainBefore : new BitSet());
        if (h == null) {
          ok = false;
          break;
        }
        perThread.put(t.id(), h);
      }
      if (!ok) continue;
      r.held.put(lock.id(), perThread);
      BigInteger lo = values.stream().min(BigInteger::compareTo).orElseThrow();
      BigInteger hi = values.stream().max(BigInteger::compareTo).orElseThrow();
      r.setValues.put(lock.id(), new ValueRange(lo, hi));
    }
    return r;
  }

  /** The value (in L's type) of {@code e}'s write of L if it is {@code L = constant}, else null. */
  private static BigInteger constantWritten(PointsTo pointsTo, Edge e, MemoryObject lock) {
    if (!(e.stmt() instanceof Stmt.Assign a) || !(a.value() instanceof Expr.Const k) || k.type().isFloat()) return null;
    MemoryObject target = Shapes.scalarNamed(pointsTo, a.target());
    if (target == null || target.id() != lock.id()) return null;
    ScalarType type = lock.cellType(0);
    return IntRanges.value(type, type.wrap(IntRanges.value(k.type(), k.value()).longValue()));
  }

  /**
   * The copy cell of the set {@code e}: walking back from it inside its atomic section along
   * single predecessors, the edge {@code cell = L} into a scalar local of the thread, with no write
   * of L or of the cell between them; null if there is none.
   */
  private static MemoryObject copyOf(Program program, PointsTo pointsTo, Edge e, MemoryObject lock) {
    ThreadCfa t = program.thread(e.thread());
    if (!t.atomicLocations().contains(e.source())) return null;
    Set<Integer> writtenAfter = new HashSet<>();
    int loc = e.source();
    for (int steps = 0; steps < 64 && t.atomicLocations().contains(loc); steps++) {
      List<Edge> into = Shapes.edgesInto(t, loc);
      if (into.size() > 1) return null;
      if (into.isEmpty()) return null;
      Edge in = into.get(0);
      if (in.stmt() instanceof Stmt.Assign a && Shapes.valueOf(a.value()) instanceof Expr.Load l
          && isLock(pointsTo, l.location(), lock)) {
        MemoryObject cell = Shapes.scalarNamed(pointsTo, a.target());
        if (cell == null || cell.owner() != t.id() || writtenAfter.contains(cell.id())) return null;
        return cell;
      }
      for (MemLoc m : AccessSets.of(in, pointsTo).writes()) {
        if (m.object().id() == lock.id()) return null;
        writtenAfter.add(m.object().id());
      }
      loc = in.source();
    }
    return null;
  }

  private static boolean isLock(PointsTo pointsTo, LValue lv, MemoryObject lock) {
    MemoryObject o = Shapes.scalarNamed(pointsTo, lv);
    return o != null && o.id() == lock.id();
  }

  /**
   * Per location of {@code t}, whether it surely holds the lock: a forward must analysis of the
   * copies taken since their last other write and the thread's last release, and of holding;
   * null if a release of {@code t} may happen where it does not hold the lock (outside {@code
   * exempt}, main's locations before its first creation).
   */
  private static boolean[] holds(ThreadCfa t, MemoryObject lock, Map<Integer, Integer> sets, BigInteger only,
      PointsTo pointsTo, BitSet exempt) {
    record Fact(Set<Integer> taken, boolean held) {
      Fact merge(Fact o) {
        Set<Integer> k = new HashSet<>(taken);
        k.retainAll(o.taken);
        return new Fact(Set.copyOf(k), held && o.held);
      }
    }
    Fact[] in = new Fact[t.locationCount()];
    in[t.entry()] = new Fact(Set.of(), false);
    ArrayDeque<Integer> work = new ArrayDeque<>(List.of(t.entry()));
    while (!work.isEmpty()) {
      int l = work.poll();
      for (Edge e : t.outgoing(l)) {
        Fact s = in[l];
        Set<Integer> taken = new HashSet<>(s.taken());
        boolean held = s.held();
        for (MemLoc w : AccessSets.of(e, pointsTo).writes()) taken.remove(w.object().id());
        Integer cell = sets.get(e.id());
        if (cell != null) taken.add(cell);
        BigInteger v = constantWritten(pointsTo, e, lock);
        if (v != null && v.signum() == 0) { // a release: only by the owner, and it ends every claim
          if (!held && !exempt.get(e.source())) return null;
          held = false;
          taken.clear();
        }
        Integer tested = acquires(e, only);
        if (tested != null && s.taken().contains(tested)) held = true;
        Fact next = new Fact(Set.copyOf(taken), held);
        Fact old = in[e.target()];
        Fact merged = old == null ? next : old.merge(next);
        if (!merged.equals(old)) {
          in[e.target()] = merged;
          work.add(e.target());
        }
      }
    }
    boolean[] out = new boolean[t.locationCount()];
    for (int l = 0; l < out.length; l++) out[l] = in[l] != null && in[l].held();
    return out;
  }

  /**
   * The local cell {@code e} tests to be 0 ({@code assume(c == 0)}, or {@code assume(c != k)} when
   * every set writes k), else null.
   */
  private static Integer acquires(Edge e, BigInteger only) {
    if (!(e.stmt() instanceof Stmt.Assume as) || !(as.cond() instanceof Expr.Binary b)) return null;
    boolean eq = b.op() == Expr.BinOp.EQ;
    if (!eq && (b.op() != Expr.BinOp.NE || only == null)) return null;
    Shapes.LoadAndConstant lc = Shapes.loadAndConstant(b);
    if (lc == null || !lc.load().type().equals(lc.cell().cellType(0))) return null;
    BigInteger kv = lc.value();
    return (eq ? kv.signum() == 0 : kv.equals(only)) ? lc.cell().id() : null;
  }
}
