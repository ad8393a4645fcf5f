package org.spindle.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * The dead-variable reduction (D54) against the search without it, on the thesis' producer /
 * consumer programs (Table 4.1) and mutants of them: equal verdicts, replayed counterexamples,
 * fewer states. (The random programs of {@code DifferentialTest} compare it with a plain BFS.)
 */
class DeadRegistersTest {
  private static final ExploreOptions OPT =
      ExploreOptions.DEFAULT.withMaxStates(3_000_000).withTimeout(Duration.ofSeconds(60));

  private static Program load(Path f) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(f, null));
  }

  @Test
  void prodConsTable41RowsAreSafeWithFewerStates() throws Exception {
    for (String name : new String[] {"prodcons_1p1c_5b.c", "prodcons_2p2c_5b.c"}) {
      Program p = load(Path.of("cprograms/thesis", name));
      ExploreResult plain = Explorer.explore(p, OPT.withDeadRegisters(false).withSymmetry(false));
      ExploreResult dead = Explorer.explore(p, OPT.withSymmetry(false));
      assertEquals(Verdict.SAFE, plain.verdict(), name + ": " + plain);
      assertEquals(Verdict.SAFE, dead.verdict(), name + ": " + dead);
      assertTrue(dead.states() < plain.states(), name + ": " + dead.states() + " vs " + plain.states());
    }
    // beyond the search without the reductions (3,000,000 states: not done); IMPARA-C took 9m44s on
    // 4p4c 5b and timed out after 72 h on 4p4c 1000b
    for (String name : new String[] {"prodcons_4p4c_5b.c", "prodcons_1p1c_1000b.c", "prodcons_4p4c_1000b.c"}) {
      ExploreResult r = Explorer.explore(load(Path.of("cprograms/thesis", name)), OPT);
      assertEquals(Verdict.SAFE, r.verdict(), name + ": " + r);
    }
  }

  @Test
  void mutantsStayUnsafeWithReplayedTraces(@TempDir Path dir) throws Exception {
    String src = Files.readString(Path.of("cprograms/thesis/prodcons_2p2c_5b.c"));
    // producers that ignore a full buffer; consumers that ignore an empty one
    String[] mutants = {src.replace("if (c != 5) {", "if (1) {"), src.replace("if (c > 0) {", "if (1) {")};
    for (int i = 0; i < mutants.length; i++) {
      assertTrue(!mutants[i].equals(src));
      Path f = dir.resolve("mutant" + i + ".c");
      Files.writeString(f, mutants[i]);
      Program p = load(f);
      for (ExploreOptions o : new ExploreOptions[] {OPT, OPT.withDeadRegisters(false).withSymmetry(false)}) {
        ExploreResult r = Explorer.explore(p, o);
        assertEquals(Verdict.UNSAFE, r.verdict(), "mutant " + i + ": " + r);
        assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind());
      }
    }
  }
}
