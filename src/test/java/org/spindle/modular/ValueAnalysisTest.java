package org.spindle.modular;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.Verify;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.Trace;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;

/**
 * The thread-modular value analysis (D62) against independent oracles: whatever it proves, the
 * exhaustive explicit search (every interleaving, every input of the programs' ranges) finds no
 * error and no undefined behaviour in — on the cprograms, on the random programs of the IMPACT
 * differential test and on random programs built to stress its lock-based privatisation (two
 * mutexes, nested critical sections released in either order, accesses between the releases).
 * Each set has programs it proves and programs with errors, so the checks are not vacuous.
 */
class ValueAnalysisTest {
  private static final ExploreOptions EXHAUSTIVE = ExploreOptions.DEFAULT.withMaxStates(400_000)
      .withTimeout(Duration.ofSeconds(20));

  private static ValueAnalysis.Result analyse(Program p) {
    return ValueAnalysis.check(p, Duration.ofSeconds(20));
  }

  /** SAFE or unknown for the exhaustive search, never an error or undefined behaviour. */
  private static void assertNoErrorFound(Program p, String what) {
    ExploreResult e = Explorer.explore(p, EXHAUSTIVE);
    assertFalse(e.verdict() == Verdict.UNSAFE, () -> "proved, but the explicit search finds an error: " + what);
    assertNotEquals(UnknownReason.UNDEFINED_BEHAVIOUR, e.unknownReason(),
        () -> "proved, but the explicit search finds undefined behaviour: " + what);
  }

  /** Each mutant is not proved, and the exhaustive search finds its error. */
  private static void assertMutantsUnprovedAndUnsafe(List<String> mutants) {
    for (String m : mutants) {
      Program p = Verify.c(m);
      assertFalse(analyse(p).proved(), m);
      assertEquals(Verdict.UNSAFE, Explorer.explore(p, EXHAUSTIVE).verdict(), m);
    }
  }

  @Test
  void provedCprogramsAreSafeAndTheirExhaustiveSearchFindsNoError() throws Exception {
    List<Path> files;
    try (Stream<Path> s = Files.walk(Path.of("cprograms"))) {
      files = s.filter(f -> f.toString().endsWith(".c")).sorted().toList();
    }
    int proved = 0;
    for (Path f : files) {
      List<String> head = Files.readAllLines(f).stream().limit(6).toList();
      if (head.contains("// property: no-data-race")) continue; // no error function: trivially proved
      Program p = ProgramLoader.load(ProgramLoader.resolve(f, null));
      if (!analyse(p).proved()) continue;
      proved++;
      String expect = head.stream().filter(l -> l.startsWith("// expect:")).findFirst().orElse("");
      assertTrue(expect.endsWith("SAFE") && !expect.contains("PARTIALLY"), f + ": " + expect);
      if (head.contains("// state-space: finite")) assertNoErrorFound(p, f.toString());
    }
    assertTrue(proved >= 6, "proved " + proved);
  }

  /**
   * The nested-lock programs with main starting its first thread's instances in a loop without
   * bound (a pool, D44): what the analysis proves for any number of instances, the exhaustive
   * search with thread bounds 1..3 finds no error or undefined behaviour in.
   */
  @Test
  void randomPoolProgramsProvedOnlyWhenBoundedExplorationFindsNoError(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    Random rnd = new Random(2062);
    int proved = 0;
    int unsafe = 0;
    for (int n = 0; n < 40; n++) {
      String src = nestedLocks(rnd).replace("  pthread_create(&h[0], 0, t0, 0);\n",
          "  while (__VERIFIER_nondet_int()) pthread_create(&h[0], 0, t0, 0);\n")
          .replace("  pthread_join(h[0], 0);\n", "");
      Path f = dir.resolve("pool" + n + ".c");
      Files.writeString(f, Verify.HEADER + src);
      boolean ok = analyse(ProgramLoader.load(ProgramLoader.resolve(f, null), new LowerOptions(2))).proved();
      boolean bug = false;
      for (int k = 1; k <= 3; k++) {
        Program p = ProgramLoader.load(ProgramLoader.resolve(f, null), new LowerOptions(k));
        ExploreResult e = Explorer.explore(p, EXHAUSTIVE);
        bug |= e.verdict() == Verdict.UNSAFE;
        if (ok) {
          assertFalse(e.verdict() == Verdict.UNSAFE, "proved, but bound " + k + " finds an error:\n" + src);
          assertNotEquals(UnknownReason.UNDEFINED_BEHAVIOUR, e.unknownReason(), src);
        }
      }
      if (ok) proved++;
      if (bug) unsafe++;
    }
    assertTrue(proved >= 3, "proved " + proved);
    assertTrue(unsafe >= 3, "unsafe " + unsafe);
  }

