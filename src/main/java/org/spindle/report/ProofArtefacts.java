package org.spindle.report;

import com.google.common.collect.ImmutableList;
import org.spindle.program.SourcePos;

/**
 * What a proof leaves behind for correctness witnesses: per CFA location of a thread, the
 * invariant the proof established there (the disjunction of the labels of the uncovered ART nodes
 * at that location), both in Spindle's syntax and, where it can be written as a C expression over
 * variables in scope at {@code pos}, in C ({@code cExpression}, else null).
 */
public record ProofArtefacts(ImmutableList<LocationInvariant> invariants) {
  public static final ProofArtefacts NONE = new ProofArtefacts(ImmutableList.of());

  public record LocationInvariant(int thread, String threadFunction, int location, SourcePos pos,
      boolean loopHead, String formula, String cExpression) {}
}
