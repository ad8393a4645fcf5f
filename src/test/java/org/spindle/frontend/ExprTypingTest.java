package org.spindle.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.spindle.frontend.ParserTestSupport.dump;

import org.junit.jupiter.api.Test;
import org.spindle.program.DataModel;

/** Types and implicit conversions of expressions (contract of frontend/ast/Expr.java). */
class ExprTypingTest {
  private static final DataModel ILP32 = DataModel.ILP32;
  private static final DataModel LP64 = DataModel.LP64;

  @Test
  void longPlusUnsignedDependsOnDataModel() {
    // ILP32: long cannot hold all unsigned int values -> unsigned long
    assertEquals("(ADD:unsigned long (icast unsigned long x:long) (icast unsigned long 1:unsigned int))",
        dump("long x;", "", "x + 1u", ILP32));
    // LP64: long holds all unsigned int values -> long
    assertEquals("(ADD:long x:long (icast long 1:unsigned int))", dump("long x;", "", "x + 1u", LP64));
  }

  @Test
  void integerPromotionsAndUsualConversions() {
    assertEquals("(ADD:int (icast int c:char) (icast int s:short))", dump("char c; short s;", "c + s"));
    assertEquals("(LT:int (icast unsigned int i:int) u:unsigned int)", dump("int i; unsigned u;", "i < u"));
    assertEquals("(NEG:int (icast int b:_Bool))", dump("_Bool b;", "-b"));
    assertEquals("(SHL:long l:long (icast int c:char))", dump("long l; char c;", "l << c"));
    assertEquals("(ADD:unsigned long long (icast unsigned long long i:int) u:unsigned long long)",
        dump("int i; unsigned long long u;", "i + u"));
  }

  @Test
  void literalTypes() {
    assertEquals("2147483648:long", dump("", "2147483648"));
    assertEquals("2147483648:long long", dump("", "", "2147483648", ILP32));
    assertEquals("4294967295:unsigned int", dump("", "", "0xFFFFFFFF", ILP32));
    assertEquals("97:int", dump("", "'a'"));
    assertEquals("\"ab\":char[3]", dump("", "\"a\" \"b\""));
  }

  @Test
  void assignmentConversions() {
    assertEquals("(=:char c:char (icast char (ADD:int (icast int c:char) 1:int)))", dump("char c;", "c = c + 1"));
    assertEquals("(=ADD:char c:char 1:int)", dump("char c;", "c += 1"));
    assertEquals("(=:int* p:int* (icast int* a:int[4]))", dump("int *p; int a[4];", "p = a"));
    assertEquals("(=:int* p:int* (icast int* 0:int))", dump("int *p;", "p = 0"));
    assertEquals("(=:struct S s:struct S t:struct S)", dump("struct S { int a; } s, t;", "s = t"));
  }

  @Test
  void pointerArithmetic() {
    assertEquals("(ADD:int* p:int* 1:int)", dump("int *p;", "p + 1"));
    assertEquals("(ADD:int* (icast int c:char) p:int*)", dump("int *p; char c;", "c + p"));
    assertEquals("(SUB:long p:int* q:int*)", dump("int *p, *q;", "p - q"));
    assertEquals("(SUB:int p:int* q:int*)", dump("int *p, *q;", "", "p - q", ILP32));
    assertEquals("(ADD:int* (icast int* a:int[3]) 2:int)", dump("int a[3];", "a + 2"));
    assertEquals("(DEREF:int (ADD:int* (icast int* a:int[3]) 2:int))", dump("int a[3];", "*(a + 2)"));
  }

  @Test
  void comparisonsAndLogicalOpsHaveTypeInt() {
    assertEquals("(LOGAND:int p:int* 1.0:double)", dump("int *p;", "p && 1.0"));
    assertEquals("(EQ:int p:int* (icast int* 0:int))", dump("int *p;", "p == 0"));
    assertEquals("(LOGNOT:int x:long)", dump("long x;", "!x"));
  }

  @Test
  void callsConvertArguments() {
    assertEquals("(call:int (icast int([long])* g:int([long])) (icast long 1:int))", dump("int g(long);", "g(1)"));
    // unprototyped / implicit: default argument promotions
    assertEquals("(call:int (icast int([])* h:int([])) (icast int c:char))", dump("char c;", "h(c)"));
    assertEquals("(call:int (icast int([char*],...)* pr:int([char*],...)) (icast char* \"x\":char[2]) 3:int)",
        dump("int pr(char*, ...);", "pr(\"x\", 3)"));
  }

  @Test
  void arrayIndexAndMembers() {
    assertEquals("([]:int a:int[3] 1:int)", dump("int a[3];", "a[1]"));
    assertEquals("([]:int p:int* (icast int c:char))", dump("int *p; char c;", "p[c]"));
    assertEquals("([]:int a:int[3] 1:int)", dump("int a[3];", "1[a]"));
    assertEquals("(.y:int s:struct S)", dump("struct S { int x, y; } s;", "s.y"));
    assertEquals("(->y:int p:struct S*)", dump("struct S { int x, y; } *p;", "p->y"));
    assertEquals("(.b:int (.null:union <anon> s:struct S))",
        dump("struct S { int a; union { int b; char c; }; } s;", "s.b"));
  }

