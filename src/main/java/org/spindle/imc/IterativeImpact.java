package org.spindle.imc;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.Timer;
import java.util.TimerTask;
import java.util.function.Consumer;
import org.sosy_lab.common.ShutdownManager;
import org.spindle.art.Art;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.art.GlobalLocation;
import org.spindle.explicit.RunResult;
import org.spindle.explicit.Trace;
import org.spindle.impact.Counterexamples;
import org.spindle.impact.Implication;
import org.spindle.impact.Reduction;
import org.spindle.impact.ThreadSteps;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.report.Verdict;
import org.spindle.schedule.ProgramSchedule;
import org.spindle.schedule.ScheduleBuilder;
import org.spindle.smt.SmtServices;
import org.spindle.smt.SolverException;
import org.spindle.smt.StateFormula;
import org.spindle.smt.Step;

/**
 * Iterative IMPACT for concurrent programs (thesis Algorithm 3 and Appendix B.4, Algorithm 7).
 * Each {@link #iteration()} explores one more schedule: it starts at {@link #newScheduleStart()}
 * and expands exactly one thread per node ({@link #scheduleThread}); {@link #close} adds only
 * coverings that close no unfair cycle ({@link FairnessCheck}) and records the threads the covered
 * node would expand as forced at the coverer (the set I, explored in a later iteration);
 * {@link #checkEnabledness} proves may-block steps enabled or {@link #backtrack}s; {@link #refine}
 * is IMPACT's. After each iteration the largest safe, deadlock-free, fair sub-ART
 * ({@link #removeErrorPaths()}) is yielded as a safe IVR, a replayed counterexample as an unsafe one.
 */
public final class IterativeImpact {
  enum Status { PROGRESS, NO_PROGRESS, COUNTEREXAMPLE }

  private final Program program;
  private final SmtServices smt;
  private final ImcOptions opt;
  private final ShutdownManager shutdown;
  private final Art art;
  private final ThreadSteps steps;
  private final ProgramFacts facts;
  private final Reduction reduction;
  private final Counterexamples counterexamples;
  private final Implication implication;
  private final Enabledness enabledness;
  private final FairnessCheck fairness;
  private final ErrorProbe probe;
  private final int threads;
  private final ArrayDeque<ArtNode> work = new ArrayDeque<>();
  private final BitSet inWork = new BitSet();
  /** Nodes whose enabledness check failed once; later they are explored for completeness only. */
  private final BitSet blockedChecked = new BitSet();
  /** Nodes that went through Close/Refine/Check_Enabledness/Expand once. */
  private final BitSet processed = new BitSet();
  /** Search hint of Backtrack: threads at a node whose expansion led into a blocked branch. */
  private final Map<ArtNode, BitSet> blockedExpansions = new HashMap<>();
  /** Live error nodes with a replayed counterexample, or whose path could not be decided. */
  private final Set<ArtNode> errorNodes = new HashSet<>();
  private final List<String> unknownReasons = new ArrayList<>();
  private RunResult lastCounterexample;
  private ArtNode lastErrorNode;
  private int refinements;
  private int backtracks;
  private long start;
  private volatile String stopReason;
  private boolean finished;

  public IterativeImpact(Program program, SmtServices smt, ShutdownManager shutdown, ImcOptions opt) {
    this.program = program;
    this.smt = smt;
    this.opt = opt;
    this.shutdown = shutdown;
    this.art = new Art(GlobalLocation.initial(program));
    this.steps = new ThreadSteps(program);
    this.facts = ProgramFacts.of(program);
    this.reduction = new Reduction(opt.por(), program, facts, smt.independence());
    this.counterexamples = new Counterexamples(program, smt);
    this.implication = new Implication(smt.entailment());
    this.enabledness = new Enabledness(program, facts, smt.entailment());
    this.threads = program.threads().size();
    this.fairness = new FairnessCheck(art, enabledness, threads);
    this.probe = new ErrorProbe(program);
  }

  /** Runs IMC on {@code program} with fresh solver contexts; each IVR goes to {@code sink} at once. */
  public static ImcResult check(Program program, ImcOptions opt, Consumer<Ivr> sink) {
    ShutdownManager sm = ShutdownManager.create();
    try (SmtServices smt = new SmtServices(program, ProgramFacts.of(program), sm.getNotifier())) {
      return new IterativeImpact(program, smt, sm, opt).run(sink);
    }
  }

  public Art art() {
    return art;
  }

