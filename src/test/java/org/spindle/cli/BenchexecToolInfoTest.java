package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Runs the Python tests of the BenchExec tool-info module (contrib/benchexec/test_spindle.py:
 * command lines and the mapping of verdict lines to BenchExec results). Skipped where there is
 * no python3.
 */
class BenchexecToolInfoTest {
  @Test
  void toolInfoModuleTestsPass() throws Exception {
    Process p;
    try {
      p = new ProcessBuilder("python3", "contrib/benchexec/test_spindle.py")
          .directory(new File(".")).redirectErrorStream(true).start();
    } catch (java.io.IOException e) {
      assumeTrue(false, "no python3: " + e.getMessage());
      return;
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assumeTrue(p.waitFor(60, TimeUnit.SECONDS), "python3 did not finish");
    assertEquals(0, p.exitValue(), out);
  }
}
