package org.spindle.program;

import com.google.common.collect.ImmutableList;

/**
 * Side-effect-free expressions of the program model. All operands of arithmetic and comparison
 * operators have the same type (lowering inserts {@link Convert}); results wrap to the node's type
 * (two's complement; signed overflow wraps, which C leaves undefined). {@link Unary}, {@link
 * Binary} and {@link Convert} are integer operations and never have a FLOAT operand or result:
 * every operation that looks at a floating value is a {@link FloatOp} (checked by the program
 * validator). {@link Const}, {@link Load} and {@link Ite} carry FLOAT values as bit patterns.
 */
public sealed interface Expr {
  ScalarType type();

  record Const(long value, ScalarType type) implements Expr {
    public Const {
      value = type.wrap(value);
    }

    @Override public String toString() {
      if (type.isFloat()) return FloatValues.text(type, value);
      return type.isPointer() && value == 0 ? "NULL" : Long.toString(value);
    }
  }

  /** Read of one memory cell. */
  record Load(LValue location, ScalarType type) implements Expr {
    @Override public String toString() { return location.toString(); }
  }

  enum UnOp { NEG, BITNOT, LOGNOT }

  record Unary(UnOp op, Expr operand, ScalarType type) implements Expr {
    @Override public String toString() {
      return switch (op) { case NEG -> "-"; case BITNOT -> "~"; case LOGNOT -> "!"; } + "(" + operand + ")";
    }
  }

  enum BinOp {
    ADD("+"), SUB("-"), MUL("*"), DIV("/"), REM("%"), SHL("<<"), SHR(">>"),
    BITAND("&"), BITOR("|"), BITXOR("^"),
    EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">="),
    /** Logical and/or of two side-effect-free operands (no short-circuit needed). */
    LAND("&&"), LOR("||");

    public final String symbol;

    BinOp(String s) {
      this.symbol = s;
    }

    public boolean isComparison() {
      return this == EQ || this == NE || this == LT || this == LE || this == GT || this == GE;
    }
  }

  /**
   * Arithmetic ops: type equals both operand types. Comparisons and LAND/LOR: operands share a
   * type, result type is the node's type (usually int or bool). Signedness of DIV/REM/SHR/LT...
   * follows the operand type. Pointer +/- integer is lowered to an integer ADD on the pointer type
   * with the offset in cells.
   */
  record Binary(BinOp op, Expr left, Expr right, ScalarType type) implements Expr {
    @Override public String toString() { return "(" + left + " " + op.symbol + " " + right + ")"; }
  }

  /** C conversion to {@code type}: truncate / sign- or zero-extend; to BOOL means {@code != 0}. */
  record Convert(Expr operand, ScalarType type) implements Expr {
    @Override public String toString() { return "(" + type + ")" + operand; }
  }

  /** Address of cell {@code cellIndex} of {@code object}: {@code object.baseAddress() + cellIndex}. */
  record AddressOf(MemoryObject object, Expr cellIndex, ScalarType type) implements Expr {
    @Override public String toString() {
      return "&" + object.name() + (cellIndex instanceof Const c && c.value() == 0 ? "" : "[" + cellIndex + "]");
    }
  }

  record Ite(Expr cond, Expr then, Expr otherwise, ScalarType type) implements Expr {
    @Override public String toString() { return "(" + cond + " ? " + then + " : " + otherwise + ")"; }
  }

  /** IEEE-754 operations (D53). */
  enum FOp {
    ADD("+", 2), SUB("-", 2), MUL("*", 2), DIV("/", 2),
    EQ("==", 2), NE("!=", 2), LT("<", 2), LE("<=", 2), GT(">", 2), GE(">=", 2),
    NEG("-", 1), ABS("fabs", 1), SQRT("sqrt", 1),
    /** Rounding to an integral value of the same type: C's floor, ceil, trunc, round (ties away). */
    FLOOR("floor", 1), CEIL("ceil", 1), TRUNC("trunc", 1), ROUND("round", 1),
    /** C conversion between an arithmetic type and a FLOAT type (at least one side FLOAT). */
    CONVERT("convert", 1);

    public final String symbol;
    public final int arity;

    FOp(String symbol, int arity) {
      this.symbol = symbol;
      this.arity = arity;
    }

    public boolean isComparison() {
      return this == EQ || this == NE || this == LT || this == LE || this == GT || this == GE;
    }
  }

  /**
   * An IEEE-754 operation on binary32/binary64 values, rounding to nearest, ties to even (each
   * operation rounded to its type: FLT_EVAL_METHOD 0). Arithmetic ({@code + - * /}, NEG, ABS,
   * SQRT, FLOOR, CEIL, TRUNC, ROUND): the arguments and the result have one FLOAT type. Comparisons: FLOAT arguments of one
   * type, an integer or BOOL result (0/1; false on NaN except {@code !=}). CONVERT: one argument;
   * integer or BOOL to FLOAT rounds, FLOAT to FLOAT rounds or widens exactly, FLOAT to an integer
   * type (not BOOL: that is {@code != 0}) truncates toward zero and is undefined behaviour when the
   * truncated value is NaN, infinite or outside the type (C11 6.3.1.4).
   */
  record FloatOp(FOp op, ImmutableList<Expr> args, ScalarType type)
      implements Expr {
    public FloatOp {
      if (args.size() != op.arity) throw new IllegalArgumentException(op + " takes " + op.arity + " arguments");
    }

    public static FloatOp of(FOp op, ScalarType type, Expr... args) {
      return new FloatOp(op, ImmutableList.copyOf(args), type);
    }

    public Expr arg(int i) {
      return args.get(i);
    }

    /** A conversion from a floating value to an integer type: may be undefined behaviour. */
    public boolean mayBeUndefined() {
      return op == FOp.CONVERT && args.get(0).type().isFloat() && !type.isFloat();
    }

    @Override public String toString() {
      if (op == FOp.CONVERT) return "(" + type + ")" + args.get(0);
      if (op.arity == 1) return op.symbol + "(" + args.get(0) + ")";
      return "(" + args.get(0) + " " + op.symbol + "." + args.get(0).type() + " " + args.get(1) + ")";
    }
  }
}
