package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import org.spindle.program.DataModel;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;

/**
 * GNU statement expressions and the Linux {@code container_of} idiom (D60), with both offsetof
 * spellings, nested members and an empty-struct member; a byte offset that names no member stays
 * UNKNOWN.
 */
class ContainerOfTest {
  private static final String DEFS = """
      struct device {};
      struct inner { int a; struct device dev; int b; };
      struct outer { char c; struct inner in; long tail; };
      struct outer o;
      """;

  private static Verdict explore(String body, DataModel dm) {
    return Explorer.explore(LowerSupport.lower(DEFS + body, dm), ExploreOptions.DEFAULT).verdict();
  }

  @Test
  void containerOfFindsTheEnclosingObject() {
    String body = """
        int main() {
          struct inner *pi = &o.in;
          int *pb = &o.in.b;
          // the kernel's macro, expanded as cpp does, and the offsetof spelling
          struct outer *q = ({ const typeof(((struct outer *)0)->in.b) *__mptr = (pb);
              (struct outer *)((char *)__mptr - ((unsigned long)&((struct outer *)0)->in.b)); });
          struct inner *r = ((struct inner *)((char *)(pb) - __builtin_offsetof(struct inner, b)));
          struct outer *s = ({ const typeof(((struct outer *)0)->in.dev) *__mptr = (&o.in.dev);
              (struct outer *)((char *)__mptr - ((unsigned long)&((struct outer *)0)->in.dev)); });
          q->tail = 5;
          r->a = 7;
          if (o.tail != 5 || o.in.a != %d || s != &o || r != pi || q != &o) reach_error();
          return 0;
        }
        """;
    for (DataModel dm : DataModel.values()) {
      assertEquals(Verdict.SAFE, explore(body.formatted(7), dm), dm.toString());
      assertEquals(Verdict.UNSAFE, explore(body.formatted(6), dm), dm.toString());
    }
  }

  @Test
  void statementExpressionsHaveTheValueOfTheirLastStatement() {
    String body = """
        int g;
        int main() {
          int x = ({ int y = 3; g = y; y + 4; });
          ({ g++; });
          if (x != 7 || g != %d) reach_error();
          return 0;
        }
        """;
    assertEquals(Verdict.SAFE, explore(body.formatted(4), DataModel.LP64));
    assertEquals(Verdict.UNSAFE, explore(body.formatted(3), DataModel.LP64));
  }

  @Test
  void anOffsetThatNamesNoMemberIsUnknown() {
    UnsupportedFeature e = assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower(DEFS + """
        int main() {
          int *pb = &o.in.b;
          struct outer *q = (struct outer *)((char *)pb - 3);
          q->tail = 1;
          return 0;
        }
        """, DataModel.LP64));
    assertTrue(e.construct().contains("pointer cast"), e.construct());
  }
}
