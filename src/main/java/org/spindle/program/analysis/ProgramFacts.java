package org.spindle.program.analysis;

import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.LoadingCache;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Static facts about a whole program, computed once and immutable: access sets, may-block,
 * branching locations, loops, join targets and static independence. All facts are sound
 * over-approximations (more accesses, more blocking, more dependence) for the symbolic engine's
 * partial-order reduction.
 */
public final class ProgramFacts {

  /** Keyed by identity (weak keys), so a Program's facts are computed once. */
  private static final LoadingCache<Program, ProgramFacts> CACHE =
      CacheBuilder.newBuilder().weakKeys().build(CacheLoader.from(ProgramFacts::new));

  private final Program program;
  private final PointsTo pointsTo;
  private final ImmutableSet<Integer> wrapFree;
  private final ImmutableMap<Integer, EdgeFacts> edges;
  private final ImmutableList<CfaLoops> loops;
  private final ImmutableList<ImmutableSet<Integer>> branching;
  /** Memo of the pairwise independence check, keyed by both edge ids. */
  private final Map<Long, Boolean> independence = new ConcurrentHashMap<>();

  private ProgramFacts(Program program) {
    this.program = program;
    this.pointsTo = PointsTo.analyze(program);
    this.wrapFree = WrapFreeObjects.compute(program, pointsTo);
    Map<Integer, AccessSets> access = new HashMap<>();
    ImmutableList.Builder<CfaLoops> loopsB = ImmutableList.builder();
    ImmutableList.Builder<ImmutableSet<Integer>> branchB = ImmutableList.builder();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) access.put(e.id(), AccessSets.of(e, pointsTo));
      loopsB.add(CfaLoops.of(t));
      ImmutableSet.Builder<Integer> br = ImmutableSet.builder();
      for (int l = 0; l < t.locationCount(); l++) if (t.outgoing(l).size() >= 2) br.add(l);
      branchB.add(br.build());
    }
    this.loops = loopsB.build();
    this.branching = branchB.build();
    ImmutableMap<Integer, ImmutableSet<Integer>> joins = JoinTargets.compute(program, pointsTo, access);
    ImmutableMap.Builder<Integer, EdgeFacts> b = ImmutableMap.builder();
    for (ThreadCfa t : program.threads()) {
      CfaLoops l = loops.get(t.id());
      for (Edge e : t.edges()) {
        b.put(e.id(), new EdgeFacts(e, access.get(e.id()), computeMayBlock(t, e),
            l.isBackEdge(e), exits(t, e), joins.getOrDefault(e.id(), ImmutableSet.of())));
      }
    }
    this.edges = b.buildKeepingLast();
  }

  /** Havoc edges whose value is only tested for truth ({@link TruthOnlyInputs}), computed once. */
  private volatile java.util.BitSet truthOnlyInputs;

  public java.util.BitSet truthOnlyInputs() {
    java.util.BitSet r = truthOnlyInputs;
    if (r == null) {
      r = TruthOnlyInputs.of(this);
      truthOnlyInputs = r;
    }
    return r;
  }

  /** The (cached) facts of {@code program}. */
  public static ProgramFacts of(Program program) {
    return CACHE.getUnchecked(program);
  }

  /** Fresh facts, bypassing the cache. */
  public static ProgramFacts compute(Program program) {
    return new ProgramFacts(program);
  }

  public Program program() {
    return program;
  }

  /** Ids of the unsigned objects no arithmetic result is stored into ({@link WrapFreeObjects}). */
  public ImmutableSet<Integer> wrapFreeObjects() {
    return wrapFree;
  }

  public PointsTo pointsTo() {
    return pointsTo;
  }

  public EdgeFacts facts(Edge e) {
    return facts(e.id());
  }

  public EdgeFacts facts(int edgeId) {
    EdgeFacts f = edges.get(edgeId);
    if (f == null) throw new IllegalArgumentException("no edge with id " + edgeId);
    return f;
  }

  public AccessSets access(Edge e) {
    return facts(e).access();
  }

  public boolean mayBlock(Edge e) {
    return facts(e).mayBlock();
  }

  public boolean isBackEdge(Edge e) {
    return facts(e).backEdge();
  }

  public ImmutableSet<Integer> joinsThreads(Edge e) {
    return facts(e).joinsThreads();
  }

  public boolean isBranching(int thread, int location) {
    return branching.get(thread).contains(location);
  }

  public ImmutableSet<Integer> branchingLocations(int thread) {
    return branching.get(thread);
  }

  public ImmutableSet<Integer> loopHeads(int thread) {
    return loops.get(thread).loopHeads();
  }

  public boolean isLoopHead(int thread, int location) {
    return loops.get(thread).loopHeads().contains(location);
  }

  public ImmutableList<Edge> backEdges(int thread) {
    return loops.get(thread).backEdges();
  }

  /** All edges that may block, in thread and edge order. */
  public ImmutableList<Edge> mayBlockEdges() {
    List<Edge> r = new ArrayList<>();
    for (ThreadCfa t : program.threads()) for (Edge e : t.edges()) if (mayBlock(e)) r.add(e);
    return ImmutableList.copyOf(r);
  }

  /**
   * True only if the two edges (of different threads) certainly commute and neither enables or
   * disables the other: no conflicting accesses on may-aliasing cells, neither ends the program or
   * a run (Terminate, Error) or stops the others (atomic sections), neither creates the other's
   * thread, and neither joins a thread the other one exits.
   */
  public boolean staticallyIndependent(Edge e1, Edge e2) {
    if (e1.thread() == e2.thread()) return false;
    long key = e1.id() < e2.id()
        ? ((long) e1.id() << 32) | (e2.id() & 0xffffffffL)
        : ((long) e2.id() << 32) | (e1.id() & 0xffffffffL);
    return independence.computeIfAbsent(key, k -> computeIndependent(facts(e1), facts(e2)));
  }

  /**
   * True only if two steps (edge sequences of different threads, each executed as one transition:
   * an edge, an atomic section, or an edge with its local tail) certainly commute and neither
   * enables or disables the other: every pair of their edges is independent, where the atomic
   * section markers are ignored (the section is inside the step, so it stops nobody outside it).
   */
  public boolean blocksIndependent(java.util.List<Edge> b1, java.util.List<Edge> b2) {
    if (b1.size() == 1 && b2.size() == 1) return staticallyIndependent(b1.get(0), b2.get(0));
    for (Edge e1 : b1) {
      if (isAtomicMarker(e1.stmt())) continue;
      for (Edge e2 : b2) {
        if (isAtomicMarker(e2.stmt())) continue;
        if (!staticallyIndependent(e1, e2)) return false;
      }
    }
    return true;
  }

  private static boolean isAtomicMarker(Stmt s) {
    return s instanceof Stmt.AtomicBegin || s instanceof Stmt.AtomicEnd;
  }

  private static boolean computeIndependent(EdgeFacts a, EdgeFacts b) {
    if (isGlobal(a.edge().stmt()) || isGlobal(b.edge().stmt())) return false;
    if (touchesThread(a, b) || touchesThread(b, a)) return false;
    return !a.access().conflictsWith(b.access());
  }

  /** Statements that affect every thread: end of program or run, atomic-section boundaries. */
  private static boolean isGlobal(Stmt s) {
    return s instanceof Stmt.Terminate || s instanceof Stmt.Error
        || s instanceof Stmt.AtomicBegin || s instanceof Stmt.AtomicEnd;
  }

  /** True if {@code a} creates {@code b}'s thread, or joins a thread that {@code b} may end or create. */
  private static boolean touchesThread(EdgeFacts a, EdgeFacts b) {
    int tb = b.edge().thread();
    if (a.edge().stmt() instanceof Stmt.Create c) {
      if (c.child() == tb) return true;
      if (b.joinsThreads().contains(c.child())) return true;
    }
    if (a.edge().stmt() instanceof Stmt.Join) {
      if (a.joinsThreads().contains(tb) && b.exitsThread()) return true;
    }
    return false;
  }

  private static boolean exits(ThreadCfa t, Edge e) {
    if (e.stmt() instanceof Stmt.ThreadExit) return true;
    return e.target() >= 0 && e.target() < t.locationCount() && t.isFinal(e.target());
  }

  private static boolean computeMayBlock(ThreadCfa t, Edge e) {
    Stmt s = e.stmt();
    if (s instanceof Stmt.Lock || s instanceof Stmt.Join) return true;
    if (!(s instanceof Stmt.Assume)) return false;
    List<Expr> conds = new ArrayList<>();
    for (Edge o : t.outgoing(e.source())) if (o.stmt() instanceof Stmt.Assume a) conds.add(a.cond());
    return !Conditions.jointlyExhaustive(conds);
  }
}
