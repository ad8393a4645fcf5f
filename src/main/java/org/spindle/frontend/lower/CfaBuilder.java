package org.spindle.frontend.lower;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.spindle.program.MemoryObject;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.UnsupportedFeature;

/**
 * Mutable CFA of one thread instance under construction. Locations can be merged (union-find),
 * which is how branches join without Nop edges; {@link CfaFinisher} renumbers at the end.
 */
final class CfaBuilder {
  /** Upper bound on edges per thread instance: larger programs are reported, never truncated. */
  static final int MAX_EDGES = 400_000;

  static final class MEdge {
    int src;
    int tgt;
    Stmt stmt;
    final SourcePos pos;
    final String text;
    /** Edge that must not run more than once (thread creation or allocation site). */
    String onceOnly;
    /** Placeholder for an uninitialised declaration of this object (a Nop until resolved). */
    MemoryObject declares;
    boolean removed;

    MEdge(int src, int tgt, Stmt stmt, SourcePos pos, String text) {
      this.src = src;
      this.tgt = tgt;
      this.stmt = stmt;
      this.pos = pos;
      this.text = text;
    }
  }

  /** A statement start or branch target at a raw location (renumbered by {@link CfaFinisher}). */
  record RawStart(int loc, SourcePos pos, String function, int activation, boolean loopHead) {}

  record RawBranch(int loc, SourcePos pos, boolean outcome) {}

  final List<MEdge> edges = new ArrayList<>();
  final List<RawStart> starts = new ArrayList<>();
  final List<RawBranch> branches = new ArrayList<>();
  private int[] parent = new int[64];
  final List<SourcePos> locPos = new ArrayList<>();
  final BitSet atomic = new BitSet();
  /** Locations that are an edge's target or merged with another: control may get there. */
  private final BitSet entered = new BitSet();

  int newLoc(SourcePos pos, boolean insideAtomic) {
    int id = locPos.size();
    if (id == parent.length) parent = java.util.Arrays.copyOf(parent, id * 2);
    parent[id] = id;
    locPos.add(pos);
    if (insideAtomic) atomic.set(id);
    return id;
  }

  /**
   * No edge leads to {@code l} and it was merged with no other location (so far): a branch target
   * a constant condition did not take.
   */
  boolean neverEntered(int l) {
    return !entered.get(l);
  }

  int locCount() {
    return locPos.size();
  }

  int find(int l) {
    while (parent[l] != l) {
      parent[l] = parent[parent[l]];
      l = parent[l];
    }
    return l;
  }

  /** Merges two locations (their outgoing edges become alternatives of one location). */
  void union(int a, int b) {
    int ra = find(a);
    int rb = find(b);
    entered.set(a);
    entered.set(b);
    if (ra == rb) return;
    int lo = Math.min(ra, rb);
    int hi = Math.max(ra, rb);
    parent[hi] = lo;
    if (atomic.get(hi)) atomic.set(lo);
  }

  MEdge add(int src, int tgt, Stmt stmt, SourcePos pos, String text) {
    if (edges.size() >= MAX_EDGES) {
      throw new UnsupportedFeature(pos, "program too large after inlining (> " + MAX_EDGES + " edges in one thread)");
    }
    entered.set(tgt);
    MEdge e = new MEdge(src, tgt, stmt, pos, text);
    edges.add(e);
    return e;
  }
}
