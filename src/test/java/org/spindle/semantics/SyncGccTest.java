package org.spindle.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.program.DataModel;

/**
 * Return codes and state changes of the pthread synchronisation functions (D57) against glibc: a
 * single-threaded program, preprocessed with the machine's real headers ({@code gcc -E}, as
 * SV-COMP's .i files are made), run by gcc's build and by Spindle's interpreter, must leave the
 * same values in {@code r[]}. Every call is deterministic in one thread, so each lowered branch
 * point must have exactly one enabled branch. Skipped without gcc.
 */
class SyncGccTest {
  private static final String PROGRAM = """
      #include <pthread.h>
      #include <semaphore.h>
      int r[24];
      pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
      pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
      pthread_spinlock_t sp;
      sem_t s;
      pthread_barrier_t b;
      pthread_once_t once = PTHREAD_ONCE_INIT;
      pthread_mutexattr_t ma;
      int ran;
      struct timespec past;
      void init(void) { ran++; }
      void test(void) {
        r[0] = pthread_mutex_trylock(&m);
        r[1] = pthread_mutex_trylock(&m);
        r[2] = pthread_mutex_timedlock(&m, &past);
        pthread_mutex_unlock(&m);
        r[3] = pthread_mutex_timedlock(&m, &past) + 10 * pthread_mutex_unlock(&m);
        r[4] = pthread_rwlock_rdlock(&rw) + 10 * pthread_rwlock_tryrdlock(&rw);
        r[5] = pthread_rwlock_trywrlock(&rw);
        r[6] = pthread_rwlock_timedwrlock(&rw, &past);
        pthread_rwlock_unlock(&rw);
        r[7] = pthread_rwlock_unlock(&rw);
        r[8] = pthread_rwlock_wrlock(&rw);
        r[9] = pthread_rwlock_wrlock(&rw) + 100 * pthread_rwlock_rdlock(&rw);
        r[10] = pthread_rwlock_tryrdlock(&rw) + 100 * pthread_rwlock_trywrlock(&rw);
        r[11] = pthread_rwlock_timedrdlock(&rw, &past) + 100 * pthread_rwlock_timedwrlock(&rw, &past);
        r[12] = pthread_rwlock_unlock(&rw) + 10 * pthread_rwlock_trywrlock(&rw);
        pthread_rwlock_unlock(&rw);
        pthread_spin_init(&sp, PTHREAD_PROCESS_PRIVATE);
        r[13] = pthread_spin_trylock(&sp);
        r[14] = pthread_spin_trylock(&sp) + 100 * sem_init(&s, 0, 2);
        r[15] = pthread_spin_unlock(&sp) + 10 * pthread_spin_trylock(&sp);
        sem_wait(&s);
        r[16] = sem_trywait(&s) * 10 + sem_trywait(&s);
        r[17] = sem_timedwait(&s, &past);
        sem_post(&s); sem_post(&s); sem_post(&s);
        int v; sem_getvalue(&s, &v); r[18] = v;
        r[19] = pthread_barrier_init(&b, 0, 1) + 10 * pthread_barrier_wait(&b) + 100 * pthread_barrier_wait(&b);
        r[20] = pthread_barrier_init(&b, 0, 0);
        pthread_once(&once, init); pthread_once(&once, init);
        r[21] = ran + 10 * pthread_equal(pthread_self(), pthread_self());
        pthread_mutexattr_init(&ma);
        r[22] = pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_NORMAL)
            + 10 * pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_DEFAULT);
        r[23] = pthread_mutex_init(&m, &ma) + 10 * pthread_mutex_trylock(&m) + 100 * pthread_mutex_trylock(&m);
      }
      """;

  @Test
  void returnCodesAgreeWithGlibc(@TempDir Path dir) throws Exception {
    assumeTrue(Oracle.gccAvailable(), "gcc not available");
    Path c = dir.resolve("s.c");
    Files.writeString(c, PROGRAM + """
        #include <stdio.h>
        int main(void) {
          test();
          for (int i = 0; i < 24; i++) printf("%d\\n", r[i]);
          return 0;
        }
        """);
    run(60, "gcc", "-w", "-O0", "-pthread", c.toString(), "-o", dir.resolve("s").toString());
    List<String> gcc = run(20, dir.resolve("s").toString()).lines().toList();
    Path spindleC = dir.resolve("t.c");
    Files.writeString(spindleC, PROGRAM + "int main(void) { test(); return 0; }\n");
    String preprocessed = run(60, "gcc", "-E", "-P", spindleC.toString());
    List<String> spindle = Oracle.spindle(preprocessed, DataModel.LP64, List.of("r"), null);
    assertEquals(gcc, spindle);
    // the values that show each branch was taken: busy, deadlock, timeout, serial thread
    assertEquals(List.of("0", "16", "110"), gcc.subList(0, 3));
    assertTrue(gcc.get(19).equals("-110"), gcc.get(19)); // 0 + 10 * -1 + 100 * -1 (count 1: always serial)
  }

