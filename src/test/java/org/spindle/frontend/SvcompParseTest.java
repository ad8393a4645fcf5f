package org.spindle.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.program.DataModel;

/** Every SV-COMP .i input of the shared benchmark sample parses (ILP32, as they were made with -m32). */
class SvcompParseTest {
  static Path svcompDir() {
    return Path.of(System.getProperty("spindle.svcomp", "/work/shared/svcomp"));
  }

  static List<Path> inputs() throws IOException {
    Path dir = svcompDir();
    Path csv = dir.resolve("tasks.csv");
    Assumptions.assumeTrue(Files.isRegularFile(csv), "SV-COMP sample not found at " + dir);
    List<Path> out = new ArrayList<>();
    List<String> lines = Files.readAllLines(csv);
    int col = List.of(lines.get(0).split(",")).indexOf("input_file");
    for (String l : lines.subList(1, lines.size())) {
      if (!l.isBlank()) out.add(dir.resolve(l.split(",")[col]));
    }
    return out;
  }

  @Test
  void allInputsParse() throws IOException {
    List<Path> files = inputs();
    List<String> failures = new ArrayList<>();
    int ok = 0;
    for (Path f : files) {
      try {
        TranslationUnit tu = CFrontend.parseFile(f, DataModel.ILP32);
        assertNotNull(tu.function("main"), "no main in " + f);
        assertTrue(tu.function("main").isDefined(), "main not defined in " + f);
        ok++;
      } catch (RuntimeException e) {
        failures.add(f + ": " + e);
      }
    }
    System.out.println("SV-COMP inputs parsed: " + ok + "/" + files.size());
    failures.forEach(System.out::println);
    assertEquals(List.of(), failures);
  }

  @Test
  void parsingIsFast() throws IOException {
    List<Path> files = inputs();
    Path biggest = files.stream().max((a, b) -> Long.compare(a.toFile().length(), b.toFile().length())).orElseThrow();
    for (int k = 0; k < 5; k++) CFrontend.parseFile(biggest, DataModel.ILP32); // warm-up
    long t0 = System.nanoTime();
    CFrontend.parseFile(biggest, DataModel.ILP32);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    assertTrue(ms < 1000, "parsing " + biggest + " took " + ms + " ms");
  }
}
