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
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.AccessSets;
import org.spindle.program.analysis.MemLoc;
import org.spindle.program.analysis.PointsTo;

/**
 * Locks a thread surely holds at a location (D51), used as facts in the Horn clauses' bodies: at
 * such a location the lock's cell holds the thread's id + 1.
 *
 * <p>Why that is an invariant: a mutex is <em>disciplined</em> when it is a scalar cell written only
 * by Lock and Unlock edges with a constant l-value, and every Unlock of it happens where its thread
 * surely holds it. Then after a thread's Lock, until its own Unlock, no other thread writes the
 * cell: another Lock waits for 0, and every other Unlock is by the thread that holds it. "Surely
 * holds" is a forward must-analysis over the CFA (intersection at joins, empty at the entry).
 * Mutexes that are not disciplined get no facts.
 */
final class HeldLocks {
  private final Map<Integer, List<Set<Integer>>> held = new HashMap<>();

  private HeldLocks() {}

  /** The disciplined mutex objects thread {@code t} surely holds at {@code loc}. */
  Set<Integer> at(ThreadCfa t, int loc) {
    List<Set<Integer>> h = held.get(t.id());
    return h == null || h.get(loc) == null ? Set.of() : h.get(loc);
  }

  static HeldLocks of(Program program, PointsTo pointsTo) {
    HeldLocks r = new HeldLocks();
    Set<Integer> mutexes = new HashSet<>();
    Set<Integer> undisciplined = new HashSet<>();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        LValue m = e.stmt() instanceof Stmt.Lock l ? l.mutex()
            : e.stmt() instanceof Stmt.Unlock u ? u.mutex() : null;
        if (m != null) {
          Integer id = constantScalar(m);
          if (id == null) return r; // a lock through a pointer: no facts at all
          mutexes.add(id);
        } else {
          for (MemLoc w : AccessSets.of(e, pointsTo).writes()) undisciplined.add(w.object().id());
        }
      }
    }
    mutexes.removeAll(undisciplined);
    for (ThreadCfa t : program.threads()) r.held.put(t.id(), mustHold(t, mutexes));
    // every Unlock of a disciplined mutex where its thread surely holds it
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (e.stmt() instanceof Stmt.Unlock u) {
          Integer id = constantScalar(u.mutex());
          if (mutexes.contains(id) && !r.at(t, e.source()).contains(id)) undisciplined.add(id);
        }
      }
    }
    if (!undisciplined.stream().anyMatch(mutexes::contains)) return r;
    mutexes.removeAll(undisciplined);
    for (ThreadCfa t : program.threads()) r.held.put(t.id(), mustHold(t, mutexes));
    return r;
  }

  /** The object id of a scalar mutex cell named directly, else null. */
  private static Integer constantScalar(LValue m) {
    if (m instanceof LValue.Cell c && c.object().isScalar() && c.index() instanceof Expr.Const) {
      return c.object().id();
    }
    return null;
  }

  private static List<Set<Integer>> mustHold(ThreadCfa t, Set<Integer> mutexes) {
    int n = t.locationCount();
    java.util.ArrayList<Set<Integer>> in = new java.util.ArrayList<>();
    for (int l = 0; l < n; l++) in.add(null); // null: not reached yet (top)
    in.set(t.entry(), Set.of());
    Deque<Integer> work = new ArrayDeque<>(List.of(t.entry()));
    BitSet queued = new BitSet();
    queued.set(t.entry());
    while (!work.isEmpty()) {
      int l = work.poll();
      queued.clear(l);
      for (Edge e : t.outgoing(l)) {
        Set<Integer> out = new HashSet<>(in.get(l));
        if (e.stmt() instanceof Stmt.Lock lk && mutexes.contains(constantScalar(lk.mutex()))) {
          out.add(constantScalar(lk.mutex()));
        } else if (e.stmt() instanceof Stmt.Unlock u) {
          out.remove(constantScalar(u.mutex()));
        }
        Set<Integer> old = in.get(e.target());
        Set<Integer> merged = old == null ? out : intersect(old, out);
        if (old == null || !merged.equals(old)) {
          in.set(e.target(), merged);
          if (!queued.get(e.target())) {
            queued.set(e.target());
            work.add(e.target());
          }
        }
      }
    }
    return in;
  }

  private static Set<Integer> intersect(Set<Integer> a, Set<Integer> b) {
    Set<Integer> r = new HashSet<>(a);
    r.retainAll(b);
    return r;
  }
}
