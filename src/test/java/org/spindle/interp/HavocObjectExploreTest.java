package org.spindle.interp;

import org.spindle.explore.ExploreResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.report.Verdict;

/**
 * Large uninitialised local arrays lower to one HavocObject (D7); the interpreter draws a cell's
 * value when it is first read, so explore enumerates only the cells actually read.
 */
public class HavocObjectExploreTest {
  /** UNSAFE only if the uninitialised cell a[i] happens to hold 2. */
  public static final String UNSAFE_IF_TWO = """
      int main() { int a[5000]; int i = __VERIFIER_nondet_int();
        if (i < 0 || i >= 5000) return 0;
        a[7] = 1;
        if (a[i] == 2) reach_error();
        return 0; }
      """;

  /** Reading an uninitialised cell twice gives the same value; a written cell holds what was written. */
  public static final String SAFE_STABLE = """
      int main() { int a[5000]; int i = __VERIFIER_nondet_int();
        if (i < 0 || i >= 5000) return 0;
        int x = a[i]; int y = a[i];
        if (x != y) reach_error();
        a[i] = 5;
        if (a[i] != 5) reach_error();
        return 0; }
      """;

  /**
   * A thread reads a cell of main's uninitialised array twice through a pointer; with {@code race}
   * main writes that cell meanwhile (UNSAFE), else nothing writes it (SAFE).
   */
  public static String shared(boolean race) {
    return """
        int *p;
        void *w(void *arg) { int i = __VERIFIER_nondet_int(); __VERIFIER_assume(i >= 0 && i < 100);
          int x = p[i]; int y = p[i]; if (x != y) reach_error(); return 0; }
        int main() { int a[100]; p = a; pthread_t t; pthread_create(&t, 0, w, 0);
          %s pthread_join(t, 0); return 0; }
        """.formatted(race ? "int k = __VERIFIER_nondet_int(); __VERIFIER_assume(k >= 0 && k < 100); a[k] = 7;" : "");
  }

  static Program lower(String body) {
    return PoolExploreTest.lower(body, 3);
  }

  static long havocObjects(Program p) {
    return p.threads().stream().flatMap(t -> t.edges().stream())
        .filter(e -> e.stmt() instanceof Stmt.HavocObject).count();
  }

  @Test
  void largeArrayLowersToOneHavocObject() {
    Program p = lower(UNSAFE_IF_TWO);
    assertEquals(1, havocObjects(p));
    long cellHavocs = p.threads().stream().flatMap(t -> t.edges().stream())
        .filter(e -> e.stmt() instanceof Stmt.Havoc).count();
    assertEquals(1, cellHavocs, "only the nondet index i");
  }

  @Test
  void exploreFindsTheValueOfAnUninitialisedCell() {
    Program p = lower(UNSAFE_IF_TWO);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    RunResult replay = Replay.replay(p, r.counterexample());
    assertEquals(Outcome.Kind.ERROR, replay.outcome().kind(), TracePrinter.render(p, replay));
    // the drawn value 2 is an input of the step that reads a[i]
    boolean drawn = replay.events().stream().anyMatch(ev -> ev.accesses().stream()
        .anyMatch(a -> a.kind() == Event.Access.Kind.INPUT && a.value() == 2)
        && ev.edges().stream().noneMatch(e -> e.stmt() instanceof Stmt.Havoc));
    assertTrue(drawn, TracePrinter.render(p, replay));
  }

  @Test
  void exploreDoesNotEnumerateUnreadCells() {
    Program p = lower(SAFE_STABLE);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertTrue(r.inputsRestricted(), "inputs were restricted to -2..2");
    // 5 values of i in range (-2..2 ∩ valid: 0..2) times 5 values of the one cell read: small
    assertTrue(r.states() < 500, "states: " + r.states());
  }

