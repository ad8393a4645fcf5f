package org.spindle.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.spindle.frontend.ParserTestSupport.parse;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.program.SourcePos;

class StatementTest {
  private static List<Stmt> body(String src) {
    return parse(src).function("f").body().items();
  }

  @Test
  void everyStatementKind() {
    List<Stmt> s = body("int f(int n) {\n"
        + "  int i = 0;\n"
        + "  if (n) i = 1; else i = 2;\n"
        + "  while (i < 10) { i++; if (i == 5) continue; if (i == 7) break; }\n"
        + "  do i--; while (i > 0);\n"
        + "  for (;;) break;\n"
        + "  switch (n) { case 1: i = 3; break; case 'a' ... 'c': default: i = 4; }\n"
        + "  goto out;\n"
        + "  ;\n"
        + "out:\n"
        + "  asm volatile(\"nop\");\n"
        + "  return i;\n"
        + "}");
    assertInstanceOf(Stmt.Decl.class, s.get(0));
    Stmt.If iff = assertInstanceOf(Stmt.If.class, s.get(1));
    assertInstanceOf(Stmt.ExprStmt.class, iff.otherwise());
    assertInstanceOf(Stmt.While.class, s.get(2));
    assertInstanceOf(Stmt.DoWhile.class, s.get(3));
    Stmt.For f = assertInstanceOf(Stmt.For.class, s.get(4));
    assertNull(f.init());
    assertNull(f.cond());
    assertInstanceOf(Stmt.Break.class, f.body());
    Stmt.Switch sw = assertInstanceOf(Stmt.Switch.class, s.get(5));
    List<Stmt> cases = ((Stmt.Block) sw.body()).items();
    assertEquals(BigInteger.ONE, ((Stmt.Case) cases.get(0)).value());
    // case range 'a' ... 'c' expands to three nested cases around the default
    Stmt.Case ca = (Stmt.Case) cases.get(2);
    assertEquals(BigInteger.valueOf(97), ca.value());
    Stmt.Case cc = (Stmt.Case) ((Stmt.Case) ca.stmt()).stmt();
    assertEquals(BigInteger.valueOf(99), cc.value());
    assertInstanceOf(Stmt.Default.class, cc.stmt());
    assertEquals("out", assertInstanceOf(Stmt.Goto.class, s.get(6)).label());
    assertNull(assertInstanceOf(Stmt.ExprStmt.class, s.get(7)).expr());
    Stmt.Labeled l = assertInstanceOf(Stmt.Labeled.class, s.get(8));
    assertInstanceOf(Stmt.Asm.class, l.stmt());
    Stmt.Return r = assertInstanceOf(Stmt.Return.class, s.get(9));
    assertEquals(new SourcePos("t.c", 12, 3), r.pos());
  }

  @Test
  void caseValuesAreConvertedToThePromotedSelectorType() {
    List<Stmt> s = body("void f(unsigned char c) { switch (c) { case -1: break; } }");
    Stmt.Switch sw = (Stmt.Switch) s.get(0);
    assertEquals("(icast int c:unsigned char)", AstDump.expr(sw.selector()));
    List<Stmt> s2 = body("void f(unsigned u) { switch (u) { case -1: break; } }");
    Stmt.Case c = (Stmt.Case) ((Stmt.Block) ((Stmt.Switch) s2.get(0)).body()).items().get(0);
    assertEquals(new BigInteger("4294967295"), c.value());
  }

  @Test
  void returnConvertsToReturnType() {
    Stmt.Return r = (Stmt.Return) body("char f(long x) { return x; }").get(0);
    assertEquals("(icast char x:long)", AstDump.expr(r.value()));
  }

  @Test
  void pthreadProgram() {
    TranslationUnit tu = parse("typedef unsigned long pthread_t;\n"
        + "typedef union { char __size[40]; long __align; } pthread_mutex_t;\n"
        + "extern int pthread_create(pthread_t *, const void *, void *(*)(void *), void *);\n"
        + "extern int pthread_join(pthread_t, void **);\n"
        + "extern int pthread_mutex_lock(pthread_mutex_t *);\n"
        + "extern int pthread_mutex_unlock(pthread_mutex_t *);\n"
        + "void reach_error() {}\n"
        + "extern int __VERIFIER_nondet_int(void);\n"
        + "pthread_mutex_t m = { 0 }; int x;\n"
        + "void *t(void *arg) { pthread_mutex_lock(&m); x++; pthread_mutex_unlock(&m); return 0; }\n"
        + "int main(void) { pthread_t id; pthread_create(&id, 0, t, 0); pthread_join(id, 0);\n"
        + "  if (x != 1) { ERROR: reach_error(); } return 0; }");
    assertEquals(2, tu.globals().size());
    assertEquals("(call:int (icast int([unsigned long*, void*, void*([void*])*, void*])* pthread_create:int([unsigned long*, void*, void*([void*])*, void*])) "
        + "(ADDR:unsigned long* id:unsigned long) (icast void* 0:int) (icast void*([void*])* t:void*([void*])) (icast void* 0:int))",
        AstDump.expr(((Stmt.ExprStmt) tu.function("main").body().items().get(1)).expr()));
  }
}
