package org.spindle.explicit;

import java.util.Arrays;

/** Working copy of a {@link State}; cell arrays are copied on their first write. */
public final class MutableState {
  private final int[] locs;
  private final byte[] status;
  private boolean terminated;
  private final long[][] mem;
  private int memSum;
  /** owned[i]: mem[i] is a private copy that may be written in place. */
  private final boolean[] owned;
  /** dirty[i]: mem[i] may differ from what memSum accounts for (its old term is subtracted). */
  private final boolean[] dirty;

  MutableState(State s) {
    this.locs = s.locs.clone();
    this.status = s.status.clone();
    this.terminated = s.terminated;
    this.mem = s.mem.clone();
    this.memSum = s.memSum;
    this.owned = new boolean[mem.length];
    this.dirty = new boolean[mem.length];
  }

  private MutableState(MutableState m) {
    this.locs = m.locs.clone();
    this.status = m.status.clone();
    this.terminated = m.terminated;
    this.mem = m.mem.clone();
    this.memSum = m.memSum;
    this.owned = new boolean[mem.length];
    this.dirty = m.dirty.clone();
    // the arrays are now shared by both copies: neither may write them in place any more
    Arrays.fill(m.owned, false);
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

  public int threadCount() {
    return locs.length;
  }

  public long read(int obj, long cell) {
    return mem[obj][(int) cell];
  }

  public void write(int obj, long cell, long value) {
    if (mem[obj][(int) cell] == value) return;
    if (!dirty[obj]) {
      memSum -= State.term(obj, mem[obj]);
      dirty[obj] = true;
    }
    if (!owned[obj]) {
      mem[obj] = mem[obj].clone();
      owned[obj] = true;
    }
    mem[obj][(int) cell] = value;
  }

  /** An immutable snapshot; this working copy stays usable. */
  public State freeze() {
    rehash();
    return new State(locs.clone(), status.clone(), terminated, mem.clone(), memSum);
  }

  /** Like {@link #freeze()} without copying; this working copy must not be used afterwards. */
  State freezeAndDiscard() {
    rehash();
    return new State(locs, status, terminated, mem, memSum);
  }

  private void rehash() {
    for (int i = 0; i < mem.length; i++) {
      if (dirty[i]) {
        memSum += State.term(i, mem[i]);
        dirty[i] = false;
      }
      owned[i] = false; // the snapshot now shares the array
    }
  }
}
