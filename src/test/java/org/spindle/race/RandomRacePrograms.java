package org.spindle.race;

import java.util.Random;

/**
 * Generates small random C programs for the race differential test: 2-3 threads over shared ints
 * x, y, an array a[2], a shared pointer p (to x or y, chosen by main before the threads start) and
 * a mutex; plain, locked and atomic accesses, branches on shared values, bounded loops, inputs in
 * -2..2 (so the explicit searches see every input), array cells chosen by inputs, and accesses
 * of main before, between and after the joins.
 */
final class RandomRacePrograms {
  static final String HEADER = """
      extern void reach_error(void);
      extern void __VERIFIER_assume(int cond);
      extern int __VERIFIER_nondet_int(void);
      extern void __VERIFIER_atomic_begin(void);
      extern void __VERIFIER_atomic_end(void);
      typedef unsigned long pthread_t;
      typedef union { char __size[24]; long __align; } pthread_mutex_t;
      extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
      extern int pthread_join(pthread_t thread, void **retval);
      extern int pthread_mutex_lock(pthread_mutex_t *m);
      extern int pthread_mutex_unlock(pthread_mutex_t *m);
      int input(void) { int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n >= -2 && n <= 2); return n; }
      """;

  private final Random rnd;
  private int protection = -1;

  RandomRacePrograms(long seed) {
    this.rnd = new Random(seed);
  }

  /** A program with races anywhere. */
  String next() {
    return next(-1);
  }

  /**
   * A program whose threads access shared memory only inside a protection: 0 = the mutex, 1 =
   * atomic sections, 2 = either (lock against atomic is a race); main only after the joins.
   */
  String disciplined() {
    return next(rnd.nextInt(3));
  }

  private String next(int protection) {
    this.protection = protection;
    int threads = 2 + rnd.nextInt(2);
    StringBuilder b = new StringBuilder(HEADER);
    b.append("int x, y; int a[2]; int *p; pthread_mutex_t m;\n");
    for (int t = 1; t <= threads; t++) {
      b.append("void *t").append(t).append("(void *arg) {\n  int l = 0;\n");
      int n = 1 + rnd.nextInt(3);
      for (int i = 0; i < n; i++) b.append("  ").append(stmt(2)).append('\n');
      b.append("  return 0;\n}\n");
    }
    b.append("int main(void) {\n  pthread_t h[3];\n  int l = 0;\n");
    b.append("  p = ").append(rnd.nextBoolean() ? "&x" : "&y").append(";\n");
    if (rnd.nextInt(3) == 0) b.append("  x = input();\n");
    for (int t = 1; t <= threads; t++) {
      b.append("  pthread_create(&h[").append(t - 1).append("], 0, t").append(t).append(", 0);\n");
      if (protection < 0 && rnd.nextInt(4) == 0) b.append("  ").append(simple()).append('\n');
    }
    boolean early = protection < 0 && rnd.nextBoolean();
    if (early) b.append("  ").append(stmt(1)).append('\n');
    for (int t = 1; t <= threads; t++) b.append("  pthread_join(h[").append(t - 1).append("], 0);\n");
    if (!early) b.append("  ").append(simple()).append('\n');
    b.append("  return 0;\n}\n");
    return b.toString();
  }

  private String var() {
    return switch (rnd.nextInt(5)) {
      case 0, 1 -> "x";
      case 2 -> "y";
      case 3 -> "a[" + rnd.nextInt(2) + "]";
      default -> "*p";
    };
  }

  private String guarded() {
    boolean lock = protection == 0 || (protection == 2 && rnd.nextBoolean());
    String body = simple() + " " + (rnd.nextBoolean() ? simple() : "l = l + 1;");
    if (rnd.nextInt(4) == 0) body = "if (" + var() + " == " + rnd.nextInt(2) + ") { " + body + " }";
    return lock ? "pthread_mutex_lock(&m); " + body + " pthread_mutex_unlock(&m);"
        : "__VERIFIER_atomic_begin(); " + body + " __VERIFIER_atomic_end();";
  }

  private String simple() {
    String v = var();
    return switch (rnd.nextInt(7)) {
      case 0 -> v + " = " + rnd.nextInt(3) + ";";
      case 1 -> "l = " + v + ";";
      case 2 -> "{ int t = " + v + "; " + v + " = t + 1; }";
      case 3 -> "{ int i = input(); __VERIFIER_assume(i >= 0 && i <= 1); a[i] = l; }";
      case 4 -> "{ int i = input(); __VERIFIER_assume(i >= 0 && i <= 1); l = a[i]; }";
      case 5 -> "if (l > 0) " + v + " = l;";
      default -> "l = l + 1;";
    };
  }

  private String stmt(int depth) {
    if (protection >= 0) return guarded();
    if (depth <= 0) return simple();
    return switch (rnd.nextInt(8)) {
      case 0 -> "pthread_mutex_lock(&m); " + simple() + " " + simple() + " pthread_mutex_unlock(&m);";
      case 1 -> "__VERIFIER_atomic_begin(); " + simple() + " " + simple() + " __VERIFIER_atomic_end();";
      case 2 -> "if (" + var() + " == " + rnd.nextInt(3) + ") { " + stmt(depth - 1) + " } else { "
          + simple() + " }";
      case 3 -> "while (" + var() + " < " + (1 + rnd.nextInt(2)) + ") { " + stmt(depth - 1) + " break; }";
      case 4 -> "if (l == 0) { " + stmt(depth - 1) + " }";
      default -> simple();
    };
  }
}
