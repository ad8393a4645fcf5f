package org.spindle.imc;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.explicit.RunResult;
import org.spindle.impact.Counterexamples;
import org.spindle.impact.Implication;
import org.spindle.smt.SmtServices;
import org.spindle.smt.SolverException;
import org.spindle.smt.StateFormula;

/**
 * Refine of Algorithm 7 (IMPACT's refinement): interpolants of an infeasible error path strengthen
 * the labels on it, which uncovers what they covered; a feasible path is checked and replayed by
 * {@link Counterexamples} (an unsafe IVR only with a replayed trace).
 */
final class Refinement {
  private final IterationState st;
  private final Art art;
  private final SmtServices smt;
  private final Counterexamples counterexamples;
  private final Implication implication;
  private final Closing closing;
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
    Optional<ImmutableList<StateFormula>> itp;
    try {
      itp = smt.interpolation().interpolate(Counterexamples.steps(art, v));
    } catch (SolverException e) {
      if (st.stopReason() != null) throw e;
      st.errorNodes.add(v);
      st.unknownReasons.add("interpolation failed: " + e.getMessage());
      return null;
    }
    if (itp.isEmpty()) {
      Counterexamples.Check c = counterexamples.check(art, v);
      st.errorNodes.add(v);
      if (c.replayed() != null) {
        lastErrorNode = v;
        return c.replayed();
      }
      st.unknownReasons.add(c.unknownReason());
      return null;
    }
    st.refinements++;
    applyInterpolants(path, 0, itp.get());
    closing.closePath(path);
    return null;
  }

  /** The path to v is infeasible altogether: refine it away (v becomes dead). */
  boolean refuteBlocked(ArtNode v) {
    try {
      Optional<ImmutableList<StateFormula>> itp =
          smt.interpolation().interpolate(Counterexamples.steps(art, v));
      if (itp.isEmpty()) return false;
      st.refinements++;
      List<ArtNode> path = art.pathFromRoot(v);
      applyInterpolants(path, 0, itp.get());
      closing.closePath(path);
      return true;
    } catch (SolverException ex) {
      if (st.stopReason() != null) throw ex;
      return false;
    }
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

  private void strengthen(ArtNode n, StateFormula phi) {
    if (n.isDead() || implication.implies(n.label(), phi)) return;
    st.graphVersion++;
    st.uncoverAllBy(n);
    if (phi.isFalse()) {
      art.forSubtree(n, d -> {
        art.setLabel(d, StateFormula.FALSE);
        art.uncover(d);
        st.uncoverAllBy(d);
      });
    } else {
      art.setLabel(n, n.label().and(phi));
    }
  }
}