  // ---- Main ----

  public ImcResult run(Consumer<Ivr> sink) {
    start = System.nanoTime();
    Timer timer = startTimer();
    List<Ivr> ivrs = new ArrayList<>();
    long lastSignature = 0;
    boolean complete = false;
    try {
      while (true) {
        if (stopReason != null) break;
        if (opt.maxIvrs() > 0 && ivrs.size() >= opt.maxIvrs()) {
          stopReason = "IVR limit " + opt.maxIvrs();
          break;
        }
        if (work.isEmpty() && errorNodes.isEmpty() && !probe.exhausted() && ivrs.stream().anyMatch(Ivr::safe)) {
          guide(probe.next());
        }
        Status s = iteration();
        if (stopReason != null) break;
        if (s == Status.NO_PROGRESS) {
          complete = true;
          IvrExtractor.View last = removeErrorPaths();
          if (last != null && signature(last) != lastSignature) {
            Ivr ivr = safeIvr(ivrs.size() + 1, last);
            ivrs.add(ivr);
            sink.accept(ivr);
          }
          break;
        }
        if (s == Status.COUNTEREXAMPLE) {
          Ivr ivr = unsafeIvr(ivrs.size() + 1, lastCounterexample);
          ivrs.add(ivr);
          sink.accept(ivr);
          continue;
        }
        IvrExtractor.View view = removeErrorPaths();
        if (DBG) System.err.printf("[imc] iteration ended %.1f s: %d nodes, view %s%n", seconds(), art.size(),
            view == null ? "none" : view.nodes() + " nodes");
        if (view == null) continue;
        long sig = signature(view);
        if (sig == lastSignature) continue;
        lastSignature = sig;
        Ivr ivr = safeIvr(ivrs.size() + 1, view);
        ivrs.add(ivr);
        sink.accept(ivr);
      }
    } catch (SolverException e) {
      if (stopReason == null) throw e;
    } catch (OutOfMemoryError e) {
      work.clear();
      stopReason = "memory limit";
    } finally {
      timer.cancel();
      synchronized (this) {
        finished = true;
      }
    }
    return result(ivrs, complete);
  }

  private Timer startTimer() {
    Timer timer = new Timer("spindle-imc-timeout", true);
    if (opt.timeout() != null && !opt.timeout().isZero()) {
      timer.schedule(new TimerTask() {
        @Override
        public void run() {
          // synchronized with the end of run(): never interrupt a solver context being closed
          synchronized (IterativeImpact.this) {
            if (finished) return;
            stopReason = "timeout";
            shutdown.requestShutdown("timeout");
          }
        }
      }, Math.max(1, opt.timeout().toMillis()));
    }
    return timer;
  }

  private ImcResult result(List<Ivr> ivrs, boolean complete) {
    ImcVerdict d = ImcVerdict.decide(ivrs, complete, stopReason, unknownReasons);
    Verdict v = d.verdict();
    String reason = d.reason();
    return new ImcResult(v, reason, ImmutableList.copyOf(ivrs), art, refinements, backtracks, fairness.refused,
        seconds());
  }

  private double seconds() {
    return (System.nanoTime() - start) / 1e9;
  }

  // ---- Iteration ----

  Status iteration() {
    if (work.isEmpty()) {
      ArtNode u = newScheduleStart();
      if (u == null) return Status.NO_PROGRESS;
      if (!processed.get(u.id())) {
        push(u);
      } else {
        int t = scheduleThread(u);
        if (t < 0) return Status.NO_PROGRESS; // cannot happen: u has an available thread
        expandThread(u, t);
      }
    }
    while (!work.isEmpty()) {
      if (stopReason != null) return Status.PROGRESS;
      progress();
      ArtNode v = work.pollLast();
      inWork.clear(v.id());
      if (art.isDead(v) || art.isCovered(v) || errorNodes.contains(v)) continue;
      // enabledness before Close: a covered node behind an unproved may-block step would hide the
      // blocked thread (its parent could never schedule it, nor refute it by its label)
      if (v.kind() == ArtNode.Kind.NORMAL && !checkEnabledness(v)) {
        if (DBG) System.err.println("blocked " + v + " via " + v.edge() + " dead=" + art.isDead(v) + " parent label " + v.parent().label());
        continue;
      }
      if (v.kind() == ArtNode.Kind.NORMAL && infeasibleBranch(v)) continue;
      if (close(v)) continue;
      if (v.kind() != ArtNode.Kind.NORMAL) {
        RunResult cex = refine(v);
        if (cex != null) {
          lastCounterexample = cex;
          return Status.COUNTEREXAMPLE;
        }
        continue;
      }
      expand(v);
      if (DBG) System.err.println("expand " + v + " label=" + v.label() + " exp=" + v.expandedThreads() + " edge=" + v.edge());
    }
    return Status.PROGRESS;
  }

