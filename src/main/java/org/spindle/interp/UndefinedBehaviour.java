package org.spindle.interp;

/** Thrown by the evaluator when a step has undefined behaviour; ends the run as UNDEFINED. */
final class UndefinedBehaviour extends RuntimeException {
  private static final long serialVersionUID = 1L;

  UndefinedBehaviour(String reason) {
    super(reason, null, false, false); // no stack trace: this is control flow
  }
}
