package org.spindle.dpor;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.spindle.program.Program;
import org.spindle.impact.Verify;

/**
 * Programs for the DPOR engine tests: the thesis families come from {@link SmallPrograms} (the
 * oracle's, with the thesis' counts there); {@link #threads} builds a program whose threads all run
 * one body with their id {@code tid}; sortnet and ttaslock of the Godot paper, and random programs
 * with awaits. Programs are lowered with {@link Verify#HEADER}'s declarations.
 */
final class DporPrograms {
  private DporPrograms() {}

  /** {@code body} lowered with the test header ({@code dir} and {@code name} are not needed any more). */
  static Program load(Path dir, String name, String body) {
    return Verify.c(body);
  }

  /** Threads 0..n-1 run {@code body} (with {@code int tid}); main creates them all, then joins them all. */
  static String threads(int n, String globals, String body) {
    return globals + "\nvoid *thr(void *arg) {\n  int tid = (int)(long)arg;\n" + body + "  return 0;\n}\n"
        + "int main(void) {\n  pthread_t t[" + n + "];\n"
        + "  for (int i = 0; i < " + n + "; i++) pthread_create(&t[i], 0, thr, (void *)(long)i);\n"
        + "  for (int i = 0; i < " + n + "; i++) pthread_join(t[i], 0);\n  return 0;\n}\n";
  }

  static String readersWriters(int n) {
    return SmallPrograms.readersWriters(n);
  }

  static String ring(int n, int times) {
    return SmallPrograms.ring(n, times);
  }

  static String branching(int n) {
    return SmallPrograms.branching(n);
  }

  /**
   * Batcher's merge exchange (Knuth, TAOCP 3, §5.2.2, Algorithm M): the comparators of an
   * odd-even merge sorting network for {@code m} elements, in an order that sorts.
   */
  static List<int[]> batcher(int m) {
    List<int[]> out = new ArrayList<>();
    int t = 1;
    while ((1 << t) < m) t++;
    for (int p = 1 << (t - 1); p > 0; p >>= 1) {
      int q = 1 << (t - 1);
      int r = 0;
      int d = p;
      while (true) {
        for (int i = 0; i < m - d; i++) if ((i & p) == r) out.add(new int[] {i, i + d});
        if (q == p) break;
        d = q - p;
        q >>= 1;
        r = p;
      }
    }
    return out;
  }

  /**
   * sortnet(n) of "Awaiting for Godot" (Fig. 1 extended, Table I): n threads sort 2n elements,
   * initially 2n..1, with Batcher's network. The paper does not say how the comparators are
   * distributed (SEED-TARGETS A.2 flags it); here comparator (i, j) belongs to thread (i / 2) mod
   * n, and element k has a generation counter gen[k] that counts the comparators applied to it: a
   * comparator spins until both its elements have the generation it expects (as q spins on y in
   * Fig. 1), exchanges them if needed and advances both generations. Main asserts the result sorted.
   */
  static String sortnet(int n) {
    int m = 2 * n;
    StringBuilder b = new StringBuilder("int x[" + m + "] = {");
    for (int k = 0; k < m; k++) b.append(k == 0 ? "" : ", ").append(m - k);
    b.append("};\nint gen[" + m + "];\n");
    int[] gen = new int[m];
    List<StringBuilder> bodies = new ArrayList<>();
    for (int t = 0; t < n; t++) bodies.add(new StringBuilder());
    for (int[] c : batcher(m)) {
      int i = c[0];
      int j = c[1];
      StringBuilder s = bodies.get((i / 2) % n);
      s.append("  while (gen[" + i + "] != " + gen[i] + ") { }\n");
      s.append("  while (gen[" + j + "] != " + gen[j] + ") { }\n");
      s.append("  a = x[" + i + "]; b = x[" + j + "];\n");
      s.append("  if (a > b) { x[" + i + "] = b; x[" + j + "] = a; }\n");
      s.append("  gen[" + i + "] = " + (gen[i] + 1) + ";\n  gen[" + j + "] = " + (gen[j] + 1) + ";\n");
      gen[i]++;
      gen[j]++;
    }
    for (int t = 0; t < n; t++) {
      b.append("void *t" + t + "(void *arg) {\n  int a, b;\n").append(bodies.get(t)).append("  return 0;\n}\n");
    }
    b.append("int main(void) {\n  pthread_t t[" + n + "];\n");
    for (int t = 0; t < n; t++) b.append("  pthread_create(&t[" + t + "], 0, t" + t + ", 0);\n");
    b.append("  for (int i = 0; i < " + n + "; i++) pthread_join(t[i], 0);\n");
    for (int k = 0; k + 1 < m; k++) b.append("  if (x[" + k + "] > x[" + (k + 1) + "]) reach_error();\n");
    return b.append("  return 0;\n}\n").toString();
  }