  @Test
  void sharedHavockedArrayRaceIsFoundAndRaceFreeIsSafe() {
    Program racy = lower(shared(true));
    assertTrue(racy.threads().get(0).edges().stream().anyMatch(e -> e.stmt() instanceof Stmt.HavocObject h
        && h.object().name().equals("main::a")));
    ExploreResult u = Explorer.explore(racy, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, u.verdict(), u.reason());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(racy, u.counterexample()).outcome().kind());

    ExploreResult s = Explorer.explore(lower(shared(false)), ExploreOptions.DEFAULT);
    assertEquals(Verdict.SAFE, s.verdict(), s.reason());
  }

  /**
   * Another thread reads main's uninitialised (small) array through a pointer before anyone writes
   * it: main's own dataflow sees no read, yet the cell is arbitrary (this was a wrong SAFE).
   */
  public static final String READ_BY_OTHER_THREAD = """
      int *p;
      void *w(void *arg) { if (p[3] == 2) reach_error(); return 0; }
      int main() { int a[4]; p = a; pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); return 0; }
      """;

  @Test
  void uninitialisedLocalReadByAnotherThreadIsArbitrary() {
    Program p = lower(READ_BY_OTHER_THREAD);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind());
  }

  @Test
  void randomRunsDrawUndefinedCellsAndReplay() {
    Program p = lower(UNSAFE_IF_TWO);
    Set<Outcome.Kind> seen = new HashSet<>();
    for (long seed = 0; seed < 40; seed++) {
      RunResult run = Runner.run(p, Scheduler.random(seed), InputSource.random(seed, 0, 3), 1000);
      RunResult again = Replay.replay(p, run.trace());
      assertEquals(run.events(), again.events(), "seed " + seed);
      assertEquals(run.outcome(), again.outcome(), "seed " + seed);
      seen.add(run.outcome().kind());
    }
    assertTrue(seen.contains(Outcome.Kind.ERROR), "some run draws 2: " + seen);
  }

  @Test
  void replayRejectsAMissingDrawnInput() {
    Program p = lower(UNSAFE_IF_TWO);
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    Trace t = r.counterexample();
    // drop the drawn input (the last input of the trace) from its step
    List<Trace.Step> steps = new java.util.ArrayList<>(t.steps());
    for (int k = steps.size() - 1; k >= 0; k--) {
      Trace.Step s = steps.get(k);
      boolean havocEdge = s.edgeIds().stream().anyMatch(id -> edge(p, id).stmt() instanceof Stmt.Havoc);
      if (!s.inputs().isEmpty() && !havocEdge) {
        steps.set(k, new Trace.Step(s.thread(), s.edgeIds(), com.google.common.collect.ImmutableList.of()));
        break;
      }
    }
    Trace broken = new Trace(com.google.common.collect.ImmutableList.copyOf(steps));
    assertNotEquals(t, broken);
    assertEquals(Outcome.Kind.INVALID_TRACE, Replay.replay(p, broken).outcome().kind());
  }

  private static Edge edge(Program p, int id) {
    return p.threads().stream().flatMap(t -> t.edges().stream()).filter(e -> e.id() == id).findFirst().orElseThrow();
  }

  @Test
  void undefinedCellsAreCanonicalInStates() {
    TestPrograms b = new TestPrograms();
    MemoryObject a = b.array("a", TestPrograms.INT, 70);
    b.thread("main").then(new Stmt.Nop());
    State s = State.initial(b.build());
    MutableState m = s.toMutable();
    m.havocAll(a.id());
    assertFalse(m.defined(a.id(), 69));
    State havocked = m.freeze();
    assertNotEquals(s, havocked, "undefined cells differ from zeros");
    for (int c = 0; c < 70; c++) m.write(a.id(), c, 0);
    State written = m.freeze();
    assertEquals(s, written, "all cells written back to 0: the same state as never havocked");
    assertEquals(s.hashCode(), written.hashCode());
    assertTrue(written.defined(a.id(), 69));
    assertFalse(havocked.defined(a.id(), 0), "snapshot unaffected by later writes");
  }
}
