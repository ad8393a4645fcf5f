package org.spindle.modular;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
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
import org.spindle.smt.IntRanges;

/**
 * Ticket locks for the value analysis (D62, amended): a thread takes a ticket {@code l = next;
 * next = next + 1} in one atomic section, spins until {@code serving == l}, and leaves with {@code
 * serving = serving + 1}. It holds the lock from the spin's exit to that increment, which the
 * value analysis uses like a mutex ({@link SharingFacts}); HeldLocks does not know these locks,
 * since the Horn engine's facts about held mutexes (the cell holds the owner) do not hold for them.
 *
 * <p>Recognised when: every write of {@code next} is {@code next + 1} preceded in its atomic
 * section, on its straight-line path, by a copy of {@code next} into a ticket cell of the thread
 * (a local no other thread accesses) and, for an unsigned {@code next}, by {@code assume(next !=
 * MAX)} (a signed overflow is undefined behaviour, which the value analysis reports); every write
 * of {@code serving} is {@code serving + 1} made while the thread holds the lock; the lock is taken
 * at {@code assume(serving == ticket)} where the ticket cell surely holds a ticket taken since its
 * last other write.
 *
 * <p>Why two threads never hold it at once: tickets are distinct (each is a value of {@code next}
 * taken atomically with its increment, and {@code next} never wraps), {@code serving} changes only
 * by its holder, so while a thread holds the lock {@code serving} equals its ticket, and another
 * thread entering would need the same ticket.
 */
final class TicketLocks {
  /** Per thread and location, the ids of the ticket locks (serving counters) held there. */
  private final Map<Integer, List<Set<Integer>>> held = new HashMap<>();

  private TicketLocks() {}

  /** The ticket locks (as {@code -2 - serving id}) a thread surely holds at {@code loc}. */
  Set<Integer> at(ThreadCfa t, int loc) {
    List<Set<Integer>> h = held.get(t.id());
    if (h == null || h.get(loc) == null) return Set.of();
    Set<Integer> r = new HashSet<>();
    for (int s : h.get(loc)) r.add(-2 - s);
    return r;
  }

  static TicketLocks of(Program program, PointsTo pointsTo, Set<Integer> shared) {
    TicketLocks r = new TicketLocks();
    ObjectAccesses access = ObjectAccesses.of(program, pointsTo);
    for (MemoryObject next : program.objects()) {
      if (!isCounter(next, shared)) continue;
      List<Edge> incs = access.writersOf(next.id());
      // the increment edges, each with the ticket cell its section copied next into: the ticket
      // is taken at the increment (a copy on a path that skips the increment takes none)
      Map<Integer, Integer> ticketWrites = new HashMap<>();
      boolean ok = !incs.isEmpty();
      for (Edge e : incs) {
        MemoryObject cell = ticketOf(program, pointsTo, e, next);
        if (cell == null || access.accessorsOf(cell.id()).size() != 1) {
          ok = false;
          break;
        }
        ticketWrites.put(e.id(), cell.id());
      }
      if (!ok) continue;
      for (MemoryObject serving : program.objects()) {
        if (serving.id() == next.id() || !isCounter(serving, shared)) continue;
        List<Edge> sw = access.writersOf(serving.id());
        if (sw.isEmpty() || !sw.stream().allMatch(e -> incrementOperand(e, serving) != null)) continue;
        Map<Integer, List<Set<Integer>>> h = new HashMap<>();
        boolean disciplined = true;
        for (ThreadCfa t : program.threads()) {
          List<Set<Integer>> per = holds(t, serving, ticketWrites, pointsTo);
          if (per == null) disciplined = false;
          h.put(t.id(), per);
        }
        if (!disciplined) continue;
        for (Map.Entry<Integer, List<Set<Integer>>> en : h.entrySet()) {
          List<Set<Integer>> mine = r.held.computeIfAbsent(en.getKey(), k -> new ArrayList<>());
          List<Set<Integer>> add = en.getValue();
          for (int l = 0; l < add.size(); l++) {
            while (mine.size() <= l) mine.add(null);
            if (add.get(l) == null) continue;
            Set<Integer> m = mine.get(l) == null ? new HashSet<>() : new HashSet<>(mine.get(l));
            m.addAll(add.get(l));
            mine.set(l, m);
          }
        }
      }
    }
    return r;
  }

