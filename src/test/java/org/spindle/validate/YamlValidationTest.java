package org.spindle.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.interp.Outcome;

/**
 * Handwritten YAML 2.2 violation sequences: the witness for nondet_input.c is confirmed by a run
 * that draws -2 and lets thr1 write the flag before thr2 reads it; each mutation (another value,
 * another thread, another line, a false constraint) is rejected.
 */
class YamlValidationTest {
  private static final Path PROGRAM = Path.of("cprograms", "nondet_input.c");
  private static final Path WITNESS = Path.of("src/test/resources/validate/nondet_input.witness-2.2.yml");

  @TempDir Path dir;

  @Test
  void handwrittenWitnessIsConfirmed() throws Exception {
    ValidationResult r = GraphmlValidationTest.validate(PROGRAM, WITNESS, Witnesses.UNREACH);
    var c = assertInstanceOf(ValidationResult.Confirmed.class, r, r.toString());
    assertEquals(Outcome.Kind.ERROR, c.run().outcome().kind());
    assertTrue(c.method().endsWith("search"), c.method()); // not the strict replay
    assertEquals(-2L, c.run().events().get(0).inputs().get(0)); // the value the witness fixed
    assertTrue(r.notes().isEmpty(), r.notes().toString());
  }

  static Stream<Arguments> mutations() {
    String loc19 = "\n            location: {file_name: \"cprograms/nondet_input.c\", line: 19";
    return Stream.of(
        // main draws 1: thr1 never sets the flag
        Arguments.of("wrong value", "\"\\\\result == -2\"", "\"\\\\result == 1\""),
        // thread 1 (thr1) never runs the assertion
        Arguments.of("wrong thread of the target", "thread_id: 2" + loc19, "thread_id: 1" + loc19),
        // nothing is executed on line 20 (a declaration)
        Arguments.of("wrong line of the target", "line: 19, column: 50", "line: 20, column: 50"),
        // thr2 is never on line 26
        Arguments.of("wrong thread of an assumption", "thread_id: 1\n            constraint",
            "thread_id: 2\n            constraint"),
        // with f == 0 at line 33 the assertion holds: line 19 is reached, the error is not
        Arguments.of("false constraint", "f == 1 && flag == 1", "f == 0"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mutations")
  void mutationsAreRejected(String what, String from, String to) throws Exception {
    String text = Files.readString(WITNESS);
    String mutated = text.replace(from, to);
    assertNotEquals(text, mutated, "mutation " + what + " applies");
    Path w = Witnesses.write(dir, "m.yml", mutated);
    ValidationResult r = GraphmlValidationTest.validate(PROGRAM, w, Witnesses.UNREACH);
    assertInstanceOf(ValidationResult.Rejected.class, r, what + ": " + r);
  }

  @Test
  void falseConstraintSaysTheErrorIsNotReached() throws Exception {
    Path w = Witnesses.write(dir, "m.yml", Files.readString(WITNESS).replace("f == 1 && flag == 1", "f == 0"));
    var r = assertInstanceOf(ValidationResult.Rejected.class, GraphmlValidationTest.validate(PROGRAM, w, Witnesses.UNREACH));
    assertTrue(r.reason().startsWith("the program follows the witness to a violation node but reaches no error"), r.reason());
  }

  @Test
  void constraintsOutsideTheSubsetAreIgnoredWithANote() throws Exception {
    Path w = Witnesses.write(dir, "m.yml", Files.readString(WITNESS).replace("v == -2", "foo(v) == -2"));
    ValidationResult r = GraphmlValidationTest.validate(PROGRAM, w, Witnesses.UNREACH);
    assertInstanceOf(ValidationResult.Confirmed.class, r, r.toString());
    assertTrue(r.notes().stream().anyMatch(n -> n.contains("'foo(v) == -2'") && n.contains("not understood")), r.notes().toString());
  }
}
