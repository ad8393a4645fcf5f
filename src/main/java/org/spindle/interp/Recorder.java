package org.spindle.interp;

/** Observer of the memory accesses and inputs of executed edges (for {@link Event}s). */
interface Recorder {
  Recorder NONE = null;

  void read(Evaluator.Loc location, long value);

  void write(Evaluator.Loc location, long value);

  void input(long value);
}
