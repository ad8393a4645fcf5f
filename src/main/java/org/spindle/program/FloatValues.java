package org.spindle.program;

import java.math.BigDecimal;
import org.spindle.program.Expr.FOp;

/**
 * The exact meaning of {@link Expr.FloatOp} on bit patterns (D53): IEEE-754 binary32/binary64,
 * round to nearest, ties to even, every operation rounded to its own type (FLT_EVAL_METHOD 0, as
 * gcc on x86-64 with SSE). Java's float and double arithmetic is exactly that (JLS 15.17-15.18,
 * 5.1.2-5.1.3: IEEE round to nearest; strict since Java 17), so binary32 operations are computed
 * on Java floats, not on doubles. One implementation for the interpreter and the constant folder.
 */
public final class FloatValues {
  private FloatValues() {}

  /** The canonical NaNs: Java's (quiet, positive). Every NaN value is stored as one of these. */
  public static final long FLOAT_NAN = 0x7fc00000L;
  public static final long DOUBLE_NAN = 0x7ff8000000000000L;

  /** Undefined behaviour of a conversion (a value out of the target type's range). */
  public static final class Undefined extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Undefined(String message) {
      super(message, null, false, false);
    }
  }

  /** {@code v} as a pattern of {@code bits} bits (32 or 64), zero-extended, NaN canonical. */
  static long canonical(int bits, long v) {
    if (bits == 32) {
      int b = (int) v;
      return Float.isNaN(Float.intBitsToFloat(b)) ? FLOAT_NAN : b & 0xffffffffL;
    }
    return Double.isNaN(Double.longBitsToDouble(v)) ? DOUBLE_NAN : v;
  }

  public static long ofFloat(float f) {
    return canonical(32, Float.floatToRawIntBits(f));
  }

  public static long ofDouble(double d) {
    return canonical(64, Double.doubleToRawLongBits(d));
  }

  public static float asFloat(long pattern) {
    return Float.intBitsToFloat((int) pattern);
  }

  public static double asDouble(long pattern) {
    return Double.longBitsToDouble(pattern);
  }

  /** The value of a FLOAT pattern as a double (exact for binary32 too). */
  public static double value(ScalarType t, long pattern) {
    return t.bits() == 32 ? asFloat(pattern) : asDouble(pattern);
  }

  /** A C constant of type {@code t} with exactly this value, or null for NaN and infinities. */
  public static String cLiteral(ScalarType t, long pattern) {
    double d = value(t, pattern);
    if (Double.isNaN(d) || Double.isInfinite(d)) return null;
    return t.bits() == 32 ? Float.toHexString(asFloat(pattern)) + "f" : Double.toHexString(d);
  }

  /** Readable text of a value (traces, expressions): the shortest decimal that reads back. */
  public static String text(ScalarType t, long pattern) {
    return t.bits() == 32 ? Float.toString(asFloat(pattern)) + "f" : Double.toString(asDouble(pattern));
  }

  /**
   * Evaluates {@code op} on argument patterns of type {@code argType} into a pattern of {@code
   * type}.
   *
   * @throws Undefined for a conversion to an integer type of NaN, an infinity or a value whose
   *     integral part the type cannot represent
   */
  public static long apply(FOp op, ScalarType type, ScalarType argType, long... args) {
    if (op == FOp.CONVERT) return convert(args[0], argType, type);
    if (op.isComparison()) return type.wrap(compare(op, value(argType, args[0]), value(argType, args[1])) ? 1 : 0);
    if (type.bits() == 32) {
      float a = asFloat(args[0]);
      float b = op.arity == 2 ? asFloat(args[1]) : 0f;
      return ofFloat(switch (op) {
        case ADD -> a + b;
        case SUB -> a - b;
        case MUL -> a * b;
        case DIV -> a / b;
        case NEG -> -a;
        case ABS -> Math.abs(a);
        // the double square root rounded to float is the correctly rounded float square root
        // (53 >= 2 * 24 + 2: double rounding is innocuous for sqrt)
        case SQRT -> (float) Math.sqrt(a);
        default -> (float) integral(op, a); // exact: a float's integral value is a float
      });
    }
    double a = asDouble(args[0]);
    double b = op.arity == 2 ? asDouble(args[1]) : 0d;
    return ofDouble(switch (op) {
      case ADD -> a + b;
      case SUB -> a - b;
      case MUL -> a * b;
      case DIV -> a / b;
      case NEG -> -a;
      case ABS -> Math.abs(a);
      case SQRT -> Math.sqrt(a);
      default -> integral(op, a);
    });
  }

  /** floor, ceil, trunc and round (half away from zero) of {@code x}; NaN, infinities and zeros stay. */
  private static double integral(FOp op, double x) {
    double t = x < 0 ? Math.ceil(x) : Math.floor(x); // trunc: keeps -0.0 (ceil(-0.5) is -0.0)
    return switch (op) {
      case FLOOR -> Math.floor(x);
      case CEIL -> Math.ceil(x);
      case TRUNC -> t;
      // x - t is exact (t is x with its fraction bits cleared)
      case ROUND -> Math.abs(x - t) >= 0.5 ? t + Math.copySign(1.0, x) : t;
      default -> throw new IllegalArgumentException(op.toString());
    };
  }

  private static boolean compare(FOp op, double a, double b) {
    return switch (op) {
      case EQ -> a == b;
      case NE -> a != b;
      case LT -> a < b;
      case LE -> a <= b;
      case GT -> a > b;
      case GE -> a >= b;
      default -> throw new IllegalArgumentException(op.toString());
    };
  }

  private static long convert(long v, ScalarType from, ScalarType to) {
    if (to.isFloat()) {
      if (from.isFloat()) {
        if (from.bits() == to.bits()) return v;
        return to.bits() == 64 ? ofDouble(asFloat(v)) : ofFloat((float) asDouble(v));
      }
      if (from.isPointer()) throw new IllegalArgumentException("pointer converted to " + to);
      boolean unsigned64 = from.bits() == 64 && !from.signed() && v < 0;
      if (to.bits() == 32) return ofFloat(unsigned64 ? 2 * (float) ((v >>> 1) | (v & 1)) : (float) v);
      // halving with the lowest bit kept as a sticky bit rounds as the full value would: the value
      // has 64 significant bits, far more than the 24 or 53 kept
      return ofDouble(unsigned64 ? 2 * (double) ((v >>> 1) | (v & 1)) : (double) v);
    }
    if (!from.isFloat() || !to.isInteger()) throw new IllegalArgumentException(from + " to " + to);
    double d = value(from, v);
    double t = d < 0 ? Math.ceil(d) : Math.floor(d); // truncation toward zero, exact
    double lo = to.signed() ? -Math.scalb(1.0, to.bits() - 1) : 0;
    double hi = Math.scalb(1.0, to.signed() ? to.bits() - 1 : to.bits());
    if (!(t >= lo && t < hi)) {
      throw new Undefined("conversion of " + text(from, v) + " to " + to + " out of range");
    }
    return to.wrap(new BigDecimal(t).toBigInteger().longValue());
  }
}
