package org.spindle.program.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;

class WrapFreeObjectsTest {
  private static final String HEADER = """
      typedef unsigned long pthread_t;
      extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
      extern int pthread_join(pthread_t thread, void **retval);
      extern unsigned int __VERIFIER_nondet_uint(void);
      extern int __VERIFIER_nondet_int(void);
      """;

  private static Set<String> wrapFree(String body) {
    Program p = Lowering.lower(CFrontend.parseString(HEADER + body, "test.c", DataModel.LP64),
        DataModel.LP64);
    Set<String> names = new TreeSet<>();
    for (int id : ProgramFacts.of(p).wrapFreeObjects()) {
      MemoryObject o = p.object(id);
      if (o.owner() < 0) names.add(o.name()); // globals only: locals have lowered names
    }
    return names;
  }

  @Test
  void copiesConstantsAndInputsStayWrapFreeArithmeticAndSignedValuesDoNot() {
    String prog = """
        pthread_t h, hs[2], hcopy;
        unsigned int k = 7, in, sum, neg, fromSigned, copyOfSum, viaPtr, viaPtrTarget;
        unsigned char small; unsigned long wide;
        void *t(void *a) { return 0; }
        int main(void) {
          pthread_create(&h, 0, t, 0); pthread_create(&hs[1], 0, t, 0); hcopy = hs[1];
          in = __VERIFIER_nondet_uint();
          sum = k + in;             /* arithmetic: may wrap */
          neg = -1;                 /* folded to the constant UINT_MAX: in range */
          fromSigned = __VERIFIER_nondet_int();
          copyOfSum = sum;          /* copy of a non-wrap-free object */
          small = 200; wide = small; /* zero extension */
          unsigned int *p = &viaPtrTarget; *p = in * 2u;
          viaPtr = k;
          pthread_join(hcopy, 0);
          return 0;
        }
        """;
    assertEquals(
        new TreeSet<>(Set.of("h", "hs", "hcopy", "k", "in", "neg", "small", "wide", "viaPtr")),
        wrapFree(prog));
  }
}
