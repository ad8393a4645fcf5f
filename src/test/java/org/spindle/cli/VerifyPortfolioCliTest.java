package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code verify} says when the explicit search, not IMPACT, decided (D19). */
class VerifyPortfolioCliTest {
  @Test
  void aCompleteExplicitSearchSaysSoAndWritesNoArt(@TempDir Path dir) throws Exception {
    Path dot = dir.resolve("art.dot");
    CliTest.Result r = CliTest.run("verify", "--timeout", "60", "--stats", "--dot", dot.toString(),
        "cprograms/lastzero.c");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("Proved by the explicit search"), r.out());
    assertTrue(r.out().contains("explicit search: "), r.out());
    assertTrue(r.err().contains("holds no ART"), r.err());
    assertEquals("Verdict: SAFE", r.lastLine());
  }

  @Test
  void zeroBudgetGivesAnImpactProofWithItsArt(@TempDir Path dir) throws Exception {
    Path dot = dir.resolve("art.dot");
    CliTest.Result r = CliTest.run("verify", "--timeout", "60", "--explicit-budget", "0", "--dot",
        dot.toString(), "cprograms/peterson.c");
    assertEquals(0, r.exit(), r.err());
    assertFalse(r.out().contains("Proved by the explicit search"), r.out());
    assertFalse(r.err().contains("holds no ART"), r.err());
    assertTrue(Files.readString(dot).contains("->"), "the ART has edges");
    assertEquals("Verdict: SAFE", r.lastLine());
  }
}
