package org.spindle.modular;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
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
import org.spindle.program.transform.Exprs;
import org.spindle.smt.IntRanges;

/**
 * Counting bounds of the value analysis (D62, amended): an invariant over the values of a shared
 * integer scalar o that no interval of its writes shows, e.g. {@code x <= 50} where each of 50
 * threads runs {@code t = x; x = t + 1} once (the interval analysis widens x to the type's end).
 *
 * <p>Applies when every edge that may write o (access sets over points-to) is a direct assignment
 * to o of either a constant or {@code r + c} / {@code r - c} with c a constant and r a value of o
 * read earlier by the same thread (o itself, or a register whose last definition on every path to
 * the edge is a load of o), and every edge of the second kind ("self-relative") lies on no cycle
 * of its thread's CFA and belongs to a thread that stands for one instance. Let M and m be the
 * largest and least of o's initial value and the constants, U the sum of the positive c over all
 * self-relative edges of all threads and D that of the negative ones' |c|. Then every value o
 * ever holds lies in [m - D, M + U], provided that interval widened by the largest |c| fits every
 * type on the way (o's, the operation's, the conversions'): then no self-relative write wraps.
 *
 * <p>Why: number o's writes in the run's (sequentially consistent) order. A self-relative write
 * stores v + c where v is a value o held before it (the initial one or an earlier write's), and an
 * edge on no cycle runs at most once per thread instance, so induction over the writes gives: the
 * j-th value is at most M plus the positive c of the self-relative writes among the first j, and
 * at least m minus the negative ones. No write wraps, since its operand already lies in the
 * interval. The bound holds in every run, whatever the analysis computes, so meeting the
 * analysis' values of o with it keeps them sound.
 */
final class CountingBounds {
  private CountingBounds() {}

  /** A recognised write of o: a constant, or a value of o read by the thread plus {@code delta}. */
  private record Write(ThreadCfa thread, Edge edge, boolean constant, BigInteger value, List<ScalarType> types) {}

  /**
   * The bound of each shared integer scalar the argument applies to.
   *
   * @param single whether a thread (by id) stands for one instance only
   */
  static Map<Integer, ValueRange> of(Program program, PointsTo pointsTo, Set<Integer> shared,
      java.util.function.IntPredicate single) {
    Map<Integer, List<Write>> writes = new HashMap<>();
    Map<Integer, MemoryObject> objects = new HashMap<>();
    Set<Integer> refused = new java.util.HashSet<>();
    for (ThreadCfa t : program.threads()) {
      Map<Integer, BitSet[]> holding = new HashMap<>();
      for (Edge e : t.edges()) {
        Set<Integer> seen = new java.util.HashSet<>();
        for (MemLoc l : AccessSets.of(e, pointsTo).writes()) {
          int o = l.object().id();
          if (!shared.contains(o) || refused.contains(o) || !seen.add(o)) continue;
          objects.put(o, l.object());
          Write w = recognise(t, e, l.object(), holding);
          if (w == null || !w.constant() && (!single.test(t.id()) || onCycle(t, e))) {
            refused.add(o);
            writes.remove(o);
          } else {
            writes.computeIfAbsent(o, k -> new java.util.ArrayList<>()).add(w);
          }
        }
      }
    }
    Map<Integer, ValueRange> out = new HashMap<>();
    for (Map.Entry<Integer, List<Write>> en : writes.entrySet()) {
      ValueRange b = bound(objects.get(en.getKey()), en.getValue());
      if (b != null) out.put(en.getKey(), b);
    }
    return out;
  }

  private static ValueRange bound(MemoryObject o, List<Write> ws) {
    ScalarType type = o.cellType(0);
    BigInteger hi = IntRanges.value(type, o.initialValue(0));
    BigInteger lo = hi;
    BigInteger up = BigInteger.ZERO;
    BigInteger down = BigInteger.ZERO;
    BigInteger step = BigInteger.ZERO;
    for (Write w : ws) {
      if (w.constant()) {
        hi = hi.max(w.value());
        lo = lo.min(w.value());
      } else if (w.value().signum() > 0) {
        up = up.add(w.value());
      } else {
        down = down.add(w.value().negate());
      }
      step = step.max(w.value().abs());
    }
    ValueRange r = new ValueRange(lo.subtract(down), hi.add(up));
    BigInteger reachLo = r.lo().subtract(step);
    BigInteger reachHi = r.hi().add(step);
    if (!fits(type, reachLo, reachHi)) return null;
    for (Write w : ws) {
      for (ScalarType t : w.types()) if (!fits(t, reachLo, reachHi)) return null;
    }
    return r;
  }

