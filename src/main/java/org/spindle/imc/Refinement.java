package org.spindle.imc;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.interp.RunResult;
import org.spindle.impact.Counterexamples;
import org.spindle.impact.Implication;
import org.spindle.impact.Unknown;
import org.spindle.report.UnknownReason;
import org.spindle.smt.SmtServices;
import org.spindle.smt.SolverException;
import org.spindle.smt.StateFormula;
import org.spindle.smt.Step;

/**
 * Refine of Algorithm 7 (IMPACT's refinement): interpolants of an infeasible error path strengthen
 * the labels on it, which uncovers what they covered; a feasible path is checked and replayed by
 * {@link Counterexamples} (an unsafe IVR only with a replayed trace).
 */
final class Refinement {
  private static final Logger LOG = Logger.getLogger(Refinement.class.getName());
  private final IterationState st;
  private final Art art;
  private final SmtServices smt;
  private final Counterexamples counterexamples;
  private final Implication implication;
  private final Closing closing;
  private final Map<StateFormula, StateFormula> simplifiedCache = new HashMap<>();
  /** The error node of the last replayed counterexample. */
  ArtNode lastErrorNode;

  Refinement(IterationState st, SmtServices smt, Counterexamples counterexamples,
      Implication implication, Closing closing) {
    this.st = st;
    this.art = st.art;
    this.smt = smt;
    this.counterexamples = counterexamples;
    this.implication = implication;
    this.closing = closing;
  }

  /** IMPACT's refinement of an error node; a replayed counterexample if the path is real. */
  RunResult refine(ArtNode v) {
    List<ArtNode> path = art.pathFromRoot(v);
    boolean refuted;
    try {
      refuted = refute(path);
    } catch (SolverException e) {
      if (st.stopReason() != null) throw e;
      st.errorNodes.add(v);
      st.unknownReasons.add(new Unknown(UnknownReason.SOLVER, "interpolation failed: " + e.getMessage()));
      return null;
    }
    if (!refuted) {
      Counterexamples.Check c = counterexamples.check(art, v);
      st.errorNodes.add(v);
      if (c.replayed() != null) {
        lastErrorNode = v;
        return c.replayed();
      }
      st.unknownReasons.add(c.unknown());
      return null;
    }
    st.refinements++;
    closing.closePath(path);
    return null;
  }

  /** The path to v is infeasible altogether: refine it away (v becomes dead). */
  boolean refuteBlocked(ArtNode v) {
    try {
      List<ArtNode> path = art.pathFromRoot(v);
      if (!refute(path)) return false;
      st.refinements++;
      closing.closePath(path);
      return true;
    } catch (SolverException ex) {
      if (st.stopReason() != null) throw ex;
      return false;
    }
  }

  /**
   * Proves the path (root first) infeasible and strengthens its labels; false if it is feasible in
   * LIA. Short suffixes come first: if {label(a)} suffix {false} holds for an ancestor a (a cheap
   * Z3 check), interpolants of the suffix alone strengthen the nodes from a on (sound: label(a)
   * over-approximates the states at a, as in IMPACT's refinement from an ancestor). Interpolating
   * the whole path costs time that grows fast with its length (arrays), and an iteration's paths
   * run through whole rounds of all threads. Then the whole path, after a Z3 feasibility check.
   */
  private boolean refute(List<ArtNode> path) {
    long t0 = System.nanoTime();
    boolean r = refuteTimed(path);
    if (LOG.isLoggable(Level.FINE)) {
      LOG.fine(String.format("[refute] path %d: %s in %.0f ms", path.size(), r, (System.nanoTime() - t0) / 1e6));
    }
    return r;
  }

