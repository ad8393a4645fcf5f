package org.spindle.program.analysis;

import com.google.common.collect.ImmutableSet;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Where the handles of dormant threads (D44) may be stored: the cells the bound edges' handle
 * writes of {@link Stmt.Error#DORMANT_HANDLE} may touch. Every dormant thread has that one value,
 * so a step that reads it other than as a join's operand (a comparison, a copy) could see two
 * distinct threads with equal ids: the interpreter stops such a run, and the thread-modular
 * engines refuse a program that has such a step.
 */
public final class DormantHandles {
  private DormantHandles() {}

  /** True if {@code s} writes a dormant thread's handle. */
  public static boolean writesDormantHandle(Stmt s) {
    return s instanceof Stmt.Assign a && a.value() instanceof Expr.Const c && c.value() == Stmt.Error.DORMANT_HANDLE;
  }

  /** The cells that may hold a dormant thread's handle. */
  public static ImmutableSet<MemLoc> locations(Program program, PointsTo pointsTo) {
    ImmutableSet.Builder<MemLoc> b = ImmutableSet.builder();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (writesDormantHandle(e.stmt())) b.addAll(AccessSets.locationsOf(((Stmt.Assign) e.stmt()).target(), pointsTo));
      }
    }
    return b.build();
  }

  /** The first edge, other than a join, that may read a cell holding a dormant handle; null if none. */
  public static Edge readOutsideJoin(Program program, PointsTo pointsTo) {
    ImmutableSet<MemLoc> handles = locations(program, pointsTo);
    if (handles.isEmpty()) return null;
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (e.stmt() instanceof Stmt.Join) continue;
        for (MemLoc r : AccessSets.of(e, pointsTo).reads()) {
          for (MemLoc h : handles) if (MemLoc.mayAlias(r, h)) return e;
        }
      }
    }
    return null;
  }
}
