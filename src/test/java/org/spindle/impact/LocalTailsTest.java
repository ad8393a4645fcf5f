package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.art.GlobalLocation;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.report.Verdict;

/**
 * ART steps that swallow local tails ({@link ThreadSteps} with merging): which edges a step takes,
 * the cases where merging would be unsound (blocking local assumes, shared accesses, loop heads),
 * and agreement of verify with and without merging.
 */
class LocalTailsTest {

  private static GlobalLocation started(Program p) {
    GlobalLocation g = GlobalLocation.initial(p);
    for (int t = 1; t < p.threads().size(); t++) {
      g = g.with(t, p.thread(t).entry(), org.spindle.art.ThreadState.RUNNING);
    }
    return g;
  }

  /** Every step of {@code thread}, from its entry through all reachable step ends. */
  private static List<List<Edge>> allSteps(Program p, ThreadSteps steps, int thread) {
    GlobalLocation g = started(p);
    java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>(List.of(p.thread(thread).entry()));
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    List<List<Edge>> r = new java.util.ArrayList<>();
    while (!todo.isEmpty()) {
      int loc = todo.pop();
      if (!seen.add(loc) || p.thread(thread).isFinal(loc)) continue;
      for (List<Edge> b : steps.edgeBlocks(g.with(thread, loc, org.spindle.art.ThreadState.RUNNING), thread)) {
        r.add(b);
        todo.push(b.get(b.size() - 1).target());
      }
    }
    return r;
  }

  private static List<String> kinds(List<Edge> block) {
    return block.stream().map(e -> e.stmt().getClass().getSimpleName()).toList();
  }

  @Test
  void stepTakesLocalEdgesUpToTheNextSharedAccess() {
    Program p = Verify.c("""
        int x, y;
        void *t(void *arg) { int a, b; x = 1; a = 2; b = a + 1; y = b; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); return 0; }
        """);
    ThreadSteps merged = new ThreadSteps(p, ProgramFacts.of(p), true);
    ThreadSteps plain = new ThreadSteps(p);
    GlobalLocation g = started(p);
    List<List<Edge>> blocks = List.copyOf(merged.edgeBlocks(g, 1));
    assertEquals(1, blocks.size());
    // x = 1 is shared; a = 2 and b = a + 1 are local and follow it; y = b is shared: a new step
    assertEquals(List.of("Assign", "Assign", "Assign"), kinds(blocks.get(0)));
    assertEquals(1, plain.edgeBlocks(g, 1).get(0).size());
  }

  @Test
  void blockingLocalAssumeIsNotMerged() {
    // A failed local assume blocks its thread for ever; merging it into the shared write before
    // it would make the write disappear too (the other thread could no longer see x == 1).
    String src = """
        int x;
        void *t(void *arg) { int n = __VERIFIER_nondet_int(); x = 1; __VERIFIER_assume(n == 5 && n == 6); return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); __VERIFIER_assert(x != 1); pthread_join(h, 0); return 0; }
        """;
    Program p = Verify.c(src);
    ThreadSteps merged = new ThreadSteps(p, ProgramFacts.of(p), true);
    GlobalLocation g = started(p);
    for (List<Edge> b : merged.edgeBlocks(g, 1)) {
      for (Edge e : b.subList(1, b.size())) {
        assertTrue(!ProgramFacts.of(p).mayBlock(e), "a blocking edge inside a step: " + b);
      }
    }
    ImpactResult r = Verify.run(p, PorMode.SMT, 60);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
  }

  @Test
  void loopHeadsEndSteps() {
    Program p = Verify.c("""
        int x;
        void *t(void *arg) { int i = 0; x = 1; while (i < 10) { i = i + 1; } x = i; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); __VERIFIER_assert(x == 10 || x == 0 || x == 1); return 0; }
        """);
    ProgramFacts facts = ProgramFacts.of(p);
    ThreadSteps merged = new ThreadSteps(p, facts, true);
    // no step passes through a loop head (only ends there)
    List<List<Edge>> all = allSteps(p, merged, 1);
    for (List<Edge> b : all) {
      for (Edge e : b.subList(0, b.size() - 1)) {
        assertTrue(!facts.isLoopHead(1, e.target()), "step passes a loop head: " + b);
      }
    }
    int steps = all.size();
    assertTrue(steps >= 3, "steps: " + steps);
    assertEquals(Verdict.SAFE, Verify.run(p, PorMode.SMT, 60).verdict());
  }

  @Test
  void atomicSectionsStayOneInterpreterStepInCounterexamples() {
    // The counterexample of a merged step must replay edge by edge (Verify.run replays it).
    Program p = Verify.c("""
        int x;
        void *t(void *arg) { int a; __VERIFIER_atomic_begin(); a = x; x = a + 1; __VERIFIER_atomic_end(); a = a + 5; x = a; return 0; }
        int main(void) { pthread_t h[2]; pthread_create(&h[0], 0, t, 0); pthread_create(&h[1], 0, t, 0);
          pthread_join(h[0], 0); pthread_join(h[1], 0); __VERIFIER_assert(x != 6); return 0; }
        """);
    ImpactResult r = Verify.run(p, PorMode.SMT, 60);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
  }

  static IntStream seeds() {
    return IntStream.range(100, 120);
  }

  /** With and without merging, verify gives the same verdict (random programs with locals). */
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void mergingDoesNotChangeVerdicts(int seed) {
    String src = new RandomPrograms(seed).next();
    Program p = Verify.c(src);
    ImpactResult on = Impact.verify(p, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(10)));
    ImpactResult off = Impact.verify(p, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(10))
        .withMergeLocalTails(false));
    if (on.verdict() == Verdict.UNSAFE) Verify.assertReplays(p, on);
    if (on.verdict() == Verdict.UNKNOWN || off.verdict() == Verdict.UNKNOWN) return;
    assertEquals(off.verdict(), on.verdict(), src);
  }

  @Test
  void mergedStepsAreNotStmtKindsThatTouchOtherThreads() {
    Program p = Verify.c("""
        int x; pthread_mutex_t m;
        void *t(void *arg) { int a = 1; pthread_mutex_lock(&m); a = a + 1; x = a; pthread_mutex_unlock(&m); a = 0; return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); pthread_join(h, 0); return 0; }
        """);
    ThreadSteps merged = new ThreadSteps(p, ProgramFacts.of(p), true);
    for (List<Edge> b : allSteps(p, merged, 1)) {
      for (Edge e : b.subList(1, b.size())) {
        Stmt s = e.stmt();
        assertTrue(s instanceof Stmt.Assign || s instanceof Stmt.Assume || s instanceof Stmt.Havoc
            || s instanceof Stmt.Nop, "merged " + s);
        assertTrue(ProgramFacts.of(p).access(e).sharedWrites().isEmpty(), "merged a shared write: " + e);
        assertTrue(ProgramFacts.of(p).access(e).sharedReads().isEmpty(), "merged a shared read: " + e);
      }
    }
  }
}
