package org.spindle.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spindle.impact.Verify;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/**
 * Symbolic inputs (D43): bugs that need one large input are found by every engine with a
 * replaying counterexample, their safe mutants are proved for all inputs (a plain SAFE), while
 * enumerating the default range cannot find them and says SAFE only for the range; and on
 * programs whose inputs are confined to a few values (assume, {@code _Bool}), where enumerating a
 * range that covers them is exhaustive, both modes agree.
 */
class SymbolicInputsTest {
  /** The engines with symbolic inputs (the cs/ob engines of D42 enumerate inputs over the range). */
  private static final java.util.List<Algorithm> SYMBOLIC =
      java.util.Arrays.stream(Algorithm.values()).filter(a -> !a.contextSensitive()).toList();

  /** Added to {@link Verify#HEADER}. */
  private static final String HEADER = """
      extern _Bool __VERIFIER_nondet_bool(void);
      extern unsigned char __VERIFIER_nondet_uchar(void);
      """;

  /** T1 draws and branches on a magic value, racing with T2's write of the flag it reads. */
  static String magic(int magic) {
    return HEADER + """
        int flag; int seen;
        void *t1(void *a) { int x = __VERIFIER_nondet_int();
          if (x == 123456) { if (flag) __VERIFIER_assert(0); } return 0; }
        void *t2(void *a) { flag = MAGIC; return 0; }
        int main(void) { pthread_t a, b; pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
          pthread_join(a, 0); pthread_join(b, 0); return 0; }
        """.replace("MAGIC", Integer.toString(magic));
  }

  /** A loop bound confined by an assume; the bug needs the largest bound and the racing write first. */
  static String loopBound(int limit) {
    return HEADER + """
        int count; int stop;
        void *worker(void *a) { int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n >= 0 && n <= 6);
          for (int i = 0; i < n; i++) count++;
          if (count == LIMIT && stop) __VERIFIER_assert(0); return 0; }
        void *stopper(void *a) { stop = 1; return 0; }
        int main(void) { pthread_t a, b; pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, stopper, 0);
          pthread_join(a, 0); pthread_join(b, 0); return 0; }
        """.replace("LIMIT", Integer.toString(limit));
  }

  /** Division by an input: undefined for 0, and the bug needs a large quotient. */
  static String division(int big) {
    return HEADER + """
        int r; int go;
        void *t1(void *a) { int d = __VERIFIER_nondet_int(); __VERIFIER_assume(d > 0);
          int q = 1000000 / d; if (go && q == BIG) __VERIFIER_assert(0); return 0; }
        void *t2(void *a) { go = 1; return 0; }
        int main(void) { pthread_t a, b; pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
          pthread_join(a, 0); pthread_join(b, 0); return 0; }
        """.replace("BIG", Integer.toString(big));
  }

