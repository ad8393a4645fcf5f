package org.spindle.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import org.junit.jupiter.api.Test;

class ScheduleJsonTest {
  private static ProgramSchedule sample() {
    ProgramSchedule.Event e0 = new ProgramSchedule.Event(0, 0, ImmutableList.of(3), "x = \"1\"\n", "a.c:1",
        ImmutableList.of());
    ProgramSchedule.Event e1 = new ProgramSchedule.Event(1, 0, ImmutableList.of(7, 8), "atomic_begin; y = -2",
        "a.c:2", ImmutableList.of(0));
    return new ProgramSchedule("a.c", 2, 12, ImmutableList.of("main", "t1:w"), 0,
        ImmutableList.of(new ProgramSchedule.Node(0, "(0,-)", false, false), new ProgramSchedule.Node(5, "(x,x)", true, false)),
        ImmutableList.of(new ProgramSchedule.Section(0, 0, 5, 0, "true", ImmutableList.of(e0, e1))));
  }

  @Test
  void roundTrip() {
    ProgramSchedule s = sample();
    assertEquals(s, ProgramSchedule.fromJson(s.toJson()));
  }

  @Test
  void textShowsOrderAndGuards() {
    String t = ScheduleText.render(sample());
    assertTrue(t.contains("section S0: T0 [true] -> v5"), t);
    assertTrue(t.contains("after e0"), t);
    assertTrue(ScheduleText.dot(sample()).contains("S0_0 -> S0_1"));
  }

  @Test
  void malformedJsonIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> ProgramSchedule.fromJson("{\"program\": 1.5}"));
    assertThrows(IllegalArgumentException.class, () -> ProgramSchedule.fromJson("{\"threads\": []}"));
  }
}
