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
    assertThrows(SolverException.class, () -> guard.call(() -> 3)); // the context is not reused
  }

  @Test
  void callsThatReturnAreUntouched() throws Exception {
    ShutdownManager sm = ShutdownManager.create();
    StuckCallGuard guard = new StuckCallGuard(sm.getNotifier(), 0);
    assertEquals(42, guard.call(() -> 42));
    sm.requestShutdown("test");
    Thread.sleep(StuckCallGuard.GRACE_MS + 300);
    assertEquals(7, guard.call(() -> 7)); // nothing pending for a thread outside a call
  }
}
