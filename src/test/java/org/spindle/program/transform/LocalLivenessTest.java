package org.spindle.program.transform;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spindle.impact.Verify;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.CfaLoops;

/** Liveness and strong liveness (faint locals) of {@link LocalLiveness}. */
class LocalLivenessTest {
  @Test
  void aLocalOnlyFeedingItselfIsFaintUnlessItsUpdateMayBeUndefined() {
    Program p = Verify.c("""
        int g;
        int main(void) {
          int h = 0, k = 0, n = 0;
          while (__VERIFIER_nondet_int()) { h = h + 1; k = 10 / (k + 1); n = n + 1; }
          h = 5;
          g = h + n;
          return 0;
        }
        """);
    ThreadCfa main = p.thread(0);
    int head = CfaLoops.of(main).loopHeads().iterator().next();
    LocalLiveness weak = LocalLiveness.of(main, p.objects());
    LocalLiveness strong = LocalLiveness.of(main, p.objects(), true);
    MemoryObject h = object(p, "main::h");
    MemoryObject k = object(p, "main::k");
    MemoryObject n = object(p, "main::n");
    assertTrue(weak.liveAt(head, h));
    assertFalse(strong.liveAt(head, h), "h is recomputed before its value reaches anything");
    // k's update divides by k + 1: whether the run stops there depends on k
    assertTrue(strong.liveAt(head, k));
    // n reaches the shared g after the loop
    assertTrue(strong.liveAt(head, n));
  }

  private static MemoryObject object(Program p, String name) {
    return p.objects().stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow();
  }
}
