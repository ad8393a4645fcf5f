package org.spindle.frontend.lower;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.CFrontend;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.program.analysis.ProgramValidator;

/** Manual check (-Dcprograms=dir): lowers and explores golden programs with "// expect:" headers. */
class CprogramsCheck {
  @Test
  void run() throws Exception {
    String dir = System.getProperty("cprograms");
    Assumptions.assumeTrue(dir != null);
    try (Stream<Path> files = Files.list(Path.of(dir))) {
      for (Path f : files.filter(p -> p.toString().endsWith(".c")).sorted().toList()) {
        String text = Files.readString(f);
        String expect = text.lines().filter(l -> l.startsWith("// expect:")).findFirst().orElse("?").replace("// expect:", "").trim();
        Program p;
        try {
          p = Lowering.lower(CFrontend.parseString(text, f.toString(), DataModel.LP64), DataModel.LP64);
        } catch (UnsupportedFeature u) {
          System.out.printf("UNSUP    %-32s %s%n", f.getFileName(), u.getMessage());
          continue;
        } catch (RuntimeException e) {
          System.out.printf("CRASH    %-32s %s%n", f.getFileName(), e);
          continue;
        }
        var v = ProgramValidator.validate(p);
        if (!v.isEmpty()) System.out.printf("INVALID  %-32s %s%n", f.getFileName(), v);
        ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT.withInputs(-1, 2).withMaxStates(300_000)
            .withTimeout(Duration.ofSeconds(5)));
        String got = r.verdict().toString();
        String mark = got.equals("UNKNOWN") ? "?" : (expect.startsWith(got) ? "ok" : "DIFF");
        System.out.printf("%-8s %-32s expect=%s got=%s (%s)%n", mark, f.getFileName(), expect, got, r.reason());
      }
    }
  }
}
