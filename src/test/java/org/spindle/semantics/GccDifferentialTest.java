package org.spindle.semantics;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.program.DataModel;

/**
 * Random UB-free C programs run by gcc (natively, LP64) and by Spindle's interpreter must leave
 * every global cell with the same value. ILP32 runs avoid {@code long}, {@code sizeof} and
 * pointer-size-dependent types, so the LP64 gcc is a valid oracle for them. Skipped without gcc.
 */
class GccDifferentialTest {
  @Test
  void lp64ProgramsAgreeWithGcc(@TempDir Path dir) throws Exception {
    run(dir, DataModel.LP64, 0, 90);
  }

  @Test
  void ilp32ProgramsAgreeWithGcc(@TempDir Path dir) throws Exception {
    run(dir, DataModel.ILP32, 10_000, 40);
  }

  private static void run(Path dir, DataModel dm, long first, int count) throws Exception {
    assumeTrue(Oracle.gccAvailable(), "gcc not available");
    Oracle o = new Oracle(Files.createDirectories(dir));
    Map<Oracle.Kind, Integer> stats = new EnumMap<>(Oracle.Kind.class);
    for (long seed = first; seed < first + count; seed++) {
      GenProgram g = ProgramGen.generate(seed, dm);
      Oracle.Result r = o.check(g);
      stats.merge(r.kind(), 1, Integer::sum);
      if (r.kind() == Oracle.Kind.DIFFERENT || r.kind() == Oracle.Kind.SPINDLE_FAILED) {
        o.minimise(g, r);
        fail("seed " + seed + " (" + dm + "): " + r.kind() + ": " + r.detail() + "\nminimised: " + o.check(g).detail()
            + "\n" + g.spindleSource());
      }
    }
    // programs gcc rejects (UBSan found undefined behaviour the generator missed, or gcc crashed) must stay rare
    int same = stats.getOrDefault(Oracle.Kind.SAME, 0);
    assertTrue(same >= count * 9 / 10, "too few compared programs: " + stats);
  }
}
