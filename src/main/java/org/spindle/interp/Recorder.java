package org.spindle.interp;

import org.spindle.program.MemoryObject;

/** Observer of the memory accesses and inputs of executed edges (for {@link Event}s). */
interface Recorder {
  Recorder NONE = null;

  void read(Evaluator.Loc location, long value);

  void write(Evaluator.Loc location, long value);

  void input(long value);

  /**
   * A read of an undefined cell drew its value (reported before that read's {@link #read}): the
   * cell is defined from now on, so the read also acts as a write of it.
   */
  default void drawn(Evaluator.Loc location) {}

  /** A HavocObject made every cell of {@code object} undefined (a write of each of its cells). */
  default void havocked(MemoryObject object) {}

  /** A Join of thread {@code thread} went through (that thread had exited). */
  default void joined(int thread) {}
}
