package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spindle.program.Program;

/** Lowering stays fast for many thread instances with non-trivial bodies. */
class LargeProgramTest {
  @Test
  void nineHundredNinetyNineInstances() {
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < 10; i++) {
      body.append("if (g > ").append(i).append(") { l = l + g; g = l - ").append(i)
          .append("; } else { pthread_mutex_lock(&m); g++; pthread_mutex_unlock(&m); }\n");
    }
    String src = "int g; pthread_mutex_t m;\nvoid *w(void *a) { int l = 0;\n" + body + " return 0; }\n"
        + "int main() { pthread_t t[999]; for (int i = 0; i < 999; i++) pthread_create(&t[i], 0, w, 0); return 0; }";
    long start = System.nanoTime();
    Program p = LowerSupport.lower(src);
    long ms = (System.nanoTime() - start) / 1_000_000;
    assertEquals(1000, p.threads().size());
    assertTrue(ms < 20_000, "lowering took " + ms + " ms");
    System.out.println("lowered " + p.edgeCount() + " edges in " + ms + " ms");
  }
}
