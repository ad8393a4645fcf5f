package org.spindle.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.explicit.InputSource;
import org.spindle.explicit.RunResult;
import org.spindle.explicit.Runner;
import org.spindle.explicit.Scheduler;
import org.spindle.program.Program;
import org.spindle.race.RaceOracle;

/**
 * No-data-race witnesses: a run to a state where t1_func and t2_func are both about to write x is
 * confirmed, with the race named; witnesses that lead elsewhere, name accesses that do not race,
 * or are for a program whose writes are locked are rejected.
 */
class RaceValidationTest {
  private static final Path RACE = Path.of("src/test/resources/validate/race.c");
  private static final Path LOCKED = Path.of("src/test/resources/validate/race_locked.c");
  private static final Path YAML = Path.of("src/test/resources/validate/race.witness-2.2.yml");

  @TempDir Path dir;

  /** main creates both threads, then t2_func reads y: both threads are about to write x. */
  private static List<Witnesses.Step> raceSteps(Path program) throws Exception {
    Program p = Witnesses.load(program, null);
    RunResult run = Runner.run(p, Scheduler.explicit(List.of(0, 0, 2)), InputSource.list(List.of()), 3);
    assertEquals(3, run.events().size());
    return Witnesses.steps(p, run);
  }

  private ValidationResult validate(Path program, List<Witnesses.Step> steps) throws Exception {
    Path w = Witnesses.write(dir, "race.graphml", Witnesses.graphml(steps, true, Witnesses.RACE));
    return GraphmlValidationTest.validate(program, w, Witnesses.RACE);
  }

  @Test
  void graphmlRaceWitnessIsConfirmedWithTheRace() throws Exception {
    ValidationResult r = validate(RACE, raceSteps(RACE));
    var c = assertInstanceOf(ValidationResult.Confirmed.class, r, r.toString());
    assertEquals("strict replay", c.method());
    assertEquals(3, c.run().events().size());
    RaceOracle.Race race = c.race();
    assertEquals("x", race.first().location());
    assertTrue(race.first().write() && race.second().write());
    assertEquals(List.of(1, 2), List.of(race.first().thread(), race.second().thread()));
  }

  @Test
  void mutatedGraphmlRaceWitnessesAreRejected() throws Exception {
    List<Witnesses.Step> steps = raceSteps(RACE);
    assertEquals("2", steps.get(2).thread());
    // thread 1 never executes t2_func's line 15
    assertInstanceOf(ValidationResult.Rejected.class, validate(RACE, Witnesses.change(steps, 2, s -> s.withThread("1"))));
    // nor does thread 2 ever execute line 10
    assertInstanceOf(ValidationResult.Rejected.class, validate(RACE, Witnesses.change(steps, 2, s -> s.withLine(10))));
  }

  @Test
  void lockedProgramHasNoRaceToConfirm() throws Exception {
    ValidationResult r = validate(LOCKED, raceSteps(LOCKED));
    var rej = assertInstanceOf(ValidationResult.Rejected.class, r, r.toString());
    assertTrue(rej.reason().startsWith("the program follows the witness to a violation node but no data race"),
        rej.reason());
  }

  @Test
  void yamlRaceWitnessIsConfirmedBetweenItsTargets() throws Exception {
    ValidationResult r = GraphmlValidationTest.validate(RACE, YAML, Witnesses.RACE);
    var c = assertInstanceOf(ValidationResult.Confirmed.class, r, r.toString());
    assertEquals("x", c.race().first().location());
    assertEquals(10, c.race().first().edge().pos().line());
    assertEquals(16, c.race().second().edge().pos().line());
  }

  @Test
  void yamlRaceTargetsThatDoNotRaceAreRejected() throws Exception {
    String text = Files.readString(YAML);
    // t2_func's line 15 reads only its own local and y, which nobody writes
    String notRacing = text.replace("line: 16", "line: 15");
    // thread 1 never executes line 16
    String wrongThread = text.replace("thread_id: 2\n            location: {file_name: \"race.c\", line: 16",
        "thread_id: 1\n            location: {file_name: \"race.c\", line: 16");
    for (String m : List.of(notRacing, wrongThread)) {
      assertNotEquals(text, m);
      Path w = Witnesses.write(dir, "m.yml", m);
      var rej = assertInstanceOf(ValidationResult.Rejected.class, GraphmlValidationTest.validate(RACE, w, Witnesses.RACE));
      assertTrue(rej.reason().contains("no data race between"), rej.reason());
    }
  }

  @Test
  void raceWitnessForUnreachCallIsRejected() throws Exception {
    var rej = assertInstanceOf(ValidationResult.Rejected.class, GraphmlValidationTest.validate(RACE, YAML, Witnesses.UNREACH));
    assertTrue(rej.reason().contains("the witness is for no-data-race"), rej.reason());
  }
}
