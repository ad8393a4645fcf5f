package org.spindle.golden;


import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.impact.ImpactOptions;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.task.ProgramLoader;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;

/**
 * Golden verdicts of what {@code spindle verify} runs (the portfolio, D17/D19) on the cprograms
 * that IMPACT alone does not decide within the test budget ({@link CprogramsVerifyTest#DECIDED}
 * covers the others with IMPACT alone): each gets its expected verdict, an UNSAFE one with a
 * replayed trace. {@link #OPEN} lists the ones verify does not decide yet; for them only "never
 * wrong" is checked.
 */
public class CprogramsPortfolioTest {
  /** None today (prodcons_unbounded.c was, until D23 made its modular invariant linear). */
  static final Set<String> OPEN = Set.of();

  static List<Path> programs() throws Exception {
    return ExpectedVerdict.all().stream()
        .filter(p -> !CprogramsVerifyTest.DECIDED.contains(p.getFileName().toString()))
        .toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void verifyGivesExpectedVerdict(Path file) throws Exception {
    ExpectedVerdict expected = ExpectedVerdict.of(file);
    // a SAFE program beyond the default thread bound is UNKNOWN (thread bound) there (D44)
    boolean open = OPEN.contains(file.getFileName().toString()) || expected.beyondThreadBound();
    Program p = ProgramLoader.load(ProgramLoader.resolve(file, null));
    Duration timeout = Duration.ofSeconds(open ? 5 : 60);
    CheckResult r = Portfolio.check(p, VerifyOptions.DEFAULT.withImpact(ImpactOptions.DEFAULT.withTimeout(timeout)));
    CprogramsVerifyTest.assertGolden(p, expected, !open, r);
  }
}
