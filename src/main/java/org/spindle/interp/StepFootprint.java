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
 * <p>The accesses are {@link StepAccesses}' (a lock reads and writes its mutex cell and an
 * unlock writes it, so operations on one mutex are dependent; the draw of an undefined cell reads
 * and writes it; a HavocObject writes every cell of its object), kept as sorted cell arrays for
 * fast conflict tests. Thread creation and joining are not cell
 * accesses here: creation precedes every step of the child and a join follows every step of the
 * joined thread in every run, which the engines express as happens-before edges.
 */
public final class StepFootprint {
  private final long[] reads;
  private final long[] writes;
  private final int[] created;
  private final int[] joined;
  private final boolean terminates;
  /**
   * Cells this step only adds a value to that does not depend on them (an atomic fetch-and-add
   * whose result is unused, docs/decisions.md D40): two such steps on a common cell commute.
   * Empty unless {@link #asFetchAndAdd} made it.
   */
  private final long[] adds;

  private StepFootprint(long[] reads, long[] writes, int[] created, int[] joined, boolean terminates) {
    this(reads, writes, created, joined, terminates, NO_CELLS);
  }

  private StepFootprint(long[] reads, long[] writes, int[] created, int[] joined, boolean terminates, long[] adds) {
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

  /** The footprint of taking {@code tr} (an enabled transition) in {@code s}, from its {@link StepAccesses}. */
  public static StepFootprint of(Interpreter in, State s, Transition tr) {
    return of(in, tr, StepAccesses.of(in, s, tr));
  }

  /** The footprint of a transition from what it accessed ({@link Interpreter#successorsWithAccesses}). */
  public static StepFootprint of(Interpreter in, StepAccesses a) {
    return of(in, a.result().transition(), a);
  }

  /**
   * Cells of thread-private objects (locals no other thread can reach, see
   * {@link Interpreter#isThreadPrivate}) are left out when the interpreter merges steps
   * ({@link StepMerging}): they cannot make steps of different threads conflict. (A create writes the child's parameter, which the child then reads; that order is
   * happens-before through the creation anyway.)
   */
  private static StepFootprint of(Interpreter in, Transition tr, StepAccesses a) {
    boolean hidePrivate = in.merging() != StepMerging.NONE;
    boolean terminates = false;
    for (Edge e : tr.edges()) if (e.stmt() instanceof Stmt.Terminate) terminates = true;
    int nr = 0;
    int nw = 0;
    for (StepAccesses.Cell c : a.cells()) {
      if (hidePrivate && in.isThreadPrivate(c.object())) continue;
      if (c.write()) nw++; else nr++;
    }
    State next = a.result().next();
    boolean exits = next != null && next.status(tr.thread()) == ThreadStatus.EXITED;
    long[] r = new long[nr + a.joined().size()];
    long[] w = new long[nw + (exits ? 1 : 0)];
    int ir = 0;
    int iw = 0;
    for (StepAccesses.Cell c : a.cells()) {
      if (hidePrivate && in.isThreadPrivate(c.object())) continue;
      if (c.write()) w[iw++] = cell(c.object(), c.cell());
      else r[ir++] = cell(c.object(), c.cell());
    }
    for (int j : a.joined()) r[ir++] = exitCell(j);
    if (exits) w[iw] = exitCell(tr.thread());
    int[] created = new int[a.created().size()];
    for (int k = 0; k < created.length; k++) created[k] = a.created().get(k);
    int[] joined = new int[a.joined().size()];
    for (int k = 0; k < joined.length; k++) joined[k] = a.joined().get(k);
    return new StepFootprint(sortedDistinct(r), sortedDistinct(w), created, joined, terminates);
  }

  private static long[] sortedDistinct(long[] a) {
    Arrays.sort(a);
    int k = 0;
    for (int i = 0; i < a.length; i++) if (i == 0 || a[i] != a[i - 1]) a[k++] = a[i];
    return k == a.length ? a : Arrays.copyOf(a, k);
  }


  /** A transition taken in a state: where it leads, and its footprint. */
  public record Taken(Successor successor, StepFootprint footprint) {}

  /**
   * Takes {@code tr} in {@code s}, with its footprint ({@link #of}); null if {@code tr} is not a
   * transition of {@code s}: an edge is blocked, the step would go on, or its inputs do not fit.
   */
  public static Taken take(Interpreter in, State s, Transition tr) {
    if (s.terminated() || s.status(tr.thread()) != ThreadStatus.RUNNING
        || s.location(tr.thread()) != tr.first().source()) {
      return null;
    }
    try {
      StepAccesses a = StepAccesses.of(in, s, tr);
      return new Taken(a.result(), of(in, tr, a));
    } catch (IllegalArgumentException | UndefinedBehaviour m) {
      return null;
    }
  }

  /**
   * The footprint of an attempt of {@code thread} that finds every way blocked (an assume that
   * is false, a held mutex, an atomic section that would block): it changes nothing, and whether
   * it blocks depends on every cell it would access, so each counts as read.
   */
  public static StepFootprint blockedAttempt(Interpreter in, State s, int thread, HavocDomain dom) {
    List<NextAccesses.Access> as = new NextAccesses(in).of(s, thread, dom);
    java.util.stream.LongStream.Builder r = java.util.stream.LongStream.builder();
    for (NextAccesses.Access a : as) r.add(cell(a.object().id(), a.cell()));
    if (mayJoin(in.program().thread(thread), s.location(thread))) {
      // a join inside the blocked step may wait for any thread's end (over-approximated)
      for (int t = 0; t < s.threadCount(); t++) r.add(exitCell(t));
    }
    return new StepFootprint(r.build().distinct().sorted().toArray(), new long[0], NONE, NONE, false);
  }

  /**
   * The end of thread {@code t} as a cell: the step with which t exits writes it, a join of t
   * reads it, so a blocked atomic section that joins t races with t's last step.
   */
  static long exitCell(int t) {
    return cell(-1 - t, 0);
  }

  /** True if a Join lies on the step from {@code loc}: an outgoing edge or inside the atomic section it begins. */
  private static boolean mayJoin(org.spindle.program.ThreadCfa cfa, int loc) {
    java.util.ArrayDeque<int[]> todo = new java.util.ArrayDeque<>();
    java.util.Set<Long> seen = new java.util.HashSet<>();
    todo.push(new int[] {loc, 0});
    while (!todo.isEmpty()) {
      int[] at = todo.pop();
      for (Edge e : cfa.outgoing(at[0])) {
        if (e.stmt() instanceof Stmt.Join) return true;
        int depth = at[1] + (e.stmt() instanceof Stmt.AtomicBegin ? 1 : e.stmt() instanceof Stmt.AtomicEnd ? -1 : 0);
        if (depth > 0 && seen.add(((long) e.target() << 20) | depth)) todo.push(new int[] {e.target(), depth});
      }
    }
    return false;
  }

  static long cell(int object, long cell) {
    return ((long) object << 32) | (cell & 0xffffffffL);
  }

  private static final int[] NONE = new int[0];

  /** The cells this step reads, sorted (do not modify). */
  public long[] reads() {
    return reads;
  }

  /** The cells this step writes, sorted (a thread's end is a cell too, {@link #exitCell}; do not modify). */
  public long[] writes() {
    return writes;
  }

  /**
   * This footprint with {@code more} cells read as well: symbolic inputs widen an input-dependent
   * step to every cell its expressions may read under any input (short-circuit operands included,
   * docs/decisions.md D43), so the footprint is the same in every model of the path condition.
   */
  public StepFootprint withReads(long[] more) {
    long[] all = Arrays.copyOf(reads, reads.length + more.length);
    System.arraycopy(more, 0, all, reads.length, more.length);
    return new StepFootprint(sortedDistinct(all), writes, created, joined, terminates, adds);
  }

  /** A cell as footprints name it: {@code objectId << 32 | cellIndex}. */
  public static long cellOf(int object, long cell) {
    return cell(object, cell);
  }

  /** The threads this step creates (usually none or one; do not modify). */
  public int[] created() {
    return created;
  }

  /** The threads this step joins (do not modify). */
  public int[] joined() {
    return joined;
  }

  /** True if this step creates thread {@code t}. */
  public boolean creates(int t) {
    for (int c : created) if (c == t) return true;
    return false;
  }

  /** True if this step ends its thread (it writes the thread's end, {@link #exitCell}). */
  public boolean endsThread() {
    return writes.length > 0 && writes[0] < 0; // end cells have negative object ids and sort first
  }

  /** True if this step joins thread {@code t}. */
  public boolean joins(int t) {
    for (int j : joined) if (j == t) return true;
    return false;
  }

  /** True if this step ends the whole program (exit): it is dependent with every step. */
  public boolean terminates() {
    return terminates;
  }

  /** The cells this step reads or writes, sorted, without duplicates (do not modify). */
  public long[] cells() {
    if (cells == null) {
      long[] all = Arrays.copyOf(reads, reads.length + writes.length);
      System.arraycopy(writes, 0, all, reads.length, writes.length);
      cells = sortedDistinct(all);
    }
    return cells;
  }

  private long[] cells;

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
    long[] both = adds.length == 0 || o.adds.length == 0 ? NO_CELLS : common(adds, o.adds);
    return intersects(writes, o.writes, both) || intersects(writes, o.reads, both) || intersects(reads, o.writes, both);
  }

