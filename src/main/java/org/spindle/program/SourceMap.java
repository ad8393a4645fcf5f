package org.spindle.program;

import com.google.common.collect.ImmutableList;

/**
 * Where C statements and branch outcomes sit in one thread's CFA, recorded while lowering: what
 * witnesses need to tie a CFA location to a source position (correctness witnesses: which
 * locations are "before statement P"; violation witnesses: which way a condition went).
 *
 * @param starts one entry per lowering of a statement (a statement inlined or unrolled k times
 *     has k entries); unreachable lowerings are left out
 * @param branches the locations control reaches when the controlling expression of an {@code if},
 *     {@code while} or {@code for} has been evaluated (only for conditions lowered to Assume
 *     edges; constant conditions are not branches)
 */
public record SourceMap(ImmutableList<StatementStart> starts, ImmutableList<BranchTarget> branches) {
  public static final SourceMap EMPTY = new SourceMap(ImmutableList.of(), ImmutableList.of());

  /**
   * {@code location} is the sequence point before the C statement at {@code pos} (its first
   * token) in the function {@code function}, inlined as copy {@code activation} of that function
   * in this thread (local objects of that copy are named {@code function::name} for copy 0,
   * {@code function::name#k} for copy k, after the thread prefix). {@code loopHead}: the location
   * before each evaluation of the controlling expression of the {@code while}/{@code for} at pos
   * (then pos is the loop keyword).
   */
  public record StatementStart(int location, SourcePos pos, String function, int activation,
      boolean loopHead) {}

  /**
   * Control is at {@code location} right after the controlling expression of the statement at
   * {@code pos} evaluated to {@code outcome}.
   */
  public record BranchTarget(int location, SourcePos pos, boolean outcome) {}
}
