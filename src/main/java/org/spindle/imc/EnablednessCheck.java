package org.spindle.imc;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.spindle.art.Art;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.impact.Counterexamples;
import org.spindle.program.Stmt;
import org.spindle.smt.SmtServices;
import org.spindle.smt.SolverException;
import org.spindle.smt.StateFormula;
import org.spindle.smt.Step;

/**
 * Check_Enabledness and Backtrack of Algorithm 7: after a may-block step (lock, join, assume) the
 * parent's label must entail the step's guard, φ(parent) ⇒ Guard(edge); a path that proves it
 * strengthens the labels, otherwise the node is not expanded now and Backtrack schedules another
 * thread at the nearest ancestor that has one.
 */
final class EnablednessCheck {
  private static final Logger LOG = Logger.getLogger(EnablednessCheck.class.getName());
  private final IterationState st;
  private final Art art;
  private final SmtServices smt;
  private final Enabledness enabledness;
  private final Refinement refinement;
  private final Scheduling scheduling;
  private final int threads;
  /** Nodes whose enabledness check failed once; later they are explored for completeness only. */
  private final BitSet blockedChecked = new BitSet();
  /** Search hint of Backtrack: threads at a node whose expansion led into a blocked branch. */
  private final Map<ArtNode, BitSet> blockedExpansions = new HashMap<>();

  EnablednessCheck(IterationState st, SmtServices smt, Enabledness enabledness, Refinement refinement,
      Scheduling scheduling, int threads) {
    this.st = st;
    this.art = st.art;
    this.smt = smt;
    this.enabledness = enabledness;
    this.refinement = refinement;
    this.scheduling = scheduling;
    this.threads = threads;
  }

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
        if (!refinement.refuteBlocked(v)) blockedChecked.set(v.id());
        backtrack(v);
        return false;
      }
    }
    return true;
  }

  /**
   * Proves step k of e enabled after the path to p and strengthens the labels on it. As in
   * IMPACT's refinement, short suffixes first: if {label(a)} suffix {Guard} holds for an ancestor
   * a (a cheap Z3 check), interpolants of the suffix alone strengthen the nodes from a on (label(a)
   * over-approximates the states at a); else the whole path from the initial state.
   */
  private boolean provePathEnables(ArtNode p, ArtEdge e, int k) {
    List<ArtNode> path = art.pathFromRoot(p);
    Step blocked = e.steps().get(k);
    int last = path.size() - 1;
    Optional<ImmutableList<StateFormula>> itp = Optional.empty();
    int from = 0;
    try {
      long t0 = System.nanoTime();
      for (int d = 1; d < last && itp.isEmpty(); d *= 2) {
        from = last - d;
        ArtNode a = path.get(from);
        List<Step> suffix = Refinement.stepsAfter(path, from);
        suffix.addAll(e.steps().subList(0, k));
        if (!smt.entailment().entailsGuardAfter(a.label(), suffix, blocked)) continue;
        itp = smt.interpolation().interpolateEnabled(a.label(), suffix, blocked);
      }
      if (itp.isEmpty()) {
        from = 0;
        List<Step> ss = new ArrayList<>(Counterexamples.steps(art, p));
        ss.addAll(e.steps().subList(0, k));
        // Z3 first: when the lock may be held (a satisfiable query) it answers in a fraction of
        // the interpolating solver's time, and the outcome is the same
        if (smt.entailment().entailsGuardAfter(null, ss, blocked)) {
          itp = smt.interpolation().interpolateEnabled(ss, blocked);
        }
      }
      if (LOG.isLoggable(Level.FINE)) {
        LOG.fine(String.format("[enabled] path %d from %d: %s in %.0f ms", path.size(), from,
            itp.isPresent() ? "proved" : "not proved", (System.nanoTime() - t0) / 1e6));
      }
    } catch (SolverException ex) {
      if (st.stopReason() != null) throw ex;
      return false;
    }
    if (itp.isEmpty()) return false;
    if (from > 0) st.enablednessFromAncestors++;
    refinement.applyInterpolants(path, from, itp.get());
    if (k > 0) enabledness.recordInside(p, e, k);
    return !p.isDead() && enabledness.proved(p, e, k);
  }

  /**
   * A branch outcome (an assume step whose thread has another successor at the parent) whose path
   * is infeasible is refined away at once. IMPACT would wait for an error below it, but an
   * iteration of IMC must close every branch of its schedule fairly, and an infeasible branch's
   * subtree (loops of all threads, refused coverings) costs far more than one path check.
   */
  boolean infeasibleBranch(ArtNode v) {
    ArtEdge e = v.edge();
    if (e == null || v.parent().children().size() < 2) return false;
    boolean branch = false;
    for (Step s : e.steps()) branch |= s.edge().stmt() instanceof Stmt.Assume;
    if (!branch) return false;
    int siblings = 0;
    for (ArtNode c : v.parent().children()) if (c.edge().thread() == e.thread()) siblings++;
    if (siblings < 2) return false;
    return refinement.refuteBlocked(v);
  }

  /**
   * Backtrack: walk up from the blocked node to the nearest ancestor that still has an alternative:
   * another expansion not known to be blocked, or an available thread (which is expanded now).
   * False if no ancestor has one.
   */
  boolean backtrack(ArtNode v) {
    st.backtracks++;
    List<ArtNode> path = art.pathFromRoot(v);
    for (int i = path.size() - 2; i >= 0; i--) {
      ArtNode u = path.get(i);
      BitSet blocked = blockedExpansions.computeIfAbsent(u, k -> new BitSet());
      blocked.set(path.get(i + 1).edge().thread());
      for (int t = 0; t < threads; t++) if (u.isExpanded(t) && !blocked.get(t)) return true;
      int t = scheduling.scheduleThread(u);
      if (t >= 0) {
        scheduling.expandThread(u, t);
        return true;
      }
    }
    return false;
  }
}
