package org.spindle.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.spindle.program.Program;
import org.spindle.program.Stmt;

/** {@link StepAccesses}: the exact cells, creations and joins of one transition. */
class StepAccessesTest {
  private record Step(Transition transition, StepAccesses accesses) {}

  /** One run: the highest-numbered enabled thread moves, every input is {@code input}. */
  private static List<Step> run(Program p, long input) {
    Interpreter in = new Interpreter(p);
    List<Step> out = new ArrayList<>();
    State s = in.initial();
    HavocDomain dom = (i, type) -> new long[] {input};
    while (s != null) {
      List<Successor> succs = in.successors(s, dom);
      if (succs.isEmpty()) break;
      Successor x = succs.get(succs.size() - 1);
      StepAccesses a = StepAccesses.of(in, s, x.transition());
      assertEquals(x.next(), a.result().next(), "re-execution gives the same state");
      out.add(new Step(x.transition(), a));
      s = x.next();
    }
    return out;
  }

  private static Step stepWith(List<Step> run, String stmtText) {
    return run.stream().filter(st -> st.transition().edges().stream().anyMatch(e -> e.stmt().toString().contains(stmtText)))
        .findFirst().orElseThrow(() -> new AssertionError("no step with " + stmtText));
  }

  private static int id(Program p, String name) {
    return p.objects().stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow().id();
  }

  @Test
  void cellsOfAComputedIndexAreExact() {
    Program p = HavocObjectExploreTest.lower("""
        int x[3];
        int main() { int i = __VERIFIER_nondet_int(); __VERIFIER_assume(i >= 0 && i < 3);
          x[i] = x[i] + 1; return 0; }
        """);
    // the frontend splits the statement (one shared cell per edge): read x[i], then write it
    List<Step> r = run(p, 2);
    int x = id(p, "x");
    int i = id(p, "main::i");
    List<Set<StepAccesses.Cell>> xs = r.stream().map(st -> st.accesses().cells()).filter(cs -> cs.stream()
        .anyMatch(c -> c.object() == x)).map(Set::copyOf).toList();
    assertEquals(2, xs.size(), r.toString());
    assertTrue(xs.get(0).contains(new StepAccesses.Cell(i, 0, false)), xs.toString());
    assertTrue(xs.get(0).contains(new StepAccesses.Cell(x, 2, false)), xs.toString());
    assertTrue(xs.get(1).contains(new StepAccesses.Cell(i, 0, false)), xs.toString());
    assertTrue(xs.get(1).contains(new StepAccesses.Cell(x, 2, true)), xs.toString());
    for (Set<StepAccesses.Cell> cs : xs) {
      assertEquals(1, cs.stream().filter(c -> c.object() == x).count(), "only cell 2 of x: " + cs);
    }
  }

  @Test
  void lockReadsAndWritesItsMutexUnlockWritesIt() {
    Program p = HavocObjectExploreTest.lower("""
        typedef union { char __size[24]; long __align; } pthread_mutex_t;
        extern int pthread_mutex_lock(pthread_mutex_t *m);
        extern int pthread_mutex_unlock(pthread_mutex_t *m);
        pthread_mutex_t m;
        int main() { pthread_mutex_lock(&m); pthread_mutex_unlock(&m); return 0; }
        """);
    List<Step> r = run(p, 0);
    int m = id(p, "m");
    assertEquals(List.of(new StepAccesses.Cell(m, 0, false), new StepAccesses.Cell(m, 0, true)),
        stepWith(r, "lock(").accesses().cells());
    assertEquals(List.of(new StepAccesses.Cell(m, 0, true)), stepWith(r, "unlock(").accesses().cells());
    StepAccesses lock = stepWith(r, "lock(").accesses();
    assertTrue(lock.conflictsWith(stepWith(r, "unlock(").accesses()));
  }

