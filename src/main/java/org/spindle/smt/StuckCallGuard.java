package org.spindle.smt;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.sosy_lab.common.ShutdownNotifier;

/**
 * Ends a solver call that runs too long. SMTInterpol checks the shutdown request while solving but
 * not while it computes interpolants from a proof, which was seen to take minutes (in {@code
 * Interpolator.colorSymbols}) on one path of indexer.c while the hundreds before it took 50 ms
 * each. Guarded calls therefore run on a worker thread of their own; the caller waits and gives
 * up when the call is still running (a) {@link #GRACE_MS} after a shutdown request (time limit)
 * or (b) after its own budget (docs/decisions.md D18, D20). The worker is then stopped ({@link
 * Thread#stop}; pure Java code of the solver) and the caller gets a {@link SolverException} at
 * once. Stopping only the worker keeps the asynchronous ThreadDeath away from the engine's thread
 * (it may land late, e.g. in the next native call). The guard is then {@link #spoiled()}: the
 * solver context may be inconsistent and must be replaced. On a JVM where {@code Thread.stop} is
 * no longer supported the worker is only abandoned (the CLI's hard deadline remains).
 */
final class StuckCallGuard {
  static final long GRACE_MS = 1000;
  /** Solvers recurse over deep terms: the worker gets the stack the launcher gives main. */
  private static final long WORKER_STACK = 64L << 20;
  private static final long POLL_MS = 50;

  private final long budgetMs;
  private volatile boolean spoiled;
  private volatile long shutdownAt; // System.nanoTime() of the request, 0 if none
  private ExecutorService worker;
  private Thread workerThread;

  /** Kept here: the notifier holds its listeners only weakly. */
  private final ShutdownNotifier.ShutdownRequestListener listener;

  /** @param budgetMs the longest a single call may run, 0 for no limit */
  StuckCallGuard(ShutdownNotifier notifier, long budgetMs) {
    this.budgetMs = budgetMs;
    this.listener = reason -> shutdownAt = System.nanoTime();
    notifier.register(listener);
  }

  /** True once a call was stopped: the solver context must not be used any more. */
  boolean spoiled() {
    return spoiled;
  }

  /** A solver call: may throw what java-smt's calls throw. */
  interface SolverCall<T> {
    T call() throws org.sosy_lab.java_smt.api.SolverException, InterruptedException;
  }

  <T> T call(SolverCall<T> body) throws org.sosy_lab.java_smt.api.SolverException, InterruptedException {
    if (spoiled) throw new SolverException("solver context was stopped in an earlier call", null);
    Future<T> f = worker().submit(body::call);
    long start = System.nanoTime();
    while (true) {
      try {
        return f.get(POLL_MS, TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        String why = overdue(start);
        if (why != null) {
          stopWorker();
          throw new SolverException("solver call stopped after " + why, e);
        }
      } catch (ExecutionException e) {
        Throwable c = e.getCause();
        if (c instanceof org.sosy_lab.java_smt.api.SolverException s) throw s;
        if (c instanceof InterruptedException i) throw i;
        if (c instanceof RuntimeException r) throw r;
        if (c instanceof Error err) throw err;
        throw new SolverException("solver call failed: " + c, c);
      } catch (InterruptedException e) {
        stopWorker();
        throw e;
      }
    }
  }

  /** Why the running call must end now, or null. */
  private String overdue(long start) {
    long now = System.nanoTime();
    long req = shutdownAt;
    if (req != 0 && now - req >= TimeUnit.MILLISECONDS.toNanos(GRACE_MS)) return "the time limit";
    if (budgetMs > 0 && now - start >= TimeUnit.MILLISECONDS.toNanos(budgetMs)) {
      return "its budget of " + budgetMs + " ms";
    }
    return null;
  }

  private ExecutorService worker() {
    if (worker == null) {
      worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(null, r, "spindle-solver-call", WORKER_STACK);
        t.setDaemon(true);
        workerThread = t;
        return t;
      });
    }
    return worker;
  }

  /** Ends the idle worker thread (the solver context is being closed). */
  void close() {
    if (worker != null) worker.shutdown();
  }

  @SuppressWarnings({"deprecation", "removal"})
  private void stopWorker() {
    spoiled = true;
    worker.shutdownNow();
    try {
      workerThread.stop();
    } catch (UnsupportedOperationException | SecurityException e) {
      // JDK 20+: the worker is abandoned (a daemon); the CLI's hard deadline remains
    }
  }
}
