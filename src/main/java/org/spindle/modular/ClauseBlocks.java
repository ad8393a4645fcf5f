package org.spindle.modular;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.AccessSets;
import org.spindle.program.analysis.CfaLoops;
import org.spindle.program.analysis.MemLoc;
import org.spindle.program.analysis.PointsTo;

/**
 * The blocks of the Horn clauses ({@link HornClauses}, D51) of each thread: which edges are local
 * (they touch only the thread's unshared locals, so a block may run through them, {@link Blocks}),
 * which may run inside an atomic section, and which loop exits the relaxed variant may take at any
 * time.
 */
final class ClauseBlocks {
  private final PointsTo pointsTo;
  /** Locals another thread may access ({@link Escapes}). */
  private final Set<Integer> escaped;
  /** The edges that start an instance ({@link Templates#spawns}). */
  private final Set<Edge> spawning;
  private final Map<Integer, Blocks.Result> blocks = new HashMap<>();

  ClauseBlocks(PointsTo pointsTo, Set<Integer> escaped, Set<Edge> spawning) {
    this.pointsTo = pointsTo;
    this.escaped = escaped;
    this.spawning = spawning;
  }

  /** The blocks of thread {@code t}. */
  Blocks.Result of(ThreadCfa t) {
    return blocks.computeIfAbsent(t.id(), id -> Blocks.of(t, e -> local(t, e), this::atomicInterior));
  }

  /**
   * An edge a block may take into a location inside an atomic section without ending there
   * ({@link Blocks}): a plain step (flags taken and given are tracked over the whole block by
   * {@code HornClauses.after}); not a creation, a lock operation, an error or a bound, which the
   * clauses treat at a block's end.
   */
  private boolean atomicInterior(Edge e) {
    Stmt s = e.stmt();
    return (s instanceof Stmt.Assign || s instanceof Stmt.Assume || s instanceof Stmt.Havoc
        || s instanceof Stmt.HavocObject || s instanceof Stmt.Nop || s instanceof Stmt.AtomicBegin
        || s instanceof Stmt.AtomicEnd) && !spawning.contains(e);
  }

  /**
   * A local edge (see {@link Blocks}): an assignment, assumption, input or no-op that touches only
   * its thread's unshared locals and stays inside or outside atomic sections.
   */
  private boolean local(ThreadCfa t, Edge e) {
    Stmt s = e.stmt();
    if (!(s instanceof Stmt.Assign || s instanceof Stmt.Assume || s instanceof Stmt.Havoc
        || s instanceof Stmt.HavocObject || s instanceof Stmt.Nop)) {
      return false;
    }
    if (t.atomicLocations().contains(e.source()) != t.atomicLocations().contains(e.target())) return false;
    AccessSets a = AccessSets.of(e, pointsTo);
    for (MemLoc l : a.reads()) if (!ownUnshared(t, l.object())) return false;
    for (MemLoc l : a.writes()) if (!ownUnshared(t, l.object())) return false;
    return true;
  }

  private boolean ownUnshared(ThreadCfa t, MemoryObject o) {
    return o.owner() == t.id() && !escaped.contains(o.id());
  }

  /**
   * Loop exits that may be taken at any time in the relaxed variant: an Assume leaving a loop
   * head (its target cannot reach the head again) whose condition reads only its thread's unshared
   * locals, e.g. {@code i >= 10000} of a creation loop. Leaving out a guard only adds runs, so the
   * relaxed clauses over-approximate the program too; they spare the solver a proof that unrolls a
   * long loop when the error after it does not depend on the counter.
   */
  Set<Integer> relaxedExits(ThreadCfa t) {
    Set<Integer> r = new HashSet<>();
    CfaLoops loops = CfaLoops.of(t);
    for (int h : loops.loopHeads()) {
      for (Edge e : t.outgoing(h)) {
        if (e.stmt() instanceof Stmt.Assume && local(t, e) && !reaches(t, e.target(), h)) r.add(e.id());
      }
    }
    return r;
  }

  private static boolean reaches(ThreadCfa t, int from, int to) {
    BitSet seen = new BitSet();
    ArrayDeque<Integer> work = new ArrayDeque<>(List.of(from));
    seen.set(from);
    while (!work.isEmpty()) {
      int l = work.poll();
      if (l == to) return true;
      for (Edge e : t.outgoing(l)) {
        if (!seen.get(e.target())) {
          seen.set(e.target());
          work.add(e.target());
        }
      }
    }
    return false;
  }
}