  private static boolean isCounter(MemoryObject o, Set<Integer> shared) {
    return o.owner() < 0 && o.isScalar() && o.cellType(0).isInteger() && shared.contains(o.id());
  }

  /** {@code o = o + 1} (through value-keeping conversions). */
  private static boolean isIncrement(Edge e, MemoryObject o) {
    MemoryObject x = incrementOperand(e, o);
    return x != null && x.id() == o.id();
  }

  /** For {@code o = x + 1} with x a scalar cell (o itself or a local), x; else null. */
  private static MemoryObject incrementOperand(Edge e, MemoryObject o) {
    if (!(e.stmt() instanceof Stmt.Assign a) || !Shapes.isCellOf(a.target(), o)) return null;
    Expr v = Shapes.valueOf(a.value());
    if (!(v instanceof Expr.Binary b) || b.op() != Expr.BinOp.ADD) return null;
    Shapes.LoadAndConstant lc = Shapes.loadAndConstant(b);
    if (lc == null || !lc.value().equals(BigInteger.ONE)) return null;
    MemoryObject c = lc.cell();
    return c.id() == o.id() || c.owner() >= 0 ? c : null;
  }

  /**
   * The ticket cell of the increment {@code e} of {@code next}: walking back from it inside its
   * atomic section along single predecessors, the edge {@code cell = next} into a thread-local
   * scalar that nothing writes between it and the increment, and for an unsigned counter {@code
   * assume(next != MAX)}; null if {@code e} is no such increment. Every run that takes {@code e}
   * took that copy and nothing else in between (the locations have one incoming edge each, and no
   * other thread moves inside the section), so after {@code e} the cell holds the value {@code e}
   * replaced.
   */
  private static MemoryObject ticketOf(Program program, PointsTo pointsTo, Edge e, MemoryObject next) {
    if (!isIncrement(e, next)) return null;
    ThreadCfa t = program.thread(e.thread());
    if (!t.atomicLocations().contains(e.source())) return null;
    boolean guarded = next.cellType(0).signed();
    MemoryObject cell = null;
    Set<Integer> writtenAfterCopy = new HashSet<>();
    int loc = e.source();
    for (int steps = 0; steps < 64 && t.atomicLocations().contains(loc); steps++) {
      List<Edge> into = Shapes.edgesInto(t, loc);
      if (into.size() > 1) return null;
      if (into.isEmpty()) break;
      Edge in = into.get(0);
      Set<MemLoc> writes = AccessSets.of(in, pointsTo).writes();
      if (in.stmt() instanceof Stmt.Assign a && Shapes.valueOf(a.value()) instanceof Expr.Load l && Shapes.isCellOf(l.location(), next)) {
        MemoryObject target = Shapes.scalarNamed(pointsTo, a.target());
        if (target == null || target.owner() != t.id() || cell != null || writtenAfterCopy.contains(target.id())) return null;
        cell = target;
      } else if (in.stmt() instanceof Stmt.Assume as && excludesMax(as.cond(), next)) {
        guarded = true;
      } else if (writes.stream().anyMatch(m -> m.object().id() == next.id())) {
        return null;
      } else if (cell == null) {
        for (MemLoc m : writes) writtenAfterCopy.add(m.object().id());
      }
      loc = in.source();
    }
    return guarded ? cell : null;
  }

  private static boolean excludesMax(Expr cond, MemoryObject next) {
    if (!(cond instanceof Expr.Binary b) || b.op() != Expr.BinOp.NE) return false;
    Expr l = Shapes.valueOf(b.left());
    Expr r = Shapes.valueOf(b.right());
    if (l instanceof Expr.Const) {
      Expr tmp = l;
      l = r;
      r = tmp;
    }
    if (!(l instanceof Expr.Load ld) || !Shapes.isCellOf(ld.location(), next) || !(r instanceof Expr.Const k)) return false;
    // the constant as a value of next's type (-1 converted to unsigned is its maximum)
    BigInteger v = IntRanges.value(next.cellType(0), next.cellType(0).wrap(k.value()));
    return v.equals(IntRanges.max(next.cellType(0)));
  }

