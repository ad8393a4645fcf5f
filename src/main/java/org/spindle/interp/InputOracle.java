package org.spindle.interp;

import org.spindle.program.MemoryObject;

/**
 * Inputs for replaying a trace that lists none, by position in the trace: e.g. the values of a
 * solver model for a symbolic counterexample. {@code edge} counts the edges of all steps so far
 * (0 = the first edge of the first step). Values are raw; the interpreter wraps them to the type.
 */
public interface InputOracle {
  /** The value of the Havoc at trace edge {@code edge}. */
  long havoc(int edge);

  /** The value of cell {@code cell} of {@code object}, undefined (havocked) when edge {@code edge} reads it. */
  long undefined(int edge, MemoryObject object, long cell);
}
