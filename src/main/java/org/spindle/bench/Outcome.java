package org.spindle.bench;

/** What one run produced: an engine verdict, or why there is none. */
public enum Outcome {
  SAFE("SAFE"),
  UNSAFE("UNSAFE"),
  PARTIALLY_SAFE("PARTIALLY SAFE"),
  UNKNOWN("UNKNOWN"),
  /** The run was killed at the hard wall-time limit. */
  TIMEOUT("TIMEOUT"),
  /** Internal error (exit code 1), a crash, or no result. */
  ERROR("ERROR"),
  /** Malformed input or bad usage (exit code 2). */
  INPUT_ERROR("INPUT ERROR");

  private final String label;

  Outcome(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  /** A real answer about the property (as opposed to UNKNOWN, TIMEOUT, errors). */
  public boolean isDefinite() {
    return this == SAFE || this == UNSAFE || this == PARTIALLY_SAFE;
  }
}
