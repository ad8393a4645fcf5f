package org.spindle.dpor;

import java.nio.file.Path;
import org.spindle.impact.Verify;
import org.spindle.program.Program;

/**
 * Programs for the DPOR engine tests: the thesis families come from {@link SmallPrograms} (the
 * oracle's, with the thesis' counts there); {@link #threads} builds a program whose threads all
 * run one body with their id {@code tid}, for small ad-hoc cases. Programs are lowered with
 * {@link Verify#HEADER}'s declarations.
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
}
