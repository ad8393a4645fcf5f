package org.spindle.report;

/** Final answer of an engine about the safety property (DESIGN.md, output). */
public enum Verdict {
  /** No error reachable (for the explored inputs, see the engine's reason). */
  SAFE,
  /** An error is reachable; a replayable counterexample exists. */
  UNSAFE,
  /** Some interleavings are unsafe, but a fair deadlock-free safe schedule exists. */
  PARTIALLY_SAFE,
  /** No claim: bounds hit, unsupported construct or undefined behaviour. */
  UNKNOWN
}
