package org.spindle.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.lex.IntLiteral;
import org.spindle.frontend.lex.Lexer;
import org.spindle.frontend.lex.Token;
import org.spindle.program.SourcePos;

class LexerTest {
  private static List<Token> lex(String s) {
    return new Lexer(s, "t.c").tokenize();
  }

  private static String kinds(String s) {
    return lex(s).stream().map(t -> t.kind() + ":" + t.text()).collect(Collectors.joining(" "));
  }

  @Test
  void integerConstants() {
    IntLiteral a = IntLiteral.parse("0x1Fu", SourcePos.UNKNOWN);
    assertEquals(BigInteger.valueOf(31), a.value());
    assertTrue(a.unsigned());
    assertFalse(a.decimal());
    IntLiteral b = IntLiteral.parse("017LL", SourcePos.UNKNOWN);
    assertEquals(BigInteger.valueOf(15), b.value());
    assertEquals(2, b.longs());
    IntLiteral c = IntLiteral.parse("0b101ul", SourcePos.UNKNOWN);
    assertEquals(BigInteger.valueOf(5), c.value());
    assertEquals(1, c.longs());
    assertTrue(c.unsigned());
    IntLiteral d = IntLiteral.parse("18446744073709551615ULL", SourcePos.UNKNOWN);
    assertEquals(new BigInteger("18446744073709551615"), d.value());
    assertThrows(CompileError.class, () -> IntLiteral.parse("09", SourcePos.UNKNOWN));
    assertThrows(CompileError.class, () -> IntLiteral.parse("1uu", SourcePos.UNKNOWN));
    assertEquals("INT:42u INT:0x10L FLOAT:1.5e+3f FLOAT:.5 FLOAT:0x1p-2 EOF:", kinds("42u 0x10L 1.5e+3f .5 0x1p-2"));
  }

  @Test
  void charConstantsAndEscapes() {
    assertEquals("CHAR:97 CHAR:10 CHAR:65 CHAR:0 CHAR:-1 CHAR:39 CHAR:92 EOF:",
        kinds("'a' '\\n' '\\x41' '\\0' '\\377' '\\'' '\\\\'"));
  }

  @Test
  void stringsWithEscapes() {
    List<Token> t = lex("\"a\\tb\\\"c\\101\" \"d\"");
    assertEquals(Token.Kind.STRING, t.get(0).kind());
    assertEquals("a\tb\"cA", t.get(0).text());
    assertEquals("d", t.get(1).text());
  }

  @Test
  void punctuatorsLongestMatch() {
    assertEquals("PUNCT:<<= PUNCT:-> PUNCT:... PUNCT:>>= PUNCT:++ PUNCT:+ PUNCT:[ PUNCT:] EOF:",
        kinds("<<= -> ... >>= +++ <: :>"));
  }

  @Test
  void commentsAreSkipped() {
    assertEquals("IDENT:a IDENT:b EOF:", kinds("a /* x \n y */ // z\n b"));
  }

  @Test
  void lineMarkersSetPositions() {
    List<Token> t = lex("# 10 \"foo.c\" 1 3 4\nint x;\n#line 42 \"bar.c\"\n  y\n#pragma once\nz");
    assertEquals(new SourcePos("foo.c", 10, 1), t.get(0).pos());
    assertEquals(new SourcePos("foo.c", 10, 5), t.get(1).pos());
    assertEquals(new SourcePos("bar.c", 42, 3), t.get(3).pos());
    assertEquals(new SourcePos("bar.c", 44, 1), t.get(4).pos());
  }

  @Test
  void gnuKeywordsAreNormalisedOrDropped() {
    assertEquals("KEYWORD:inline KEYWORD:restrict KEYWORD:const KEYWORD:volatile KEYWORD:signed "
        + "KEYWORD:typeof KEYWORD:asm KEYWORD:_Alignof KEYWORD:_Thread_local IDENT:x EOF:",
        kinds("__inline__ __restrict __const volatile __signed__ __typeof__ __asm__ __alignof__ __thread "
            + "__extension__ __attribute__((__nothrow__, __aligned__((8)))) x __attribute((x))"));
  }

  @Test
  void errorsHavePositions() {
    CompileError e = assertThrows(CompileError.class, () -> lex("int x;\n  \"abc\n"));
    assertEquals(new SourcePos("t.c", 2, 3), e.pos());
    assertEquals("unterminated string literal", e.detail());
    CompileError g = assertThrows(CompileError.class, () -> lex("int @;"));
    assertEquals(new SourcePos("t.c", 1, 5), g.pos());
    assertTrue(g.detail().startsWith("invalid character"));
    CompileError c = assertThrows(CompileError.class, () -> lex("a /* never closed"));
    assertEquals(new SourcePos("t.c", 1, 3), c.pos());
  }

  @Test
  void needsPreprocessingDetectsDirectives() {
    assertFalse(Lexer.needsPreprocessing("# 1 \"a.c\"\n#line 3\n#pragma x\nint a;"));
    assertTrue(Lexer.needsPreprocessing("#include <stdio.h>\nint a;"));
    assertTrue(Lexer.needsPreprocessing("  #  define N 3\n"));
  }
}
