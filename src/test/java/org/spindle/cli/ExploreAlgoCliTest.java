package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code explore --algo}: every DPOR engine answers; an unknown name is a one-line usage error (exit 2). */
class ExploreAlgoCliTest {
  @ParameterizedTest
  @ValueSource(strings = {"sdpor", "epor", "epor-sh"})
  void everyEngineGivesTheVerdict(String algo) {
    CliTest.Result r = CliTest.run("explore", "--algo", algo, "cprograms/readers_writers.c");
    assertEquals(0, r.exit(), r.err());
    assertEquals("Verdict: SAFE", r.lastLine());
    r = CliTest.run("explore", "--algo", algo, "cprograms/lost_update_2.c");
    assertEquals("Verdict: UNSAFE", r.lastLine());
  }

  @ParameterizedTest
  @ValueSource(strings = {"nope", "EPOR", "epor_sh", ""})
  void unknownAlgorithmIsAOneLineUsageError(String algo) {
    CliTest.Result r = CliTest.run("explore", "--algo", algo, "cprograms/readers_writers.c");
    assertEquals(2, r.exit(), r.err());
    // one error line, then the hint every usage error gets (Main's picocli handler)
    java.util.List<String> lines = r.err().strip().lines().toList();
    assertEquals(2, lines.size(), r.err());
    assertTrue(lines.get(0).startsWith("spindle: --algo: unknown algorithm"), r.err());
    assertTrue(lines.get(0).contains("sdpor, epor, epor-sh"), r.err());
    assertEquals("Try 'spindle explore --help' for more information.", lines.get(1));
    assertFalse(r.err().contains("Exception"), r.err());
  }
}
