package org.spindle.program;

/**
 * Type of one memory cell or expression value in the program model. Values are carried in a Java
 * {@code long} holding the two's-complement bit pattern, normalised by {@link #wrap(long)}:
 * sign-extended for signed types, zero-extended for unsigned ones (a 64-bit unsigned value keeps
 * its bit pattern; compare with {@link Long#compareUnsigned}). BOOL values are 0 or 1. POINTER
 * values are unsigned addresses (see {@link MemoryObject#baseAddress()}). FLOAT values (32 or 64
 * bits: IEEE-754 binary32/binary64) are their IEEE bit pattern, zero-extended, with every NaN
 * replaced by the one canonical quiet NaN (D53: a NaN's payload and sign cannot be observed without
 * reinterpreting memory, which is unsupported); only {@link Expr.FloatOp} gives them meaning.
 */
public record ScalarType(Kind kind, int bits, boolean signed) {
  public enum Kind { INT, BOOL, POINTER, FLOAT }

  public static final ScalarType BOOL = new ScalarType(Kind.BOOL, 1, false);
  public static final ScalarType INT = new ScalarType(Kind.INT, 32, true);
  public static final ScalarType UINT = new ScalarType(Kind.INT, 32, false);
  public static final ScalarType FLOAT = new ScalarType(Kind.FLOAT, 32, false);
  public static final ScalarType DOUBLE = new ScalarType(Kind.FLOAT, 64, false);

  public ScalarType {
    if (bits < 1 || bits > 64) throw new IllegalArgumentException("bits " + bits);
    if (kind == Kind.BOOL && bits != 1) throw new IllegalArgumentException("bool has 1 bit");
    if (kind == Kind.FLOAT && (signed || bits != 32 && bits != 64)) {
      throw new IllegalArgumentException("float type of " + bits + " bits");
    }
  }

  public static ScalarType integer(int bits, boolean signed) {
    return new ScalarType(Kind.INT, bits, signed);
  }

  public static ScalarType pointer(DataModel dm) {
    return new ScalarType(Kind.POINTER, dm.pointerBytes() * 8, false);
  }

  public boolean isPointer() {
    return kind == Kind.POINTER;
  }

  public boolean isBool() {
    return kind == Kind.BOOL;
  }

  public boolean isFloat() {
    return kind == Kind.FLOAT;
  }

  /** An integer type (INT kind, any signedness): not BOOL, not a pointer, not floating. */
  public boolean isInteger() {
    return kind == Kind.INT;
  }

  /** Reduce an arbitrary bit pattern to this type's canonical representation (C conversion). */
  public long wrap(long v) {
    if (kind == Kind.BOOL) return v != 0 ? 1 : 0;
    if (kind == Kind.FLOAT) return FloatValues.canonical(bits, v);
    if (bits == 64) return v;
    long mask = (1L << bits) - 1;
    long low = v & mask;
    if (signed && (low & (1L << (bits - 1))) != 0) return low | ~mask;
    return low;
  }

  public long minValue() {
    if (kind == Kind.BOOL || !signed) return 0;
    return bits == 64 ? Long.MIN_VALUE : -(1L << (bits - 1));
  }

  /**
   * For unsigned 64-bit types this is -1 (all ones) as a bit pattern. For FLOAT types min and max
   * are those of the bit patterns read as unsigned numbers (what LIA holds, D53), not of the reals.
   */
  public long maxValue() {
    if (kind == Kind.BOOL) return 1;
    if (bits == 64) return signed ? Long.MAX_VALUE : -1L;
    return signed ? (1L << (bits - 1)) - 1 : (1L << bits) - 1;
  }

  @Override
  public String toString() {
    return switch (kind) {
      case BOOL -> "bool";
      case POINTER -> "ptr" + bits;
      case INT -> (signed ? "i" : "u") + bits;
      case FLOAT -> bits == 32 ? "float" : "double";
    };
  }
}