  private static final boolean DBG = System.getenv("IMC_DBG") != null;
  private long lastProgress;

  private void progress() {
    if (opt.progress() == null) return;
    long now = System.nanoTime();
    if (now - lastProgress < 1_000_000_000L) return;
    lastProgress = now;
    opt.progress().printf("[imc] %.1f s: %d nodes, %d refinements, %d unfair coverings refused (%d cached)%n",
        seconds(), art.size(), refinements, fairness.refused, refusalHits);
  }

  /**
   * New_Schedule_Start: the first node in BFS order that is not fully expanded; every other
   * iteration the newest such node instead. BFS alone spends its iterations on the exponentially
   * many shallow alternatives and reaches errors deep in a schedule late (prodcons_fig412.c); the
   * order does not matter for soundness, only which schedule is explored next.
   */
  ArtNode newScheduleStart() {
    if (++starts % 2 == 0) {
      List<ArtNode> all = art.nodes();
      for (int i = all.size() - 1; i >= 0; i--) {
        ArtNode v = all.get(i);
        if (unfinished(v) && !art.isDead(v) && !art.isCovered(v)) return v;
      }
      return null;
    }
    ArrayDeque<ArtNode> todo = new ArrayDeque<>();
    todo.add(art.root());
    while (!todo.isEmpty()) {
      ArtNode v = todo.poll();
      if (v.isDead() || v.coveredBy() != null) continue;
      if (v.kind() == ArtNode.Kind.NORMAL && v.location().anyRunning()) {
        if (!processed.get(v.id())) return v;
        for (int t = 0; t < threads; t++) if (available(v, t)) return v;
      }
      todo.addAll(v.children());
    }
    return null;
  }

  private int starts;

  private boolean unfinished(ArtNode v) {
    if (v.kind() != ArtNode.Kind.NORMAL || !v.location().anyRunning()) return false;
    if (!processed.get(v.id())) return true;
    for (int t = 0; t < threads; t++) if (available(v, t)) return true;
    return false;
  }

  /** Schedule_Thread: round robin, switching thread after a back jump, skipping what POR skips. */
  int scheduleThread(ArtNode v) {
    int pref = 0;
    ArtEdge in = v.edge();
    if (in != null) {
      // switch at a back jump, or on reaching a loop head (covers self-loops like while (1) {})
      boolean loop = backJump(in) || facts.isLoopHead(in.thread(), in.last().target());
      pref = loop ? (in.thread() + 1) % threads : in.thread();
    }
    for (int k = 0; k < threads; k++) {
      int t = (pref + k) % threads;
      if (available(v, t)) return t;
    }
    // POR skips a thread because another one is expanded here; with nothing expanded (e.g. the
    // only other thread just exited) a skipped thread must run, or the node would be a deadlock
    if (v.expandedThreads().isEmpty()) {
      for (int k = 0; k < threads; k++) {
        int t = (pref + k) % threads;
        if (v.location().running(t)) {
          v.force(t);
          return t;
        }
      }
    }
    return -1;
  }

  private boolean backJump(ArtEdge e) {
    for (Step s : e.steps()) if (facts.isBackEdge(s.edge())) return true;
    return false;
  }

  /** Running, not yet expanded, and either in I (forced) or not skipped by POR. */
  private boolean available(ArtNode v, int t) {
    if (!v.location().running(t) || v.isExpanded(t)) return false;
    if (v.isForced(t)) return true;
    if (reduction.skip(v, t)) {
      v.markSkipped(t);
      return false;
    }
    return true;
  }

  /** Expand: one thread per node (a node that already has an expansion keeps it). */
  private void expand(ArtNode v) {
    processed.set(v.id());
    if (!v.expandedThreads().isEmpty() || !v.location().anyRunning()) return;
    int t = scheduleThread(v);
    if (t >= 0) expandThread(v, t);
  }

  private void expandThread(ArtNode v, int t) {
    for (ThreadSteps.Successor s : steps.of(v.location(), t)) {
      push(art.addChild(v, s.edge(), s.target(), s.kind()));
    }
    v.markExpanded(t);
  }

