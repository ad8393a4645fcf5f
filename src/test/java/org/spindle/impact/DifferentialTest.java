package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.interp.Event;
import org.spindle.golden.CprogramsVerifyTest;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/**
 * verify (symbolic) against explore (explicit, inputs -2..2): on every finite cprogram and on
 * generated random programs whose inputs are confined to -2..2, the verdicts agree. Explore may
 * say SAFE only for its input range: then an UNSAFE from verify must use an input outside it.
 */
class DifferentialTest {
  static Stream<Path> finitePrograms() throws Exception {
    List<Path> r = new ArrayList<>();
    try (var s = Files.list(Path.of("cprograms"))) {
      for (Path p : s.filter(f -> f.toString().endsWith(".c")).sorted().toList()) {
        boolean finite = Files.readAllLines(p).stream().limit(5).anyMatch(l -> l.equals("// state-space: finite"));
        // Only programs verify decides within the budget (see CprogramsVerifyTest.DECIDED).
        if (finite && CprogramsVerifyTest.DECIDED.contains(p.getFileName().toString())) r.add(p);
      }
    }
    return r.stream();
  }

  static IntStream seeds() {
    return IntStream.range(0, 20);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("finitePrograms")
  void agreesWithExplorerOnCprograms(Path file) throws Exception {
    compare(Verify.file(file), file.toString());
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void agreesWithExplorerOnRandomPrograms(int seed) {
    String src = new RandomPrograms(seed).next();
    compare(Verify.c(src), src);
  }

  private static void compare(Program p, String what) {
    ExploreResult e = Explorer.explore(p, ExploreOptions.DEFAULT.withMaxStates(300_000)
        .withTimeout(Duration.ofSeconds(10)));
    ImpactResult v = Verify.run(p, PorMode.SMT, 10);
    if (v.verdict() == Verdict.UNKNOWN) return; // slow: no claim, nothing to compare
    if (e.verdict() == Verdict.UNKNOWN) return; // explore gave up: nothing to compare
    if (e.verdict() == Verdict.SAFE && e.inputsRestricted() && v.verdict() == Verdict.UNSAFE) {
      boolean outside = v.counterexample().events().stream().map(Event::inputs).flatMap(List::stream)
          .anyMatch(x -> x < -2 || x > 2);
      assertTrue(outside, "verify UNSAFE within explore's input range: " + what);
      return;
    }
    assertEquals(e.verdict(), v.verdict(), what + "\nexplore: " + e.reason() + "\nverify: " + v.reason());
  }
}
