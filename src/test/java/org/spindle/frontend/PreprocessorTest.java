package org.spindle.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.program.DataModel;
import org.spindle.program.SourcePos;

class PreprocessorTest {
  private static void assumeGcc() {
    Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/gcc")), "gcc not installed");
  }

  @Test
  void runsGccAndMapsPositionsToTheSourceFile(@TempDir Path dir) throws IOException {
    assumeGcc();
    Path h = dir.resolve("defs.h");
    Files.writeString(h, "#define N 3\nint from_header;\n");
    Path c = dir.resolve("prog.c");
    Files.writeString(c, "#include \"defs.h\"\n#ifdef __VERIFIER_SPINDLE\nint arr[N];\n#endif\n");
    TranslationUnit tu = CFrontend.parseFile(c, DataModel.ILP32);
    var arr = ParserTestSupport.global(tu, "arr");
    assertEquals(3, ((CType.Array) arr.type()).length());
    assertEquals(3, arr.pos().line());
    assertTrue(arr.pos().file().endsWith("prog.c"));
    assertTrue(ParserTestSupport.global(tu, "from_header").pos().file().endsWith("defs.h"));

    Path bad = dir.resolve("bad.c");
    Files.writeString(bad, "#define X 1\n\nint y = X\nint z;\n");
    CompileError e = assertThrows(CompileError.class, () -> CFrontend.parseFile(bad, DataModel.LP64));
    assertEquals(4, e.pos().line());
    assertEquals(1, e.pos().col());
    assertTrue(e.pos().file().endsWith("bad.c"));
  }

  @Test
  void preprocessorErrorsAreCompileErrorsAtTheFileStart(@TempDir Path dir) throws IOException {
    assumeGcc();
    Path c = dir.resolve("missing.c");
    Files.writeString(c, "#include \"does_not_exist.h\"\nint x;\n");
    CompileError e = assertThrows(CompileError.class, () -> CFrontend.parseFile(c, DataModel.LP64));
    assertEquals(new SourcePos(c.toString(), 1, 1), e.pos());
    assertTrue(e.detail().contains("does_not_exist.h"), e.detail());
  }
}
