package org.spindle.witness;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.spindle.program.DataModel;

/**
 * The parts every YAML witness entry (format 2.x) shares: the metadata block, locations, and
 * serialisation through Jackson. Maps keep insertion order, so files read in the order of the
 * format description.
 */
final class YamlEntries {
  private static final YAMLMapper MAPPER = YAMLMapper.builder()
      .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
      .disable(YAMLGenerator.Feature.SPLIT_LINES)
      .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
      .build();

  private YamlEntries() {}

  /** {@code format_version}, a fresh {@code uuid}, {@code creation_time}, producer and task. */
  static Map<String, Object> metadata(WitnessTask task, String formatVersion) {
    Map<String, Object> producer = new LinkedHashMap<>();
    producer.put("name", task.producer());
    producer.put("version", task.producerVersion());
    Map<String, Object> t = new LinkedHashMap<>();
    t.put("input_files", List.of(task.programFile()));
    t.put("input_file_hashes", Map.of(task.programFile(), task.programHash()));
    t.put("specification", task.ltlFormula());
    t.put("data_model", task.dataModel() == DataModel.ILP32 ? "ILP32" : "LP64");
    t.put("language", "C");
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("format_version", formatVersion);
    m.put("uuid", UUID.randomUUID().toString());
    m.put("creation_time", task.creationTimeText());
    m.put("producer", producer);
    m.put("task", t);
    return m;
  }

  /** A {@code location}: file, line, column where known, function where known. */
  static Map<String, Object> location(WitnessTask task, Loc loc, String function) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("file_name", task.programFile());
    m.put("line", loc.line());
    if (loc.column() > 0) m.put("column", loc.column());
    if (function != null) m.put("function", function);
    return m;
  }

  static Map<String, Object> entry(String type, Map<String, Object> metadata, Object content) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("entry_type", type);
    m.put("metadata", metadata);
    m.put("content", content);
    return m;
  }

  static String write(List<Map<String, Object>> entries) {
    try {
      return MAPPER.writeValueAsString(entries);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot serialise the witness", e);
    }
  }
}
