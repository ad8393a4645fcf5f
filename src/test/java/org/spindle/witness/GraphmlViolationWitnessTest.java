package org.spindle.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.Trace;
import org.spindle.interp.TraceExport;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Property;
import org.spindle.report.Verdict;

/**
 * GraphML violation witnesses of real counterexamples, parsed with the JDK's XML parser: every
 * required key, one path from the entry to the violation node, a threadId on every edge,
 * createThread/enterFunction pairs, the program hash, startlines and offsets that are real.
 */
class GraphmlViolationWitnessTest {
  @Test
  void lostUpdateCounterexampleOfTheExplicitSearch() throws Exception {
    Path f = Fixtures.cprogram("lost_update_2.c");
    Program p = Fixtures.load(f);
    ExecutionTrace t = Fixtures.counterexample(p);
    GraphmlWitness w = GraphmlWitness.parse(GraphmlViolationWitness.write(t, Fixtures.task(f, p)));
    checkViolation(w, f, t);
    // two threads created, both running inc
    assertEquals(List.of("inc", "inc"), w.edges.stream().filter(e -> e.get("enterFunction") != null)
        .map(e -> e.get("enterFunction")).toList());
  }

  @Test
  void nondetValuesAreResultAssumptionsOfTheirCall() throws Exception {
    Path f = Fixtures.cprogram("nondet_input.c");
    Program p = Fixtures.load(f);
    ExecutionTrace t = Fixtures.counterexample(p);
    GraphmlWitness w = GraphmlWitness.parse(GraphmlViolationWitness.write(t, Fixtures.task(f, p)));
    checkViolation(w, f, t);
    List<GraphmlWitness.Edge> assumptions = w.edges.stream().filter(e -> e.get("assumption") != null).toList();
    assertEquals(1, assumptions.size());
    assertEquals("\\result == -2", assumptions.get(0).get("assumption"));
    assertEquals("__VERIFIER_nondet_int", assumptions.get(0).get("assumption.resultfunction"));
    List<String> lines = Files.readAllLines(f);
    assertTrue(lines.get(Integer.parseInt(assumptions.get(0).get("startline")) - 1)
        .contains("__VERIFIER_nondet_int()"));
  }

