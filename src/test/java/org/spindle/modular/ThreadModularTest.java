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
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.impact.ImpactOptions;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.Trace;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;

/**
 * The thread-modular engine (D51) against bounded exploration: programs that start any number of
 * threads are proved, and with every thread bound K = 1..4 the exhaustive search finds no error in
 * them; their mutants (a lock or an atomic section removed) are never proved and verify finds
 * their errors with a trace that replays; on random programs that start threads without bound,
 * whatever the engine proves has no error in the bounded explorations.
 */
class ThreadModularTest {
  private static final Duration LIMIT = Duration.ofSeconds(60);
  private static final List<String> SAFE = List.of("param_lock_invariant_safe.c",
      "param_atomic_bound_safe.c", "param_flag_lock_safe.c");
  private static final List<String> UNSAFE = List.of("param_lock_invariant_unsafe.c",
      "param_atomic_bound_unsafe.c", "param_flag_lock_unsafe.c");

  private static Program load(Path file, int bound) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(file, null), new LowerOptions(bound));
  }

  private static ThreadModularResult check(Program p, Duration limit) {
    return ThreadModular.check(p, ThreadModularOptions.DEFAULT.withTimeout(limit), null);
  }

  @Test
  void provesProgramsWithUnboundedThreadsWhereBoundedExplorationFindsNoError() throws Exception {
    for (String f : SAFE) {
      Path file = Path.of("cprograms", f);
      Program p = load(file, LowerOptions.DEFAULT_THREAD_BOUND);
      assertTrue(ThreadModular.unboundedThreads(p), f);
      ThreadModularResult r = check(p, LIMIT);
      assertEquals(ThreadModularResult.Outcome.PROVED, r.outcome(), f + ": " + r.detail());
      for (int k = 1; k <= 4; k++) {
        ExploreResult e = Explorer.explore(load(file, k), ExploreOptions.DEFAULT);
        assertNotEquals(Verdict.UNSAFE, e.verdict(), f + " with thread bound " + k);
      }
    }
  }

  @Test
  void mutantsAreNeverProvedAndVerifyReplaysTheirErrors() throws Exception {
    for (String f : UNSAFE) {
      Program p = load(Path.of("cprograms", f), LowerOptions.DEFAULT_THREAD_BOUND);
      assertFalse(check(p, Duration.ofSeconds(4)).proved(), f);
      ExploreResult e = Explorer.explore(p, ExploreOptions.DEFAULT);
      assertEquals(Verdict.UNSAFE, e.verdict(), f + ": " + e.reason());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, e.counterexample()).outcome().kind(), f);
      // verify: the explicit side finds it beside the thread-modular engine (a generous budget:
      // the test machine may be busy)
      CheckResult r = Portfolio.check(p, VerifyOptions.DEFAULT
          .withImpact(ImpactOptions.DEFAULT.withTimeout(LIMIT)).withExplicitBudget(LIMIT));
      assertEquals(Verdict.UNSAFE, r.verdict(), f + ": " + r.detail());
      Trace cex = Trace.parse(r.counterexample().replayable());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, cex).outcome().kind(), f);
    }
  }

  @Test
  void verifySaysSafeByThreadModularInvariants() throws Exception {
    Program p = load(Path.of("cprograms", SAFE.get(0)), LowerOptions.DEFAULT_THREAD_BOUND);
    // the value analysis (D62) proves this one too, before the thread-modular engine: off here
    CheckResult r = Portfolio.check(p, VerifyOptions.DEFAULT.withImpact(ImpactOptions.DEFAULT.withTimeout(LIMIT))
        .withValueAnalysis(false));
    assertEquals(Verdict.SAFE, r.verdict(), r.detail());
    assertEquals(Engine.THREAD_MODULAR, r.decidedBy());
    assertTrue(r.detail().contains("any number of thread instances"), r.detail());
  }

  @Test
  void refusesThreadsWhoseLocalsEscape(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("escape.c");
    Files.writeString(f, HEADER + """
        int *shared;
        void *worker(void *arg) { int mine = 0; shared = &mine; return 0; }
        int main(void) {
          pthread_t t;
          while (__VERIFIER_nondet_bool()) pthread_create(&t, 0, worker, 0);
          return 0;
        }
        """);
    ThreadModularResult r = check(load(f, 3), LIMIT);
    assertEquals(ThreadModularResult.Outcome.REFUSED, r.outcome(), r.detail());
  }

  /**
   * Blocks through an atomic section with a chain of twelve branches: without a limit 4096 paths
   * from its first location; with it, locations are kept so that no location starts more than
   * {@link Blocks#MAX_PATHS} blocks, and the engine still proves the program (and bounded
   * exploration agrees).
   */
  @Test
  void blocksThroughAChainOfBranchesInAnAtomicSectionStayFew(@TempDir Path dir) throws Exception {
    StringBuilder chain = new StringBuilder();
    for (int k = 0; k < 12; k++) chain.append("    if (g" + (k % 2) + " > ").append(k).append(") g2 = g2 + 1;\n");
    Path f = dir.resolve("chain.c");
    Files.writeString(f, HEADER + "int g0, g1, g2;\n"
        + "void *worker(void *arg) {\n  __VERIFIER_atomic_begin();\n  g2 = 0;\n" + chain
        + "  if (g2 > 12) reach_error();\n  __VERIFIER_atomic_end();\n  return 0;\n}\n"
        + "int main(void) {\n  pthread_t t;\n  while (__VERIFIER_nondet_bool()) pthread_create(&t, 0, worker, 0);\n"
        + "  return 0;\n}\n");
    Program p = load(f, 3);
    org.spindle.program.ThreadCfa worker = p.threads().get(1);
    Blocks.Result b = Blocks.of(worker, e -> false, e -> !(e.stmt() instanceof org.spindle.program.Stmt.Error));
    int[] from = new int[worker.locationCount()];
    for (Blocks.Block x : b.blocks()) from[x.source()]++;
    for (int l = 0; l < from.length; l++) {
      assertTrue(from[l] <= Blocks.MAX_PATHS * worker.outgoing(l).size(), "blocks from " + l + ": " + from[l]);
    }
    assertTrue(b.blocks().size() < 400, "blocks: " + b.blocks().size());
    ThreadModularResult r = check(p, LIMIT);
    assertEquals(ThreadModularResult.Outcome.PROVED, r.outcome(), r.detail());
    for (int k = 1; k <= 2; k++) {
      assertNotEquals(Verdict.UNSAFE, Explorer.explore(load(f, k), ExploreOptions.DEFAULT).verdict());
    }
  }

  private static final String HEADER = """
      extern void reach_error(void);
      extern _Bool __VERIFIER_nondet_bool(void);
      extern void __VERIFIER_atomic_begin(void);
      extern void __VERIFIER_atomic_end(void);
      extern void __VERIFIER_assume(int cond);
      typedef unsigned long pthread_t;
      typedef union { char __size[24]; long __align; } pthread_mutex_t;
      extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
      extern int pthread_mutex_lock(pthread_mutex_t *m);
      extern int pthread_mutex_unlock(pthread_mutex_t *m);
      """;

  /**
   * Random programs whose main starts workers while an input says so: whenever the engine proves
   * one, the exhaustive search with thread bounds 1..3 (every run of up to three workers) finds no
   * error. Both outcomes occur, so the check is not vacuous.
   */
  @Test
  void randomProgramsProvedOnlyWhenBoundedExplorationFindsNoError(@TempDir Path dir) throws Exception {
    Random rnd = new Random(17);
    int proved = 0;
    int unsafe = 0;
    for (int n = 0; n < 16; n++) {
      Path f = dir.resolve("random" + n + ".c");
      Files.writeString(f, randomProgram(rnd));
      ThreadModularResult r = check(load(f, 3), Duration.ofSeconds(5));
      boolean bug = false;
      for (int k = 1; k <= 3 && !bug; k++) {
        bug = Explorer.explore(load(f, k), ExploreOptions.DEFAULT).verdict() == Verdict.UNSAFE;
      }
      if (r.proved()) proved++;
      if (bug) unsafe++;
      assertFalse(r.proved() && bug, () -> "proved, but bounded exploration finds an error:\n" + read(f));
    }
    assertTrue(proved >= 2, "proved " + proved);
    assertTrue(unsafe >= 2, "unsafe " + unsafe);
  }

  private static String read(Path f) {
    try {
      return Files.readString(f);
    } catch (java.io.IOException e) {
      return f.toString();
    }
  }

  private static String randomProgram(Random rnd) {
    StringBuilder w = new StringBuilder();
    int stmts = 1 + rnd.nextInt(3);
    for (int i = 0; i < stmts; i++) w.append(randomStatement(rnd, true));
    String cond = switch (rnd.nextInt(5)) {
      case 0 -> "g0 <= " + rnd.nextInt(3);
      case 1 -> "g0 != " + (1 + rnd.nextInt(3));
      case 2 -> "g0 == g1";
      case 3 -> "g0 >= 0";
      default -> "g1 <= g0 + " + rnd.nextInt(2);
    };
    String check = "if (!(" + cond + ")) reach_error();";
    check = switch (rnd.nextInt(4)) {
      case 0 -> "pthread_mutex_lock(&m); " + check + " pthread_mutex_unlock(&m);";
      // an error inside an atomic section, and one under a flag lock (blocks through atomic
      // sections, Blocks.droppableInAtomic)
      case 1 -> "__VERIFIER_atomic_begin(); " + check + " __VERIFIER_atomic_end();";
      case 2 -> "acquire(); " + check + " release();";
      default -> check;
    };
    return HEADER + "int g0, g1, f; pthread_mutex_t m;\n"
        + "void acquire(void) { __VERIFIER_atomic_begin(); __VERIFIER_assume(f == 0); f = 1;"
        + " __VERIFIER_atomic_end(); }\n"
        + "void release(void) { __VERIFIER_atomic_begin(); __VERIFIER_assume(f == 1); f = 0;"
        + " __VERIFIER_atomic_end(); }\n"
        + "void *worker(void *arg) { int l = 0;\n" + w + "  return 0;\n}\n"
        + "int main(void) {\n  pthread_t t;\n  while (__VERIFIER_nondet_bool()) {\n"
        + "    pthread_create(&t, 0, worker, 0);\n    " + check + "\n  }\n  return 0;\n}\n";
  }

  private static String randomStatement(Random rnd, boolean compound) {
    int a = rnd.nextInt(2);
    int b = rnd.nextInt(2);
    int c = rnd.nextInt(4) - 1;
    int k = rnd.nextInt(3);
    switch (compound ? rnd.nextInt(6) : rnd.nextInt(3)) {
      case 0:
        return "  g" + a + " = g" + b + " + " + c + ";\n";
      case 1:
        return "  l = g" + a + "; g" + b + " = l + " + c + ";\n";
      case 2:
        return "  if (g" + a + " == " + k + ") g" + b + " = " + c + ";\n";
      case 3:
        return "  pthread_mutex_lock(&m);\n" + randomStatement(rnd, false) + randomStatement(rnd, false)
            + "  pthread_mutex_unlock(&m);\n";
      case 4:
        return "  acquire();\n" + randomStatement(rnd, false) + randomStatement(rnd, false)
            + "  release();\n";
      default:
        return "  __VERIFIER_atomic_begin(); if (g" + a + " < " + (k + 1) + ") g" + a + " = g" + a
            + " + 1; __VERIFIER_atomic_end();\n";
    }
  }
}
