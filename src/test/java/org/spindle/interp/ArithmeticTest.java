package org.spindle.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.interp.TestPrograms.INT;
import static org.spindle.interp.TestPrograms.UINT;
import static org.spindle.interp.TestPrograms.c;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.program.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;

class ArithmeticTest {
  static final ScalarType I8 = ScalarType.integer(8, true);
  static final ScalarType U8 = ScalarType.integer(8, false);
  static final ScalarType I64 = ScalarType.integer(64, true);
  static final ScalarType U64 = ScalarType.integer(64, false);

  /** Runs {@code r = e} in a one-edge main; returns the successor (state or UB end). */
  private static Successor step(Expr e) {
    TestPrograms b = new TestPrograms();
    MemoryObject r = b.global("r", e.type());
    b.thread("main").then(TestPrograms.assign(r, e)).then(new org.spindle.program.Stmt.Nop());
    Program p = b.build();
    Interpreter in = new Interpreter(p);
    List<Successor> s = in.successors(in.initial(), 0, new InputRange(0, 0));
    assertEquals(1, s.size());
    return s.get(0);
  }

  private static long value(Expr e) {
    Successor s = step(e);
    assertNull(s.end(), () -> "unexpected end " + s.end());
    return s.next().cell(0, 0);
  }

  private static String ub(Expr e) {
    Successor s = step(e);
    assertNotNull(s.end(), "expected undefined behaviour");
    assertEquals(Outcome.Kind.UNDEFINED, s.end().kind());
    return s.end().reason();
  }

  private static Expr bin(BinOp op, long a, long b, ScalarType t) {
    ScalarType rt = op.isComparison() ? INT : t;
    return new Expr.Binary(op, c(a, t), c(b, t), rt);
  }

  @Test
  void signedWrapAround() {
    assertEquals(Integer.MIN_VALUE, value(bin(BinOp.ADD, Integer.MAX_VALUE, 1, INT)));
    assertEquals(Integer.MAX_VALUE, value(bin(BinOp.SUB, Integer.MIN_VALUE, 1, INT)));
    assertEquals(0, value(bin(BinOp.MUL, 65536, 65536, INT)));
    assertEquals(-128, value(bin(BinOp.ADD, 127, 1, I8)));
    assertEquals(Long.MIN_VALUE, value(bin(BinOp.ADD, Long.MAX_VALUE, 1, I64)));
  }

  @Test
  void unsignedArithmeticAndComparison() {
    assertEquals(4294967295L, value(bin(BinOp.SUB, 0, 1, UINT)));
    assertEquals(0, value(bin(BinOp.ADD, 4294967295L, 1, UINT)));
    assertEquals(1, value(bin(BinOp.GT, -1, 1, UINT)), "0xffffffff > 1 unsigned");
    assertEquals(0, value(bin(BinOp.GT, -1, 1, INT)), "-1 > 1 signed");
    assertEquals(1, value(bin(BinOp.LT, -1, 1, INT)));
    assertEquals(1, value(bin(BinOp.GT, -1, 1, U64)), "2^64-1 > 1");
    assertEquals(2147483647L, value(bin(BinOp.DIV, 4294967295L, 2, UINT)));
    assertEquals(Long.MAX_VALUE, value(bin(BinOp.DIV, -1, 2, U64)));
    assertEquals(1, value(bin(BinOp.REM, -1, 2, U64)));
    assertEquals(255, value(bin(BinOp.ADD, 254, 1, U8)));
    assertEquals(0, value(bin(BinOp.ADD, 255, 1, U8)));
  }

  @Test
  void divisionTruncatesTowardZero() {
    assertEquals(-3, value(bin(BinOp.DIV, -7, 2, INT)));
    assertEquals(-1, value(bin(BinOp.REM, -7, 2, INT)));
    assertEquals(-3, value(bin(BinOp.DIV, 7, -2, INT)));
    assertEquals(1, value(bin(BinOp.REM, 7, -2, INT)));
    assertEquals(Integer.MIN_VALUE, value(bin(BinOp.DIV, Integer.MIN_VALUE, -1, INT)), "wraps");
  }

  @Test
  void divisionByZeroIsUndefined() {
    assertTrue(ub(bin(BinOp.DIV, 1, 0, INT)).contains("division by zero"));
    assertTrue(ub(bin(BinOp.REM, 1, 0, UINT)).contains("by zero"));
  }

  @Test
  void shifts() {
    assertEquals(-4, value(bin(BinOp.SHR, -8, 1, INT)), "arithmetic shift for signed");
    assertEquals(1, value(bin(BinOp.SHR, 0x80000000L, 31, UINT)), "logical shift for unsigned");
    assertEquals(Integer.MIN_VALUE, value(bin(BinOp.SHL, 1, 31, INT)));
    assertEquals(2147483648L, value(bin(BinOp.SHL, 1, 31, UINT)));
    assertEquals(1L, value(bin(BinOp.SHR, -1, 63, U64)));
    assertTrue(ub(bin(BinOp.SHL, 1, 32, INT)).contains("shift"));
    assertTrue(ub(bin(BinOp.SHR, 1, -1, INT)).contains("shift"));
    assertTrue(ub(bin(BinOp.SHL, 1, 8, U8)).contains("shift"));
  }

  @Test
  void conversions() {
    assertEquals(44, value(new Expr.Convert(c(300), I8)));
    assertEquals(255, value(new Expr.Convert(c(-1), U8)));
    assertEquals(-1, value(new Expr.Convert(c(-1), I64)));
    assertEquals(-1, value(new Expr.Convert(c(-1), U64)), "bit pattern of 2^64-1");
    assertEquals(4294967295L, value(new Expr.Convert(c(-1), UINT)));
    assertEquals(-1, value(new Expr.Convert(c(4294967295L, UINT), INT)));
    assertEquals(1, value(new Expr.Convert(c(256), ScalarType.BOOL)), "to bool is != 0, not truncation");
    assertEquals(0, value(new Expr.Convert(c(0), ScalarType.BOOL)));
  }

  @Test
  void unaryAndLogical() {
    assertEquals(Integer.MIN_VALUE, value(new Expr.Unary(Expr.UnOp.NEG, c(Integer.MIN_VALUE), INT)));
    assertEquals(4294967294L, value(new Expr.Unary(Expr.UnOp.BITNOT, c(1, UINT), UINT)));
    assertEquals(1, value(new Expr.Unary(Expr.UnOp.LOGNOT, c(0), INT)));
    assertEquals(0, value(new Expr.Unary(Expr.UnOp.LOGNOT, c(7), INT)));
    assertEquals(1, value(bin(BinOp.LAND, 2, 3, INT)));
    assertEquals(0, value(bin(BinOp.LAND, 2, 0, INT)));
    assertEquals(1, value(bin(BinOp.LOR, 0, -5, INT)));
    assertEquals(6, value(bin(BinOp.BITXOR, 5, 3, INT)));
    // C evaluates && lazily: the division by zero on the right is never evaluated
    Expr guarded = new Expr.Binary(BinOp.LAND, c(0), bin(BinOp.DIV, 1, 0, INT), INT);
    assertEquals(0, value(guarded));
    assertEquals(7, value(new Expr.Ite(c(0), bin(BinOp.DIV, 1, 0, INT), c(7), INT)));
  }
}
