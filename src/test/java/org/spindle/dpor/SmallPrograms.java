package org.spindle.dpor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.spindle.program.Program;
import org.spindle.task.ProgramLoader;

/**
 * The parametrised benchmark programs of the thesis (Readers-Writers, Ring, Branching, Ring
 * Extended; Fig. 3.3) as C sources to compile with {@link org.spindle.impact.Verify#c}, for the
 * DPOR oracle's and the DPOR engines' tests, and the loader of the C test programs in
 * src/test/resources/dpor.
 *
 * <p>Thread {@code i} of a family is its own start routine {@code t<i>} with the thread id as a
 * constant, so threads make no local steps beyond their exit. Main creates all threads in one
 * atomic section and joins them all in another: D38 orders a create before all of its child's
 * events and a join after all of the joined thread's events, and main's own program order does the
 * rest, so every dependent pair involving main's events has one possible order and main adds no
 * class. The atomic sections only spare the brute force the interleavings of main's steps, which
 * are equivalent anyway ({@code EquivalenceClassesTest} checks it with plain creates and joins).
 */
final class SmallPrograms {
  private SmallPrograms() {}

  /** Loads a test resource {@code src/test/resources/dpor/<name>}. */
  static Program resource(String name) {
    try {
      return ProgramLoader.load(ProgramLoader.resolve(Path.of("src/test/resources/dpor", name), null));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Thread 0 writes {@code x = 1}; threads 1..n-1 read x into a local. */
  static String readersWriters(int n) {
    StringBuilder b = new StringBuilder("int x;\n");
    b.append("void *t0(void *a) { x = 1; return 0; }\n");
    for (int i = 1; i < n; i++) b.append("void *t").append(i).append("(void *a) { int r = x; return 0; }\n");
    return b.append(main(n, true)).toString();
  }

  /** Thread i runs {@code x[(i+1)%n] = x[i]} atomically, {@code times} times. */
  static String ring(int n, int times) {
    StringBuilder b = new StringBuilder("int x[" + n + "];\n");
    for (int i = 0; i < n; i++) {
      b.append("void *t").append(i).append("(void *a) {\n");
      String stmt = "  __VERIFIER_atomic_begin(); x[" + (i + 1) % n + "] = x[" + i + "]; __VERIFIER_atomic_end();\n";
      b.append(stmt.repeat(times)).append("  return 0;\n}\n");
    }
    return b.append(main(n, true)).toString();
  }

  /** Thread i runs {@code if (x[i] == 0) x[(i+1)%n] = 1;} twice; test and assignment are steps. */
  static String branching(int n) {
    StringBuilder b = new StringBuilder("int x[" + n + "];\n");
    for (int i = 0; i < n; i++) {
      String stmt = "  if (x[" + i + "] == 0) x[" + (i + 1) % n + "] = 1;\n";
      b.append("void *t").append(i).append("(void *a) {\n").append(stmt.repeat(2)).append("  return 0;\n}\n");
    }
    return b.append(main(n, true)).toString();
  }

  /**
   * Main creating threads {@code t0..t<n-1>} and joining them, in one atomic section each if
   * {@code atomic}, else one step per create and join.
   */
  static String main(int n, boolean atomic) {
    StringBuilder b = new StringBuilder("int main(void) {\n");
    for (int i = 0; i < n; i++) b.append("  pthread_t h").append(i).append(";\n");
    if (atomic) b.append("  __VERIFIER_atomic_begin();\n");
    for (int i = 0; i < n; i++) b.append("  pthread_create(&h").append(i).append(", 0, t").append(i).append(", 0);\n");
    if (atomic) b.append("  __VERIFIER_atomic_end();\n  __VERIFIER_atomic_begin();\n");
    for (int i = 0; i < n; i++) b.append("  pthread_join(h").append(i).append(", 0);\n");
    if (atomic) b.append("  __VERIFIER_atomic_end();\n");
    return b.append("  return 0;\n}\n").toString();
  }
}