  @Test
  void randomProgramsWithNestedLocksProvedOnlyWhenTheExhaustiveSearchFindsNoError() {
    Random rnd = new Random(62);
    int[] counts = provedOnlyWhereTheSearchFindsNoError(100, () -> nestedLocks(rnd));
    assertTrue(counts[0] >= 10, "proved " + counts[0]);
    assertTrue(counts[1] >= 10, "unsafe " + counts[1]);
  }

  /**
   * Analyses {@code n} programs of {@code gen} and explores each exhaustively: whatever is proved,
   * the search finds neither an error nor undefined behaviour in. Returns {proved, unsafe}.
   */
  private static int[] provedOnlyWhereTheSearchFindsNoError(int n, java.util.function.Supplier<String> gen) {
    int proved = 0;
    int unsafe = 0;
    for (int k = 0; k < n; k++) {
      String src = gen.get();
      Program p = Verify.c(src);
      boolean ok = analyse(p).proved();
      ExploreResult e = Explorer.explore(p, EXHAUSTIVE);
      if (e.verdict() == Verdict.UNSAFE) unsafe++;
      if (!ok) continue;
      proved++;
      assertFalse(e.verdict() == Verdict.UNSAFE, "proved, but the explicit search finds an error:\n" + src);
      assertNotEquals(UnknownReason.UNDEFINED_BEHAVIOUR, e.unknownReason(), src);
    }
    return new int[] {proved, unsafe};
  }

  /**
   * Two or three threads over x, y and mutexes m1, m2: critical sections under m1, m2 or both
   * (taken in either order, released in either order, sometimes with an access of x between the
   * two releases), plain accesses, and assertions on values read under the locks.
   */
  private static String nestedLocks(Random rnd) {
    StringBuilder b = new StringBuilder("int x, y; pthread_mutex_t m1, m2;\n");
    int threads = 2 + rnd.nextInt(2);
    for (int t = 0; t < threads; t++) {
      b.append("void *t").append(t).append("(void *a) {\n");
      int blocks = 1 + rnd.nextInt(3);
      for (int k = 0; k < blocks; k++) b.append("  ").append(block(rnd)).append('\n');
      b.append("  return 0;\n}\n");
    }
    b.append("int main(void) {\n  pthread_t h[3];\n");
    for (int t = 0; t < threads; t++) b.append("  pthread_create(&h[").append(t).append("], 0, t").append(t).append(", 0);\n");
    b.append("  ").append(block(rnd)).append('\n');
    for (int t = 0; t < threads; t++) b.append("  pthread_join(h[").append(t).append("], 0);\n");
    b.append("  return 0;\n}\n");
    return b.toString();
  }

  private static String block(Random rnd) {
    String v = rnd.nextInt(3) == 0 ? "y" : "x";
    String ops = op(rnd, v) + " " + op(rnd, v);
    return switch (rnd.nextInt(5)) {
      case 0 -> "pthread_mutex_lock(&m1); " + ops + " pthread_mutex_unlock(&m1);";
      case 1 -> "pthread_mutex_lock(&m2); " + ops + " pthread_mutex_unlock(&m2);";
      case 2 -> {
        String[] order = rnd.nextBoolean() ? new String[] {"m1", "m2"} : new String[] {"m2", "m1"};
        String first = rnd.nextBoolean() ? order[1] : order[0];
        String second = first.equals(order[0]) ? order[1] : order[0];
        String between = rnd.nextInt(3) == 0 ? " " + op(rnd, v) : "";
        yield "pthread_mutex_lock(&" + order[0] + "); pthread_mutex_lock(&" + order[1] + "); " + ops
            + " pthread_mutex_unlock(&" + first + ");" + between + " pthread_mutex_unlock(&" + second + ");";
      }
      case 3 -> "pthread_mutex_lock(&m1); " + op(rnd, v) + " pthread_mutex_lock(&m2); " + ops
          + " pthread_mutex_unlock(&m2); " + op(rnd, v) + " pthread_mutex_unlock(&m1);";
      default -> op(rnd, v);
    };
  }

  /** Accesses that keep v in 0..2 whenever the locks are used consistently (3 is a passing value). */
  private static String op(Random rnd, String v) {
    return switch (rnd.nextInt(5)) {
      case 0 -> v + " = " + rnd.nextInt(3) + ";";
      case 1 -> v + " = " + v + " + 3; " + v + " = " + v + " - 3;";
      case 2 -> "{ int t = " + v + "; " + v + " = 3; " + v + " = t; }";
      default -> "__VERIFIER_assert(" + v + (rnd.nextBoolean() ? " != 3" : " <= 2") + ");";
    };
  }

