package org.spindle.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.program.DataModel;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Property;
import org.spindle.witness.GraphmlCorrectnessWitness;
import org.spindle.witness.WitnessTask;
import org.spindle.witness.YamlCorrectnessWitness;

/** The lint of correctness witnesses in {@code bench --engine svcomp}. */
class WitnessCheckTest {
  @Test
  void correctnessWitnessesOfTheWriterPassAndOthersDoNot(@TempDir Path dir) throws Exception {
    WitnessTask task = WitnessTask.of(Path.of("cprograms/atomic_increment.c"), Property.UNREACH_CALL,
        WitnessTask.specificationOf(Property.UNREACH_CALL), DataModel.LP64);
    Path g = dir.resolve("witness.graphml");
    Files.writeString(g, GraphmlCorrectnessWitness.write(ProofArtefacts.NONE, task));
    assertEquals("ok", WitnessCheck.lintGraphml(g));
    Path y = dir.resolve("witness.yml");
    Files.writeString(y, YamlCorrectnessWitness.write(ProofArtefacts.NONE, task));
    assertEquals("ok", WitnessCheck.lintYaml(y));

    Files.writeString(g, Files.readString(g).replace(">correctness_witness<", ">violation_witness<"));
    assertEquals("wrong type violation_witness", WitnessCheck.lintGraphml(g));
    Files.writeString(g, Files.readString(g).replaceAll("<data key=\"programhash\">[^<]*</data>", ""));
    assertEquals("malformed (no programhash)", WitnessCheck.lintGraphml(g));
    Files.writeString(g, "<graphml><graph>");
    assertTrue(WitnessCheck.lintGraphml(g).startsWith("malformed"));
    Files.writeString(y, "- entry_type: violation_sequence\n  metadata: {format_version: '2.2'}\n");
    assertEquals("wrong type violation_sequence", WitnessCheck.lintYaml(y));
    Files.writeString(y, "[unclosed");
    assertTrue(WitnessCheck.lintYaml(y).startsWith("malformed"));
  }
}
