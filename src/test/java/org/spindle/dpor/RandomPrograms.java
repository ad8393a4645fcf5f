package org.spindle.dpor;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Small random C programs for cross-checking the DPOR engines: two or three threads of one to
 * three statements over a few shared variables, with what makes sections hard: addresses that
 * depend on shared values (directly, through a local, through a pointer), branches on shared
 * values, atomic sections, locks, assumes that block, nondet inputs. {@code withAssert}: main
 * ends with a condition over the final values that reaches reach_error when it holds.
 */
final class RandomPrograms {
  private RandomPrograms() {}

  private static final String HEADER = """
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
      extern void abort(void);
      int x, y, z;
      int a[2];
      int *p = &x;
      pthread_mutex_t m;
      """;

  private static final String[] VARS = {"x", "y", "z", "a[0]", "a[1]"};

  static String generate(long seed, boolean withAssert) {
    return generate(seed, withAssert, 3, 2);
  }

  /** Up to {@code maxThreads} threads (at least 2); 2 threads get one statement more. */
  static String generate(long seed, boolean withAssert, int maxThreads, int maxStatements) {
    Random r = new Random(seed);
    int threads = 2 + r.nextInt(maxThreads - 1);
    StringBuilder b = new StringBuilder(HEADER);
    int local = 0;
    for (int t = 0; t < threads; t++) {
      b.append("void *t").append(t).append("(void *arg) {\n");
      int n = 1 + r.nextInt(threads == 2 ? maxStatements + 1 : maxStatements);
      for (int i = 0; i < n; i++) b.append("  ").append(statement(r, local++)).append('\n');
      b.append("  return 0;\n}\n");
    }
    b.append("int main(void) {\n");
    for (int t = 0; t < threads; t++) b.append("  pthread_t h").append(t).append(";\n");
    for (int t = 0; t < threads; t++) {
      b.append("  pthread_create(&h").append(t).append(", 0, t").append(t).append(", 0);\n");
      if (r.nextInt(4) == 0) b.append("  ").append(var(r)).append(" = ").append(r.nextInt(3)).append(";\n");
    }
    for (int t = 0; t < threads; t++) b.append("  pthread_join(h").append(t).append(", 0);\n");
    if (withAssert) {
      b.append("  if (").append(var(r)).append(" == ").append(r.nextInt(3)).append(" && ").append(var(r))
          .append(" != ").append(r.nextInt(3)).append(") reach_error();\n");
    }
    b.append("  return 0;\n}\n");
    return b.toString();
  }

  private static String var(Random r) {
    return VARS[r.nextInt(VARS.length)];
  }

  private static String statement(Random r, int id) {
    String v = "v" + id;
    int k = r.nextInt(3);
    return switch (r.nextInt(17)) {
      case 0 -> var(r) + " = " + k + ";";
      case 1 -> var(r) + " = " + var(r) + " + 1;";
      case 2 -> "int " + v + " = " + var(r) + "; a[" + v + " & 1] = " + k + ";";
      case 3 -> "if (" + var(r) + " == 0) " + var(r) + " = " + k + ";";
      case 4 -> "p = &" + (r.nextBoolean() ? "y" : "a[1]") + ";";
      case 5 -> "*p = " + k + ";";
      case 6 -> "__VERIFIER_atomic_begin(); " + var(r) + " = " + var(r) + " + 1; __VERIFIER_atomic_end();";
      case 7 -> "pthread_mutex_lock(&m); " + var(r) + " = " + var(r) + " + " + k + "; pthread_mutex_unlock(&m);";
      case 8 -> "__VERIFIER_assume(" + var(r) + " != " + k + ");";
      case 9 -> "int " + v + " = __VERIFIER_nondet_int(); if (" + v + ") " + var(r) + " = " + v + ";";
      case 10 -> "a[" + var(r) + " & 1] = " + var(r) + ";";
      case 11 -> "int " + v + " = " + var(r) + "; if (" + v + " > 0) " + var(r) + " = 2; else " + var(r) + " = 1;";
      case 12 -> "for (int " + v + " = 0; " + v + " < 2; " + v + "++) " + var(r) + " = " + var(r) + " + " + v + ";";
      case 13 -> "int *" + v + " = " + var(r) + " ? &y : &z; *" + v + " = " + k + ";";
      case 14 -> var(r) + " = 2 / (" + var(r) + " - 1);";
      case 15 -> "if (" + var(r) + " == 2) abort();";
      default -> "__VERIFIER_atomic_begin(); if (" + var(r) + ") " + var(r) + " = " + k
          + "; __VERIFIER_atomic_end();";
    };
  }

  /** Seeds whose programs are generated, for parameterised tests. */
  static List<Long> seeds(long from, int count) {
    List<Long> out = new ArrayList<>();
    for (int i = 0; i < count; i++) out.add(from + i);
    return out;
  }
}
