package org.spindle.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.frontend.ParserTestSupport.dump;
import static org.spindle.frontend.ParserTestSupport.global;
import static org.spindle.frontend.ParserTestSupport.parse;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.DataModel;

/** Declarators, typedefs, tags, linkage merging and initializers. */
class DeclarationTest {
  private static String typeOf(String decl, String name) {
    return global(parse(decl), name).type().toString();
  }

  @Test
  void declarators() {
    assertEquals("int*[3]", typeOf("int *a[3];", "a"));
    assertEquals("int[3]*", typeOf("int (*a)[3];", "a"));
    assertEquals("int([char])*", typeOf("int (*fp)(char);", "fp"));
    assertEquals("int([char])*[4]", typeOf("int (*fps[4])(char);", "fps"));
    assertEquals("int[3][2]", typeOf("int m[2][3];", "m")); // CType.toString prints the element type first
    assertEquals("void([int])*([int])*", typeOf("void (*(*sig)(int))(int);", "sig"));
    assertEquals("char**", typeOf("char * const * volatile p;", "p"));
    // parameters: arrays and functions adjust to pointers; abstract declarators
    TranslationUnit tu = parse("void g(int a[], int (*)(void), int f(int), char *[]);");
    assertEquals("void([int*, int([])*, int([int])*, char**])", tu.function("g").type().toString());
    assertEquals(CType.Array.class, global(parse("int m[2][3];"), "m").type().getClass());
    CType.Array m = (CType.Array) global(parse("int m[2][3];"), "m").type();
    assertEquals(2, m.length());
    assertEquals(3, ((CType.Array) m.element()).length());
  }

  @Test
  void typedefsAndShadowing() {
    TranslationUnit tu = parse("typedef int T; typedef T *PT; PT p;\n"
        + "int f(void) { T x = 1; { int T = 2; x = T * 3; } T y = x; return y; }");
    assertEquals("int*", global(tu, "p").type().toString());
    List<Stmt> items = tu.function("f").body().items();
    Stmt.Block inner = (Stmt.Block) items.get(1);
    Expr e = ((Stmt.ExprStmt) inner.items().get(1)).expr();
    assertEquals("(=:int x:int (MUL:int T:int 3:int))", AstDump.expr(e));
    assertEquals("int", ((Stmt.Decl) items.get(2)).vars().get(0).type().toString());
    // a typedef name as a parameter name
    assertEquals("int([long])", parse("typedef int T; int h(long T) { return T; }").function("h").type().toString());
  }

  @Test
  void typedefNameOfAnonymousStruct() {
    TranslationUnit tu = parse("typedef union { char __size[24]; long __align; } pthread_mutex_t;\n"
        + "pthread_mutex_t m;");
    CType.Struct s = (CType.Struct) global(tu, "m").type();
    assertEquals("pthread_mutex_t", s.typedefName());
    assertTrue(s.isUnion());
    assertEquals("24:unsigned long", dump("typedef union { char __size[24]; long __align; } pthread_mutex_t;", "sizeof(pthread_mutex_t)"));
    assertEquals("24:unsigned int", dump("typedef union { char __size[24]; long __align; } pthread_mutex_t;", "",
        "sizeof(pthread_mutex_t)", DataModel.ILP32));
  }

  @Test
  void structsForwardDeclaredAndCompletedLater() {
    TranslationUnit tu = parse("struct node; struct node *head;\n"
        + "struct node { int v; struct node *next; };\n"
        + "int f(void) { return head->next->v; }");
    CType.Struct s = (CType.Struct) ((CType.Pointer) global(tu, "head").type()).target();
    assertTrue(s.isComplete());
    assertEquals(2, s.fields().size());
    assertSame(s, ((CType.Pointer) s.fields().get(1).type()).target());
  }

  @Test
  void tagScopesAndEnums() {
    TranslationUnit tu = parse("struct S { int a; } g;\n"
        + "enum color { RED, GREEN = 5, BLUE };\n"
        + "int f(void) { struct S { char c; } l; l.c = BLUE; return sizeof(l) + g.a; }");
    List<Stmt> items = tu.function("f").body().items();
    VarSymbol l = ((Stmt.Decl) items.get(0)).vars().get(0);
    assertEquals("char", ((CType.Struct) l.type()).fields().get(0).type().toString());
    assertEquals("(=:char (.c:char l:struct S) (icast char 6:int))",
        AstDump.expr(((Stmt.ExprStmt) items.get(1)).expr()));
    assertEquals("int", global(parse("enum E { A } e;"), "e").type().toString());
  }

  @Test
  void bitFields() {
    TranslationUnit tu = parse("struct B { unsigned a : 3; int : 0; int b : 4; } x;");
    CType.Struct s = (CType.Struct) global(tu, "x").type();
    assertEquals(3, s.fields().get(0).bitWidth());
    assertNull(s.fields().get(1).name());
    assertEquals(-1, ((CType.Struct) global(parse("struct C { int a; } y;"), "y").type()).fields().get(0).bitWidth());
  }

  @Test
  void tentativeAndExternDefinitionsShareOneSymbol() {
    TranslationUnit tu = parse("extern int x; int x; int x = 3; int a[]; int a[4];\n"
        + "int f(void) { extern int x; return x; }");
    assertEquals(2, tu.globals().size());
    VarSymbol x = global(tu, "x");
    assertFalse(x.isExtern());
    assertEquals("3:int", AstDump.init(x.init()));
    assertEquals("int[4]", global(tu, "a").type().toString());
    Stmt.Return r = (Stmt.Return) tu.function("f").body().items().get(0);
    assertSame(x, ((Expr.VarRef) r.value()).symbol());
    assertTrue(global(parse("extern int y; int f(void) { return y; }"), "y").isExtern());
  }

