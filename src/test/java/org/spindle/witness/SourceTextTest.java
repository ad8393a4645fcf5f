package org.spindle.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spindle.program.SourcePos;

/** Physical places of front-end positions: only real lines and columns. */
class SourceTextTest {
  @Test
  void plainFileLinesColumnsAndOffsets() {
    SourceText s = new SourceText("int x;\nint main() {\n  x = f(g(1), 2);\n}\n", "a.c");
    assertEquals(4, s.lineCount());
    assertEquals(Optional.of(new Loc(3, 3, 22)), s.locate(new SourcePos("a.c", 3, 3)));
    // a column past the line's end is dropped, a line past the file's end refused
    assertEquals(Optional.of(new Loc(3, 0, -1)), s.locate(new SourcePos("a.c", 3, 40)));
    assertTrue(s.locate(new SourcePos("a.c", 5, 1)).isEmpty());
    assertTrue(s.locate(new SourcePos("other.h", 3, 3)).isEmpty());
    // the call's closing parenthesis, across nested parentheses
    Loc call = s.locate(new SourcePos("a.c", 3, 7)).orElseThrow();
    assertEquals(Optional.of(new Loc(3, 16, 35)), s.closingParen(call, "f"));
    assertTrue(s.closingParen(call, "fo").isEmpty());
  }

  @Test
  void lineMarkersAreInvertedWhereUnique() {
    String text = "# 1 \"orig.c\"\nint x;\n# 10 \"orig.c\"\nint y;\nint z;\n";
    SourceText s = new SourceText(text, "a.i");
    assertEquals(Optional.of(new Loc(2, 1, 13)), s.locate(new SourcePos("orig.c", 1, 1)));
    assertEquals(Optional.of(new Loc(5, 1, 41)), s.locate(new SourcePos("orig.c", 11, 1)));
    assertTrue(s.locate(new SourcePos("orig.c", 2, 1)).isEmpty());
    assertTrue(s.locate(new SourcePos("a.i", 2, 1)).isEmpty());
  }

  @Test
  void preprocessedFilesKeepLinesButNotColumns() {
    SourceText s = new SourceText("#include <stdio.h>\n#define N 2\nint x = N;\n", "a.c");
    assertTrue(s.preprocessed());
    assertEquals(Optional.of(new Loc(3, 0, -1)), s.locate(new SourcePos("a.c", 3, 9)));
  }

  @Test
  void specificationFormulaAndValues() {
    assertEquals("G ! call(reach_error())",
        new WitnessTask("a.c", "a.c", "h", org.spindle.report.Property.UNREACH_CALL,
            "CHECK( init(main()), LTL(G ! call(reach_error())) )\n", org.spindle.program.DataModel.ILP32,
            "Spindle", "0.1.0", java.time.OffsetDateTime.parse("2026-01-02T03:04:05.678+01:00"), "")
            .ltlFormula());
    assertEquals("-2", ViolationPath.cValue("i32", -2));
    assertEquals("4294967295", ViolationPath.cValue("u32", 4294967295L));
    assertEquals("18446744073709551615ULL", ViolationPath.cValue("u64", -1));
    assertEquals("(-9223372036854775807LL - 1)", ViolationPath.cValue("i64", Long.MIN_VALUE));
    assertEquals("1", ViolationPath.cValue("bool", 1));
    assertEquals(null, ViolationPath.cValue("ptr64", 4096));
  }

  @Test
  void creationTimeHasSecondsAndOffset() {
    WitnessTask t = new WitnessTask("a.c", "a.c", "h", org.spindle.report.Property.UNREACH_CALL, "spec",
        org.spindle.program.DataModel.LP64, "Spindle", "0.1.0",
        java.time.OffsetDateTime.parse("2026-01-02T03:04:00.678+01:00"), "");
    assertEquals("2026-01-02T03:04:00+01:00", t.creationTimeText());
    assertEquals("64bit", t.architecture());
  }
}
