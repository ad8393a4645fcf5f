package org.spindle.interp;

import java.util.Arrays;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;

/**
 * Immutable global state: per thread a location and a status, the {@code terminated} flag and one
 * cell array per memory object. Cell arrays are shared between states until written (copy on write
 * in {@link MutableState}). The memory hash is a sum of per-object terms, so hashing a successor
 * costs only the objects that changed, and no per-object hash needs to be stored.
 *
 * <p>Cells havocked by a {@link org.spindle.program.Stmt.HavocObject} are <em>undefined</em> until
 * written or first read: {@code undef[obj]} is a bit set (64 cells per word) of such cells, null
 * when all cells of the object are defined. The first read of an undefined cell draws its value as
 * an input (see {@link Interpreter}), so a havocked object of thousands of cells costs nothing
 * until its cells are used.
 */
public final class State {
  final int[] locs;
  final byte[] status;
  final boolean terminated;
  final long[][] mem;
  /** Per object: bit set of undefined cells, or null (all defined). */
  final long[][] undef;
  /** Sum of {@link #term} over all objects. */
  final int memSum;
  /** The run's first creation of a dormant thread (its bound-reached Error edge, D44), or null. */
  final Edge dormant;
  /** Computed when first asked for (stateless search never hashes its states); 0: not yet. */
  private int hash;

  State(int[] locs, byte[] status, boolean terminated, long[][] mem, long[][] undef, int memSum, Edge dormant) {
    this.locs = locs;
    this.status = status;
    this.terminated = terminated;
    this.mem = mem;
    this.undef = undef;
    this.memSum = memSum;
    this.dormant = dormant;
  }

  private int computeHash() {
    long z = Arrays.hashCode(locs);
    z = z * 0x9E3779B97F4A7C15L + Arrays.hashCode(status);
    z = z * 0x9E3779B97F4A7C15L + memSum;
    z = z * 0x9E3779B97F4A7C15L + (terminated ? 1 : 0);
    if (dormant != null) z = z * 0x9E3779B97F4A7C15L + dormant.id();
    int h = mix(z);
    return h == 0 ? 1 : h;
  }

  /** The hash contribution of object {@code obj} holding {@code cells} (well mixed: terms are summed). */
  static int term(int obj, long[] cells, long[] undefined) {
    long u = undefined == null ? 0 : Arrays.hashCode(undefined) * 0x9E3779B97F4A7C15L;
    return mix(((long) obj << 32) ^ (Arrays.hashCode(cells) & 0xffffffffL) ^ u);
  }

  /** Murmur3's 64-bit finaliser, folded to an int. */
  private static int mix(long z) {
    z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
    z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
    z ^= z >>> 33;
    return (int) (z ^ (z >>> 32));
  }

  /** Thread 0 running at its entry, all others not started, memory from the initial cells. */
  public static State initial(Program p) {
    int n = p.threads().size();
    int[] locs = new int[n];
    byte[] status = new byte[n];
    for (int t = 0; t < n; t++) {
      locs[t] = p.thread(t).entry();
      status[t] = (byte) ThreadStatus.NOT_STARTED.ordinal();
    }
    status[0] = (byte) ThreadStatus.RUNNING.ordinal();
    long[][] mem = new long[p.objects().size()][];
    int memSum = 0;
    for (MemoryObject o : p.objects()) {
      long cells = o.cellCount();
      if (cells > Integer.MAX_VALUE - 8) {
        throw new org.spindle.program.UnsupportedFeature(o.declaredAt(), "object " + o.name() + " too large");
      }
      long[] a = new long[(int) cells];
      o.initialCells().forEach((cell, v) -> {
        if (cell >= 0 && cell < cells) a[(int) (long) cell] = o.cellType(cell).wrap(v);
      });
      mem[o.id()] = a;
      memSum += term(o.id(), a, null);
    }
    State s = new State(locs, status, false, mem, new long[mem.length][], memSum, null);
    // A main whose entry is already final has exited.
    if (p.thread(0).isFinal(locs[0])) {
      MutableState m = s.toMutable();
      m.setStatus(0, ThreadStatus.EXITED);
      return m.freeze();
    }
    return s;
  }

  public int threadCount() {
    return locs.length;
  }

  public int location(int thread) {
    return locs[thread];
  }

  public ThreadStatus status(int thread) {
    return ThreadStatus.VALUES[status[thread]];
  }

  public boolean terminated() {
    return terminated;
  }

  /** Canonical value of cell {@code cell} of object {@code object} (0 while it is undefined). */
  public long cell(int object, long cell) {
    return mem[object][(int) cell];
  }

  /** False while the cell holds an arbitrary value not drawn yet (after a HavocObject). */
  public boolean defined(int object, long cell) {
    long[] u = undef[object];
    return u == null || (u[(int) (cell >>> 6)] & (1L << cell)) == 0;
  }

  /**
   * The bound-reached Error edge by which this run first created a thread beyond the thread bound,
   * or null if it created none (D44). Such threads are dormant: they exist, are never scheduled,
   * and could run at any time in the real program, so a state with them is never a real end of a
   * run (finished, deadlock) and nothing proved over such runs is a proof.
   */
  public Edge dormantCreation() {
    return dormant;
  }

  private int dormantId() {
    return dormant == null ? -1 : dormant.id();
  }

  public boolean anyRunning() {
    for (byte b : status) if (b == ThreadStatus.RUNNING.ordinal()) return true;
    return false;
  }

  public MutableState toMutable() {
    return new MutableState(this);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) hash = h = computeHash(); // a benign race: every thread computes the same value
    return h;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) return true;
    if (!(o instanceof State s) || s.hashCode() != hashCode() || s.memSum != memSum || s.terminated != terminated
        || dormantId() != s.dormantId()) {
      return false;
    }
    if (!Arrays.equals(locs, s.locs) || !Arrays.equals(status, s.status)) return false;
    for (int i = 0; i < mem.length; i++) {
      if (mem[i] != s.mem[i] && !Arrays.equals(mem[i], s.mem[i])) {
        return false;
      }
      if (undef[i] != s.undef[i] && !Arrays.equals(undef[i], s.undef[i])) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("State[");
    for (int t = 0; t < locs.length; t++) {
      b.append('T').append(t).append('@').append(locs[t]).append(':').append(status(t).name().charAt(0)).append(' ');
    }
    if (terminated) b.append("terminated ");
    if (dormant != null) b.append("dormant ");
    return b.append(']').toString();
  }
}
