package org.spindle.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spindle.impact.Verify;
import org.spindle.interp.Event;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.Transition;
import org.spindle.program.Program;

/**
 * Pins the brute-force oracle {@link EquivalenceClasses} to class counts known independently: the
 * thesis's benchmark families (Fig. 3.3; Readers-Writers 2^(N-1), Ring 2^N - 2, Branching 11 and
 * 28, Ring Extended 6 and 90) and small programs whose counts are derived by hand in their
 * comments (src/test/resources/dpor). Run counts of the families follow from their shape: N
 * threads of two steps each (the access and the exit), main's create and join blocks fixed around
 * them, give (2N)!/2^N interleavings. Every program is also checked against the explorer.
 */
class EquivalenceClassesTest {
  private static final InputRange INPUTS = new InputRange(-2, 2);

  private static EquivalenceClasses.Result classes(Program p, InputRange inputs, String what) {
    EquivalenceClasses.Result r = EquivalenceClasses.enumerate(p, inputs, EquivalenceClasses.Limits.DEFAULT);
    OracleChecks.agreesWithExplorer(p, inputs, r, what);
    return r;
  }

  /** The class counts by end (none undefined or bound-reached); returns the result. */
  private static EquivalenceClasses.Result assertClasses(Program p, InputRange inputs, String what, int complete,
      int deadlocked, int errors) {
    EquivalenceClasses.Result r = classes(p, inputs, what);
    assertEquals(List.of(complete, deadlocked, errors, 0, 0),
        List.of(r.complete(), r.deadlocked(), r.errors(), r.undefined(), r.boundReached()), what + ": " + r);
    return r;
  }

  /** Only complete runs: {@code complete} classes in {@code runs} runs. */
  private static void assertComplete(String src, int complete, long runs) {
    assertEquals(runs, assertClasses(Verify.c(src), INPUTS, src, complete, 0, 0).runs(), src);
  }

  private static long interleavingsOfPairs(int n) {
    long f = 1;
    for (int i = 2; i <= 2 * n; i++) f *= i;
    return f >> n;
  }

  @ParameterizedTest(name = "N = {0}")
  @ValueSource(ints = {2, 3, 4, 5})
  void readersWriters(int n) {
    // each reader reads before or after the one write; reads are independent of each other
    assertComplete(SmallPrograms.readersWriters(n), 1 << (n - 1), interleavingsOfPairs(n));
  }

  @ParameterizedTest(name = "N = {0}")
  @ValueSource(ints = {3, 4, 5})
  void ring(int n) {
    // the n dependent neighbour pairs form a cycle; each acyclic orientation is a class
    assertComplete(SmallPrograms.ring(n, 1), (1 << n) - 2, interleavingsOfPairs(n));
  }

  @Test
  void branching() {
    Program two = Verify.c(SmallPrograms.branching(2));
    assertComplete(SmallPrograms.branching(2), 11, OracleChecks.countRuns(two, INPUTS));
    Program three = Verify.c(SmallPrograms.branching(3));
    assertComplete(SmallPrograms.branching(3), 28, OracleChecks.countRuns(three, INPUTS));
  }

  @Test
  void ringExtended() {
    // N = 2: every pair of the two threads' statements is dependent, so every one of the
    // 4!/(2!2!) orders of the statements is a class; with the exits, 6!/(3!3!) = 20 runs
    assertComplete(SmallPrograms.ring(2, 2), 6, 20);
    // N = 3: three threads of three steps: 9!/(3!3!3!) = 1680 runs
    assertComplete(SmallPrograms.ring(3, 2), 90, 1680);
  }

  @Test
  void mainsOwnCreatesAndJoinsAddNoClass() {
    // the same families with one step per create and join: more runs, the same classes
    String rw = SmallPrograms.readersWriters(3).replace(SmallPrograms.main(3, true), SmallPrograms.main(3, false));
    String ring = SmallPrograms.ring(3, 1).replace(SmallPrograms.main(3, true), SmallPrograms.main(3, false));
    EquivalenceClasses.Result a = assertClasses(Verify.c(rw), INPUTS, rw, 4, 0, 0);
    EquivalenceClasses.Result b = assertClasses(Verify.c(ring), INPUTS, ring, 6, 0, 0);
    assertTrue(a.runs() > interleavingsOfPairs(3) && b.runs() > interleavingsOfPairs(3), a + " / " + b);
  }