  @Test
  void staticLocalsAreGlobals() {
    TranslationUnit tu = parse("int f(void) { static int n = 1; int k; return n++ + k; }");
    VarSymbol n = global(tu, "n");
    assertEquals(VarSymbol.Storage.STATIC_LOCAL, n.storage());
    assertTrue(n.isGlobal());
    assertEquals(1, tu.globals().size());
  }

  @Test
  void prototypesAndDefinitionsShareOneFunctionSymbol() {
    TranslationUnit tu = parse("int g(int);\nint f(void) { return g(1) + h(2); }\n"
        + "int g(int a) { return a; }\nint h(int b) { return b; }");
    FunctionSymbol g = tu.function("g");
    assertTrue(g.isDefined());
    assertEquals(1, g.params().size());
    assertEquals("a", g.params().get(0).name());
    assertEquals(VarSymbol.Storage.PARAM, g.params().get(0).storage());
    FunctionSymbol h = tu.function("h");
    assertTrue(h.isDefined());
    assertFalse(h.implicitlyDeclared());
    Stmt.Return r = (Stmt.Return) tu.function("f").body().items().get(0);
    Expr.Binary b = (Expr.Binary) r.value();
    Expr.Call hc = (Expr.Call) b.right();
    assertSame(h, ((Expr.VarRef) ((Expr.Cast) hc.function()).operand()).symbol());
    FunctionSymbol u = parse("void f(void) { undeclared_fn(1); }").function("undeclared_fn");
    assertTrue(u.implicitlyDeclared());
    assertEquals("int", u.type().returnType().toString());
  }

  @Test
  void initializers() {
    TranslationUnit tu = parse("struct P { int x, y; };\n"
        + "struct P p = { .y = 2 };\n"
        + "struct P ps[] = { 1, 2, 3 };\n"
        + "int m[2][3] = { 1, 2, 3, 4 };\n"
        + "int n[2][3] = { {1}, {4, 5} };\n"
        + "int d[5] = { [3] = 7, 8 };\n"
        + "char s[] = \"hi\";\n"
        + "char t[4] = \"ab\";\n"
        + "struct Q { struct P a; int b[2]; } q = { .a.y = 1, 2, .b[1] = 3 };\n"
        + "union U { char c; int i; } u = { .i = 9 };\n"
        + "long l = 1;\n"
        + "int z = { 4 };\n"
        + "int r[6] = { [1 ... 3] = 5 };");
    assertEquals("{_ 2:int}", AstDump.init(global(tu, "p").init()));
    assertEquals("{{1:int 2:int} {3:int _}}", AstDump.init(global(tu, "ps").init()));
    assertEquals("struct P[2]", global(tu, "ps").type().toString());
    assertEquals("{{1:int 2:int 3:int} {4:int _ _}}", AstDump.init(global(tu, "m").init()));
    assertEquals("{{1:int _ _} {4:int 5:int _}}", AstDump.init(global(tu, "n").init()));
    assertEquals("{_ _ _ 7:int 8:int}", AstDump.init(global(tu, "d").init()));
    assertEquals("{104:char 105:char 0:char}", AstDump.init(global(tu, "s").init()));
    assertEquals("char[3]", global(tu, "s").type().toString());
    assertEquals("{97:char 98:char 0:char _}", AstDump.init(global(tu, "t").init()));
    assertEquals("{{_ 1:int} {2:int 3:int}}", AstDump.init(global(tu, "q").init()));
    assertEquals("{_ 9:int}", AstDump.init(global(tu, "u").init()));
    assertEquals("(icast long 1:int)", AstDump.init(global(tu, "l").init()));
    assertEquals("4:int", AstDump.init(global(tu, "z").init()));
    assertEquals("{_ 5:int 5:int 5:int _ _}", AstDump.init(global(tu, "r").init()));
  }

  @Test
  void designatorIntoAnonymousUnionMember() {
    TranslationUnit tu = parse("struct R { int a; union { int u; char c; }; int z; } r = { 1, .c = 4, 5 };");
    assertEquals("{1:int {_ (icast char 4:int)} 5:int}", AstDump.init(global(tu, "r").init()));
  }

  @Test
  void designatorContinuesInsideSubobject() {
    // after .a.x = 1 the next initializer goes to a.y (C11 6.7.9p17)
    TranslationUnit tu = parse("struct P { int x, y; }; struct Q { struct P a; int b; } q = { .a.x = 1, 2, 3 };");
    assertEquals("{{1:int 2:int} 3:int}", AstDump.init(global(tu, "q").init()));
  }

  @Test
  void localInitializersAndForDeclarations() {
    TranslationUnit tu = parse("int f(void) { int a[] = {1, 2}; int s = 0; for (int i = 0; i < 2; i++) s += a[i]; return s; }");
    List<Stmt> items = tu.function("f").body().items();
    VarSymbol a = ((Stmt.Decl) items.get(0)).vars().get(0);
    assertEquals("int[2]", a.type().toString());
    Stmt.For loop = (Stmt.For) items.get(2);
    assertEquals(Stmt.Decl.class, loop.init().getClass());
    assertEquals("(LT:int i:int 2:int)", AstDump.expr(loop.cond()));
  }
}
