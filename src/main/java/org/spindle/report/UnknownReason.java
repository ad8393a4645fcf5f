package org.spindle.report;

/**
 * Why a check ended UNKNOWN, as data: callers branch on this, never on the reason text (the
 * detail string of {@link CheckResult} says the specifics, e.g. the construct and its position).
 */
public enum UnknownReason {
  /** The time limit was reached. */
  TIMEOUT,
  /** The memory limit was reached. */
  OUT_OF_MEMORY,
  /** The program uses a construct the frontend or an engine does not support. */
  UNSUPPORTED,
  /** The property asked for is not one Spindle checks. */
  PROPERTY_NOT_SUPPORTED,
  /** A thread pool ran out of instances (D13). */
  THREAD_BOUND,
  /** Undefined behaviour was met on some execution. */
  UNDEFINED_BEHAVIOUR,
  /** A search hit a limit it was given (states, IVRs) or restricted inputs. */
  INCOMPLETE_SEARCH,
  /**
   * A search finished without finding an error, but its reduction is not known to be complete,
   * so that is no proof (the context-sensitive DPOR engines cs and cs-ob, D47).
   */
  UNPROVED_REDUCTION,
  /** An abstract counterexample could be neither refined nor replayed. */
  REFINEMENT_FAILED,
  /** The solver gave up (budget, unknown answer). */
  SOLVER,
  /** Stopped from outside (another engine decided, or a user stop). */
  STOPPED,
  /** Two engines disagree: an internal inconsistency, reported instead of either verdict. */
  INCONSISTENT,
  /** Anything else; the detail says what. */
  OTHER
}
