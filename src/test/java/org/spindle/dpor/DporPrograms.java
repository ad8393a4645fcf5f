package org.spindle.dpor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.spindle.program.Program;
import org.spindle.task.ProgramLoader;

/**
 * The thesis' Chapter 3 benchmarks for any N (thesis Fig. 3.1, 3.3; SEED-TARGETS C.4), as C
 * programs whose threads are created by main and joined at the end (main's create and join events
 * are ordered with each thread's events in every run, so they change no count), with the counts
 * the thesis reports: Readers-Writers 2^(N-1), Ring 2^N - 2, Branching 11 (N=2) and 28 (N=3),
 * Ring Extended 6 (N=2) and 90 (N=3).
 */
final class DporPrograms {
  private static final String HEADER = """
      extern void reach_error(void);
      extern void __VERIFIER_atomic_begin(void);
      extern void __VERIFIER_atomic_end(void);
      typedef unsigned long pthread_t;
      extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
      extern int pthread_join(pthread_t thread, void **retval);
      """;

  private DporPrograms() {}

  static Program load(Path dir, String name, String body) {
    try {
      Path f = dir.resolve(name + ".c");
      Files.writeString(f, HEADER + body);
      return ProgramLoader.load(ProgramLoader.resolve(f, null));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  /** Threads 0..n-1 run {@code thread(tid)}'s body; main creates them all, then joins them all. */
  static String threads(int n, String globals, String body) {
    return globals + "\nvoid *thr(void *arg) {\n  int tid = (int)(long)arg;\n" + body + "  return 0;\n}\n"
        + "int main(void) {\n  pthread_t t[" + n + "];\n"
        + "  for (int i = 0; i < " + n + "; i++) pthread_create(&t[i], 0, thr, (void *)(long)i);\n"
        + "  for (int i = 0; i < " + n + "; i++) pthread_join(t[i], 0);\n  return 0;\n}\n";
  }

  /** One writer of x and n-1 readers (thesis Fig. 3.1). */
  static String readersWriters(int n) {
    return threads(n, "int x; int r[" + n + "];", "  if (tid == 0) x = 1; else r[tid] = x;\n");
  }

  /** {@code x[(tid+1)%n] = x[tid]} as one atomic statement, {@code times} times (Fig. 3.3a, c). */
  static String ring(int n, int times) {
    String stmt = "  __VERIFIER_atomic_begin(); x[(tid + 1) % " + n + "] = x[tid]; __VERIFIER_atomic_end();\n";
    return threads(n, "int x[" + n + "];", stmt.repeat(times));
  }

  /** Twice {@code if (x[tid] == 0) x[(tid+1)%n] = 1;}, test and assignment separate events (Fig. 3.3b). */
  static String branching(int n) {
    String stmt = "  if (x[tid] == 0) x[(tid + 1) % " + n + "] = 1;\n";
    return threads(n, "int x[" + n + "];", stmt.repeat(2));
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
        extern void __VERIFIER_assume(int cond);
        typedef union { char __size[24]; long __align; } pthread_mutex_t;
        extern int pthread_mutex_lock(pthread_mutex_t *m);
        extern int pthread_mutex_unlock(pthread_mutex_t *m);
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
