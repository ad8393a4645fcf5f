package org.spindle.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.spindle.program.DataModel;

/** The readers and the constraint language, on their own. */
class WitnessReadingTest {
  @Test
  void graphmlKeysAreReadByIdOrAttributeNameWithDefaults() throws Exception {
    var w = assertInstanceOf(WitnessReader.Graphml.class,
        WitnessReader.read(Path.of("src/test/resources/validate/three_threads.other-style.graphml")));
    WitnessAutomaton a = w.automaton();
    assertEquals(WitnessInfo.Format.GRAPHML, a.info().format());
    assertEquals(DataModel.LP64, a.info().dataModel());
    assertEquals("Handwritten", a.info().producer());
    assertEquals(List.of("main", "ta", "tb", "tc"), a.threadIds());
    assertEquals("E0", a.node(a.entry()).id());
    assertEquals(12, a.nodes().size());
    assertEquals(1, a.nodes().stream().filter(WitnessNode::violation).count());
    assertEquals(1, a.nodes().stream().filter(WitnessNode::sink).count());
    // CPAchecker-style key id "returnFrom" (attr.name returnFromFunction)
    WitnessEdge ret = a.edges().stream().filter(e -> e.label().equals("E3 -> E4")).findFirst().orElseThrow();
    assertEquals("add_one", ret.returnFromFunction());
    assertNull(ret.startLine());
    assertEquals("ta", a.threadIds().get(ret.thread()));
    WitnessEdge v = a.edges().stream().filter(e -> e.label().equals("E9 -> V")).findFirst().orElseThrow();
    assertEquals(28, v.startLine());
    assertEquals("condition-true", v.control());
    assertEquals("check", v.assumption().scope());
    assertEquals(1, v.assumption().conditions().size());
    assertEquals(3, a.depth(a.node(a.entry()).index() + 3));
  }

  @Test
  void yamlSequenceBecomesOneNodePerSegment() throws Exception {
    var w = assertInstanceOf(WitnessReader.Sequence.class,
        WitnessReader.read(Path.of("src/test/resources/validate/nondet_input.witness-2.2.yml")));
    ViolationSequence seq = w.sequence();
    assertEquals(6, seq.segments().size());
    assertEquals(DataModel.LP64, seq.info().dataModel());
    assertEquals("G ! call(reach_error())", seq.info().specification());
    ViolationSequence.Waypoint first = seq.segments().get(0).waypoints().get(0);
    assertEquals(ViolationSequence.Type.FUNCTION_RETURN, first.type());
    assertEquals("\\result == -2", first.constraint());
    assertEquals("0", first.threadId());
    assertEquals(39, first.line());
  }

  @Test
  void assumptionsSplitResultValuesFromConditions() {
    Assumption a = Assumption.parse("\\result == -3; x == 1 && a[2] > y;", "__VERIFIER_nondet_int", null);
    assertEquals(-3L, a.resultValue());
    assertEquals(2, a.conditions().size());
    assertFalse(a.contradictory());
    assertTrue(a.notUnderstood().isEmpty());
    assertEquals(4L, Assumption.parse("(4U) == \\result", null, null).resultValue());
    assertTrue(Assumption.parse("\\result == 1 && \\result == 2", null, null).contradictory());
    Assumption odd = Assumption.parse("(int) x == 1; f(x) == 2; s.f == 3; \\result > 0", null, null);
    assertEquals(4, odd.notUnderstood().size());
    assertTrue(odd.conditions().isEmpty());
  }

  @Test
  void constraintsEvaluateLikeC() {
    Map<String, Long> vars = Map.of("x", 5L, "y", 0L);
    ConstraintExpr.Env env = (name, index) -> vars.containsKey(name) && index == 0
        ? OptionalLong.of(vars.get(name)) : OptionalLong.empty();
    assertEquals(OptionalLong.of(1), ConstraintExpr.parse("x == 5 && !y").eval(env));
    assertEquals(OptionalLong.of(0), ConstraintExpr.parse("x - 2 * 3 >= 0").eval(env));
    assertEquals(OptionalLong.of(1), ConstraintExpr.parse("y != 0 || x % 2 == 1").eval(env));
    // C skips the right operand: an unknown or undefined one does not matter then
    assertEquals(OptionalLong.of(0), ConstraintExpr.parse("y && z == 1").eval(env));
    assertEquals(OptionalLong.empty(), ConstraintExpr.parse("z == 1").eval(env));
    assertEquals(OptionalLong.empty(), ConstraintExpr.parse("x / y").eval(env));
    assertEquals(OptionalLong.of(-16), ConstraintExpr.parse("-0x10").constant());
    assertThrows(IllegalArgumentException.class, () -> ConstraintExpr.parse("x = 1"));
    assertThrows(IllegalArgumentException.class, () -> ConstraintExpr.parse("x == 1)"));
  }
}
