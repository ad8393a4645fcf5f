package org.spindle.impact;

import java.util.Random;

/**
 * Generates small random C programs: 2-3 threads over shared ints x, y and a mutex, with
 * read-modify-write races, lock/unlock blocks, atomic sections, branches, bounded inputs
 * (-2..2, so the explicit explorer sees every input) and assertions in threads and in main.
 * Public for the tests of other packages (the DPOR oracle's enumerates small ones exhaustively).
 */
public final class RandomPrograms {
  private final Random rnd;
  private final int maxThreads;
  private final int maxStatements;

  /** 2-3 threads of 2-4 top-level statements each. */
  public RandomPrograms(long seed) {
    this(seed, 3, 4);
  }

  /** 2..{@code maxThreads} threads of 2..{@code maxStatements} top-level statements each (both at least 2). */
  public RandomPrograms(long seed, int maxThreads, int maxStatements) {
    if (maxThreads < 2 || maxStatements < 2) throw new IllegalArgumentException("at least 2 threads and 2 statements");
    this.rnd = new Random(seed);
    this.maxThreads = maxThreads;
    this.maxStatements = maxStatements;
  }

  /** The next program: C source without the declarations of the __VERIFIER and pthread functions. */
  public String next() {
    int threads = 2 + rnd.nextInt(maxThreads - 1);
    StringBuilder b = new StringBuilder("int x, y; pthread_mutex_t m;\n");
    for (int t = 1; t <= threads; t++) {
      b.append("void *t").append(t).append("(void *a) {\n");
      int n = 2 + rnd.nextInt(maxStatements - 1);
      for (int i = 0; i < n; i++) b.append("  ").append(stmt(2)).append('\n');
      b.append("  return 0;\n}\n");
    }
    b.append("int main(void) {\n  pthread_t h[3];\n");
    for (int t = 1; t <= threads; t++) b.append("  pthread_create(&h[").append(t - 1).append("], 0, t").append(t).append(", 0);\n");
    if (rnd.nextBoolean()) b.append("  ").append(stmt(1)).append('\n');
    for (int t = 1; t <= threads; t++) b.append("  pthread_join(h[").append(t - 1).append("], 0);\n");
    b.append("  __VERIFIER_assert(").append(cond()).append(");\n  return 0;\n}\n");
    return b.toString();
  }

  private String var() {
    return rnd.nextBoolean() ? "x" : "y";
  }

  private String cond() {
    return switch (rnd.nextInt(4)) {
      case 0 -> var() + " != " + rnd.nextInt(4);
      case 1 -> var() + " <= " + (1 + rnd.nextInt(3));
      case 2 -> "x != " + rnd.nextInt(3) + " || y != " + rnd.nextInt(3);
      default -> var() + " >= 0";
    };
  }

  private String simple() {
    String v = var();
    return switch (rnd.nextInt(5)) {
      case 0 -> v + " = " + rnd.nextInt(3) + ";";
      case 1 -> "{ int t = " + var() + "; " + v + " = t + 1; }";
      case 2 -> "{ int t = " + v + "; " + v + " = t - 1; }";
      case 3 -> "{ int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n >= -2 && n <= 2); " + v + " = n; }";
      default -> "__VERIFIER_assert(" + cond() + ");";
    };
  }

  private String stmt(int depth) {
    if (depth <= 0) return simple();
    return switch (rnd.nextInt(6)) {
      case 0 -> "pthread_mutex_lock(&m); " + simple() + " " + simple() + " pthread_mutex_unlock(&m);";
      case 1 -> "__VERIFIER_atomic_begin(); " + simple() + " " + simple() + " __VERIFIER_atomic_end();";
      case 2 -> "if (" + var() + " == " + rnd.nextInt(3) + ") { " + stmt(depth - 1) + " } else { "
          + simple() + " }";
      default -> simple();
    };
  }
}