  /**
   * Per location of {@code t}: {serving} where the thread surely holds the lock. A forward must
   * analysis of two facts: the ticket cell holds a ticket taken since its last other write
   * (fetched), and the lock is held (from {@code assume(serving == ticket)} when fetched, to the
   * increment of serving).
   */
  private static List<Set<Integer>> holds(ThreadCfa t, MemoryObject serving, Map<Integer, Integer> ticketWrites,
      PointsTo pointsTo) {
    // copies: locals whose last write loaded serving (a read of it while the lock is held, or the
    // value compared with the ticket: serving equal to one's ticket stays so until one leaves)
    record Fact(Set<Integer> fetched, Set<Integer> copies, boolean held) {
      Fact merge(Fact o) {
        Set<Integer> f = new HashSet<>(fetched);
        f.retainAll(o.fetched);
        Set<Integer> c = new HashSet<>(copies);
        c.retainAll(o.copies);
        return new Fact(f, c, held && o.held);
      }
    }
    Fact[] in = new Fact[t.locationCount()];
    in[t.entry()] = new Fact(Set.of(), Set.of(), false);
    ArrayDeque<Integer> work = new ArrayDeque<>(List.of(t.entry()));
    while (!work.isEmpty()) {
      int l = work.poll();
      for (Edge e : t.outgoing(l)) {
        Fact s = in[l];
        Set<Integer> fetched = new HashSet<>(s.fetched());
        Set<Integer> copies = new HashSet<>(s.copies());
        boolean held = s.held();
        for (MemLoc w : AccessSets.of(e, pointsTo).writes()) {
          fetched.remove(w.object().id());
          copies.remove(w.object().id());
        }
        Integer taken = ticketWrites.get(e.id());
        if (taken != null) fetched.add(taken);
        MemoryObject x = incrementOperand(e, serving);
        if (x != null) {
          // serving changes only by its holder, by one, from its current value
          if (!held || x.id() != serving.id() && !s.copies().contains(x.id())) return null;
          // leaving: copies of serving are stale now, and the ticket is used up (found by review:
          // a copy read while holding, tested again after the increment, re-took the lock)
          held = false;
          copies.clear();
          fetched.clear();
        }
        if (e.stmt() instanceof Stmt.Assign a && a.target() instanceof LValue.Cell c && c.object().owner() == t.id()
            && c.object().isScalar() && Shapes.valueOf(a.value()) instanceof Expr.Load ld && Shapes.isCellOf(ld.location(), serving)) {
          copies.add(c.object().id());
        }
        Integer ticket = acquires(e, serving, s.copies(), pointsTo);
        if (ticket != null && fetched.contains(ticket)) held = true;
        Fact next2 = new Fact(Set.copyOf(fetched), Set.copyOf(copies), held);
        Fact old = in[e.target()];
        Fact merged = old == null ? next2 : old.merge(next2);
        if (!merged.equals(old)) {
          in[e.target()] = merged;
          work.add(e.target());
        }
      }
    }
    List<Set<Integer>> out = new ArrayList<>();
    for (Fact f : in) out.add(f == null ? null : f.held() ? Set.of(serving.id()) : Set.of());
    return out;
  }

  /** The ticket cell of {@code assume(serving == ticket)} (serving or a copy of it), else null. */
  private static Integer acquires(Edge e, MemoryObject serving, Set<Integer> copies, PointsTo pointsTo) {
    if (!(e.stmt() instanceof Stmt.Assume as) || !(as.cond() instanceof Expr.Binary b) || b.op() != Expr.BinOp.EQ) {
      return null;
    }
    Expr l = Shapes.valueOf(b.left());
    Expr r = Shapes.valueOf(b.right());
    if (!(l instanceof Expr.Load ll) || !(r instanceof Expr.Load rl)) return null;
    if (isServing(rl, serving, copies)) {
      Expr.Load tmp = ll;
      ll = rl;
      rl = tmp;
    }
    if (!isServing(ll, serving, copies)) return null;
    MemoryObject c = Shapes.scalarNamed(pointsTo, rl.location());
    return c == null ? null : c.id();
  }

  private static boolean isServing(Expr.Load l, MemoryObject serving, Set<Integer> copies) {
    return l.location() instanceof LValue.Cell c && (c.object().id() == serving.id() || copies.contains(c.object().id()));
  }
}
