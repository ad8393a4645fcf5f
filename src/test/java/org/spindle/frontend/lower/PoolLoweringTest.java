package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.CFrontend;
import org.spindle.program.DataModel;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.UnsupportedFeature;
import org.spindle.program.analysis.ProgramValidator;

/** Thread pools: create sites in loops that are not unrolled get K instances and a bound edge. */
class PoolLoweringTest {
  private static Program lower(String src, int k) {
    DataModel dm = DataModel.ILP32;
    return Lowering.lower(CFrontend.parseString(LowerSupport.PRELUDE + src, "test.c", dm), dm, new LowerOptions(k));
  }

  private static List<Edge> edges(ThreadCfa t, Class<? extends Stmt> kind) {
    return t.edges().stream().filter(e -> kind.isInstance(e.stmt())).collect(Collectors.toList());
  }

  private static List<Stmt.Error> boundEdges(ThreadCfa t) {
    return edges(t, Stmt.Error.class).stream().map(e -> (Stmt.Error) e.stmt())
        .filter(Stmt.Error::boundReached).collect(Collectors.toList());
  }

  @Test
  void infiniteLoopGetsKInstancesCounterBranchesAndABoundEdge() {
    Program p = lower("""
        void *w(void *arg) { return 0; }
        int main() { pthread_t t; while (1) pthread_create(&t, 0, w, 0); return 0; }
        """, 3);
    assertEquals(4, p.threads().size(), "main + 3 pool instances");
    ThreadCfa main = p.thread(0);
    List<Edge> creates = edges(main, Stmt.Create.class);
    assertEquals(List.of(1, 2, 3), creates.stream().map(e -> ((Stmt.Create) e.stmt()).child()).toList());
    var counter = p.objects().stream().filter(o -> o.name().startsWith("__pool@")).findFirst().orElseThrow();
    String c = counter.name();
    List<String> s = LowerSupport.stmts(main);
    for (int i = 0; i <= 3; i++) {
      assertTrue(s.contains("assume((" + c + " == " + i + "))"), s.toString());
    }
    for (int i = 1; i <= 3; i++) assertTrue(s.contains(c + " = " + i), s.toString());
    List<Stmt.Error> bound = boundEdges(main);
    assertEquals(1, bound.size());
    assertEquals("thread bound 3 reached", bound.get(0).what());
    // the counter is a thread-local of main, not shared
    assertEquals(0, counter.owner());
    assertFalse(counter.shared());
    assertEquals(List.of(), ProgramValidator.validate(p));
  }

  @Test
  void nondetBoundedLoopAndDefaultBound() {
    Program p = LowerSupport.lower("""
        void *w(void *arg) { return 0; }
        int main() { pthread_t t[10]; int n = __VERIFIER_nondet_int(); for (int i = 0; i < n; i++) pthread_create(&t[i], 0, w, 0); return 0; }
        """);
    assertEquals(1 + LowerOptions.DEFAULT_THREAD_BOUND, p.threads().size());
    assertEquals(1, boundEdges(p.thread(0)).size());
    assertEquals(List.of(), ProgramValidator.validate(p));
  }

  @Test
  void boundOneAndLargeBound() {
    String src = """
        void *w(void *arg) { return 0; }
        int main() { pthread_t t; int n = __VERIFIER_nondet_int(); while (n-- > 0) pthread_create(&t, 0, w, 0); return 0; }
        """;
    assertEquals(2, lower(src, 1).threads().size());
    assertEquals(8, lower(src, 7).threads().size());
    assertThrows(IllegalArgumentException.class, () -> new LowerOptions(0));
  }

  @Test
  void nestedPoolsAreExactPerInstance() {
    // every pool instance of 'outer' has its own pool of 'inner' with its own counter
    Program p = lower("""
        void *inner(void *arg) { return 0; }
        void *outer(void *arg) { pthread_t t; while (__VERIFIER_nondet_int()) pthread_create(&t, 0, inner, 0); return 0; }
        int main() { pthread_t t; while (1) pthread_create(&t, 0, outer, 0); return 0; }
        """, 2);
    assertEquals(1 + 2 + 2 * 2, p.threads().size());
    int outers = 0;
    for (ThreadCfa t : p.threads()) {
      if (!t.startRoutine().equals("outer")) continue;
      outers++;
      assertEquals(2, edges(t, Stmt.Create.class).size());
      assertEquals(1, boundEdges(t).size());
      assertTrue(t.locals().stream().anyMatch(o -> o.name().startsWith("t" + t.id() + ":__pool@")), t.locals().toString());
    }
    assertEquals(2, outers);
    assertEquals(List.of(), ProgramValidator.validate(p));
  }

