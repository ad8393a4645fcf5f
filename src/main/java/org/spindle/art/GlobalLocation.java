package org.spindle.art;

import com.google.common.collect.ImmutableSet;
import java.util.Arrays;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;

/**
 * The control part of a program state: per thread its CFA location and status, and whether the
 * program has terminated. Immutable; ART nodes with equal global locations may cover each other.
 */
public final class GlobalLocation {
  private final int[] locations;
  private final ThreadState[] states;
  private final boolean terminated;
  private final int hash;

  private GlobalLocation(int[] locations, ThreadState[] states, boolean terminated) {
    this.locations = locations;
    this.states = states;
    this.terminated = terminated;
    this.hash = 31 * (31 * Arrays.hashCode(locations) + Arrays.hashCode(states)) + (terminated ? 1 : 0);
  }

  /** main at its entry, every other thread not started. */
  public static GlobalLocation initial(Program p) {
    int n = p.threads().size();
    int[] locs = new int[n];
    ThreadState[] st = new ThreadState[n];
    Arrays.fill(locs, -1);
    Arrays.fill(st, ThreadState.NOT_STARTED);
    ThreadCfa main = p.thread(0);
    locs[0] = main.entry();
    st[0] = main.isFinal(main.entry()) ? ThreadState.EXITED : ThreadState.RUNNING;
    return new GlobalLocation(locs, st, false);
  }

  public int threadCount() {
    return locations.length;
  }

  public int location(int thread) {
    return locations[thread];
  }

  public ThreadState state(int thread) {
    return states[thread];
  }

  public boolean terminated() {
    return terminated;
  }

  public boolean running(int thread) {
    return !terminated && states[thread] == ThreadState.RUNNING;
  }

  public boolean anyRunning() {
    if (terminated) return false;
    for (ThreadState s : states) if (s == ThreadState.RUNNING) return true;
    return false;
  }

  /** Ids of the exited threads (what a Join's guard depends on). */
  public ImmutableSet<Integer> exited() {
    ImmutableSet.Builder<Integer> b = ImmutableSet.builder();
    for (int t = 0; t < states.length; t++) if (states[t] == ThreadState.EXITED) b.add(t);
    return b.build();
  }

  public GlobalLocation with(int thread, int location, ThreadState state) {
    int[] l = locations.clone();
    ThreadState[] s = states.clone();
    l[thread] = location;
    s[thread] = state;
    return new GlobalLocation(l, s, terminated);
  }

  public GlobalLocation terminate() {
    return new GlobalLocation(locations, states, true);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GlobalLocation g && g.hash == hash && g.terminated == terminated
        && Arrays.equals(g.locations, locations) && Arrays.equals(g.states, states);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("(");
    for (int t = 0; t < locations.length; t++) {
      if (t > 0) b.append(',');
      b.append(switch (states[t]) {
        case NOT_STARTED -> "-";
        case EXITED -> "x";
        case RUNNING -> Integer.toString(locations[t]);
      });
    }
    return b.append(terminated ? ";T)" : ")").toString();
  }
}
