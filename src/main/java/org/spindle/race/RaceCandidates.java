package org.spindle.race;

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

/**
 * Which accesses may take part in a data race, statically: an access of thread T to object O is a
 * candidate iff some access of another thread instance may touch an aliasing cell of O, at least
 * one of the two writes, and not both are atomic. The relation is symmetric, so a race (a pair of
 * accesses) always consists of two candidates, and only candidates need instrumenting. Aliasing
 * comes from {@link PointsTo} (a sound over-approximation), so no racing pair is missed.
 *
 * <p>Also answers which objects only one thread may write ({@link #stableFor}): the guard and the
 * address of an announced access must depend on nothing another thread could change while the
 * announcing thread waits.
 */
final class RaceCandidates {
  /** One access of one edge to one possible target object. */
  record Site(int thread, Edge edge, StaticAccess access, MemoryObject object, MemLoc loc,
      boolean atomic) {}

  private final PointsTo pointsTo;
  private final Map<Integer, List<StaticAccess>> accessesByEdge = new HashMap<>();
  private final Map<Integer, List<Site>> sitesByObject = new HashMap<>();
  private final Set<Site> candidates = new HashSet<>();
  private final Map<Integer, Set<Integer>> writers = new HashMap<>();

  RaceCandidates(Program p) {
    this.pointsTo = PointsTo.analyze(p);
    for (ThreadCfa t : p.threads()) {
      for (Edge e : t.edges()) {
        List<StaticAccess> acc = StaticAccesses.of(e);
        accessesByEdge.put(e.id(), acc);
        boolean inSection = t.atomicLocations().contains(e.source());
        for (StaticAccess a : acc) {
          for (MemoryObject o : targets(a.location())) {
            if (!RacePolicy.isProgramMemory(o)) continue;
            Site s = new Site(t.id(), e, a, o, memLoc(a.location(), o), inSection || a.sync());
            sitesByObject.computeIfAbsent(o.id(), k -> new ArrayList<>()).add(s);
          }
        }
        recordWriters(t, e);
      }
    }
    for (List<Site> sites : sitesByObject.values()) {
      for (Site a : sites) {
        for (Site b : sites) {
          if (a.thread() != b.thread() && (a.access().write() || b.access().write())
              && !(a.atomic() && b.atomic()) && MemLoc.mayAlias(a.loc(), b.loc())) {
            candidates.add(a);
            break;
          }
        }
      }
    }
  }

  PointsTo pointsTo() {
    return pointsTo;
  }

  List<StaticAccess> accesses(Edge e) {
    return accessesByEdge.getOrDefault(e.id(), List.of());
  }

  /** The objects {@code a} of {@code e} may race on (candidate sites), in points-to order. */
  List<MemoryObject> racyTargets(Edge e, StaticAccess a) {
    List<MemoryObject> out = new ArrayList<>();
    for (MemoryObject o : targets(a.location())) {
      List<Site> sites = sitesByObject.get(o.id());
      if (sites == null) continue;
      for (Site s : sites) {
        if (s.edge().id() == e.id() && s.access().equals(a) && candidates.contains(s)) {
          out.add(o);
          break;
        }
      }
    }
    return out;
  }

  /** Objects some candidate access touches: they get shadow memory. */
  Set<MemoryObject> racyObjects() {
    Set<MemoryObject> out = new HashSet<>();
    for (Site s : candidates) out.add(s.object());
    return out;
  }

  /** True if no thread other than {@code thread} may write {@code o}. */
  boolean stableFor(int thread, MemoryObject o) {
    Set<Integer> w = writers.getOrDefault(o.id(), Set.of());
    return w.isEmpty() || (w.size() == 1 && w.contains(thread));
  }

  /** The objects the loads in {@code e} (values, indices, addresses) may read. */
  List<MemoryObject> objectsRead(Expr e) {
    List<StaticAccess> reads = new ArrayList<>();
    StaticAccesses.reads(e, null, reads);
    List<MemoryObject> out = new ArrayList<>();
    for (StaticAccess r : reads) out.addAll(targets(r.location()));
    return out;
  }

  /** The objects locating {@code lv} (its index or address loads) may read. */
  List<MemoryObject> objectsLocating(LValue lv) {
    return lv instanceof LValue.Cell c ? objectsRead(c.index()) : objectsRead(((LValue.Deref) lv).address());
  }

  List<MemoryObject> targets(LValue lv) {
    if (lv instanceof LValue.Cell c) return List.of(c.object());
    return List.copyOf(pointsTo.resolve((LValue.Deref) lv));
  }

  private static MemLoc memLoc(LValue lv, MemoryObject o) {
    if (lv instanceof LValue.Cell c && c.index() instanceof Expr.Const k) return MemLoc.cell(o, k.value());
    return new MemLoc.Whole(o);
  }

  /**
   * Every object an edge may write, by thread. The parameter object of a new thread is written by
   * its create edge before the thread starts: that write is charged to the child, so the child's
   * own parameter counts as stable for it.
   */
  private void recordWriters(ThreadCfa t, Edge e) {
    AccessSets acc = AccessSets.of(e, pointsTo);
    MemoryObject param = e.stmt() instanceof Stmt.Create c ? c.childParam() : null;
    for (MemLoc w : acc.writes()) {
      int by = param != null && w.object().equals(param) ? ((Stmt.Create) e.stmt()).child() : t.id();
      writers.computeIfAbsent(w.object().id(), k -> new HashSet<>()).add(by);
    }
  }
}
