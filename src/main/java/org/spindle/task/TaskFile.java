package org.spindle.task;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import org.spindle.frontend.CompileError;
import org.spindle.program.DataModel;
import org.spindle.program.SourcePos;
import org.spindle.report.Property;

/**
 * An SV-COMP task definition (.yml, format 1.0 or 2.0), read with Jackson's YAML parser (D33):
 * input file, the properties with their expected verdicts, data model. Format 1.0
 * ConcurrencySafety tasks have no {@code options} block and are 32-bit, so ILP32 is the default.
 *
 * @param dataModelGiven whether the task states its data model ({@code options.data_model})
 */
public record TaskFile(Path yml, Path inputFile, ImmutableList<TaskProperty> properties,
    DataModel dataModel, boolean dataModelGiven) {

  /**
   * One entry of {@code properties}: the property file (resolved against the task's directory),
   * the property it names (from the file name, as SV-COMP's property files are canonically named;
   * empty for other properties) and the expected verdict (empty if the task does not say).
   */
  public record TaskProperty(Path propertyFile, Optional<Property> property,
      Optional<Boolean> expectedVerdict, Optional<String> subproperty) {}

  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  public static TaskFile read(Path yml) throws IOException {
    JsonNode root;
    try {
      root = YAML.readTree(yml.toFile());
    } catch (JsonProcessingException e) {
      var loc = e.getLocation();
      throw new CompileError(new SourcePos(yml.toString(), loc == null ? 1 : Math.max(1, loc.getLineNr()),
          loc == null ? 1 : Math.max(1, loc.getColumnNr())), "malformed task file: " + e.getOriginalMessage());
    } catch (NoSuchFileException | java.io.FileNotFoundException e) {
      throw new IOException("cannot read " + yml + ": no such file");
    }
    if (root == null || !root.isObject()) throw bad(yml, "not a task definition (a YAML mapping)");
    Path dir = yml.toAbsolutePath().getParent();
    Path input = dir.resolve(inputFile(yml, root.get("input_files"))).normalize();
    ImmutableList.Builder<TaskProperty> props = ImmutableList.builder();
    JsonNode ps = root.get("properties");
    if (ps != null && !ps.isNull()) {
      if (!ps.isArray()) throw bad(yml, "properties must be a list");
      for (JsonNode p : ps) props.add(property(yml, dir, p));
    }
    JsonNode dm = root.path("options").path("data_model");
    DataModel model = DataModel.ILP32;
    if (!dm.isMissingNode() && !dm.isNull()) {
      model = switch (dm.asText()) {
        case "ILP32" -> DataModel.ILP32;
        case "LP64" -> DataModel.LP64;
        default -> throw bad(yml, "unknown data_model '" + dm.asText() + "' (ILP32 or LP64)");
      };
    }
    return new TaskFile(yml, input, props.build(), model, !dm.isMissingNode() && !dm.isNull());
  }

  /** The expected verdict for unreach-call, if the task names that property with a verdict. */
  public Optional<Boolean> expectedUnreachCall() {
    return expectedVerdict(Property.UNREACH_CALL);
  }

  public Optional<Boolean> expectedVerdict(Property p) {
    return find(p).flatMap(TaskProperty::expectedVerdict);
  }

  /** The task's entry for property {@code p}, if it has one. */
  public Optional<TaskProperty> find(Property p) {
    return properties.stream().filter(t -> t.property().equals(Optional.of(p))).findFirst();
  }

  private static String inputFile(Path yml, JsonNode n) {
    if (n == null || n.isNull()) throw bad(yml, "no input_files entry");
    if (n.isArray()) {
      if (n.size() != 1) throw bad(yml, "tasks with " + n.size() + " input files are not supported (one expected)");
      n = n.get(0);
    }
    if (!n.isTextual() || n.asText().isBlank()) throw bad(yml, "input_files must name a file");
    return n.asText();
  }

  private static TaskProperty property(Path yml, Path dir, JsonNode p) {
    JsonNode file = p.get("property_file");
    if (file == null || !file.isTextual()) throw bad(yml, "a property without property_file");
    Path prp = dir.resolve(file.asText()).normalize();
    String name = prp.getFileName().toString();
    Optional<Property> prop = java.util.Arrays.stream(Property.values())
        .filter(x -> name.equals(x.svcompName() + ".prp")).findFirst();
    JsonNode v = p.get("expected_verdict");
    Optional<Boolean> expected = Optional.empty();
    if (v != null && !v.isNull()) {
      String t = v.asText();
      if (!v.isBoolean() && !t.equals("true") && !t.equals("false")) {
        throw bad(yml, "expected_verdict must be true or false, got '" + t + "'");
      }
      expected = Optional.of(v.isBoolean() ? v.asBoolean() : t.equals("true"));
    }
    JsonNode sub = p.get("subproperty");
    return new TaskProperty(prp, prop, expected,
        sub == null || sub.isNull() ? Optional.empty() : Optional.of(sub.asText()));
  }

  private static CompileError bad(Path yml, String what) {
    return new CompileError(new SourcePos(yml.toString(), 1, 1), what);
  }
}
