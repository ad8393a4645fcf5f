package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spindle.program.DataModel;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;

class MemoryTest {
  private static MemoryObject object(Program p, String name) {
    return p.objects().stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void structsAndArraysAreFlattened() {
    Program p = LowerSupport.lower("""
        struct In { char c; int v[3]; }; struct S { int a; struct In in; long *p; } s; struct S arr[2][3];
        int main() { s.in.v[2] = 1; arr[1][2].a = 2; return 0; }
        """);
    MemoryObject s = object(p, "s");
    assertEquals(6, s.cellCount());
    assertEquals(List.of(ScalarType.INT, ScalarType.integer(8, true), ScalarType.INT, ScalarType.INT, ScalarType.INT,
        ScalarType.pointer(DataModel.ILP32)), s.layout());
    MemoryObject arr = object(p, "arr");
    assertEquals(6, arr.count());
    assertEquals(36, arr.cellCount());
    assertEquals(List.of("s[4] = 1", "arr[30] = 2", "return from main()"), LowerSupport.stmts(p.thread(0)));
  }

  @Test
  void addressesAreDisjointAndNeverNull() {
    Program p = LowerSupport.lower("int a[10]; int b; char c[3]; int main() { a[0] = b; c[0] = 1; return 0; }");
    List<MemoryObject> os = p.objects();
    for (int i = 0; i < os.size(); i++) {
      assertEquals(i, os.get(i).id());
      assertTrue(os.get(i).baseAddress() > 0);
      for (int j = i + 1; j < os.size(); j++) {
        MemoryObject x = os.get(i);
        MemoryObject y = os.get(j);
        assertTrue(x.baseAddress() + x.cellCount() < y.baseAddress() || y.baseAddress() + y.cellCount() < x.baseAddress(),
            x + " overlaps " + y);
      }
    }
  }

  @Test
  void globalInitializersIncludingAddresses() {
    Program p = LowerSupport.lower("""
        int x = 5; int arr[4] = {1, 0, 3}; struct P { int a; int *q; } s = { 7, &arr[2] }; int *px = &x;
        int main() { x = 1; arr[0] = 0; s.a = 0; px = 0; return 0; }
        """);
    assertEquals(Map.of(0L, 5L), object(p, "x").initialCells());
    assertEquals(Map.of(0L, 1L, 2L, 3L), object(p, "arr").initialCells());
    MemoryObject arr = object(p, "arr");
    assertEquals(Map.of(0L, 7L, 1L, arr.baseAddress() + 2), object(p, "s").initialCells());
    assertEquals(Map.of(0L, object(p, "x").baseAddress()), object(p, "px").initialCells());
  }

  @Test
  void pointersToGlobalsArraysAndFields() {
    String src = """
        int g; int a[5]; struct S { int x; int y; } s; struct S sa[3];
        void *w(void *arg) { int *p = &g; *p = 1; p = &a[2]; p[1] = 4; p = &s.y; *p = 6;
          struct S *q = &sa[1]; q->y = 8; q++; q->x = 9; return 0; }
        int main() { pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0);
          if (g != 1 || a[3] != 4 || s.y != 6 || sa[1].y != 8 || sa[2].x != 9) reach_error(); return 0; }
        """;
    assertEquals(Verdict.SAFE, LowerSupport.verdict(src));
    Program p = LowerSupport.lower(src);
    List<String> s = LowerSupport.stmts(p.thread(1));
    assertTrue(s.contains("t1:w::p = &a[2]"), s.toString());
    assertTrue(s.contains("t1:w::p = &s[1]"), s.toString());
    assertTrue(s.contains("t1:w::q = &sa[2]"), s.toString());
    assertTrue(s.contains("*(t1:w::p + 1) = 4"), s.toString());
    assertTrue(s.contains("t1:w::q = (t1:w::q + 2)"), s.toString());
  }

  @Test
  void mallocGivesAHeapObjectWithUnspecifiedContents() {
    Program p = LowerSupport.lower("""
        struct N { int v; struct N *next; };
        int main() { struct N *n = malloc(sizeof(struct N)); n->v = 1; n->next = 0; free(n); return n->v; }
        """);
    MemoryObject h = p.objects().stream().filter(o -> o.region() == MemoryObject.Region.HEAP).findFirst().orElseThrow();
    assertEquals(2, h.cellCount());
    assertTrue(h.shared());
    List<String> s = LowerSupport.stmts(p.thread(0));
    assertEquals(2, s.stream().filter(x -> x.contains("nondet")).count(), s.toString());
    // in a loop that is not unrolled: an allocation pool of 3 objects (D50); on a goto cycle: UNKNOWN
    Program pool = LowerSupport.lower("""
        int main() { int *a[3]; for (int i = 0; i < 2 + __VERIFIER_nondet_int(); i++) a[0] = malloc(4); return 0; }
        """);
    assertEquals(3, pool.objects().stream().filter(o -> o.region() == MemoryObject.Region.HEAP).count());
    assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower("""
        int main() { int *a[3]; int i = 0; again: a[0] = malloc(4); if (i++ < __VERIFIER_nondet_int()) goto again; return 0; }
        """));
    Program arr = LowerSupport.lower("int main() { int *a = malloc(5 * sizeof(int)); a[4] = 1; return 0; }");
    assertEquals(5, arr.objects().stream().filter(o -> o.region() == MemoryObject.Region.HEAP).findFirst()
        .orElseThrow().cellCount());
  }

