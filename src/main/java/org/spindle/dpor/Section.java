package org.spindle.dpor;

import com.google.common.primitives.Ints;
import java.util.ArrayList;
import java.util.List;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.interp.Transition;

/**
 * A section of Eager POR (thesis 003 §3.2.1) as planned at its first state, and its schedule.
 * Events {@code 0..size-1} in the order they were first executed; each is one transition of one
 * thread with its footprint, and (the point of the section conditions) it does exactly this in
 * every order of the section that respects the fixed constraints. {@code section-rep(ρ)} holds
 * one solution per satisfiable trace constraint system: the solution that always takes the
 * lowest thread whose next event has no unplaced predecessor. It is never built as a list: a node
 * inside the section knows the satisfiable systems whose solution starts with the events executed
 * so far ({@code perm[lo..hi)}), and {@link #schedule} splits them by the thread that comes next.
 *
 * <p>A {@link #single} section is one event that the plan cannot fix (it draws inputs, is a
 * blocked attempt, or ends the run): it is explored like a Source-DPOR step, every variant.
 */
final class Section {
  /** sec-start: the length of the execution where the section starts. */
  final int start;
  final int size;
  final boolean single;
  private final int[] thread;
  private final Transition[] transition;
  private final StepFootprint[] footprint;
  private final boolean[] onlyStep;
  /** Per event: the state the builder took it in and its successor there (null for a one-event section). */
  private final State[] before;
  private final Successor[] successor;
  /** Per event: the section events it conflicts with (variable and fixed constraints alike). */
  private final int[][] conflicts;
  /** Per event: its races as a bit set, and those it must win to be placed first (it is their later end). */
  private final long[] consMask;
  private final long[] firstMask;
  private final int[][] fixedSuccs;
  /** Per event on the current path: how many of its fixed predecessors are not yet placed. */
  private final int[] pendingFixed;
  /** Per depth: the races with an end placed above it (their orientation is decided). */
  private final long[] decidedAt;
  private final long[] orientation;
  private final int[] perm;
  private final int[] scratch;
  /** Per solution, the thread it takes next (scratch of {@link #schedule}). */
  private final int[] nextThread;
  private final int[] countBuf;
  /**
   * Per depth in the section on the current path: the ready threads, the constraints of their
   * next events still open and the orientation that makes each next, which tests fail for every
   * solution through the node, and the thread executed there.
   */
  private final int[][] readyAt;
  private final long[][] maskAt;
  private final long[][] wantAt;
  private final boolean[][] failsAt;
  private final int[] nReadyAt;
  private final int[] threadAtDepth;
  private final int[][] threadEvents;
  // the current path through the section
  private final int[] headPos;
  private final boolean[] executed;
  private final int[] posOf;
  private int done;

  private Section(int start, int threads, int[] thread, Transition[] transition, StepFootprint[] footprint,
      boolean[] onlyStep, int[][] fixedPreds, int[][] conflicts, int[] consA, int[] consB, long[] orientation,
      boolean single, State[] before, Successor[] successor) {
    this.before = before;
    this.successor = successor;
    this.start = start;
    this.size = thread.length;
    this.single = single;
    this.thread = thread;
    this.transition = transition;
    this.footprint = footprint;
    this.onlyStep = onlyStep;
    this.conflicts = conflicts;
    this.orientation = orientation;
    this.perm = new int[orientation.length];
    for (int i = 0; i < perm.length; i++) perm[i] = i;
    this.scratch = new int[orientation.length];
    this.nextThread = new int[orientation.length];
    this.countBuf = new int[threads + 1];
    this.readyAt = new int[size + 1][];
    this.maskAt = new long[size + 1][];
    this.wantAt = new long[size + 1][];
    this.failsAt = new boolean[size + 1][];
    this.nReadyAt = new int[size + 1];
    this.threadAtDepth = new int[size + 1];
    this.consMask = new long[size];
    this.firstMask = new long[size];
    for (int j = 0; j < consA.length; j++) {
      consMask[consA[j]] |= 1L << j;
      consMask[consB[j]] |= 1L << j;
      firstMask[consB[j]] |= 1L << j; // consB first: the constraint reversed
    }
    List<List<Integer>> succs = new ArrayList<>();
    for (int q = 0; q < size; q++) succs.add(new ArrayList<>());
    this.pendingFixed = new int[size];
    for (int q = 0; q < size; q++) {
      for (int p : fixedPreds[q]) succs.get(p).add(q);
      pendingFixed[q] = fixedPreds[q].length;
    }
    this.fixedSuccs = new int[size][];
    for (int q = 0; q < size; q++) fixedSuccs[q] = Ints.toArray(succs.get(q));
    this.decidedAt = new long[size + 1];
    int[] perThread = new int[threads];
    for (int t : thread) perThread[t]++;
    this.threadEvents = new int[threads][];
    for (int t = 0; t < threads; t++) threadEvents[t] = new int[perThread[t]];
    int[] fill = new int[threads];
    for (int q = 0; q < size; q++) threadEvents[thread[q]][fill[thread[q]]++] = q;
    this.headPos = new int[threads];
    this.executed = new boolean[size];
    this.posOf = new int[size];
  }

  /** A planned section of several events with its satisfiable trace constraint systems. */
  static Section planned(int start, int threads, int[] thread, Transition[] transition, StepFootprint[] footprint,
      boolean[] onlyStep, int[][] fixedPreds, int[][] conflicts, int[] consA, int[] consB,
      TraceConstraintSystems tcs, State[] before, Successor[] successor) {
    return new Section(start, threads, thread, transition, footprint, onlyStep, fixedPreds, conflicts, consA, consB,
        tcs.satisfiable, false, before, successor);
  }