  private static boolean fits(ScalarType t, BigInteger lo, BigInteger hi) {
    return t.isInteger() && lo.compareTo(IntRanges.min(t)) >= 0 && hi.compareTo(IntRanges.max(t)) <= 0;
  }

  /** The write of {@code o} by {@code e}, or null if it is neither a constant nor self-relative. */
  private static Write recognise(ThreadCfa t, Edge e, MemoryObject o, Map<Integer, BitSet[]> holding) {
    if (o.owner() >= 0 || o.cellCount() != 1 || !o.cellType(0).isInteger()) return null;
    if (!(e.stmt() instanceof Stmt.Assign a) || !Shapes.isScalarCellOf(a.target(), o)) return null;
    List<ScalarType> types = new java.util.ArrayList<>();
    Expr v = a.value();
    while (v instanceof Expr.Convert c) {
      types.add(c.type());
      v = c.operand();
    }
    if (v instanceof Expr.Const k) {
      return new Write(t, e, true, IntRanges.value(k.type(), k.value()), types);
    }
    if (!(v instanceof Expr.Binary b) || b.op() != Expr.BinOp.ADD && b.op() != Expr.BinOp.SUB) return null;
    types.add(b.type());
    Expr operand = b.left();
    Expr other = b.right();
    if (b.op() == Expr.BinOp.ADD && operand instanceof Expr.Const) {
      operand = b.right();
      other = b.left();
    }
    if (!(other instanceof Expr.Const k)) return null;
    BigInteger c = IntRanges.value(k.type(), k.value());
    if (b.op() == Expr.BinOp.SUB) c = c.negate();
    while (operand instanceof Expr.Convert cv) {
      types.add(cv.type());
      operand = cv.operand();
    }
    if (!(operand instanceof Expr.Load l) || !l.type().equals(o.cellType(0))) return null;
    if (Shapes.isScalarCellOf(l.location(), o)) return new Write(t, e, false, c, types);
    if (l.location() instanceof LValue.Cell rc && Exprs.isRegister(rc.object(), t.id())
        && holds(t, o, holding)[e.source()].get(rc.object().id())) {
      return new Write(t, e, false, c, types);
    }
    return null;
  }


  /**
   * Per location, the registers of {@code t} that surely hold a value of {@code o} read by the
   * thread: on every path from the entry, their last definition is a load of o (forward must
   * analysis; uninitialised locals are defined by a Havoc, which is no such load).
   */
  private static BitSet[] holds(ThreadCfa t, MemoryObject o, Map<Integer, BitSet[]> cache) {
    BitSet[] in = cache.get(o.id());
    if (in != null) return in;
    int n = t.locationCount();
    in = new BitSet[n];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    in[t.entry()] = new BitSet();
    work.add(t.entry());
    while (!work.isEmpty()) {
      int l = work.poll();
      for (Edge e : t.outgoing(l)) {
        BitSet out = (BitSet) in[l].clone();
        LValue target = e.stmt() instanceof Stmt.Assign a ? a.target()
            : e.stmt() instanceof Stmt.Havoc h ? h.target() : null;
        if (target instanceof LValue.Cell c && c.object().owner() == t.id()) {
          out.clear(c.object().id());
          if (e.stmt() instanceof Stmt.Assign a && a.value() instanceof Expr.Load ld && Shapes.isScalarCellOf(ld.location(), o)
              && ld.type().equals(o.cellType(0)) && Exprs.isRegister(c.object(), t.id())) {
            out.set(c.object().id());
          }
        }
        BitSet old = in[e.target()];
        BitSet next = old == null ? out : (BitSet) old.clone();
        if (old != null) next.and(out);
        if (old == null || !next.equals(old)) {
          in[e.target()] = next;
          work.add(e.target());
        }
      }
    }
    for (int l = 0; l < n; l++) if (in[l] == null) in[l] = new BitSet();
    cache.put(o.id(), in);
    return in;
  }

  /** Whether {@code e} lies on a cycle of {@code t} (its source is reachable from its target). */
  private static boolean onCycle(ThreadCfa t, Edge e) {
    BitSet seen = new BitSet();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(e.target());
    seen.set(e.target());
    while (!work.isEmpty()) {
      int l = work.poll();
      if (l == e.source()) return true;
      for (Edge x : t.outgoing(l)) {
        if (!seen.get(x.target())) {
          seen.set(x.target());
          work.add(x.target());
        }
      }
    }
    return false;
  }
}
