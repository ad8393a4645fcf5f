package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.dpor.Algorithm;
import org.spindle.dpor.Dpor;
import org.spindle.dpor.DporOptions;
import org.spindle.dpor.DporProgress;
import org.spindle.dpor.DporResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * Condition variables with exact wake-ups (D64) against D5's spurious ones: verdicts derived by
 * hand for each program, the explicit search, Optimal-DPOR and IMPACT agreeing, deadlock traces
 * replayed.
 */
class CondWakeupsTest {
  @TempDir Path dir;

  private Program load(String template, String from, String to, boolean exact) throws IOException {
    String src = Files.readString(Path.of("src/test/resources/conds/" + template)).replace(from, to);
    Path f = dir.resolve(template.replace("template", Integer.toHexString(to.hashCode())));
    Files.writeString(f, src);
    return ProgramLoader.load(ProgramLoader.resolve(f, null), LowerOptions.DEFAULT.withExactCondWakeups(exact));
  }

  private static ExploreResult explore(Program p, boolean deadlock) {
    return Explorer.explore(p, ExploreOptions.DEFAULT.withDeadlockIsError(deadlock).withTimeout(Duration.ofSeconds(30)));
  }

  /**
   * The explicit search, IMPACT and (with exact wake-ups, where waits do not loop without end)
   * Optimal-DPOR give {@code want}; a violation's trace replays to an error or a deadlock.
   */
  private static void allSay(Program p, boolean deadlock, Verdict want) {
    ExploreResult e = explore(p, deadlock);
    assertEquals(want, e.verdict(), "explore: " + e.reason());
    if (p.objects().stream().anyMatch(o -> o.name().equals("c") && o.cellCount() > 1)) {
      DporResult d = Dpor.explore(p, DporOptions.DEFAULT.withAlgorithm(Algorithm.ODPOR).withDeadlockIsError(deadlock)
          .withTimeout(Duration.ofSeconds(30)), DporProgress.NONE);
      assertEquals(want, d.verdict(), "odpor: " + d.reason());
    }
    ImpactResult i = Impact.verify(p, ImpactOptions.DEFAULT.withDeadlockIsError(deadlock).withTimeout(Duration.ofSeconds(30)));
    assertEquals(want, i.verdict(), "impact: " + i.reason());
    if (want == Verdict.UNSAFE) {
      Outcome.Kind end = Replay.replay(p, e.counterexample()).outcome().kind();
      assertTrue(end == Outcome.Kind.ERROR || deadlock && end == Outcome.Kind.DEADLOCK, end.toString());
    }
  }

  /**
   * A wait without its predicate loop: only a spurious wake-up returns before ready is set, so
   * the assertion fails with D5's model and holds with exact wake-ups; there a signal before the
   * wait is lost and the waiter blocks for ever (a deadlock).
   */
  @Test
  void aLostWakeUpIsADeadlockOnlyWithExactWakeUps() throws IOException {
    String wait = "pthread_cond_wait(&c, &m);";
    allSay(load("wait_template.c", "WAIT", wait, false), false, Verdict.UNSAFE);
    allSay(load("wait_template.c", "WAIT", wait, false), true, Verdict.UNSAFE);
    allSay(load("wait_template.c", "WAIT", wait, true), false, Verdict.SAFE);
    allSay(load("wait_template.c", "WAIT", wait, true), true, Verdict.UNSAFE);
    // with the predicate loop: no error and no deadlock either way
    String loop = "while (!ready) pthread_cond_wait(&c, &m);";
    allSay(load("wait_template.c", "WAIT", loop, true), true, Verdict.SAFE);
    allSay(load("wait_template.c", "WAIT", loop, false), true, Verdict.SAFE);
  }

  /** Two waiters: one signal wakes exactly one (the other blocks for ever), a broadcast both. */
  @Test
  void signalWakesOneAndBroadcastAll() throws IOException {
    allSay(load("two_waiters_template.c", "WAKE", "pthread_cond_signal", true), true, Verdict.UNSAFE);
    allSay(load("two_waiters_template.c", "WAKE", "pthread_cond_broadcast", true), true, Verdict.SAFE);
    // spurious wake-ups let the second waiter go too
    allSay(load("two_waiters_template.c", "WAKE", "pthread_cond_signal", false), true, Verdict.SAFE);
  }

  /**
   * A timed wait may time out whenever it still waits (ETIMEDOUT = 110, glibc's value), or be
   * woken (0); a plain wait whose signal the program forgot blocks for ever once it waits.
   */
  @Test
  void aTimedWaitWithdrawsAndAForgottenSignalBlocks() throws IOException {
    String timed = "struct timespec ts = {0, 0}; int r = pthread_cond_timedwait(&c, &m, &ts);";
    allSay(load("wait_template.c", "WAIT", timed + " if (r == 110) ready = 1; else ready = 1;", true), true, Verdict.SAFE);
    allSay(load("wait_template.c", "WAIT", timed + " assert(r != 110); ready = 1;", true), false, Verdict.UNSAFE);
    allSay(load("wait_template.c", "WAIT", timed + " assert(r == 0 || r == 110); ready = 1;", true), false, Verdict.SAFE);
    String forgot = "while (!ready) pthread_cond_wait(&c, &m); ready = 1;";
    String src = Files.readString(Path.of("src/test/resources/conds/wait_template.c"))
        .replace("WAIT", forgot).replace("pthread_cond_signal(&c);", "");
    Path f = dir.resolve("forgot.c");
    Files.writeString(f, src);
    allSay(ProgramLoader.load(ProgramLoader.resolve(f, null), LowerOptions.DEFAULT.withExactCondWakeups(true)), true,
        Verdict.UNSAFE);
    allSay(ProgramLoader.load(ProgramLoader.resolve(f, null), LowerOptions.DEFAULT), true, Verdict.SAFE);
  }

  @Test
  void mutexKindsWithExactWakeUpsAreUnknown() throws IOException {
    String src = """
        #include <pthread.h>
        pthread_mutex_t m; pthread_mutexattr_t a; pthread_cond_t c;
        int main(void) {
          pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK); pthread_mutex_init(&m, &a);
          pthread_mutex_lock(&m); pthread_cond_signal(&c); pthread_mutex_unlock(&m); return 0;
        }
        """;
    Path f = dir.resolve("kinds.c");
    Files.writeString(f, src);
    UnsupportedFeature u = assertThrows(UnsupportedFeature.class,
        () -> ProgramLoader.load(ProgramLoader.resolve(f, null), LowerOptions.DEFAULT.withExactCondWakeups(true)));
    assertTrue(u.getMessage().contains("exact condition variables with mutex kinds"), u.getMessage());
  }
}
