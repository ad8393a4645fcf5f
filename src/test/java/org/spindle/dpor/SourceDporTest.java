package org.spindle.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/**
 * Source-DPOR: exact complete-execution counts on the thesis benchmarks (with sleep sets no two
 * complete executions are equivalent, so T equals the number of equivalence classes), verdicts
 * equal to the stateful explorer's, counterexamples that replay.
 */
class SourceDporTest {
  @TempDir Path dir;

  static DporResult run(Program p) {
    return Dpor.explore(p, DporOptions.DEFAULT.withMaxEvents(2000).withTimeout(Duration.ofSeconds(30)),
        DporProgress.NONE);
  }

  @ParameterizedTest(name = "Readers-Writers({0}) = {1}")
  @CsvSource({"2, 2", "3, 4", "4, 8", "5, 16", "8, 128"})
  void readersWritersHas2PowNMinus1Executions(int n, long classes) {
    DporResult r = run(DporPrograms.load(dir, "rw", DporPrograms.readersWriters(n)));
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertEquals(classes, r.counts().complete());
    assertEquals(0, r.counts().sleepSetBlocked()); // readers-writers needs no sleep set
  }

  @ParameterizedTest(name = "Ring({0}) = {1}")
  @CsvSource({"3, 6", "4, 14", "5, 30"})
  void ringHas2PowNMinus2Executions(int n, long classes) {
    DporResult r = run(DporPrograms.load(dir, "ring", DporPrograms.ring(n, 1)));
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertEquals(classes, r.counts().complete());
  }

  @ParameterizedTest(name = "Branching({0}) = {1}")
  @CsvSource({"2, 11", "3, 28"})
  void branchingMatchesTheThesis(int n, long classes) {
    DporResult r = run(DporPrograms.load(dir, "branching", DporPrograms.branching(n)));
    assertEquals(classes, r.counts().complete());
  }

  @ParameterizedTest(name = "Ring Extended({0}) = {1}")
  @CsvSource({"2, 6", "3, 90"})
  void ringExtendedMatchesTheThesis(int n, long classes) {
    DporResult r = run(DporPrograms.load(dir, "ringx", DporPrograms.ring(n, 2)));
    assertEquals(classes, r.counts().complete());
  }

  @Test
  void errorFoundAndReplayed() {
    Program p = DporPrograms.load(dir, "lost", DporPrograms.threads(2, "int x;",
        "  int v = x; x = v + 1;\n") .replace("  return 0;\n}\n\n", "")
        .replace("for (int i = 0; i < 2; i++) pthread_join(t[i], 0);",
            "for (int i = 0; i < 2; i++) pthread_join(t[i], 0);\n  if (x != 2) reach_error();"));
    DporResult r = run(p);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind());
  }

  @Test
  void lockedIncrementsAreSafeWithTwoExecutions() {
    Program p = DporPrograms.load(dir, "locked", """
        typedef union { char __size[24]; long __align; } pthread_mutex_t;
        extern int pthread_mutex_lock(pthread_mutex_t *m);
        extern int pthread_mutex_unlock(pthread_mutex_t *m);
        pthread_mutex_t m;
        """ + DporPrograms.threads(2, "int x;", "  pthread_mutex_lock(&m); int v = x; x = v + 1; pthread_mutex_unlock(&m);\n")
        .replace("for (int i = 0; i < 2; i++) pthread_join(t[i], 0);",
            "for (int i = 0; i < 2; i++) pthread_join(t[i], 0);\n  if (x != 2) reach_error();"));
    DporResult r = run(p);
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertEquals(2, r.counts().complete()); // which thread takes the lock first
  }

  static java.util.List<Path> cprograms() throws java.io.IOException {
    try (var s = java.nio.file.Files.list(Path.of("cprograms"))) {
      return s.filter(f -> f.toString().endsWith(".c")).sorted().toList();
    }
  }

  /** The cprograms whose threads have no unbounded loop: every engine must decide them. */
  static final Set<String> LOOP_FREE = Set.of("atomic_function.c", "atomic_increment.c", "atomic_split.c",
      "branching.c", "cs_observers.c", "cs_observers_safe.c", "deadlock.c", "indexer.c", "indexer_broken.c",
      "indexer_small.c", "lastzero.c", "lastzero_unsafe.c", "lost_update_2.c", "lost_update_3.c",
      "lost_update_locked.c", "nondet_assume.c", "nondet_input.c", "readers_writers.c", "readers_writers_unsafe.c",
      "ring.c", "ring_extended.c", "ring_nonatomic.c", "shared_pointer.c", "shared_pointer_alias.c");

  @ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.MethodSource("cprograms")
  void agreesWithTheStatefulExplorer(Path file) throws Exception {
    Program p = org.spindle.task.ProgramLoader.load(org.spindle.task.ProgramLoader.resolve(file, null));
    DporResult d = Dpor.explore(p, DporOptions.DEFAULT.withMaxEvents(1000).withTimeout(Duration.ofSeconds(10)),
        DporProgress.NONE);
    ExploreResult e = Explorer.explore(p, ExploreOptions.DEFAULT.withMaxStates(300_000).withTimeout(Duration.ofSeconds(30)));
    if (LOOP_FREE.contains(file.getFileName().toString())) {
      assertNotEquals(Verdict.UNKNOWN, d.verdict(), d.reason());
    }
    if (d.verdict() != Verdict.UNKNOWN && e.verdict() != Verdict.UNKNOWN) {
      assertEquals(e.verdict(), d.verdict(), "explore: " + e.reason() + "\nsdpor: " + d.reason());
      assertEquals(e.inputsRestricted(), d.inputsRestricted());
    }
    if (d.verdict() == Verdict.UNSAFE) {
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, d.counterexample()).outcome().kind());
    }
    assertTrue(d.counts().executions() > 0 || d.verdict() == Verdict.UNSAFE);
  }
}
