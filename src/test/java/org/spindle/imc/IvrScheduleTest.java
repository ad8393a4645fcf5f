package org.spindle.imc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.schedule.ProgramSchedule;
import org.spindle.schedule.ScheduleEnforcer;
import org.spindle.schedule.Validation;

/**
 * Every safe IVR's program schedule, enforced in the interpreter with random inputs and random
 * choices among the permitted threads (Algorithm 5), reaches no error and no deadlock, never
 * diverges from the schedule, and lets every thread progress in every run.
 */
class IvrScheduleTest {

  static void assertSchedulesValidate(Program p, ImcResult r) {
    int safe = 0;
    for (Ivr ivr : r.ivrs()) {
      if (!ivr.safe()) continue;
      safe++;
      ProgramSchedule s = ivr.schedule();
      assertEquals(s, ProgramSchedule.fromJson(s.toJson()), "JSON round trip");
      Validation v = Validation.of(p, s, 15, 400, 7, -100, 100);
      assertTrue(v.valid(), "IVR " + ivr.index() + ": " + v.render(s.threads()));
      assertEquals(0, v.count(ScheduleEnforcer.End.ERROR));
      assertEquals(0, v.count(ScheduleEnforcer.End.DEADLOCK));
    }
    assertTrue(safe > 0, "at least one safe IVR");
  }

  @Test
  void prodconsFig42SchedulesValidateAndTheFreeProgramFails() throws Exception {
    Program p = Imc.file("prodcons_fig42.c");
    ImcResult r = Imc.run(p, 6, 40);
    assertSchedulesValidate(p, r);
    Validation free = Validation.of(p, null, 20, 400, 7, -100, 100);
    assertTrue(free.count(ScheduleEnforcer.End.ERROR) > 0, "without the schedule the error is hit");
  }

  /** Fig. 4.12: check outside the lock. The first IVR is safe; a guided iteration finds the race. */
  @Test
  void prodconsFig412IsPartiallySafeWithASafeFirstIvr() throws Exception {
    Program p = Imc.file("prodcons_fig412.c");
    ImcResult r = Imc.run(p, 3, 40);
    assertTrue(r.ivrs().get(0).safe(), "first IVR safe, as in the thesis");
    assertEquals(Verdict.PARTIALLY_SAFE, r.verdict(), r.reason());
    assertEquals(5, r.ivrs().get(0).threadsScheduled());
    assertSchedulesValidate(p, r);
  }

  @Test
  void filesystemAssumeIsPartiallySafe() throws Exception {
    Program p = Imc.file("filesystem_assume.c");
    ImcResult r = Imc.run(p, 3, 40);
    assertEquals(Verdict.PARTIALLY_SAFE, r.verdict(), r.reason());
    assertSchedulesValidate(p, r);
  }

  /** Fig. 4.10: the crossed locks can deadlock; the enforced schedule never does. */
  @Test
  void doubleLockScheduleAvoidsTheDeadlock() throws Exception {
    Program p = Imc.file("double_lock.c");
    ImcResult r = Imc.run(p, 3, 40);
    assertFalse(r.verdict() == Verdict.UNSAFE);
    assertSchedulesValidate(p, r);
    Validation free = Validation.of(p, null, 60, 400, 7, -100, 100);
    assertTrue(free.count(ScheduleEnforcer.End.DEADLOCK) > 0, "unrestricted runs do deadlock");
  }

  /** A branch on an input: the schedule has a branching node with one section per outcome. */
  @Test
  void inputBranchGivesOneSectionPerOutcome() {
    Program p = Imc.c("""
        pthread_mutex_t m; int x;
        void *t(void *a) { pthread_mutex_lock(&m); x = 1; pthread_mutex_unlock(&m); return 0; }
        int main(void) { pthread_t a; pthread_create(&a, 0, t, 0);
          if (__VERIFIER_nondet_int()) { pthread_mutex_lock(&m); }
          while (1) { } return 0; }
        """);
    ImcResult r = Imc.run(p, 1, 20);
    ProgramSchedule s = r.ivrs().get(0).schedule();
    boolean branching = s.outgoing().values().stream().anyMatch(l -> l.size() == 2
        && l.stream().allMatch(c -> c.guard().startsWith("assume")));
    assertTrue(branching, s.toJson());
    assertSchedulesValidate(p, r);
    // input 0: the mutex stays free and the thread must run; input 1: it is blocked for good
    Validation free = Validation.of(p, s, 5, 300, 1, 0, 0);
    assertTrue(free.valid() && free.minProgress()[1] == 4, free.render(s.threads()));
    Validation held = Validation.of(p, s, 5, 300, 1, 1, 1);
    assertTrue(held.valid() && held.totalProgress()[1] == 0, held.render(s.threads()));
  }

  /** Thesis Table 4.1, producer/consumer 1p1c with buffer 5: the first IVR schedules all threads. */
  @Test
  void thesisProdcons1p1cFirstIvrValidates() throws Exception {
    Program p = Imc.file("thesis/prodcons_1p1c_5b.c");
    ImcResult r = Imc.run(p, 1, 30);
    assertEquals(1, r.ivrs().size(), r.reason());
    assertTrue(r.ivrs().get(0).safe());
    assertEquals(3, r.ivrs().get(0).threadsScheduled(), "main, producer and consumer");
    assertSchedulesValidate(p, r);
  }
}