  private boolean refuteTimed(List<ArtNode> path) {
    int last = path.size() - 1;
    // a path the interpreter runs (inputs 0) is feasible: no solver call can refute it
    if (counterexamples.runsWithZeroInputs(art, path.get(last))) return false;
    for (int d = 1; d < last; d *= 2) {
      int from = last - d;
      ArtNode a = path.get(from);
      List<Step> suffix = stepsAfter(path, from);
      Optional<ImmutableList<StateFormula>> itp;
      try {
        if (!smt.entailment().hoare(a.label(), suffix, StateFormula.FALSE)) continue;
        if (d == 1) {
          // {label(a)} edge {false}: the last node is unreachable as it stands; label(a), false
          // is already an interpolant sequence, no interpolating call needed
          applyInterpolants(path, from, labelThenFalse(a.label(), suffix.size()));
          return true;
        }
        itp = smt.interpolation().interpolate(a.label(), suffix);
      } catch (RuntimeException e) {
        // SolverException (e.g. an interpolant that cannot be read back) or an internal failure of
        // the interpolating solver: only a shortcut, a longer suffix or the whole path may do
        if (st.stopReason() != null) throw e;
        continue;
      }
      if (itp.isEmpty()) continue;
      if (LOG.isLoggable(Level.FINE)) LOG.fine("[refute] suffix " + suffix.size() + " of path " + path.size());
      applyInterpolants(path, from, itp.get());
      return true;
    }
    List<Step> steps = Counterexamples.steps(art, path.get(last));
    // Z3 decides most feasible paths far faster than the interpolating solver (same LIA encoding)
    if (smt.feasibility().checkLia(steps).feasible()) return false;
    Optional<ImmutableList<StateFormula>> itp = smt.interpolation().interpolate(steps);
    if (itp.isEmpty()) return false;
    if (LOG.isLoggable(Level.FINE)) LOG.fine("[refute] whole path " + steps.size());
    applyInterpolants(path, 0, itp.get());
    return true;
  }

  /** The steps of the ART edges of path[from+1..]: the suffix after path[from]. */
  static List<Step> stepsAfter(List<ArtNode> path, int from) {
    List<Step> r = new ArrayList<>();
    for (int i = from + 1; i < path.size(); i++) r.addAll(path.get(i).edge().steps());
    return r;
  }

  /** [pre, false, ..., false] for a suffix of one ART edge of {@code steps} steps. */
  private static List<StateFormula> labelThenFalse(StateFormula pre, int steps) {
    List<StateFormula> r = new ArrayList<>();
    r.add(pre);
    for (int i = 0; i < steps; i++) r.add(StateFormula.FALSE);
    return r;
  }

  /** Conjoins the interpolants to the labels of path[from..] (one per step of each edge). */
  void applyInterpolants(List<ArtNode> path, int from, List<StateFormula> itp) {
    int k = 0;
    for (int i = from; i < path.size(); i++) {
      ArtNode n = path.get(i);
      if (i > from) k += n.edge().steps().size();
      strengthen(n, itp.get(k));
    }
  }

  /**
   * Conjoins phi to n's label, simplified as in IMPACT (an equivalence over encoded states: the label is
   * exactly as strong, but shorter and free of duplicates, so checks are cheaper and the syntactic
   * implication check succeeds more often). A false label kills n's subtree.
   */
  private void strengthen(ArtNode n, StateFormula interpolant) {
    if (n.isDead()) return;
    StateFormula phi = simplified(interpolant);
    if (implication.implies(n.label(), phi)) return;
    st.graphVersion++;
    st.uncoverAllBy(n);
    StateFormula label = phi.isFalse() ? StateFormula.FALSE : smt.simplifier().simplify(n.label().and(phi));
    if (label.isFalse()) {
      art.forSubtree(n, d -> {
        art.setLabel(d, StateFormula.FALSE);
        art.uncover(d);
        st.uncoverAllBy(d);
      });
    } else {
      art.setLabel(n, label);
    }
  }

  private StateFormula simplified(StateFormula f) {
    if (simplifiedCache.size() > 100_000) simplifiedCache.clear();
    return simplifiedCache.computeIfAbsent(f, smt.simplifier()::simplify);
  }
}
