package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.program.Program;

/** Which uninitialised locals get per-cell Havocs, a whole-object HavocObject, or nothing (D7). */
class UninitialisedLocalsTest {
  private static List<String> main(String src) {
    Program p = LowerSupport.lower(src);
    return LowerSupport.stmts(p.thread(0));
  }

  private static long count(List<String> stmts, String part) {
    return stmts.stream().filter(s -> s.contains(part)).count();
  }

  @Test
  void fewCellsReadBeforeWrittenGetOneHavocEach() {
    List<String> s = main("int main() { int a[3]; int x = a[0] + a[2]; return x; }");
    assertEquals(2, count(s, "= nondet_"), s.toString());
    assertEquals(0, count(s, "[*] = nondet()"), s.toString());
  }

  @Test
  void manyCellsReadBeforeWrittenGetOneHavocObject() {
    List<String> s = main("int main() { int a[65]; int i = __VERIFIER_nondet_int(); "
        + "__VERIFIER_assume(i >= 0 && i < 65); if (a[i] == 3) reach_error(); return 0; }");
    assertEquals(1, count(s, "main::a[*] = nondet()"), s.toString());
  }

  @Test
  void cellsWrittenBeforeReadGetNothing() {
    List<String> s = main("int main() { int a[100]; a[5] = 1; return a[5]; }");
    assertEquals(0, count(s, "nondet"), s.toString());
  }

  @Test
  void addressTakenAsValueGetsHavocObjectEvenIfThisThreadWritesFirst() {
    List<String> s = main("int *p; void *w(void *x) { return (void *) (long) p[0]; } "
        + "int main() { int a[2]; p = a; pthread_t t; pthread_create(&t, 0, w, 0); a[0] = 1; "
        + "pthread_join(t, 0); return 0; }");
    assertEquals(1, count(s, "main::a[*] = nondet()"), s.toString());
    assertFalse(s.stream().anyMatch(x -> x.contains("main::t[*]")), "a handle only passed to create: " + s);
  }

  @Test
  void handleArrayOfGoblintShapeLowers() {
    List<String> s = main("void *w(void *x) { return 0; } int main() { pthread_t t_ids[10000]; "
        + "for (int i = 0; i < 10000; i++) pthread_create(&t_ids[i], 0, w, 0); "
        + "for (int i = 0; i < 10000; i++) pthread_join(t_ids[i], 0); return 0; }");
    assertTrue(count(s, "main::t_ids[*] = nondet()") == 1, s.toString());
  }
}
