package org.spindle.report;

import com.google.common.collect.ImmutableList;
import org.spindle.program.SourcePos;

/**
 * What a proof leaves behind for correctness witnesses: per CFA location of a thread, the
 * invariant the proof established there (the disjunction of the labels of the uncovered ART nodes
 * at that location), both in Spindle's syntax and, where it can be written as a C expression over
 * variables in scope at {@code pos}, in C ({@code cExpression}, else null).
 *
 * <p>Producers list every CFA location that starts a C statement (one entry per statement start
 * at a location, unreachable ones with formula {@code false} and C expression {@code 0}), so that
 * a writer may combine all entries of one source position: the invariant of a position must hold
 * at each of its locations (thread instances, inlined and unrolled copies).
 */
public record ProofArtefacts(ImmutableList<LocationInvariant> invariants) {
  public static final ProofArtefacts NONE = new ProofArtefacts(ImmutableList.of());

  /**
   * @param pos the statement's first token (for a loop head: the loop keyword)
   * @param loopHead the location before each evaluation of a {@code while}/{@code for} condition
   * @param function the C function whose statement it is (null if unknown)
   */
  public record LocationInvariant(int thread, String threadFunction, int location, SourcePos pos,
      boolean loopHead, String formula, String cExpression, String function) {
    public LocationInvariant(int thread, String threadFunction, int location, SourcePos pos,
        boolean loopHead, String formula, String cExpression) {
      this(thread, threadFunction, location, pos, loopHead, formula, cExpression, null);
    }
  }
}
