package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.spindle.program.MemoryObject;

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
    return of(next, rec);
  }

  /** What {@code rec} saw while the transition of {@code next} was taken. */
  static StepAccesses of(Successor next, Collector rec) {
    return new StepAccesses(next, rec.cells(), next.transition().created(), ImmutableList.copyOf(rec.joined));
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
    /**
     * The accesses in first-access order, as parallel arrays (object id, cell, write?): a step
     * makes few, so a linear search over primitives beats hashing and allocating.
     */
    private int[] objs = new int[8];
    private long[] idx = new long[8];
    private boolean[] wr = new boolean[8];
    private int n;
    /** Set once the step accesses many cells (a HavocObject of a big object), for fast lookups. */
    private Set<Cell> index;
    final List<Integer> joined = new ArrayList<>();

    Collector copy() {
      Collector c = new Collector();
      c.addAll(this);
      return c;
    }

    /** Adds what {@code other} saw, after what this one saw. */
    void addAll(Collector other) {
      for (int i = 0; i < other.n; i++) add(other.objs[i], other.idx[i], other.wr[i]);
      joined.addAll(other.joined);
    }

    /** The accesses seen, in first-access order. */
    ImmutableList<Cell> cells() {
      ImmutableList.Builder<Cell> b = ImmutableList.builderWithExpectedSize(n);
      for (int i = 0; i < n; i++) b.add(new Cell(objs[i], idx[i], wr[i]));
      return b.build();
    }

    private void add(int object, long cell, boolean write) {
      if (index == null) {
        for (int i = 0; i < n; i++) {
          if (objs[i] == object && idx[i] == cell && wr[i] == write) return;
        }
      } else if (!index.add(new Cell(object, cell, write))) {
        return;
      }
      if (n == objs.length) {
        objs = java.util.Arrays.copyOf(objs, 2 * n);
        idx = java.util.Arrays.copyOf(idx, 2 * n);
        wr = java.util.Arrays.copyOf(wr, 2 * n);
      }
      objs[n] = object;
      idx[n] = cell;
      wr[n] = write;
      n++;
      if (index == null && n > 32) index = new java.util.HashSet<>(cells());
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
