package org.spindle.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.spindle.program.Program;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Property;

/**
 * YAML 2.2 violation witnesses of real counterexamples, read back with Jackson: the metadata, one
 * follow waypoint per segment with a thread id, threads registered by function_enter before they
 * move, locations that are real lines and columns (at the closing parenthesis of calls), the
 * target(s) in the last segment only.
 */
class YamlViolationWitnessTest {
  static final Set<String> TYPES = Set.of("assumption", "target", "function_enter", "function_return", "branching");

  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> read(String yaml) throws Exception {
    return new ObjectMapper(new YAMLFactory()).readValue(yaml, List.class);
  }

  @Test
  void nondetInputWitness() throws Exception {
    Path f = Fixtures.cprogram("nondet_input.c");
    Program p = Fixtures.load(f);
    ExecutionTrace t = Fixtures.counterexample(p);
    List<Map<String, Object>> wps = check(YamlViolationWitness.write(t, Fixtures.task(f, p)), f, t,
        "G ! call(reach_error())", 1);
    List<Map<String, Object>> returns = wps.stream().filter(w -> w.get("type").equals("function_return")).toList();
    assertEquals(1, returns.size());
    assertEquals(Map.of("value", "\\result == -2", "format", "ext_c_expression"), returns.get(0).get("constraint"));
    assertEquals(2, wps.stream().filter(w -> w.get("type").equals("function_enter")).count());
    // thr1 takes its branch (in == -2), thr2 finds the assertion false
    List<Object> branches = wps.stream().filter(w -> w.get("type").equals("branching"))
        .map(w -> (Object) ((Map<?, ?>) w.get("constraint")).get("value")).toList();
    assertEquals(List.of("true", "true"), branches);
  }

  @Test
  void lostUpdateWitness() throws Exception {
    Path f = Fixtures.cprogram("lost_update_2.c");
    Program p = Fixtures.load(f);
    ExecutionTrace t = Fixtures.counterexample(p);
    List<Map<String, Object>> wps = check(YamlViolationWitness.write(t, Fixtures.task(f, p)), f, t,
        "G ! call(reach_error())", 1);
    // both threads' read and write of count are ordered by assumption waypoints
    List<Map<String, Object>> reads = new ArrayList<>();
    List<String> lines = Files.readAllLines(f);
    for (Map<String, Object> w : wps) {
      Map<?, ?> loc = (Map<?, ?>) w.get("location");
      if (w.get("type").equals("assumption") && lines.get((Integer) loc.get("line") - 1).contains("t = count")) reads.add(w);
    }
    assertEquals(Set.of(1, 2), Set.copyOf(reads.stream().map(w -> w.get("thread_id")).toList()));
  }

  @Test
  void dataRaceHasTwoTargetsInTheLastSegment() throws Exception {
    Path f = Fixtures.cprogram("lost_update_2.c");
    Program p = Fixtures.load(f);
    ExecutionTrace t = GraphmlViolationWitnessTest.racePrefix(p).trace();
    WitnessTask task = new WitnessTask(f.toString(), f.toString(), Fixtures.task(f, p).programHash(),
        Property.NO_DATA_RACE, WitnessTask.specificationOf(Property.NO_DATA_RACE), p.dataModel(),
        "Spindle", "0.1.0", java.time.OffsetDateTime.now(), Files.readString(f));
    List<Map<String, Object>> wps = check(YamlViolationWitness.write(t, task), f, t, "G ! data-race", 2);
    List<Map<String, Object>> targets = wps.subList(wps.size() - 2, wps.size());
    assertEquals(List.of(1, 2), targets.stream().map(w -> w.get("thread_id")).toList());
    List<String> lines = Files.readAllLines(f);
    assertTrue(lines.get((Integer) ((Map<?, ?>) targets.get(0).get("location")).get("line") - 1).contains("count = t + 1"));
    assertTrue(lines.get((Integer) ((Map<?, ?>) targets.get(1).get("location")).get("line") - 1).contains("t = count"));
  }

