package org.spindle.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.program.DataModel;

/**
 * Function pointers (D48) and allocations of a run-time size (D50) against gcc: hand-written
 * deterministic programs run natively (with UBSan) and by Spindle's interpreter must leave the same
 * values in their result globals ({@link Oracle}, as {@link GccDifferentialTest}). Skipped without gcc.
 */
class FunctionPointerGccTest {
  /** {@code globals} (declarations and helper functions) and the body of {@code test()}. */
  private static GenProgram program(String globals, String testBody, int results) {
    List<String> gs = new ArrayList<>(List.of(globals.split("\n")));
    List<GenProgram.Leaf> leaves = new ArrayList<>();
    StringBuilder decl = new StringBuilder("int");
    for (int i = 0; i < results; i++) {
      decl.append(i == 0 ? " r" : ", r").append(i);
      leaves.add(new GenProgram.Leaf("r" + i, CTy.INT));
    }
    gs.add(0, decl.append(';').toString());
    GenProgram.Fn test = new GenProgram.Fn("void test(void)", List.of(St.fixed(testBody.strip())));
    return new GenProgram(0, DataModel.LP64, gs, List.of(test), leaves);
  }

  private static void check(Path dir, GenProgram g) throws Exception {
    assumeTrue(Oracle.gccAvailable(), "gcc not available");
    Oracle.Result r = new Oracle(dir).check(g);
    assertEquals(Oracle.Kind.SAME, r.kind(), r.detail() + "\n" + g.spindleSource());
  }

  @Test
  void dispatchTablesAgreeWithGcc(@TempDir Path dir) throws Exception {
    check(dir, program("""
        int add(int a, int b) { return a + b; }
        int sub(int a, int b) { return a - b; }
        int mul(int a, int b) { return a * b; }
        int (*ops[3])(int, int) = { add, sub, mul };
        struct S { int (*f)(int, int); int k; };
        int apply(int (*h)(int, int), int x) { return h(x, x + 1); }
        """, """
          struct S s;
          s.f = sub;
          s.k = 4;
          int acc = 1;
          for (int i = 0; i < 7; i++) acc = ops[i % 3](acc, i + 2);
          r0 = acc;
          r1 = s.f(s.k, 10) + (*s.f)(1, 1);
          int (*g)(int, int) = r0 > 0 ? add : mul;
          r2 = g(r0, 3) + (g == add) * 100 + (ops[2] == mul) * 1000;
          r3 = (ops[1] != 0) + (s.f == ops[1]) * 2 + ((void *) g == (void *) add) * 4;
          r4 = apply(mul, 3) + apply(ops[0], 5) * 100;
          int (*none)(int, int) = 0;
          r5 = none == 0;
        """, 6));
  }

  @Test
  void runTimeSizesAgreeWithGcc(@TempDir Path dir) throws Exception {
    check(dir, program("""
        void *malloc(unsigned long);
        void *calloc(unsigned long, unsigned long);
        int sz(int k) { return k * 2 + 1; }
        """, """
          int n = sz(2);
          int a[n];
          for (int i = 0; i < n; i++) a[i] = i * i;
          int s = 0;
          for (int i = 0; i < n; i++) s += a[i];
          r0 = s;
          int *p = malloc(sizeof(int) * (n - 2));
          for (int i = 0; i < n - 2; i++) p[i] = a[i + 2] - a[i];
          r1 = p[0] + p[1] * 10 + p[2] * 100;
          int *q = calloc(n, sizeof(int));
          q[n - 1] = 3;
          int z = 0;
          for (int i = 0; i < n; i++) z = z * 2 + q[i];
          r2 = z;
          int m = n - 3;
          struct { int x; int y; } pts[m];
          for (int i = 0; i < m; i++) { pts[i].x = i + 1; pts[i].y = 10 * (i + 1); }
          r3 = pts[m - 1].x + pts[0].y;
        """, 4));
  }
}
