package org.spindle.race;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.Replay;
import org.spindle.interp.Trace;
import org.spindle.interp.TraceExport;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * Manual check ({@code -Dracetasks=/work/shared/svcomp/tasks.csv}, optional {@code
 * -Dracetasks.seconds=20}): the explicit search and IMPACT, each alone, on the instrumented
 * version of every task. Prints one line per task; fails if a FALSE does not map back to a race
 * the oracle confirms, or if one engine says TRUE where the other found a race.
 */
class RaceSvcompCheck {
  @Test
  void run() throws Exception {
    String csv = System.getProperty("racetasks");
    Assumptions.assumeTrue(csv != null);
    int secs = Integer.getInteger("racetasks.seconds", 20);
    Path base = Path.of(csv).getParent();
    List<String> problems = new ArrayList<>();
    List<String> rows = Files.readAllLines(Path.of(csv));
    for (String line : rows.subList(1, rows.size())) {
      Path yml = base.resolve(line.split(",")[0]);
      Program p;
      Program q;
      try {
        p = ProgramLoader.load(ProgramLoader.resolve(yml, null));
        q = DataRaces.instrument(p);
      } catch (UnsupportedFeature u) {
        System.out.printf("%-60s UNSUPPORTED %s%n", base.relativize(yml), u.getMessage());
        continue;
      }
      ExploreResult e = Explorer.explore(q, ExploreOptions.DEFAULT.withMaxStates(3_000_000)
          .withTimeout(Duration.ofSeconds(secs)));
      String ev = answer(p, q, e.verdict(), e.counterexample(), e.inputsRestricted());
      ImpactResult r = Impact.verify(q, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(secs)));
      String iv = answer(p, q, r.verdict(), r.counterexample() == null ? null : r.counterexample().trace(), false);
      System.out.printf("%-60s explicit %-16s impact %-9s %s | %s%n", base.relativize(yml), ev, iv, e.reason(), r.reason());
      if (ev.equals("NOREPLAY") || iv.equals("NOREPLAY")) problems.add(yml + ": a race error did not replay");
      if ((ev.equals("TRUE") && iv.equals("FALSE")) || (iv.equals("TRUE") && ev.equals("FALSE"))) {
        problems.add(yml + ": TRUE against a replayed race");
      }
    }
    assertEquals(List.of(), problems);
  }

  private static String answer(Program p, Program q, Verdict v, Trace cex, boolean restricted) {
    if (v == Verdict.UNSAFE) {
      return DataRaces.toOriginal(p, q, TraceExport.export(q, Replay.replay(q, cex))) == null ? "NOREPLAY" : "FALSE";
    }
    if (v == Verdict.SAFE) return restricted ? "TRUE(restricted)" : "TRUE";
    return "UNKNOWN";
  }
}