  @Test
  void unrolledLoopInsidePoolLoopGivesOnePoolPerCopy() {
    Program p = lower("""
        void *w(void *arg) { return 0; }
        int main() { pthread_t t[2]; while (__VERIFIER_nondet_int()) { for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, w, 0); } return 0; }
        """, 2);
    assertEquals(1 + 2 * 2, p.threads().size());
    assertEquals(2, boundEdges(p.thread(0)).size());
  }

  @Test
  void constantLoopAboveUnrollLimitBecomesAPool() {
    Program p = lower("""
        void *w(void *arg) { return 0; }
        int main() { pthread_t t[10000]; for (int i = 0; i < 10000; i++) pthread_create(&t[i], 0, w, 0); return 0; }
        """, 3);
    assertEquals(4, p.threads().size());
    assertEquals(1, boundEdges(p.thread(0)).size());
  }

  @Test
  void exactCasesStayExact() {
    // constant loops are unrolled and do-while(0) runs once: no pool, no bound edge
    Program p = lower("""
        void *w(void *arg) { return 0; }
        int main() { pthread_t t[4]; for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, w, 0);
          do { pthread_create(&t[0], 0, w, 0); } while (0); return 0; }
        """, 2);
    assertEquals(6, p.threads().size());
    assertTrue(boundEdges(p.thread(0)).isEmpty());
  }

  @Test
  void creationBeyondTheBoundWritesTheDormantHandleAndGoesOn() {
    Program p = lower("""
        void *w(void *arg) { return 0; }
        int main() { pthread_t t; int n = 0; while (1) { pthread_create(&t, 0, w, (void *) n); n++; } return 0; }
        """, 2);
    ThreadCfa main = p.thread(0);
    Edge bound = edges(main, Stmt.Error.class).stream()
        .filter(e -> ((Stmt.Error) e.stmt()).boundReached()).findFirst().orElseThrow();
    // D44: not the end of the thread: the argument is evaluated, the handle written, the loop goes on
    assertFalse(main.isFinal(bound.target()));
    Edge arg = main.outgoing(bound.target()).get(0);
    assertEquals("n", ((Stmt.Assign) arg.stmt()).value().toString().replaceAll(".*::", ""), arg.toString());
    Edge handle = main.outgoing(arg.target()).get(0);
    Stmt.Assign write = (Stmt.Assign) handle.stmt();
    assertEquals("main::t", write.target().toString());
    assertEquals(Stmt.Error.DORMANT_HANDLE, ((org.spindle.program.Expr.Const) write.value()).value());
    assertEquals(1, main.outgoing(handle.target()).size(), "back to the loop");
    assertEquals(List.of(), ProgramValidator.validate(p));
  }

  @Test
  void handleTooNarrowForTheDormantHandleIsUnsupported() {
    String src = """
        typedef short pthread_t;
        extern int pthread_create(pthread_t *t, void *attr, void *(*f)(void *), void *arg);
        void *w(void *arg) { return 0; }
        int main() { pthread_t t; while (1) pthread_create(&t, 0, w, 0); return 0; }
        """;
    UnsupportedFeature u = assertThrows(UnsupportedFeature.class, () -> Lowering.lower(
        CFrontend.parseString(src, "test.c", DataModel.ILP32), DataModel.ILP32, new LowerOptions(3)));
    assertTrue(u.construct().contains("too narrow"), u.construct());
  }

  @Test
  void gotoCycleIsStillUnsupported() {
    UnsupportedFeature u = assertThrows(UnsupportedFeature.class, () -> lower("""
        void *w(void *arg) { return 0; }
        void spawn() { pthread_t t; pthread_create(&t, 0, w, 0); }
        int main() { again: spawn(); goto again; }
        """, 3));
    assertEquals("unbounded thread creation (pthread_create in a loop)", u.construct());
  }
}
