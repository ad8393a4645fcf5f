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

  private StepFootprint(long[] reads, long[] writes, int created, int joined, boolean terminates) {
    this.reads = reads;
    this.writes = writes;
    this.created = created;
    this.joined = joined;
    this.terminates = terminates;
  }

  /** The footprint of taking {@code tr} (an enabled transition) in {@code s}. */
  public static StepFootprint of(Interpreter in, State s, Transition tr) {
    try {
      return taking(in, s, tr).footprint();
    } catch (Interpreter.Mismatch m) {
      throw new IllegalArgumentException("not a transition of this state: " + tr + " (" + m.getMessage() + ")", m);
    }
  }

  /** A transition taken in a state: where it leads, and its footprint. */
  public record Taken(Successor successor, StepFootprint footprint) {}

  /**
   * Takes {@code tr} in {@code s}, recording its footprint on the way (one execution, where
   * {@link Interpreter#successors} and then {@link #of} take two); null if {@code tr} is not a
   * transition of {@code s}: an edge is blocked, the step would go on, or its inputs do not fit.
   */
  public static Taken take(Interpreter in, State s, Transition tr) {
    if (s.terminated() || s.status(tr.thread()) != ThreadStatus.RUNNING
        || s.location(tr.thread()) != tr.first().source()) {
      return null;
    }
    try {
      return taking(in, s, tr);
    } catch (Interpreter.Mismatch | UndefinedBehaviour m) {
      return null;
    }
  }

  private static Taken taking(Interpreter in, State s, Transition tr) throws Interpreter.Mismatch {
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
    Successor x = in.execute(s, tr.toTraceStep(), c);
    return new Taken(x, new StepFootprint(c.cells(c.reads), c.cells(c.writes), created, joined, terminates));
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
   * a common cell and at least one of them writes it.
   */
  public boolean conflicts(StepFootprint o) {
    if (terminates || o.terminates) return true;
    return intersects(writes, o.writes) || intersects(writes, o.reads) || intersects(reads, o.writes);
  }

  /**
   * The cells both steps access with at least one of them writing (sorted, without duplicates):
   * the cells a conflict between them is about ({@link #conflicts} also counts program ends).
   */
  public long[] commonCells(StepFootprint o) {
    java.util.TreeSet<Long> out = new java.util.TreeSet<>();
    common(writes, o.writes, out);
    common(writes, o.reads, out);
    common(reads, o.writes, out);
    return out.stream().mapToLong(Long::longValue).toArray();
  }

  /** The memory object of a cell of {@link #commonCells} (a cell is {@code objectId << 32 | cellIndex}). */
  public static int objectOf(long cell) {
    return (int) (cell >>> 32);
  }

  /** True if both steps read and write the same cells and create, join and end the same. */
  public boolean sameAs(StepFootprint o) {
    return created == o.created && joined == o.joined && terminates == o.terminates
        && Arrays.equals(reads, o.reads) && Arrays.equals(writes, o.writes);
  }

  private static void common(long[] a, long[] b, java.util.Set<Long> out) {
    int i = 0;
    int j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] == b[j]) {
        out.add(a[i]);
        i++;
        j++;
      } else if (a[i] < b[j]) {
        i++;
      } else {
        j++;
      }
    }
  }

  private static boolean intersects(long[] a, long[] b) {
    int i = 0;
    int j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] == b[j]) return true;
      if (a[i] < b[j]) i++;
      else j++;
    }
    return false;
  }

  @Override
  public String toString() {
    return "reads " + Arrays.toString(reads) + " writes " + Arrays.toString(writes)
        + (created >= 0 ? " creates T" + created : "") + (joined >= 0 ? " joins T" + joined : "")
        + (terminates ? " terminates" : "");
  }

  /** Collects the cells of the recorded accesses (primitive arrays: this runs for every DPOR event). */
  private static final class Collector implements Recorder {
    final Cells reads = new Cells();
    final Cells writes = new Cells();

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

    long[] cells(Cells c) {
      return c.sortedDistinct();
    }
  }

  /** A growable list of cells. */
  private static final class Cells {
    long[] a = new long[4];
    int n;

    void add(long x) {
      if (n == a.length) a = Arrays.copyOf(a, n * 2);
      a[n++] = x;
    }

    long[] sortedDistinct() {
      long[] out = Arrays.copyOf(a, n);
      Arrays.sort(out);
      int k = 0;
      for (int i = 0; i < out.length; i++) if (i == 0 || out[i] != out[i - 1]) out[k++] = out[i];
      return k == out.length ? out : Arrays.copyOf(out, k);
    }
  }
}
