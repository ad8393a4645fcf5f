package org.spindle.impact;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Timer;
import java.util.TimerTask;
import org.sosy_lab.common.ShutdownManager;
import org.spindle.report.UnknownReason;

/**
 * Time and memory limits of one run, and progress output. The timeout also requests a shutdown
 * of the solver contexts, so a long solver call ends too; the engine then answers UNKNOWN.
 * Shared by IMPACT and iterative model checking (imc), which tags its progress lines "[imc]".
 */
public final class Limits {
  private final Duration timeout;
  private final double memoryFraction;
  private final PrintStream progress;
  private final String tag;
  private final ShutdownManager shutdown;
  private Timer timer;
  private long start;
  private long lastProgress;
  private long peakHeap;
  private long checks;
  private volatile String stopReason;
  private volatile UnknownReason stopKind;
  private boolean finished; // guarded by this: no solver interrupt once the run has ended

  Limits(ImpactOptions opt, ShutdownManager shutdown) {
    this(opt.timeout(), opt.memoryFraction(), opt.progress(), "verify", shutdown);
  }

  /**
   * @param timeout null or zero: none
   * @param progress where progress lines go (null: nowhere), prefixed by {@code [tag]}
   */
  public Limits(Duration timeout, double memoryFraction, PrintStream progress, String tag,
      ShutdownManager shutdown) {
    this.timeout = timeout;
    this.memoryFraction = memoryFraction;
    this.progress = progress;
    this.tag = tag;
    this.shutdown = shutdown;
  }

  public void start() {
    start = System.nanoTime();
    lastProgress = start;
    if (timeout != null && !timeout.isZero()) {
      timer = new Timer("spindle-timeout", true);
      timer.schedule(new TimerTask() {
        @Override
        public void run() {
          // Synchronized with stop(): interrupting a Z3 context that is being closed crashes
          // the JVM natively, so the timeout may only fire while the run is still going.
          synchronized (Limits.this) {
            if (finished) return;
            stopKind = UnknownReason.TIMEOUT;
            stopReason = "timeout";
            shutdown.requestShutdown("timeout");
          }
        }
      }, Math.max(1, timeout.toMillis()));
    }
  }

  /** Stops the run from another thread, unless it has finished (see {@link StopHandle}). */
  public synchronized void requestStop(String reason) {
    if (finished || stopReason != null) return;
    stopKind = UnknownReason.STOPPED;
    stopReason = reason;
    shutdown.requestShutdown(reason);
  }

  /** Ends the run; must be called before the solver contexts are closed. */
  public synchronized void stop() {
    finished = true;
    if (timer != null) timer.cancel();
    sampleHeap();
  }

  /** Checks limits (memory every few calls) and prints progress; true if the run must stop. */
  public boolean exceeded(int nodes, int refinements) {
    if (stopReason != null) return true;
    if ((++checks & 63) == 0) {
      Runtime rt = Runtime.getRuntime();
      long used = sampleHeap();
      if (used > memoryFraction * rt.maxMemory()) {
        System.gc();
        used = rt.totalMemory() - rt.freeMemory();
        if (used > memoryFraction * rt.maxMemory()) {
          stopKind = UnknownReason.OUT_OF_MEMORY;
          stopReason = "memory limit";
          return true;
        }
      }
      long now = System.nanoTime();
      if (progress != null && now - lastProgress > 1_000_000_000L) {
        lastProgress = now;
        progress.printf("[%s] %.1f s: %d nodes, %d refinements%n", tag, (now - start) / 1e9,
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

  public String stopReason() {
    return stopReason;
  }

  /** Why the run was stopped (null: it was not); set before {@link #stopReason}. */
  public UnknownReason stopKind() {
    return stopKind;
  }

  /** The stop as an UNKNOWN reason, or null if the run was not stopped. */
  public Unknown stopped() {
    String r = stopReason;
    return r == null ? null : new Unknown(stopKind, r);
  }

  public double elapsedSeconds() {
    return (System.nanoTime() - start) / 1e9;
  }

  public long peakHeap() {
    return peakHeap;
  }
}
