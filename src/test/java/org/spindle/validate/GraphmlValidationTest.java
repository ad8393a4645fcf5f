package org.spindle.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spindle.interp.Outcome;
import org.spindle.interp.RunResult;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.program.Program;
import org.spindle.task.ProgramLoader;
import org.spindle.task.PropertyFile;

/**
 * GraphML witnesses that Spindle's writer made of real counterexamples of the explicit search are
 * confirmed, with a replayed run that reaches the same error; the same witnesses mutated (another
 * thread, another nondet value, another line, no violation node) are rejected.
 */
class GraphmlValidationTest {
  @TempDir Path dir;

  static ValidationResult validate(Path program, Path witness, String spec) throws Exception {
    return validate(program, witness, spec, LowerOptions.DEFAULT_THREAD_BOUND);
  }

  /** As {@link #validate(Path, Path, String)}, the program lowered with at least {@code threadBound}. */
  static ValidationResult validate(Path program, Path witness, String spec, int threadBound) throws Exception {
    PropertyFile pf = PropertyFile.parse(Path.of("test.prp"), spec);
    WitnessReader.WitnessFile w = WitnessReader.read(witness);
    int bound = Validator.threadBound(w, threadBound);
    // lowered as the validate command does: for the property, at the witness' thread bound
    Program p = ProgramLoader.load(ProgramLoader.resolve(program, null), pf.lowerOptions(LowerOptions.DEFAULT.withThreadBound(bound)));
    int creations = Validator.threadBound(w, bound, p);
    if (creations > bound) {
      p = ProgramLoader.load(ProgramLoader.resolve(program, null), pf.lowerOptions(LowerOptions.DEFAULT.withThreadBound(creations)));
    }
    return Validator.validate(p, program, w, pf, ValidateOptions.DEFAULT.withTimeout(Duration.ofSeconds(60)));
  }

  private Path witness(Witnesses.Graphml w) throws Exception {
    return w.write(dir, "w.graphml");
  }