  /**
   * Counting bounds (D62 amended): threads that add to or subtract from a shared counter what they
   * read of it, a bounded number of times (some guarded by conditions with offsets, which the
   * analysis narrows), and assertions on the counter against small bounds that hold or fail. The
   * counter is an int, a signed char or an unsigned char (where a decrement below zero wraps: no
   * counting bound may claim anything then). Whatever the analysis proves, the
   * exhaustive search finds no error in.
   */
  @Test
  void randomCounterProgramsProvedOnlyWhenTheExhaustiveSearchFindsNoError() {
    Random rnd = new Random(6262);
    int[] counts = provedOnlyWhereTheSearchFindsNoError(80, () -> counters(rnd));
    // without the counting bounds 7 of them are proved: they must be at work
    assertTrue(counts[0] >= 12, "proved " + counts[0]);
    assertTrue(counts[1] >= 8, "unsafe " + counts[1]);
  }

  private static String counters(Random rnd) {
    String type = List.of("int", "int", "signed char", "unsigned char").get(rnd.nextInt(4));
    StringBuilder b = new StringBuilder(type + " c = " + rnd.nextInt(3) + ";\n");
    int threads = 2 + rnd.nextInt(2);
    for (int t = 0; t < threads; t++) {
      b.append("void *t").append(t).append("(void *a) {\n");
      int ops = 1 + rnd.nextInt(2);
      for (int k = 0; k < ops; k++) b.append("  ").append(counterOp(rnd)).append('\n');
      b.append("  return 0;\n}\n");
    }
    b.append("int main(void) {\n  pthread_t h[3];\n");
    for (int t = 0; t < threads; t++) b.append("  pthread_create(&h[").append(t).append("], 0, t").append(t).append(", 0);\n");
    b.append("  ").append(counterAssert(rnd)).append('\n');
    for (int t = 0; t < threads; t++) b.append("  pthread_join(h[").append(t).append("], 0);\n");
    b.append("  ").append(counterAssert(rnd)).append('\n');
    b.append("  return 0;\n}\n");
    return b.toString();
  }

  private static String counterOp(Random rnd) {
    int k = 1 + rnd.nextInt(2);
    return switch (rnd.nextInt(11)) {
      case 0 -> "{ int t = c; c = t + " + k + "; }";
      case 1 -> "c = c + " + k + ";";
      case 9 -> "c = c + 2;";
      case 2 -> "{ int t = c; c = t - 1; }";
      case 3 -> "c = " + rnd.nextInt(3) + ";";
      case 4 -> "{ int t = c; if (t < 2) c = t + 1; }";
      case 5 -> "for (int i = 0; i < 2; i++) c = c + 1;";
      // offsets in conditions: narrowed only where the arithmetic is exact (unsigned wraps at 0)
      case 6 -> "{ int t = c; if (t + " + k + " - 1 <= 3) c = t + 1; }";
      case 7 -> "{ unsigned u = c; if (u - 1 < 3) c = u + 1; }";
      case 8 -> "{ int t = c; if (4 - t > " + k + ") c = t + 1; }";
      default -> counterAssert(rnd);
    };
  }

  private static String counterAssert(Random rnd) {
    int k = rnd.nextInt(9);
    return switch (rnd.nextInt(4)) {
      case 0 -> "__VERIFIER_assert(c >= " + (k - 6) + ");";
      case 1 -> "__VERIFIER_assert(c != " + (k % 5) + ");"; // parity: strides of 2 (D62)
      default -> "__VERIFIER_assert(c <= " + (k + 2) + ");";
    };
  }

  /**
   * A write made while holding both locks and still pending (one released, one held) on one path,
   * merged with a path that took only the held lock: the view must keep the pending value when
   * the second lock completes the set again, and main's assertion fails.
   */
  @Test
  void aPendingWriteSurvivesAMergeWithATentativeView() {
    String src = """
        int x; pthread_mutex_t m1, m2;
        void *t0(void *a) {
          pthread_mutex_lock(&m1);
          if (__VERIFIER_nondet_int()) {
            pthread_mutex_lock(&m2); x = 5; pthread_mutex_unlock(&m2);
          }
          pthread_mutex_lock(&m2);
          int v = x;
          pthread_mutex_unlock(&m2);
          pthread_mutex_unlock(&m1);
          __VERIFIER_assert(v == 0);
          return 0;
        }
        int main(void) {
          pthread_t h;
          pthread_create(&h, 0, t0, 0);
          return 0;
        }
        """;
    Program p = Verify.c(src);
    assertFalse(analyse(p).proved());
    assertEquals(Verdict.UNSAFE, Explorer.explore(p, EXHAUSTIVE).verdict());
  }

