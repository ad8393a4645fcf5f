package org.spindle.task;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Expands command-line inputs: a tasks.csv (column yml_path), a directory, or single files. */
public final class TaskList {
  private TaskList() {}

  public static List<Path> expand(List<Path> args) throws IOException {
    List<Path> out = new ArrayList<>();
    for (Path p : args) {
      String name = p.getFileName().toString();
      if (Files.isDirectory(p)) {
        try (var s = Files.walk(p)) {
          s.filter(Files::isRegularFile)
              .filter(f -> {
                String n = f.getFileName().toString();
                return n.endsWith(".c") || n.endsWith(".yml");
              })
              .sorted()
              .forEach(out::add);
        }
      } else if (name.endsWith(".csv")) {
        List<String> lines = Files.readAllLines(p);
        if (lines.isEmpty()) continue;
        List<String> header = List.of(lines.get(0).split(","));
        int col = header.indexOf("yml_path");
        if (col < 0) throw new IOException(p + ": no yml_path column");
        Path dir = p.toAbsolutePath().getParent();
        for (String line : lines.subList(1, lines.size())) {
          if (line.isBlank()) continue;
          out.add(dir.resolve(line.split(",")[col]).normalize());
        }
      } else {
        out.add(p);
      }
    }
    return out;
  }
}
