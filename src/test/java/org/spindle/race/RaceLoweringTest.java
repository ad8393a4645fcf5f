package org.spindle.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;

/**
 * The lowering for the no-data-race property (D36, {@link LowerOptions#withDataRaces}), from a
 * review that found wrong verdicts: a value computed and dropped is still read (each racy program
 * here has a race-free twin where the read is ordered by a join), and pthread calls whose model
 * touches the synchronisation object outside an atomic step are unsupported instead of a
 * reported race on the library's own object.
 */
class RaceLoweringTest {
  private static Program lower(String body) {
    return Lowering.lower(CFrontend.parseString(RandomRacePrograms.HEADER + body, "lowering.c", DataModel.LP64),
        DataModel.LP64, LowerOptions.DEFAULT.withDataRaces());
  }

  /** Oracle search over the original and explicit search over the instrumented program. */
  private static void check(String body, boolean racy) {
    Program p = lower(body);
    OracleSearch.Result o = OracleSearch.search(p, 100_000);
    assertEquals(racy ? OracleSearch.Answer.RACE : OracleSearch.Answer.NO_RACE, o.answer(), body);
    Program q = DataRaces.instrument(p);
    ExploreResult r = Explorer.explore(q, ExploreOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
    assertEquals(racy ? Verdict.UNSAFE : Verdict.SAFE, r.verdict(), body + r.reason());
    if (racy) RaceProgramsTest.assertMapsBack(p, q, r.counterexample());
  }

  /** The read of x in main, dropped before: {@code %s} is replaced by it. */
  @ParameterizedTest
  @ValueSource(strings = {
      "return x;",
      "exit(x);",
      "g(); return 0;",
      "(void) x; return 0;",
      "x + 1; return 0;",
      "v(0, x); return 0;",
      "printf(\"%d\", x); return 0;",
      "free(gp); return 0;"})
  void aDroppedValueIsStillRead(String tail) {
    String decls = """
        int x; int *gp;
        extern int printf(const char *, ...);
        extern void exit(int);
        extern void free(void *);
        int g(void) { return x; }
        void v(int a, ...) { }
        void *w(void *a) { x = 42; gp = 0; return 0; }
        """;
    check(decls + "int main(void) { pthread_t h; pthread_create(&h, 0, w, 0); " + tail + " }", true);
    check(decls + "int main(void) { pthread_t h; pthread_create(&h, 0, w, 0); pthread_join(h, 0); " + tail + " }",
        false);
  }

  @ParameterizedTest
  @ValueSource(strings = {"return (void *) (long) x;", "pthread_exit((void *) (long) x);"})
  void aThreadResultNoJoinReadsIsStillRead(String end) {
    String w = "extern void pthread_exit(void *); int x; void *w(void *a) { " + end + " }\n";
    check(w + "int main(void) { pthread_t h; pthread_create(&h, 0, w, 0); x = 3; pthread_join(h, 0); return 0; }",
        true);
    check(w + "int main(void) { pthread_t h; x = 3; pthread_create(&h, 0, w, 0); pthread_join(h, 0); return 0; }",
        false);
  }

  private static final String SYNC_DECLS = """
      typedef volatile int pthread_spinlock_t;
      typedef union { char __size[32]; long __align; } pthread_barrier_t;
      typedef int pthread_once_t;
      typedef union { char __size[32]; long __align; } sem_t;
      struct timespec { long tv_sec; long tv_nsec; };
      extern int pthread_mutex_trylock(pthread_mutex_t *);
      extern int pthread_mutex_timedlock(pthread_mutex_t *, const struct timespec *);
      extern int pthread_spin_trylock(pthread_spinlock_t *);
      extern int pthread_spin_lock(pthread_spinlock_t *);
      extern int pthread_spin_unlock(pthread_spinlock_t *);
      extern int pthread_barrier_init(pthread_barrier_t *, void *, unsigned);
      extern int pthread_barrier_wait(pthread_barrier_t *);
      extern int pthread_once(pthread_once_t *, void (*)(void));
      extern int sem_getvalue(sem_t *, int *);
      extern int sem_post(sem_t *);
      extern int sem_init(sem_t *, int, unsigned);
      int x, y; pthread_mutex_t m; pthread_spinlock_t s; pthread_barrier_t b; pthread_once_t o; sem_t sem;
      struct timespec ts;
      void init(void) { x = 1; }
      """;

  /**
   * The calls whose models touch their object outside Lock/Unlock (D57), in two threads at once:
   * race-free as written (the review found each one FALSE, a "race" on the library's own object;
   * their steps are atomic for this property now), and racy once the program's own access of x
   * is moved out of what orders it. {@code %s}: the first thread's body, then the second's.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "if (pthread_mutex_trylock(&m) == 0) { x++; pthread_mutex_unlock(&m); }"
          + "|if (pthread_mutex_trylock(&m) == 0) { x++; pthread_mutex_unlock(&m); }|false",
      "if (pthread_mutex_trylock(&m) == 0) { pthread_mutex_unlock(&m); } x++;"
          + "|if (pthread_mutex_trylock(&m) == 0) { x++; pthread_mutex_unlock(&m); }|true",
      "if (pthread_mutex_timedlock(&m, &ts) == 0) { x++; pthread_mutex_unlock(&m); }"
          + "|pthread_mutex_lock(&m); x++; pthread_mutex_unlock(&m);|false",
      "if (pthread_spin_trylock(&s) == 0) { x++; pthread_spin_unlock(&s); }"
          + "|pthread_spin_lock(&s); x++; pthread_spin_unlock(&s);|false",
      "if (pthread_spin_trylock(&s) == 0) { pthread_spin_unlock(&s); } x++;"
          + "|pthread_spin_lock(&s); x++; pthread_spin_unlock(&s);|true",
      "x = 1; pthread_barrier_wait(&b);|pthread_barrier_wait(&b); y = x;|false",
      "pthread_barrier_wait(&b); x = 1;|pthread_barrier_wait(&b); y = x;|true",
      "pthread_once(&o, init); y = x;|pthread_once(&o, init); int r = x;|false",
      "pthread_once(&o, init);|y = x;|true",
      "int v; sem_getvalue(&sem, &v);|sem_post(&sem);|false",
      "int v; sem_getvalue(&sem, &v); x = v;|sem_post(&sem); y = x;|true"})
  void callsWithStepsOnTheirObjectAreAtomic(String first, String second, boolean racy) {
    String src = SYNC_DECLS + """
        void *w1(void *a) { %s return 0; }
        void *w2(void *a) { %s return 0; }
        int main(void) {
          pthread_t h1, h2;
          pthread_barrier_init(&b, 0, 2);
          sem_init(&sem, 0, 0);
          pthread_create(&h1, 0, w1, 0); pthread_create(&h2, 0, w2, 0);
          pthread_join(h1, 0); pthread_join(h2, 0);
          return 0;
        }
        """.formatted(first, second);
    check(src, racy);
  }

  @Test
  void mutexKindsAreUnsupported() {
    String src = """
        typedef union { char __size[4]; int __align; } pthread_mutexattr_t;
        extern int pthread_mutexattr_settype(pthread_mutexattr_t *, int);
        pthread_mutexattr_t a;
        int main(void) { pthread_mutexattr_settype(&a, 1); pthread_mutex_init(&m, &a); pthread_mutex_lock(&m); return 0; }
        """;
    UnsupportedFeature u = assertThrows(UnsupportedFeature.class, () -> lower(SYNC_DECLS + src));
    assertTrue(u.getMessage().contains("under no-data-race"), u.getMessage());
  }
}
