package org.spindle.program;

/**
 * Type of one memory cell or expression value in the program model. Values are carried in a Java
 * {@code long} holding the two's-complement bit pattern, normalised by {@link #wrap(long)}:
 * sign-extended for signed types, zero-extended for unsigned ones (a 64-bit unsigned value keeps
 * its bit pattern; compare with {@link Long#compareUnsigned}). BOOL values are 0 or 1. POINTER
 * values are unsigned addresses (see {@link MemoryObject#baseAddress()}).
 */
public record ScalarType(Kind kind, int bits, boolean signed) {
  public enum Kind { INT, BOOL, POINTER }

  public static final ScalarType BOOL = new ScalarType(Kind.BOOL, 1, false);
  public static final ScalarType INT = new ScalarType(Kind.INT, 32, true);
  public static final ScalarType UINT = new ScalarType(Kind.INT, 32, false);

  public ScalarType {
    if (bits < 1 || bits > 64) throw new IllegalArgumentException("bits " + bits);
    if (kind == Kind.BOOL && bits != 1) throw new IllegalArgumentException("bool has 1 bit");
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

  /** Reduce an arbitrary bit pattern to this type's canonical representation (C conversion). */
  public long wrap(long v) {
    if (kind == Kind.BOOL) return v != 0 ? 1 : 0;
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

  /** For unsigned 64-bit types this is -1 (all ones) as a bit pattern. */
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
    };
  }
}
