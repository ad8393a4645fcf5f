package org.spindle.program.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.CfaLoops;
import org.spindle.program.analysis.ProgramValidator;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * Partial loop purity elimination and the await rewrite (D40): what they transform (spin loops,
 * test-and-set and compare-and-swap loops, the paper's Fig. 6, a loop whose inner spin loop goes
 * first), what they refuse (stores, live locals, inputs, locks, possibly undefined steps before
 * the block), and that they keep every verdict of the stateful explorer on the cprograms.
 */
class LoopPurityTest {
  @TempDir Path dir;

  private static final String HEADER = """
      extern void reach_error(void);
      extern int __VERIFIER_nondet_int(void);
      typedef unsigned long pthread_t;
      typedef union { char __size[24]; long __align; } pthread_mutex_t;
      extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
      extern int pthread_join(pthread_t thread, void **retval);
      extern int pthread_mutex_lock(pthread_mutex_t *m);
      extern int pthread_mutex_unlock(pthread_mutex_t *m);
      pthread_mutex_t m;
      int x, y, z, lock;
      int __VERIFIER_atomic_tas(void) { int old = lock; lock = 1; return old; }
      int __VERIFIER_atomic_cas(int e, int n) { if (lock == e) { lock = n; return 1; } return 0; }
      """;

  /** Thread 1 runs {@code body}; main also writes every global, so none is folded to a constant. */
  private Program load(String body) throws Exception {
    Path f = dir.resolve("p.c");
    Files.writeString(f, HEADER + "void *thr(void *arg) {\n" + body + "\n  return 0;\n}\n"
        + "int main(void) { pthread_t t; x = 1; y = 1; z = 1; lock = 0;\n"
        + "  pthread_create(&t, 0, thr, 0); pthread_join(t, 0); return 0; }\n");
    return ProgramLoader.load(ProgramLoader.resolve(f, null));
  }

  private static ProgramMap plp(Program p) {
    ProgramMap m = AwaitRewrite.apply(LoopPurity.transform(p));
    assertEquals(List.of(), ProgramValidator.validate(m.transformed()));
    return m;
  }

  private static ThreadCfa t1(ProgramMap m) {
    return m.transformed().thread(1);
  }

  private static boolean has(ThreadCfa t, String stmt) {
    return t.edges().stream().anyMatch(e -> e.stmt().toString().equals(stmt));
  }

  private static boolean loops(ThreadCfa t) {
    return !CfaLoops.of(t).backEdges().isEmpty();
  }

  @Test
  void spinLoopBecomesOneWaitingStep() throws Exception {
    ProgramMap m = plp(load("  while (y != 2) { }"));
    assertEquals(1, m.loops());
    assertFalse(has(t1(m), "assume((y != 2))"));
    assertTrue(has(t1(m), "assume((y == 2))"));
    assertFalse(loops(t1(m)));
    assertTrue(m.pureBlocks().contains(edge(t1(m), "assume((y == 2))").id()), "it fails exactly where y != 2");
  }

  @Test
  void loadAssumeBecomesAnAwaitThatKeepsTheLoadedValue() throws Exception {
    ProgramMap m = plp(load("  int a;\n  do { a = y; } while (a != 1);\n  z = a;"));
    assertFalse(loops(t1(m)));
    // atomic { a = y; assume(a == 1); }: the load, then the exit condition, inside one section
    Edge load = edge(t1(m), "t1:thr::a = y");
    assertTrue(t1(m).atomicLocations().contains(load.source()));
    assertTrue(t1(m).atomicLocations().contains(load.target()));
    assertTrue(has(t1(m), "z = t1:thr::a"));
  }

  @Test
  void testAndSetBlocksInsideItsSectionWhenTheLockIsTaken() throws Exception {
    ProgramMap m = plp(load("  while (__VERIFIER_atomic_tas()) { }\n  lock = 0;"));
    assertEquals(1, m.loops());
    Edge block = inserted(m);
    assertTrue(t1(m).atomicLocations().contains(block.source()), "the exchange-await blocks inside the section");
    assertTrue(block.stmt().toString().contains("old == 1"), block.toString());
    assertTrue(loops(t1(m)), "an iteration that reads 2 and writes 1 is not pure and stays");
  }

  @Test
  void compareAndSwapFailureBranchIsRemoved() throws Exception {
    ProgramMap m = plp(load("  while (!__VERIFIER_atomic_cas(0, 1)) { }\n  lock = 0;"));
    assertEquals(1, m.loops());
    assertFalse(has(t1(m), "assume((lock != 0))"), "the failing compare is pure: the section now waits");
    assertTrue(has(t1(m), "assume((lock == 0))"));
  }