  /**
   * After a thread's own write, the initial value is gone: threads that each write 4 and then check
   * 4 (SV-COMP pthread-ext/45_monabsex1) are proved, under an atomic section or without; when
   * another thread writes 5 the check fails and is not proved.
   */
  @Test
  void aThreadsOwnWriteHidesTheInitialValue(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    String src = """
        int s;
        void *thr(void *arg) {
          int l = 4;
          __VERIFIER_atomic_begin(); s = l; __VERIFIER_atomic_end();
          __VERIFIER_atomic_begin(); __VERIFIER_assert(s == l); __VERIFIER_atomic_end();
          return 0;
        }
        int main(void) {
          s = __VERIFIER_nondet_int();
          pthread_t t;
          while (__VERIFIER_nondet_int()) pthread_create(&t, 0, thr, 0);
          return 0;
        }
        """;
    List<String> variants = List.of(src, src.replace("__VERIFIER_atomic_begin(); ", "").replace(" __VERIFIER_atomic_end();", ""));
    for (int k = 0; k < variants.size(); k++) {
      Path f = dir.resolve("own" + k + ".c");
      Files.writeString(f, Verify.HEADER + variants.get(k));
      ValueAnalysis.Result r = analyse(ProgramLoader.load(ProgramLoader.resolve(f, null), new LowerOptions(2)));
      assertTrue(r.proved(), variants.get(k) + r.detail());
      for (int b = 1; b <= 3; b++) {
        assertNoErrorFound(ProgramLoader.load(ProgramLoader.resolve(f, null), new LowerOptions(b)), "bound " + b);
      }
      String other = variants.get(k).replace("  s = __VERIFIER_nondet_int();\n", "  s = __VERIFIER_nondet_int();\n"
          + "  pthread_t u; pthread_create(&u, 0, five, 0);\n")
          .replace("int main(void) {", "void *five(void *a) { s = 5; return 0; }\nint main(void) {");
      Path g = dir.resolve("five" + k + ".c");
      Files.writeString(g, Verify.HEADER + other);
      Program q = ProgramLoader.load(ProgramLoader.resolve(g, null), new LowerOptions(2));
      assertFalse(analyse(q).proved(), other);
      assertEquals(Verdict.UNSAFE, Explorer.explore(q, EXHAUSTIVE).verdict(), other);
    }
  }

  /**
   * goblint race_reach_41: main takes the lock by retrying {@code pthread_mutex_trylock} until it
   * returns 0, so it holds m after the loop (HeldLocks correlates the result register with the
   * lock); workers change x under m and a second lock. Mutants: the result ignored (one try), and
   * the register overwritten with 0 after the try: main may then read x without m.
   */
  @Test
  void aTrylockLoopHoldsTheLockAfterwards() {
    String src = """
        extern int pthread_mutex_trylock(pthread_mutex_t *m);
        pthread_mutex_t m, g;
        int x;
        void *t(void *a) {
          pthread_mutex_lock(&m);
          pthread_mutex_lock(&g); x++; pthread_mutex_unlock(&g);
          pthread_mutex_lock(&g); x--; pthread_mutex_unlock(&g);
          pthread_mutex_unlock(&m);
          return 0;
        }
        int main(void) {
          pthread_t h[2];
          for (int i = 0; i < 2; i++) pthread_create(&h[i], 0, t, 0);
          TRY
          pthread_mutex_lock(&g); __VERIFIER_assert(x == 0); pthread_mutex_unlock(&g);
          pthread_mutex_unlock(&m);
          return 0;
        }
        """;
    Program safe = Verify.c(src.replace("TRY", "while (pthread_mutex_trylock(&m)) { }"));
    assertTrue(analyse(safe).proved(), () -> analyse(safe).detail());
    assertNoErrorFound(safe, "trylock loop");
    for (String mutant : List.of("if (pthread_mutex_trylock(&m)) { }",
        "int r = pthread_mutex_trylock(&m); r = 0; while (r) { }")) {
      Program p = Verify.c(src.replace("TRY", mutant));
      assertFalse(analyse(p).proved(), mutant);
      assertEquals(Verdict.UNSAFE, Explorer.explore(p, EXHAUSTIVE).verdict(), mutant);
    }
  }