  private void push(ArtNode v) {
    if (inWork.get(v.id())) return;
    inWork.set(v.id());
    work.addLast(v);
  }

  private void reactivate(ArtNode v) {
    art.forSubtree(v, n -> {
      if (!n.isDead()) push(n);
    });
  }

  // ---- Guided iteration ----

  /**
   * Adds the ART path of a concrete error trace (expanding its threads where needed, uncovering
   * nodes on it) and puts the error node first in the work list: the next iteration refines that
   * path like any error path. Stops quietly if the trace does not fit the ART.
   */
  private void guide(Trace trace) {
    if (trace == null) return;
    ArtNode u = art.root();
    for (Trace.Step st : trace.steps()) {
      if (art.isDead(u) || u.kind() != ArtNode.Kind.NORMAL) return;
      if (u.coveredBy() != null) {
        art.uncover(u);
        graphVersion++;
        push(u);
      }
      int t = st.thread();
      if (!u.isExpanded(t)) {
        u.force(t);
        expandThread(u, t);
      }
      ArtNode next = null;
      for (ArtNode c : u.children()) if (c.edge().thread() == t && sameEdges(c.edge(), st)) next = c;
      if (next == null) return;
      u = next;
    }
    if (u.kind() == ArtNode.Kind.NORMAL || art.isDead(u)) return;
    work.remove(u);
    inWork.set(u.id());
    work.addLast(u);
  }

  private static boolean sameEdges(ArtEdge e, Trace.Step st) {
    if (e.steps().size() != st.edgeIds().size()) return false;
    for (int i = 0; i < st.edgeIds().size(); i++) {
      if (e.steps().get(i).edge().id() != st.edgeIds().get(i)) return false;
    }
    return true;
  }

  // ---- Close ----

  /** Covers v by an earlier uncovered node at the same location if the covering is fair. */
  boolean close(ArtNode v) {
    if (v.kind() != ArtNode.Kind.NORMAL) return false;
    for (ArtNode w : art.nodesAt(v.location())) {
      if (w.id() >= v.id()) break;
      if (w.kind() != ArtNode.Kind.NORMAL || art.isDead(w) || art.isCovered(w)) continue;
      if (doomed(w.location())) continue;
      if (!implication.implies(v.label(), w.label())) {
        if (DBG) System.err.println("close " + v + " by " + w + ": label " + w.label() + " not implied");
        continue;
      }
      long key = ((long) v.id() << 32) | w.id();
      Long refusedAt = refusals.get(key);
      if (refusedAt != null && refusedAt == graphVersion) {
        refusalHits++;
        continue;
      }
      if (!fairness.fairToAdd(v, w)) {
        if (DBG) System.err.println("close " + v + " by " + w + ": unfair");
        refusals.put(key, graphVersion);
        continue;
      }
      coverIfFair(v, w);
      return true;
    }
    return false;
  }

  /**
   * A location where some running thread can only go straight (no branch, no blocking) into an
   * error edge: every fair schedule from here fails, so covering by such a node would hide that the
   * covered node's own path may be infeasible (a search heuristic; refusing a covering is sound).
   */
  private boolean doomed(GlobalLocation g) {
    for (int t = 0; t < threads; t++) {
      if (!g.running(t)) continue;
      int l = g.location(t);
      for (int k = 0; k < 20; k++) {
        List<org.spindle.program.Edge> out = program.thread(t).outgoing(l);
        if (out.size() != 1) break;
        org.spindle.program.Edge e = out.get(0);
        if (e.stmt() instanceof org.spindle.program.Stmt.Error) return true;
        if (facts.mayBlock(e)) break;
        l = e.target();
      }
    }
    return false;
  }

  /**
   * Refused coverings (v, w) with the graph version at refusal. Adding nodes or edges can only make
   * an unfair covering more unfair, so a refusal stands until edges go away (a covering replaces a
   * subtree, a node is uncovered or dies) or labels get stronger (threads become refuted).
   */
  private final Map<Long, Long> refusals = new HashMap<>();
  private long graphVersion;
  long refusalHits;

