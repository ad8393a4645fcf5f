package org.spindle.task;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.spindle.program.DataModel;

/**
 * An SV-COMP task definition (.yml, format 1.0 or 2.0): input file, expected verdict for the
 * unreach-call property, data model. The files are tiny and regular, so a line-based reader is
 * enough (no YAML dependency; docs/decisions.md).
 *
 * @param expectedUnreachCall empty if the task has no unreach-call property
 */
public record TaskFile(Path yml, Path inputFile, Optional<Boolean> expectedUnreachCall,
    DataModel dataModel) {

  public static TaskFile read(Path yml) throws IOException {
    String input = null;
    Boolean expected = null;
    boolean inUnreachCall = false;
    DataModel dm = DataModel.ILP32; // format 1.0 ConcurrencySafety tasks are 32-bit
    for (String raw : Files.readAllLines(yml)) {
      String line = raw.strip();
      if (line.startsWith("#") || line.isEmpty()) continue;
      if (line.startsWith("input_files:")) {
        input = unquote(line.substring("input_files:".length()));
      } else if (line.startsWith("- property_file:") || line.startsWith("property_file:")) {
        inUnreachCall = line.contains("unreach-call");
      } else if (line.startsWith("expected_verdict:") && inUnreachCall) {
        expected = Boolean.parseBoolean(unquote(line.substring("expected_verdict:".length())));
      } else if (line.startsWith("data_model:")) {
        dm = unquote(line.substring("data_model:".length())).equals("LP64")
            ? DataModel.LP64 : DataModel.ILP32;
      }
    }
    if (input == null || input.isEmpty()) {
      throw new IOException(yml + ": no input_files entry");
    }
    Path dir = yml.toAbsolutePath().getParent();
    return new TaskFile(yml, dir.resolve(input).normalize(), Optional.ofNullable(expected), dm);
  }

  private static String unquote(String s) {
    String t = s.strip();
    if (t.startsWith("[") && t.endsWith("]")) t = t.substring(1, t.length() - 1).strip();
    if (t.length() >= 2 && (t.startsWith("'") || t.startsWith("\""))) t = t.substring(1, t.length() - 1);
    return t;
  }
}
