package org.spindle.interp;

import org.spindle.program.Edge;

/**
 * How a run ended. {@code edge} is the Error edge (ERROR), the first bound-reached Error edge
 * (BOUND_REACHED) or the edge with undefined behaviour (UNDEFINED), else null; {@code thread} the
 * thread that took it, else -1.
 */
public record Outcome(Kind kind, String reason, Edge edge, int thread) {
  public enum Kind {
    /** An Error edge was taken. */
    ERROR,
    /** Not terminated, some thread running, no thread can move. */
    DEADLOCK,
    /** Terminated, or every started thread exited. */
    FINISHED,
    /**
     * The run ended (finished, or no thread could move) after creating a thread beyond the
     * --thread-bound (D44): that dormant thread could still run, so this is no real end of the
     * run, and not a deadlock. Not an error; the engines answer UNKNOWN for it.
     */
    BOUND_REACHED,
    /** A step had undefined behaviour (or an atomic section did not terminate). */
    UNDEFINED,
    /** The step bound was reached (or a replayed trace ended) while threads could still move. */
    STEP_LIMIT,
    /** An explicit schedule named a thread that cannot move. */
    STOPPED,
    /** Replay: a trace step was not enabled or did not match the program. */
    INVALID_TRACE
  }

  static Outcome error(Edge e, int thread) {
    String what = e.stmt() instanceof org.spindle.program.Stmt.Error err ? err.what() : "error";
    return new Outcome(Kind.ERROR, what + " reached at " + e.pos().fileLine(), e, thread);
  }

  /** A run that created a dormant thread by the bound-reached Error edge {@code e} ended there. */
  public static Outcome bound(Edge e) {
    var err = e.stmt() instanceof org.spindle.program.Stmt.Error x ? x : new org.spindle.program.Stmt.Error("thread bound reached", true);
    return new Outcome(Kind.BOUND_REACHED, err.what() + " at " + e.pos().fileLine()
        + "; rerun with a larger " + err.boundOption(), e, e.thread());
  }

  /** A step read a dormant thread's handle other than to join it (D44): no real end, UNKNOWN. */
  public static Outcome dormantHandle(String reason, Edge e, int thread) {
    return new Outcome(Kind.BOUND_REACHED, reason + " at " + e.pos().fileLine()
        + "; rerun with a larger --thread-bound", e, thread);
  }

  public static Outcome undefined(String reason, Edge e, int thread) {
    return new Outcome(Kind.UNDEFINED, "undefined behaviour: " + reason + " at " + e.pos().fileLine(), e, thread);
  }

  static Outcome of(Kind kind, String reason) {
    return new Outcome(kind, reason, null, -1);
  }

  @Override
  public String toString() {
    return kind + ": " + reason;
  }
}