  /**
   * Once-initialisation (25_stack's shape): the first thread through the critical section resets
   * top under a flag, every thread then writes top itself and checks it. The reset precedes every
   * other write, so after its own write a thread never sees it. Mutants where it does not: the flag
   * never set, the flag set back, the reset outside the lock, the own write before the section.
   */
  @Test
  void aOnceInitialisationPrecedesEveryOtherWrite() {
    String src = """
        pthread_mutex_t L;
        int state, top;
        void *t(void *a) {
          BEFORE
          pthread_mutex_lock(&L);
          if (state == 0) { top = 0; SET }
          pthread_mutex_unlock(&L);
          AFTER
          __VERIFIER_assert(top != 0);
          return 0;
        }
        int main(void) {
          pthread_t h[3];
          for (int i = 0; i < 3; i++) pthread_create(&h[i], 0, t, 0);
          return 0;
        }
        """;
    Program safe = Verify.c(src.replace("BEFORE", "").replace("SET", "state = 1;").replace("AFTER", "top = 2;"));
    assertTrue(analyse(safe).proved(), () -> analyse(safe).detail());
    assertNoErrorFound(safe, "once-initialisation");
    List<String> mutants = List.of(
        src.replace("BEFORE", "").replace("SET", "").replace("AFTER", "top = 2;"),
        src.replace("BEFORE", "").replace("SET", "state = 1;").replace("AFTER",
            "top = 2; pthread_mutex_lock(&L); state = 0; pthread_mutex_unlock(&L);"),
        src.replace("BEFORE", "if (state == 0) { top = 0; }").replace("SET", "state = 1;").replace("AFTER", "top = 2;"),
        src.replace("BEFORE", "top = 2;").replace("SET", "state = 1;").replace("AFTER", ""));
    assertMutantsUnprovedAndUnsafe(mutants);
  }

  /**
   * A ticket lock (47_ticket_lock's shape): tickets from an atomic fetch-and-increment that cannot
   * wrap, a spin until serving equals one's ticket, serving incremented on leaving; the critical
   * section writes and checks c. Mutants: serving incremented by a thread that does not hold the
   * lock, tickets taken without an atomic section, a spin on the wrong value, a copy on a path
   * that skips the increment (found by review: it was proved), the ticket overwritten before the
   * increment.
   */
  @Test
  void aTicketLockExcludesOtherHolders() {
    String src = """
        unsigned next, serving;
        int c;
        void *t(void *a) {
          unsigned l;
          FETCH
          while (1) { if (SPIN) break; }
          c = 1; __VERIFIER_assert(c == 1); c = 0;
          serving++;
          EXTRA
          return 0;
        }
        int main(void) {
          pthread_t h[3];
          for (int i = 0; i < 3; i++) pthread_create(&h[i], 0, t, 0);
          return 0;
        }
        """;
    String atomicFetch = "__VERIFIER_atomic_begin(); __VERIFIER_assume(next != -1); l = next; next = next + 1; __VERIFIER_atomic_end();";
    Program safe = Verify.c(src.replace("FETCH", atomicFetch).replace("SPIN", "serving == l").replace("EXTRA", ""));
    assertTrue(analyse(safe).proved(), () -> analyse(safe).detail());
    assertNoErrorFound(safe, "ticket lock");
    List<String> mutants = List.of(
        src.replace("FETCH", atomicFetch).replace("SPIN", "serving == l").replace("EXTRA", "")
            .replace("  unsigned l;\n", "  unsigned l;\n  if (a) serving++;\n").replace("pthread_create(&h[i], 0, t, 0)",
                "pthread_create(&h[i], 0, t, (void *)(long)(i == 0))"),
        src.replace("FETCH", "__VERIFIER_assume(next != -1); l = next; next = next + 1;").replace("SPIN", "serving == l")
            .replace("EXTRA", ""),
        src.replace("FETCH", atomicFetch).replace("SPIN", "serving + 1 >= l").replace("EXTRA", ""),
        // the copy taken on a path that skips the increment: two threads may share a ticket
        src.replace("FETCH", atomicFetch.replace("next = next + 1;", "if (a) next = next + 1;")).replace("SPIN", "serving == l")
            .replace("EXTRA", "").replace("pthread_create(&h[i], 0, t, 0)", "pthread_create(&h[i], 0, t, (void *)(long)(i == 0))"),
        // the ticket cell overwritten between the copy and the increment
        src.replace("FETCH", atomicFetch.replace("l = next;", "l = next; l = serving;")).replace("SPIN", "serving == l")
            .replace("EXTRA", ""));
    assertMutantsUnprovedAndUnsafe(mutants);
  }

