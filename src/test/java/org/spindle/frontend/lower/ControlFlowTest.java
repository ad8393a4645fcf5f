package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.report.Verdict;

class ControlFlowTest {
  private static final String W = """
      int x, y;
      void *writer(void *a) { x = 1; y = 2; return 0; }
      """;

  @Test
  void ifElseBranchesWithTwoAssumesAndJoin() {
    Program p = LowerSupport.lower("int main() { int a = __VERIFIER_nondet_int(); int b; if (a > 0) b = 1; else b = 2; return b; }");
    assertEquals(List.of("0->1: main::a = nondet_i32()", "1->2: assume((main::a > 0))", "1->3: assume((main::a <= 0))",
        "2->4: main::b = 1", "3->4: main::b = 2", "4->5: return from main()"), LowerSupport.edges(p.thread(0)));
  }

  @Test
  void shortCircuitOverSharedOperandsBranches() {
    Program p = LowerSupport.lower(W + """
        int main() { pthread_t h; pthread_create(&h, 0, writer, 0); if (x > 0 && y > 0) x = 5; return 0; }
        """);
    List<String> e = LowerSupport.edges(p.thread(0));
    assertTrue(e.contains("1->2: assume((x > 0))"), e.toString());
    assertTrue(e.contains("1->3: assume((x <= 0))"), e.toString());
    assertTrue(e.contains("2->4: assume((y > 0))"), e.toString());
    assertTrue(e.contains("2->3: assume((y <= 0))"), e.toString());
  }

  @Test
  void pureLocalOperandsStayAsLogicalOperators() {
    Program p = LowerSupport.lower("int main() { int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int(); "
        + "int c = a > 0 && b > 0; return c; }");
    assertEquals("main::c = ((main::a > 0) && (main::b > 0))", LowerSupport.stmts(p.thread(0)).get(2));
  }

  @Test
  void shortCircuitProtectsDereference() {
    assertEquals(Verdict.SAFE, LowerSupport.verdict("""
        int *p; int main() { int v = 0; if (p != 0 && *p == 3) reach_error(); if (p == 0 || *p) v = 1; return v; }
        """));
  }

  @Test
  void whileLoopHasBackEdgeToHead() {
    Program p = LowerSupport.lower("int main() { int i = 0; while (i < 3) i++; if (i != 3) reach_error(); return 0; }");
    List<String> e = LowerSupport.edges(p.thread(0));
    assertTrue(e.contains("1->2: assume((main::i < 3))"), e.toString());
    assertTrue(e.contains("2->1: main::i = (main::i + 1)"), e.toString());
    assertEquals(Verdict.SAFE, LowerSupport.verdict("int main() { int i = 0; while (i < 3) i++; if (i != 3) reach_error(); return 0; }"));
  }

  @Test
  void infiniteEmptyLoopKeepsAnEdge() {
    Program p = LowerSupport.lower("int main() { while (1) { } return 0; }");
    assertEquals(List.of("0->0: skip"), LowerSupport.edges(p.thread(0)));
  }

  @Test
  void loopsWithBreakContinueDoWhileFor() {
    assertEquals(Verdict.SAFE, LowerSupport.verdict("""
        int main() {
          int s = 0, i, j = 0;
          for (i = 0; i < 10; i++) { if (i == 2) continue; if (i == 5) break; s += i; }
          do { j++; } while (j < 4);
          if (s != 0 + 1 + 3 + 4 || i != 5 || j != 4) reach_error();
          return 0;
        }
        """));
  }

  @Test
  void switchWithFallThroughAndDefault() {
    String src = """
        int f(int v) { int r = 0;
          switch (v) { case 1: r = 10; case 2: r += 1; break; case 3: r = 30; break; default: r = -1; }
          return r; }
        int main() { if (f(1) != 11 || f(2) != 1 || f(3) != 30 || f(7) != -1) reach_error(); return 0; }
        """;
    assertEquals(Verdict.SAFE, LowerSupport.verdict(src));
    assertEquals(Verdict.UNSAFE, LowerSupport.verdict(src.replace("f(7) != -1", "f(7) != 0")));
  }

  @Test
  void switchWithoutDefaultFallsOut() {
    assertEquals(Verdict.SAFE, LowerSupport.verdict("""
        int main() { int v = __VERIFIER_nondet_int(); int r = 5; switch (v) { case 0: r = 1; break; case 1: r = 2; }
          if (v > 1 && r != 5) reach_error(); return 0; }
        """));
  }

  @Test
  void gotoForwardAndBackward() {
    String src = """
        int main() { int i = 0;
          again: i++; if (i < 3) goto again;
          if (i == 3) goto done;
          reach_error();
          done: return 0; }
        """;
    assertEquals(Verdict.SAFE, LowerSupport.verdict(src));
    Program p = LowerSupport.lower("int main() { goto done; reach_error(); done: return 0; }");
    assertTrue(p.thread(0).edges().stream().noneMatch(e -> e.stmt() instanceof Stmt.Error),
        "reach_error is dead code and removed");
    assertEquals(List.of("0->1: return from main()"), LowerSupport.edges(p.thread(0)));
  }

  @Test
  void conditionalExpressionAndCommaAndAssignmentValues() {
    assertEquals(Verdict.SAFE, LowerSupport.verdict(W + """
        int main() { pthread_t h; int a, b, c;
          a = (b = 3) + 1; c = a > 3 ? a : b; x = (y = 7);
          if (a != 4 || c != 4 || (a++, a) != 5 || a != 5) reach_error(); return 0; }
        """));
  }

  @Test
  void sourcePositionsAndTextOnEveryEdge() {
    Program p = LowerSupport.lower("int main() { int a = __VERIFIER_nondet_int(); if (a) a = a + 1; return a; }");
    for (Edge e : p.thread(0).edges()) {
      assertTrue(e.pos() != null && e.pos().line() > 0, e.toString());
      assertTrue(!e.text().isEmpty() && e.text().length() <= 60, e.toString());
    }
    assertEquals(p.thread(0).locationCount(), p.thread(0).locationPos().size());
  }

  @Test
  void conditionalInConditionBranchesWithoutTemporary() {
    Program p = LowerSupport.lower(W + """
        int main() { pthread_t h; pthread_create(&h, 0, writer, 0); if (x ? y : 0) x = 2; return 0; }
        """);
    assertTrue(p.thread(0).edges().stream().noneMatch(e -> e.stmt().toString().contains("__t")),
        LowerSupport.edges(p.thread(0)).toString());
    assertEquals(Verdict.SAFE, LowerSupport.verdict(W + """
        int main() { pthread_t h; pthread_create(&h, 0, writer, 0); pthread_join(h, 0);
          if (x ? y != 2 : 1) reach_error(); return 0; }
        """));
  }
}
