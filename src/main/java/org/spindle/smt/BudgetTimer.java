package org.spindle.smt;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/** One daemon thread for the alarms that end solver checks which overrun their budget. */
final class BudgetTimer {
  private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "spindle-budget-timer");
    t.setDaemon(true);
    return t;
  });

  private BudgetTimer() {}

  static ScheduledFuture<?> schedule(Runnable alarm, long delayMs) {
    return TIMER.schedule(alarm, delayMs, TimeUnit.MILLISECONDS);
  }
}
