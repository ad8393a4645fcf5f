package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.analysis.InstanceSymmetry;
import org.spindle.program.analysis.MemLoc;

/**
 * Symmetry reduction (issue 17 §3, D54): maps a state to a representative of its orbit under the
 * permutations of interchangeable thread instances ({@link InstanceSymmetry}). Within each group
 * the started instances are sorted by (location, status, locals); instances not started yet stay
 * where they are, since the creating thread names the next one by its index (a permutation that
 * fixes them commutes with every Create). The permuted state has the instances' locations,
 * statuses and locals moved, and every thread id in a handle cell and every owner in a mutex cell
 * renamed.
 *
 * <p>Why a search may keep only representatives: such a permutation maps every transition of a
 * state to a transition of the permuted state, and errors, deadlocks and undefined behaviour to
 * the same (the conditions of {@link InstanceSymmetry}). So two states of one orbit reach the
 * same outcomes, and visiting one of them suffices. The representative need not be unique per
 * orbit (ties in the sort order keep the original order): a weaker reduction, never an unsound one,
 * since every state is only ever merged with states of its own orbit.
 */
public final class Symmetry {
  private final Program program;
  private final ImmutableList<ImmutableList<Integer>> groups;
  /** Per object: the cells holding thread ids (handles), null if none. */
  private final java.util.BitSet[] handle;
  /** Per object: the cells holding mutex owners (id + 1), null if none. */
  private final java.util.BitSet[] mutex;
  /**
   * Per thread: whether handles name it apart from its group. Not for instances that can never
   * exit: a join of any of them blocks forever, so which one a handle holds changes nothing, and
   * the handles are neither part of the sort key nor renamed (e.g. the producers of
   * prodcons_4p4c_5b, which main joins in creation order).
   */
  private final boolean[] named;

  private Symmetry(Program program, InstanceSymmetry s) {
    this.program = program;
    this.groups = s.groups();
    this.handle = cells(program, s.handleCells());
    this.mutex = cells(program, s.mutexCells());
    this.named = new boolean[program.threads().size()];
    for (List<Integer> g : groups) {
      boolean exits = InstanceSymmetry.mayExit(program, g);
      for (int t : g) named[t] = exits;
    }
  }

  /**
   * The symmetry of {@code program}'s instances for a search whose inputs range over {@code
   * inputs}, or null when there is none (no group, or thread ids may be havocked and the range
   * does not hold them all: a permutation would then map a drawn input outside the range).
   */
  public static Symmetry of(Program program, InputRange inputs) {
    InstanceSymmetry s = InstanceSymmetry.of(program);
    if (s.groups().isEmpty()) return null;
    int n = program.threads().size();
    if (s.havocked() && (inputs.lo() > 0 || inputs.hi() < n)) return null;
    return new Symmetry(program, s);
  }

  private static java.util.BitSet[] cells(Program program, java.util.Set<MemLoc> locs) {
    java.util.BitSet[] out = new java.util.BitSet[program.objects().size()];
    for (MemLoc l : locs) {
      MemoryObject o = l.object();
      java.util.BitSet b = out[o.id()] == null ? out[o.id()] = new java.util.BitSet() : out[o.id()];
      if (l instanceof MemLoc.CellAt c) {
        b.set((int) c.cell());
      } else {
        b.set(0, (int) o.cellCount());
      }
    }
    return out;
  }

  /** Number of instances in groups (for statistics). */
  public int symmetricInstances() {
    return groups.stream().mapToInt(List::size).sum();
  }

  /** The representative of {@code s}'s orbit ({@code s} itself when already sorted). */
  public State canonical(State s) {
    int[] perm = null; // perm[t]: the instance t's state moves to
    long[][] refs = null;
    for (ImmutableList<Integer> g : groups) {
      Integer[] started = g.stream().filter(t -> s.status[t] != ThreadStatus.NOT_STARTED.ordinal())
          .toArray(Integer[]::new);
      if (started.length < 2) continue;
      if (refs == null) refs = references(s);
      Integer[] sorted = started.clone();
      Arrays.sort(sorted, order(s, refs));
      for (int i = 0; i < started.length; i++) {
        if (!sorted[i].equals(started[i])) {
          if (perm == null) {
            perm = new int[s.locs.length];
            for (int t = 0; t < perm.length; t++) perm[t] = t;
          }
          perm[sorted[i]] = started[i];
        }
      }
    }
    return perm == null ? s : permute(s, perm);
  }

