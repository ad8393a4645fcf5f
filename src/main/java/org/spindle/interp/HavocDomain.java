package org.spindle.interp;

import org.spindle.program.ScalarType;

/**
 * The values a Havoc may take while enumerating a thread's steps. {@code index} counts the Havocs
 * already taken in the same step (several inside one atomic section).
 */
public interface HavocDomain {
  long[] values(int index, ScalarType type);

  /**
   * The values of a Havoc whose value is only tested for truth ({@code TruthOnlyInputs}): by
   * default those of {@link #values}; a domain that enumerates may take 0 and 1, which stand for
   * every value there.
   */
  default long[] truthValues(int index, ScalarType type) {
    return values(index, type);
  }
}
