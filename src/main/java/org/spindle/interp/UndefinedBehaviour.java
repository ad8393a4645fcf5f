package org.spindle.interp;

/**
 * Thrown by the evaluator when a step has undefined behaviour; ends the run as UNDEFINED. With
 * {@link #dormantHandle} it is no undefined behaviour but a read of a dormant thread's handle
 * (D44), which ends the run as BOUND_REACHED: its value stands for no thread id.
 */
final class UndefinedBehaviour extends RuntimeException {
  private static final long serialVersionUID = 1L;

  final boolean dormantHandle;

  UndefinedBehaviour(String reason) {
    this(reason, false);
  }

  UndefinedBehaviour(String reason, boolean dormantHandle) {
    super(reason, null, false, false); // no stack trace: this is control flow
    this.dormantHandle = dormantHandle;
  }
}
