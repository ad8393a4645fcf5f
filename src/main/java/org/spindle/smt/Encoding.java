package org.spindle.smt;

/** The two encodings of the same program model (see {@link TransitionEncoder} for the semantics). */
public enum Encoding {
  /** Mathematical integers and Int->Int arrays: exact modular wrap, non-linear over-approximated. */
  LIA,
  /** Bit-vectors of each type's width: exact C semantics (for counterexample checks). */
  BV
}
