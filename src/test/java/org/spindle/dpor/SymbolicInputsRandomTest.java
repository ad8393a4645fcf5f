package org.spindle.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.spindle.impact.Verify;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.Program;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * Symbolic inputs (D43) against exhaustive enumeration on random programs whose bugs hinge on
 * inputs ({@link InputPrograms}, the review D45): every input is confined to -2..2, so
 * Source-DPOR enumerating -2..2 is the oracle. Every engine with symbolic inputs must give its
 * verdict (decided verdicts equal; undefined behaviour found by one never a SAFE of the other),
 * a SAFE must be plain unless the engine fell back to enumeration and said so, and every
 * counterexample must replay.
 */
class SymbolicInputsRandomTest {
  /** The engines with symbolic inputs (the cs/ob engines of D42 enumerate inputs over the range). */
  private static final java.util.List<Algorithm> SYMBOLIC =
      java.util.Arrays.stream(Algorithm.values()).filter(a -> !a.contextSensitive()).toList();

  private static final int PROGRAMS = 50;

  @Test
  void randomInputProgramsAgreeWithExhaustiveEnumeration() {
    int decided = 0;
    int symbolicSafe = 0;
    for (int seed = 0; seed < PROGRAMS; seed++) {
      String src = new InputPrograms(seed, 2, 2).next();
      Program p = Verify.c(src);
      DporResult oracle = Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(Algorithm.SDPOR).withInputs(-2, 2)
          .withInputMode(InputMode.RANGE).withTimeout(Duration.ofSeconds(20)), DporProgress.NONE);
      for (Algorithm a : SYMBOLIC) {
        DporResult s = Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(a).withInputs(-2, 2)
            .withTimeout(Duration.ofSeconds(20)), DporProgress.NONE);
        String where = a + " seed " + seed + "\n" + src + "\noracle: " + oracle.reason() + "\nsymbolic: " + s.reason();
        boolean enumerated = s.reason().contains("enumerated");
        if (s.verdict() == Verdict.SAFE && !enumerated) {
          assertFalse(s.inputsRestricted(), where);
          symbolicSafe++;
        }
        if (s.verdict() == Verdict.UNSAFE) {
          assertEquals(Outcome.Kind.ERROR, Replay.replay(p, s.counterexample()).outcome().kind(), where);
        }
        if (ub(oracle)) assertNotEquals(Verdict.SAFE, s.verdict(), where);
        if (ub(s)) assertNotEquals(Verdict.SAFE, oracle.verdict(), where);
        if (oracle.verdict() == Verdict.UNKNOWN || s.verdict() == Verdict.UNKNOWN) continue;
        assertEquals(oracle.verdict(), s.verdict(), where);
        decided++;
      }
    }
    // the generator must keep producing decided programs, proved ones among them
    assertTrue(decided >= PROGRAMS * 3, "decided " + decided);
    assertTrue(symbolicSafe >= 10, "plain SAFE " + symbolicSafe);
  }

  private static boolean ub(DporResult r) {
    return r.verdict() == Verdict.UNKNOWN && r.unknownReason() == UnknownReason.UNDEFINED_BEHAVIOUR;
  }
}