  /**
   * A test-and-set spin lock (05_tas's shape): the lock word copied and set to 1 in one atomic
   * section, a spin until the copy was 0, the critical section checks c and the lock word, the
   * release writes 0. Mutants: a release by a thread that does not hold the lock, a copy on a path
   * that skips the set, a spin that also admits a copy of 1, the test-and-set outside an atomic
   * section, a second release, a second critical section entered on the old copy.
   */
  @Test
  void aTestAndSetLockExcludesOtherHolders() {
    String src = """
        int lock, c;
        void *t(void *a) {
          int cond;
          PRE
          while (1) {
            TAS
            if (SPIN) break;
          }
          c = c + 1; __VERIFIER_assert(c == 1); __VERIFIER_assert(lock != 0); c = c - 1;
          lock = 0;
          POST
          return 0;
        }
        int main(void) {
          pthread_t h[3];
          for (int i = 0; i < 3; i++) pthread_create(&h[i], 0, t, (void *)(long)(i == 0));
          return 0;
        }
        """;
    String tas = "__VERIFIER_atomic_begin(); cond = lock; lock = 1; __VERIFIER_atomic_end();";
    Program safe = Verify.c(src.replace("PRE", "").replace("TAS", tas).replace("SPIN", "cond != 1").replace("POST", ""));
    assertTrue(analyse(safe).proved(), () -> analyse(safe).detail());
    assertNoErrorFound(safe, "test-and-set lock");
    Program zeroTest = Verify.c(src.replace("PRE", "").replace("TAS", tas).replace("SPIN", "cond == 0").replace("POST", ""));
    assertTrue(analyse(zeroTest).proved(), () -> analyse(zeroTest).detail());
    List<String> mutants = List.of(
        src.replace("PRE", "if (a) lock = 0;").replace("TAS", tas).replace("SPIN", "cond != 1").replace("POST", ""),
        src.replace("PRE", "").replace("TAS", tas.replace("lock = 1;", "if (a) lock = 1;")).replace("SPIN", "cond == 0")
            .replace("POST", ""),
        src.replace("PRE", "").replace("TAS", tas.replace("lock = 1;", "lock = 2;")).replace("SPIN", "cond != 2")
            .replace("int lock, c;", "int lock = 0, c;").replace("POST", "")
            .replace("while (1) {", "if (a) { __VERIFIER_atomic_begin(); lock = 1; __VERIFIER_atomic_end(); }\n  while (1) {"),
        src.replace("PRE", "").replace("TAS", "cond = lock; lock = 1;").replace("SPIN", "cond != 1").replace("POST", ""),
        src.replace("PRE", "").replace("TAS", tas).replace("SPIN", "cond != 1").replace("POST", "if (a) lock = 0;"),
        src.replace("PRE", "").replace("TAS", tas).replace("SPIN", "cond != 1")
            .replace("POST", "if (cond == 0) { c = c + 1; __VERIFIER_assert(c == 1); c = c - 1; }"));
    assertMutantsUnprovedAndUnsafe(mutants);
  }

  /**
   * Instances of a pool write their own {@code __thread_result} slot; when no join reads a result
   * the slots are unobservable and the instances still form one template (race-4_1's shape). A
   * join that reads the result makes the slots observable: refused, and that program is UNSAFE.
   */
  @Test
  void unreadResultSlotsDoNotSplitATemplate() {
    String src = """
        int c; pthread_mutex_t m;
        void *t(void *a) {
          pthread_mutex_lock(&m); c = c + 1; __VERIFIER_assert(c == 1); c = c - 1; pthread_mutex_unlock(&m);
          return RESULT;
        }
        int main(void) {
          pthread_t h[2], x;
          pthread_create(&h[0], 0, t, 0); pthread_create(&h[1], 0, t, 0);
          while (__VERIFIER_nondet_int()) pthread_create(&x, 0, t, 0);
          void *st;
          pthread_join(h[0], &st);
          USE
          return 0;
        }
        """;
    Program unread = Verify.c(src.replace("RESULT", "a").replace("USE", ""));
    ValueAnalysis.Result r = analyse(unread);
    assertTrue(r.proved() && r.detail().contains("any number"), r::detail);
    Program read = Verify.c(src.replace("RESULT", "(void *)1").replace("USE", "__VERIFIER_assert(st == 0);"));
    ValueAnalysis.Result q = analyse(read);
    assertFalse(q.proved(), q::detail);
    assertTrue(q.detail().contains("instances of t differ"), q::detail);
    assertEquals(Verdict.UNSAFE, Explorer.explore(read, EXHAUSTIVE).verdict());
  }

