package org.spindle.modular;

import java.math.BigInteger;
import java.util.ArrayDeque;
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
import org.spindle.program.transform.Exprs;
import org.spindle.smt.IntRanges;

/**
 * Once-initialisations (D62, amended): writes that happen before every other write of their
 * object in every run, e.g. {@code lock(L); if (state == 0) { top = 0; state = 1; } unlock(L);}
 * run by each of many threads before they use {@code top}. The value analysis leaves such a
 * write's value out of what other threads may have written after a thread's own write.
 *
 * <p>The pattern: a global integer flag f with initial value v0, every write of which stores a
 * constant other than v0, every access of which (after main's first creation) happens while the
 * accessing thread surely holds one lock L (HeldLocks); every critical section of L that may read
 * v0 from f writes f before it releases L (a forward analysis that follows copies of f into
 * registers and drops paths whose conditions exclude v0). A write W of a shared scalar o is a
 * once-write when on every path to it, in the current critical section of L, a condition {@code f
 * == v0} (or a copy's) was taken; every other write of o must come after its thread released L at
 * the end of a critical section that read f.
 *
 * <p>Why W happens before every other write of o: let C be the first critical section of L (in
 * the order L imposes) that reads f. If some section wrote f before C, f is never v0 again (no
 * write stores v0) and W never runs. Else C reads v0 and writes f before its release, so no later
 * section reads v0: W, which needs v0 read in its own section, runs only inside C. Another write of
 * o comes after its thread ended a section that read f, which is C or later in L's order, so after
 * C's release and after W.
 */
final class OnceWrites {
  private OnceWrites() {}

