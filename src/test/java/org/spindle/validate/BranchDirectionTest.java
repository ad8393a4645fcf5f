package org.spindle.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.interp.RunResult;
import org.spindle.interp.TraceExport;
import org.spindle.program.Program;

/**
 * Branch directions: nondet_input.c fails only when thr1 takes the then-branch of
 * {@code if (v == -2)} (line 25). A GraphML {@code control} and a YAML {@code branching} waypoint
 * that say so are confirmed; the same witnesses saying condition-false are rejected; an avoid
 * branching waypoint ends the path only for the direction the run takes.
 */
class BranchDirectionTest {
  private static final Path PROGRAM = Path.of("cprograms", "nondet_input.c");
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  @TempDir Path dir;
  private Program p;
  private RunResult run;

  @BeforeEach
  void counterexample() throws Exception {
    p = Witnesses.load(PROGRAM, "reach_error");
    run = Witnesses.counterexample(p);
  }

  private ValidationResult validate(Path witness) throws Exception {
    return GraphmlValidationTest.validate(PROGRAM, witness, Witnesses.UNREACH);
  }

  @Test
  void graphmlControlMustBeTheBranchTaken() throws Exception {
    Witnesses.Graphml w = Witnesses.graphml(PROGRAM, p, run, Witnesses.UNREACH);
    int k = w.indexOf(i -> w.get(i, "threadId").equals("1") && "25".equals(w.get(i, "startline")));
    var c = assertInstanceOf(ValidationResult.Confirmed.class,
        validate(w.copy().set(k, "control", "condition-true").write(dir, "t.graphml")));
    assertEquals("strict replay", c.method());
    var r = assertInstanceOf(ValidationResult.Rejected.class,
        validate(w.copy().set(k, "control", "condition-false").write(dir, "f.graphml")));
    assertTrue(r.reason().contains("no run of the program follows the witness"), r.reason());
  }

  @Test
  void yamlBranchingMustBeTheBranchTaken() throws Exception {
    JsonNode doc = yaml();
    assertInstanceOf(ValidationResult.Confirmed.class, validate(write(doc, "w.yml")));
    ObjectNode branching = branchingAt25(doc);
    assertEquals("true", branching.at("/constraint/value").asText());
    ((ObjectNode) branching.get("constraint")).put("value", "false");
    assertInstanceOf(ValidationResult.Rejected.class, validate(write(doc, "f.yml")));
  }

  @Test
  void avoidBranchingEndsThePathOnlyInItsDirection() throws Exception {
    // the segments that pass line 25 (an assumption and the branching waypoint) are replaced by
    // an avoid branching waypoint in every segment up to the one whose follow waypoint (line 26)
    // only a run that went through line 25 can pass
    for (String avoided : new String[] {"true", "false"}) {
      JsonNode doc = yaml();
      ObjectNode follow = branchingAt25(doc);
      ArrayNode content = (ArrayNode) doc.get(0).get("content");
      int k = segmentIndex(content, follow);
      assertEquals(25, content.get(k - 1).at("/segment/0/waypoint/location/line").asInt());
      assertEquals(26, content.get(k + 1).at("/segment/0/waypoint/location/line").asInt());
      ObjectNode avoid = follow.deepCopy();
      avoid.put("action", "avoid");
      ((ObjectNode) avoid.get("constraint")).put("value", avoided);
      content.remove(k);
      content.remove(k - 1);
      // in every segment up to line 26's: thr1 may decide line 25 in any of them
      for (int m = 0; m <= k - 1; m++) ((ArrayNode) content.get(m).get("segment")).insertObject(0).set("waypoint", avoid);
      ValidationResult r = validate(write(doc, "avoid-" + avoided + ".yml"));
      if (avoided.equals("true")) {
        assertInstanceOf(ValidationResult.Rejected.class, r, r.toString());
      } else {
        assertInstanceOf(ValidationResult.Confirmed.class, r, r.toString());
      }
    }
  }

  private JsonNode yaml() throws Exception {
    return YAML.readTree(Witnesses.yaml(PROGRAM, TraceExport.export(p, run), Witnesses.UNREACH));
  }

  private Path write(JsonNode doc, String name) throws Exception {
    return Witnesses.write(dir, name, YAML.writeValueAsString(doc));
  }

  /** thr1's branching waypoint at line 25 in the writer's violation sequence. */
  private static ObjectNode branchingAt25(JsonNode doc) {
    for (JsonNode seg : doc.get(0).get("content")) {
      for (JsonNode w : seg.get("segment")) {
        JsonNode wp = w.get("waypoint");
        if (wp.get("type").asText().equals("branching") && wp.at("/location/line").asInt() == 25) return (ObjectNode) wp;
      }
    }
    throw new AssertionError("no branching waypoint at line 25");
  }

  private static int segmentIndex(ArrayNode content, JsonNode waypoint) {
    for (int k = 0; k < content.size(); k++) {
      for (JsonNode w : content.get(k).get("segment")) if (w.get("waypoint") == waypoint) return k;
    }
    throw new AssertionError("waypoint not found");
  }
}