  /**
   * Mutex kinds (D61): error-checking relocks, unlocks by a non-owner, trylock, timedlock and
   * cond_wait on such a mutex, and a normal kind set explicitly, against glibc.
   */
  private static final String KINDS = """
      #include <pthread.h>
      #include <time.h>
      int r[17];
      pthread_mutex_t e, n, d, rc, ad;
      int ty1, ty2;
      pthread_mutexattr_t a;
      pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
      struct timespec past;
      void test(void) {
        pthread_mutexattr_init(&a);
        r[0] = pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
        r[1] = pthread_mutex_init(&e, &a);
        r[2] = pthread_mutex_unlock(&e);
        r[3] = pthread_mutex_lock(&e) + 100 * pthread_mutex_lock(&e);
        r[4] = pthread_mutex_trylock(&e);
        r[5] = pthread_mutex_timedlock(&e, &past);
        r[6] = pthread_mutex_unlock(&e) + 100 * pthread_mutex_unlock(&e);
        r[7] = pthread_cond_wait(&cv, &e);
        pthread_mutexattr_settype(&a, PTHREAD_MUTEX_NORMAL);
        r[8] = pthread_mutex_init(&n, &a) + 10 * pthread_mutex_trylock(&n) + 100 * pthread_mutex_trylock(&n);
        r[9] = pthread_mutex_timedlock(&n, &past) + 1000 * pthread_mutex_init(&d, 0) + 10000 * pthread_mutex_lock(&d);
        r[10] = pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE) + 10 * pthread_mutex_init(&rc, &a)
            + 100 * pthread_mutex_unlock(&rc);
        r[11] = pthread_mutex_lock(&rc) + 10 * pthread_mutex_lock(&rc) + 100 * pthread_mutex_trylock(&rc)
            + 1000 * pthread_mutex_timedlock(&rc, &past);
        r[12] = pthread_mutex_unlock(&rc) + 10 * pthread_mutex_unlock(&rc) + 100 * pthread_mutex_unlock(&rc);
        r[13] = pthread_mutex_unlock(&rc) + 100 * pthread_mutex_unlock(&rc) + 1000 * pthread_mutex_trylock(&rc);
        r[14] = pthread_mutex_unlock(&rc) + 100 * pthread_cond_wait(&cv, &rc);
        r[15] = pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ADAPTIVE_NP) + 10 * pthread_mutex_init(&ad, &a)
            + 100 * pthread_mutex_unlock(&ad) + 1000 * pthread_mutex_trylock(&ad) + 10000 * pthread_mutexattr_settype(&a, 7);
        pthread_mutexattr_gettype(&a, &ty1);
        pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
        r[16] = ty1 + 10 * pthread_mutexattr_gettype(&a, &ty2) + 100 * ty2;
      }
      """;

  @Test
  void mutexKindsAgreeWithGlibc(@TempDir Path dir) throws Exception {
    assumeTrue(Oracle.gccAvailable(), "gcc not available");
    Path c = dir.resolve("k.c");
    Files.writeString(c, KINDS + """
        #include <stdio.h>
        int main(void) {
          test();
          for (int i = 0; i < 17; i++) printf("%d\\n", r[i]);
          return 0;
        }
        """);
    run(60, "gcc", "-w", "-O0", "-pthread", c.toString(), "-o", dir.resolve("k").toString());
    List<String> gcc = run(20, dir.resolve("k").toString()).lines().toList();
    Path spindleC = dir.resolve("t.c");
    Files.writeString(spindleC, KINDS + "int main(void) { test(); return 0; }\n");
    String preprocessed = run(60, "gcc", "-E", "-P", spindleC.toString());
    List<String> spindle = Oracle.spindle(preprocessed, DataModel.LP64, List.of("r"), null);
    assertEquals(gcc, spindle);
    // EPERM, 0 + 100 * EDEADLK, EDEADLK: the error-checking branches were taken
    assertEquals(List.of("1", "3500", "16", "35"), gcc.subList(2, 6));
    // recursive: EPERM unlocked, four locks, four unlocks, EPERM once released; EINVAL for kind 7
    assertEquals(List.of("100", "0", "0", "100", "100"), gcc.subList(10, 15));
    assertEquals("220000", gcc.get(15));
    // gettype reads back what settype stored (the adaptive kind survived settype's EINVAL)
    assertEquals("103", gcc.get(16));
  }

  private static String run(int seconds, String... cmd) throws IOException, InterruptedException {
    Path out = Files.createTempFile("sync", ".out");
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
    boolean ended = p.waitFor(seconds, TimeUnit.SECONDS);
    if (!ended) p.destroyForcibly();
    assertTrue(ended, cmd[0] + " timed out");
    String text = Files.readString(out, StandardCharsets.UTF_8);
    Files.delete(out);
    assertEquals(0, p.exitValue(), cmd[0] + ": " + text);
    return text;
  }
}
