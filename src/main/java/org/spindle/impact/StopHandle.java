package org.spindle.impact;

/**
 * Lets another thread stop a running {@link Impact} (the portfolio does when its explicit search
 * decided first, D25). The stop goes through {@link Limits#requestStop}, which ignores it once the
 * run has finished (its solver contexts may then be closing). A stop requested before the run
 * starts takes effect when it does.
 */
public final class StopHandle {
  private Limits limits;
  private String pending;

  synchronized void attach(Limits l) {
    limits = l;
    if (pending != null) l.requestStop(pending);
  }

  /** Stops the run (it ends as UNKNOWN with this reason), if it is still going. */
  public synchronized void stop(String reason) {
    pending = reason;
    if (limits != null) limits.requestStop(reason);
  }
}