  /**
   * ttaslock(n) as Table I's count suggests (the paper's mock-up is not printed, SEED-TARGETS A.2):
   * n threads each take a test-and-test-and-set lock once (spin while the lock is held, then try
   * an atomic test-and-set), increment a counter and release the lock; main asserts the count.
   */
  static String ttaslock(int n) {
    return threads(n, """
        int lock;
        int counter;
        int __VERIFIER_atomic_tas(void) { int old = lock; lock = 1; return old; }""",
        "  while (1) { while (lock) { } if (!__VERIFIER_atomic_tas()) break; }\n"
            + "  int c = counter;\n  counter = c + 1;\n  lock = 0;\n")
        .replace("pthread_join(t[i], 0);", "pthread_join(t[i], 0);\n  if (counter != " + n + ") reach_error();");
  }

  /**
   * A random small program over globals a and b: 2 threads of 1-3 statements or 3 threads of 1-2,
   * each a write, a read, an await (an assume that reads a global), an atomic fetch-and-add, a
   * branch, a spin loop, a locked increment, a branch on the local read or a test-and-set loop.
   */
  static String random(Random rnd) {
    int threads = 2 + rnd.nextInt(2);
    StringBuilder b = new StringBuilder("""
        pthread_mutex_t m;
        int a, b;
        """);
    for (int t = 0; t < threads; t++) {
      b.append("void *t" + t + "(void *arg) {\n  int r = 0;\n");
      int ops = 1 + rnd.nextInt(threads == 2 ? 3 : 2);
      for (int k = 0; k < ops; k++) b.append("  ").append(statement(rnd)).append('\n');
      b.append("  return 0;\n}\n");
    }
    b.append("int main(void) {\n  pthread_t t[" + threads + "];\n");
    for (int t = 0; t < threads; t++) b.append("  pthread_create(&t[" + t + "], 0, t" + t + ", 0);\n");
    return b.append("  for (int i = 0; i < " + threads + "; i++) pthread_join(t[i], 0);\n  return 0;\n}\n")
        .toString();
  }

  private static String statement(Random rnd) {
    String v = rnd.nextBoolean() ? "a" : "b";
    String w = v.equals("a") ? "b" : "a";
    int k = rnd.nextInt(3);
    int k2 = 1 + rnd.nextInt(2);
    return switch (rnd.nextInt(9)) {
      case 8 -> "while (1) { __VERIFIER_atomic_begin(); r = " + v + "; " + v + " = 1; __VERIFIER_atomic_end(); "
          + "if (r == 0) break; }";
      case 0 -> v + " = " + k + ";";
      case 1 -> "r = " + v + ";";
      case 2 -> "__VERIFIER_assume(" + v + " == " + k + ");";
      case 3 -> "__VERIFIER_atomic_begin(); " + v + " = " + v + " + " + k2 + "; __VERIFIER_atomic_end();";
      case 4 -> "if (" + v + " == " + k + ") " + w + " = " + k2 + ";";
      case 5 -> "while (" + v + " != " + k + ") { }";
      case 6 -> "pthread_mutex_lock(&m); r = " + v + "; " + v + " = r + 1; pthread_mutex_unlock(&m);";
      default -> "if (r == " + k + ") " + v + " = " + k2 + ";";
    };
  }
}
