package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.CompileError;
import org.spindle.program.Edge;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;

class ThreadsTest {
  private static List<String> localNames(Program p, int thread) {
    return p.thread(thread).locals().stream().map(MemoryObject::name).collect(Collectors.toList());
  }

  @Test
  void twoInstancesOfOneRoutineHaveDistinctLocals() {
    Program p = LowerSupport.lower("""
        int g;
        void *worker(void *arg) { int l = g; l++; g = l; return 0; }
        int main() { pthread_t a, b; pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, &g);
          pthread_join(a, 0); pthread_join(b, 0); return 0; }
        """);
    assertEquals(3, p.threads().size());
    assertEquals("t1:worker", p.thread(1).name());
    assertEquals("t2:worker", p.thread(2).name());
    assertTrue(localNames(p, 1).contains("t1:worker::l"), localNames(p, 1).toString());
    assertTrue(localNames(p, 2).contains("t2:worker::l"), localNames(p, 2).toString());
    Stmt.Create c1 = (Stmt.Create) p.thread(0).edges().get(0).stmt();
    Stmt.Create c2 = (Stmt.Create) p.thread(0).edges().get(1).stmt();
    assertEquals(1, c1.child());
    assertEquals(2, c2.child());
    assertNotEquals(c1.childParam(), c2.childParam());
    assertEquals("&g", c2.arg().toString());
    assertEquals(1, c1.childParam().owner());
    assertEquals("join(main::a)", p.thread(0).edges().get(2).stmt().toString());
    assertEquals(Verdict.SAFE, LowerSupport.verdict("""
        int g;
        void *worker(void *arg) { int l = g; l++; g = l; return 0; }
        int main() { pthread_t a, b; pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
          pthread_join(a, 0); pthread_join(b, 0); if (g < 1 || g > 2) reach_error(); return 0; }
        """));
  }

  @Test
  void lostUpdateIsFoundAndMutexPreventsIt() {
    String racy = """
        int g; pthread_mutex_t m;
        void *worker(void *arg) { LOCK g = g + 1; UNLOCK return 0; }
        int main() { pthread_t a, b; pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
          pthread_join(a, 0); pthread_join(b, 0); if (g != 2) reach_error(); return 0; }
        """;
    assertEquals(Verdict.UNSAFE, LowerSupport.verdict(racy.replace("UNLOCK", "").replace("LOCK", "")));
    String locked = racy.replace("UNLOCK", "pthread_mutex_unlock(&m);").replace(" LOCK", " pthread_mutex_lock(&m);");
    assertEquals(Verdict.SAFE, LowerSupport.verdict(locked));
    Program p = LowerSupport.lower(locked);
    List<String> s = LowerSupport.stmts(p.thread(1));
    assertEquals(List.of("lock(m)", "t1:__t1 = g", "g = (t1:__t1 + 1)", "unlock(m)", "thread_exit()"), s);
    MemoryObject m = p.objects().stream().filter(o -> o.name().equals("m")).findFirst().orElseThrow();
    assertEquals(1, m.cellCount());
  }

  @Test
  void functionCalledTwiceHasDistinctLocalsPerCallSite() {
    Program p = LowerSupport.lower("""
        int twice(int v) { int r = v * 2; return r; }
        int main() { int a = twice(1) + twice(2); if (a != 6) reach_error(); return 0; }
        """);
    List<String> names = localNames(p, 0);
    assertTrue(names.contains("twice::r") && names.contains("twice::r#1"), names.toString());
    assertEquals(Verdict.SAFE, LowerSupport.verdict("""
        int twice(int v) { int r = v * 2; return r; }
        int main() { int a = twice(1) + twice(2); if (a != 6) reach_error(); return 0; }
        """));
  }

  @Test
  void constantBoundedCreationLoopIsUnrolled() {
    Program p = LowerSupport.lower("""
        int c; pthread_mutex_t m;
        void *w(void *arg) { pthread_mutex_lock(&m); c++; pthread_mutex_unlock(&m); return 0; }
        int main() { pthread_t t[4]; int i;
          for (i = 0; i < 4; i++) pthread_create(&t[i], 0, w, 0);
          for (i = 0; i < 4; i++) pthread_join(t[i], 0);
          if (c != 4) reach_error(); return 0; }
        """);
    assertEquals(5, p.threads().size());
    long creates = p.thread(0).edges().stream().filter(e -> e.stmt() instanceof Stmt.Create).count();
    assertEquals(4, creates);
    List<Integer> handleCells = p.thread(0).edges().stream().filter(e -> e.stmt() instanceof Stmt.Create)
        .map(e -> ((LValue.Cell) ((Stmt.Create) e.stmt()).handle()).index().toString())
        .map(Integer::parseInt).collect(Collectors.toList());
    assertEquals(List.of(0, 1, 2, 3), handleCells);
  }

  @Test
  void downCountingAndStepLoopsUnroll() {
    Program p = LowerSupport.lower("""
        void *w(void *arg) { return 0; }
        int main() { pthread_t t[6]; for (int i = 5; i >= 0; i -= 2) pthread_create(&t[i], 0, w, 0); return 0; }
        """);
    assertEquals(4, p.threads().size());
  }

