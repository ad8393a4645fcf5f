package org.spindle.program.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.DataModel;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.report.Verdict;

/**
 * Inputs only tested for truth (D56): recognised where every use is a truth test, not where a
 * value flows anywhere else; the explicit search then enumerates 0 and 1 for them and its SAFE is
 * not restricted, while its verdicts equal those of a search over a wide input range.
 */
class TruthOnlyInputsTest {
  private static final String HEADER = """
      extern void reach_error(void);
      extern int __VERIFIER_nondet_int(void);
      typedef unsigned long pthread_t;
      extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
      extern int pthread_join(pthread_t thread, void **retval);
      """;

  private static Program c(String body) {
    return Lowering.lower(CFrontend.parseString(HEADER + body, "test.c", DataModel.LP64), DataModel.LP64);
  }

  /** How many Havoc edges the program has, and how many of them are truth-only. */
  private static int[] counts(Program p) {
    BitSet truth = ProgramFacts.compute(p).truthOnlyInputs();
    int havocs = 0;
    for (ThreadCfa t : p.threads()) for (Edge e : t.edges()) if (e.stmt() instanceof Stmt.Havoc) havocs++;
    return new int[] {havocs, truth.cardinality()};
  }

  @Test
  void truthTestsAreRecognisedOtherUsesAreNot() {
    String[] truthOnly = {
        "if (__VERIFIER_nondet_int()) x = 1;",
        "if (!__VERIFIER_nondet_int()) x = 1;",
        "int y = __VERIFIER_nondet_int(); if (y != 0 && x == 0) x = 2; else x = 3;",
        "int y = __VERIFIER_nondet_int(); x = y ? 4 : 5;",
        "while (__VERIFIER_nondet_int()) x++;",
    };
    for (String s : truthOnly) {
      int[] n = counts(c("int x;\nint main(void) { " + s + " return 0; }"));
      assertEquals(1, n[0], s);
      assertEquals(1, n[1], s);
    }
    String[] valueUsed = {
        "int y = __VERIFIER_nondet_int(); if (y) x = y;",
        "int y = __VERIFIER_nondet_int(); if (y == 3) x = 1;",
        "int y = __VERIFIER_nondet_int(); if ((char) y) x = 1;",
        "int y = __VERIFIER_nondet_int(); if (y + 1) x = 1;",
        "int y = __VERIFIER_nondet_int(); int *p = &y; if (*p) x = 1;",
        "int y = __VERIFIER_nondet_int(); if (y) x = 1; y = y - 1; if (y) x = 2;",
    };
    for (String s : valueUsed) {
      int[] n = counts(c("int x;\nint main(void) { " + s + " return 0; }"));
      assertTrue(n[0] >= 1, s);
      assertEquals(0, n[1], s);
    }
  }

  @Test
  void theSearchOverTruthValuesIsAProofAndFindsTheBugsOfAWideRange() {
    Program safe = c("""
        int x;
        void *t(void *a) { if (__VERIFIER_nondet_int()) x = 1; else x = 2; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0);
          if (x == 0) reach_error(); return 0; }
        """);
    ExploreResult r = Explorer.explore(safe, ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertFalse(r.inputsRestricted(), "every input is only tested for truth");
    Program unsafe = c("""
        int x;
        void *t(void *a) { if (__VERIFIER_nondet_int()) x = 1; else x = 2; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0);
          if (__VERIFIER_nondet_int() && x == 1) reach_error(); pthread_join(h, 0); return 0; }
        """);
    ExploreResult u = Explorer.explore(unsafe, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, u.verdict(), u.reason());
    assertNotNull(u.counterexample());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(unsafe, u.counterexample()).outcome().kind());
  }

  /**
   * Random programs whose inputs are used as truths or as values: the search with the default
   * range (-2..2, truth-only inputs over 0 and 1) and the search over -6..6 agree on the verdict;
   * where the default search is unrestricted, so is its SAFE a proof the wider search confirms.
   */
  @Test
  void randomProgramsAgreeWithAWideInputRange() {
    Random rnd = new Random(5);
    int unrestricted = 0;
    for (int n = 0; n < 40; n++) {
      StringBuilder body = new StringBuilder();
      for (int k = 0; k < 3; k++) {
        int a = rnd.nextInt(4);
        body.append(switch (rnd.nextInt(4)) {
          case 0 -> "  if (__VERIFIER_nondet_int()) x = x + " + a + ";\n";
          case 1 -> "  { int y = __VERIFIER_nondet_int(); x = y ? x * 2 : x - 1; }\n";
          case 2 -> "  { int y = __VERIFIER_nondet_int(); if (y == " + (a + 1) + ") x = 7; }\n";
          default -> "  while (x < " + (a + 2) + " && __VERIFIER_nondet_int()) x++;\n";
        });
      }
      int target = rnd.nextInt(9) - 1;
      Program p = c("int x;\nvoid *t(void *a) {\n" + body + "  return 0; }\n"
          + "int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0);\n"
          + "  if (x == " + target + ") reach_error(); return 0; }\n");
      ExploreResult narrow = Explorer.explore(p, ExploreOptions.DEFAULT);
      ExploreResult wide = Explorer.explore(p, ExploreOptions.DEFAULT.withInputs(-6, 6));
      if (narrow.verdict() == Verdict.UNSAFE) {
        assertEquals(Verdict.UNSAFE, wide.verdict(), "a bug within -2..2 is one within -6..6:\n" + body);
      }
      if (wide.verdict() == Verdict.UNSAFE && !narrow.inputsRestricted()) {
        assertEquals(Verdict.UNSAFE, narrow.verdict(), "an unrestricted search misses no bug:\n" + body);
      }
      if (narrow.verdict() == Verdict.SAFE && !narrow.inputsRestricted()) {
        unrestricted++;
        assertEquals(Verdict.SAFE, wide.verdict(), "an unrestricted SAFE is a proof:\n" + body);
      }
    }
    assertTrue(unrestricted >= 3, "unrestricted SAFE verdicts: " + unrestricted);
  }
}
