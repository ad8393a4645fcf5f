package org.spindle.interp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spindle.program.ScalarType;

class InputTest {
  static final ScalarType U8 = ScalarType.integer(8, false);
  static final ScalarType I8 = ScalarType.integer(8, true);
  static final ScalarType U64 = ScalarType.integer(64, false);

  @Test
  void rangeIsCutToTheType() {
    InputRange r = new InputRange(-2, 2);
    assertArrayEquals(new long[] {-2, -1, 0, 1, 2}, r.values(0, ScalarType.INT));
    assertTrue(r.restricted());
    assertArrayEquals(new long[] {0, 1, 2}, new InputRange(-2, 2).values(0, U8));
    assertArrayEquals(new long[] {0, 1, 2}, new InputRange(-2, 2).values(0, U64));
    assertArrayEquals(new long[] {126, 127}, new InputRange(126, 300).values(0, I8));
    InputRange negUnsigned = new InputRange(-3, -2);
    assertArrayEquals(new long[] {253, 254}, negUnsigned.values(0, U8), "empty cut: wrapped values");
    InputRange b = new InputRange(5, 5);
    assertArrayEquals(new long[] {0, 1}, b.values(0, ScalarType.BOOL));
    assertFalse(b.restricted(), "bool is always fully enumerated");
    InputRange full = new InputRange(-128, 127);
    assertEquals(256, full.values(0, I8).length);
    assertFalse(full.restricted());
    assertThrows(IllegalArgumentException.class, () -> new InputRange(3, 2));
  }

  @Test
  void randomInputsStayInRangeAndType() {
    InputSource s = InputSource.random(1, Long.MIN_VALUE, Long.MAX_VALUE);
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < 2000; i++) {
      long v = s.next(U8);
      assertTrue(v >= 0 && v <= 255, "u8 " + v);
      seen.add(v);
      long w = s.next(ScalarType.INT);
      assertEquals(w, ScalarType.INT.wrap(w));
      long bo = s.next(ScalarType.BOOL);
      assertTrue(bo == 0 || bo == 1);
    }
    assertTrue(seen.size() > 200, "covers most of u8: " + seen.size());
    InputSource small = InputSource.random(2, -1, 1);
    for (int i = 0; i < 100; i++) {
      long v = small.next(ScalarType.INT);
      assertTrue(v >= -1 && v <= 1);
      long u = small.next(U8);
      assertTrue(u == 0 || u == 1);
    }
  }
}
