package org.spindle.imc;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.StopHandle;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Verdict;
import org.spindle.smt.SmtOptions;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;

/**
 * The complete verification ({@code verify}'s portfolio: explicit search beside IMPACT) on a second
 * thread beside the iterations (D26). Algorithm 3 says SAFE only when no iteration makes progress,
 * and on a program with a thread that may loop alone that never happens: a covering that closes a
 * cycle of that thread alone is unfair (Definition 29), so the path is unrolled without end. A
 * user still expects SAFE for a safe program; the complete verification proves it. Its UNSAFE (a
 * replayed counterexample) is only mentioned in an UNKNOWN verdict: PARTIALLY SAFE and UNSAFE rest
 * on the iterations' own counterexamples, which imc shows, and on their schedules.
 */
final class CompleteVerification {
  /** The reason imc stops with once the program is proved safe. */
  static final String PROVED_SAFE = "every schedule is safe, proved by the complete verification";

  /**
   * When the verification starts without a safe IVR: a program whose first IVR takes this long
   * (an iteration over a large state space) still gets its complete verification.
   */
  static final long START_WITHOUT_IVR_MS = 3000;

  private final StopHandle stop = new StopHandle();
  private final AtomicReference<CheckResult> result = new AtomicReference<>();
  private final java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
  private volatile boolean stopped;
  private final Thread worker;

  private CompleteVerification(Program program, SmtOptions smt, long deadlineNanos, long delayMillis,
      java.util.function.Consumer<CheckResult> onVerdict) {
    worker = new Thread(() -> {
      try {
        go.await(delayMillis, java.util.concurrent.TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        return;
      }
      Duration budget = Duration.ofNanos(deadlineNanos - System.nanoTime());
      if (stopped || budget.toMillis() < 1000) return;
      ImpactOptions opt = ImpactOptions.DEFAULT.withTimeout(budget).withStop(stop).withSmt(smt);
      CheckResult r = Portfolio.check(program, VerifyOptions.DEFAULT.withImpact(opt));
      result.set(r);
      if (r.verdict() != Verdict.UNKNOWN) onVerdict.accept(r);
    }, "spindle-complete-verification");
    worker.setDaemon(true);
  }

  /**
   * Arms the verification of {@code program}, to end by {@code deadlineNanos} ({@link
   * System#nanoTime}): it starts after {@code delayMillis} or at {@link #startNow}, whichever comes
   * first; {@code onVerdict} gets a SAFE or UNSAFE result on its thread.
   */
  static CompleteVerification arm(Program program, SmtOptions smt, long deadlineNanos, long delayMillis,
      java.util.function.Consumer<CheckResult> onVerdict) {
    CompleteVerification c = new CompleteVerification(program, smt, deadlineNanos, delayMillis, onVerdict);
    c.worker.start();
    return c;
  }

  /** Starts the verification now if it waits (the first safe IVR is out). */
  void startNow() {
    go.countDown();
  }

  /** The verification's SAFE result, or null if it did not prove the program safe (yet). */
  CheckResult provedSafe() {
    CheckResult r = result.get();
    return r != null && r.verdict() == Verdict.SAFE ? r : null;
  }

  /** The verification's replayed counterexample (UNSAFE), or null. */
  CheckResult foundError() {
    CheckResult r = result.get();
    return r != null && r.verdict() == Verdict.UNSAFE && r.counterexample() != null ? r : null;
  }

  /** Stops the verification if it still runs and waits a little for its solvers to close. */
  void stop() {
    stopped = true;
    stop.stop("stopped: imc ended");
    worker.interrupt(); // if it still waits to start
    try {
      worker.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
