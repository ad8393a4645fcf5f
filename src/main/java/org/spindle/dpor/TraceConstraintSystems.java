package org.spindle.dpor;

import java.util.Arrays;

/**
 * The trace constraint systems of a section (thesis 003 §3.2.2): events {@code 0..size-1}, fixed
 * constraints (program order, thread creation, joins: {@code fixedPreds[q]} happen before {@code
 * q} in every run) and variable constraints {@code (consA[j], consB[j])}, the section's races,
 * first seen in the order {@code consA[j]} before {@code consB[j]}. {@code traces(ρ)} is every way
 * to orient the variable constraints; an orientation is a bit set (bit {@code j} set: {@code
 * consB[j]} before {@code consA[j]}), and a system is satisfiable iff fixed and oriented
 * constraints together are acyclic.
 *
 * <p>The systems are not built one by one: a search orients one constraint at a time and drops a
 * partial orientation as soon as it closes a cycle, with all its completions, which it counts as
 * unsatisfiable. So {@link #satisfiable} is exactly the satisfiable systems and {@link
 * #unsatisfiable} exactly {@code 2^k} minus their number, the thesis' "Unsat. TCS".
 */
final class TraceConstraintSystems {
  /** At most this many variable constraints (an orientation is one {@code long}). */
  static final int MAX_CONSTRAINTS = 62;
  /** At most this many satisfiable systems per section (their orientations are kept). */
  static final int MAX_SATISFIABLE = 1 << 21;
  /** Work of the search (graph steps) before it gives up and the section is shortened. */
  static final long MAX_WORK = 1L << 27;

  /** The orientations of the satisfiable systems, in the search's order (the unreversed one first). */
  final long[] satisfiable;
  final long unsatisfiable;

  private TraceConstraintSystems(long[] satisfiable, long unsatisfiable) {
    this.satisfiable = satisfiable;
    this.unsatisfiable = unsatisfiable;
  }

  /** The systems of the section, or null if there are too many or the search is too long. */
  static TraceConstraintSystems of(int size, int[][] fixedPreds, int[] consA, int[] consB) {
    if (consA.length > MAX_CONSTRAINTS) return null;
    Search s = new Search(size, fixedPreds, consA, consB);
    if (!s.run(0)) return null;
    return new TraceConstraintSystems(Arrays.copyOf(s.found, s.count), s.unsat);
  }

  /** Depth-first orientation of the constraints with incremental cycle checks. */
  private static final class Search {
    final int size;
    final int[] consA;
    final int[] consB;
    final int k;
    /** Successor lists: fixed edges, then the oriented constraints (a stack). */
    final int[][] succ;
    final int[] degree;
    final int[] stamp;
    final int[] stack;
    int epoch;
    long work;
    long[] found = new long[16];
    int count;
    long unsat;
    long orientation;

    Search(int size, int[][] fixedPreds, int[] consA, int[] consB) {
      this.size = size;
      this.consA = consA;
      this.consB = consB;
      this.k = consA.length;
      int[] cap = new int[size];
      for (int q = 0; q < size; q++) for (int p : fixedPreds[q]) cap[p]++;
      for (int j = 0; j < k; j++) {
        cap[consA[j]]++;
        cap[consB[j]]++;
      }
      succ = new int[size][];
      for (int q = 0; q < size; q++) succ[q] = new int[cap[q]];
      degree = new int[size];
      for (int q = 0; q < size; q++) for (int p : fixedPreds[q]) succ[p][degree[p]++] = q;
      stamp = new int[size];
      stack = new int[size];
    }

    /** Orients constraints j.. ; false if a budget ran out. */
    boolean run(int j) {
      if (j == k) {
        if (count == MAX_SATISFIABLE) return false;
        if (count == found.length) found = Arrays.copyOf(found, count * 2);
        found[count++] = orientation;
        return true;
      }
      for (int bit = 0; bit <= 1; bit++) {
        int from = bit == 0 ? consA[j] : consB[j];
        int to = bit == 0 ? consB[j] : consA[j];
        if (reaches(to, from)) {
          unsat += 1L << (k - j - 1); // every completion of this orientation is cyclic
          continue;
        }
        if (work > MAX_WORK) return false;
        succ[from][degree[from]++] = to;
        if (bit == 1) orientation |= 1L << j;
        boolean ok = run(j + 1);
        orientation &= ~(1L << j);
        degree[from]--;
        if (!ok) return false;
      }
      return true;
    }

    /** True if {@code target} is reachable from {@code source} over fixed and oriented constraints. */
    private boolean reaches(int source, int target) {
      if (source == target) return true;
      epoch++;
      int top = 0;
      stack[top++] = source;
      stamp[source] = epoch;
      while (top > 0) {
        int u = stack[--top];
        for (int i = 0; i < degree[u]; i++) {
          work++;
          int v = succ[u][i];
          if (v == target) return true;
          if (stamp[v] != epoch) {
            stamp[v] = epoch;
            stack[top++] = v;
          }
        }
      }
      return false;
    }
  }
}