  @Test
  void counterexampleOfImpact() throws Exception {
    Path f = Fixtures.cprogram("lost_update_3.c");
    Program p = Fixtures.load(f);
    ImpactResult r = Impact.verify(p, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(60)));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    ExecutionTrace t = TraceExport.export(p, r.counterexample());
    GraphmlWitness w = GraphmlWitness.parse(GraphmlViolationWitness.write(t, Fixtures.task(f, p)));
    checkViolation(w, f, t);
  }

  /**
   * A data race: both threads of lost_update_2.c have started; thread 1 is about to write count
   * (count = t + 1) and thread 2 to read it. The violation node is the state after the last step.
   */
  @Test
  void dataRaceEndsInTheStateOfTheTwoAccesses() throws Exception {
    Path f = Fixtures.cprogram("lost_update_2.c");
    Program p = Fixtures.load(f);
    RacePrefix race = racePrefix(p);
    WitnessTask task = new WitnessTask(f.toString(), f.toString(), Fixtures.task(f, p).programHash(),
        Property.NO_DATA_RACE, WitnessTask.specificationOf(Property.NO_DATA_RACE), p.dataModel(),
        "Spindle", "0.1.0", java.time.OffsetDateTime.now(), Files.readString(f));
    GraphmlWitness w = GraphmlWitness.parse(GraphmlViolationWitness.write(race.trace(), task));
    assertEquals("CHECK( init(main()), LTL(G ! data-race) )", w.graph.get("specification"));
    checkViolation(w, f, race.trace());
    // the last edge is thread 1's read of count: the writes are what the race is about
    GraphmlWitness.Edge last = w.path().get(w.path().size() - 1);
    assertEquals(race.trace().steps().get(race.trace().size() - 1).pos().line(),
        Integer.parseInt(last.get("startline")));
  }

  @Test
  void aTraceThatEndsWithoutViolationHasNoViolationWitness() throws Exception {
    Path f = Fixtures.cprogram("lost_update_2.c");
    Program p = Fixtures.load(f);
    ExecutionTrace t = racePrefix(p).trace();
    ExecutionTrace finished = new ExecutionTrace(t.steps(), new ExecutionTrace.End(
        ExecutionTrace.End.Kind.DEADLOCK, "deadlock", null, -1, ImmutableList.of()), t.replayable());
    assertThrows(IllegalArgumentException.class,
        () -> GraphmlViolationWitness.write(finished, Fixtures.task(f, p)));
  }

  record RacePrefix(ExecutionTrace trace) {}

  /**
   * Replays main's creation of both threads, then thread 1 reading count: thread 1 is about to
   * write count and thread 2 to read it. The end names those two accesses.
   */
  static RacePrefix racePrefix(Program p) {
    // main's steps up to the second create: take main alone until both threads exist
    List<Trace.Step> steps = new ArrayList<>();
    org.spindle.interp.Interpreter in = new org.spindle.interp.Interpreter(p);
    org.spindle.interp.State s = in.initial();
    while (s.status(2) == org.spindle.interp.ThreadStatus.NOT_STARTED) {
      var next = in.successors(s, 0, new org.spindle.interp.InputRange(0, 0)).get(0);
      steps.add(next.transition().toTraceStep());
      s = next.next();
    }
    // thread 1: its steps until it has read count (the edge reading the global)
    while (true) {
      var next = in.successors(s, 1, new org.spindle.interp.InputRange(0, 0)).get(0);
      steps.add(next.transition().toTraceStep());
      s = next.next();
      Edge e = next.transition().last();
      if (e.stmt() instanceof Stmt.Assign a && a.value().toString().contains("count")) break;
    }
    RunResult run = Replay.replay(p, new Trace(ImmutableList.copyOf(steps)));
    ExecutionTrace t = TraceExport.export(p, run);
    Edge write = p.thread(1).outgoing(s.location(1)).get(0);
    Edge read = p.thread(2).outgoing(s.location(2)).stream()
        .filter(e -> e.stmt().toString().contains("count")).findFirst().orElseThrow();
    ExecutionTrace.End end = new ExecutionTrace.End(ExecutionTrace.End.Kind.DATA_RACE,
        "data race on count", write.pos(), 1, ImmutableList.of(
            new ExecutionTrace.RaceAccess(1, "inc", write.pos(), "count", true, write.text()),
            new ExecutionTrace.RaceAccess(2, "inc", read.pos(), "count", false, read.text())));
    return new RacePrefix(new ExecutionTrace(t.steps(), end, t.replayable()));
  }

  /** The checks every violation witness of {@code trace} for {@code file} must pass. */
  static void checkViolation(GraphmlWitness w, Path file, ExecutionTrace trace) throws Exception {
    assertEquals("violation_witness", w.graph.get("witness-type"));
    assertEquals("C", w.graph.get("sourcecodelang"));
    assertEquals("Spindle 0.1.0", w.graph.get("producer"));
    assertEquals(file.toString(), w.graph.get("programfile"));
    assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
        .digest(Files.readAllBytes(file))), w.graph.get("programhash"));
    assertEquals(file.toString().endsWith(".c") ? "64bit" : "32bit", w.graph.get("architecture"));
    assertTrue(w.graph.get("creationtime").matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(Z|[+-]\\d{2}:\\d{2})"),
        w.graph.get("creationtime"));
    List<GraphmlWitness.Edge> path = w.path();
    // exactly one violation node: where the path ends
    long violations = w.nodes.values().stream().filter(d -> "true".equals(d.get("violation"))).count();
    assertEquals(1, violations);
    assertEquals("true", w.nodes.get(w.last()).get("violation"));
    // threads: ids exist when they move; createThread k is followed by thread k's enterFunction
    Set<String> threads = new HashSet<>(Set.of("0"));
    for (int i = 0; i < path.size(); i++) {
      GraphmlWitness.Edge e = path.get(i);
      assertNotNull(e.get("threadId"), "edge without threadId");
      assertTrue(threads.contains(e.get("threadId")), "thread " + e.get("threadId") + " moves before it is created");
      if (e.get("createThread") != null) {
        String k = e.get("createThread");
        assertFalse(threads.contains(k), "thread " + k + " created twice");
        GraphmlWitness.Edge next = path.get(i + 1);
        assertEquals(k, next.get("threadId"));
        assertNotNull(next.get("enterFunction"), "no enterFunction after createThread " + k);
        threads.add(k);
      }
      if (e.get("enterFunction") != null) {
        assertEquals(e.get("threadId"), path.get(i - 1).get("createThread"));
      }
    }
    assertEquals(trace.steps().stream().filter(s -> s.createdThread() >= 0).count(), threads.size() - 1);
    // lines, offsets
    String text = Files.readString(file);
    List<String> lines = Files.readAllLines(file);
    for (GraphmlWitness.Edge e : path) {
      if (e.get("startline") == null) continue;
      int line = Integer.parseInt(e.get("startline"));
      assertTrue(line >= 1 && line <= lines.size(), "no line " + line);
      assertFalse(lines.get(line - 1).isBlank(), "blank line " + line);
      assertEquals(e.get("startline"), e.get("endline"));
      if (e.get("startoffset") != null) {
        int off = Integer.parseInt(e.get("startoffset"));
        int lineStart = 0;
        for (int k = 0; k < line - 1; k++) lineStart += lines.get(k).length() + 1;
        assertTrue(off >= lineStart && off < lineStart + lines.get(line - 1).length(), "offset off its line");
        assertFalse(Character.isWhitespace(text.charAt(off)), "offset on white space");
      }
    }
    // the step edges are the trace's steps, thread ids in creation order
    Map<Integer, String> ids = new HashMap<>(Map.of(0, "0"));
    List<String> expected = new ArrayList<>();
    for (ExecutionTrace.Step s : trace.steps()) {
      expected.add(ids.get(s.thread()) + "@" + s.pos().line());
      if (s.createdThread() >= 0) ids.put(s.createdThread(), Integer.toString(ids.size()));
    }
    List<String> actual = path.stream().filter(e -> e.get("enterFunction") == null)
        .map(e -> e.get("threadId") + "@" + e.get("startline")).toList();
    assertEquals(expected, actual);
    if (trace.end().kind() == ExecutionTrace.End.Kind.ERROR) {
      assertEquals(trace.end().pos().line(), Integer.parseInt(path.get(path.size() - 1).get("startline")));
      assertTrue(lines.get(trace.end().pos().line() - 1).contains("reach_error()"));
    }
  }

}