  @Test
  void creationOnAGotoCycleIsUnsupported() {
    // loops that are not unrolled give thread pools (PoolLoweringTest); a goto cycle does not
    UnsupportedFeature u = assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower("""
        void *w(void *arg) { return 0; }
        void spawn() { pthread_t t; pthread_create(&t, 0, w, 0); }
        int main() { again: spawn(); goto again; }
        """));
    assertEquals("unbounded thread creation (pthread_create in a loop)", u.construct());
  }

  @Test
  void nestedCreationAndThreadExit() {
    assertEquals(Verdict.UNSAFE, LowerSupport.verdict("""
        int g;
        void *inner(void *arg) { g = *(int *) arg; pthread_exit(0); g = 100; return 0; }
        void *outer(void *arg) { pthread_t t; static int v = 7; pthread_create(&t, 0, inner, &v); pthread_join(t, 0); return 0; }
        int main() { pthread_t t; pthread_create(&t, 0, outer, 0); pthread_join(t, 0); if (g == 7) reach_error(); return 0; }
        """));
  }

  @Test
  void mutualRecursionWithConstantsUnfoldsWithoutABoundEdge() {
    // D63: inlined while fewer than --recursion-bound activations are unfinished; constant
    // arguments fold, so the base case ends it and no bound edge is left
    var p = LowerSupport.lower("""
        int f(int n) { return n <= 0 ? 0 : g(n - 1); }
        int g(int n) { return f(n); }
        int main() { return f(3); }
        """.replace("int f(int n)", "int g(int n); int f(int n)"));
    assertTrue(LowerSupport.stmts(p.thread(0)).stream().noneMatch(x -> x.startsWith("bound: recursion")),
        LowerSupport.stmts(p.thread(0)).toString());
  }

  @Test
  void missingMainIsACompileError() {
    assertThrows(CompileError.class, () -> LowerSupport.lower("int f() { return 0; }"));
  }

  @Test
  void joinReadsTheThreadsReturnValue() {
    String src = """
        int g = 3;
        void *w(void *arg) { if (arg) pthread_exit(&g); return arg; }
        int main() { pthread_t a, b; void *r1, *r2; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, &g);
          pthread_join(a, &r1); pthread_join(b, &r2); if (r1 != 0 || r2 != &g || *(int *) r2 != 3) reach_error(); return 0; }
        """;
    assertEquals(Verdict.SAFE, LowerSupport.verdict(src));
    assertEquals(Verdict.UNSAFE, LowerSupport.verdict(src.replace("r1 != 0 ||", "r1 == 0 ||")));
  }

  @Test
  void atomicFunctionsAndNestedSections() {
    Program p = LowerSupport.lower("""
        int x;
        void __VERIFIER_atomic_inc() { x++; }
        void __VERIFIER_atomic_twice() { __VERIFIER_atomic_inc(); __VERIFIER_atomic_inc(); }
        void *w(void *a) { __VERIFIER_atomic_twice(); __VERIFIER_atomic_begin(); x = 0; __VERIFIER_atomic_end(); return 0; }
        int main() { pthread_t t; pthread_create(&t, 0, w, 0); return 0; }
        """);
    List<String> s = LowerSupport.stmts(p.thread(1));
    assertEquals(List.of("atomic_begin", "x = (x + 1)", "x = (x + 1)", "atomic_end", "atomic_begin", "x = 0",
        "atomic_end", "thread_exit()"), s);
    assertEquals(5, p.thread(1).atomicLocations().size());
    for (Edge e : p.thread(1).edges()) {
      boolean inside = p.thread(1).atomicLocations().contains(e.source());
      assertEquals(inside, !(e.stmt() instanceof Stmt.AtomicBegin) && !(e.stmt() instanceof Stmt.ThreadExit), e.toString());
    }
  }

  @Test
  void conditionWaitIsUnlockThenLock() {
    Program p = LowerSupport.lower("""
        pthread_mutex_t m; pthread_cond_t c; int ready;
        void *w(void *a) { pthread_mutex_lock(&m); ready = 1; pthread_mutex_unlock(&m); return 0; }
        int main() { pthread_t t; pthread_create(&t, 0, w, 0);
          pthread_mutex_lock(&m); while (!ready) pthread_cond_wait(&c, &m); pthread_mutex_unlock(&m); return 0; }
        """);
    long waits = p.thread(0).edges().stream().filter(e -> e.stmt() instanceof Stmt.Unlock
        && p.thread(0).outgoing(e.target()).stream().anyMatch(f -> f.stmt() instanceof Stmt.Lock)).count();
    assertEquals(1, waits);
  }

  @Test
  void threadLocalGlobalsArePerInstance() {
    Program p = LowerSupport.lower("""
        __thread int tl; int g;
        void *w(void *a) { tl = tl + 1; g = tl; return 0; }
        int main() { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0); return 0; }
        """);
    assertTrue(localNames(p, 1).contains("t1:tl"), localNames(p, 1).toString());
    assertTrue(localNames(p, 2).contains("t2:tl"), localNames(p, 2).toString());
  }

  @Test
  void staticallyKnownFunctionPointers() {
    assertEquals(Verdict.UNSAFE, LowerSupport.verdict("""
        int g;
        void *w(void *a) { g = 1; return 0; }
        int add(int a, int b) { return a + b; }
        void *(*start)(void *) = w;
        int main() { int (*op)(int, int); op = add; pthread_t t; pthread_create(&t, 0, start, 0);
          pthread_join(t, 0); if (op(g, 2) == 3) reach_error(); return 0; }
        """));
    // two targets: the call branches on the pointer's value (D48)
    assertEquals(Verdict.UNSAFE, LowerSupport.verdict("""
        int one(void) { return 1; } int two(void) { return 2; }
        int main() { int (*f)(void) = one; if (__VERIFIER_nondet_int()) f = two; if (f() == 2) reach_error(); return 0; }
        """));
    // no function of the pointer's type is ever used as a value: nothing to call
    UnsupportedFeature u = assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower("""
        int one(void) { return 1; } int (*g)(int);
        int main() { int (*f)(void) = one; return f() + g(1); }
        """));
    assertTrue(u.construct().contains("function pointer"), u.construct());
    assertEquals(LowerSupport.PRELUDE.split("\n").length + 2, u.pos().line());
  }
}
