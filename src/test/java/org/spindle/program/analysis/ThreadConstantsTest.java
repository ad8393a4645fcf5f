package org.spindle.program.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.task.ProgramLoader;

class ThreadConstantsTest {
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
      void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
      """;

  private static Program c(String body) {
    return Lowering.lower(CFrontend.parseString(HEADER + body, "test.c", DataModel.LP64), DataModel.LP64);
  }

  private static Program load(String name) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(Path.of("cprograms", name), null));
  }

  /** name -> constant at the final location of each thread (where every writer has run). */
  private static Map<String, Long> atExit(Program p) {
    ThreadConstants tc = ThreadConstants.of(p, ProgramFacts.of(p));
    Map<String, Long> r = new HashMap<>();
    for (ThreadCfa t : p.threads()) {
      for (int l = 0; l < t.locationCount(); l++) {
        if (!t.isFinal(l)) continue;
        tc.at(t.id(), l).forEach((id, v) -> r.put(p.object(id).name(), v));
      }
    }
    return r;
  }

  @Test
  void threadIdsFromConstantStartArguments() throws Exception {
    Program p = load("branching.c");
    Map<String, Long> c = atExit(p);
    assertEquals(0L, c.get("t1:thr::tid"));
    assertEquals(1L, c.get("t2:thr::tid"));
    assertEquals(2L, c.get("t3:thr::tid"));
    // v is assigned from the shared array: never a constant; main's loop counter changes.
    assertFalse(c.containsKey("t1:thr::v"));
    assertFalse(c.containsKey("main::i"));
  }

  @Test
  void onlySingleValuedWritersAfterEveryEntryPath() {
    Program p = c("""
        int g;
        void *a(void *arg) {
          int k = 5; int j = 1; int m; int n = 7;
          if (g) { j = 2; }
          if (g) { m = 4; } else { m = 4; }
          n = 7;
          g = k + j + m + n;
          return 0;
        }
        int main(void) { pthread_t h; int z; z = g; pthread_create(&h, 0, a, (void *)(long)z);
          pthread_join(h, 0); return 0; }
        """);
    Map<String, Long> c = atExit(p);
    assertEquals(5L, c.get("t1:a::k"));
    assertEquals(4L, c.get("t1:a::m"), "both branches write 4");
    assertEquals(7L, c.get("t1:a::n"), "two writers of the same value");
    assertNull(c.get("t1:a::j"), "1 or 2");
    assertNull(c.get("t1:a::arg"), "created with a non-constant argument");
    assertNull(c.get("main::z"), "loaded from a global");
  }

  @Test
  void notKnownBeforeTheWriter() throws Exception {
    Program p = load("branching.c");
    ThreadConstants tc = ThreadConstants.of(p, ProgramFacts.of(p));
    ThreadCfa t1 = p.thread(1);
    MemoryObject tid = p.objects().stream().filter(o -> o.name().equals("t1:thr::tid")).findFirst().orElseThrow();
    assertFalse(tc.at(1, t1.entry()).containsKey(tid.id()), "tid is assigned by the first edge");
    assertEquals(0L, tc.at(1, t1.entry()).get(p.objects().stream()
        .filter(o -> o.name().equals("t1:thr::arg")).findFirst().orElseThrow().id()));
  }
}
