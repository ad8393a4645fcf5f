package org.spindle.validate;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spindle.program.DataModel;

/**
 * Reads a YAML violation witness (formats 2.0, 2.1 and 2.2 with {@code thread_id}) with Jackson
 * into a {@link ViolationSequence}. The first {@code violation_sequence} entry is the witness;
 * a file of only correctness entries ({@code invariant_set}, {@code ghost_instrumentation}) is
 * not a violation witness.
 */
public final class YamlWitnessReader {
  private static final ObjectMapper YAML = new ObjectMapper(YAMLFactory.builder().loaderOptions(loaderOptions()).build());
  private static final ImmutableSet<String> VERSIONS = ImmutableSet.of("2.0", "2.1", "2.2");

  private final Path file;

  private YamlWitnessReader(Path file) {
    this.file = file;
  }

  /**
   * SnakeYAML refuses documents over 3 MB by default; a violation witness of a run that passes
   * many loop iterations is larger (28-race_reach tasks: 10,000 thread creations, 8 MB). The text
   * is in memory already, so the limit protects nothing here.
   */
  private static org.yaml.snakeyaml.LoaderOptions loaderOptions() {
    org.yaml.snakeyaml.LoaderOptions o = new org.yaml.snakeyaml.LoaderOptions();
    o.setCodePointLimit(Integer.MAX_VALUE);
    return o;
  }

  public static ViolationSequence read(Path file, String text) throws WitnessFormatException {
    return new YamlWitnessReader(file).parse(text);
  }

  private ViolationSequence parse(String text) throws WitnessFormatException {
    JsonNode root;
    try {
      root = YAML.readTree(text);
    } catch (JsonProcessingException e) {
      JsonLocation loc = e.getLocation();
      String msg = firstLine(e.getOriginalMessage());
      if (loc == null) throw new WitnessFormatException(file, "neither GraphML nor YAML: " + msg);
      throw new WitnessFormatException(file, Math.max(1, loc.getLineNr()), Math.max(1, loc.getColumnNr()),
          "neither GraphML nor YAML: " + msg);
    }
    if (root == null || !root.isArray()) {
      throw new WitnessFormatException(file, "not a witness: expected a GraphML document or a YAML list of entries");
    }
    List<String> otherTypes = new ArrayList<>();
    for (int i = 0; i < root.size(); i++) {
      JsonNode entry = root.get(i);
      String type = entry.path("entry_type").asText("");
      if (type.equals("violation_sequence")) return sequence(entry, "entry " + (i + 1));
      otherTypes.add(type.isEmpty() ? "(no entry_type)" : type);
    }
    if (otherTypes.isEmpty()) throw new WitnessFormatException(file, "an empty witness (no entries)");
    throw new WitnessFormatException(file, "no violation_sequence entry (entries: "
        + String.join(", ", ImmutableSet.copyOf(otherTypes)) + "): not a violation witness");
  }

  private ViolationSequence sequence(JsonNode entry, String where) throws WitnessFormatException {
    JsonNode meta = entry.path("metadata");
    String version = meta.path("format_version").asText(null);
    if (version == null) throw bad(where, "metadata.format_version missing");
    if (!VERSIONS.contains(version)) throw bad(where, "format_version " + version + " (expected 2.0, 2.1 or 2.2)");
    JsonNode task = meta.path("task");
    String hash = null;
    String program = null;
    JsonNode inputs = task.path("input_files");
    if (inputs.isArray() && inputs.size() > 0) program = inputs.get(0).asText();
    if (program != null && task.path("input_file_hashes").has(program)) {
      hash = task.path("input_file_hashes").get(program).asText();
    }
    DataModel dm = switch (task.path("data_model").asText("")) {
      case "ILP32" -> DataModel.ILP32;
      case "LP64" -> DataModel.LP64;
      default -> null;
    };
    String producer = meta.path("producer").has("name")
        ? (meta.path("producer").path("name").asText() + " " + meta.path("producer").path("version").asText("")).strip()
        : null;
    WitnessInfo info = new WitnessInfo(file, WitnessInfo.Format.YAML, producer,
        task.path("specification").asText(null), program, hash, dm);
    JsonNode content = entry.path("content");
    if (!content.isArray() || content.isEmpty()) throw bad(where, "content must be a non-empty list of segments");
    ImmutableList.Builder<ViolationSequence.Segment> segments = ImmutableList.builder();
    for (int s = 0; s < content.size(); s++) {
      String sw = where + ", segment " + (s + 1);
      JsonNode seg = content.get(s).path("segment");
      if (!seg.isArray() || seg.isEmpty()) throw bad(sw, "expected 'segment:' with a non-empty list of waypoints");
      ImmutableList.Builder<ViolationSequence.Waypoint> wps = ImmutableList.builder();
      for (int w = 0; w < seg.size(); w++) {
        wps.add(waypoint(seg.get(w).path("waypoint"), sw + ", waypoint " + (w + 1)));
      }
      segments.add(new ViolationSequence.Segment(s + 1, wps.build()));
    }
    return check(new ViolationSequence(info, segments.build()), where);
  }

