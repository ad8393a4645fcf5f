package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code spindle validate}: the verdict is the last line and the exit code 0 either way; a witness
 * that is not one, a missing, malformed or unsupported property file give one line and exit 2.
 */
class ValidateCliTest {
  private static final String RES = "src/test/resources/validate/";
  private static final String PROGRAM = "cprograms/nondet_input.c";
  private static final String YAML = RES + "nondet_input.witness-2.2.yml";

  @TempDir static Path dir;

  private static Path file(String name, String text) throws IOException {
    Path f = dir.resolve(name);
    Files.writeString(f, text);
    return f;
  }

  private static String unreach() throws IOException {
    return file("unreach-call.prp", "CHECK( init(main()), LTL(G ! call(reach_error())) )\n").toString();
  }

  @Test
  void confirmedWitnessPrintsTheRunAndTheVerdictLast() throws IOException {
    CliTest.Result r = CliTest.run("validate", "--witness", YAML, "--prop", unreach(), PROGRAM);
    assertEquals(0, r.exit(), r.err());
    assertEquals("Witness confirmed", r.lastLine());
    assertTrue(r.out().contains("-> reach_error() reached at cprograms/nondet_input.c:19"), r.out());
    assertTrue(r.out().contains("input -2"), r.out());
  }

  @Test
  void rejectedWitnessSaysWhyAndExitsZero() throws IOException {
    Path w = file("wrong.yml", Files.readString(Path.of(YAML)).replace("\\\\result == -2", "\\\\result == 0"));
    CliTest.Result r = CliTest.run("validate", "--witness", w.toString(), "--prop", unreach(), PROGRAM);
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.lastLine().startsWith("Witness rejected (no run of the program follows the witness beyond node q3; next: thread 1 at line 26"),
        r.lastLine());
  }

  @Test
  void dataRaceWitnessIsConfirmed() throws IOException {
    Path prp = file("no-data-race.prp", "CHECK( init(main()), LTL(G ! data-race) )");
    CliTest.Result r = CliTest.run("validate", "--witness", RES + "race.witness-2.2.yml", "--prop", prp.toString(),
        RES + "race.c");
    assertEquals(0, r.exit(), r.err());
    assertEquals("Witness confirmed", r.lastLine());
    assertTrue(r.out().contains("-> data race on x: T1 (t1_func) writes"), r.out());
  }

  static Stream<Arguments> badInputs() throws IOException {
    String c = PROGRAM;
    String prp = unreach();
    Path notXmlNorYaml = file("witness.c", "int main(void) { return 0; }\n");
    Path binary = dir.resolve("binary.graphml");
    Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, (byte) 0x80});
    Path truncatedXml = file("truncated.graphml", "<?xml version=\"1.0\"?>\n<graphml>\n <graph>\n  <node id=\"a\">\n");
    Path htmlXml = file("page.xml", "<html><body>no witness</body></html>");
    Path noEntry = file("noentry.graphml", "<graphml><graph><node id=\"a\"/></graph></graphml>");
    Path correctness = file("correctness.yml", "- entry_type: invariant_set\n  metadata: {format_version: \"2.1\"}\n  content: []\n");
    Path badYaml = file("bad.yml", "- entry_type: violation_sequence\n  metadata: {format_version: \"2.2\"}\n  content:\n"
        + "    - segment:\n        - waypoint: {type: teleport, action: follow, location: {line: 3}}\n");
    Path malformedPrp = file("bad.prp", "CHECK( init(main()), LTL(G ! call(reach_error()) )\n");
    Path memsafety = file("valid-memsafety.prp", "CHECK( init(main()), LTL(G valid-free) )\n");
    return Stream.of(
        Arguments.of("a C file as witness", new String[] {"--witness", notXmlNorYaml.toString(), "--prop", prp, c},
            "not a witness"),
        Arguments.of("a binary witness", new String[] {"--witness", binary.toString(), "--prop", prp, c}, "not UTF-8"),
        Arguments.of("truncated XML", new String[] {"--witness", truncatedXml.toString(), "--prop", prp, c},
            "not well-formed XML"),
        Arguments.of("XML that is not GraphML", new String[] {"--witness", htmlXml.toString(), "--prop", prp, c},
            "not a GraphML witness"),
        Arguments.of("GraphML without entry", new String[] {"--witness", noEntry.toString(), "--prop", prp, c},
            "no entry node"),
        Arguments.of("a correctness witness", new String[] {"--witness", correctness.toString(), "--prop", prp, c},
            "not a violation witness"),
        Arguments.of("unknown waypoint type", new String[] {"--witness", badYaml.toString(), "--prop", prp, c},
            "unknown waypoint type 'teleport'"),
        Arguments.of("missing witness", new String[] {"--witness", dir.resolve("none.yml").toString(), "--prop", prp, c},
            "no such file"),
        Arguments.of("missing property file", new String[] {"--witness", YAML, "--prop", dir.resolve("none.prp").toString(), c},
            "no such file"),
        Arguments.of("malformed property file", new String[] {"--witness", YAML, "--prop", malformedPrp.toString(), c},
            "not an SV-COMP property"),
        Arguments.of("unknown property", new String[] {"--witness", YAML, "--prop", memsafety.toString(), c},
            "property not supported by validate"),
        Arguments.of("missing program", new String[] {"--witness", YAML, "--prop", prp, "no/such/program.c"},
            "no such file"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badInputs")
  void badInputIsOneLineAndExit2(String what, String[] args, String expected) {
    String[] all = Stream.concat(Stream.of("validate"), Stream.of(args)).toArray(String[]::new);
    CliTest.Result r = CliTest.run(all);
    assertEquals(2, r.exit(), what + ": " + r.out() + r.err());
    assertEquals(1, r.err().strip().lines().count(), what + ": one line: " + r.err());
    assertTrue(r.err().contains(expected), what + ": " + r.err());
    assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    assertTrue(r.out().isEmpty(), what + ": nothing on stdout: " + r.out());
  }

  @Test
  void helpNamesTheOptions() {
    CliTest.Result r = CliTest.run("validate", "--help");
    assertEquals(0, r.exit());
    assertTrue(r.out().contains("--witness") && r.out().contains("--prop"), r.out());
  }
}
