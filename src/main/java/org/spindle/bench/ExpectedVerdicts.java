package org.spindle.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.spindle.report.Property;
import org.spindle.task.TaskFile;

/**
 * Reads the expected verdict of an input for a property (unreach-call unless said otherwise): the
 * SV-COMP .yml {@code expected_verdict} of that property (also via a .yml next to a .i), or a
 * {@code // expect: ...} line among the first lines of a C file. A C file is about unreach-call
 * unless its header names another property ({@code // property: no-data-race}); its expectation
 * counts only for the property it is about. Empty when there is none.
 */
public final class ExpectedVerdicts {
  /** How many leading lines of a C file may hold the header. */
  static final int HEADER_LINES = 10;

  private static final String KEY = "// expect:";
  private static final String PROPERTY_KEY = "// property:";

  private ExpectedVerdicts() {}

  public static Optional<Expected> of(Path input) throws IOException {
    return of(input, Property.UNREACH_CALL);
  }

  public static Optional<Expected> of(Path input, Property property) throws IOException {
    String name = input.getFileName().toString();
    if (name.endsWith(".yml") || name.endsWith(".yaml")) return fromYml(input, property);
    if (name.endsWith(".i")) {
      Path yml = input.resolveSibling(name.substring(0, name.length() - 2) + ".yml");
      if (Files.isRegularFile(yml)) return fromYml(yml, property);
    }
    return fromHeader(readHead(input), property);
  }

  static Optional<Expected> fromYml(Path yml, Property property) throws IOException {
    return TaskFile.read(yml).expectedVerdict(property).map(safe -> safe ? Expected.SAFE : Expected.UNSAFE);
  }

  /** The first {@code // expect:} line among the given leading lines (about unreach-call). */
  static Optional<Expected> fromHeader(List<String> lines) {
    return fromHeader(lines, Property.UNREACH_CALL);
  }

  /** The first {@code // expect:} line, if the header is about {@code property}. */
  static Optional<Expected> fromHeader(List<String> lines, Property property) {
    Property about = Property.UNREACH_CALL;
    Optional<Expected> expected = Optional.empty();
    for (String l : lines.subList(0, Math.min(HEADER_LINES, lines.size()))) {
      String s = l.strip();
      if (s.startsWith(PROPERTY_KEY)) {
        String named = s.substring(PROPERTY_KEY.length()).strip();
        about = java.util.Arrays.stream(Property.values()).filter(p -> p.svcompName().equals(named))
            .findFirst().orElse(null);
      }
      if (s.startsWith(KEY) && expected.isEmpty()) expected = Optional.ofNullable(Expected.parse(s.substring(KEY.length())));
    }
    return about == property ? expected : Optional.empty();
  }

  private static List<String> readHead(Path file) throws IOException {
    // Only the head matters; read it leniently so an odd encoding elsewhere does not fail here.
    try (var in = Files.newInputStream(file)) {
      byte[] head = in.readNBytes(8192);
      String text = new String(head, java.nio.charset.StandardCharsets.ISO_8859_1);
      return text.lines().toList();
    }
  }
}
