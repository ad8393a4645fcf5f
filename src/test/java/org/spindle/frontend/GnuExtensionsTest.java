package org.spindle.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.frontend.ParserTestSupport.dump;
import static org.spindle.frontend.ParserTestSupport.global;
import static org.spindle.frontend.ParserTestSupport.parse;

import org.junit.jupiter.api.Test;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.program.DataModel;

/** GNU/C11 constructs found in glibc headers and SV-COMP programs. */
class GnuExtensionsTest {
  @Test
  void headerNoiseIsAccepted() {
    TranslationUnit tu = parse("__extension__ typedef long long int __quad_t;\n"
        + "extern int printf (const char *__restrict __format, ...) __attribute__ ((__nothrow__));\n"
        + "extern int foo (int) __asm__ (\"\" \"foo64\") __attribute__ ((__leaf__));\n"
        + "static __inline__ int __attribute__((always_inline)) twice(int x) { return 2 * x; }\n"
        + "_Static_assert(sizeof(int) == 4, \"int\");\n"
        + "__thread int tls; _Thread_local int tls2;\n"
        + "_Alignas(16) char buf[16];\n"
        + "__typeof__(tls) same; typeof(int *) ip;\n"
        + "__int128 big; unsigned __int128 ubig; _Float128 f128; long double ld;\n"
        + "__builtin_va_list ap;\n"
        + "_Noreturn void die(void);\n"
        + "__quad_t q;");
    assertTrue(global(tu, "tls").isThreadLocal());
    assertEquals("int", global(tu, "same").type().toString());
    assertEquals("int*", global(tu, "ip").type().toString());
    assertEquals("__int128", global(tu, "big").type().toString());
    assertEquals("unsigned __int128", global(tu, "ubig").type().toString());
    assertInstanceOf(CType.Floating.class, global(tu, "f128").type());
    assertEquals("long long", global(tu, "q").type().toString());
    assertTrue(tu.function("twice").isDefined());
    assertTrue(tu.function("foo").type().prototyped());
    assertThrows(CompileError.class, () -> parse("_Static_assert(sizeof(int) == 8, \"no\");"));
  }

  @Test
  void builtins() {
    assertEquals("1:int", dump("", "__builtin_types_compatible_p(int, signed)"));
    assertEquals("0:int", dump("", "__builtin_types_compatible_p(int, long)"));
    assertEquals("(unsupported __builtin_va_arg)", dump("__builtin_va_list ap;", "__builtin_va_arg(ap, int)"));
    assertEquals("(call:int (icast int([])* __builtin_trap:int([])))", dump("", "__builtin_trap()"));
    assertEquals("\"f\":char[2]", dump("", "__func__"));
    assertEquals("(?:int a:int a:int 2:int)", dump("int a;", "a ?: 2"));
  }

  @Test
  void sizeofDependsOnDataModel() {
    String decls = "struct S { char c; long l; void *p; long long ll; };";
    assertEquals("20:unsigned int", dump(decls, "", "sizeof(struct S)", DataModel.ILP32));
    assertEquals("32:unsigned long", dump(decls, "", "sizeof(struct S)", DataModel.LP64));
    assertEquals("12:unsigned int", dump("", "", "sizeof(long double)", DataModel.ILP32));
    assertEquals("16:unsigned long", dump("", "", "sizeof(long double)", DataModel.LP64));
  }

  @Test
  void glibcStyleAssert() {
    TranslationUnit tu = parse("extern void __assert_fail (const char *__assertion, const char *__file,\n"
        + "      unsigned int __line, const char *__function) __attribute__ ((__noreturn__));\n"
        + "int main(void) { int x = 1;\n"
        + "  ((void) sizeof ((x == 1) ? 1 : 0), __extension__ ({ if (x == 1) ; else __assert_fail (\"x == 1\", \"t.c\", 3, __extension__ __PRETTY_FUNCTION__); }));\n"
        + "  return 0; }");
    Stmt.ExprStmt s = (Stmt.ExprStmt) tu.function("main").body().items().get(1);
    Expr.Binary comma = assertInstanceOf(Expr.Binary.class, s.expr());
    assertInstanceOf(Expr.StmtExpr.class, comma.right());
    assertEquals("void", comma.type().toString());
  }
}
