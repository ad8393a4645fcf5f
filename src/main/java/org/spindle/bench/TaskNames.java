package org.spindle.bench;

import java.nio.file.Path;
import java.util.List;

/** Short task names: each input relative to the deepest directory containing all of them. */
final class TaskNames {
  private TaskNames() {}

  static List<String> relative(List<Path> inputs) {
    if (inputs.isEmpty()) return List.of();
    List<Path> abs = inputs.stream().map(p -> p.toAbsolutePath().normalize()).toList();
    Path base = abs.get(0).getParent();
    for (Path p : abs) {
      while (base != null && !p.startsWith(base)) base = base.getParent();
    }
    Path b = base;
    return abs.stream().map(p -> b == null ? p.toString() : b.relativize(p).toString()).toList();
  }
}