  /** Adds v ▷ w (already checked fair); threads v would expand but w does not go to I at w. */
  private void coverIfFair(ArtNode v, ArtNode w) {
    GlobalLocation g = v.location();
    for (int t = 0; t < g.threadCount(); t++) {
      if (!g.running(t) || w.isExpanded(t)) continue;
      if (v.isExpanded(t) || v.isForced(t) || !reduction.skip(v, t)) w.force(t);
    }
    art.cover(v, w);
    graphVersion++;
    art.forSubtree(v, y -> {
      for (ArtNode x : new ArrayList<>(y.coveredNodes())) {
        art.uncover(x);
        reactivate(x);
      }
    });
  }

  // ---- Check_Enabledness / Backtrack ----

  /**
   * After a may-block step: φ(parent) must entail its guard. If the path proves the guard, its
   * interpolants strengthen the labels; otherwise the node is not expanded now and Backtrack finds
   * another thread. True if v may be expanded.
   */
  boolean checkEnabledness(ArtNode v) {
    ArtEdge e = v.edge();
    if (e == null || blockedChecked.get(v.id()) || !enabledness.mayBlock(e)) return true;
    ArtNode p = v.parent();
    for (int k = 0; k < e.steps().size(); k++) {
      if (enabledness.proved(p, e, k)) continue;
      if (!provePathEnables(p, e, k)) {
        // the thread is not schedulable alone at p: blocked in some (refuted: in every) state
        if (!refuteBlocked(v)) blockedChecked.set(v.id());
        backtrack(v);
        return false;
      }
    }
    return true;
  }

  private boolean provePathEnables(ArtNode p, ArtEdge e, int k) {
    List<ArtNode> path = art.pathFromRoot(p);
    List<Step> ss = new ArrayList<>(Counterexamples.steps(art, p));
    ss.addAll(e.steps().subList(0, k));
    Optional<ImmutableList<StateFormula>> itp;
    try {
      itp = smt.interpolation().interpolateEnabled(ss, e.steps().get(k));
    } catch (SolverException ex) {
      if (stopReason != null) throw ex;
      return false;
    }
    if (itp.isEmpty()) return false;
    applyInterpolants(path, 0, itp.get());
    if (k > 0) enabledness.recordInside(p, e, k);
    return !p.isDead() && enabledness.proved(p, e, k);
  }

  /**
   * A branch outcome (an assume step whose thread has another successor at the parent) whose path
   * is infeasible is refined away at once. IMPACT would wait for an error below it, but an
   * iteration of IMC must close every branch of its schedule fairly, and an infeasible branch's
   * subtree (loops of all threads, refused coverings) costs far more than one path check.
   */
  private boolean infeasibleBranch(ArtNode v) {
    ArtEdge e = v.edge();
    if (e == null || v.parent().children().size() < 2) return false;
    boolean branch = false;
    for (Step st : e.steps()) branch |= st.edge().stmt() instanceof org.spindle.program.Stmt.Assume;
    if (!branch) return false;
    int siblings = 0;
    for (ArtNode c : v.parent().children()) if (c.edge().thread() == e.thread()) siblings++;
    if (siblings < 2) return false;
    if (!refuteBlocked(v)) return false;
    return true;
  }

  /** The path to v is infeasible altogether: refine it away (v becomes dead). */
  private boolean refuteBlocked(ArtNode v) {
    try {
      Optional<ImmutableList<StateFormula>> itp =
          smt.interpolation().interpolate(Counterexamples.steps(art, v));
      if (itp.isEmpty()) return false;
      refinements++;
      List<ArtNode> path = art.pathFromRoot(v);
      applyInterpolants(path, 0, itp.get());
      closePath(path);
      return true;
    } catch (SolverException ex) {
      if (stopReason != null) throw ex;
      return false;
    }
  }

  /**
   * Backtrack: walk up from the blocked node to the nearest ancestor that still has an alternative:
   * another expansion not known to be blocked, or an available thread (which is expanded now).
   */
  Status backtrack(ArtNode v) {
    backtracks++;
    List<ArtNode> path = art.pathFromRoot(v);
    for (int i = path.size() - 2; i >= 0; i--) {
      ArtNode u = path.get(i);
      BitSet blocked = blockedExpansions.computeIfAbsent(u, k -> new BitSet());
      blocked.set(path.get(i + 1).edge().thread());
      for (int t = 0; t < threads; t++) if (u.isExpanded(t) && !blocked.get(t)) return Status.PROGRESS;
      int t = scheduleThread(u);
      if (t >= 0) {
        expandThread(u, t);
        return Status.PROGRESS;
      }
    }
    return Status.NO_PROGRESS;
  }

