package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.spindle.report.Verdict;

/**
 * Unsigned values are modular in the LIA encoding (D23): invariants that hold only modulo 2^w are
 * linear over representatives, and every observation reduces the representative first. Each
 * verdict here depends on the wrap-around being right.
 */
class ModularArithmeticTest {

  /** Two unsigned counters bumped together, compared by an observer: equal modulo 2^32. */
  @Test
  void invariantModuloTwoToTheWIsProved() {
    String p = """
        unsigned int a, b; pthread_mutex_t m;
        void *bump(void *x) { while (1) { pthread_mutex_lock(&m); a = a + 1; b = b + 1;
          pthread_mutex_unlock(&m); } return 0; }
        void *look(void *x) { while (1) { pthread_mutex_lock(&m); unsigned int s = a, t = b;
          __VERIFIER_assert(s == t); __VERIFIER_assert(s - t == 0u); pthread_mutex_unlock(&m); }
          return 0; }
        int main(void) { pthread_t x, y; pthread_create(&x, 0, bump, 0);
          pthread_create(&y, 0, look, 0); return 0; }
        """;
    assertEquals(Verdict.SAFE, Verify.run(Verify.c(p), PorMode.SMT, 60).verdict());
  }

  /** The error needs the counter to wrap from near UINT_MAX: found, replayed. */
  @Test
  void errorBehindAWrapAroundIsFound() {
    String p = """
        unsigned int x = 4294967290u;
        void *t(void *a) { while (1) { x = x + 1; __VERIFIER_assert(x != 3u); } return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); return 0; }
        """;
    assertEquals(Verdict.UNSAFE, Verify.run(Verify.c(p), PorMode.SMT, 60).verdict());
  }

  /** An unsigned char wraps through the int promotion and the conversion back. */
  @Test
  void narrowUnsignedWrapsAtItsWidth() {
    String p = """
        unsigned char c = 250;
        void *t(void *a) { while (1) { c++; __VERIFIER_assert(c < 254 || c > 255); } return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); return 0; }
        """;
    // c reaches 254 after 4 increments: UNSAFE. As int it would never pass 255 either way.
    assertEquals(Verdict.UNSAFE, Verify.run(Verify.c(p), PorMode.SMT, 60).verdict());
    String safe = """
        unsigned char c = 250;
        void *t(void *a) { while (1) { c++; __VERIFIER_assert(c <= 255); } return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); return 0; }
        """;
    assertEquals(Verdict.SAFE, Verify.run(Verify.c(safe), PorMode.SMT, 60).verdict());
  }

  /**
   * The error needs 2^32 increments: IMPACT cannot reach it, and a representative that is never
   * reduced would make the loop look safe. Whatever verify says within the budget, never SAFE.
   */
  @Test
  void errorAfterTwoToTheThirtyTwoStepsIsNeverSafe() {
    String p = """
        unsigned int x;
        void *t(void *a) { while (1) { x = x + 1; __VERIFIER_assert(x != 0u); } return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); return 0; }
        """;
    assertNotEquals(Verdict.SAFE, Verify.run(Verify.c(p), PorMode.SMT, 5).verdict());
  }

  /** Subtraction below zero in a modular comparison, with the operands kept as representatives. */
  @Test
  void differenceBelowZeroComparesAsLarge() {
    String p = """
        unsigned int a, b;
        void *t(void *x) { a = 3; b = 5; unsigned int d = a - b; __VERIFIER_assert(d < 10u); return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); return 0; }
        """;
    assertEquals(Verdict.UNSAFE, Verify.run(Verify.c(p), PorMode.SMT, 60).verdict());
  }
}