  /** The ids of the once-writes of the program (edges), for the shared objects {@code shared}. */
  static Set<Integer> of(Program program, PointsTo pointsTo, HeldLocks locks, Set<Integer> shared) {
    Map<Integer, MemoryObject> objects = new HashMap<>();
    Map<Integer, List<Edge>> writers = new HashMap<>();
    Map<Integer, List<Edge>> accessors = new HashMap<>();
    java.util.BitSet mainAfter = HeldLocks.afterCreation(program.thread(0));
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        AccessSets a = AccessSets.of(e, pointsTo);
        for (MemLoc l : a.writes()) {
          objects.put(l.object().id(), l.object());
          writers.computeIfAbsent(l.object().id(), k -> new java.util.ArrayList<>()).add(e);
        }
        if (t.id() == 0 && !mainAfter.get(e.source())) continue;
        for (Set<MemLoc> ls : List.of(a.reads(), a.writes())) {
          for (MemLoc l : ls) accessors.computeIfAbsent(l.object().id(), k -> new java.util.ArrayList<>()).add(e);
        }
      }
    }
    Set<Integer> out = new HashSet<>();
    for (MemoryObject f : program.objects()) {
      if (f.owner() >= 0 || !f.isScalar() || !f.cellType(0).isInteger() || !shared.contains(f.id())) continue;
      BigInteger v0 = IntRanges.value(f.cellType(0), f.initialValue(0));
      if (!writesOtherConstants(f, v0, writers.getOrDefault(f.id(), List.of()))) continue;
      Integer lock = commonLock(program, locks, accessors.getOrDefault(f.id(), List.of()));
      if (lock == null) continue;
      Map<Integer, Flow[]> flows = new HashMap<>();
      boolean ok = true;
      for (ThreadCfa t : program.threads()) {
        Flow[] fl = flow(t, f, v0, lock, locks, pointsTo);
        if (fl == null) {
          ok = false;
          break;
        }
        flows.put(t.id(), fl);
      }
      if (!ok) continue;
      for (Map.Entry<Integer, List<Edge>> w : writers.entrySet()) {
        MemoryObject o = objects.get(w.getKey());
        if (o.id() == f.id() || !shared.contains(o.id()) || !o.isScalar()) continue;
        Set<Integer> once = new HashSet<>();
        boolean rest = true;
        for (Edge e : w.getValue()) {
          Flow at = flows.get(e.thread())[e.source()];
          if (at == null) continue; // unreachable
          if (at.checked() && locks.at(program.thread(e.thread()), e.source()).contains(lock)) {
            once.add(e.id());
          } else if (!at.passed()) {
            rest = false;
          }
        }
        if (rest) out.addAll(once);
      }
    }
    return out;
  }

  /** Every write of f stores a constant other than v0. */
  private static boolean writesOtherConstants(MemoryObject f, BigInteger v0, List<Edge> writes) {
    if (writes.isEmpty()) return false;
    for (Edge e : writes) {
      if (!(e.stmt() instanceof Stmt.Assign a) || !Shapes.isCellOf(a.target(), f)) return false;
      Expr v = a.value();
      while (v instanceof Expr.Convert c) v = c.operand();
      if (!(v instanceof Expr.Const k) || k.type().isFloat()) return false;
      BigInteger value = IntRanges.value(k.type(), k.value());
      if (value.equals(v0) || !value.equals(IntRanges.value(f.cellType(0), f.cellType(0).wrap(k.value())))) return false;
    }
    return true;
  }

  /** A lock held at every access of f after main's first creation, or null. */
  private static Integer commonLock(Program program, HeldLocks locks, List<Edge> accesses) {
    Set<Integer> common = null;
    for (Edge e : accesses) {
      Set<Integer> h = locks.at(program.thread(e.thread()), e.source());
      if (common == null) {
        common = new HashSet<>(h);
      } else {
        common.retainAll(h);
      }
    }
    return common == null || common.isEmpty() ? null : common.iterator().next();
  }

  /**
   * What a thread knows about f at a location: {@code seen}, some path may have read v0 from f in
   * the current critical section and not written f since (may); {@code copies}, registers holding
   * f's value as read in this section (must); {@code checked}, a condition f == v0 was taken in this
   * section (must); {@code read}, this section read f (must); {@code passed}, the thread ended a
   * critical section that read f (must).
   */
  private record Flow(boolean seen, Set<Integer> copies, boolean checked, boolean read, boolean passed) {
    Flow merge(Flow o) {
      Set<Integer> c = new HashSet<>(copies);
      c.retainAll(o.copies);
      return new Flow(seen || o.seen, c, checked && o.checked, read && o.read, passed && o.passed);
    }
  }

  /** The flow facts per location of {@code t}, or null if a section may end having read v0 unwritten. */
  private static Flow[] flow(ThreadCfa t, MemoryObject f, BigInteger v0, int lock, HeldLocks locks, PointsTo pointsTo) {
    Flow[] in = new Flow[t.locationCount()];
    in[t.entry()] = new Flow(false, Set.of(), false, false, false);
    ArrayDeque<Integer> work = new ArrayDeque<>(List.of(t.entry()));
    while (!work.isEmpty()) {
      int l = work.poll();
      for (Edge e : t.outgoing(l)) {
        Flow next = step(t, e, in[l], f, v0, lock, locks, pointsTo);
        if (next == null) return null;
        Flow old = in[e.target()];
        Flow merged = old == null ? next : old.merge(next);
        if (!merged.equals(old)) {
          in[e.target()] = merged;
          work.add(e.target());
        }
      }
    }
    return in;
  }

  private static Flow step(ThreadCfa t, Edge e, Flow s, MemoryObject f, BigInteger v0, int lock, HeldLocks locks,
      PointsTo pointsTo) {
    boolean seen = s.seen();
    Set<Integer> copies = new HashSet<>(s.copies());
    boolean checked = s.checked();
    boolean read = s.read();
    boolean passed = s.passed();
    Integer acq = locks.acquired(e);
    if (acq != null && acq == lock) return new Flow(false, Set.of(), false, false, passed);
    Integer rel = locks.released(e);
    if (rel != null && rel == lock) {
      if (seen) return null; // a section may end with v0 read and f not written
      return new Flow(false, Set.of(), false, false, passed || read);
    }
    Stmt st = e.stmt();
    boolean readsF = AccessSets.of(e, pointsTo).reads().stream().anyMatch(m -> m.object().id() == f.id());
    if (st instanceof Stmt.Assume as) {
      read |= readsF;
      Boolean truth = underV0(as.cond(), f, v0, copies);
      if (Boolean.FALSE.equals(truth)) {
        seen = false; // this path excludes v0
      } else if (readsF || mentions(as.cond(), copies)) {
        seen |= readsF;
        checked |= testsV0(as.cond(), f, v0, copies);
      }
    } else if (readsF) {
      read = true;
      seen = true;
    }
    LValue target = st instanceof Stmt.Assign a ? a.target() : st instanceof Stmt.Havoc h ? h.target() : null;
    if (target != null) {
      if (Shapes.isCellOf(target, f)) {
        seen = false;
        copies.clear();
      } else if (target instanceof LValue.Cell c) {
        copies.remove(c.object().id());
        if (st instanceof Stmt.Assign a && a.value() instanceof Expr.Load ld && Shapes.isCellOf(ld.location(), f)
            && Exprs.isRegister(c.object(), t.id()) && ld.type().equals(c.object().cellType(0))) {
          copies.add(c.object().id());
        }
      }
    }
    return new Flow(seen, Set.copyOf(copies), checked, read, passed);
  }



  private static boolean mentions(Expr e, Set<Integer> copies) {
    boolean[] r = {false};
    org.spindle.program.analysis.ExprWalker.forEachExpr(e, x -> {
      if (x instanceof Expr.Load l && l.location() instanceof LValue.Cell c && copies.contains(c.object().id())) r[0] = true;
    });
    return r[0];
  }

  /** The value of f (or a copy) loaded by {@code x}, as v0, or null if {@code x} loads something else. */
  private static BigInteger flagValue(Expr x, MemoryObject f, BigInteger v0, Set<Integer> copies) {
    x = Shapes.valueOf(x);
    if (x instanceof Expr.Load l && l.location() instanceof LValue.Cell c
        && (c.object().id() == f.id() || copies.contains(c.object().id()))) {
      return v0;
    }
    return null;
  }

  /** The truth of {@code cond} when f (and its copies) hold v0, or null if unknown. */
  private static Boolean underV0(Expr cond, MemoryObject f, BigInteger v0, Set<Integer> copies) {
    if (cond instanceof Expr.Unary u && u.op() == Expr.UnOp.LOGNOT) {
      Boolean b = underV0(u.operand(), f, v0, copies);
      return b == null ? null : !b;
    }
    if (!(cond instanceof Expr.Binary b)) return null;
    if (b.op() == Expr.BinOp.LAND || b.op() == Expr.BinOp.LOR) {
      Boolean l = underV0(b.left(), f, v0, copies);
      Boolean r = underV0(b.right(), f, v0, copies);
      boolean and = b.op() == Expr.BinOp.LAND;
      if (l != null && l != and) return l;
      if (r != null && r != and) return r;
      return l != null && r != null ? l : null;
    }
    if (!b.op().isComparison()) return null;
    BigInteger lv = flagValue(b.left(), f, v0, copies);
    BigInteger rv = flagValue(b.right(), f, v0, copies);
    Expr other = lv != null ? b.right() : b.left();
    while (other instanceof Expr.Convert c) other = c.operand();
    if ((lv == null) == (rv == null) || !(other instanceof Expr.Const k) || k.type().isFloat()) return null;
    BigInteger kv = IntRanges.value(k.type(), k.value());
    int cmp = lv != null ? v0.compareTo(kv) : kv.compareTo(v0);
    return switch (b.op()) {
      case EQ -> cmp == 0;
      case NE -> cmp != 0;
      case LT -> cmp < 0;
      case LE -> cmp <= 0;
      case GT -> cmp > 0;
      case GE -> cmp >= 0;
      default -> null;
    };
  }

  /** Whether {@code cond} implies f == v0: {@code x == v0} for f or a copy, alone or in a conjunction. */
  private static boolean testsV0(Expr cond, MemoryObject f, BigInteger v0, Set<Integer> copies) {
    if (!(cond instanceof Expr.Binary b)) return false;
    if (b.op() == Expr.BinOp.LAND) return testsV0(b.left(), f, v0, copies) || testsV0(b.right(), f, v0, copies);
    if (b.op() != Expr.BinOp.EQ) return false;
    BigInteger lv = flagValue(b.left(), f, v0, copies);
    Expr other = lv != null ? b.right() : b.left();
    if (lv == null && flagValue(b.right(), f, v0, copies) == null) return false;
    while (other instanceof Expr.Convert c) other = c.operand();
    return other instanceof Expr.Const k && !k.type().isFloat() && IntRanges.value(k.type(), k.value()).equals(v0);
  }
}