  // ---- Refine ----

  /** IMPACT's refinement of an error node; a replayed counterexample if the path is real. */
  private RunResult refine(ArtNode v) {
    List<ArtNode> path = art.pathFromRoot(v);
    Optional<ImmutableList<StateFormula>> itp;
    try {
      itp = smt.interpolation().interpolate(Counterexamples.steps(art, v));
    } catch (SolverException e) {
      if (stopReason != null) throw e;
      errorNodes.add(v);
      unknownReasons.add("interpolation failed: " + e.getMessage());
      return null;
    }
    if (itp.isEmpty()) {
      Counterexamples.Check c = counterexamples.check(art, v);
      errorNodes.add(v);
      if (c.replayed() != null) {
        lastErrorNode = v;
        return c.replayed();
      }
      unknownReasons.add(c.unknownReason());
      return null;
    }
    refinements++;
    applyInterpolants(path, 0, itp.get());
    closePath(path);
    return null;
  }

  /** After strengthening: try to cover the path's nodes, top-down (Algorithm 7, line 12). */
  private void closePath(List<ArtNode> path) {
    for (ArtNode a : path) {
      if (art.isDead(a) || art.isCovered(a)) break;
      if (close(a)) break;
    }
  }

  private void applyInterpolants(List<ArtNode> path, int from, List<StateFormula> itp) {
    int k = 0;
    for (int i = from; i < path.size(); i++) {
      ArtNode n = path.get(i);
      if (i > from) k += n.edge().steps().size();
      strengthen(n, itp.get(k));
    }
  }

  private void strengthen(ArtNode n, StateFormula phi) {
    if (n.isDead() || implication.implies(n.label(), phi)) return;
    graphVersion++;
    for (ArtNode x : new ArrayList<>(n.coveredNodes())) {
      art.uncover(x);
      reactivate(x);
    }
    if (phi.isFalse()) {
      art.forSubtree(n, d -> {
        art.setLabel(d, StateFormula.FALSE);
        art.uncover(d);
        for (ArtNode x : new ArrayList<>(d.coveredNodes())) {
          art.uncover(x);
          reactivate(x);
        }
      });
    } else {
      art.setLabel(n, n.label().and(phi));
    }
  }

  // ---- Remove_Error_Paths and IVRs ----

  /** The largest safe, deadlock-free sub-ART (fair by construction), or null. */
  IvrExtractor.View removeErrorPaths() {
    return new IvrExtractor(art, enabledness, errorNodes).extract();
  }

  private static long signature(IvrExtractor.View view) {
    long h = view.coverings();
    for (Map.Entry<ArtNode, BitSet> e : view.scheduled().entrySet()) {
      h += (e.getKey().id() * 1_000_003L + e.getValue().hashCode()) * 0x9E3779B97F4A7C15L
          + (e.getKey().coveredBy() == null ? 0 : e.getKey().coveredBy().id() * 31L);
    }
    return h == 0 ? 1 : h;
  }

  private Ivr safeIvr(int index, IvrExtractor.View view) {
    double s = seconds();
    String json = opt.export() ? IvrExport.json(program, index, true, s, view.scheduled(), null) : null;
    String dot = opt.export() ? IvrExport.dot(view.scheduled()) : null;
    ProgramSchedule schedule = ScheduleBuilder.build(program, facts, art.root(), view.scheduled(), index);
    return new Ivr(index, true, s, view.nodes(), view.threads().cardinality(), view.coverings(),
        null, json, dot, schedule);
  }

  private Ivr unsafeIvr(int index, RunResult cex) {
    double s = seconds();
    BitSet ts = new BitSet();
    for (var st : cex.trace().steps()) ts.set(st.thread());
    String json = null;
    String dot = null;
    if (opt.export()) {
      Map<ArtNode, BitSet> pathNodes = new LinkedHashMap<>();
      ArtNode err = lastErrorNode;
      if (err != null) {
        for (ArtNode n : art.pathFromRoot(err)) pathNodes.put(n, new BitSet());
        for (ArtNode n : pathNodes.keySet()) if (n.edge() != null) pathNodes.get(n.parent()).set(n.edge().thread());
      }
      json = IvrExport.json(program, index, false, s, pathNodes, cex);
      dot = IvrExport.dot(pathNodes);
    }
    return new Ivr(index, false, s, art.size(), ts.cardinality(), art.coveredCount(), cex, json, dot, null);
  }
}
