package org.spindle.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchConfigTest {
  @Test
  void engineArgsAreSplitLikeAShell() {
    assertEquals(List.of(), BenchConfig.splitArgs("  "));
    assertEquals(List.of("--nondet-range", "-1..1", "--max-states", "10"),
        BenchConfig.splitArgs(" --nondet-range -1..1  --max-states 10"));
    assertEquals(List.of("--x", "a b", ""), BenchConfig.splitArgs("--x 'a b' \"\""));
    assertThrows(IllegalArgumentException.class, () -> BenchConfig.splitArgs("--x 'a"));
  }

  @Test
  void childCommandRunsTheEngineInItsOwnJvm() {
    BenchConfig c = BenchConfig.of("explore", 7, 2, List.of("--deadlock"));
    List<String> cmd = c.command(Path.of("p.c"));
    assertTrue(cmd.get(0).endsWith("java"), cmd.toString());
    assertEquals(List.of("-Xss64m", "-Xmx" + c.heapMegabytes() + "m", "-cp"), cmd.subList(1, 4));
    assertEquals(List.of("org.spindle.cli.Main", "explore", "--json", "--timeout", "7", "--deadlock", "p.c"),
        cmd.subList(5, cmd.size()));
    assertEquals(12.0, c.hardLimitSeconds());
    assertTrue(c.heapMegabytes() >= 256 && c.heapMegabytes() <= 8192);
  }

  @Test
  void badSettingsAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> BenchConfig.of("explore; rm", 7, 1, List.of()));
    assertThrows(IllegalArgumentException.class, () -> BenchConfig.of("explore", 0, 1, List.of()));
    assertThrows(IllegalArgumentException.class, () -> BenchConfig.of("explore", 5, 0, List.of()));
  }

  @Test
  void taskNamesAreRelativeToTheCommonDirectory() {
    assertEquals(List.of("a/x.yml", "b/y.yml"),
        TaskNames.relative(List.of(Path.of("/s/v/a/x.yml"), Path.of("/s/v/b/y.yml"))));
    assertEquals(List.of("x.c"), TaskNames.relative(List.of(Path.of("/s/v/x.c"))));
  }
}
