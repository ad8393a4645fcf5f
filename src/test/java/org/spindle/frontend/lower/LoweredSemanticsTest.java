package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.spindle.report.Verdict;

/** End-to-end checks: lowered programs run by the explicit engine compute what C computes. */
class LoweredSemanticsTest {
  private static void safe(String body) {
    String src = "int g, h, arr[5]; struct P { int a; struct P *next; } n1, n2;\n"
        + "void *writer(void *x) { g = 0; h = 0; arr[0] = 0; n1.a = 0; return 0; }\n"
        + "int bump(int *p, int k) { *p += k; return *p; }\n"
        + "int *pick(int which) { return which ? &g : &h; }\n"
        + "int main() { pthread_t t; pthread_create(&t, 0, writer, 0); pthread_join(t, 0);\n" + body + "\n return 0; }";
    assertEquals(Verdict.SAFE, LowerSupport.verdict(src), body);
    String broken = src.replace("return 0; }", "reach_error(); return 0; }");
    assertEquals(Verdict.UNSAFE, LowerSupport.verdict(broken), "sanity: error reachable at the end");
  }

  @Test
  void compoundAssignmentThroughPointerWithCall() {
    safe("int *p = &g; g = 2; *p += bump(&h, 3); if (g != 5 || h != 3) reach_error();");
  }

  @Test
  void chainedAssignmentsAndPostIncrementIndex() {
    safe("int i = 0; g = h = 4; arr[i++] = 7; arr[i++] = g; if (g != 4 || h != 4 || arr[0] != 7 || arr[1] != 4 || i != 2) reach_error();");
  }

  @Test
  void pointerArithmeticAndDifference() {
    safe("int *p = &arr[1], *q = &arr[4]; long d = q - p; *(q - 1) = 9; p += 2; if (d != 3 || *p != 9 || p[-1] != arr[2]) reach_error();");
  }

  @Test
  void valueContextShortCircuitWithSideEffects() {
    safe("int a = 0, b; b = (g++ && h++); a = (g || h++); if (b != 0 || a != 1 || g != 1 || h != 0) reach_error();");
  }

  @Test
  void conditionalWithSideEffects() {
    safe("int a = g ? h++ : bump(&g, 5); int c = g > 1 ? 10 : 20; if (a != 5 || g != 5 || c != 10 || h != 0) reach_error();");
  }

  @Test
  void linkedStructsThroughPointers() {
    safe("n1.next = &n2; n2.a = 3; n1.next->a += 1; struct P *p = &n1; p = p->next; if (p->a != 4 || n2.a != 4) reach_error();");
  }

  @Test
  void functionReturningPointer() {
    safe("*pick(1) = 6; *pick(0) = 8; if (g != 6 || h != 8) reach_error();");
  }

  @Test
  void nondetWithAssumeAndUnsignedWrap() {
    safe("unsigned u = __VERIFIER_nondet_uint(); __VERIFIER_assume(u == 0); u--; if (u != 4294967295u) reach_error();");
  }

  @Test
  void escapedLocalIsShared() {
    assertEquals(Verdict.UNSAFE, LowerSupport.verdict("""
        void *w(void *p) { *(int *) p = 1; return 0; }
        int main() { int local = 0; pthread_t t; pthread_create(&t, 0, w, &local);
          if (local == 1) reach_error(); pthread_join(t, 0); return 0; }
        """));
  }
}