  @Test
  void conditionalAndComma() {
    assertEquals("(?:long c:int (icast long c:int) l:long)", dump("int c; long l;", "c ? c : l"));
    assertEquals("(?:int* c:int p:int* (icast int* 0:int))", dump("int c; int *p;", "c ? p : 0"));
    assertEquals("(COMMA:long c:int l:long)", dump("int c; long l;", "c, l"));
  }

  @Test
  void sizeofAndAlignofAreFolded() {
    assertEquals("4:unsigned int", dump("", "", "sizeof(long)", ILP32));
    assertEquals("8:unsigned long", dump("", "sizeof(long)"));
    assertEquals("24:unsigned long", dump("struct S { char c; long l; int i; };", "sizeof(struct S)"));
    assertEquals("16:unsigned int", dump("struct S { char c; long long l; int i; };", "", "sizeof(struct S)", ILP32));
    assertEquals("40:unsigned long", dump("int a[10];", "sizeof a"));
    assertEquals("8:unsigned long", dump("int a[10];", "sizeof(a + 0)"));
    assertEquals("4:unsigned long", dump("struct B { unsigned a : 3, b : 5; int c : 20; };", "sizeof(struct B)"));
    assertEquals("8:unsigned long", dump("struct S { char c; double d; };", "_Alignof(struct S)"));
    assertEquals("4:unsigned int", dump("struct S { char c; double d; };", "", "_Alignof(struct S)", ILP32));
    assertEquals("12:unsigned long", dump("union U { char c[9]; int i; };", "sizeof(union U)"));
    assertEquals("8:unsigned long", dump("struct S { int a; char b[3]; int c; };", "__builtin_offsetof(struct S, c)"));
  }

  @Test
  void incDecAndCompound() {
    assertEquals("(POSTINC:char c:char)", dump("char c;", "c++"));
    assertEquals("(PREDEC:int* p:int*)", dump("int *p;", "--p"));
    assertEquals("(=ADD:int* p:int* 2:int)", dump("int *p;", "p += 2"));
  }

  @Test
  void castsAndCompoundLiterals() {
    assertEquals("(cast unsigned char (ADD:int i:int 1:int))", dump("int i;", "(unsigned char)(i + 1)"));
    assertEquals("(cast void i:int)", dump("int i;", "(void) i"));
    assertEquals("(complit:int[3] {1:int 2:int 3:int})", dump("", "(int[]){1, 2, 3}"));
    assertEquals("(.x:int (complit:struct P {_ 5:int}))", dump("struct P { int y, x; };", "((struct P){.x = 5}).x"));
  }

  @Test
  void functionDecayAndPointers() {
    assertEquals("(call:void (icast void([int])* (DEREF:void([int]) fp:void([int])*)) 3:int)",
        dump("void (*fp)(int);", "(*fp)(3)"));
    assertEquals("(=:void([int])* fp:void([int])* (icast void([int])* g:void([int])))",
        dump("void (*fp)(int); void g(int);", "fp = g"));
    assertEquals("(ADDR:int[3]* a:int[3])", dump("int a[3];", "&a"));
  }

  @Test
  void precedence() {
    assertEquals("(ADD:int a:int (MUL:int b:int c:int))", dump("int a, b, c;", "a + b * c"));
    assertEquals("(BITOR:int (BITAND:int a:int b:int) (BITXOR:int c:int a:int))", dump("int a, b, c;", "a & b | c ^ a"));
    assertEquals("(SUB:int (SUB:int a:int b:int) c:int)", dump("int a, b, c;", "a - b - c"));
    assertEquals("(=:int a:int (=:int b:int c:int))", dump("int a, b, c;", "a = b = c"));
    assertEquals("(LOGOR:int a:int (LOGAND:int b:int c:int))", dump("int a, b, c;", "a || b && c"));
    assertEquals("(LT:int (SHL:int a:int b:int) c:int)", dump("int a, b, c;", "a << b < c"));
    assertEquals("(EQ:int (LT:int a:int b:int) c:int)", dump("int a, b, c;", "a < b == c"));
    assertEquals("(?:int a:int b:int (?:int c:int a:int b:int))", dump("int a, b, c;", "a ? b : c ? a : b"));
    assertEquals("(NEG:int (POSTINC:int a:int))", dump("int a;", "-a++"));
    assertEquals("(DEREF:int (POSTINC:int* p:int*))", dump("int *p;", "*p++"));
    assertEquals("(=ADD:int a:int (MUL:int b:int c:int))", dump("int a, b, c;", "a += b * c"));
  }

  @Test
  void enumConstantsAndStatementExpressions() {
    assertEquals("(ADD:int 5:int 6:int)", dump("enum E { A = 5, B };", "A + B"));
    assertEquals("2147483648:unsigned int", dump("enum E { A = 0x7fffffff, B };", "B"));
    assertEquals("(stmtexpr:int)", dump("int a;", "({ int t = a; t + 1; })"));
    assertEquals("(icast long a:int)", dump("int a;", "__builtin_expect(a, 0)"));
  }
}