  @Test
  void nondetWidthsFollowTheDataModel() {
    String src = "int main() { long l = __VERIFIER_nondet_long(); unsigned long u = __VERIFIER_nondet_ulong(); "
        + "char c = __VERIFIER_nondet_char(); _Bool b = __VERIFIER_nondet_bool(); return 0; }";
    Program ilp = LowerSupport.lower(src, DataModel.ILP32);
    assertEquals(List.of(ScalarType.integer(32, true), ScalarType.integer(32, false), ScalarType.integer(8, true),
        ScalarType.BOOL), ilp.thread(0).edges().stream().limit(4).map(e -> ((Stmt.Havoc) e.stmt()).type()).toList());
    Program lp = LowerSupport.lower(src, DataModel.LP64);
    assertEquals(List.of(ScalarType.integer(64, true), ScalarType.integer(64, false), ScalarType.integer(8, true),
        ScalarType.BOOL), lp.thread(0).edges().stream().limit(4).map(e -> ((Stmt.Havoc) e.stmt()).type()).toList());
  }

  @Test
  void integerConversionsAreExplicit() {
    assertEquals(Verdict.SAFE, LowerSupport.verdict("""
        int main() { unsigned char c = 255; c++; signed char s = 127; s++; unsigned u = -1; long long w = u;
          _Bool b = 5; int i = -7; unsigned r = i / 2;
          if (c != 0 || s != -128 || w != 4294967295LL || b != 1 || r != (unsigned) -3) reach_error(); return 0; }
        """));
  }

  @Test
  void uninitialisedLocalsGetHavocOnlyWhenReadFirst() {
    Program p = LowerSupport.lower("int main() { int a; int b; b = 2; if (a > b) return 1; return b; }");
    List<String> s = LowerSupport.stmts(p.thread(0));
    assertEquals("main::a = nondet_i32()", s.get(0));
    assertEquals(1, s.stream().filter(x -> x.contains("nondet")).count(), s.toString());
  }

  @Test
  void unsupportedConstructsAreReported() {
    UnsupportedFeature u = assertThrows(UnsupportedFeature.class,
        () -> LowerSupport.lower("union U { int i; char c; } u; int main() { u.i = 1; return 0; }"));
    assertTrue(u.construct().startsWith("union"), u.construct());
    u = assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower("long double d; int main() { d = 1.5; return 0; }"));
    assertEquals("floating type long double or __float128", u.construct());
    u = assertThrows(UnsupportedFeature.class,
        () -> LowerSupport.lower("int x; int main() { char *c = (char *) &x; *c = 1; return 0; }"));
    assertTrue(u.construct().startsWith("pointer cast"), u.construct());
    // main calling itself through a pointer: recursion without end, a bound edge (D63)
    assertTrue(LowerSupport.stmts(LowerSupport.lower("int main() { int *p = __VERIFIER_nondet_int() ? 0 : 0; "
        + "int (*f)(void) = main; return f(); }").thread(0)).stream().anyMatch(x -> x.startsWith("bound: recursion bound")));
    u = assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower(
        "int main() { printf(\"x\"); sleep(1); strlen(\"a\"); return 0; }"));
    assertEquals("call to undefined function 'strlen'", u.construct());
    assertEquals(u.pos().line() > 0, true);
  }

  @Test
  void structAssignmentCopiesCells() {
    assertEquals(Verdict.SAFE, LowerSupport.verdict("""
        struct S { int a; int b[2]; } x = { 1, { 2, 3 } }, y;
        int main() { y = x; if (y.a != 1 || y.b[1] != 3) reach_error(); return 0; }
        """));
  }
}