  private static DporResult run(Program p, Algorithm a, InputMode m) {
    return Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(a).withInputMode(m).withMaxEvents(500)
        .withTimeout(Duration.ofSeconds(60)), DporProgress.NONE);
  }

  private static void assertUnsafeEverywhere(String src) {
    Program p = Verify.c(src);
    for (Algorithm a : SYMBOLIC) {
      DporResult d = run(p, a, InputMode.SYMBOLIC);
      if (a == Algorithm.AWAIT && d.verdict() != Verdict.UNSAFE) {
        // awaits whose blocking depends on inputs fall back to the range (D43): never a plain SAFE
        assertTrue(d.verdict() != Verdict.SAFE || d.inputsRestricted(), d.reason());
        continue;
      }
      assertEquals(Verdict.UNSAFE, d.verdict(), a + ": " + d.reason());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, d.counterexample()).outcome().kind(), a.title());
      DporResult range = run(p, a, InputMode.RANGE);
      assertEquals(Verdict.SAFE, range.verdict(), a + " (range): " + range.reason());
      assertTrue(range.inputsRestricted(), range.reason());
    }
  }

  private static void assertProvedEverywhere(String src) {
    Program p = Verify.c(src);
    for (Algorithm a : SYMBOLIC) {
      DporResult d = run(p, a, InputMode.SYMBOLIC);
      assertEquals(Verdict.SAFE, d.verdict(), a + ": " + d.reason());
      if (a != Algorithm.AWAIT || !d.reason().contains("enumerated")) {
        assertFalse(d.inputsRestricted(), a + ": " + d.reason());
        assertTrue(d.counts().smtChecks() > 0, a + ": " + d.counts());
      }
      DporResult range = run(p, a, InputMode.RANGE);
      assertEquals(Verdict.SAFE, range.verdict(), a + " (range): " + range.reason());
      assertTrue(range.inputsRestricted(), range.reason());
    }
  }

  @Test
  void aMagicInputRacingWithAWriteIsFound() {
    assertUnsafeEverywhere(magic(1));
    assertProvedEverywhere(magic(0));
  }

  @Test
  void anInputDependentLoopBoundIsFound() {
    assertUnsafeEverywhere(loopBound(6));
    assertProvedEverywhere(loopBound(7));
  }

  @Test
  void divisionByAnInputIsUndefinedForZeroOnlyWhereNotExcluded() {
    assertUnsafeEverywhere(division(200000));
    assertProvedEverywhere(division(2000000));
  }

  /**
   * An input drawn inside an atomic section and decided there (review, D45): the section is one
   * step whose draw took the canonical value only, and no tainted cell was read before it, so
   * nothing forked and every engine said a plain SAFE. Such sections fall back to range
   * enumeration, which finds the value 1; blocked, branching, and planned (EPOR: after a step of
   * its own) sections alike. Likewise a step blocked on a lazily drawn uninitialised cell.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {
      "__VERIFIER_atomic_begin(); int x = __VERIFIER_nondet_int(); if (x == 1) g = 1; __VERIFIER_atomic_end();",
      "__VERIFIER_atomic_begin(); int x = __VERIFIER_nondet_int(); __VERIFIER_assume(x == 1); g = 1; __VERIFIER_atomic_end();",
      "h = 1; __VERIFIER_atomic_begin(); int x = __VERIFIER_nondet_int(); if (x == 1) g = 1; __VERIFIER_atomic_end();",
      "int y = __VERIFIER_nondet_int(); h = y; __VERIFIER_atomic_begin(); int x = __VERIFIER_nondet_int(); if (x == 1) g = 1; __VERIFIER_atomic_end();",
      // not atomic: a blocking assume on an uninitialised local whose address is taken (a lazy draw)
      "int u; int *pu = &u; __VERIFIER_assume(u == 1); g = 1;"})
  void aDrawDecidedInsideAnAtomicSectionIsNotMissed(String body) {
    Program p = Verify.c("""
        int g; int h;
        void *t1(void *a) { BODY return 0; }
        void *t2(void *a) { h = 2; return 0; }
        int main(void) { pthread_t a, b; pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
          pthread_join(a, 0); pthread_join(b, 0); __VERIFIER_assert(g == 0); return 0; }
        """.replace("BODY", body));
    for (Algorithm a : SYMBOLIC) {
      DporResult d = run(p, a, InputMode.SYMBOLIC);
      assertEquals(Verdict.UNSAFE, d.verdict(), a + ": " + d.reason());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, d.counterexample()).outcome().kind(), a.title());
    }
  }

  /**
   * Undefined behaviour of an edge for some inputs is a variant with the same transition as the
   * edge's defined outcome (review, D45): Optimal-DPOR and the await engine named wakeup-tree
   * children by transition, kept only one of the two, and said a plain SAFE for a reachable
   * division by zero or bad shift. Every engine must report it (UNKNOWN), and where the canonical
   * value is the undefined one, still find the error behind the defined outcome.
   */
  @Test
  void undefinedBehaviourBesideADefinedOutcomeOfTheSameEdgeIsExplored() {
    String div = """
        int q; int d;
        void *t1(void *a) { d = __VERIFIER_nondet_int(); return 0; }
        void *t2(void *a) { int dd = d; q = 10 / (dd + 1); return 0; }
        int main(void) { pthread_t a, b; pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
          pthread_join(a, 0); pthread_join(b, 0); return 0; }
        """;
    String shift = """
        int r;
        void *t1(void *a) { int x = __VERIFIER_nondet_int(); int y = __VERIFIER_nondet_int();
          __VERIFIER_assume(y >= 0 && y < 40); r = x << y; return 0; }
        int main(void) { pthread_t a; pthread_create(&a, 0, t1, 0); pthread_join(a, 0); return 0; }
        """;
    for (String src : new String[] {div, shift}) {
      Program p = Verify.c(src);
      for (Algorithm a : SYMBOLIC) {
        DporResult d = run(p, a, InputMode.SYMBOLIC);
        assertTrue(d.verdict() == Verdict.UNKNOWN || d.verdict() == Verdict.SAFE && d.inputsRestricted(),
            a + ": " + d.verdict() + " " + d.reason() + "\n" + src);
      }
    }
    Program canonicalUndefined = Verify.c("""
        int q; int go;
        void *t1(void *a) { int d = __VERIFIER_nondet_int(); q = 1000 / d; if (q == 7 && go) __VERIFIER_assert(0); return 0; }
        void *t2(void *a) { go = 1; return 0; }
        int main(void) { pthread_t a, b; pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
          pthread_join(a, 0); pthread_join(b, 0); return 0; }
        """);
    for (Algorithm a : SYMBOLIC) {
      DporResult d = run(canonicalUndefined, a, InputMode.SYMBOLIC);
      assertEquals(Verdict.UNSAFE, d.verdict(), a + ": " + d.reason());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(canonicalUndefined, d.counterexample()).outcome().kind(), a.title());
    }
  }

  /**
   * A join of an input-dependent thread (review, D45): under the canonical input main waits for
   * T2, so the run in which it joins T1 and reads h before T2 wrote it was never explored (a
   * plain SAFE from sdpor/epor, internal errors from odpor/await). It falls back to enumeration.
   */
  @Test
  void aJoinOfAnInputDependentThreadIsNotMissed() {
    Program p = Verify.c(HEADER + """
        int g, h;
        void *t1(void *a) { g = 1; return 0; }
        void *t2(void *a) { h = 1; return 0; }
        int main(void) { pthread_t a, b; pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
          _Bool l = __VERIFIER_nondet_bool(); pthread_t w = b - (pthread_t) l * (b - a);
          pthread_join(w, 0); if (l && h == 0) __VERIFIER_assert(0); return 0; }
        """);
    for (Algorithm a : SYMBOLIC) {
      DporResult d = run(p, a, InputMode.SYMBOLIC);
      assertEquals(Verdict.UNSAFE, d.verdict(), a + ": " + d.reason());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, d.counterexample()).outcome().kind(), a.title());
    }
  }

  /** Without inputs nothing changes: no solver call, the same counts as enumeration. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(ints = {2, 3, 4})
  void programsWithoutInputsAreUnchanged(int n) {
    Program p = Verify.c(SmallPrograms.readersWriters(n));
    for (Algorithm a : SYMBOLIC) {
      DporResult s = run(p, a, InputMode.SYMBOLIC);
      DporResult r = run(p, a, InputMode.RANGE);
      assertEquals(r.verdict(), s.verdict());
      assertEquals(r.counts().complete(), s.counts().complete());
      assertEquals(r.counts().blocked(), s.counts().blocked());
      assertEquals(r.counts().events(), s.counts().events());
      assertEquals(0, s.counts().smtChecks());
    }
  }

  /** Confined inputs: a range covering them is exhaustive, so both modes must agree exactly on verdicts. */
  @Test
  void confinedInputsAgreeWithExhaustiveEnumeration() {
    int checked = 0;
    for (int seed = 0; checked < 30 && seed < 400; seed++) {
      String src = new org.spindle.impact.RandomPrograms(seed, 2, 2).next();
      if (!src.contains("nondet")) continue;
      Program p = Verify.c(src);
      checked++;
      for (Algorithm a : SYMBOLIC) {
        DporResult range = Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(a).withInputs(-3, 3)
            .withInputMode(InputMode.RANGE).withTimeout(Duration.ofSeconds(20)), DporProgress.NONE);
        // the same range, should the await engine fall back to enumerating (D43)
        DporResult sym = Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(a).withInputs(-3, 3)
            .withTimeout(Duration.ofSeconds(20)), DporProgress.NONE);
        String where = a + " seed " + seed + "\n" + src + "\nrange: " + range.reason() + "\nsymbolic: " + sym.reason();
        if (range.verdict() == Verdict.UNKNOWN || sym.verdict() == Verdict.UNKNOWN) continue;
        assertEquals(range.verdict(), sym.verdict(), where);
        if (sym.verdict() == Verdict.SAFE) assertEquals(range.deadlock() != null, sym.deadlock() != null, where);
        if (sym.verdict() == Verdict.UNSAFE) {
          assertEquals(Outcome.Kind.ERROR, Replay.replay(p, sym.counterexample()).outcome().kind(), where);
        }
      }
    }
    assertEquals(30, checked);
  }

  /** _Bool and unsigned char inputs: enumerating their whole type is exhaustive. */
  @Test
  void smallTypesAgreeWithWholeTypeEnumeration() {
    String src = HEADER + """
        unsigned char c; _Bool b; int hit;
        void *t1(void *a) { unsigned char x = __VERIFIER_nondet_uchar(); if (x == 200) c = x; return 0; }
        void *t2(void *a) { _Bool y = __VERIFIER_nondet_bool(); if (y && c == 200) hit = 1; return 0; }
        int main(void) { pthread_t a, b; pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
          pthread_join(a, 0); pthread_join(b, 0); __VERIFIER_assert(!hit); return 0; }
        """;
    Program p = Verify.c(src);
    for (Algorithm a : SYMBOLIC) {
      DporResult range = Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(a).withInputs(0, 255)
          .withInputMode(InputMode.RANGE).withTimeout(Duration.ofSeconds(60)), DporProgress.NONE);
      DporResult sym = run(p, a, InputMode.SYMBOLIC);
      assertEquals(Verdict.UNSAFE, range.verdict(), a + " range: " + range.reason());
      assertEquals(Verdict.UNSAFE, sym.verdict(), a + " symbolic: " + sym.reason());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, sym.counterexample()).outcome().kind());
    }
  }
}