  /**
   * The cells both steps access with at least one of them writing (sorted, without duplicates):
   * the cells a conflict between them is about ({@link #conflicts} also counts program ends).
   */
  public long[] commonCells(StepFootprint o) {
    java.util.TreeSet<Long> out = new java.util.TreeSet<>();
    commonInto(writes, o.writes, out);
    commonInto(writes, o.reads, out);
    commonInto(reads, o.writes, out);
    return out.stream().mapToLong(Long::longValue).toArray();
  }

  /** The memory object of a cell of {@link #commonCells} (a cell is {@code objectId << 32 | cellIndex}). */
  public static int objectOf(long cell) {
    return (int) (cell >>> 32);
  }

  /** True if both steps read and write the same cells and create, join and end the same. */
  public boolean sameAs(StepFootprint o) {
    return Arrays.equals(created, o.created) && Arrays.equals(joined, o.joined) && terminates == o.terminates
        && Arrays.equals(adds, o.adds)
        && Arrays.equals(reads, o.reads) && Arrays.equals(writes, o.writes);
  }

  private static void commonInto(long[] a, long[] b, java.util.Set<Long> out) {
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

  private static final long[] NO_CELLS = new long[0];

  private static long[] common(long[] a, long[] b) {
    return Arrays.stream(a).filter(x -> Arrays.binarySearch(b, x) >= 0).toArray();
  }

  @Override
  public String toString() {
    return "reads " + Arrays.toString(reads) + " writes " + Arrays.toString(writes)
        + (created.length > 0 ? " creates " + Arrays.toString(created) : "")
        + (joined.length > 0 ? " joins " + Arrays.toString(joined) : "")
        + (terminates ? " terminates" : "") + (adds.length > 0 ? " adds " + Arrays.toString(adds) : "");
  }
}
