package org.spindle.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.spindle.task.TaskFile;

/**
 * Reads the expected verdict of an input: the SV-COMP .yml {@code expected_verdict} of the
 * unreach-call property (also via a .yml next to a .i), or a {@code // expect: ...} line among
 * the first lines of a C file. Empty when there is none.
 */
public final class ExpectedVerdicts {
  /** How many leading lines of a C file may hold the header. */
  static final int HEADER_LINES = 10;

  private static final String KEY = "// expect:";

  private ExpectedVerdicts() {}

  public static Optional<Expected> of(Path input) throws IOException {
    String name = input.getFileName().toString();
    if (name.endsWith(".yml") || name.endsWith(".yaml")) return fromYml(input);
    if (name.endsWith(".i")) {
      Path yml = input.resolveSibling(name.substring(0, name.length() - 2) + ".yml");
      if (Files.isRegularFile(yml)) return fromYml(yml);
    }
    return fromHeader(readHead(input));
  }

  static Optional<Expected> fromYml(Path yml) throws IOException {
    return TaskFile.read(yml).expectedUnreachCall().map(safe -> safe ? Expected.SAFE : Expected.UNSAFE);
  }

  /** The first {@code // expect:} line among the given leading lines. */
  static Optional<Expected> fromHeader(List<String> lines) {
    for (String l : lines.subList(0, Math.min(HEADER_LINES, lines.size()))) {
      String s = l.strip();
      if (s.startsWith(KEY)) return Optional.ofNullable(Expected.parse(s.substring(KEY.length())));
    }
    return Optional.empty();
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