  /**
   * Per thread, where the state names it: the positions (object, cell) of the handle cells that
   * hold its id and of the mutex cells it owns, in ascending order. A permutation moves them with
   * the thread, so they belong in its sort key: without them two states of one orbit that differ
   * in which instance a handle array names first would get different representatives.
   */
  private long[][] references(State s) {
    List<List<Long>> r = new java.util.ArrayList<>();
    for (int t = 0; t < s.locs.length; t++) r.add(null);
    for (int o = 0; o < s.mem.length; o++) {
      collect(s.mem[o], handle[o], o, 0, r, named);
      collect(s.mem[o], mutex[o], o, 1, r, null);
    }
    long[][] out = new long[s.locs.length][];
    for (int t = 0; t < out.length; t++) {
      List<Long> l = r.get(t);
      out[t] = l == null ? new long[0] : l.stream().mapToLong(Long::longValue).toArray();
    }
    return out;
  }

  private static void collect(long[] cells, java.util.BitSet which, int object, int offset,
      List<List<Long>> r, boolean[] only) {
    if (which == null) return;
    for (int i = which.nextSetBit(0); i >= 0 && i < cells.length; i = which.nextSetBit(i + 1)) {
      long t = cells[i] - offset;
      if (t > 0 && t < r.size() && (only == null || only[(int) t])) {
        if (r.get((int) t) == null) r.set((int) t, new java.util.ArrayList<>());
        // the kind of reference (handle or owner) is part of the position
        r.get((int) t).add(((long) object << 33) | ((long) i << 1) | offset);
      }
    }
  }

  /**
   * Instances by location, status, locals' cells, then the places that name them (a stable sort:
   * ties keep their order).
   */
  private Comparator<Integer> order(State s, long[][] refs) {
    return (a, b) -> {
      int c = Integer.compare(s.locs[a], s.locs[b]);
      if (c != 0) return c;
      c = Byte.compare(s.status[a], s.status[b]);
      if (c != 0) return c;
      List<MemoryObject> la = program.thread(a).locals();
      List<MemoryObject> lb = program.thread(b).locals();
      for (int i = 0; i < la.size(); i++) {
        int oa = la.get(i).id();
        int ob = lb.get(i).id();
        c = Arrays.compare(s.mem[oa], s.mem[ob]);
        if (c != 0) return c;
        c = compareUndef(s.undef[oa], s.undef[ob]);
        if (c != 0) return c;
      }
      return Arrays.compare(refs[a], refs[b]);
    };
  }

  private static int compareUndef(long[] a, long[] b) {
    if (a == b) return 0;
    if (a == null) return -1;
    if (b == null) return 1;
    return Arrays.compare(a, b);
  }

  private State permute(State s, int[] perm) {
    int n = s.locs.length;
    int[] locs = s.locs.clone();
    byte[] status = s.status.clone();
    long[][] mem = s.mem.clone();
    long[][] undef = s.undef.clone();
    for (int t = 0; t < n; t++) {
      int to = perm[t];
      if (to == t) continue;
      locs[to] = s.locs[t];
      status[to] = s.status[t];
      List<MemoryObject> from = program.thread(t).locals();
      List<MemoryObject> into = program.thread(to).locals();
      for (int i = 0; i < from.size(); i++) {
        mem[into.get(i).id()] = s.mem[from.get(i).id()];
        undef[into.get(i).id()] = s.undef[from.get(i).id()];
      }
    }
    for (int o = 0; o < mem.length; o++) {
      if (handle[o] != null) mem[o] = renamed(mem[o], handle[o], perm, 0, named);
      if (mutex[o] != null) mem[o] = renamed(mem[o], mutex[o], perm, 1, null);
    }
    int memSum = 0;
    for (int o = 0; o < mem.length; o++) memSum += State.term(o, mem[o], undef[o]);
    return new State(locs, status, s.terminated, mem, undef, memSum, s.dormant);
  }

  /** {@code cells} with every value {@code t + offset} in a cell of {@code which} of a thread t renamed to {@code perm[t] + offset}. */
  private static long[] renamed(long[] cells, java.util.BitSet which, int[] perm, int offset,
      boolean[] only) {
    long[] out = null;
    for (int i = which.nextSetBit(0); i >= 0 && i < cells.length; i = which.nextSetBit(i + 1)) {
      long t = cells[i] - offset;
      if (t >= 0 && t < perm.length && perm[(int) t] != t && (only == null || only[(int) t])) {
        if (out == null) out = cells.clone();
        out[i] = perm[(int) t] + offset;
      }
    }
    return out == null ? cells : out;
  }
}
