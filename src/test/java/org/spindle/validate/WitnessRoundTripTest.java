package org.spindle.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.interp.Outcome;
import org.spindle.interp.Trace;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.program.DataModel;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Verdict;
import org.spindle.svcomp.SvcompCheck;
import org.spindle.svcomp.SvcompTask;
import org.spindle.svcomp.SvcompWitnesses;
import org.spindle.task.PropertyFile;
import org.spindle.verify.Deepening;
import org.spindle.witness.WitnessFiles;

/**
 * Writer against validator: for every UNSAFE program of cprograms/ (unreach-call) and every racy
 * one of cprograms/races/ (no-data-race), {@code spindle svcomp}'s pipeline ({@link SvcompCheck}:
 * the portfolio, for races on the instrumented program with the counterexample mapped back and
 * confirmed by the race oracle) answers FALSE, {@link SvcompWitnesses} writes the GraphML and the
 * YAML violation witness of the replayed counterexample, and the validator confirms both; the
 * GraphML one by the strict replay, with the counterexample's very run.
 */
class WitnessRoundTripTest {
  @TempDir Path dir;

  static Stream<String> unsafePrograms() throws IOException {
    return expecting(Path.of("cprograms"), "// expect: UNSAFE");
  }

  static Stream<String> racyPrograms() throws IOException {
    return expecting(Path.of("cprograms/races"), "// expect: FALSE");
  }

  private static Stream<String> expecting(Path folder, String header) throws IOException {
    try (Stream<Path> files = Files.list(folder)) {
      List<String> out = files.filter(f -> f.toString().endsWith(".c")).filter(f -> header(f, header))
          .map(Path::toString).sorted().toList();
      assertFalse(out.isEmpty(), "no program in " + folder + " with " + header);
      return out.stream();
    }
  }

  private static boolean header(Path f, String header) {
    try (Stream<String> lines = Files.lines(f)) {
      return lines.limit(5).anyMatch(l -> l.strip().equals(header));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("unsafePrograms")
  void unreachCallWitnessesAreConfirmed(String file) throws Exception {
    roundTrip(Path.of(file), Witnesses.UNREACH);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("racyPrograms")
  void dataRaceWitnessesAreConfirmed(String file) throws Exception {
    roundTrip(Path.of(file), Witnesses.RACE);
  }

  /**
   * A long YAML sequence (about 360 segments) whose main spins on a shared condition, one waypoint
   * per spin, while the pusher's unnamed steps may fall between any two of them: the full product
   * search reaches its limit on it; the bounded-drift pass follows it (D35).
   */
  @org.junit.jupiter.api.Test
  void spinningWitnessOfDivinefifoIsConfirmedByTheBoundedDriftPass() throws Exception {
    Path program = Path.of("../shared/svcomp/pthread-divine/divinefifo-bug_1w1r.i");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(program), "SV-COMP sample not present");
    roundTrip(program, Witnesses.UNREACH);
    ValidationResult r = GraphmlValidationTest.validate(program, dir.resolve(WitnessFiles.YAML), Witnesses.UNREACH);
    assertEquals("bounded-drift search", assertInstanceOf(ValidationResult.Confirmed.class, r).method());
  }

  private void roundTrip(Path program, String spec) throws Exception {
    PropertyFile prp = PropertyFile.parse(Path.of("property.prp"), spec);
    SvcompTask task = new SvcompTask(program, Optional.empty(), prp, DataModel.LP64);
    // deepening the thread bound as svcomp does (D52): some programs need more threads than 3.
    // SV-COMP's own limit is far larger; 60 s gives the explicit side a 10 s budget (a 5 s budget
    // left param_atomic_bound_unsafe.c's 3.5 s search at bound 3 too little margin on a busy CI)
    SvcompCheck.Outcome o = SvcompCheck.check(task, LowerOptions.DEFAULT, SvcompCheck.options(Duration.ofSeconds(60)),
        Deepening.DEFAULT_MAX_BOUND);
    assertEquals(Verdict.UNSAFE, o.result().verdict(), o.result().detail());
    ExecutionTrace cex = o.result().counterexample();
    boolean race = spec.equals(Witnesses.RACE);
    assertEquals(race ? ExecutionTrace.End.Kind.DATA_RACE : ExecutionTrace.End.Kind.ERROR, cex.end().kind());

    WitnessFiles.Written written = SvcompWitnesses.write(task, o, dir, Duration.ZERO);
    assertEquals(List.of(), written.skipped());
    assertEquals(List.of(dir.resolve(WitnessFiles.GRAPHML), dir.resolve(WitnessFiles.YAML)), written.files());

    // a counterexample found at a larger thread bound (D52) is a run of the program at that bound
    int bound = Math.max(LowerOptions.DEFAULT_THREAD_BOUND, (int) o.result().statistics().count("threadBound"));
    var graphml = confirmed(program, dir.resolve(WitnessFiles.GRAPHML), spec, race, bound);
    // a floating input's value is not stated (D53): the validator has to find it, not replay it
    boolean floatInput = cex.steps().stream().flatMap(s -> s.inputs().stream())
        .anyMatch(i -> "float".equals(i.type()) || "double".equals(i.type()));
    if (!floatInput) {
      assertEquals("strict replay", graphml.method());
      assertEquals(Trace.parse(cex.replayable()), graphml.run().trace());
    }
    // the validator's own choice of bound (from the threads the witness names) confirms both too
    confirmed(program, dir.resolve(WitnessFiles.GRAPHML), spec, race, LowerOptions.DEFAULT_THREAD_BOUND);
    confirmed(program, dir.resolve(WitnessFiles.YAML), spec, race, LowerOptions.DEFAULT_THREAD_BOUND);
  }

  private static ValidationResult.Confirmed confirmed(Path program, Path witness, String spec, boolean race,
      int threadBound) throws Exception {
    ValidationResult r = GraphmlValidationTest.validate(program, witness, spec, threadBound);
    var c = assertInstanceOf(ValidationResult.Confirmed.class, r, witness.getFileName() + ": " + r);
    if (race) {
      assertNotNull(c.race());
      assertTrue(c.race().first().write() || c.race().second().write());
    } else {
      assertNull(c.race());
      assertEquals(Outcome.Kind.ERROR, c.run().outcome().kind());
    }
    return c;
  }
}
