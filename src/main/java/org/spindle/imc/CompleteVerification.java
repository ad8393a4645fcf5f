package org.spindle.imc;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.impact.Portfolio;
import org.spindle.impact.StopHandle;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/**
 * The complete verification ({@code verify}'s portfolio: explicit search beside IMPACT) on a second
 * thread beside the iterations (D26). Algorithm 3 says SAFE only when no iteration makes progress,
 * and on a program with a thread that may loop alone that never happens: a covering that closes a
 * cycle of that thread alone is unfair (Definition 29), so the path is unrolled without end. A
 * user still expects SAFE for a safe program; the complete verification proves it. Its UNSAFE is
 * not used: whether a safe schedule exists is what the iterations decide.
 */
final class CompleteVerification {
  /** The reason imc stops with once the program is proved safe. */
  static final String PROVED_SAFE = "every schedule is safe, proved by the complete verification";

  private final StopHandle stop = new StopHandle();
  private final AtomicReference<ImpactResult> result = new AtomicReference<>();
  private final Thread worker;

  private CompleteVerification(Program program, Duration budget, Runnable onSafe) {
    ImpactOptions opt = ImpactOptions.DEFAULT.withTimeout(budget).withStop(stop);
    worker = new Thread(() -> {
      ImpactResult r = Portfolio.verify(program, opt, Portfolio.defaultExplicitBudget(budget));
      result.set(r);
      if (r.verdict() == Verdict.SAFE) onSafe.run();
    }, "spindle-complete-verification");
    worker.setDaemon(true);
  }

  /** Starts the verification of {@code program} within {@code budget}; {@code onSafe} runs on its thread. */
  static CompleteVerification start(Program program, Duration budget, Runnable onSafe) {
    CompleteVerification c = new CompleteVerification(program, budget, onSafe);
    c.worker.start();
    return c;
  }

  /** The verification's SAFE result, or null if it did not prove the program safe (yet). */
  ImpactResult provedSafe() {
    ImpactResult r = result.get();
    return r != null && r.verdict() == Verdict.SAFE ? r : null;
  }

  /** Stops the verification if it still runs and waits a little for its solvers to close. */
  void stop() {
    stop.stop("stopped: imc ended");
    try {
      worker.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
