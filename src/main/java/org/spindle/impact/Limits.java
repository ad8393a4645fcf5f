package org.spindle.impact;

import java.util.Timer;
import java.util.TimerTask;
import org.sosy_lab.common.ShutdownManager;

/**
 * Time and memory limits of one run, and progress output. The timeout also requests a shutdown
 * of the solver contexts, so a long solver call ends too; the engine then answers UNKNOWN.
 */
final class Limits {
  private final ImpactOptions opt;
  private final ShutdownManager shutdown;
  private Timer timer;
  private long start;
  private long lastProgress;
  private long peakHeap;
  private long checks;
  private volatile String stopReason;
  private boolean finished; // guarded by this: no solver interrupt once the run has ended

  Limits(ImpactOptions opt, ShutdownManager shutdown) {
    this.opt = opt;
    this.shutdown = shutdown;
  }

  void start() {
    start = System.nanoTime();
    lastProgress = start;
    if (opt.timeout() != null && !opt.timeout().isZero()) {
      timer = new Timer("spindle-timeout", true);
      timer.schedule(new TimerTask() {
        @Override
        public void run() {
          // Synchronized with stop(): interrupting a Z3 context that is being closed crashes
          // the JVM natively, so the timeout may only fire while the run is still going.
          synchronized (Limits.this) {
            if (finished) return;
            stopReason = "timeout";
            shutdown.requestShutdown("timeout");
          }
        }
      }, Math.max(1, opt.timeout().toMillis()));
    }
  }

  /** Ends the run; must be called before the solver contexts are closed. */
  synchronized void stop() {
    finished = true;
    if (timer != null) timer.cancel();
    sampleHeap();
  }

  /** Checks limits (memory every few calls) and prints progress; true if the run must stop. */
  boolean exceeded(int nodes, int refinements) {
    if (stopReason != null) return true;
    if ((++checks & 63) == 0) {
      Runtime rt = Runtime.getRuntime();
      long used = sampleHeap();
      if (used > opt.memoryFraction() * rt.maxMemory()) {
        System.gc();
        used = rt.totalMemory() - rt.freeMemory();
        if (used > opt.memoryFraction() * rt.maxMemory()) {
          stopReason = "memory limit";
          return true;
        }
      }
      long now = System.nanoTime();
      if (opt.progress() != null && now - lastProgress > 1_000_000_000L) {
        lastProgress = now;
        opt.progress().printf("[verify] %.1f s: %d nodes, %d refinements%n", (now - start) / 1e9,
            nodes, refinements);
      }
    }
    return false;
  }

  private long sampleHeap() {
    Runtime rt = Runtime.getRuntime();
    long used = rt.totalMemory() - rt.freeMemory();
    peakHeap = Math.max(peakHeap, used);
    return used;
  }

  String stopReason() {
    return stopReason;
  }

  double elapsedSeconds() {
    return (System.nanoTime() - start) / 1e9;
  }

  long peakHeap() {
    return peakHeap;
  }
}
