package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.ProgramValidator;

class SplittingTest {
  /** Globals that a second thread writes (never-written globals are folded to constants). */
  private static final String W = """
      int x, y, z;
      void *writer(void *a) { x = 1; y = 2; z = 3; return 0; }
      """;
  private static final String START = "pthread_t h; pthread_create(&h, 0, writer, 0);";

  private static List<String> mainAfterCreate(Program p) {
    List<String> s = LowerSupport.stmts(p.thread(0));
    assertEquals("main::h = create(T1, NULL)", s.get(0));
    return s.subList(1, s.size());
  }

  @Test
  void neverWrittenGlobalsAreConstants() {
    Program p = LowerSupport.lower("int x, y = 4, z; int main() { x = y + z; return 0; }");
    assertEquals(List.of("x = 4", "return from main()"), LowerSupport.stmts(p.thread(0)));
  }

  @Test
  void sharedAssignmentIsSplitThroughTemporaries() {
    Program p = LowerSupport.lower(W + "int main() { " + START + " x = y + z; return 0; }");
    assertEquals(List.of("__t1 = y", "__t2 = z", "x = (__t1 + __t2)", "return from main()"),
        mainAfterCreate(p));
    assertEquals(List.of(), ProgramValidator.validate(p));
  }

  @Test
  void localsAreNotSplit() {
    Program p = LowerSupport.lower("""
        int main() { int a, b, c; b = __VERIFIER_nondet_int(); c = 1; a = b + c * b; return a; }
        """);
    assertEquals(List.of("main::b = nondet_i32()", "main::c = 1", "main::a = (main::b + (main::c * main::b))",
        "return from main()"), LowerSupport.stmts(p.thread(0)));
  }

  @Test
  void oneSharedReadMayStayInAnAssignmentToALocal() {
    Program p = LowerSupport.lower(W + "int main() { " + START + " int a; a = y + z; return a; }");
    assertEquals(List.of("__t1 = y", "main::a = (__t1 + z)", "return from main()"), mainAfterCreate(p));
  }

  @Test
  void incrementOfSharedIsReadThenWrite() {
    Program p = LowerSupport.lower("int x; int main() { x++; x += 2; return 0; }");
    assertEquals(List.of("__t1 = x", "x = (__t1 + 1)", "__t1 = x", "x = (__t1 + 2)", "return from main()"),
        LowerSupport.stmts(p.thread(0)));
  }

  @Test
  void dereferenceCountsAsSharedAccess() {
    Program p = LowerSupport.lower("int x; int *p; int main() { p = &x; *p = *p + 1; return 0; }");
    List<String> s = LowerSupport.stmts(p.thread(0));
    assertEquals("p = &x", s.get(0));
    // *p = *p + 1: read p, read *p, read p again (for the store address), store
    assertEquals(List.of("__t1 = p", "__t2 = *__t1", "__t3 = p", "*__t3 = (__t2 + 1)"), s.subList(1, 5));
    assertEquals(List.of(), ProgramValidator.validate(p));
  }

  @Test
  void everyEdgeOutsideAtomicHasAtMostOneSharedAccess() {
    Program p = LowerSupport.lower("""
        int a[4]; int i, j; struct S { int f; int g; } s; int *q;
        int main() { a[i] = a[j] + s.g; q = &a[i + 1]; *q = s.f + *q; if (a[i] > a[j] && s.f) j = 3; return 0; }
        """);
    for (ThreadCfa t : p.threads()) {
      for (Edge e : t.edges()) {
        assertTrue(Accesses.reads(e.stmt()) <= 1, e.toString());
      }
    }
    assertEquals(List.of(), ProgramValidator.validate(p));
  }

  @Test
  void atomicSectionsAreNotSplit() {
    Program p = LowerSupport.lower(W + """
        void __VERIFIER_atomic_add() { x = y + z; }
        int main() { pthread_t h; pthread_create(&h, 0, writer, 0); __VERIFIER_atomic_add(); return 0; }
        """);
    assertEquals(List.of("atomic_begin", "x = (y + z)", "atomic_end", "return from main()"),
        mainAfterCreate(p));
    assertEquals(2, p.thread(0).atomicLocations().size());
    assertEquals(List.of(), ProgramValidator.validate(p));
  }
}
