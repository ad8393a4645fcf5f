package org.spindle.program;

/**
 * Side-effect-free expressions of the program model. All operands of arithmetic and comparison
 * operators have the same type (lowering inserts {@link Convert}); results wrap to the node's type
 * (two's complement; signed overflow wraps, which C leaves undefined).
 */
public sealed interface Expr {
  ScalarType type();

  record Const(long value, ScalarType type) implements Expr {
    public Const {
      value = type.wrap(value);
    }

    @Override public String toString() { return type.isPointer() && value == 0 ? "NULL" : Long.toString(value); }
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
}
