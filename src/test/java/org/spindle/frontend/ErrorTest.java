package org.spindle.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.frontend.ParserTestSupport.error;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.program.DataModel;
import org.spindle.program.SourcePos;

/** Malformed input gives CompileError at the offending token, never another exception. */
class ErrorTest {
  private static void assertError(String src, int line, int col, String msg) {
    CompileError e = error(src);
    assertEquals(new SourcePos("t.c", line, col), e.pos(), e.getMessage());
    assertTrue(e.detail().contains(msg), e.getMessage());
  }

  @Test
  void missingSemicolon() {
    assertError("int f(void) {\n  int x = 1;\n  x = 2\n  return x;\n}", 4, 3, "expected ';' after expression");
    assertError("int x\nint y;", 2, 1, "expected ';'");
  }

  @Test
  void undeclaredIdentifier() {
    assertError("int f(void) {\n  return y + 1;\n}", 2, 10, "use of undeclared identifier 'y'");
  }

  @Test
  void typeErrors() {
    assertError("int s;\nint f(void) {\n  int x = s.f;\n  return x;\n}", 3, 12, "request for member 'f' in something not a structure or union");
    assertError("struct S { int a; } s;\nint f(void) { return s.b; }", 2, 23, "has no member named 'b'");
    assertError("struct S { int a; } s;\nvoid f(void) { int i; i = s; }", 2, 25, "incompatible types");
    assertError("int x;\nvoid f(void) { x(); }", 2, 16, "called object is not a function");
    assertError("int x;\nvoid f(void) { *x = 1; }", 2, 16, "invalid type argument of unary '*'");
    assertError("void f(void) { 3 = 4; }", 1, 18, "lvalue required");
    assertError("int g(int);\nvoid f(void) { g(1, 2); }", 2, 16, "too many arguments");
    assertError("void f(void) { break; }", 1, 16, "break statement not within loop or switch");
    assertError("void f(void) { goto nowhere; }", 1, 16, "label 'nowhere' used but not defined");
    assertError("int a[-1];", 1, 6, "size of array is negative");
    assertError("int x; int x = 1; int x = 2;", 1, 23, "redefinition of 'x'");
    assertError("int x; char x;", 1, 13, "conflicting types for 'x'");
    assertError("void f(void) { int y; int y; }", 1, 27, "redeclaration of 'y'");
    assertError("foo x;", 1, 1, "unknown type name 'foo'");
    assertError("void f(void) {\n  bar y;\n}", 2, 3, "unknown type name 'bar'");
  }

  @Test
  void truncatedInput() {
    assertError("int f(void) {\n  int x = 1;\n", 3, 1, "unexpected end of file");
    assertError("int f(void) { return (1 + ", 1, 27, "unexpected end of file");
    assertError("struct S { int a;", 1, 18, "unexpected end of file");
  }

  @Test
  void binaryGarbage() {
    assertError("int x;\n\u0000\u0001\u0002", 2, 1, "invalid character");
  }

  @Test
  void invalidUtf8File(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("bad.i");
    Files.write(f, new byte[] {'i', 'n', 't', ' ', 'x', ';', '\n', 'i', (byte) 0xC3, (byte) 0x28, ';'});
    CompileError e = assertThrows(CompileError.class, () -> CFrontend.parseFile(f, DataModel.LP64));
    assertEquals(new SourcePos(f.toString(), 2, 2), e.pos());
  }

  @Test
  void deepNestingIsACompileErrorNotAStackOverflow() {
    String deep = "int f(void) { return " + "(".repeat(100_000) + "1" + ")".repeat(100_000) + "; }";
    CompileError e = error(deep);
    assertTrue(e.detail().contains("nesting too deep"), e.getMessage());
    String blocks = "void f(void) " + "{".repeat(50_000) + "}".repeat(50_000);
    assertTrue(error(blocks).detail().contains("nesting too deep"));
    String unary = "int f(int x) { return " + "-".repeat(50_000) + "x; }";
    assertTrue(error(unary).detail().contains("nesting too deep"));
    // moderately deep input is fine
    ParserTestSupport.parse("int f(void) { return " + "(".repeat(500) + "1" + ")".repeat(500) + "; }");
  }

  @Test
  void directivesInPreprocessedText() {
    assertError("int x;\n#define N 3\n", 2, 1, "preprocessing directive");
  }
}
