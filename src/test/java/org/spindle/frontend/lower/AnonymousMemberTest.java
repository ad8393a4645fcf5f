package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.spindle.program.DataModel;
import org.spindle.report.Verdict;

/** Found by the gcc differential fuzzer: a struct member of anonymous struct type crashed the layout. */
class AnonymousMemberTest {
  @Test
  void anonymousStructMemberIsLaidOut() {
    // gcc (LP64): s.in[1].y == 7, s.in[0].x == -1, s.a == 3
    String src = """
        struct S { int a; struct { short x; long y; } in[2]; };
        struct S s = {3, {{-1, 2}}};
        int main(void) {
          s.in[1].y = s.a + 4;
          if (s.in[1].y != 7 || s.in[0].x != -1 || s.in[0].y != 2) reach_error();
          return 0;
        }
        """;
    assertEquals(Verdict.SAFE, LowerSupport.verdict(src));
    assertEquals(Verdict.UNSAFE, LowerSupport.verdict(src.replace("!= 7", "!= 8")));
    LowerSupport.lower(src, DataModel.LP64); // no exception
  }
}
