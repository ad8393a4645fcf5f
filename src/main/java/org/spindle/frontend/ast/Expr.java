package org.spindle.frontend.ast;

import java.math.BigInteger;
import java.util.List;
import org.spindle.program.SourcePos;

/**
 * Typed, resolved C expressions as produced by the parser/semantic analysis. Contract for the
 * producer: every node has its C type after conversions; implicit conversions (integer
 * promotions, usual arithmetic conversions, assignment conversions, array-to-pointer and
 * function-to-pointer decay) are explicit {@link Cast} nodes with {@code implicit = true};
 * {@code sizeof}, {@code _Alignof}, enum constants and other integer constant expressions that
 * C requires to be constant are folded to {@link IntLit}.
 */
public sealed interface Expr {
  CType type();

  SourcePos pos();

  record IntLit(BigInteger value, CType type, SourcePos pos) implements Expr {}

  /** Floating literal: kept as text, never lowered. */
  record FloatLit(String text, CType type, SourcePos pos) implements Expr {}

  /** Type is {@code char[n+1]} (undecayed); decay is a Cast around it. */
  record StringLit(String value, CType type, SourcePos pos) implements Expr {}

  /** Reference to a variable or function symbol. */
  record VarRef(Symbol symbol, CType type, SourcePos pos) implements Expr {}

  enum UnaryOp { NEG, PLUS, BITNOT, LOGNOT, DEREF, ADDR, PREINC, PREDEC, POSTINC, POSTDEC }

  record Unary(UnaryOp op, Expr operand, CType type, SourcePos pos) implements Expr {}

  enum BinaryOp {
    MUL, DIV, MOD, ADD, SUB, SHL, SHR, LT, GT, LE, GE, EQ, NE, BITAND, BITXOR, BITOR,
    LOGAND, LOGOR, COMMA
  }

  /**
   * For arithmetic ops both operands are converted to the common type. Pointer arithmetic: ADD/SUB
   * of pointer and integer keeps the pointer operand unconverted (type = pointer type); SUB of two
   * pointers has type ptrdiff_t. Comparisons and LOGAND/LOGOR have type int.
   */
  record Binary(BinaryOp op, Expr left, Expr right, CType type, SourcePos pos) implements Expr {}

  /**
   * Assignment; {@code op == null} is plain '='. For compound assignment {@code target op= value}
   * the value is NOT pre-converted (lowering computes target op value in the common type, then
   * converts back). For plain '=' the value is already converted to the target type.
   */
  record Assign(BinaryOp op, Expr target, Expr value, CType type, SourcePos pos) implements Expr {}

  record Conditional(Expr cond, Expr then, Expr otherwise, CType type, SourcePos pos)
      implements Expr {}

  record Cast(CType type, Expr operand, boolean implicit, SourcePos pos) implements Expr {}

  /** function is usually a VarRef to a FunctionSymbol (after decay: a Cast around it). */
  record Call(Expr function, List<Expr> args, CType type, SourcePos pos) implements Expr {}

  /**
   * Struct/union member access; {@code base} has struct type (for '.') or pointer-to-struct type
   * (for '->'). {@code fieldIndex} indexes {@code struct.fields()}; members of anonymous
   * struct/union fields are reached through nested Member nodes with the anonymous field's index.
   */
  record Member(Expr base, CType.Struct struct, int fieldIndex, boolean arrow, CType type,
      SourcePos pos) implements Expr {}

  /** {@code base[index]}: base has array type (undecayed) or pointer type; index is an integer. */
  record Index(Expr base, Expr index, CType type, SourcePos pos) implements Expr {}

  /** C99 compound literal {@code (T){...}}. */
  record CompoundLiteral(Initializer init, CType type, SourcePos pos) implements Expr {}

  /** GNU statement expression {@code ({ ...; e; })}; the type is that of the last statement. */
  record StmtExpr(Stmt.Block body, CType type, SourcePos pos) implements Expr {}

  /**
   * GNU/Linux {@code container_of}: {@code (T *)((char *)member - offsetof(T, m))} recognised by
   * the parser, where {@code member} points to the member of {@code container} that {@code path}
   * (field indices from the container down) names. The program model counts cells, not bytes, so
   * the byte arithmetic is replaced by the member's position (D60).
   */
  record ContainerOf(Expr member, CType.Struct container, java.util.List<Integer> path, CType type,
      SourcePos pos) implements Expr {}

  /** Something parsed but with no meaning we model, e.g. {@code __builtin_va_arg}. */
  record Unsupported(String what, CType type, SourcePos pos) implements Expr {}
}
