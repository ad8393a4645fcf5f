package org.spindle.dpor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
}
