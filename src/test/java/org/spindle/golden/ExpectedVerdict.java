package org.spindle.golden;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The header of a cprograms/ file: {@code // expect: ...} and {@code // state-space: ...} ({@code
 * finite}: the exhaustive explicit search decides it; {@code infinite}; {@code large}: finite but
 * beyond the explicit search's state limit, e.g. a bug that random runs find, D28; {@code
 * beyond-thread-bound}: finite, but runs create more threads than the default --thread-bound, so
 * with it the right answer of a SAFE program is UNKNOWN (thread bound), D44).
 */
record ExpectedVerdict(Path file, String expect, boolean finite, boolean beyondThreadBound) {

  static ExpectedVerdict of(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file);
    String expect = header(lines, "// expect:");
    String space = header(lines, "// state-space:");
    if (expect == null) throw new IllegalStateException(file + ": no '// expect:' header");
    boolean beyond = "beyond-thread-bound".equals(space);
    return new ExpectedVerdict(file, expect, !"infinite".equals(space) && !"large".equals(space) && !beyond, beyond);
  }

  private static String header(List<String> lines, String key) {
    for (String l : lines.subList(0, Math.min(5, lines.size()))) {
      if (l.startsWith(key)) return l.substring(key.length()).strip();
    }
    return null;
  }

  /** Errors are reachable in some interleaving (PARTIALLY SAFE programs have unsafe ones too). */
  boolean errorReachable() {
    return expect.equals("UNSAFE") || expect.equals("PARTIALLY SAFE");
  }

  static List<Path> all() throws IOException {
    try (var s = Files.list(Path.of("cprograms"))) {
      return s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
    }
  }
}
