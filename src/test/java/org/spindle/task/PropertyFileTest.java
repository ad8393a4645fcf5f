package org.spindle.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.frontend.CompileError;
import org.spindle.program.DataModel;
import org.spindle.report.Property;

class PropertyFileTest {
  private static final Path P = Path.of("x.prp");

  @Test
  void unreachCallWithEitherErrorFunction() {
    PropertyFile f = PropertyFile.parse(P, "CHECK( init(main()), LTL(G ! call(reach_error())) )\n");
    assertEquals(Optional.of(Property.UNREACH_CALL), f.supported());
    assertEquals("reach_error", f.errorFunction());
    PropertyFile old = PropertyFile.parse(P, "CHECK(init(main()),LTL(G ! call(__VERIFIER_error())))");
    assertEquals(Optional.of(Property.UNREACH_CALL), old.supported());
    assertEquals("__VERIFIER_error", old.errorFunction());
  }

  @Test
  void dataRace() {
    PropertyFile f = PropertyFile.parse(P, "CHECK( init(main()), LTL(G ! data-race) )");
    assertEquals(Optional.of(Property.NO_DATA_RACE), f.supported());
  }

  @Test
  void otherPropertiesAreReadButNotSupported() {
    String memsafety = "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n"
        + "CHECK( init(main()), LTL(G valid-memtrack) )\n";
    PropertyFile m = PropertyFile.parse(P, memsafety);
    assertEquals(Optional.empty(), m.supported());
    assertEquals(3, m.checks().size());
    assertEquals(Optional.empty(), PropertyFile.parse(P, "CHECK( init(main()), LTL(G ! overflow) )").supported());
    assertEquals(Optional.empty(), PropertyFile.parse(P, "CHECK( init(main()), LTL(F end) )").supported());
    PropertyFile other = PropertyFile.parse(P, "CHECK( init(foo()), LTL(G ! call(reach_error())) )");
    assertEquals(Optional.empty(), other.supported());
    assertTrue(other.unsupportedReason().contains("foo"));
    // another function name than the two error functions
    assertEquals(Optional.empty(), PropertyFile.parse(P, "CHECK( init(main()), LTL(G ! call(foo())) )").supported());
  }

  @Test
  void malformedFilesAreInputErrorsWithTheirLine() {
    CompileError e = assertThrows(CompileError.class,
        () -> PropertyFile.parse(P, "CHECK( init(main()), LTL(G ! data-race) )\nhello"));
    assertEquals(2, e.pos().line());
    assertThrows(CompileError.class, () -> PropertyFile.parse(P, ""));
    assertThrows(CompileError.class, () -> PropertyFile.parse(P, "CHECK( init(main()), LTL(G ! call(reach_error()) )"));
    assertThrows(CompileError.class, () -> PropertyFile.parse(P, "<graphml/>"));
  }

  @Test
  void taskFilesOfBothFormats(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("a.yml"), "format_version: '1.0'\n# comment\ninput_files: 'a.i'\n"
        + "properties:\n  - property_file: ../properties/unreach-call.prp\n    expected_verdict: false\n");
    TaskFile a = TaskFile.read(dir.resolve("a.yml"));
    assertEquals(dir.resolve("a.i").toAbsolutePath().normalize(), a.inputFile());
    assertEquals(Optional.of(false), a.expectedUnreachCall());
    assertEquals(DataModel.ILP32, a.dataModel());
    Files.writeString(dir.resolve("b.yml"), "format_version: '2.0'\ninput_files: ['b.c']\nproperties:\n"
        + "  - property_file: ../p/unreach-call.prp\n    expected_verdict: true\n"
        + "  - property_file: ../p/no-data-race.prp\n    expected_verdict: false\n"
        + "  - property_file: ../p/valid-memsafety.prp\n    expected_verdict: false\n    subproperty: valid-deref\n"
        + "options:\n  language: C\n  data_model: LP64\n");
    TaskFile b = TaskFile.read(dir.resolve("b.yml"));
    assertEquals(Optional.of(true), b.expectedUnreachCall());
    assertEquals(Optional.of(false), b.expectedVerdict(Property.NO_DATA_RACE));
    assertEquals(3, b.properties().size());
    assertEquals(Optional.of("valid-deref"), b.properties().get(2).subproperty());
    assertEquals(DataModel.LP64, b.dataModel());
    assertTrue(b.dataModelGiven());
    Files.writeString(dir.resolve("c.yml"), "input_files: [a\nproperties: {\n");
    assertThrows(CompileError.class, () -> TaskFile.read(dir.resolve("c.yml")));
    Files.writeString(dir.resolve("d.yml"), "properties: []\n");
    assertThrows(CompileError.class, () -> TaskFile.read(dir.resolve("d.yml")));
  }
}