  @Test
  void createAndJoinNameTheirThreads() {
    Program p = HavocObjectExploreTest.lower("""
        int y;
        void *w(void *a) { y = 1; return 0; }
        int main() { pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); return 0; }
        """);
    List<Step> r = run(p, 0);
    StepAccesses create = stepWith(r, "create(").accesses();
    StepAccesses join = stepWith(r, "join(").accesses();
    assertEquals(List.of(1), create.created());
    assertEquals(List.of(), create.joined());
    assertEquals(List.of(1), join.joined());
    assertEquals(List.of(), join.created());
    int t = id(p, "main::t");
    assertTrue(create.cells().contains(new StepAccesses.Cell(t, 0, true)), create.toString());
    assertTrue(join.cells().contains(new StepAccesses.Cell(t, 0, false)), join.toString());
    StepAccesses write = stepWith(r, "y = ").accesses();
    assertFalse(write.conflictsWith(join), "the join's order is not a cell conflict");
  }

  @Test
  void havocObjectWritesEveryCellAndADrawIsAWrite() {
    Program p = HavocObjectExploreTest.lower(HavocObjectExploreTest.shared(false));
    List<Step> r = run(p, 5);
    int a = id(p, "main::a");
    Step havoc = r.stream().filter(st -> st.transition().first().stmt() instanceof Stmt.HavocObject)
        .findFirst().orElseThrow();
    Set<StepAccesses.Cell> all = new java.util.HashSet<>();
    for (long c = 0; c < 100; c++) all.add(new StepAccesses.Cell(a, c, true));
    assertEquals(all, Set.copyOf(havoc.accesses().cells()));
    // w reads p[5] twice: the first read draws the undefined cell's value, the second does not
    List<Set<StepAccesses.Cell>> reads = r.stream().filter(st -> st.transition().thread() == 1)
        .map(st -> st.accesses().cells().stream().filter(c -> c.object() == a).collect(Collectors.toSet()))
        .filter(cs -> !cs.isEmpty()).toList();
    assertEquals(List.of(Set.of(new StepAccesses.Cell(a, 5, false), new StepAccesses.Cell(a, 5, true)),
        Set.of(new StepAccesses.Cell(a, 5, false))), reads);
  }

  @Test
  void aTransitionThatDoesNotReplayIsRejected() {
    Program p = HavocObjectExploreTest.lower("""
        int x;
        int main() { x = 1; x = 2; return 0; }
        """);
    Interpreter in = new Interpreter(p);
    Transition second = run(p, 0).get(1).transition();
    assertThrows(IllegalArgumentException.class, () -> StepAccesses.of(in, in.initial(), second));
  }

  @Test
  void objectsAreIdentifiedByIdNotByName() {
    // two block-scoped locals named t are two objects; Event's location strings call both main::t
    Program p = HavocObjectExploreTest.lower("""
        int x, y;
        int main() { { int t = x; x = t + 1; } { int t = y; y = t + 1; } return 0; }
        """);
    List<Step> r = run(p, 0);
    StepAccesses first = stepWith(r, "t = x").accesses();
    StepAccesses second = stepWith(r, "t = y").accesses();
    int x = id(p, "x");
    int y = id(p, "y");
    StepAccesses.Cell t1 = first.cells().stream().filter(StepAccesses.Cell::write).findFirst().orElseThrow();
    StepAccesses.Cell t2 = second.cells().stream().filter(StepAccesses.Cell::write).findFirst().orElseThrow();
    assertEquals(List.of(new StepAccesses.Cell(x, 0, false), t1), first.cells());
    assertEquals(List.of(new StepAccesses.Cell(y, 0, false), t2), second.cells());
    assertTrue(t1.object() != t2.object() && t1.object() != x && t2.object() != y, t1 + " " + t2);
    assertFalse(first.conflictsWith(second));
    RunResult replay = Replay.replay(p, new Trace(r.stream().map(st -> st.transition().toTraceStep())
        .collect(com.google.common.collect.ImmutableList.toImmutableList())));
    List<String> names = replay.events().stream().flatMap(e -> e.writes().stream()).map(Event.Access::location)
        .filter(n -> n.endsWith("::t")).toList();
    assertEquals(List.of("main::t", "main::t"), names, "Event's names do not tell the two apart");
  }
}
