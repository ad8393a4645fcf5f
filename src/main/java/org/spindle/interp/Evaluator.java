package org.spindle.interp;

import org.spindle.program.Expr;
import org.spindle.program.FloatValues;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Bit-precise evaluation of program-model expressions over a {@link MutableState}. Undefined
 * behaviour (division by zero, bad shift amounts, out-of-bounds or invalid accesses) throws
 * {@link UndefinedBehaviour}. {@code &&}, {@code ||} and {@code ?:} evaluate only the operands C
 * evaluates, so a guarded division such as {@code x != 0 && y / x > 1} is not reported.
 */
final class Evaluator {
  /** A resolved memory cell. */
  record Loc(MemoryObject object, long cell) {
    String describe() {
      return object.isScalar() ? object.name() : object.name() + "[" + cell + "]";
    }
  }

  /**
   * Thrown by a read of an undefined cell (after a HavocObject) when the state has no {@link
   * UndefinedReads} source: the caller must choose the cell's value (an input) and retry the edge.
   * Every statement reads before it writes, so the state is unchanged when this is thrown.
   */
  static final class NeedsInput extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient Loc loc;

    NeedsInput(Loc loc) {
      super("undefined cell " + loc.describe(), null, false, false);
      this.loc = loc;
    }
  }

  private final ProgramIndex index;

  Evaluator(ProgramIndex index) {
    this.index = index;
  }

  long eval(Expr e, MutableState m, Recorder rec) {
    if (e instanceof Expr.Const c) return c.value();
    if (e instanceof Expr.Load l) return read(resolve(l.location(), m, rec), l.type(), m, rec);
    if (e instanceof Expr.Unary u) return unary(u, eval(u.operand(), m, rec));
    if (e instanceof Expr.Binary b) return binary(b, m, rec);
    if (e instanceof Expr.Convert c) return c.type().wrap(eval(c.operand(), m, rec));
    if (e instanceof Expr.AddressOf a) {
      return a.type().wrap(a.object().baseAddress() + eval(a.cellIndex(), m, rec));
    }
    if (e instanceof Expr.Ite i) {
      return i.type().wrap(eval(i.cond(), m, rec) != 0 ? eval(i.then(), m, rec) : eval(i.otherwise(), m, rec));
    }
    if (e instanceof Expr.FloatOp f) return floatOp(f, m, rec);
    throw new IllegalStateException("unknown expression " + e);
  }

  /** Resolves an lvalue to a cell, checking bounds, validity and the cell's type. */
  Loc resolve(LValue lv, MutableState m, Recorder rec) {
    if (lv instanceof LValue.Cell c) {
      long i = eval(c.index(), m, rec);
      MemoryObject o = c.object();
      if (i < 0 || i >= o.cellCount()) {
        throw new UndefinedBehaviour("array index out of bounds: " + o.name() + "[" + i + "]");
      }
      if (!fits(o, i, lv.type())) throw typeMismatch(o, i, lv.type(), "access to " + o.name() + "[" + i + "]");
      return new Loc(o, i);
    }
    LValue.Deref d = (LValue.Deref) lv;
    long addr = eval(d.address(), m, rec);
    MemoryObject o = index.objectAt(addr);
    if (o == null) throw new UndefinedBehaviour(badAddress(addr));
    long cell = addr - o.baseAddress();
    if (!fits(o, cell, lv.type())) throw typeMismatch(o, cell, lv.type(), badAddress(addr));
    return new Loc(o, cell);
  }

  /**
   * A cell may be accessed with its own type or the other-signedness variant of it (C allows
   * {@code unsigned} access to {@code int}); any other type is a reinterpretation we do not model.
   */
  private static boolean fits(MemoryObject o, long cell, ScalarType t) {
    ScalarType ct = o.cellType(cell);
    return ct.kind() == t.kind() && ct.bits() == t.bits();
  }

  private static UndefinedBehaviour typeMismatch(MemoryObject o, long cell, ScalarType t, String what) {
    return new UndefinedBehaviour(what + " (cell of type " + o.cellType(cell) + " accessed as " + t + ")");
  }

  private static String badAddress(long addr) {
    return "invalid dereference of address 0x" + Long.toHexString(addr);
  }

  /**
   * The value of cell {@code loc} read as {@code type}. A run that created a dormant thread (D44)
   * stops at a read of its handle value from a cell that may hold a handle: every dormant thread
   * has that one value, so comparing or copying it could show a run no real program has (two
   * distinct threads with equal ids); a join reads it through {@link #joinTarget} and blocks.
   */
  long read(Loc loc, ScalarType type, MutableState m, Recorder rec) {
    long v = readValue(loc, type, m, rec);
    if (v == Stmt.Error.DORMANT_HANDLE && m.dormantCreation() != null && index.mayHoldHandle(loc.object().id())) {
      throw new UndefinedBehaviour("the handle of a thread beyond the thread bound read in "
          + loc.describe() + " (it stands for no thread id)", true);
    }
    return v;
  }

  /** A join's thread operand: a handle read as such, a dormant one included (the join blocks). */
  long joinTarget(Expr e, MutableState m, Recorder rec) {
    if (e instanceof Expr.Load l) return readValue(resolve(l.location(), m, rec), l.type(), m, rec);
    return eval(e, m, rec);
  }

  private long readValue(Loc loc, ScalarType type, MutableState m, Recorder rec) {
    int obj = loc.object().id();
    if (!m.defined(obj, loc.cell())) {
      // first read of a havocked cell: its arbitrary value is an input drawn now (D7)
      UndefinedReads src = m.undefinedReads();
      if (src == null) throw new NeedsInput(loc);
      long drawn = loc.object().cellType(loc.cell()).wrap(src.value(loc.object(), loc.cell()));
      if (rec != null) {
        rec.input(drawn);
        rec.drawn(loc);
      }
      m.write(obj, loc.cell(), drawn);
    }
    long v = type.wrap(m.read(loc.object().id(), loc.cell()));
    if (rec != null) rec.read(loc, v);
    return v;
  }

  void write(Loc loc, long value, MutableState m, Recorder rec) {
    long v = loc.object().cellType(loc.cell()).wrap(value);
    m.write(loc.object().id(), loc.cell(), v);
    if (rec != null) rec.write(loc, v);
  }

  private static long unary(Expr.Unary u, long v) {
    ScalarType t = u.type();
    return switch (u.op()) {
      case NEG -> t.wrap(-v);
      case BITNOT -> t.wrap(~v);
      case LOGNOT -> t.wrap(v == 0 ? 1 : 0);
    };
  }

  private long binary(Expr.Binary b, MutableState m, Recorder rec) {
    ScalarType t = b.type();
    if (b.op() == Expr.BinOp.LAND) {
      return t.wrap(eval(b.left(), m, rec) != 0 && eval(b.right(), m, rec) != 0 ? 1 : 0);
    }
    if (b.op() == Expr.BinOp.LOR) {
      return t.wrap(eval(b.left(), m, rec) != 0 || eval(b.right(), m, rec) != 0 ? 1 : 0);
    }
    long l = eval(b.left(), m, rec);
    long r = eval(b.right(), m, rec);
    ScalarType ot = b.left().type();
    boolean signed = ot.signed() && !ot.isPointer() && !ot.isBool();
    if (b.op().isComparison()) {
      int c = signed ? Long.compare(l, r) : Long.compareUnsigned(l, r);
      boolean res = switch (b.op()) {
        case EQ -> l == r;
        case NE -> l != r;
        case LT -> c < 0;
        case LE -> c <= 0;
        case GT -> c > 0;
        case GE -> c >= 0;
        default -> throw new IllegalStateException();
      };
      return t.wrap(res ? 1 : 0);
    }
    boolean tSigned = t.signed() && !t.isPointer() && !t.isBool();
    return switch (b.op()) {
      case ADD -> t.wrap(l + r);
      case SUB -> t.wrap(l - r);
      case MUL -> t.wrap(l * r);
      case DIV -> {
        if (r == 0) throw new UndefinedBehaviour("division by zero");
        yield t.wrap(tSigned ? l / r : Long.divideUnsigned(l, r));
      }
      case REM -> {
        if (r == 0) throw new UndefinedBehaviour("remainder by zero");
        yield t.wrap(tSigned ? l % r : Long.remainderUnsigned(l, r));
      }
      case SHL -> t.wrap(l << shiftAmount(b, r));
      case SHR -> {
        int s = shiftAmount(b, r);
        yield t.wrap(tSigned ? l >> s : l >>> s);
      }
      case BITAND -> t.wrap(l & r);
      case BITOR -> t.wrap(l | r);
      case BITXOR -> t.wrap(l ^ r);
      default -> throw new IllegalStateException("unexpected operator " + b.op());
    };
  }

  /** IEEE-754 semantics (D53); a conversion out of range is undefined behaviour. */
  private long floatOp(Expr.FloatOp f, MutableState m, Recorder rec) {
    long[] args = new long[f.args().size()];
    for (int i = 0; i < args.length; i++) args[i] = eval(f.arg(i), m, rec);
    try {
      return FloatValues.apply(f.op(), f.type(), f.arg(0).type(), args);
    } catch (FloatValues.Undefined u) {
      throw new UndefinedBehaviour(u.getMessage());
    }
  }

  /** Shift amount; negative or at least the width of the shifted type is undefined. */
  private static int shiftAmount(Expr.Binary b, long r) {
    ScalarType rt = b.right().type();
    boolean rSigned = rt.signed() && !rt.isPointer() && !rt.isBool();
    int width = b.type().bits();
    if ((rSigned && r < 0) || Long.compareUnsigned(r, width) >= 0) {
      throw new UndefinedBehaviour("shift by " + (rSigned ? Long.toString(r) : Long.toUnsignedString(r))
          + " (width " + width + ")");
    }
    return (int) r;
  }
}
