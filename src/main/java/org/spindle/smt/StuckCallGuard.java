package org.spindle.smt;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.sosy_lab.common.ShutdownNotifier;

/**
 * Ends a solver call that runs too long. SMTInterpol checks the shutdown request while solving but
 * not while it computes interpolants from a proof, which was seen to take minutes (in {@code
 * Interpolator.colorSymbols}) on one path of indexer.c while the hundreds before it took 50 ms
 * each. A guarded call is stopped ({@link Thread#stop}, pure Java code of the solver only) when it
 * is still running (a) {@link #GRACE_MS} after a shutdown request (time limit), or (b) after its
 * own budget (docs/decisions.md D18, D20). The call then fails with a {@link SolverException} and
 * the guard is {@link #spoiled()}: the solver context may be inconsistent and must be replaced
 * (after (a) the run is ending anyway). On a JVM where {@code Thread.stop} is no longer supported
 * nothing happens (the CLI's hard deadline remains).
 */
final class StuckCallGuard {
  static final long GRACE_MS = 1000;

  private static final ScheduledExecutorService WATCHDOG =
      Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "spindle-stuck-call-guard");
        t.setDaemon(true);
        return t;
      });

  private final Object lock = new Object();
  private Thread inside; // guarded by lock
  private long callId; // guarded by lock: the current (or last) call
  private volatile boolean spoiled;
  private final long budgetMs;
  private static final long ANY_CALL = -1;

  /** Kept here: the notifier holds its listeners only weakly. */
  private final ShutdownNotifier.ShutdownRequestListener listener;

  /** @param budgetMs the longest a single call may run, 0 for no limit */
  StuckCallGuard(ShutdownNotifier notifier, long budgetMs) {
    this.budgetMs = budgetMs;
    // after a shutdown request, whatever call is running then
    this.listener = reason -> WATCHDOG.schedule(() -> stopIfStillInside(ANY_CALL), GRACE_MS,
        TimeUnit.MILLISECONDS);
    notifier.register(listener);
  }

  /** True once a call was stopped: the solver context must not be used any more. */
  boolean spoiled() {
    return spoiled;
  }

  @SuppressWarnings({"deprecation", "removal"})
  private void stopIfStillInside(long id) {
    synchronized (lock) {
      if (inside == null || (id != ANY_CALL && callId != id)) return;
      try {
        spoiled = true;
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
    if (spoiled) throw new SolverException("solver context was stopped in an earlier call", null);
    java.util.concurrent.ScheduledFuture<?> timer = null;
    try {
      try {
        long id;
        synchronized (lock) {
          inside = Thread.currentThread();
          id = ++callId;
        }
        if (budgetMs > 0) {
          timer = WATCHDOG.schedule(() -> stopIfStillInside(id), budgetMs, TimeUnit.MILLISECONDS);
        }
        return body.call();
      } finally {
        synchronized (lock) {
          inside = null;
        }
        if (timer != null) timer.cancel(false);
      }
    } catch (ThreadDeath d) {
      synchronized (lock) {
        inside = null;
      }
      throw new SolverException("solver call stopped after " + (budgetMs > 0 ? "its budget or " : "")
          + "the time limit", d);
    }
  }
}
