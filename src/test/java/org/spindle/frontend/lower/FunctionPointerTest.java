package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.program.analysis.ProgramValidator;
import org.spindle.report.Verdict;

/** Function pointers (D48): values, calls that branch over the points-to set, thread creation. */
class FunctionPointerTest {
  private static ExploreResult explore(String src) {
    Program p = LowerSupport.lower(src);
    assertEquals(List.of(), ProgramValidator.validate(p), LowerSupport.dump(p));
    return Explorer.explore(p, ExploreOptions.DEFAULT.withMaxStates(200_000).withTimeout(Duration.ofSeconds(20)));
  }

  private static ImpactResult verify(String src) {
    return Impact.verify(LowerSupport.lower(src), ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
  }

  @Test
  void callBranchesOverTheStoredFunctions() {
    Program p = LowerSupport.lower("""
        int one(void) { return 1; } int two(void) { return 2; } int three(void) { return 3; }
        int g;
        int main() { int (*f)(void) = one; if (__VERIFIER_nondet_int()) f = two; g = three(); return f(); }
        """);
    List<String> s = LowerSupport.stmts(p.thread(0));
    // one and two are used as values: 0x100 and 0x104; three is only called directly
    assertTrue(s.stream().anyMatch(x -> x.matches("assume\\(\\(__t\\d+ == 256\\)\\)")), s.toString());
    assertTrue(s.stream().anyMatch(x -> x.matches("assume\\(\\(__t\\d+ == 260\\)\\)")), s.toString());
    assertTrue(s.stream().anyMatch(x -> x.matches("assume\\(\\(\\(__t\\d+ != 256\\) && \\(__t\\d+ != 260\\)\\)\\)")), s.toString());
    assertTrue(s.contains("error: call through a function pointer to no function of type int([])"), s.toString());
    assertTrue(s.stream().noneMatch(x -> x.contains("== 264")), "three is no candidate: " + s);
  }

  @Test
  void valuesCompareAndAssign() {
    String prog = """
        int one(int x) { return x + 1; } int two(int x) { return x + 2; }
        int (*table[3])(int) = { one, two, 0 };
        struct ops { int (*op)(int); int k; } ops = { two, 5 };
        int main() {
          int i = __VERIFIER_nondet_int();
          if (i < 0 || i > 2) return 0;
          int (*f)(int) = table[i];
          if (f == 0) { if (i != 2) reach_error(); return 0; }
          if ((f == one) != (i == 0)) reach_error();
          if (f != table[i] || (void *)f == 0) reach_error();
          int r = f(10);
          if (r != 11 + i) reach_error();
          if (ops.op(ops.k) != 7 || (*ops.op)(1) != 3) reach_error();
          ops.op = table[0];
          if (ops.op(0) != COND) reach_error();
          return 0;
        }
        """;
    assertEquals(Verdict.SAFE, explore(prog.replace("COND", "1")).verdict());
    assertEquals(Verdict.SAFE, verify(prog.replace("COND", "1")).verdict());
    ExploreResult bad = explore(prog.replace("COND", "2"));
    assertEquals(Verdict.UNSAFE, bad.verdict(), bad.reason());
    assertEquals(Verdict.UNSAFE, verify(prog.replace("COND", "2")).verdict());
  }

  @Test
  void callsThroughNullOrGarbageAreUndefined() {
    for (String init : List.of("", " = 0", " = (int (*)(void)) 7")) {
      String prog = """
          int one(void) { return 1; }
          int (*fp)(void)INIT;
          int main() { if (__VERIFIER_nondet_int()) fp = one; int r = fp(); if (r != 1) reach_error(); return 0; }
          """.replace("INIT", init);
      ExploreResult r = explore(prog);
      assertEquals(Verdict.UNKNOWN, r.verdict(), init + ": " + r.reason());
      assertTrue(r.reason().contains("undefined behaviour") && r.reason().contains("test.c:" + (LowerSupport.PRELUDE.split("\n").length + 3)),
          r.reason());
      ImpactResult v = verify(prog);
      assertEquals(Verdict.UNKNOWN, v.verdict(), init + ": " + v);
    }
    // the same program where the pointer always holds a function: decided
    String safe = """
        int one(void) { return 1; }
        int (*fp)(void) = one;
        int main() { int r = fp(); if (r != 1) reach_error(); return 0; }
        """;
    assertEquals(Verdict.SAFE, explore(safe).verdict());
    assertEquals(Verdict.SAFE, verify(safe).verdict());
  }

  @Test
  void callThroughAnIncompatibleTypeIsUndefined() {
    String prog = """
        int one(int a) { return 1; } int two(int a, int b) { return 2; }
        int main() {
          int (*fp)(int) = one; int (*gp)(int, int) = two;
          if (__VERIFIER_nondet_int()) fp = (int (*)(int)) gp;
          if (fp(3) == 2) reach_error();
          return 0;
        }
        """;
    ExploreResult r = explore(prog);
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
    assertNotEquals(Verdict.UNSAFE, verify(prog).verdict());
    assertNotEquals(Verdict.SAFE, verify(prog).verdict());
  }

  @Test
  void threadStartRoutineThroughAVariable() {
    String prog = """
        int g;
        void *inc(void *a) { g = g + 1; return 0; }
        void *dec(void *a) { g = g - 1; return 0; }
        int main() {
          void *(*start)(void *) = inc;
          if (__VERIFIER_nondet_int()) start = dec;
          pthread_t t; pthread_create(&t, 0, start, 0); pthread_join(t, 0);
          if (g == COND) reach_error();
          return 0;
        }
        """;
    Program p = LowerSupport.lower(prog.replace("COND", "0"));
    // one thread instance per candidate routine
    assertEquals(List.of("main", "inc", "dec"), p.threads().stream().map(t -> t.startRoutine()).toList());
    assertEquals(Verdict.SAFE, explore(prog.replace("COND", "0")).verdict());
    assertEquals(Verdict.SAFE, verify(prog.replace("COND", "0")).verdict());
    assertEquals(Verdict.UNSAFE, explore(prog.replace("COND", "-1")).verdict());
    assertEquals(Verdict.UNSAFE, verify(prog.replace("COND", "-1")).verdict());
  }

  @Test
  void poolOfThreadsThroughAPointer() {
    // the SV-COMP pattern of pthread-ext/30_Function_Pointer3_vs: creation in an infinite loop
    String prog = """
        int res;
        int f1(int a, int b) { return a + b + 1; }
        int f2(int x, int y) { return x - y + 2; }
        void *thr2(void *arg) {
          int (*pf)(int, int);
          if (__VERIFIER_nondet_int()) pf = f1; else pf = f2;
          __VERIFIER_atomic_begin(); res = pf(4, 3); __VERIFIER_atomic_end();
          return 0;
        }
        void *thr1(void *arg) { if (!(res < LIMIT)) reach_error(); return 0; }
        int main() { pthread_t t; pthread_create(&t, 0, thr1, 0); while (1) pthread_create(&t, 0, thr2, 0); }
        """;
    ExploreResult safe = explore(prog.replace("LIMIT", "10"));
    assertEquals(Verdict.UNKNOWN, safe.verdict(), safe.reason());
    assertTrue(safe.reason().contains("thread bound"), safe.reason());
    assertEquals(Verdict.UNSAFE, explore(prog.replace("LIMIT", "8")).verdict());
    assertEquals(Verdict.UNSAFE, verify(prog.replace("LIMIT", "8")).verdict());
  }

  @Test
  void unresolvableCallsAreUnsupportedWithTheirPosition() {
    int line = LowerSupport.PRELUDE.split("\n").length + 2;
    String main = "int main() { int (*g)(int, int) = 0; return one() + g(1, 2); }";
    UnsupportedFeature u = assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower(
        "int one(void) { return 1; }\n" + main + "\n"));
    assertTrue(u.construct().contains("no function of its type"), u.construct());
    assertEquals(line, u.pos().line());
    assertEquals(main.indexOf("g(1") + 1, u.pos().col());
    // recursion through the pointer is inlined as any recursion (D63): f(2) is 0
    assertEquals(org.spindle.report.Verdict.SAFE, LowerSupport.verdict("""
        int f(int n);
        int (*fp)(int) = f;
        int f(int n) { return n <= 0 ? 0 : fp(n - 1); }
        int main() { if (f(2) != 0) reach_error(); return 0; }
        """));
  }
}
