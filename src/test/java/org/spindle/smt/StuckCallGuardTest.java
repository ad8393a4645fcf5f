package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.sosy_lab.common.ShutdownManager;

/** A guarded call that ignores the shutdown request is stopped shortly after it. */
class StuckCallGuardTest {
  @Test
  void stuckCallEndsAfterTheShutdownRequest() {
    ShutdownManager sm = ShutdownManager.create();
    StuckCallGuard guard = new StuckCallGuard(sm.getNotifier(), 0);
    AtomicLong spins = new AtomicLong();
    Thread timer = new Thread(() -> {
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        return;
      }
      sm.requestShutdown("test");
    });
    timer.start();
    System.gc(); // the notifier keeps listeners weakly: the guard must hold its own
    long t0 = System.nanoTime();
    SolverException e = assertThrows(SolverException.class, () -> guard.<Long>call(() -> {
      while (true) spins.incrementAndGet(); // pure Java, never looks at the request
    }));
    double s = (System.nanoTime() - t0) / 1e9;
    assertTrue(s < 10, "took " + s + " s");
    assertTrue(e.getMessage().contains("time limit"), e.getMessage());
    assertTrue(guard.spoiled());
  }

  @Test
  void callsRunningIntoTheirBudgetNeverHurtTheCaller() throws Exception {
    // many calls that end right around their budget: whichever way each one ends, the caller
    // only ever sees a result or a SolverException (no late ThreadDeath in its own code)
    for (int i = 0; i < 40; i++) {
      StuckCallGuard guard = new StuckCallGuard(ShutdownManager.create().getNotifier(), 5);
      try {
        guard.call(() -> {
          long end = System.nanoTime() + 5_000_000L;
          long x = 0;
          while (System.nanoTime() < end) x++;
          return x;
        });
      } catch (SolverException expected) {
        assertTrue(guard.spoiled());
      }
      Thread.sleep(2);
    }
  }

  @Test
  void aCallOverItsBudgetIsStoppedAndSpoilsTheGuard() throws Exception {
    ShutdownManager sm = ShutdownManager.create();
    StuckCallGuard guard = new StuckCallGuard(sm.getNotifier(), 300);
    assertEquals(1, guard.call(() -> 1)); // a quick call is untouched
    Thread.sleep(500); // its cancelled budget timer must not fire later
    assertEquals(2, guard.call(() -> 2));
    AtomicLong spins = new AtomicLong();
    long t0 = System.nanoTime();
    SolverException e = assertThrows(SolverException.class, () -> guard.<Long>call(() -> {
      while (true) spins.incrementAndGet();
    }));
    double s = (System.nanoTime() - t0) / 1e9;
    assertTrue(s < 10, "took " + s + " s");
    assertTrue(e.getMessage().contains("budget"), e.getMessage());
    assertTrue(guard.spoiled());
    Thread.sleep(200); // the stop lands on the worker, never on the caller
    assertTrue(Thread.currentThread().isAlive() && !Thread.currentThread().isInterrupted());
    assertThrows(SolverException.class, () -> guard.call(() -> 3)); // the context is not reused
  }

  @Test
  void callsThatReturnAreUntouched() throws Exception {
    ShutdownManager sm = ShutdownManager.create();
    StuckCallGuard guard = new StuckCallGuard(sm.getNotifier(), 0);
    assertEquals(42, guard.call(() -> 42));
    sm.requestShutdown("test");
    assertEquals(7, guard.call(() -> 7)); // a quick call still ends normally after the request
  }
}