  private static void assertResource(String name, InputRange inputs, int complete, int deadlocked, int errors) {
    assertClasses(SmallPrograms.resource(name), inputs, name, complete, deadlocked, errors);
  }

  @Test
  void locks() {
    assertResource("lock_increment.c", INPUTS, 2, 0, 0);
    assertResource("lock_order_deadlock.c", INPUTS, 2, 1, 0);
  }

  @Test
  void errors() {
    assertResource("assert_some_orders.c", INPUTS, 1, 0, 3);
  }

  @Test
  void inputsMultiplyClasses() {
    assertResource("nondet_race.c", new InputRange(-1, 1), 4, 0, 2);
    assertResource("nondet_race.c", new InputRange(-1, 0), 4, 0, 0);
  }

  @Test
  void blockingAssume() {
    assertResource("assume_flag.c", INPUTS, 1, 0, 0);
    assertResource("assume_window.c", INPUTS, 1, 1, 0);
  }

  @Test
  void limitsThrowInsteadOfCutting() {
    Program ring = Verify.c(SmallPrograms.ring(3, 1));
    assertEquals(90, EquivalenceClasses.enumerate(ring, INPUTS, new EquivalenceClasses.Limits(90, 500)).runs());
    var runs = assertThrows(EquivalenceClasses.LimitExceeded.class,
        () -> EquivalenceClasses.enumerate(ring, INPUTS, new EquivalenceClasses.Limits(89, 500)));
    assertTrue(runs.getMessage().contains("more than 89 runs"), runs.getMessage());
    // Readers-Writers(2): main's three steps and two per thread, 7 in every run
    Program rw = Verify.c(SmallPrograms.readersWriters(2));
    assertEquals(2, EquivalenceClasses.enumerate(rw, INPUTS, new EquivalenceClasses.Limits(100, 7)).total());
    assertThrows(EquivalenceClasses.LimitExceeded.class,
        () -> EquivalenceClasses.enumerate(rw, INPUTS, new EquivalenceClasses.Limits(100, 6)));
    var spin = assertThrows(EquivalenceClasses.LimitExceeded.class, () -> EquivalenceClasses.enumerate(
        SmallPrograms.resource("spin_unbounded.c"), INPUTS, new EquivalenceClasses.Limits(1_000_000, 60)));
    assertTrue(spin.getMessage().contains("longer than 60"), spin.getMessage());
  }

  @Test
  void everyKeyIsARunOfItsClass() {
    for (String name : List.of("lock_order_deadlock.c", "assert_some_orders.c", "assume_window.c")) {
      checkKeysReplay(SmallPrograms.resource(name), name);
    }
    checkKeysReplay(Verify.c(SmallPrograms.branching(2)), "branching(2)");
  }

  /** Each key replays, ends as its class does, and is its own key (computed from the replay). */
  private static void checkKeysReplay(Program p, String what) {
    checkKeysReplay(p, INPUTS, EquivalenceClasses.enumerate(p, INPUTS, EquivalenceClasses.Limits.DEFAULT), what);
  }

  /** As above for the classes {@code r} of {@code p} with {@code inputs}. */
  static void checkKeysReplay(Program p, InputRange inputs, EquivalenceClasses.Result r, String what) {
    Interpreter in = new Interpreter(p);
    for (Map.Entry<ClassKey, Outcome.Kind> c : r.classes().entrySet()) {
      RunResult run = Replay.replay(in, c.getKey().trace(), inputs);
      assertEquals(c.getValue(), run.outcome().kind(), what + ": " + c.getKey().trace() + " " + run.outcome());
      List<Transition> ts = run.events().stream()
          .map((Event e) -> new Transition(e.thread(), e.edges(), e.inputs())).toList();
      assertEquals(c.getKey(), ClassKey.of(in, ts), what);
      assertEquals(c.getKey(), EquivalenceClasses.classKey(p, ts), what);
    }
  }
}
