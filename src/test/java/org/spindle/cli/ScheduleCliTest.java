package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** imc --out writes schedules; schedule show prints them; run --schedule enforces them. */
class ScheduleCliTest {
  @Test
  void imcScheduleShowAndEnforcedRuns(@TempDir Path dir) throws Exception {
    String file = "cprograms/prodcons_fig42.c";
    CliTest.Result imc = CliTest.run("imc", file, "--max-ivrs", "1", "--timeout", "40", "--out", dir.toString());
    assertEquals(0, imc.exit(), imc.err());
    assertTrue(imc.out().contains("IVR 1: safe"), imc.out());
    Path json = dir.resolve("schedule-1.json");
    assertTrue(Files.exists(json) && Files.exists(dir.resolve("schedule-1.dot")));

    CliTest.Result show = CliTest.run("schedule", "show", json.toString());
    assertEquals(0, show.exit(), show.err());
    assertTrue(show.out().contains("section S0: T0"), show.out());

    CliTest.Result run = CliTest.run("run", file, "--schedule", json.toString(), "--runs", "5", "--steps", "300");
    assertEquals(0, run.exit(), run.err());
    assertTrue(run.out().contains("Schedule valid"), run.out());

    CliTest.Result free = CliTest.run("run", file, "--runs", "5", "--steps", "300");
    assertTrue(free.out().contains("Error reached in 5 of 5 runs"), free.out());

    CliTest.Result bad = CliTest.run("schedule", "show", dir.resolve("ivr-1.json").toString());
    assertEquals(2, bad.exit(), "an IVR file is not a schedule");
  }
}
