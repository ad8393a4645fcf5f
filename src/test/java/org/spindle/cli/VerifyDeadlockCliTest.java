package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code verify} reports deadlocks separately, and as violations under {@code --deadlock}. */
class VerifyDeadlockCliTest {
  private static final String FILE = "cprograms/double_lock.c";

  @Test
  void plainVerifyReportsTheDeadlockButStaysSafe() {
    CliTest.Result r = CliTest.run("verify", "--timeout", "60", FILE);
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("Deadlock found"), r.out());
    assertTrue(r.out().contains("deadlock: no thread can move"), r.out());
    assertEquals("Verdict: SAFE", r.lastLine());
  }

  @Test
  void deadlockOptionMakesItAViolation() {
    CliTest.Result r = CliTest.run("verify", "--timeout", "60", "--deadlock", FILE);
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("deadlock: no thread can move"), r.out());
    assertFalse(r.out().contains("Counterexample:"), r.out());
    assertEquals("Verdict: UNSAFE (deadlock)", r.lastLine());
  }

  @Test
  void jsonCarriesTheDeadlock() {
    CliTest.Result r = CliTest.run("verify", "--timeout", "60", "--deadlock", "--json", FILE);
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("\"verdict\":\"UNSAFE\""), r.out());
    assertTrue(r.out().contains("\"reason\":\"deadlock reachable"), r.out());
    assertTrue(r.out().contains("\"deadlock\":{\"steps\""), r.out());
  }

  @Test
  void deadlockFreeProgramIsSafeUnderTheOption() {
    CliTest.Result r = CliTest.run("verify", "--timeout", "60", "--deadlock", "cprograms/message_passing.c");
    assertEquals("Verdict: SAFE", r.lastLine());
    assertFalse(r.out().contains("Deadlock"), r.out());
  }
}
