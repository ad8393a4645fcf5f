package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;

/** Lowers every SV-COMP task of ../shared/svcomp/tasks.csv; only UnsupportedFeature may be thrown. */
class SvcompLoweringTest {
  private static final Path ROOT = Path.of("../shared/svcomp");

  @Test
  void lowersSvcompTasks() throws Exception {
    Path csv = ROOT.resolve("tasks.csv");
    Assumptions.assumeTrue(Files.exists(csv), "SV-COMP sample not present");
    List<String> lines = Files.readAllLines(csv);
    int ok = 0;
    int total = 0;
    List<String> table = new ArrayList<>();
    List<String> crashes = new ArrayList<>();
    List<String> invalid = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      String input = line.split(",")[1];
      Path file = ROOT.resolve(input);
      if (!Files.exists(file)) continue;
      total++;
      String row;
      try {
        TranslationUnit unit = CFrontend.parseFile(file, DataModel.ILP32);
        Program p = Lowering.lower(unit, DataModel.ILP32);
        ok++;
        List<String> problems = org.spindle.program.analysis.ProgramValidator.validate(p);
        if (!problems.isEmpty()) {
          invalid.add(input);
          System.out.println("INVALID " + input + "\n  " + String.join("\n  ", problems.subList(0, Math.min(8, problems.size()))));
        }
        long nops = p.threads().stream().flatMap(t -> t.edges().stream())
            .filter(e -> e.stmt() instanceof org.spindle.program.Stmt.Nop).count();
        row = String.format("OK    %-60s threads=%d edges=%d nops=%d objects=%d", input, p.threads().size(),
            p.edgeCount(), nops, p.objects().size());
      } catch (UnsupportedFeature u) {
        row = String.format("UNSUP %-60s %s", input, u.getMessage());
      } catch (CompileError c) {
        row = String.format("ERROR %-60s %s", input, c.getMessage());
      } catch (RuntimeException | StackOverflowError e) {
        StringBuilder sb = new StringBuilder();
        e.getStackTrace();
        int shown = 0;
        for (StackTraceElement el : e.getStackTrace()) {
          if (el.getClassName().startsWith("org.spindle") && shown++ < 6) sb.append("\n      at ").append(el);
        }
        row = String.format("CRASH %-60s %s%s", input, e, sb);
        crashes.add(input);
      }
      table.add(row);
    }
    table.forEach(System.out::println);
    // the inputs are 32-bit, but lowering them as LP64 must not crash either
    for (String line : lines.subList(1, lines.size())) {
      Path file = ROOT.resolve(line.split(",")[1]);
      if (!Files.exists(file)) continue;
      try {
        Lowering.lower(CFrontend.parseFile(file, DataModel.LP64), DataModel.LP64);
      } catch (UnsupportedFeature | CompileError expected) {
        // fine
      } catch (RuntimeException e) {
        crashes.add(file + " (LP64): " + e);
      }
    }
    System.out.printf("lowered %d of %d tasks%n", ok, total);
    if (!crashes.isEmpty()) fail("crashed on " + crashes);
    if (!invalid.isEmpty()) fail("invalid program model for " + invalid);
    // The rest are legitimately unsupported: floating point. Unbounded thread creation lowers to
    // thread pools (bound K); large uninitialised locals to a HavocObject (D7); function pointers
    // to branches over their targets (D48); VLAs and mallocs of a run-time size to one object per
    // size up to a bound (D50).
    assertTrue(ok >= 72 || total < 73, "regression: only " + ok + "/" + total + " tasks lower");
  }
}
