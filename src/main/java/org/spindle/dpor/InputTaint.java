package org.spindle.dpor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Transition;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.Stmt;
import org.spindle.program.analysis.ExprWalker;

/**
 * Which memory cells may hold a value that depends on the inputs drawn so far in the current
 * execution (D43): a cell is tainted once a step that draws an input or reads a tainted cell
 * writes it, and untainted again once a step that does neither overwrites it. A value is a
 * function of the execution's edges and its draws; an untainted cell's value is a function of the
 * edges alone (what a step writes is a function of what it reads, and which step runs is fixed by
 * the edges), so it is the same under every model of the path condition. Kept per position of
 * the execution with an undo log, so popping an event restores the taint before it.
 */
final class InputTaint {
  private final Set<Long> cells = new HashSet<>();
  /** Tainted cells per object id (to test an expression's objects quickly). */
  private final Map<Integer, Integer> perObject = new HashMap<>();
  /** Per event: the cells whose taint it flipped (their old state is the opposite). */
  private final List<long[]> flipped = new ArrayList<>();

  boolean isEmpty() {
    return cells.isEmpty();
  }

  boolean tainted(long cell) {
    return cells.contains(cell);
  }

  /** True if the step reads a tainted cell. */
  boolean readsTainted(StepFootprint fp) {
    if (cells.isEmpty()) return false;
    for (long c : fp.reads()) if (cells.contains(c)) return true;
    return false;
  }

  /** True if some cell of the object is tainted. */
  boolean objectTainted(int objectId) {
    return perObject.getOrDefault(objectId, 0) > 0;
  }

  /** True if evaluating {@code e} reads an object with a tainted cell (over-approximated per object). */
  boolean exprTainted(Expr e) {
    if (cells.isEmpty()) return false;
    boolean[] hit = {false};
    ExprWalker.forEachExpr(e, x -> {
      if (x instanceof Expr.Load l && l.location() instanceof LValue.Cell c && objectTainted(c.object().id())) {
        hit[0] = true;
      }
    });
    return hit[0];
  }

  /**
   * True if some edge leaving the thread's location reads a tainted object in its expressions
   * (conditions, values, indices, addresses) or locks a tainted mutex: the statically visible
   * part of what decides the thread's next step, whichever edge it takes.
   */
  boolean edgesReadTainted(List<Edge> outgoing) {
    if (cells.isEmpty()) return false;
    for (Edge e : outgoing) {
      boolean[] hit = {false};
      ExprWalker.forEachExpr(e.stmt(), x -> {
        if (exprTainted(x)) hit[0] = true;
      });
      if (hit[0]) return true;
      if (e.stmt() instanceof Stmt.Lock l && l.mutex() instanceof LValue.Cell c && objectTainted(c.object().id())) {
        return true;
      }
    }
    return false;
  }

  /** Appends an event: {@code tr} null for a blocked attempt (it writes nothing). */
  void push(Transition tr, StepFootprint fp) {
    if (tr == null) {
      flipped.add(new long[0]);
      return;
    }
    boolean taints = !tr.inputs().isEmpty() || readsTainted(fp);
    List<Long> changed = new ArrayList<>();
    for (long c : fp.writes()) {
      if (StepFootprint.objectOf(c) < 0) continue; // a thread's end, no memory
      if (taints ? cells.add(c) : cells.remove(c)) {
        changed.add(c);
        perObject.merge(StepFootprint.objectOf(c), taints ? 1 : -1, Integer::sum);
      }
    }
    flipped.add(changed.stream().mapToLong(Long::longValue).toArray());
  }

  /** Undoes the last {@link #push}. */
  void pop() {
    for (long c : flipped.remove(flipped.size() - 1)) {
      boolean was = !cells.contains(c);
      if (was) cells.add(c);
      else cells.remove(c);
      perObject.merge(StepFootprint.objectOf(c), was ? 1 : -1, Integer::sum);
    }
  }

  /** A copy with the same tainted cells and no history (for planning ahead, {@link SectionBuilder}). */
  InputTaint copy() {
    InputTaint c = new InputTaint();
    c.cells.addAll(cells);
    c.perObject.putAll(perObject);
    return c;
  }
}
