package org.spindle.interp;

import org.spindle.program.ScalarType;

/**
 * The values a Havoc may take while enumerating a thread's steps. {@code index} counts the Havocs
 * already taken in the same step (several inside one atomic section).
 */
public interface HavocDomain {
  long[] values(int index, ScalarType type);
}
