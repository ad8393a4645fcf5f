package org.spindle.modular;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Set;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;

/**
 * A thread's abstract state in the {@link ValueAnalysis} (D62): its locals and views ({@code own});
 * main before its first creation holds every shared object.
 */
final class RangeState implements RangeEvaluator.Memory {
  /** What a state reads from the value analysis around it (the shared store, bounds, lock words). */
  interface Analysis {
    Program program();

    /** Widening thresholds. */
    NavigableSet<BigInteger> thresholds();

    /** Whether object {@code o} is accessed by more than one thread. */
    boolean isShared(int o);

    /** {@code c} met with what holds of {@code o} in every run ({@link CountingBounds}). */
    Cells bounded(MemoryObject o, Cells c);

    /** Shared {@code o}'s value {@code c} as read at the edge being evaluated (bounds, lock words). */
    Cells readShared(MemoryObject o, Cells c);

    /** Everything published to shared {@code o}. */
    Cells published(int o);

    /** What the other units write to {@code o} (with once-initialisations or not), or null. */
    Cells writtenByOthers(int o, boolean withOnce);
  }

  private final Analysis analysis;
  final boolean concurrent;
  final Map<Integer, Cells> own;
  /** Views taken while not every protecting lock was held: not yet the object's value. */
  final Set<Integer> tentative;
  /** The thread's last write to shared scalars no lock protects ({@link SharingFacts#tracksLastWrite}). */
  final Map<Integer, Cells> mine;
  /**
   * Shared objects the thread has written on every path since main's first creation, other than
   * by a once-initialisation: every once-initialisation of them lies in its past.
   */
  final Set<Integer> wrote;

  RangeState(Analysis analysis, boolean concurrent, Map<Integer, Cells> own, Set<Integer> tentative,
      Map<Integer, Cells> mine, Set<Integer> wrote) {
    this.analysis = analysis;
    this.concurrent = concurrent;
    this.own = own;
    this.tentative = tentative;
    this.mine = mine;
    this.wrote = wrote;
  }

  @Override
  public Cells contents(MemoryObject o) {
    Cells c = own.get(o.id());
    if (c != null) return analysis.bounded(o, c);
    if (analysis.isShared(o.id())) return analysis.readShared(o, sharedValue(o.id()));
    return Cells.top(o); // another thread's unshared local: no pointer of this thread reaches it
  }

  /** The values shared {@code o} may hold for this thread: its last write and the others', or all. */
  Cells sharedValue(int o) {
    Cells last = mine.get(o);
    if (last == null) return analysis.published(o);
    // a once-initialisation precedes every other write (OnceWrites): left out only after a write
    // of this thread's own; a last value that is main's creation-time value or a published view
    // may predate it (found by review)
    Cells others = analysis.writtenByOthers(o, !wrote.contains(o));
    return others == null ? last : last.join(others);
  }

  @Override
  public boolean holds(MemoryObject o) {
    return own.containsKey(o.id());
  }

  @Override
  public RangeEvaluator.Memory with(MemoryObject o, Cells c) {
    Map<Integer, Cells> m = new HashMap<>(own);
    m.put(o.id(), c);
    return new RangeState(analysis, concurrent, m, tentative, mine, wrote);
  }

  @Override
  public RangeEvaluator.Memory join(RangeEvaluator.Memory other) {
    return joinState((RangeState) other);
  }

  RangeState joinState(RangeState o) {
    return combine(o, false);
  }

  RangeState widen(RangeState o) {
    return combine(o, true);
  }

  /** Both states' objects; one held by one side only is read from the shared state on the other. */
  private RangeState combine(RangeState o, boolean widen) {
    Map<Integer, Cells> m = new HashMap<>(own);
    for (Map.Entry<Integer, Cells> e : o.own.entrySet()) {
      Cells mine = own.get(e.getKey());
      Cells base = mine != null ? mine : contents(analysis.program().object(e.getKey()));
      m.put(e.getKey(), widen ? base.widen(e.getValue(), analysis.thresholds()) : base.join(e.getValue()));
    }
    for (Map.Entry<Integer, Cells> e : own.entrySet()) {
      if (!o.own.containsKey(e.getKey())) {
        Cells theirs = o.contents(analysis.program().object(e.getKey()));
        m.put(e.getKey(), widen ? e.getValue().widen(theirs, analysis.thresholds()) : e.getValue().join(theirs));
      }
    }
    Set<Integer> t = new HashSet<>(tentative);
    t.addAll(o.tentative);
    // a last write known on one side only is unknown after the merge (the shared value holds it)
    Map<Integer, Cells> last = new HashMap<>();
    for (Map.Entry<Integer, Cells> e : mine.entrySet()) {
      Cells theirs = o.mine.get(e.getKey());
      if (theirs != null) last.put(e.getKey(), widen ? e.getValue().widen(theirs, analysis.thresholds()) : e.getValue().join(theirs));
    }
    Set<Integer> w = new HashSet<>(wrote);
    w.retainAll(o.wrote);
    return new RangeState(analysis, concurrent || o.concurrent, m, t, last, w);
  }

  @Override
  public boolean equals(Object x) {
    return x instanceof RangeState r && r.concurrent == concurrent && r.own.equals(own)
        && r.tentative.equals(tentative) && r.mine.equals(mine) && r.wrote.equals(wrote);
  }

  @Override
  public int hashCode() {
    return own.hashCode() * 2 + (concurrent ? 1 : 0);
  }
}
