package org.spindle.smt;

/** A solver call failed (or was interrupted); the engine answers UNKNOWN. */
public final class SolverException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public SolverException(String msg, Throwable cause) {
    super(msg, cause);
  }
}
