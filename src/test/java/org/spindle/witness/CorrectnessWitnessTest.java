package org.spindle.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.Program;
import org.spindle.program.SourcePos;
import org.spindle.report.ProofArtefacts;
import org.spindle.task.ProgramLoader;
import org.spindle.witness.proof.ProofExport;

/**
 * Correctness witnesses of message_passing.c from its IMPACT proof: a GraphML witness with the
 * required data and one entry node; a YAML 2.0 invariant_set whose invariants sit on real
 * statement starts and are strong enough to matter (the reader's {@code data == 42}).
 */
class CorrectnessWitnessTest {
  static final Path FILE = Fixtures.cprogram("message_passing.c");
  static Program program;
  static ProofArtefacts proof;

  @BeforeAll
  static void prove() throws Exception {
    var in = ProgramLoader.resolve(FILE, null);
    TranslationUnit unit = ProgramLoader.parse(in);
    program = Lowering.lower(unit, in.dataModel());
    proof = ProofExport.prove(program, unit, Duration.ofSeconds(60));
    assertNotEquals(ProofArtefacts.NONE, proof);
  }

  @Test
  void graphmlCorrectnessWitnessIsWellFormed() throws Exception {
    GraphmlWitness w = GraphmlWitness.parse(GraphmlCorrectnessWitness.write(proof, Fixtures.task(FILE, program)));
    assertEquals("correctness_witness", w.graph.get("witness-type"));
    assertEquals(Fixtures.task(FILE, program).programHash(), w.graph.get("programhash"));
    assertEquals(List.of(w.entry), List.copyOf(w.nodes.keySet()));
    assertTrue(w.edges.isEmpty());
    for (Map<String, String> d : w.nodes.values()) {
      assertFalse(d.containsKey("violation") || d.containsKey("sink"), "violation-witness key");
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void yamlInvariantSetNamesRealStatements() throws Exception {
    String yaml = YamlCorrectnessWitness.write(proof, Fixtures.task(FILE, program));
    List<Map<String, Object>> entries = YamlViolationWitnessTest.read(yaml);
    assertEquals(1, entries.size());
    assertEquals("invariant_set", entries.get(0).get("entry_type"));
    Map<String, Object> meta = (Map<String, Object>) entries.get(0).get("metadata");
    assertEquals("2.0", meta.get("format_version"));
    assertEquals("G ! call(reach_error())", ((Map<String, Object>) meta.get("task")).get("specification"));
    List<Map<String, Object>> content = (List<Map<String, Object>>) entries.get(0).get("content");
    assertFalse(content.isEmpty());
    List<String> lines = Files.readAllLines(FILE);
    String readerInvariant = null;
    for (Map<String, Object> item : content) {
      Map<String, Object> inv = (Map<String, Object>) item.get("invariant");
      assertTrue(Set.of("loop_invariant", "location_invariant").contains(inv.get("type")));
      assertEquals("c_expression", inv.get("format"));
      String value = (String) inv.get("value");
      assertFalse(value.isBlank() || value.equals("1"));
      Map<String, Object> loc = (Map<String, Object>) inv.get("location");
      assertEquals(FILE.toString(), loc.get("file_name"));
      String text = lines.get((Integer) loc.get("line") - 1);
      int col = (Integer) loc.get("column");
      assertTrue(Character.isJavaIdentifierStart(text.charAt(col - 1)), "not a statement start: " + text);
      if (inv.get("type").equals("loop_invariant")) {
        assertTrue(text.substring(col - 1).startsWith("while") || text.substring(col - 1).startsWith("for"));
      }
      if (text.substring(col - 1).startsWith("d = data;")) readerInvariant = value;
    }
    // after the spin loop the reader reads 42: the invariant there says so
    assertTrue(readerInvariant != null, "no invariant before d = data;");
    String inv = readerInvariant;
    assertEquals(BigInteger.ONE, CExprEval.eval(inv, (n, i) -> BigInteger.valueOf(n.equals("data") ? 42 : 0)));
    assertEquals(BigInteger.ZERO, CExprEval.eval(inv, (n, i) -> BigInteger.ZERO));
  }

  @Test
  void aPositionIsCombinedOverAllItsLocationsOrLeftOut() {
    SourcePos p = new SourcePos("f.c", 3, 1);
    assertEquals("x", YamlCorrectnessWitness.combined(List.of(inv(p, "x"), inv(p, "0"))));
    assertEquals("(x) || (y)", YamlCorrectnessWitness.combined(List.of(inv(p, "x"), inv(p, "y"), inv(p, "x"))));
    assertEquals("0", YamlCorrectnessWitness.combined(List.of(inv(p, "0"))));
    assertEquals("1", YamlCorrectnessWitness.combined(List.of(inv(p, "x"), inv(p, "1"))));
    // one location without a C expression (another thread's variables, an atomic section): none
    assertNull(YamlCorrectnessWitness.combined(List.of(inv(p, "x"), inv(p, null))));
  }

  @Test
  void positionsWithoutAnExpressionEverywhereAreLeftOut() throws Exception {
    SourcePos line33 = new SourcePos(FILE.toString(), 33, 3);
    ProofArtefacts partial = new ProofArtefacts(ImmutableList.of(inv(line33, "(ready == 0)"),
        new ProofArtefacts.LocationInvariant(2, "reader", 0, line33, false, null, null, "reader")));
    String yaml = YamlCorrectnessWitness.write(partial, Fixtures.task(FILE, program));
    assertTrue(yaml.contains("content: []"), yaml);
  }

  private static ProofArtefacts.LocationInvariant inv(SourcePos p, String c) {
    return new ProofArtefacts.LocationInvariant(1, "reader", 0, p, false, "f", c, "reader");
  }
}
