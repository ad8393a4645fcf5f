package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code explore --algo}: the DPOR engines from the command line, their figures, bad input. */
class ExploreAlgoCliTest {
  @Test
  void dporEnginesProveReadersWritersWithFourExecutions() {
    for (String algo : new String[] {"sdpor", "odpor"}) {
      CliTest.Result r = CliTest.run("explore", "--algo", algo, "cprograms/readers_writers.c");
      assertEquals(0, r.exit(), r.err());
      assertEquals("Verdict: SAFE", r.lastLine(), r.out());
      assertTrue(r.out().contains("executions 4 complete + 0 blocked"), r.out());
    }
  }

  @Test
  void jsonHasTheExecutionCounters() {
    CliTest.Result r = CliTest.run("explore", "--algo", "odpor", "--json", "cprograms/branching.c");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("\"executions.complete\":28"), r.out());
    assertTrue(r.out().contains("\"executions.blocked\":0"), r.out());
    assertTrue(r.out().contains("\"decidedBy\":\"DPOR\""), r.out());
  }

  @Test
  void unknownAlgorithmIsBadInput() {
    CliTest.Result r = CliTest.run("explore", "--algo", "magic", "cprograms/readers_writers.c");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("--algo: unknown algorithm 'magic'"), r.err());
    // one error line (then the usual pointer to --help), no stack trace
    assertTrue(r.err().strip().lines().allMatch(l -> l.startsWith("spindle: ") || l.startsWith("Try ")), r.err());
  }

  @Test
  void nonPositiveEventBoundIsBadInput() {
    CliTest.Result r = CliTest.run("explore", "--algo", "sdpor", "--max-events", "0", "cprograms/readers_writers.c");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("--max-events must be at least 1"), r.err());
  }
}
