package org.spindle.frontend.lower;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.CFrontend;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;

/**
 * Manual check (slow, run with -Dexplore=true): explores each lowered SV-COMP task with the
 * explicit engine and compares with the expected verdict. A mismatch on a definite verdict is a
 * lowering (or engine) bug.
 */
class SvcompExploreCheck {
  @Test
  void exploreTasks() throws Exception {
    Assumptions.assumeTrue(System.getProperty("explore") != null);
    Path root = Path.of("../shared/svcomp");
    List<String> lines = Files.readAllLines(root.resolve("tasks.csv"));
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",");
      if (!f[1].contains(System.getProperty("explore"))) continue;
      Program p;
      try {
        p = Lowering.lower(CFrontend.parseFile(root.resolve(f[1]), DataModel.ILP32), DataModel.ILP32);
      } catch (UnsupportedFeature u) {
        continue;
      }
      ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT.withInputs(0, 1)
          .withMaxStates(300_000).withTimeout(Duration.ofSeconds(8)));
      boolean expectSafe = f[2].equals("true");
      String mark = r.verdict() == Verdict.UNKNOWN ? "?" :
          ((r.verdict() == Verdict.SAFE) == expectSafe ? "ok" : (r.verdict() == Verdict.SAFE && !expectSafe ? "ok?" : "MISMATCH"));
      System.out.printf("%-8s %-55s expected=%s got=%s %s states=%d%n", mark, f[1], f[2], r.verdict(), r.reason(), r.states());
    }
  }
}