  /** Checks the witness and returns its waypoints in order. */
  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> check(String yaml, Path file, ExecutionTrace trace, String spec,
      int targets) throws Exception {
    List<Map<String, Object>> entries = read(yaml);
    assertEquals(1, entries.size());
    Map<String, Object> e = entries.get(0);
    assertEquals("violation_sequence", e.get("entry_type"));
    Map<String, Object> meta = (Map<String, Object>) e.get("metadata");
    assertEquals("2.2", meta.get("format_version"));
    UUID.fromString((String) meta.get("uuid"));
    assertTrue(((String) meta.get("creation_time")).matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(Z|[+-]\\d{2}:\\d{2})"));
    assertEquals(Map.of("name", "Spindle", "version", "0.1.0"), meta.get("producer"));
    Map<String, Object> task = (Map<String, Object>) meta.get("task");
    assertEquals(List.of(file.toString()), task.get("input_files"));
    String hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    assertEquals(Map.of(file.toString(), hash), task.get("input_file_hashes"));
    assertEquals(spec, task.get("specification"));
    assertEquals(file.toString().endsWith(".c") ? "LP64" : "ILP32", task.get("data_model"));
    assertEquals("C", task.get("language"));

    List<String> lines = Files.readAllLines(file);
    List<Map<String, Object>> segments = (List<Map<String, Object>>) e.get("content");
    List<Map<String, Object>> all = new ArrayList<>();
    int registered = 0;
    for (int i = 0; i < segments.size(); i++) {
      List<Map<String, Object>> seg = (List<Map<String, Object>>) segments.get(i).get("segment");
      boolean last = i == segments.size() - 1;
      assertEquals(last ? targets : 1, seg.size(), "waypoints in segment " + i);
      for (Map<String, Object> item : seg) {
        Map<String, Object> w = (Map<String, Object>) item.get("waypoint");
        assertTrue(TYPES.contains(w.get("type")), "type " + w.get("type"));
        assertEquals("follow", w.get("action"));
        assertEquals(last, w.get("type").equals("target"), "targets only in the last segment");
        int thread = (Integer) w.get("thread_id");
        assertTrue(thread >= 0 && thread <= registered, "thread " + thread + " not registered yet");
        Map<String, Object> loc = (Map<String, Object>) w.get("location");
        assertEquals(file.toString(), loc.get("file_name"));
        int line = (Integer) loc.get("line");
        assertTrue(line >= 1 && line <= lines.size(), "no line " + line);
        String text = lines.get(line - 1);
        Integer col = (Integer) loc.get("column");
        if (col != null) {
          assertTrue(col >= 1 && col <= text.length(), "no column " + col + " on line " + line);
          if (w.get("type").equals("function_enter") || w.get("type").equals("function_return")) {
            assertEquals(')', text.charAt(col - 1), "call location not at its closing parenthesis: " + text);
          } else {
            assertTrue(Character.isJavaIdentifierStart(text.charAt(col - 1)), "not a statement start: " + text);
          }
        }
        if (w.get("type").equals("function_enter")) {
          assertTrue(text.contains("pthread_create"), text);
          registered++;
        }
        if (w.get("type").equals("function_return") || w.get("type").equals("assumption")
            || w.get("type").equals("branching")) {
          assertNotNull(w.get("constraint"));
        }
        all.add(w);
      }
    }
    assertEquals(trace.steps().stream().filter(s -> s.createdThread() >= 0).count(), registered);
    if (trace.end().kind() == ExecutionTrace.End.Kind.ERROR) {
      Map<String, Object> target = all.get(all.size() - 1);
      int line = (Integer) ((Map<?, ?>) target.get("location")).get("line");
      assertTrue(lines.get(line - 1).contains("reach_error()"));
    }
    return all;
  }
}
