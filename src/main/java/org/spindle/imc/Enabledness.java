package org.spindle.imc;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.art.GlobalLocation;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.smt.Entailment;
import org.spindle.smt.StateFormula;
import org.spindle.smt.Step;

/**
 * Enabledness facts for IMC, all proved by the solver, never assumed: (1) an expansion's may-block
 * steps are enabled in every state of the source node's label (Definition 27, {@code φ(v) ⇒
 * Guard(R)}); (2) a thread is certainly disabled at a node because every one of its edges there may
 * block and each is refuted by the label (then fairness does not require it to be scheduled).
 */
final class Enabledness {
  private final Program program;
  private final ProgramFacts facts;
  private final Entailment entailment;
  /**
   * (node id, edge id, step index) triples proved by path interpolants: the label of the node
   * (which only gets stronger) with the earlier steps of the atomic edge entails the step's guard.
   */
  private final Set<List<Integer>> provedInside = new HashSet<>();

  Enabledness(Program program, ProgramFacts facts, Entailment entailment) {
    this.program = program;
    this.facts = facts;
    this.entailment = entailment;
  }

  /** Indices of the steps of {@code e} that may block. */
  boolean mayBlock(ArtEdge e) {
    for (Step s : e.steps()) if (facts.mayBlock(s.edge())) return true;
    return false;
  }

  boolean mayBlock(Step s) {
    return facts.mayBlock(s.edge());
  }

  /** Records that step {@code k} of {@code e} (k > 0) was proved enabled after the node's label. */
  void recordInside(ArtNode parent, ArtEdge e, int k) {
    provedInside.add(List.of(parent.id(), e.first().id(), e.steps().get(k).edge().id(), k));
  }

  /** Is the step {@code k} of edge {@code e} from {@code parent} proved enabled? */
  boolean proved(ArtNode parent, ArtEdge e, int k) {
    Step s = e.steps().get(k);
    if (!facts.mayBlock(s.edge())) return true;
    if (k == 0) return entailment.entailsGuard(parent.label(), s);
    return provedInside.contains(List.of(parent.id(), e.first().id(), s.edge().id(), k));
  }

  /** Every may-block step of {@code e} from {@code parent} is proved enabled (Definition 27). */
  boolean provedEnabled(ArtNode parent, ArtEdge e) {
    for (int k = 0; k < e.steps().size(); k++) if (!proved(parent, e, k)) return false;
    return true;
  }

  /**
   * Might {@code thread} be enabled in some state of {@code u}? False only if it is not running, or
   * every edge at its location may block and the label refutes each one (no successor state).
   */
  boolean possiblyEnabled(ArtNode u, int thread) {
    GlobalLocation g = u.location();
    if (!g.running(thread)) return false;
    List<Edge> out = program.thread(thread).outgoing(g.location(thread));
    for (Edge e : out) if (!facts.mayBlock(e)) return true;
    for (Edge e : out) {
      if (!entailment.hoare(u.label(), Step.of(e, g.exited()), StateFormula.FALSE)) return true;
    }
    return false;
  }
}