  /**
   * Four wrong proofs found by an adversarial review (2026-11-29), each UNSAFE for the exhaustive
   * search: narrowing through a signed {@code x + 1} that wraps at INT_MAX; a thread ending inside
   * an atomic section whose published view was not counted as its write; main's creation-time
   * value hiding a once-initialisation; a stale copy of serving re-taking a ticket lock.
   */
  @Test
  void theReviewsWrongProofsStayUnproved() {
    Map<String, String> programs = new java.util.LinkedHashMap<>();
    programs.put("""
        void *thr(void *a) {
          int x = __VERIFIER_nondet_int();
          if (x + 1 <= 0) __VERIFIER_assert(x < 0);
          return 0;
        }
        int main(void) { pthread_t t; pthread_create(&t, 0, thr, 0); pthread_create(&t, 0, thr, 0); return 0; }
        """, "2147483646..2147483647");
    programs.put("""
        int x = 0;
        void *thr(void *a) {
          int k = __VERIFIER_nondet_int();
          __VERIFIER_atomic_begin();
          if (k) x = 5;
          pthread_exit(0);
          __VERIFIER_atomic_end();
          return 0;
        }
        int main(void) {
          pthread_t t;
          pthread_create(&t, 0, thr, 0);
          __VERIFIER_atomic_begin(); x = 1; __VERIFIER_atomic_end();
          pthread_join(t, 0);
          __VERIFIER_atomic_begin(); int v = x; __VERIFIER_atomic_end();
          __VERIFIER_assert(v == 1);
          return 0;
        }
        """, null);
    programs.put("""
        pthread_mutex_t L;
        int state = 0, top = 7;
        void *thr(void *a) {
          pthread_mutex_lock(&L);
          if (state == 0) { top = 0; state = 1; }
          pthread_mutex_unlock(&L);
          return 0;
        }
        int main(void) {
          pthread_t t;
          pthread_create(&t, 0, thr, 0);
          int v = top;
          __VERIFIER_assert(v == 7);
          return 0;
        }
        """, null);
    programs.put("""
        int next = 0, serving = 0, x = 0;
        void *thr(void *a) {
          int l, s;
          __VERIFIER_atomic_begin(); l = next; next = next + 1; __VERIFIER_atomic_end();
          while (serving != l) {}
          s = serving;
          x = 2;
          serving = serving + 1;
          __VERIFIER_assume(s == l);
          x = 1;
          int v = x;
          __VERIFIER_assert(v == 1);
          return 0;
        }
        int main(void) { pthread_t t[2]; for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, thr, 0); return 0; }
        """, null);
    for (Map.Entry<String, String> m : programs.entrySet()) {
      Program p = Verify.c(m.getKey());
      assertFalse(analyse(p).proved(), m.getKey());
      ExploreOptions o = EXHAUSTIVE;
      if (m.getValue() != null) {
        String[] r = m.getValue().split("\\.\\.");
        o = o.withInputs(Long.parseLong(r[0]), Long.parseLong(r[1]));
      }
      assertEquals(Verdict.UNSAFE, Explorer.explore(p, o).verdict(), m.getKey());
    }
  }

