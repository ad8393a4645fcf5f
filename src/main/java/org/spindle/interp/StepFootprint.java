package org.spindle.interp;

import java.util.Arrays;
import java.util.List;
import org.spindle.program.Edge;
import org.spindle.program.Stmt;

/**
 * What one step of one thread touches, for the dependency relation of partial-order reduction
 * (docs/decisions.md D38): the memory cells it reads and writes, the thread it creates, the thread
 * it joins, and whether it ends the whole program. A cell is {@code objectId << 32 | cellIndex}.
 *
 * <p>A lock reads and writes its mutex cell and an unlock writes it, as the interpreter executes
 * them, so operations on one mutex are dependent. Thread creation and joining are not cell
 * accesses here: creation precedes every step of the child and a join follows every step of the
 * joined thread in every run, which the engines express as happens-before edges.
 */
public final class StepFootprint {
  private final long[] reads;
  private final long[] writes;
  private final int created;
  private final int joined;
  private final boolean terminates;
  /**
   * Cells this step only adds a value to that does not depend on them (an atomic fetch-and-add
   * whose result is unused, docs/decisions.md D40): two such steps on a common cell commute.
   * Empty unless {@link #asFetchAndAdd} made it.
   */
  private final long[] adds;

  private StepFootprint(long[] reads, long[] writes, int created, int joined, boolean terminates) {
    this(reads, writes, created, joined, terminates, NONE);
  }

  private StepFootprint(long[] reads, long[] writes, int created, int joined, boolean terminates, long[] adds) {
    this.reads = reads;
    this.writes = writes;
    this.created = created;
    this.joined = joined;
    this.terminates = terminates;
    this.adds = adds;
  }

  /**
   * This footprint with every cell it writes marked as added to: the caller has established that
   * the step is a fetch-and-add whose result is unused (the IFAA weakening of the conflict
   * relation, D40), so it conflicts with another such step only through other cells.
   */
  public StepFootprint asFetchAndAdd() {
    return new StepFootprint(reads, writes, created, joined, terminates, writes);
  }

  /** The footprint of taking {@code tr} (an enabled transition) in {@code s}. */
  public static StepFootprint of(Interpreter in, State s, Transition tr) {
    Collector c = new Collector();
    int created = -1;
    int joined = -1;
    boolean terminates = false;
    for (Edge e : tr.edges()) {
      if (e.stmt() instanceof Stmt.Create cr) created = cr.child();
      if (e.stmt() instanceof Stmt.Terminate) terminates = true;
      if (e.stmt() instanceof Stmt.Join j && e == tr.first()) {
        joined = (int) new Evaluator(in.index()).eval(j.thread(), s.toMutable(), null);
      }
    }
    try {
      in.execute(s, tr.toTraceStep(), c);
    } catch (Interpreter.Mismatch m) {
      throw new IllegalArgumentException("not a transition of this state: " + tr + " (" + m.getMessage() + ")", m);
    }
    return new StepFootprint(c.cells(c.reads), c.cells(c.writes), created, joined, terminates);
  }

  /**
   * The footprint of an attempt of {@code thread} that finds every way blocked (an assume that
   * is false, a held mutex, an atomic section that would block): it changes nothing, and whether
   * it blocks depends on every cell it would access, so each counts as read.
   */
  public static StepFootprint blockedAttempt(Interpreter in, State s, int thread, HavocDomain dom) {
    List<NextAccesses.Access> as = new NextAccesses(in).of(s, thread, dom);
    long[] cells = as.stream().mapToLong(a -> cell(a.object().id(), a.cell())).distinct().sorted().toArray();
    return new StepFootprint(cells, new long[0], -1, -1, false);
  }

  static long cell(int object, long cell) {
    return ((long) object << 32) | (cell & 0xffffffffL);
  }

  /** The thread this step creates, or -1. */
  public int created() {
    return created;
  }

  /** The thread this step joins, or -1. */
  public int joined() {
    return joined;
  }

  /** True if this step ends the whole program (exit): it is dependent with every step. */
  public boolean terminates() {
    return terminates;
  }

  /** True if this step writes nothing and reads nothing. */
  public boolean touchesNoCell() {
    return reads.length == 0 && writes.length == 0;
  }

  /**
   * True if the two steps (of different threads) conflict: one ends the program, or they access
   * a common cell and at least one of them writes it, unless both only add to that cell ({@link
   * #asFetchAndAdd}).
   */
  public boolean conflicts(StepFootprint o) {
    if (terminates || o.terminates) return true;
    long[] both = adds.length == 0 || o.adds.length == 0 ? NONE : common(adds, o.adds);
    return intersects(writes, o.writes, both) || intersects(writes, o.reads, both) || intersects(reads, o.writes, both);
  }

  /** True if the sorted arrays share a cell that is not in {@code skip} (sorted). */
  private static boolean intersects(long[] a, long[] b, long[] skip) {
    int i = 0;
    int j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] == b[j]) {
        if (Arrays.binarySearch(skip, a[i]) < 0) return true;
        i++;
        j++;
      } else if (a[i] < b[j]) {
        i++;
      } else {
        j++;
      }
    }
    return false;
  }

  private static final long[] NONE = new long[0];

  private static long[] common(long[] a, long[] b) {
    return Arrays.stream(a).filter(x -> Arrays.binarySearch(b, x) >= 0).toArray();
  }

  @Override
  public String toString() {
    return "reads " + Arrays.toString(reads) + " writes " + Arrays.toString(writes)
        + (created >= 0 ? " creates T" + created : "") + (joined >= 0 ? " joins T" + joined : "")
        + (terminates ? " terminates" : "") + (adds.length > 0 ? " adds " + Arrays.toString(adds) : "");
  }

  /** Collects the cells of the recorded accesses. */
  private static final class Collector implements Recorder {
    final java.util.ArrayList<Long> reads = new java.util.ArrayList<>();
    final java.util.ArrayList<Long> writes = new java.util.ArrayList<>();

    @Override
    public void read(Evaluator.Loc location, long value) {
      reads.add(cell(location.object().id(), location.cell()));
    }

    @Override
    public void write(Evaluator.Loc location, long value) {
      writes.add(cell(location.object().id(), location.cell()));
    }

    @Override
    public void input(long value) {}

    long[] cells(List<Long> l) {
      return l.stream().mapToLong(Long::longValue).distinct().sorted().toArray();
    }
  }
}
