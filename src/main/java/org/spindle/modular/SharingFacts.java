package org.spindle.modular;

import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.AccessSets;
import org.spindle.program.analysis.MemLoc;
import org.spindle.program.analysis.PointsTo;

/**
 * What the value analysis (D62) knows about the sharing of each shared object before it runs:
 * P(o), the locks every thread surely holds at every access of o after main's first creation
 * (disciplined mutexes and flags of {@link HeldLocks}, and {@link ValueAnalysis#ATOM} inside atomic
 * sections), and the objects that one single-instance thread alone accesses (its private objects).
 * The argument that uses them is {@link ValueAnalysis}'s class comment.
 */
final class SharingFacts {
  private final Program program;
  private final PointsTo pointsTo;
  private final HeldLocks locks;
  private final Set<Integer> shared;
  private final Map<Integer, Integer> unitOfThread;
  /** P(o) per shared object (absent: no lock protects o). */
  private final Map<Integer, Set<Integer>> protection = new HashMap<>();
  /** Ticket locks, held like mutexes by the value analysis ({@link TicketLocks}). */
  private final TicketLocks tickets;
  /** Test-and-set locks, held like mutexes by the value analysis ({@link TasLocks}). */
  private final TasLocks tas;
  /** Edges that write before every other write of their object ({@link OnceWrites}). */
  private final Set<Integer> onceWrites;
  /** Shared objects that one single-instance thread alone accesses, to the key of its unit. */
  private final Map<Integer, Integer> privateTo = new HashMap<>();

  /**
   * @param shared the shared objects' ids
   * @param unitOfThread the unit (template or thread) of each thread instance
   * @param single the units that stand for one instance only
   */
  SharingFacts(Program program, PointsTo pointsTo, Set<Integer> shared, Map<Integer, Integer> unitOfThread,
      Set<Integer> single) {
    this.program = program;
    this.pointsTo = pointsTo;
    this.locks = HeldLocks.of(program, pointsTo);
    this.shared = shared;
    this.unitOfThread = unitOfThread;
    this.tickets = TicketLocks.of(program, pointsTo, shared);
    this.tas = TasLocks.of(program, pointsTo, shared);
    computeProtection();
    computePrivate(single);
    this.onceWrites = OnceWrites.of(program, pointsTo, locks, shared);
  }

  Map<Integer, Set<Integer>> protection() {
    return protection;
  }

  /** The private objects of the unit with key {@code unit}. */
  List<Integer> privateObjects(int unit) {
    return privateTo.entrySet().stream().filter(e -> e.getValue() == unit).map(Map.Entry::getKey).toList();
  }

  /** A shared object is private when one single-instance unit alone accesses it (access sets over points-to). */
  private void computePrivate(Set<Integer> single) {
    Map<Integer, Set<Integer>> accessors = new HashMap<>();
    for (ThreadCfa t : program.threads()) {
      Integer unit = unitOfThread.get(t.id());
      for (Edge e : t.edges()) {
        AccessSets a = AccessSets.of(e, pointsTo);
        for (Set<MemLoc> ls : List.of(a.reads(), a.writes())) {
          for (MemLoc l : ls) accessors.computeIfAbsent(l.object().id(), k -> new HashSet<>()).add(unit == null ? -1 : unit);
        }
      }
    }
    for (Map.Entry<Integer, Set<Integer>> e : accessors.entrySet()) {
      if (!shared.contains(e.getKey()) || e.getValue().size() != 1) continue;
      int unit = e.getValue().iterator().next();
      if (single.contains(unit)) privateTo.put(e.getKey(), unit);
    }
  }

  /** Whether {@code e} is a once-initialisation ({@link OnceWrites}). */
  boolean isOnceWrite(Edge e) {
    return onceWrites.contains(e.id());
  }

  boolean isPrivate(ThreadCfa t, int o) {
    Integer unit = privateTo.get(o);
    return unit != null && unit.equals(unitOfThread.get(t.id()));
  }

  /** The locks a thread surely holds at a location, with {@link ValueAnalysis#ATOM} inside atomic sections. */
  private Set<Integer> held(ThreadCfa t, int loc) {
    Set<Integer> h = locks.at(t, loc);
    Set<Integer> ticket = tickets.at(t, loc);
    Set<Integer> spin = tas.at(t, loc);
    if (!t.atomicLocations().contains(loc) && ticket.isEmpty() && spin.isEmpty()) return h;
    Set<Integer> r = new HashSet<>(h);
    r.addAll(ticket);
    r.addAll(spin);
    if (t.atomicLocations().contains(loc)) r.add(ValueAnalysis.ATOM);
    return r;
  }

  /** What test-and-set lock word {@code o} holds while the thread holds it at {@code loc} ({@link TasLocks}), else null. */
  ValueRange lockWordWhileHeld(ThreadCfa t, int loc, int o) {
    return tas.valueWhileHeld(t, loc, o);
  }

  /** P(o): the locks held at every access of o after main's first creation. */
  private void computeProtection() {
    BitSet mainAfter = HeldLocks.afterCreation(program.thread(0));
    Map<Integer, Set<Integer>> p = new HashMap<>();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (t.id() == 0 && !mainAfter.get(e.source())) continue;
        AccessSets a = AccessSets.of(e, pointsTo);
        Set<Integer> h = null;
        for (Set<MemLoc> ls : List.of(a.reads(), a.writes())) {
          for (MemLoc l : ls) {
            int o = l.object().id();
            if (!shared.contains(o)) continue;
            if (h == null) h = held(t, e.source());
            Set<Integer> old = p.get(o);
            if (old == null) {
              p.put(o, new HashSet<>(h));
            } else {
              old.retainAll(h);
            }
          }
        }
      }
    }
    for (Map.Entry<Integer, Set<Integer>> e : p.entrySet()) {
      if (!e.getValue().isEmpty()) protection.put(e.getKey(), e.getValue());
    }
  }

  /** The protected objects of which a thread holds some protecting lock at {@code loc}. */
  Set<Integer> partAt(ThreadCfa t, int loc) {
    return protectedAt(t, loc, false);
  }

  /** The protected objects of which a thread holds every protecting lock at {@code loc}. */
  Set<Integer> allAt(ThreadCfa t, int loc) {
    return protectedAt(t, loc, true);
  }

  private Set<Integer> protectedAt(ThreadCfa t, int loc, boolean all) {
    Set<Integer> h = held(t, loc);
    Set<Integer> r = new HashSet<>();
    if (h.isEmpty()) return r;
    for (Map.Entry<Integer, Set<Integer>> e : protection.entrySet()) {
      if (all ? h.containsAll(e.getValue()) : !java.util.Collections.disjoint(h, e.getValue())) r.add(e.getKey());
    }
    return r;
  }

  /**
   * Whether the thread's own last write to {@code o} is tracked: a shared scalar that is no
   * thread's private object. After a thread wrote it (or published its view of it), o holds that
   * value or one another thread wrote or published (any time: the other threads' writes are joined
   * over the whole run), never the initial value; unprotected reads and fresh views use that.
   */
  boolean tracksLastWrite(int o) {
    return program.object(o).isScalar() && !privateTo.containsKey(o);
  }
}
