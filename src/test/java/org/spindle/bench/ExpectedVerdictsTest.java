package org.spindle.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExpectedVerdictsTest {
  @TempDir Path dir;

  @Test
  void headerOfCprograms() throws IOException {
    assertEquals(Optional.of(Expected.UNSAFE), ExpectedVerdicts.of(Path.of("cprograms/atomic_split.c")));
    assertEquals(Optional.of(Expected.SAFE), ExpectedVerdicts.of(Path.of("cprograms/bakery.c")));
    assertEquals(Optional.of(Expected.PARTIALLY_SAFE), ExpectedVerdicts.fromHeader(List.of("// expect: PARTIALLY SAFE")));
    assertEquals(Optional.of(Expected.SAFE), ExpectedVerdicts.fromHeader(List.of("/* x */", "  // expect:   safe  ")));
  }

  @Test
  void missingOrLateOrBadHeader() throws IOException {
    assertEquals(Optional.empty(), ExpectedVerdicts.fromHeader(List.of("int x;")));
    assertEquals(Optional.empty(), ExpectedVerdicts.fromHeader(List.of("// expect: MOSTLY")));
    List<String> late = new java.util.ArrayList<>(java.util.Collections.nCopies(20, "int x;"));
    late.add("// expect: SAFE");
    assertEquals(Optional.empty(), ExpectedVerdicts.fromHeader(late));
    Path c = dir.resolve("plain.c");
    Files.writeString(c, "int main(void) { return 0; }\n");
    assertEquals(Optional.empty(), ExpectedVerdicts.of(c));
  }

  private Path yml(String name, String prop, String verdict) throws IOException {
    Path y = dir.resolve(name + ".yml");
    Files.writeString(y, """
        format_version: '2.0'
        input_files: '%s.i'
        properties:
          - property_file: ../properties/no-data-race.prp
            expected_verdict: false
          - property_file: ../properties/%s.prp
            expected_verdict: %s
        options:
          language: C
          data_model: ILP32
        """.formatted(name, prop, verdict));
    Files.writeString(dir.resolve(name + ".i"), "int main(void) { return 0; }\n");
    return y;
  }

  @Test
  void svcompYmlUsesTheUnreachCallProperty() throws IOException {
    assertEquals(Optional.of(Expected.SAFE), ExpectedVerdicts.of(yml("a", "unreach-call", "true")));
    assertEquals(Optional.of(Expected.UNSAFE), ExpectedVerdicts.of(yml("b", "unreach-call", "false")));
    assertEquals(Optional.empty(), ExpectedVerdicts.of(yml("c", "valid-memsafety", "true")));
    // A .i next to its .yml takes the verdict from the .yml.
    assertEquals(Optional.of(Expected.UNSAFE), ExpectedVerdicts.of(dir.resolve("b.i")));
  }

  @Test
  void realSvcompTask() throws IOException {
    Path y = Path.of("../shared/svcomp/pthread/stack-1.yml");
    if (!Files.isRegularFile(y)) y = Path.of("/work/shared/svcomp/pthread/stack-1.yml");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(y), "svcomp sample not present");
    assertEquals(Optional.of(Expected.SAFE), ExpectedVerdicts.of(y));
  }
}
