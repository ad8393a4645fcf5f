package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;

/**
 * What one {@link Transition} does when taken in a given {@link State}: the memory cells it reads
 * and writes, identified exactly by object id and cell index ({@link Event}'s location strings are
 * display names: two block-scoped locals of one name are two objects with one name), the threads
 * it creates and joins, and its {@link Successor}.
 * This is the raw material of the dependency relation between events (docs/decisions.md D38).
 *
 * <p>Every cell access the interpreter makes counts, local cells included, as C evaluates
 * ({@code &&}, {@code ||}, {@code ?:} skip what C skips): the reads that compute an address, a
 * lock's read and write of its mutex cell, an unlock's write, a create's writes of the handle and
 * of the child's parameter. Two accesses are special: the first read of an undefined cell (after a
 * HavocObject) draws the cell's value and so defines it: it is listed as a read and a write; and a
 * HavocObject writes every cell of its object (each cell is listed).
 *
 * @param result the transition's result: the next state, or the run end the step reached
 * @param cells the accessed cells in the order of their first access, without duplicates; a cell
 *     both read and written appears once per kind
 * @param created the threads started by the transition's Create edges
 * @param joined the threads the transition's Join edges joined (their ids are evaluated in the
 *     state, so they are only known by executing the transition)
 */
public record StepAccesses(Successor result, ImmutableList<Cell> cells, ImmutableList<Integer> created,
    ImmutableList<Integer> joined) {

  /** One access to cell {@code cell} of the object with id {@code object}; a write if {@code write}. */
  public record Cell(int object, long cell, boolean write) {}

  /**
   * Re-executes {@code t} in {@code s} and records what it accessed.
   *
   * @throws IllegalArgumentException if {@code t} is not exactly one enabled transition of its
   *     thread in {@code s} (its edges do not run in order there, its inputs do not fit, or it
   *     stops inside an atomic section)
   */
  public static StepAccesses of(Interpreter in, State s, Transition t) {
    Collector rec = new Collector();
    Successor next;
    try {
      next = in.execute(s, t.toTraceStep(), rec);
    } catch (Interpreter.Mismatch m) {
      throw new IllegalArgumentException("transition " + t + " does not replay: " + m.getMessage(), m);
    }
    return of(next, t, rec);
  }

  /** What {@code rec} saw while {@code t} was taken with result {@code next}. */
  static StepAccesses of(Successor next, Transition t, Collector rec) {
    List<Integer> created = new ArrayList<>();
    for (Edge e : t.edges()) {
      if (e.stmt() instanceof Stmt.Create c) created.add(c.child());
    }
    return new StepAccesses(next, ImmutableList.copyOf(rec.cells), ImmutableList.copyOf(created),
        ImmutableList.copyOf(rec.joined));
  }

  /** True if some cell is accessed by both and at least one of the two accesses writes it. */
  public boolean conflictsWith(StepAccesses other) {
    for (Cell a : cells) {
      for (Cell b : other.cells) {
        if (a.object == b.object && a.cell == b.cell && (a.write || b.write)) return true;
      }
    }
    return false;
  }

  /** Collects a step's accesses; copied where the interpreter's enumeration of a step branches. */
  static final class Collector implements Recorder {
    /** The accesses in first-access order; a step makes few, so a linear search beats hashing. */
    final List<Cell> cells = new ArrayList<>();
    /** Set once {@link #cells} grows large (a HavocObject of a big object), for fast lookups. */
    private Set<Cell> index;
    final List<Integer> joined = new ArrayList<>();

    Collector copy() {
      Collector c = new Collector();
      c.addAll(this);
      return c;
    }

    /** Adds what {@code other} saw, after what this one saw. */
    void addAll(Collector other) {
      for (Cell x : other.cells) add(x.object, x.cell, x.write);
      joined.addAll(other.joined);
    }

    private void add(int object, long cell, boolean write) {
      if (index == null) {
        for (int i = 0; i < cells.size(); i++) {
          Cell c = cells.get(i);
          if (c.object == object && c.cell == cell && c.write == write) return;
        }
        cells.add(new Cell(object, cell, write));
        if (cells.size() > 32) index = new java.util.HashSet<>(cells);
      } else {
        Cell c = new Cell(object, cell, write);
        if (index.add(c)) cells.add(c);
      }
    }

    @Override
    public void read(Evaluator.Loc location, long value) {
      add(location.object().id(), location.cell(), false);
    }

    @Override
    public void write(Evaluator.Loc location, long value) {
      add(location.object().id(), location.cell(), true);
    }

    @Override
    public void input(long value) {}

    @Override
    public void drawn(Evaluator.Loc location) {
      add(location.object().id(), location.cell(), false);
      add(location.object().id(), location.cell(), true);
    }

    @Override
    public void havocked(MemoryObject object) {
      for (long c = 0; c < object.cellCount(); c++) add(object.id(), c, true);
    }

    @Override
    public void joined(int thread) {
      joined.add(thread);
    }
  }
}
