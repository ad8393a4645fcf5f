package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.dpor.Algorithm;
import org.spindle.dpor.Dpor;
import org.spindle.dpor.DporOptions;
import org.spindle.dpor.DporProgress;
import org.spindle.dpor.DporResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.CompileError;
import org.spindle.impact.ImpactOptions;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.program.analysis.ProgramValidator;
import org.spindle.report.CheckResult;
import org.spindle.report.Verdict;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;

/**
 * Floating point (D53) through the frontend and every engine: what stays UNKNOWN (long double,
 * other math functions) says where; a conversion out of range is undefined behaviour, never a
 * verdict; floating inputs (any value, NaN included) are decided for all inputs by the DPOR
 * engines' symbolic inputs and by verify, and only "for inputs in LO..HI" by range enumeration.
 */
class FloatTest {
  private static final String DECLS = """
      extern double __VERIFIER_nondet_double(void);
      extern float __VERIFIER_nondet_float(void);
      double sqrt(double);
      double sin(double);
      """;

  private static Program lower(String src) {
    Program p = LowerSupport.lower(DECLS + src);
    assertEquals(List.of(), ProgramValidator.validate(p), LowerSupport.dump(p));
    return p;
  }

  private static ExploreResult explore(Program p) {
    return Explorer.explore(p, ExploreOptions.DEFAULT.withMaxStates(200_000).withTimeout(Duration.ofSeconds(20)));
  }

  private static DporResult dpor(Program p, Algorithm a) {
    return Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(a).withTimeout(Duration.ofSeconds(30)), DporProgress.NONE);
  }

  private static CheckResult verify(Program p) {
    return Portfolio.check(p, VerifyOptions.DEFAULT.withImpact(ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(30))));
  }

  @Test
  void unsupportedFloatingConstructsSayWhere() {
    UnsupportedFeature ld = assertThrows(UnsupportedFeature.class,
        () -> lower("long double g;\nint main() { g = 1.0L; return 0; }"));
    assertTrue(ld.getMessage().contains("long double") && ld.getMessage().contains("test.c:"), ld.getMessage());
    UnsupportedFeature sin = assertThrows(UnsupportedFeature.class,
        () -> lower("double g;\nint main() { g = sin(1.0); return 0; }"));
    assertTrue(sin.getMessage().contains("sin") && sin.getMessage().contains("test.c:"), sin.getMessage());
    CompileError bad = assertThrows(CompileError.class, () -> lower("double g = 0x1.8;\nint main() { return 0; }"));
    assertTrue(bad.getMessage().contains("invalid floating constant"), bad.getMessage());
  }

  @Test
  void outOfRangeConversionIsUndefinedNeverAVerdict() {
    Program p = lower("""
        int main() {
          double d = __VERIFIER_nondet_double();
          int i = (int) d;
          return 0;
        }
        """);
    // 1e10 is no int: the conversion is undefined for some inputs, and no error exists otherwise
    assertEquals(Verdict.UNKNOWN, dpor(p, Algorithm.ODPOR).verdict());
    // the error lies behind the undefined conversion: no engine may call that UNSAFE (as for an
    // integer division by zero, IMPACT looks at undefined behaviour on error paths only)
    Program q = lower("""
        int main() {
          double d = 3e9;
          int i = (int) d;
          reach_error();
          return i;
        }
        """);
    ExploreResult e = explore(q);
    assertEquals(Verdict.UNKNOWN, e.verdict(), e.reason());
    assertTrue(e.reason().contains("out of range") && e.reason().contains("test.c:"), e.reason());
    assertEquals(Verdict.UNKNOWN, dpor(q, Algorithm.ODPOR).verdict());
    CheckResult v = verify(q);
    assertEquals(Verdict.UNKNOWN, v.verdict(), v.detail());
    assertTrue(v.detail().contains("undefined"), v.detail());
  }

  /** x + 1.0f == x holds for large floats and infinities only: outside any small input range. */
  @Test
  void floatingInputsAreDecidedForAllValues() {
    String src = """
        float x;
        void *t(void *a) { x = x + 1.0f; return 0; }
        int main() {
          pthread_t h;
          float v = __VERIFIER_nondet_float();
          x = v;
          pthread_create(&h, 0, t, 0);
          pthread_join(h, 0);
          if (x == v) reach_error();
          return 0;
        }
        """;
    Program p = lower(src);
    ExploreResult e = explore(p);
    assertEquals(Verdict.SAFE, e.verdict(), e.reason());
    assertTrue(e.inputsRestricted(), "floats are never enumerated completely");
    for (Algorithm a : List.of(Algorithm.ODPOR, Algorithm.SDPOR, Algorithm.EPOR)) {
      DporResult d = dpor(p, a);
      assertEquals(Verdict.UNSAFE, d.verdict(), a + ": " + d.reason());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, d.counterexample()).outcome().kind(), a.toString());
    }
    CheckResult v = verify(p);
    assertEquals(Verdict.UNSAFE, v.verdict(), v.detail());
  }

  /** A NaN input is a value like any other: x != x only for NaN. */
  @Test
  void nanIsAnInput() {
    Program p = lower("""
        double g;
        void *t(void *a) { double v = g; if (v != v) reach_error(); return 0; }
        int main() {
          pthread_t h;
          g = __VERIFIER_nondet_double();
          pthread_create(&h, 0, t, 0);
          pthread_join(h, 0);
          return 0;
        }
        """);
    assertEquals(Verdict.SAFE, explore(p).verdict()); // integers only: "SAFE for inputs in -2..2"
    DporResult d = dpor(p, Algorithm.ODPOR);
    assertEquals(Verdict.UNSAFE, d.verdict(), d.reason());
    assertEquals(Verdict.UNSAFE, verify(p).verdict());
    // its mutant is safe for every input, NaN included, and proved so
    Program safe = lower("""
        double g;
        void *t(void *a) { double v = g; if (v != v && v == v) reach_error(); return 0; }
        int main() {
          pthread_t h;
          g = __VERIFIER_nondet_double();
          pthread_create(&h, 0, t, 0);
          pthread_join(h, 0);
          return 0;
        }
        """);
    DporResult s = dpor(safe, Algorithm.ODPOR);
    assertEquals(Verdict.SAFE, s.verdict(), s.reason());
    assertTrue(!s.inputsRestricted(), s.reason());
    assertEquals(Verdict.SAFE, verify(safe).verdict());
  }

  @Test
  void sqrtAndNegativeZero() {
    Program p = lower("""
        int main() {
          double z = -0.0;
          double r = sqrt(2.0);
          if (r * r == 2.0) reach_error();      /* 2.0000000000000004 */
          if (z != 0.0 || !(1 / z < 0)) reach_error();
          if (sqrt(-1.0) == sqrt(-1.0)) reach_error();
          return 0;
        }
        """);
    ExploreResult e = explore(p);
    assertEquals(Verdict.SAFE, e.verdict(), e.reason());
  }
}
