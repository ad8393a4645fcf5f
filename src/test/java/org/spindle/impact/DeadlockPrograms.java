package org.spindle.impact;

import java.util.Random;

/**
 * Generates small random C programs that may deadlock: 2-3 threads over shared ints x, flag and
 * mutexes a, b, with nested lock blocks in either order, locks never released, waits on a flag
 * (plain and inside atomic sections), conditional locking on bounded inputs (-2..2, so the
 * explicit explorer sees every input) and main joining some threads.
 */
final class DeadlockPrograms {
  private final Random rnd;

  DeadlockPrograms(long seed) {
    this.rnd = new Random(seed);
  }

  String next() {
    int threads = 2 + rnd.nextInt(2);
    StringBuilder b = new StringBuilder("int x, flag; pthread_mutex_t a, b;\n");
    for (int t = 1; t <= threads; t++) {
      b.append("void *t").append(t).append("(void *arg) {\n");
      int n = 1 + rnd.nextInt(3);
      for (int i = 0; i < n; i++) b.append("  ").append(stmt(2)).append('\n');
      b.append("  return 0;\n}\n");
    }
    b.append("int main(void) {\n  pthread_t h[3];\n");
    for (int t = 1; t <= threads; t++) {
      b.append("  pthread_create(&h[").append(t - 1).append("], 0, t").append(t).append(", 0);\n");
    }
    if (rnd.nextBoolean()) b.append("  ").append(stmt(1)).append('\n');
    for (int t = 1; t <= threads; t++) {
      if (rnd.nextInt(4) > 0) b.append("  pthread_join(h[").append(t - 1).append("], 0);\n");
    }
    if (rnd.nextInt(4) == 0) b.append("  __VERIFIER_assert(x != 2);\n");
    b.append("  return 0;\n}\n");
    return b.toString();
  }

  private String mutex() {
    return rnd.nextBoolean() ? "a" : "b";
  }

  private String simple() {
    return switch (rnd.nextInt(4)) {
      case 0 -> "x = " + rnd.nextInt(3) + ";";
      case 1 -> "flag = " + rnd.nextInt(2) + ";";
      // not an assume: a failed assume blocks its thread for ever, i.e. deadlocks
      case 2 -> "{ int n = __VERIFIER_nondet_int(); if (n < -2 || n > 2) n = 0; x = n; }";
      default -> "x = x + 1;";
    };
  }

  private String stmt(int depth) {
    if (depth <= 0) return simple();
    String p = mutex();
    String q = p.equals("a") ? "b" : "a";
    return switch (rnd.nextInt(12)) {
      case 0 -> "pthread_mutex_lock(&" + p + "); " + simple() + " pthread_mutex_lock(&" + q + "); "
          + simple() + " pthread_mutex_unlock(&" + q + "); pthread_mutex_unlock(&" + p + ");";
      case 1 -> "pthread_mutex_lock(&" + p + "); " + simple() + " pthread_mutex_unlock(&" + p + ");";
      case 2 -> "pthread_mutex_lock(&" + p + ");"; // never released
      case 3 -> "__VERIFIER_assume(flag == " + rnd.nextInt(2) + ");";
      case 4 -> "__VERIFIER_atomic_begin(); __VERIFIER_assume(x == " + rnd.nextInt(2) + "); flag = 1;"
          + " __VERIFIER_atomic_end();";
      case 5, 6 -> "if (x == " + rnd.nextInt(2) + ") { " + stmt(depth - 1) + " } else { " + simple() + " }";
      default -> simple();
    };
  }
}
