package org.spindle.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Path;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.TraceExport;
import org.spindle.program.Program;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Property;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/** Programs of cprograms/, their replayed counterexamples and witness tasks. */
final class Fixtures {
  private Fixtures() {}

  static Path cprogram(String name) {
    return Path.of("cprograms", name);
  }

  static Program load(Path file) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(file, null));
  }

  static WitnessTask task(Path file, Program p) throws Exception {
    return WitnessTask.of(file, Property.UNREACH_CALL,
        WitnessTask.specificationOf(Property.UNREACH_CALL), p.dataModel());
  }

  /** The explorer's counterexample of an UNSAFE program, replayed and exported. */
  static ExecutionTrace counterexample(Program p) {
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertNotNull(r.counterexample());
    RunResult run = Replay.replay(p, r.counterexample());
    assertEquals(Outcome.Kind.ERROR, run.outcome().kind(), run.outcome().toString());
    return TraceExport.export(p, run);
  }
}