  /** The lock-protected counter of the goblint tasks: 0 whenever both locks are free; its racing mutant. */
  @Test
  void lockProtectedInvariantsAreProvedAndTheirRacingMutantIsNot() {
    String safe = """
        int g; pthread_mutex_t m1, glock;
        void *t(void *a) {
          pthread_mutex_lock(&m1);
          pthread_mutex_lock(&glock); g = g + 1; pthread_mutex_unlock(&glock);
          pthread_mutex_lock(&glock); g = g - 1; pthread_mutex_unlock(&glock);
          pthread_mutex_unlock(&m1);
          return 0;
        }
        int main(void) {
          pthread_t h[2];
          pthread_create(&h[0], 0, t, 0);
          pthread_create(&h[1], 0, t, 0);
          pthread_mutex_lock(&m1);
          pthread_mutex_lock(&glock); __VERIFIER_assert(g == 0); pthread_mutex_unlock(&glock);
          pthread_mutex_unlock(&m1);
          return 0;
        }
        """;
    Program p = Verify.c(safe);
    ValueAnalysis.Result r = analyse(p);
    assertTrue(r.proved(), r.detail());
    assertNoErrorFound(p, safe);
    String racing = safe.replaceFirst("pthread_mutex_lock\\(&m1\\);\n", "\n");
    Program q = Verify.c(racing);
    assertFalse(analyse(q).proved());
    ExploreResult e = Explorer.explore(q, EXHAUSTIVE);
    assertEquals(Verdict.UNSAFE, e.verdict());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(q, e.counterexample()).outcome().kind());
  }

  /** A thread pool beyond the thread bound: proved for any number of workers; the program with a negative id is not. */
  @Test
  void workersBeyondThePoolBoundAreCovered(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    String src = """
        int id;
        void *worker(void *a) {
          int me = *(int *) a;
          int h = (me * 7 + 3) % 16;
          if (h < 0) reach_error();
          return 0;
        }
        int main(void) {
          pthread_t t;
          int i = 0;
          while (__VERIFIER_nondet_int()) {
            id = i; // racy: a worker may read a later id
            pthread_create(&t, 0, worker, &id);
            if (i < 1000) i++;
          }
          return 0;
        }
        """;
    Path f = dir.resolve("pool.c");
    Files.writeString(f, Verify.HEADER + src);
    Program p = ProgramLoader.load(ProgramLoader.resolve(f, null), new LowerOptions(2));
    assertTrue(ThreadModular.unboundedThreads(p));
    ValueAnalysis.Result r = analyse(p);
    assertTrue(r.proved(), r.detail());
    assertTrue(r.detail().contains("any number of thread instances"), r.detail());
    for (int k = 1; k <= 3; k++) {
      assertNoErrorFound(ProgramLoader.load(ProgramLoader.resolve(f, null), new LowerOptions(k)), "bound " + k);
    }
    Path g = dir.resolve("pool_broken.c");
    Files.writeString(g, Verify.HEADER + src.replace("if (i < 1000) i++;", "if (i > -1000) i--;"));
    Program q = ProgramLoader.load(ProgramLoader.resolve(g, null), new LowerOptions(2));
    assertFalse(analyse(q).proved());
    CheckResult v = Portfolio.check(q, VerifyOptions.DEFAULT.withImpact(ImpactOptions.DEFAULT
        .withTimeout(Duration.ofSeconds(60))).withExplicitBudget(Duration.ofSeconds(30)));
    assertEquals(Verdict.UNSAFE, v.verdict(), v.detail());
    Trace cex = Trace.parse(v.counterexample().replayable());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(q, cex).outcome().kind());
  }

  @Test
  void verifySaysWhichEngineProvedIt() throws Exception {
    Program p = ProgramLoader.load(ProgramLoader.resolve(Path.of("cprograms", "value_ranges.c"), null));
    CheckResult r = Portfolio.check(p, VerifyOptions.DEFAULT.withImpact(ImpactOptions.DEFAULT
        .withTimeout(Duration.ofSeconds(60))));
    assertEquals(Verdict.SAFE, r.verdict(), r.detail());
    assertEquals(Engine.VALUE_ANALYSIS, r.decidedBy());
    assertTrue(r.detail().startsWith("proved by thread-modular interval analysis"), r.detail());
  }

  /** Out-of-bounds indices, division by a range with zero, joins of unknown handles: alarms, no proof. */
  @Test
  void possibleUndefinedBehaviourIsNoProof() {
    List<String> bodies = new ArrayList<>(List.of(
        "int a[4]; int main(void) { int i = __VERIFIER_nondet_int(); __VERIFIER_assume(i >= 0 && i <= 4); a[i] = 1; return 0; }",
        "int g; int main(void) { int d = __VERIFIER_nondet_int(); __VERIFIER_assume(d >= -1 && d <= 1); g = 7 / d; return 0; }",
        "int g; int main(void) { int s = __VERIFIER_nondet_int(); __VERIFIER_assume(s >= 0 && s <= 40); g = 1 << s; return 0; }",
        "int main(void) { pthread_t t = (pthread_t) __VERIFIER_nondet_int(); pthread_join(t, 0); return 0; }"));
    for (String b : bodies) {
      ValueAnalysis.Result r = analyse(Verify.c(b));
      assertFalse(r.proved(), b);
    }
    // their guarded versions are proved
    ValueAnalysis.Result ok = analyse(Verify.c(
        "int a[4]; int g; int main(void) { int i = __VERIFIER_nondet_int(); __VERIFIER_assume(i >= 0 && i < 4);"
            + " a[i] = 1; int d = __VERIFIER_nondet_int(); __VERIFIER_assume(d >= 1 && d <= 3); g = (7 / d) << i; return 0; }"));
    assertTrue(ok.proved(), ok.detail());
  }
}
