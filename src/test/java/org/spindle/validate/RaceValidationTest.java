package org.spindle.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.interp.InputSource;
import org.spindle.interp.RunResult;
import org.spindle.interp.Runner;
import org.spindle.interp.Scheduler;
import org.spindle.interp.TraceExport;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.race.RaceOracle;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Verdict;
import org.spindle.svcomp.SvcompCheck;
import org.spindle.svcomp.SvcompTask;
import org.spindle.task.PropertyFile;

/**
 * No-data-race witnesses (GraphML by Spindle's writer of svcomp's race, YAML by hand): a run to a
 * state where t1_func and t2_func are both about to write x is
 * confirmed, with the race named; witnesses that lead elsewhere, name accesses that do not race,
 * or are for a program whose writes are locked are rejected.
 */
class RaceValidationTest {
  private static final Path RACE = Path.of("src/test/resources/validate/race.c");
  private static final Path LOCKED = Path.of("src/test/resources/validate/race_locked.c");
  private static final Path YAML = Path.of("src/test/resources/validate/race.witness-2.2.yml");

  @TempDir Path dir;

  /** race.c's race as {@code spindle svcomp} finds it: the counterexample mapped back to the program. */
  static ExecutionTrace svcompRace(Path program) throws Exception {
    SvcompTask task = new SvcompTask(program, Optional.empty(), PropertyFile.parse(Path.of("race.prp"), Witnesses.RACE),
        DataModel.LP64);
    SvcompCheck.Outcome o = SvcompCheck.check(task, LowerOptions.DEFAULT, SvcompCheck.options(Duration.ofSeconds(60)));
    assertEquals(Verdict.UNSAFE, o.result().verdict(), o.result().detail());
    ExecutionTrace t = o.result().counterexample();
    assertEquals(ExecutionTrace.End.Kind.DATA_RACE, t.end().kind());
    return t;
  }

  private ValidationResult validate(Path program, Witnesses.Graphml w) throws Exception {
    return GraphmlValidationTest.validate(program, w.write(dir, "race.graphml"), Witnesses.RACE);
  }

  @Test
  void graphmlRaceWitnessIsConfirmedWithTheRace() throws Exception {
    ExecutionTrace t = svcompRace(RACE);
    ValidationResult r = validate(RACE, Witnesses.graphml(RACE, t, Witnesses.RACE));
    var c = assertInstanceOf(ValidationResult.Confirmed.class, r, r.toString());
    assertEquals("strict replay", c.method());
    assertEquals(t.size(), c.run().events().size());
    RaceOracle.Race race = c.race();
    assertEquals("x", race.first().location());
    assertTrue(race.first().write() && race.second().write());
    assertEquals(List.of(1, 2), List.of(race.first().thread(), race.second().thread()));
  }

  @Test
  void mutatedGraphmlRaceWitnessesAreRejected() throws Exception {
    Witnesses.Graphml w = Witnesses.graphml(RACE, svcompRace(RACE), Witnesses.RACE);
    int last = w.size() - 1;
    assertEquals(List.of("2", "15"), List.of(w.get(last, "threadId"), w.get(last, "startline")));
    // thread 1 never executes t2_func's line 15
    assertInstanceOf(ValidationResult.Rejected.class, validate(RACE, w.copy().set(last, "threadId", "1")));
    // nor does thread 2 ever execute line 10
    assertInstanceOf(ValidationResult.Rejected.class, validate(RACE, w.copy().setLine(last, 10)));
  }

  @Test
  void lockedProgramHasNoRaceToConfirm() throws Exception {
    // the run of race.c's race (main creates both threads, t2_func reads y), claimed as a race of
    // the locked program: both threads are about to lock, which is no race
    Program p = Witnesses.load(LOCKED, null);
    RunResult run = Runner.run(p, Scheduler.explicit(List.of(0, 0, 2)), InputSource.list(List.of()), 3);
    assertEquals(3, run.events().size());
    ExecutionTrace t = TraceExport.export(p, run);
    ExecutionTrace claimed = new ExecutionTrace(t.steps(), new ExecutionTrace.End(ExecutionTrace.End.Kind.DATA_RACE,
        "claimed", t.steps().get(2).pos(), 2, ImmutableList.of()), t.replayable());
    ValidationResult r = validate(LOCKED, Witnesses.graphml(LOCKED, claimed, Witnesses.RACE));
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
