package org.spindle.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.spindle.validate.GraphmlReader;
import org.spindle.witness.WitnessFiles;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Checks the witnesses of one {@code svcomp} answer, as SV-COMP does: a FALSE counts only with a
 * violation witness a validator confirms, so each violation witness is replayed by {@code spindle
 * validate} in a child JVM; a TRUE's correctness witnesses are linted (well-formed, the right
 * witness type). The text goes into the table's witness column.
 */
final class WitnessCheck {
  static final String GRAPHML = WitnessFiles.GRAPHML;
  static final String YAML = WitnessFiles.YAML;
  private static final double VALIDATE_LIMIT_SECONDS = 120;

  private WitnessCheck() {}

  /** Removes the witnesses of an earlier run of this task, so that only this run's are checked. */
  static void clear(BenchConfig c, String name) throws IOException {
    if (c.svcomp() == null) return;
    for (String file : List.of(GRAPHML, YAML)) Files.deleteIfExists(c.svcomp().witnessDir(name).resolve(file));
  }

  /** E.g. {@code graphml confirmed, yml confirmed}; null when the outcome has no witnesses. */
  static String check(BenchConfig c, Path input, String name, Outcome outcome)
      throws IOException, InterruptedException {
    if (c.svcomp() == null || (outcome != Outcome.SAFE && outcome != Outcome.UNSAFE)) return null;
    Path dir = c.svcomp().witnessDir(name);
    List<String> parts = new ArrayList<>();
    for (String file : List.of(GRAPHML, YAML)) {
      Path w = dir.resolve(file);
      String kind = file.equals(GRAPHML) ? "graphml" : "yml";
      if (!Files.isRegularFile(w)) {
        parts.add(kind + " missing");
      } else if (outcome == Outcome.UNSAFE) {
        parts.add(kind + " " + validate(c, input, w));
      } else {
        parts.add(kind + " " + (file.equals(GRAPHML) ? lintGraphml(w) : lintYaml(w)));
      }
    }
    return String.join(", ", parts);
  }

  /** confirmed / rejected (reason) / error, from the last line of {@code spindle validate}. */
  private static String validate(BenchConfig c, Path input, Path witness) throws IOException, InterruptedException {
    ChildRun.Execution ex = ChildRun.run(c.javaCommand("validate", "--witness", witness.toString(),
        "--prop", c.svcomp().propertyFile().toString(), "--timeout", "100", input.toString()),
        c.workDir(), VALIDATE_LIMIT_SECONDS);
    if (ex.timedOut()) return "not validated (validator killed)";
    List<String> lines = ex.stdout().lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    String last = lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    if (last.equals("Witness confirmed")) return "confirmed";
    if (last.startsWith("Witness rejected")) return "rejected" + last.substring("Witness rejected".length());
    return "not validated (exit " + ex.exitCode() + ": " + ResultReader.firstErrorLine(ex.stderr()) + ")";
  }

  /** "ok" for a GraphML correctness witness with every required graph key; else what is wrong. */
  static String lintGraphml(Path w) {
    try {
      Element root = GraphmlReader.document(w).getDocumentElement();
      if (!root.getLocalName().equals("graphml")) return "malformed (root " + root.getLocalName() + ")";
      NodeList data = root.getElementsByTagNameNS("*", "data");
      java.util.Map<String, String> graph = new java.util.HashMap<>();
      for (int i = 0; i < data.getLength(); i++) {
        Element d = (Element) data.item(i);
        if (d.getParentNode().getLocalName().equals("graph")) graph.put(d.getAttribute("key"), d.getTextContent());
      }
      for (String k : List.of("witness-type", "sourcecodelang", "producer", "specification", "programfile",
          "programhash", "architecture", "creationtime")) {
        if (!graph.containsKey(k)) return "malformed (no " + k + ")";
      }
      return graph.get("witness-type").equals("correctness_witness") ? "ok" : "wrong type " + graph.get("witness-type");
    } catch (Exception e) {
      return "malformed (" + e.getMessage() + ")";
    }
  }

  /** "ok" for a YAML invariant_set witness; else what is wrong. */
  static String lintYaml(Path w) {
    try {
      JsonNode root = new ObjectMapper(new YAMLFactory()).readTree(w.toFile());
      if (root == null || !root.isArray() || root.isEmpty()) return "malformed (not a list of entries)";
      for (JsonNode e : root) {
        if (!e.path("entry_type").asText().equals("invariant_set")) return "wrong type " + e.path("entry_type").asText();
        if (e.path("metadata").path("format_version").isMissingNode()) return "malformed (no format_version)";
      }
      return "ok";
    } catch (IOException e) {
      return "malformed (" + e.getMessage() + ")";
    }
  }
}
