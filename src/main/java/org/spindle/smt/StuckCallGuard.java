package org.spindle.smt;

import org.sosy_lab.common.ShutdownNotifier;

/**
 * Ends a solver call that ignores the shutdown request of a time limit. SMTInterpol checks the
 * request while solving but not while it computes interpolants from a proof, which was seen to take
 * minutes (in {@code Interpolator.colorSymbols}) long after the limit. When a shutdown is
 * requested and the guarded thread is still inside a guarded call {@link #GRACE_MS} later, the
 * thread is stopped ({@link Thread#stop}, pure Java code of the solver only); the call then fails
 * with a {@link SolverException}. The solver context must not be used for anything but closing
 * afterwards, which holds: the engines end the run once a shutdown was requested. On a JVM where
 * {@code Thread.stop} is no longer supported nothing happens (the CLI's hard deadline remains).
 */
final class StuckCallGuard {
  static final long GRACE_MS = 1000;

  private final Object lock = new Object();
  private Thread inside; // guarded by lock

  /** Kept here: the notifier holds its listeners only weakly. */
  private final ShutdownNotifier.ShutdownRequestListener listener;

  StuckCallGuard(ShutdownNotifier notifier) {
    this.listener = reason -> {
      Thread t = new Thread(this::stopIfStillInside, "spindle-stuck-call-guard");
      t.setDaemon(true);
      t.start();
    };
    notifier.register(listener);
  }

  @SuppressWarnings({"deprecation", "removal"})
  private void stopIfStillInside() {
    try {
      Thread.sleep(GRACE_MS);
    } catch (InterruptedException e) {
      return;
    }
    synchronized (lock) {
      if (inside == null) return;
      try {
        inside.stop();
      } catch (UnsupportedOperationException | SecurityException e) {
        // JDK 20+: the CLI's hard deadline remains
      }
    }
  }

  /** A solver call: may throw what java-smt's calls throw. */
  interface SolverCall<T> {
    T call() throws org.sosy_lab.java_smt.api.SolverException, InterruptedException;
  }

  <T> T call(SolverCall<T> body) throws org.sosy_lab.java_smt.api.SolverException, InterruptedException {
    try {
      try {
        synchronized (lock) {
          inside = Thread.currentThread();
        }
        return body.call();
      } finally {
        synchronized (lock) {
          inside = null;
        }
      }
    } catch (ThreadDeath d) {
      throw new SolverException("solver call stopped after the time limit", d);
    }
  }
}