  @Test
  void fig6BlocksRightAfterTheFirstLoadAndKeepsTheImpurePath() throws Exception {
    ProgramMap m = plp(load("  int a, b;\n  do { a = x; b = y; if (a == 4) z = 42; } while (a >= 4);"));
    Edge block = inserted(m);
    assertEquals("assume(!(((bool)(t1:thr::a != 4) && (bool)(t1:thr::a >= 4))))", block.stmt().toString());
    Edge load = edge(t1(m), "t1:thr::a = x");
    assertEquals(load.target(), block.source(), "assume(a <= 4) right after a := x");
    assertTrue(t1(m).atomicLocations().contains(block.source()), "and merged with the load into an await");
    assertTrue(has(t1(m), "z = 42"));
    assertTrue(loops(t1(m)), "a = 4 writes z: that iteration is not pure");
  }

  @Test
  void innerSpinLoopFirstThenTheTestAndSetLoop() throws Exception {
    // k = 0 keeps the outer loop's head apart from the inner one's: two loops, the outer one
    // innermost only once the inner one has lost its back edge (the second round)
    ProgramMap m = plp(load("  int k;\n  while (1) { k = 0; while (lock) { } if (!__VERIFIER_atomic_tas()) break; }\n"
        + "  lock = 0;"));
    assertEquals(2, m.loops());
    assertTrue(has(t1(m), "assume((lock == 0))"));
    assertTrue(inserted(m).stmt().toString().contains("old == 1"));
  }

  @Test
  void aLocationLeftWithoutEdgesWaitsThereAndDoesNotExit() throws Exception {
    // both ways on from `a = x` go round (the inner spin, or the outer loop when the slot changed),
    // so PLP removes both; a location without edges is a thread's exit, so it keeps assume(false)
    ProgramMap m = plp(load("  int seen, f, a;\n"
        + "  for (;;) { seen = x; f = y; if (f == 0) break; do { a = x; } while (a == seen); }\n  z = 2;"));
    assertEquals(2, m.loops());
    assertFalse(loops(t1(m)));
    Edge load = edge(t1(m), "t1:thr::a = x");
    assertEquals(List.of("assume(0)"), t1(m).outgoing(load.target()).stream().map(e -> e.stmt().toString()).toList());
    for (Edge e : t1(m).edges()) {
      if (t1(m).isFinal(e.target())) {
        assertTrue(e.stmt() instanceof Stmt.ThreadExit || e.stmt().toString().equals("assume(0)"), e.toString());
      }
    }
  }

  @Test
  void refusesWhatIsNotPure() throws Exception {
    String[] impure = {
      "  while (y != 1) { z = 1; }", // a store
      "  int i = 0;\n  while (y == 0) { i = i + 1; }\n  z = i;", // a local used after the loop
      "  int v = 0;\n  while (y == 0) { v = __VERIFIER_nondet_int(); }", // an input
      "  while (y == 0) { pthread_mutex_lock(&m); pthread_mutex_unlock(&m); }", // a lock
      "  int t;\n  while (y == 0) { t = x; x = t; }", // a store outside an atomic section
    };
    for (String body : impure) {
      ProgramMap m = plp(load(body));
      assertEquals(0, m.loops(), body);
      assertTrue(loops(t1(m)), body);
    }
  }

  @Test
  void aPossiblyUndefinedStepIsNotSkipped() throws Exception {
    // the thread reads y = 0 and divides by it: the iteration is pure only after the division
    Program q = load("  int a, b;\n  y = 0;\n  do { a = y; b = 10 / a; } while (a != 1);");
    ProgramMap m = plp(q);
    assertEquals(1, m.loops());
    ExploreResult e = Explorer.explore(m.transformed(), ExploreOptions.DEFAULT);
    assertEquals(UnknownReason.UNDEFINED_BEHAVIOUR, e.unknownReason(), e.reason());
  }

  private static Edge edge(ThreadCfa t, String stmt) {
    return t.edges().stream().filter(e -> e.stmt().toString().equals(stmt)).findFirst().orElseThrow();
  }

  /** The one assume PLP inserted (a pure block that is a new edge). */
  private static Edge inserted(ProgramMap m) {
    List<Edge> out = t1(m).edges().stream()
        .filter(e -> m.pureBlocks().contains(e.id()) && m.addedEdges().contains(e.id())).toList();
    assertEquals(1, out.size(), out.toString());
    return out.get(0);
  }

  static List<Path> cprograms() throws java.io.IOException {
    try (var s = Files.list(Path.of("cprograms"))) {
      return s.filter(f -> f.toString().endsWith(".c")).sorted().toList();
    }
  }

  /** Theorem 1 (local state preservation) in the checker's terms: PLP keeps the explorer's verdict. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("cprograms")
  void keepsTheStatefulExplorersVerdict(Path file) throws Exception {
    Program p = ProgramLoader.load(ProgramLoader.resolve(file, null));
    ProgramMap m = plp(p);
    ExploreOptions o = ExploreOptions.DEFAULT.withMaxStates(100_000).withTimeout(Duration.ofSeconds(4));
    ExploreResult before = Explorer.explore(p, o);
    ExploreResult after = Explorer.explore(m.transformed(), o);
    if (before.verdict() != Verdict.UNKNOWN && after.verdict() != Verdict.UNKNOWN) {
      assertEquals(before.verdict(), after.verdict(), after.reason());
    }
  }
}
