package org.spindle.verify;

import java.util.function.IntFunction;
import org.spindle.program.Program;

/**
 * What {@code verify}'s explicit side may do once its budget is spent and IMPACT has not decided
 * (D52): search the program again lowered with a larger thread bound, and run random runs. The
 * caller (the cli or svcomp package, which know the input and its lowering options) supplies the
 * re-lowering: engines know no command line.
 *
 * @param bound the thread bound the checked program was lowered with (D13)
 * @param maxBound the largest thread bound tried; {@code bound} itself: no deeper bound
 * @param relower the program lowered again with the given thread bound (may throw {@link
 *     org.spindle.program.UnsupportedFeature}); for no-data-race the instrumented program
 */
public record Deepening(int bound, int maxBound, IntFunction<Program> relower) {
  /** Default largest thread bound: covers loops of up to 128 creations in 6 doublings from 3. */
  public static final int DEFAULT_MAX_BOUND = 128;

  public Deepening {
    if (bound < 1 || maxBound < bound) {
      throw new IllegalArgumentException("thread bounds must satisfy 1 <= " + bound + " <= " + maxBound);
    }
    if (relower == null) throw new IllegalArgumentException("no re-lowering");
  }

  /** The bound after {@code k}: doubled, at most {@link #maxBound}; -1 when {@code k} is the largest. */
  public int next(int k) {
    if (k >= maxBound) return -1;
    return (int) Math.min(maxBound, 2L * k);
  }
}
