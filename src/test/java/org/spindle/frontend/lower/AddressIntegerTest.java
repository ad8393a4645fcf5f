package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;

/**
 * Pointers converted to integers (D58): the program model numbers cells, so an object's address
 * as an integer is not C's. The offsetof idiom is folded to its byte offset; a conversion that may
 * hold an address is UNKNOWN at its position unless only its truth is used; integers carried in
 * pointers (thread arguments) keep their values. GNU empty structs take no room as members.
 */
class AddressIntegerTest {
  private static UnsupportedFeature unsupported(String src, DataModel dm) {
    return assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower(src, dm));
  }

  private static Verdict explore(String src, DataModel dm) {
    Program p = LowerSupport.lower(src, dm);
    return Explorer.explore(p, ExploreOptions.DEFAULT).verdict();
  }

  @Test
  void offsetofIdiomIsTheByteOffset() {
    String src = """
        struct E {};
        struct A { int a; char c; long l; };
        struct S { int x; struct E e; struct A arr[3]; short s; };
        int main() {
          long s = (long)&((struct S *)0)->s;
          unsigned long l = (unsigned long)&((struct S *)0)->arr[2].l;
          if (s != %d || l != %d || (long)&((struct A *)0)->c != 4 || sizeof(struct E) != 0) reach_error();
          return 0;
        }
        """;
    // LP64: arr at 8, struct A is 16 bytes, s at 56; arr[2].l at 8 + 32 + 8 (as gcc lays them out)
    assertEquals(Verdict.SAFE, explore(src.formatted(56, 48), DataModel.LP64));
    assertEquals(Verdict.UNSAFE, explore(src.formatted(55, 48), DataModel.LP64));
    // ILP32: long is 4 bytes, struct A is 12; arr at 4... x 0, e 4 (empty), arr 4, s 40; arr[2].l = 4 + 24 + 8
    assertEquals(Verdict.SAFE, explore(src.formatted(40, 36), DataModel.ILP32));
  }

  @Test
  void addressArithmeticOnIntegersIsUnknownAtItsPosition() {
    String src = """
        int a[4];
        int main() {
          unsigned long x = (unsigned long)&a[1];
          if (x - (unsigned long)&a[0] != 4) reach_error();
          return 0;
        }
        """;
    UnsupportedFeature e = unsupported(src, DataModel.LP64);
    assertTrue(e.construct().contains("address to an integer"), e.construct());
    assertEquals(LowerSupport.PRELUDE.split("\n", -1).length + 2, e.pos().line());
    // through a pointer variable, and narrowed to a char (C may drop the set bits): no truth claim
    unsupported("int g; int main() { int *p = &g; long v = (long)p; if (v % 4) reach_error(); return 0; }",
        DataModel.LP64);
    unsupported("int g; int main() { int *p = &g; char c = (char)(int)p; if (!c) reach_error(); return 0; }",
        DataModel.ILP32);
  }

  @Test
  void truthOfAnAddressIsKept() {
    String src = """
        void assume_abort_if_not(int cond) { if (!cond) abort(); }
        int main() {
          int *t = (int *)malloc(sizeof(int) * 4);
          assume_abort_if_not(t);
          t[1] = 3;
          if (t[1] != 3) reach_error();
          return 0;
        }
        """;
    assertDoesNotThrow(() -> LowerSupport.lower(src, DataModel.ILP32));
    // an int is narrower than an LP64 pointer: a C address may have no set bit in it
    unsupported(src, DataModel.LP64);
  }

  @Test
  void aConvertedAddressNothingReadsIsHarmless() {
    // bounded_buffer's consumer: ch = (char)(int)temp, where temp may hold an address (points-to
    // cannot tell) and ch is never read; the error does not depend on it
    String dead = """
        int g;
        void *slot;
        int main() {
          int ch;
          slot = __VERIFIER_nondet_int() ? (void *)&g : (void *)5;
          for (int i = 0; i < 2; i++) {
            void *temp = slot;
            ch = (char)((int)temp);
          }
          if (slot == (void *)5) reach_error();
          return 0;
        }
        """;
    assertEquals(Verdict.UNSAFE, explore(dead, DataModel.ILP32));
    // ch read afterwards (by the condition, or by a later store that is read): refused again
    UnsupportedFeature e = unsupported(dead.replace("if (slot == (void *)5)", "if (ch == 5)"), DataModel.ILP32);
    assertTrue(e.construct().contains("address to an integer"), e.construct());
    unsupported(dead.replace("if (slot == (void *)5)", "int copy = ch; if (copy)"), DataModel.ILP32);
  }

  @Test
  void integersCarriedInPointersKeepTheirValues() {
    String src = """
        int seen;
        void *f(void *arg) { long id = (long)arg; if (id == 7) seen = 1; return 0; }
        int main() {
          pthread_t t;
          long i = 7;
          pthread_create(&t, 0, f, (void *)i);
          pthread_join(t, 0);
          if (!seen) reach_error();
          return 0;
        }
        """;
    assertEquals(Verdict.SAFE, explore(src, DataModel.LP64));
  }

  @Test
  void emptyStructsTakeNoRoomAsMembersAndAreRefusedAlone() {
    String member = """
        struct device {};
        struct data { int lock; struct device dev; int shared; };
        struct data d;
        int main() {
          struct device *p = &d.dev;
          int *q = (int *)(void *)p;
          *q = 5;
          if (d.shared != 5) reach_error();
          return 0;
        }
        """;
    assertEquals(Verdict.SAFE, explore(member, DataModel.LP64));
    UnsupportedFeature e = unsupported("struct device {}; struct device alone; int main() { struct device *p = &alone; return p == 0; }",
        DataModel.LP64);
    assertTrue(e.construct().contains("empty struct"), e.construct());
  }
}
