package org.spindle.interp;

import java.util.Arrays;

/**
 * Working copy of a {@link State}; cell arrays (and undefined-cell bit sets) are copied on their
 * first write.
 */
public final class MutableState {
  private final int[] locs;
  private final byte[] status;
  private boolean terminated;
  private final long[][] mem;
  private final long[][] undef;
  private int memSum;
  /** See {@link State#dormantCreation()}. */
  private org.spindle.program.Edge dormant;
  /** Where values of undefined cells come from when read; null: the read throws NeedsInput. */
  private UndefinedReads undefinedReads;
  /** owned[i]: mem[i] is a private copy that may be written in place. */
  private final boolean[] owned;
  /** dirty[i]: mem[i] may differ from what memSum accounts for (its old term is subtracted). */
  private final boolean[] dirty;

  MutableState(State s) {
    this.locs = s.locs.clone();
    this.status = s.status.clone();
    this.terminated = s.terminated;
    this.mem = s.mem.clone();
    this.undef = s.undef.clone();
    this.memSum = s.memSum;
    this.dormant = s.dormant;
    this.owned = new boolean[mem.length];
    this.dirty = new boolean[mem.length];
  }

  private MutableState(MutableState m) {
    this.locs = m.locs.clone();
    this.status = m.status.clone();
    this.terminated = m.terminated;
    this.mem = m.mem.clone();
    this.undef = m.undef.clone();
    this.memSum = m.memSum;
    this.dormant = m.dormant;
    this.owned = new boolean[mem.length];
    this.dirty = m.dirty.clone();
    // the arrays are now shared by both copies: neither may write them in place any more
    Arrays.fill(m.owned, false);
  }

  UndefinedReads undefinedReads() {
    return undefinedReads;
  }

  void setUndefinedReads(UndefinedReads r) {
    undefinedReads = r;
  }

  public MutableState copy() {
    return new MutableState(this);
  }

  public int location(int t) {
    return locs[t];
  }

  public void setLocation(int t, int loc) {
    locs[t] = loc;
  }

  public ThreadStatus status(int t) {
    return ThreadStatus.VALUES[status[t]];
  }

  public void setStatus(int t, ThreadStatus s) {
    status[t] = (byte) s.ordinal();
  }

  public boolean terminated() {
    return terminated;
  }

  public void terminate() {
    terminated = true;
  }

  /** See {@link State#dormantCreation()}. */
  public org.spindle.program.Edge dormantCreation() {
    return dormant;
  }

  /** The run creates a dormant thread by {@code bound} (a bound-reached Error edge); the first one is kept. */
  void createDormant(org.spindle.program.Edge bound) {
    if (dormant == null) dormant = bound;
  }

  public int threadCount() {
    return locs.length;
  }

  public long read(int obj, long cell) {
    return mem[obj][(int) cell];
  }

  /** Writes a cell; the cell is defined afterwards. */
  public void write(int obj, long cell, long value) {
    boolean wasUndefined = !defined(obj, cell);
    if (mem[obj][(int) cell] == value && !wasUndefined) return;
    own(obj);
    mem[obj][(int) cell] = value;
    if (wasUndefined) {
      long[] u = undef[obj];
      u[(int) (cell >>> 6)] &= ~(1L << cell);
      boolean any = false;
      for (long w : u) any |= w != 0;
      if (!any) undef[obj] = null; // canonical: null iff every cell is defined
    }
  }

  /** False while the cell holds an arbitrary value not drawn yet (after {@link #havocAll}). */
  public boolean defined(int obj, long cell) {
    long[] u = undef[obj];
    return u == null || (u[(int) (cell >>> 6)] & (1L << cell)) == 0;
  }

  /** Every cell of the object becomes undefined (value 0 until drawn or written): HavocObject. */
  public void havocAll(int obj) {
    own(obj);
    int n = mem[obj].length;
    java.util.Arrays.fill(mem[obj], 0);
    long[] u = new long[(n + 63) >>> 6];
    java.util.Arrays.fill(u, -1L);
    if ((n & 63) != 0) u[u.length - 1] = (1L << n) - 1; // only the object's own cells
    undef[obj] = n == 0 ? null : u;
  }

  /** Makes mem[obj] and undef[obj] private copies and takes the object's term out of memSum. */
  private void own(int obj) {
    if (!dirty[obj]) {
      memSum -= State.term(obj, mem[obj], undef[obj]);
      dirty[obj] = true;
    }
    if (!owned[obj]) {
      mem[obj] = mem[obj].clone();
      if (undef[obj] != null) undef[obj] = undef[obj].clone();
      owned[obj] = true;
    }
  }

  /** An immutable snapshot; this working copy stays usable. */
  public State freeze() {
    rehash();
    return new State(locs.clone(), status.clone(), terminated, mem.clone(), undef.clone(), memSum, dormant);
  }

  /** Like {@link #freeze()} without copying; this working copy must not be used afterwards. */
  State freezeAndDiscard() {
    rehash();
    return new State(locs, status, terminated, mem, undef, memSum, dormant);
  }

  private void rehash() {
    for (int i = 0; i < mem.length; i++) {
      if (dirty[i]) {
        memSum += State.term(i, mem[i], undef[i]);
        dirty[i] = false;
      }
      owned[i] = false; // the snapshot now shares the array
    }
  }
}
