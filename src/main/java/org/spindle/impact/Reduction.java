package org.spindle.impact;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.art.GlobalLocation;
import org.spindle.art.ThreadState;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.MemoryObject;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.program.analysis.ThreadConstants;
import org.spindle.smt.IndependenceCheck;
import org.spindle.smt.StateFormula;

/**
 * Monotonic partial-order reduction (WKO13, {@code Skip}): at node v reached from u by thread T'
 * with transition R' (an ART step: one edge, an atomic section, or an edge with its local tail),
 * thread T may be skipped if T < T', R' contains no loop back edge, and every step of T at v is
 * independent of R' — statically, or (mode SMT) under the label of u,
 * which holds in every state the tree represents at u and only gets stronger. The label is
 * conjoined with the {@link ThreadConstants} of u's location (e.g. {@code tid == 1}): they hold in
 * every reachable state there, and interpolants rarely mention them, yet they decide most
 * aliasing questions such as {@code x[tid]} vs. {@code x[(tid + 1) % 3]}. Counts which layer
 * decided each check.
 */
public final class Reduction {
  private final PorMode mode;
  private final Program program;
  private final ProgramFacts facts;
  private final IndependenceCheck smt;
  private final ThreadConstants constants;
  private final Map<GlobalLocation, StateFormula> invariants = new HashMap<>();
  long staticIndependent;
  long smtIndependent;
  long dependent;

  private final ThreadSteps steps;

  public Reduction(PorMode mode, Program program, ProgramFacts facts, IndependenceCheck smt,
      ThreadSteps steps) {
    this.mode = mode;
    this.program = program;
    this.facts = facts;
    this.smt = smt;
    this.steps = steps;
    this.constants = mode == PorMode.SMT ? ThreadConstants.of(program, facts) : null;
  }

  PorMode mode() {
    return mode;
  }

  /** Skip(v, T); false when T is forced at v by a cover expansion. Counted in the statistics. */
  public boolean skip(ArtNode v, int thread) {
    return skip(v, thread, true);
  }

  /** Skip(v, T) without counting (cover-expansion bookkeeping asks again for expanded nodes). */
  boolean wouldSkip(ArtNode v, int thread) {
    return skip(v, thread, false);
  }

  private boolean skip(ArtNode v, int thread, boolean count) {
    if (mode == PorMode.NONE || v.parent() == null || v.isForced(thread)) return false;
    ArtEdge in = v.edge();
    if (thread >= in.thread()) return false;
    List<Edge> r = new ArrayList<>(in.steps().size());
    for (org.spindle.smt.Step st : in.steps()) {
      if (facts.isBackEdge(st.edge())) return false;
      r.add(st.edge());
    }
    if (!v.location().running(thread)) return false;
    boolean usedSmt = false;
    // Every step of T at v (an edge, an atomic section, or a step with its local tail) must be
    // independent of the step R' that reached v; steps are the units that interleave, so atomic
    // sections count as one transition here.
    for (List<Edge> b : steps.edgeBlocks(v.location(), thread)) {
      if (facts.blocksIndependent(b, r)) continue;
      if (mode == PorMode.SMT && smt.independent(b, r, context(v.parent()))) {
        usedSmt = true;
        continue;
      }
      if (count) dependent++;
      return false;
    }
    if (count && usedSmt) smtIndependent++;
    else if (count) staticIndependent++;
    return true;
  }

  /** label(u) ∧ the thread constants at u's location (both hold in every state u stands for). */
  private StateFormula context(ArtNode u) {
    StateFormula inv = invariants.computeIfAbsent(u.location(), this::invariant);
    return inv.isTrue() ? u.label() : u.label().and(inv);
  }

  private StateFormula invariant(GlobalLocation g) {
    List<StateFormula> cs = new ArrayList<>();
    for (int t = 0; t < g.threadCount(); t++) {
      if (g.state(t) == ThreadState.NOT_STARTED) continue;
      for (Map.Entry<Integer, Long> c : constants.at(t, g.location(t)).entrySet()) {
        MemoryObject o = program.object(c.getKey());
        // Integers only (pointers are left out); unsigned ones modulo 2^w (D23).
        if (o.cellType(0).kind() != org.spindle.program.ScalarType.Kind.INT) continue;
        cs.add(StateFormula.holdsValue(o, c.getValue()));
      }
    }
    return StateFormula.and(cs);
  }
}
