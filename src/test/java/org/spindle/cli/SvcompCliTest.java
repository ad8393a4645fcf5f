package org.spindle.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code spindle svcomp}: verdict lines in SV-COMP's form, property resolution, bad input. */
class SvcompCliTest {
  static final String UNREACH = "CHECK( init(main()), LTL(G ! call(reach_error())) )\n";

  private static Path prp(Path dir, String name, String text) throws Exception {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  @Test
  void verdictsInSvcompForm(@TempDir Path dir) throws Exception {
    Path unreach = prp(dir, "unreach-call.prp", UNREACH);
    CliTest.Result bug = CliTest.run("svcomp", "--prop", unreach.toString(), "--timeout", "60",
        "--witness-dir", dir.toString(), "cprograms/lost_update_2.c");
    assertEquals(0, bug.exit(), bug.err());
    assertEquals("Verdict: FALSE(unreach-call)", bug.lastLine());
    assertTrue(bug.out().contains("reach_error() reached"), bug.out());
    CliTest.Result safe = CliTest.run("svcomp", "--prop", unreach.toString(), "--timeout", "60",
        "--witness-dir", dir.toString(), "cprograms/atomic_increment.c");
    assertEquals("Verdict: TRUE", safe.lastLine(), safe.out());
  }

  @Test
  void otherPropertiesAreUnknownNeverTrue(@TempDir Path dir) throws Exception {
    Path mem = prp(dir, "valid-memsafety.prp", "CHECK( init(main()), LTL(G valid-free) )\n"
        + "CHECK( init(main()), LTL(G valid-deref) )\nCHECK( init(main()), LTL(G valid-memtrack) )\n");
    CliTest.Result r = CliTest.run("svcomp", "--prop", mem.toString(), "cprograms/atomic_increment.c");
    assertEquals(0, r.exit());
    assertTrue(r.lastLine().startsWith("Verdict: UNKNOWN (property not supported:"), r.lastLine());
  }

  @Test
  void onlyThePropertysErrorFunctionIsAViolation(@TempDir Path dir) throws Exception {
    // glibc's assert failure outside reach_error aborts: not a call of reach_error
    Path c = dir.resolve("assert_fail.c");
    Files.writeString(c, "extern void __assert_fail(const char *a, const char *f, unsigned l, const char *fn);\n"
        + "extern void reach_error(void);\nint x;\n"
        + "int main(void) { if (x == 0) __assert_fail(\"x\", \"f.c\", 3, \"main\"); reach_error(); return 0; }\n");
    Path unreach = prp(dir, "unreach-call.prp", UNREACH);
    assertEquals("Verdict: TRUE", CliTest.run("svcomp", "--prop", unreach.toString(),
        "--witness-dir", dir.toString(), c.toString()).lastLine());
    // Spindle's own convention counts it as an error
    assertEquals("Verdict: UNSAFE", CliTest.run("verify", c.toString()).lastLine());
    // the older error function: the property decides which one counts
    Path old = prp(dir, "old.prp", "CHECK( init(main()), LTL(G ! call(__VERIFIER_error())) )\n");
    Path d = dir.resolve("old.c");
    Files.writeString(d, "extern void __VERIFIER_error(void);\nint x;\nint main(void) { if (x == 0) __VERIFIER_error(); return 0; }\n");
    assertEquals("Verdict: FALSE(unreach-call)", CliTest.run("svcomp", "--prop", old.toString(),
        "--witness-dir", dir.toString(), d.toString()).lastLine());
    // ... and a call of the other one, with no definition, is an unknown external call
    assertTrue(CliTest.run("svcomp", "--prop", unreach.toString(), "--witness-dir", dir.toString(), d.toString())
        .lastLine().startsWith("Verdict: UNKNOWN (unsupported: call of __VERIFIER_error()"));
  }

  @Test
  void propertyFromTheTaskFile(@TempDir Path dir) throws Exception {
    Files.copy(Path.of("cprograms/lost_update_2.c"), dir.resolve("t.c"));
    Files.createDirectories(dir.resolve("properties"));
    prp(dir.resolve("properties"), "unreach-call.prp", UNREACH);
    Files.writeString(dir.resolve("t.yml"), "format_version: '2.0'\ninput_files: 't.c'\nproperties:\n"
        + "  - property_file: properties/unreach-call.prp\n    expected_verdict: false\n"
        + "options:\n  language: C\n  data_model: LP64\n");
    CliTest.Result r = CliTest.run("svcomp", "--witness-dir", dir.toString(), dir.resolve("t.yml").toString());
    assertEquals("Verdict: FALSE(unreach-call)", r.lastLine(), r.out() + r.err());
  }

  @Test
  void badInputIsOneLineAndExit2(@TempDir Path dir) throws Exception {
    Path ok = prp(dir, "unreach-call.prp", UNREACH);
    Path race = prp(dir, "no-data-race.prp", "CHECK( init(main()), LTL(G ! data-race) )\n");
    Path bad = prp(dir, "bad.prp", "CHECK( init(main()), LTL(G ! call(reach_error()) )\n");
    Files.writeString(dir.resolve("t.yml"), "input_files: '../../cprograms/lost_update_2.c'\nproperties:\n"
        + "  - property_file: unreach-call.prp\n    expected_verdict: false\n");
    String[][] cases = {
        {"svcomp", "--prop", dir.resolve("missing.prp").toString(), "cprograms/lost_update_2.c"},
        {"svcomp", "--prop", bad.toString(), "cprograms/lost_update_2.c"},
        {"svcomp", "cprograms/lost_update_2.c"},
        {"svcomp", "--prop", race.toString(), dir.resolve("t.yml").toString()},
        {"svcomp", "--prop", ok.toString(), "cprograms/does_not_exist.c"},
    };
    for (String[] args : cases) {
      CliTest.Result r = CliTest.run(args);
      assertEquals(2, r.exit(), String.join(" ", args) + ": " + r.out() + r.err());
      assertEquals(1, r.err().strip().split("\n").length, r.err());
      assertTrue(!r.err().contains("Exception"), r.err());
    }
  }

  @Test
  void witnessesOfAnswersAreWrittenAndOurValidatorConfirmsTheViolationOnes(@TempDir Path dir) throws Exception {
    Path unreach = prp(dir, "unreach-call.prp", UNREACH);
    Path bug = dir.resolve("bug");
    CliTest.Result r = CliTest.run("svcomp", "--prop", unreach.toString(), "--timeout", "60",
        "--witness-dir", bug.toString(), "cprograms/lost_update_2.c");
    assertEquals("Verdict: FALSE(unreach-call)", r.lastLine());
    for (String w : new String[] {"witness.graphml", "witness.yml"}) {
      assertTrue(Files.isRegularFile(bug.resolve(w)), w);
      CliTest.Result v = CliTest.run("validate", "--witness", bug.resolve(w).toString(), "--prop",
          unreach.toString(), "cprograms/lost_update_2.c");
      assertEquals("Witness confirmed", v.lastLine(), w + ": " + v.out());
    }
    Path proof = dir.resolve("proof");
    CliTest.Result t = CliTest.run("svcomp", "--prop", unreach.toString(), "--timeout", "60",
        "--witness-dir", proof.toString(), "cprograms/atomic_increment.c");
    assertEquals("Verdict: TRUE", t.lastLine());
    String graphml = Files.readString(proof.resolve("witness.graphml"));
    assertTrue(graphml.contains(">correctness_witness<"), graphml);
    assertTrue(Files.readString(proof.resolve("witness.yml")).contains("invariant_set"));
    // UNKNOWN answers leave no witness
    Path none = dir.resolve("none");
    Path mem = prp(dir, "valid-memsafety.prp", "CHECK( init(main()), LTL(G valid-free) )\n");
    CliTest.run("svcomp", "--prop", mem.toString(), "--witness-dir", none.toString(), "cprograms/atomic_increment.c");
    assertTrue(!Files.exists(none.resolve("witness.graphml")) && !Files.exists(none.resolve("witness.yml")));
  }

  @Test
  void dataRacesAndTheirWitnesses(@TempDir Path dir) throws Exception {
    Path race = prp(dir, "no-data-race.prp", "CHECK( init(main()), LTL(G ! data-race) )\n");
    CliTest.Result bad = CliTest.run("svcomp", "--prop", race.toString(), "--timeout", "60",
        "--witness-dir", dir.toString(), "cprograms/races/counter_unprotected.c");
    assertEquals("Verdict: FALSE(no-data-race)", bad.lastLine(), bad.out());
    assertTrue(bad.out().contains("data race on count"), bad.out());
    CliTest.Result v = CliTest.run("validate", "--witness", dir.resolve("witness.graphml").toString(), "--prop",
        race.toString(), "cprograms/races/counter_unprotected.c");
    assertEquals("Witness confirmed", v.lastLine(), v.out());
    // the same witness does not show a race in the mutex-protected version
    CliTest.Result other = CliTest.run("validate", "--witness", dir.resolve("witness.graphml").toString(), "--prop",
        race.toString(), "cprograms/races/counter_mutex.c");
    assertTrue(other.lastLine().startsWith("Witness rejected"), other.out());
    CliTest.Result ok = CliTest.run("svcomp", "--prop", race.toString(), "--timeout", "60",
        "--witness-dir", dir.toString(), "cprograms/races/counter_mutex.c");
    assertEquals("Verdict: TRUE", ok.lastLine(), ok.out());
    // a program that reaches reach_error but has no race: not a violation of no-data-race
    Path c = dir.resolve("error_no_race.c");
    Files.writeString(c, "void reach_error(void) {}\nint main(void) { reach_error(); return 0; }\n");
    assertEquals("Verdict: TRUE", CliTest.run("svcomp", "--prop", race.toString(),
        "--witness-dir", dir.toString(), c.toString()).lastLine());
  }

  @Test
  void versionAlone() {
    CliTest.Result r = CliTest.run("--version");
    assertEquals(org.spindle.report.ToolInfo.VERSION, r.out().strip());
  }
}
