package org.spindle.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Property;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/** Which witness files a result gets: violation for FALSE, correctness for TRUE, none otherwise. */
class WitnessFilesTest {
  @Test
  void falseGetsViolationWitnesses(@TempDir Path dir) throws Exception {
    Path f = Fixtures.cprogram("nondet_input.c");
    Program p = Fixtures.load(f);
    ExecutionTrace t = Fixtures.counterexample(p);
    CheckResult r = new CheckResult(Verdict.UNSAFE, Property.UNREACH_CALL, Engine.EXPLICIT_SEARCH,
        null, "error reachable", t, null, null, false, null);
    WitnessFiles.Written w = WitnessFiles.writeAll(dir, r, Fixtures.task(f, p));
    assertEquals(List.of(dir.resolve("witness.graphml"), dir.resolve("witness.yml")), w.files());
    assertTrue(w.skipped().isEmpty());
    assertEquals("violation_witness",
        GraphmlWitness.parse(Files.readString(dir.resolve("witness.graphml"))).graph.get("witness-type"));
    assertEquals("violation_sequence",
        YamlViolationWitnessTest.read(Files.readString(dir.resolve("witness.yml"))).get(0).get("entry_type"));
  }

  @Test
  void trueGetsCorrectnessWitnesses(@TempDir Path dir) throws Exception {
    Path f = Fixtures.cprogram("message_passing.c");
    Program p = Fixtures.load(f);
    CheckResult r = new CheckResult(Verdict.SAFE, Property.UNREACH_CALL, Engine.IMPACT, null,
        "ART complete", null, null, ProofArtefacts.NONE, false, null);
    WitnessFiles.Written w = WitnessFiles.writeAll(dir, r, Fixtures.task(f, p));
    assertEquals(2, w.files().size());
    assertEquals("correctness_witness",
        GraphmlWitness.parse(Files.readString(dir.resolve("witness.graphml"))).graph.get("witness-type"));
    assertEquals("invariant_set",
        YamlViolationWitnessTest.read(Files.readString(dir.resolve("witness.yml"))).get(0).get("entry_type"));
  }

  @Test
  void unknownAndRestrictedSafeGetNone(@TempDir Path dir) throws Exception {
    Path f = Fixtures.cprogram("message_passing.c");
    Program p = Fixtures.load(f);
    CheckResult unknown = CheckResult.unknown(Property.UNREACH_CALL, UnknownReason.TIMEOUT, "timeout", null);
    CheckResult restricted = new CheckResult(Verdict.SAFE, Property.UNREACH_CALL, Engine.EXPLICIT_SEARCH,
        null, "safe for inputs in -2..2", null, null, null, true, null);
    assertTrue(WitnessFiles.writeAll(dir, unknown, Fixtures.task(f, p)).files().isEmpty());
    assertTrue(WitnessFiles.writeAll(dir, restricted, Fixtures.task(f, p)).files().isEmpty());
    try (var l = Files.list(dir)) {
      assertEquals(0, l.count());
    }
  }
}