  /** The writer's witness of the explicit search's counterexample. */
  private static Witnesses.Graphml counterexampleWitness(Path program) throws Exception {
    Program p = Witnesses.load(program, "reach_error");
    return Witnesses.graphml(program, p, Witnesses.counterexample(p), Witnesses.UNREACH);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"lost_update_2.c", "nondet_input.c", "lost_update_3.c", "message_passing_broken.c",
      "peterson_broken.c", "atomic_split.c", "dekker_broken.c", "shared_pointer_alias.c"})
  void ownWitnessOfACounterexampleIsConfirmedByTheStrictReplay(String name) throws Exception {
    Path program = Path.of("cprograms", name);
    Program p = Witnesses.load(program, "reach_error");
    RunResult cex = Witnesses.counterexample(p);
    ValidationResult r = validate(program, witness(Witnesses.graphml(program, p, cex, Witnesses.UNREACH)),
        Witnesses.UNREACH);
    var c = assertInstanceOf(ValidationResult.Confirmed.class, r, r.toString());
    assertEquals("strict replay", c.method());
    assertEquals(Outcome.Kind.ERROR, c.run().outcome().kind());
    // the very run of the counterexample: same steps, same inputs
    assertEquals(cex.trace(), c.run().trace());
  }

  @Test
  void withoutTheStrictPassTheSearchConfirmsToo() throws Exception {
    // a witness that leaves out main's bookkeeping steps (loop counters) is no longer a chain of
    // every step: only the product search, which lets unmatched steps stutter, can follow it
    Path program = Path.of("cprograms", "lost_update_2.c");
    Witnesses.Graphml w = counterexampleWitness(program);
    int before = w.size();
    for (int i = w.size() - 1; i >= 0; i--) {
      if (w.get(i, "threadId").equals("0") && w.get(i, "createThread") == null && !"19".equals(w.get(i, "startline"))) {
        w.removeEdge(i);
      }
    }
    assertTrue(w.size() < before);
    ValidationResult r = validate(program, witness(w), Witnesses.UNREACH);
    var c = assertInstanceOf(ValidationResult.Confirmed.class, r, r.toString());
    assertTrue(c.method().endsWith("search"), c.method()); // not the strict replay
    assertEquals(Outcome.Kind.ERROR, c.run().outcome().kind());
  }

  @Test
  void wrongNondetValueIsRejected() throws Exception {
    // nondet_input.c fails only for the input -2
    Path program = Path.of("cprograms", "nondet_input.c");
    Witnesses.Graphml w = counterexampleWitness(program);
    int k = w.indexOf(i -> w.get(i, "assumption") != null);
    assertEquals("\\result == -2", w.get(k, "assumption"));
    ValidationResult r = validate(program, witness(w.set(k, "assumption", "\\result == 1")), Witnesses.UNREACH);
    var rej = assertInstanceOf(ValidationResult.Rejected.class, r, r.toString());
    assertTrue(rej.reason().contains("no run of the program follows the witness"), rej.reason());
  }

  @Test
  void wrongThreadIsRejected() throws Exception {
    // thr1 (thread 1) never runs the assertion of line 19: only thr2 does
    Path program = Path.of("cprograms", "nondet_input.c");
    Witnesses.Graphml w = counterexampleWitness(program);
    int last = w.size() - 1;
    assertEquals("2", w.get(last, "threadId"));
    assertRejected(program, w.copy().set(last, "threadId", "1"));
    // and a step in the middle: thread 2 never executes thr1's `v = in` (line 24)
    int k = w.indexOf(i -> w.get(i, "threadId").equals("1") && "24".equals(w.get(i, "startline")));
    assertRejected(program, w.copy().set(k, "threadId", "2"));
  }

  @Test
  void wrongThreadInLostUpdateIsRejected() throws Exception {
    // the error is main's (thread 0); the incrementing threads never call reach_error
    Path program = Path.of("cprograms", "lost_update_2.c");
    Witnesses.Graphml w = counterexampleWitness(program);
    int last = w.size() - 1;
    assertEquals("0", w.get(last, "threadId"));
    assertRejected(program, w.set(last, "threadId", "1"));
  }

  @Test
  void wrongLineIsRejected() throws Exception {
    Path program = Path.of("cprograms", "nondet_input.c");
    Witnesses.Graphml w = counterexampleWitness(program);
    // line 3 is a comment: no step is ever there
    assertRejected(program, w.copy().setLine(w.size() - 1, 3));
    // thr1's flag write (line 26) moved to line 32, which only thr2 executes
    int k = w.indexOf(i -> "26".equals(w.get(i, "startline")));
    assertRejected(program, w.copy().setLine(k, 32));
  }

  @Test
  void missingViolationNodeIsRejected() throws Exception {
    Path program = Path.of("cprograms", "lost_update_2.c");
    ValidationResult r = validate(program, witness(counterexampleWitness(program).removeViolation()), Witnesses.UNREACH);
    var rej = assertInstanceOf(ValidationResult.Rejected.class, r, r.toString());
    assertEquals("the witness has no violation node reachable from its entry", rej.reason());
  }

  @Test
  void aWitnessOfAnotherFunctionOrPropertyIsRejected() throws Exception {
    Path program = Path.of("cprograms", "lost_update_2.c");
    String text = counterexampleWitness(program).text();
    assertTrue(text.contains(Witnesses.UNREACH));
    Path w = Witnesses.write(dir, "old.graphml",
        text.replace(Witnesses.UNREACH, "CHECK( init(main()), LTL(G ! call(__VERIFIER_error())) )"));
    var rej = assertInstanceOf(ValidationResult.Rejected.class, validate(program, w, Witnesses.UNREACH));
    assertTrue(rej.reason().contains("calls __VERIFIER_error(), the property reach_error()"), rej.reason());
    Path race = Witnesses.write(dir, "race.graphml", text.replace(Witnesses.UNREACH, Witnesses.RACE));
    rej = assertInstanceOf(ValidationResult.Rejected.class, validate(program, race, Witnesses.UNREACH));
    assertTrue(rej.reason().contains("the witness is for no-data-race"), rej.reason());
  }

  @Test
  void linesBeyondTheProgramMeanAnotherProgram() throws Exception {
    Path program = Path.of("cprograms", "lost_update_2.c");
    var rej = assertInstanceOf(ValidationResult.Rejected.class,
        validate(program, witness(counterexampleWitness(program).setLine(0, 1247)), Witnesses.UNREACH));
    assertTrue(rej.reason().startsWith("the witness refers to line 1247, but lost_update_2.c has"), rej.reason());
  }

  @Test
  void witnessInAnotherToolsStyleIsConfirmedAndItsMutationsRejected() throws Exception {
    // own thread ids (main, ta, tb, tc), thread entry edges at the creating call, returnFromFunction
    // edges, sink edges for other orders, a state assumption with a scope on the branch
    Path program = Path.of("src/test/resources/validate/three_threads.c");
    Path original = Path.of("src/test/resources/validate/three_threads.other-style.graphml");
    ValidationResult r = validate(program, original, Witnesses.UNREACH);
    var c = assertInstanceOf(ValidationResult.Confirmed.class, r, r.toString());
    assertTrue(c.method().endsWith("search"), c.method()); // not the strict replay
    // the order the witness prescribes: add_one ends before add_two is created, add_two before check
    List<Integer> threads = c.run().events().stream().map(e -> e.thread()).toList();
    assertTrue(threads.lastIndexOf(1) < threads.indexOf(2) && threads.lastIndexOf(2) < threads.indexOf(3),
        threads.toString());
    String text = java.nio.file.Files.readString(original);
    String vEdge = "<edge source=\"E9\" target=\"V\">\n   <data key=\"threadId\">tc</data>\n   <data key=\"startline\">28</data>";
    assertTrue(text.contains(vEdge));
    for (String m : List.of(
        text.replace("total == 3;", "total == 2;"), // the state at the branch is not this one
        text.replace(vEdge, vEdge.replace(">tc<", ">tb<")), // add_two does not branch there
        text.replace(vEdge, vEdge.replace(">28<", ">21<")), // check has no step on line 21
        text.replace("<data key=\"violation\">true</data>", ""))) {
      assertNotEquals(text, m);
      ValidationResult rm = validate(program, Witnesses.write(dir, "m.graphml", m), Witnesses.UNREACH);
      assertInstanceOf(ValidationResult.Rejected.class, rm, rm.toString());
    }
  }

  @Test
  void severalNondetValuesOfOneAtomicStepAreFixedEdgeByEdge() throws Exception {
    Path program = Path.of("src/test/resources/validate/atomic_inputs.c");
    Witnesses.Graphml w = counterexampleWitness(program);
    // the atomic step states x's value on its own edge and y's on an extra edge at y's line
    int k = w.indexOf(i -> "12".equals(w.get(i, "startline")) && w.get(i, "assumption") != null);
    assertEquals(List.of("\\result == 1", "\\result == 2"), List.of(w.get(k - 1, "assumption"), w.get(k, "assumption")));
    ValidationResult r = validate(program, witness(w), Witnesses.UNREACH);
    var c = assertInstanceOf(ValidationResult.Confirmed.class, r, r.toString());
    assertEquals("strict replay", c.method());
    assertRejected(program, w.copy().set(k, "assumption", "\\result == 3"));
    assertRejected(program, w.copy().set(k - 1, "assumption", "\\result == 0"));
  }

  private void assertRejected(Path program, Witnesses.Graphml w) throws Exception {
    ValidationResult r = validate(program, witness(w), Witnesses.UNREACH);
    assertInstanceOf(ValidationResult.Rejected.class, r, r.toString());
  }
}
