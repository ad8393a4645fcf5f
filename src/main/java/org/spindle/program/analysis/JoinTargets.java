package org.spindle.program.analysis;

import com.google.common.collect.ContiguousSet;
import com.google.common.collect.DiscreteDomain;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Range;
import java.util.Map;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Which thread instances a {@link Stmt.Join} may wait for. Precise when the joined value is a
 * constant, or a load of a handle cell written only by Create edges and dormant creations (then:
 * the Creates' children, plus the cell's initial value); otherwise every thread.
 */
final class JoinTargets {
  private JoinTargets() {}

  /** Join edge id to the ids of the threads it may join. */
  static ImmutableMap<Integer, ImmutableSet<Integer>> compute(
      Program program, PointsTo pointsTo, Map<Integer, AccessSets> access) {
    ImmutableMap.Builder<Integer, ImmutableSet<Integer>> b = ImmutableMap.builder();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (e.stmt() instanceof Stmt.Join j) b.put(e.id(), targets(program, pointsTo, access, j));
      }
    }
    return b.buildKeepingLast();
  }

  static ImmutableSet<Integer> allThreads(Program program) {
    if (program.threads().isEmpty()) return ImmutableSet.of();
    return ContiguousSet.create(Range.closedOpen(0, program.threads().size()),
        DiscreteDomain.integers());
  }

  private static ImmutableSet<Integer> targets(
      Program program, PointsTo pointsTo, Map<Integer, AccessSets> access, Stmt.Join join) {
    Expr e = join.thread();
    // Thread ids are small, so a conversion to at least 16 bits keeps them.
    while (e instanceof Expr.Convert c && !c.type().isBool() && c.type().bits() >= 16) {
      e = c.operand();
    }
    if (e instanceof Expr.Const c) {
      return validId(program, c.value()) ? ImmutableSet.of((int) c.value()) : allThreads(program);
    }
    if (!(e instanceof Expr.Load load)) return allThreads(program);
    ImmutableSet<MemLoc> handle = AccessSets.locationsOf(load.location(), pointsTo);
    ImmutableSet.Builder<Integer> ids = ImmutableSet.builder();
    for (ThreadCfa t : program.threads()) {
      for (Edge w : t.edges()) {
        AccessSets a = access.get(w.id());
        if (!aliases(a.writes(), handle)) continue;
        if (writesDormantHandle(w.stmt())) continue;
        if (!(w.stmt() instanceof Stmt.Create cr) || cr.handle() == null) return allThreads(program);
        // The Create must touch the handle only through its handle l-value, not its parameter.
        if (cr.childParam() != null
            && aliases(ImmutableSet.of(new MemLoc.Whole(cr.childParam())), handle)) {
          return allThreads(program);
        }
        ids.add(cr.child());
      }
    }
    for (MemLoc loc : handle) {
      for (long v : initialValues(loc)) {
        if (!validId(program, v)) return allThreads(program);
        ids.add((int) v);
      }
    }
    return ids.build();
  }

  /**
   * The handle of a thread created beyond the bound (D44). No thread has that id, so a join that
   * reads it waits for no thread's end (it blocks for ever, or has undefined behaviour in a run
   * without dormant threads, which no thread's end changes either): it adds no target.
   */
  private static boolean writesDormantHandle(Stmt s) {
    return DormantHandles.writesDormantHandle(s);
  }

  private static boolean aliases(ImmutableSet<MemLoc> a, ImmutableSet<MemLoc> b) {
    for (MemLoc x : a) for (MemLoc y : b) if (MemLoc.mayAlias(x, y)) return true;
    return false;
  }

  private static ImmutableSet<Long> initialValues(MemLoc loc) {
    MemoryObject o = loc.object();
    if (loc instanceof MemLoc.CellAt c) return ImmutableSet.of(o.initialValue(c.cell()));
    ImmutableSet.Builder<Long> b = ImmutableSet.builder();
    b.addAll(o.initialCells().values());
    if (o.initialCells().size() < o.cellCount()) b.add(0L);
    return b.build();
  }

  private static boolean validId(Program program, long v) {
    return v >= 0 && v < program.threads().size();
  }
}
