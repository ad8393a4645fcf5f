package org.spindle.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * Eager POR and EPOR-SH (thesis 003 Algorithm 1): complete executions equal the number of
 * Mazurkiewicz traces on the thesis' benchmarks (Appendix A's EPOR rows, which equal SDPOR's
 * there), unsatisfiable trace constraint systems as Appendix A counts them, the sections of the
 * thesis' Fig. 3.2, verdicts equal to the stateful explorer's, and on random programs every trace
 * of a complete execution explored (brute force, {@link TraceOracle}).
 */
class EagerPorTest {
  @TempDir Path dir;

  static DporResult run(Program p, Algorithm a) {
    return Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(a).withMaxEvents(2000).withTimeout(Duration.ofSeconds(30)),
        DporProgress.NONE);
  }

  private DporResult runBoth(String name, String source, long classes) {
    Program p = DporPrograms.load(dir, name, source);
    DporResult last = null;
    for (Algorithm a : List.of(Algorithm.EPOR, Algorithm.EPOR_SH)) {
      DporResult r = run(p, a);
      assertEquals(Verdict.SAFE, r.verdict(), a + ": " + r.reason());
      assertEquals(classes, r.counts().complete(), a + " complete executions");
      if (a == Algorithm.EPOR) last = r;
    }
    return last;
  }

  @ParameterizedTest(name = "Readers-Writers({0}) = {1}")
  @CsvSource({"2, 2", "3, 4", "4, 8", "5, 16", "8, 128"})
  void readersWritersHas2PowNMinus1Executions(int n, long classes) {
    DporResult r = runBoth("rw", DporPrograms.readersWriters(n), classes);
    assertEquals(0, r.counts().unsatTraceConstraintSystems()); // App. A: 0 for every N
  }

  @ParameterizedTest(name = "Ring({0}) = {1}")
  @CsvSource({"3, 6", "4, 14", "5, 30"})
  void ringHas2PowNMinus2Executions(int n, long classes) {
    DporResult r = runBoth("ring", DporPrograms.ring(n, 1), classes);
    // App. A: EPOR builds 2 unsatisfiable systems on Ring(N), the two cyclic orientations of the ring
    assertEquals(2, r.counts().unsatTraceConstraintSystems());
  }

  @ParameterizedTest(name = "Branching({0}) = {1}")
  @CsvSource({"2, 11", "3, 28"})
  void branchingMatchesTheThesis(int n, long classes) {
    runBoth("branching", DporPrograms.branching(n), classes);
  }

  @ParameterizedTest(name = "Ring Extended({0}) = {1}, {2} unsatisfiable systems")
  @CsvSource({"2, 6, 10", "3, 90, 4006", "4, 786, 64750"})
  void ringExtendedMatchesTheThesis(int n, long classes, long unsat) {
    DporResult r = runBoth("ringx", DporPrograms.ring(n, 2), classes);
    // App. A: one section holds all 4N races, 2^(4N) systems of which `classes` are satisfiable
    assertEquals(unsat, r.counts().unsatTraceConstraintSystems());
  }

  /**
   * Readers-Writers(23) in one section would have 2^22 satisfiable systems, more than a section
   * may keep: it is cut to a prefix with half of its races.
   */
  @Test
  void aSectionWithTooManySystemsIsShortened() {
    Program p = DporPrograms.load(dir, "rw23", DporPrograms.readersWriters(23));
    Section s = firstSection(new Interpreter(p), false);
    assertEquals(1 << 11, s.representatives());
  }

  @Test
  void traceConstraintSystemsOfARing() {
    // three events, each racing with the next: 8 orientations, the two cyclic ones unsatisfiable
    TraceConstraintSystems ring = TraceConstraintSystems.of(3, new int[3][0], new int[] {0, 1, 0}, new int[] {1, 2, 2});
    assertEquals(6, ring.satisfiable.length);
    assertEquals(2, ring.unsatisfiable);
    assertEquals(0, ring.satisfiable[0]); // the order first seen comes first
    // with program order 0 -> 2 fixed, a race 0-2 can only be oriented one way
    TraceConstraintSystems po = TraceConstraintSystems.of(3, new int[][] {{}, {}, {0}}, new int[] {0}, new int[] {2});
    assertEquals(1, po.satisfiable.length);
    assertEquals(1, po.unsatisfiable);
  }

  @Test
  void shortSectionsBuildFewerUnsatisfiableSystems() {
    Program p = DporPrograms.load(dir, "ringx", DporPrograms.ring(3, 2));
    assertTrue(run(p, Algorithm.EPOR_SH).counts().unsatTraceConstraintSystems()
        < run(p, Algorithm.EPOR).counts().unsatTraceConstraintSystems());
  }

  /** Thesis Fig. 3.2: the first section holds e00, e01, e10 but not e11 (A) nor e20 (B). */
  @Test
  void figure32SectionsFollowConditionsAAndB() throws Exception {
    Program p = DporPrograms.load(dir, "fig32", """
        int x[2]; int y; int z;
        void *t0(void *arg) { y = 0; x[y] = 1; return 0; }
        void *t1(void *arg) { if (x[0] == 0) z = 1; return 0; }
        void *t2(void *arg) { y = 1; return 0; }
        int main(void) {
          pthread_t h0, h1, h2;
          pthread_create(&h0, 0, t0, 0); pthread_create(&h1, 0, t1, 0); pthread_create(&h2, 0, t2, 0);
          pthread_join(h0, 0); pthread_join(h1, 0); pthread_join(h2, 0);
          if (z == 1 && x[1] == 1) reach_error();
          return 0;
        }
        """);
    Interpreter in = new Interpreter(p);
    Section s = firstSection(in, false);
    List<String> texts = new ArrayList<>();
    for (int q = 0; q < s.size; q++) texts.add(s.transition(q).first().text());
    assertTrue(texts.contains("y = 0") && texts.contains("x[y] = 1"), texts.toString());
    assertTrue(texts.contains("x[0] == 0"), texts.toString()); // e10, the branching event
    assertFalse(texts.contains("z = 1"), texts.toString()); // e11: condition (A)
    assertFalse(texts.contains("y = 1"), texts.toString()); // e20: condition (B), a hiding dependency
    assertEquals(Verdict.UNSAFE, Explorer.explore(p, ExploreOptions.DEFAULT).verdict());
    for (Algorithm a : List.of(Algorithm.EPOR, Algorithm.EPOR_SH)) {
      DporResult r = run(p, a);
      assertEquals(Verdict.UNSAFE, r.verdict(), r.reason()); // y = 1 before x[y] = 1, z = 1 before it
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind());
    }
    assertTraceCoverage(p.file(), p, true);
  }

  /**
   * A program end disables every other thread: here the only way to the error is T2 before T1's
   * abort, which no race between executed events shows (D39). All engines must find it.
   */
  @Test
  void anEndOfTheProgramDoesNotHideAnotherThreadsError() {
    Program p = DporPrograms.load(dir, "abort", """
        extern void abort(void);
        void *t1(void *arg) { abort(); return 0; }
        void *t2(void *arg) { reach_error(); return 0; }
        int main(void) {
          pthread_t h1, h2;
          pthread_create(&h1, 0, t1, 0);
          pthread_create(&h2, 0, t2, 0);
          pthread_join(h1, 0);
          pthread_join(h2, 0);
          return 0;
        }
        """);
    for (Algorithm a : Algorithm.values()) {
      DporResult r = run(p, a);
      assertEquals(Verdict.UNSAFE, r.verdict(), a + ": " + r.reason());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind());
    }
  }

  private static Section firstSection(Interpreter in, boolean shortSections) {
    Counters c = new Counters();
    Execution exe = new Execution(in.initial(), c);
    int n = exe.threads();
    NextStep[] next = new NextStep[n];
    InputRange inputs = new InputRange(-2, 2);
    for (int t = 0; t < n; t++) next[t] = NextStep.of(in, in.initial(), t, inputs, false);
    return new SectionBuilder(in, inputs, c,
        org.spindle.program.analysis.ControlInfluence.of(in.program()), shortSections, n, null)
        .build(0, in.initial(), next, new boolean[n], Set.of(), 1000);
  }

  static Stream<Arguments> cprogramsAndEngines() throws java.io.IOException {
    List<Arguments> out = new ArrayList<>();
    for (Path f : DporEnginesTest.cprograms()) out.add(Arguments.of(f));
    return out.stream();
  }

  /**
   * As DporEnginesTest's check: equal verdicts where both decide, every loop-free program decided
   * (and with at least Source-DPOR's complete executions); programs with unbounded loops get a
   * short budget (their bugs are found quickly or not decided).
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("cprogramsAndEngines")
  void agreesWithTheStatefulExplorerAndSourceDpor(Path file) throws Exception {
    Program p = ProgramLoader.load(ProgramLoader.resolve(file, null));
    boolean loopFree = DporEnginesTest.LOOP_FREE.contains(file.getFileName().toString());
    DporOptions opt = DporOptions.DEFAULT.withMaxEvents(1000)
        .withTimeout(loopFree ? Duration.ofSeconds(10) : Duration.ofMillis(800));
    ExploreResult e = Explorer.explore(p,
        ExploreOptions.DEFAULT.withMaxStates(300_000).withTimeout(Duration.ofSeconds(loopFree ? 10 : 4)));
    DporResult sdpor = loopFree ? Dpor.explore(p, opt, DporProgress.NONE) : null;
    for (Algorithm a : List.of(Algorithm.EPOR, Algorithm.EPOR_SH)) {
      DporResult d = Dpor.explore(p, opt.withAlgorithm(a), DporProgress.NONE);
      assertFalse(d.reason() != null && d.reason().startsWith("internal"), d.reason());
      if (loopFree) assertNotEquals(Verdict.UNKNOWN, d.verdict(), a + ": " + d.reason());
      if (d.verdict() != Verdict.UNKNOWN && e.verdict() != Verdict.UNKNOWN) {
        assertEquals(e.verdict(), d.verdict(), "explore: " + e.reason() + "\n" + a + ": " + d.reason());
        if (!e.inputsRestricted()) assertFalse(d.inputsRestricted(), a + ": " + d.reason());
      }
      if (d.verdict() == Verdict.UNSAFE) {
        assertEquals(Outcome.Kind.ERROR, Replay.replay(p, d.counterexample()).outcome().kind());
      }
      if (sdpor != null && d.verdict() == Verdict.SAFE && sdpor.verdict() == Verdict.SAFE) {
        // both explore every equivalence class; Source-DPOR's complete executions are one per class
        assertTrue(d.counts().complete() >= sdpor.counts().complete(),
            a + " " + d.counts() + " sdpor " + sdpor.counts());
      }
    }
  }

  /** Random programs: every trace of a complete execution is explored, and the verdicts agree. */
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void randomProgramsExploreEveryTrace(long seed) throws Exception {
    Path f = dir.resolve("random" + seed + ".c");
    java.nio.file.Files.writeString(f, RandomPrograms.generate(seed, false));
    Program p = ProgramLoader.load(ProgramLoader.resolve(f, null));
    assertTraceCoverage(f.toString(), p, false);
    java.nio.file.Files.writeString(f, RandomPrograms.generate(seed, true));
    Program q = ProgramLoader.load(ProgramLoader.resolve(f, null));
    for (boolean deadlockIsError : new boolean[] {false, true}) {
      ExploreResult e = Explorer.explore(q, ExploreOptions.DEFAULT.withInputs(0, 1).withDeadlockIsError(deadlockIsError)
          .withTimeout(Duration.ofSeconds(20)));
      for (Algorithm a : List.of(Algorithm.EPOR, Algorithm.EPOR_SH)) {
        DporResult d = Dpor.explore(q, DporOptions.DEFAULT.withAlgorithm(a).withInputs(0, 1)
            .withInputMode(InputMode.RANGE)
            .withDeadlockIsError(deadlockIsError), DporProgress.NONE);
        assertEquals(e.verdict(), d.verdict(), a + (deadlockIsError ? " (deadlocks are errors)" : "") + " on\n"
            + RandomPrograms.generate(seed, true) + d.reason());
      }
    }
  }

  static Stream<Long> seeds() {
    return RandomPrograms.seeds(1, 150).stream();
  }

  private static void assertTraceCoverage(String name, Program p, boolean errorsAllowed) {
    Interpreter in = new Interpreter(p);
    Set<String> all = TraceOracle.completeTraces(in, 0, 1, 200_000);
    assertNotNull(all, name + ": too large for brute force");
    for (boolean sh : new boolean[] {false, true}) {
      Set<String> seen = new HashSet<>();
      long[] complete = {0};
      DporOptions range = DporOptions.DEFAULT.withInputs(0, 1).withInputMode(InputMode.RANGE);
      DporResult r = EagerPor.run(in, range, DporProgress.NONE, sh, exe -> {
        String k = TraceOracle.key(exe);
        if (k != null && all.contains(k)) {
          seen.add(k);
          complete[0]++;
        }
      });
      if (errorsAllowed && r.verdict() == Verdict.UNSAFE) continue;
      if (r.unknownReason() != org.spindle.report.UnknownReason.UNDEFINED_BEHAVIOUR) {
        assertEquals(Verdict.SAFE, r.verdict(), name + ": " + r.reason());
      }
      Set<String> missed = new HashSet<>(all);
      missed.removeAll(seen);
      assertTrue(missed.isEmpty(), () -> (sh ? "EPOR-SH" : "EPOR") + " missed " + missed.size() + " of "
          + all.size() + " traces of " + name + ", e.g. " + missed.iterator().next());
      assertTrue(complete[0] >= all.size());
    }
  }
}