  private ViolationSequence.Waypoint waypoint(JsonNode w, String where) throws WitnessFormatException {
    if (!w.isObject()) throw bad(where, "expected 'waypoint:' with a mapping");
    ViolationSequence.Type type;
    try {
      type = ViolationSequence.Type.valueOf(w.path("type").asText("").toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw bad(where, "unknown waypoint type '" + w.path("type").asText("") + "'");
    }
    String action = w.path("action").asText("");
    if (!action.equals("follow") && !action.equals("avoid")) {
      throw bad(where, "action must be follow or avoid, not '" + action + "'");
    }
    JsonNode loc = w.path("location");
    JsonNode line = loc.path("line");
    if (!line.canConvertToInt() || line.asInt() < 1) throw bad(where, "location.line must be a positive integer");
    JsonNode col = loc.path("column");
    Integer column = col.canConvertToInt() ? col.asInt() : null;
    String function = loc.path("function").asText(null);
    JsonNode tid = w.path("thread_id");
    String threadId = tid.isMissingNode() || tid.isNull() ? null : tid.asText();
    JsonNode c = w.path("constraint");
    String constraint = c.isMissingNode() || c.isNull() ? null : c.path("value").asText(null);
    if (type == ViolationSequence.Type.ASSUMPTION || type == ViolationSequence.Type.BRANCHING) {
      if (constraint == null) throw bad(where, type.name().toLowerCase(Locale.ROOT) + " waypoint without constraint.value");
    }
    if (type == ViolationSequence.Type.BRANCHING && !constraint.equals("true") && !constraint.equals("false")) {
      throw bad(where, "a branching constraint is true or false, not '" + constraint + "'");
    }
    return new ViolationSequence.Waypoint(type, action.equals("follow"), threadId, line.asInt(), column,
        function, constraint, where);
  }

  /** Segments end with one follow waypoint, avoid waypoints before; targets only in the last one. */
  private ViolationSequence check(ViolationSequence seq, String where) throws WitnessFormatException {
    List<ViolationSequence.Segment> segs = seq.segments();
    for (int s = 0; s < segs.size(); s++) {
      List<ViolationSequence.Waypoint> w = segs.get(s).waypoints();
      boolean last = s == segs.size() - 1;
      String sw = where + ", segment " + (s + 1);
      for (int i = 0; i < w.size(); i++) {
        ViolationSequence.Waypoint p = w.get(i);
        if (p.type() == ViolationSequence.Type.TARGET && (!last || !p.follow())) {
          throw bad(sw, "a target waypoint must be a follow waypoint of the last segment");
        }
        boolean end = i == w.size() - 1;
        if (!last && p.follow() != end) throw bad(sw, "a segment is avoid waypoints and one follow waypoint at its end");
      }
      if (last) {
        boolean targets = w.stream().anyMatch(p -> p.type() == ViolationSequence.Type.TARGET);
        if (!targets || w.stream().anyMatch(p -> p.follow() && p.type() != ViolationSequence.Type.TARGET)) {
          throw bad(sw, "the last segment must end with its target waypoint(s)");
        }
      }
    }
    return seq;
  }

  private WitnessFormatException bad(String where, String what) {
    return new WitnessFormatException(file, where + ": " + what);
  }

  private static String firstLine(String s) {
    if (s == null) return "unreadable";
    int nl = s.indexOf('\n');
    return (nl < 0 ? s : s.substring(0, nl)).strip();
  }
}
