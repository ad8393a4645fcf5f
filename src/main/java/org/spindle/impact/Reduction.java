package org.spindle.impact;

import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.smt.IndependenceCheck;

/**
 * Monotonic partial-order reduction (WKO13, {@code Skip}): at node v reached from u by thread T'
 * with transition R', thread T may be skipped if T < T', R' is not a loop back edge, and every
 * transition of T at v is independent of R' — statically, or (mode SMT) under the label of u,
 * which holds in every state the tree represents at u and only gets stronger. Counts which layer
 * decided each check.
 */
public final class Reduction {
  private final PorMode mode;
  private final Program program;
  private final ProgramFacts facts;
  private final IndependenceCheck smt;
  long staticIndependent;
  long smtIndependent;
  long dependent;

  public Reduction(PorMode mode, Program program, ProgramFacts facts, IndependenceCheck smt) {
    this.mode = mode;
    this.program = program;
    this.facts = facts;
    this.smt = smt;
  }

  PorMode mode() {
    return mode;
  }

  /** Skip(v, T); false when T is forced at v by a cover expansion. */
  public boolean skip(ArtNode v, int thread) {
    if (mode == PorMode.NONE || v.parent() == null || v.isForced(thread)) return false;
    ArtEdge in = v.edge();
    if (thread >= in.thread() || in.isAtomic()) return false;
    Edge r = in.first();
    if (facts.isBackEdge(r)) return false;
    if (!v.location().running(thread)) return false;
    boolean usedSmt = false;
    for (Edge e : program.thread(thread).outgoing(v.location().location(thread))) {
      if (facts.staticallyIndependent(e, r)) continue;
      if (mode == PorMode.SMT && smt.independent(e, r, v.parent().label())) {
        usedSmt = true;
        continue;
      }
      dependent++;
      return false;
    }
    if (usedSmt) smtIndependent++;
    else staticIndependent++;
    return true;
  }
}