  /** A section of one event of {@code t} whose every variant is explored. */
  static Section single(int start, int threads, int t) {
    return new Section(start, threads, new int[] {t}, new Transition[1], new StepFootprint[1], new boolean[1],
        new int[1][0], new int[1][0], new int[0], new int[0], new long[] {0}, true, new State[1], new Successor[1]);
  }

  /** The number of satisfiable trace constraint systems: {@code |section-rep(ρ)|}. */
  int representatives() {
    return orientation.length;
  }

  /** True if every event of the section is on the current path. */
  boolean complete() {
    return done == size;
  }

  /**
   * {@code schedule(ρ)} at the current node, whose solutions are {@code perm[lo..hi)}: for each
   * thread that some of them take next, ascending, the triple (thread, sub-range lo, sub-range
   * hi) of those that do. The solutions are reordered in place so that each thread's are adjacent.
   */
  int[] schedule(int lo, int hi) {
    int threads = headPos.length;
    int d = done;
    if (readyAt[d] == null) {
      readyAt[d] = new int[threads];
      maskAt[d] = new long[threads];
      wantAt[d] = new long[threads];
      failsAt[d] = new boolean[threads];
    }
    int[] ready = readyAt[d];
    long[] mask = maskAt[d];
    long[] want = wantAt[d];
    boolean[] fails = failsAt[d];
    int nReady = 0;
    long decided = decidedAt[d];
    for (int t = 0; t < threads; t++) {
      if (headPos[t] == threadEvents[t].length) continue;
      int h = threadEvents[t][headPos[t]];
      if (pendingFixed[h] != 0) continue;
      long m = consMask[h] & ~decided; // its races with events not yet placed
      ready[nReady] = t;
      mask[nReady] = m;
      want[nReady] = firstMask[h] & m;
      fails[nReady] = false;
      nReady++;
    }
    nReadyAt[d] = nReady;
    if (d > 0) knownFailures(d);
    int first = 0;
    while (first < nReady && fails[first]) first++;
    if (first < nReady && mask[first] == 0) return new int[] {ready[first], lo, hi}; // it waits for no one
    int[] count = countBuf;
    java.util.Arrays.fill(count, 0);
    int[] next = nextThread;
    for (int i = lo; i < hi; i++) {
      long o = orientation[perm[i]];
      int r = first;
      while (r < nReady && (fails[r] || (o & mask[r]) != want[r])) r++;
      if (r == nReady) throw new IllegalStateException("section solution without a next event");
      next[i] = ready[r];
      count[ready[r] + 1]++;
    }
    int taken = 0;
    for (int t = 0; t < threads; t++) if (count[t + 1] > 0) taken++;
    int[] flat = new int[taken * 3];
    int f = 0;
    for (int t = 0; t < threads; t++) {
      if (count[t + 1] > 0) {
        flat[f++] = t;
        flat[f++] = lo + count[t];
        flat[f++] = lo + count[t] + count[t + 1];
      }
      count[t + 1] += count[t];
    }
    if (taken > 1) {
      for (int i = lo; i < hi; i++) scratch[lo + count[next[i]]++] = perm[i];
      System.arraycopy(scratch, lo, perm, lo, hi - lo);
    }
    return flat;
  }

  /**
   * Marks the ready threads at depth {@code d} that no solution through this node takes next,
   * from what the parent found: its solutions that took thread t passed none of the tests of the
   * threads before t, nor of those it knew to fail; a test with the same constraints and the same
   * wanted orientation fails again.
   */
  private void knownFailures(int d) {
    int pd = d - 1;
    int t = threadAtDepth[pd];
    for (int i = 0; i < nReadyAt[pd]; i++) {
      int r = readyAt[pd][i];
      if (r >= t && !failsAt[pd][i]) continue;
      for (int j = 0; j < nReadyAt[d]; j++) {
        if (readyAt[d][j] == r && maskAt[d][j] == maskAt[pd][i] && wantAt[d][j] == wantAt[pd][i]) {
          failsAt[d][j] = true;
        }
      }
    }
  }

  /** The section event {@code t} executes next on the current path. */
  int head(int t) {
    return threadEvents[t][headPos[t]];
  }

  int thread(int q) {
    return thread[q];
  }

  Transition transition(int q) {
    return transition[q];
  }

  StepFootprint footprint(int q) {
    return footprint[q];
  }

  /**
   * What event {@code q} does when taken in {@code s}: the builder's successor if it took it in
   * this very state (the run follows the order the section was built in), else null.
   */
  Successor successorIn(int q, State s) {
    return before[q] == s ? successor[q] : null;
  }

  /** True if the planned transition of {@code q}, where enabled, is its thread's only step (no other edge or input). */
  boolean onlyStep(int q) {
    return onlyStep[q];
  }

  /** Event {@code q} was appended at position {@code pos} of the execution. */
  void executed(int q, int pos) {
    executed[q] = true;
    posOf[q] = pos;
    headPos[thread[q]]++;
    threadAtDepth[done] = thread[q];
    for (int f : fixedSuccs[q]) pendingFixed[f]--;
    decidedAt[done + 1] = decidedAt[done] | consMask[q];
    done++;
  }

  void undo(int q) {
    executed[q] = false;
    headPos[thread[q]]--;
    for (int f : fixedSuccs[q]) pendingFixed[f]++;
    done--;
  }

  /** The positions in the execution of the section events on the path that {@code q} conflicts with. */
  List<Integer> knownConflicts(int q) {
    List<Integer> out = new ArrayList<>();
    for (int c : conflicts[q]) if (executed[c]) out.add(posOf[c]);
    return out;
  }
}
