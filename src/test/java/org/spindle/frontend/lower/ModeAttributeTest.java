package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import org.spindle.program.DataModel;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;

/**
 * Found by the gcc differential check on SV-COMP headers: {@code __attribute__((__mode__(...)))} was
 * dropped, so glibc's {@code register_t} was 4 bytes instead of 8 under LP64. Values are gcc's.
 */
class ModeAttributeTest {
  private static final String SRC = """
      typedef int register_t __attribute__ ((__mode__ (__word__)));
      typedef unsigned int u8 __attribute__ ((__mode__ (__QI__)));
      typedef int __attribute__ ((mode (HI))) i16;
      typedef int i64 __attribute__ ((__mode__ (__DI__)));
      register_t r = -1;
      u8 a = 300;
      i16 b = 70000;
      i64 c = 4294967296LL;
      int main(void) {
        r = r * 4294967296LL;
        if (a != 44 || b != 4464 || c != 4294967296LL) reach_error();
        if (sizeof(register_t) * 1000 + sizeof(u8) * 100 + sizeof(i16) * 10 + sizeof(i64) != SIZES) reach_error();
        if (r != R) reach_error();
        return 0;
      }
      """;

  private static Verdict verdict(String src, DataModel dm) {
    return Explorer.explore(LowerSupport.lower(src, dm), ExploreOptions.DEFAULT).verdict();
  }

  @Test
  void modeSetsTheWidth() {
    // gcc -m64: sizes 8128, r == -4294967296; with 4-byte words (ILP32) the product wraps to 0
    assertEquals(Verdict.SAFE, verdict(SRC.replace("SIZES", "8128").replace("R", "-4294967296LL"), DataModel.LP64));
    assertEquals(Verdict.UNSAFE, verdict(SRC.replace("SIZES", "4128").replace("R", "-4294967296LL"), DataModel.LP64));
    assertEquals(Verdict.SAFE, verdict(SRC.replace("SIZES", "4128").replace("R", "0"), DataModel.ILP32));
  }

  @Test
  void modeOutsideATypedefIsUnsupported() {
    assertThrows(UnsupportedFeature.class,
        () -> LowerSupport.lower("int x __attribute__((mode(DI)));\nint main(void) { return x; }", DataModel.LP64));
    assertThrows(UnsupportedFeature.class,
        () -> LowerSupport.lower("typedef int t __attribute__((mode(TI)));\nint main(void) { return 0; }"));
    assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower(
        "struct A { char c; } __attribute__((aligned(8)));\nint main(void) { return sizeof(struct A); }"));
    // gcc: sizeof(struct P) == 5, the model would lay it out with padding
    assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower(
        "struct P { char c; int i; } __attribute__((__packed__));\nint main(void) { return sizeof(struct P); }"));
  }
}
