package org.spindle.frontend.parse;

import java.math.BigInteger;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.CType.IntKind;
import org.spindle.frontend.ast.Expr;
import org.spindle.program.DataModel;
import org.spindle.program.SourcePos;

/** Type rules of C under a data model: sizes, alignment, promotions, usual arithmetic conversions. */
final class Types {
  static final CType.Int INT = new CType.Int(IntKind.INT, true);
  static final CType.Int UINT = new CType.Int(IntKind.INT, false);
  static final CType.Int CHAR = new CType.Int(IntKind.CHAR, true);
  static final CType.Int BOOL = new CType.Int(IntKind.BOOL, false);
  static final CType.Void VOID = new CType.Void();

  final DataModel dm;

  Types(DataModel dm) {
    this.dm = dm;
  }

  CType.Int sizeT() {
    return dm == DataModel.ILP32 ? UINT : new CType.Int(IntKind.LONG, false);
  }

  CType.Int ptrdiffT() {
    return dm == DataModel.ILP32 ? INT : new CType.Int(IntKind.LONG, true);
  }

  CType longDouble() {
    return new CType.Floating(dm == DataModel.ILP32 ? 12 : 16);
  }

  static boolean isArithmetic(CType t) {
    return t instanceof CType.Int || t instanceof CType.Floating;
  }

  static boolean isAggregate(CType t) {
    return t instanceof CType.Struct || t instanceof CType.Array;
  }

  static boolean isVoidPtr(CType t) {
    return t instanceof CType.Pointer p && p.target() instanceof CType.Void;
  }

  int rank(IntKind k) {
    return k.ordinal();
  }

  /** Integer promotion of an (undecayed) arithmetic type. */
  CType promote(CType t) {
    if (t instanceof CType.Int i && (i.kind() == IntKind.BOOL || i.kind() == IntKind.CHAR
        || i.kind() == IntKind.SHORT)) {
      return INT;
    }
    return t;
  }

  /** Usual arithmetic conversions: the common type of two arithmetic operands. */
  CType commonType(CType a, CType b) {
    if (a instanceof CType.Floating fa || b instanceof CType.Floating) {
      int ba = a instanceof CType.Floating f ? f.bytes() : 0;
      int bb = b instanceof CType.Floating f ? f.bytes() : 0;
      return new CType.Floating(Math.max(ba, bb));
    }
    CType.Int x = (CType.Int) promote(a);
    CType.Int y = (CType.Int) promote(b);
    if (x.equals(y)) return x;
    if (x.signed() == y.signed()) return rank(x.kind()) >= rank(y.kind()) ? x : y;
    CType.Int u = x.signed() ? y : x;
    CType.Int s = x.signed() ? x : y;
    if (rank(u.kind()) >= rank(s.kind())) return u;
    if (s.bits(dm) > u.bits(dm)) return s;
    return new CType.Int(s.kind(), false);
  }

  long sizeof(CType t, SourcePos pos) {
    if (t instanceof CType.Int i) return i.bytes(dm);
    if (t instanceof CType.Floating f) return f.bytes();
    if (t instanceof CType.Pointer) return dm.pointerBytes();
    if (t instanceof CType.Void) return 1; // GNU extension
    if (t instanceof CType.Function) return 1; // GNU extension
    if (t instanceof CType.Array a) {
      if (!a.isComplete()) {
        if (a.vlaLength() != null) throw new org.spindle.program.UnsupportedFeature(pos, "sizeof of a variable-length array");
        throw new CompileError(pos, "invalid application of 'sizeof' to an incomplete type '" + t + "'");
      }
      return a.length() * sizeof(a.element(), pos);
    }
    if (t instanceof CType.Struct s) return layout(s, pos).size();
    throw new IllegalStateException(t.toString());
  }

  long alignof(CType t, SourcePos pos) {
    if (t instanceof CType.Array a) return alignof(a.element(), pos);
    if (t instanceof CType.Struct s) return layout(s, pos).align();
    if (t instanceof CType.Int i && i.kind() == IntKind.LONGLONG && dm == DataModel.ILP32) return 4;
    if (t instanceof CType.Floating f && dm == DataModel.ILP32) return Math.min(f.bytes(), 4);
    if (t instanceof CType.Floating f && f.bytes() > 8) return 16;
    long sz = sizeof(t, pos);
    return Math.max(1, sz);
  }

  /** Byte offsets of the fields; bit-fields are packed into units of their declared type. */
  record Layout(long[] offsets, long size, long align) {}

  Layout layout(CType.Struct s, SourcePos pos) {
    if (!s.isComplete()) {
      throw new CompileError(pos, "invalid use of incomplete type '" + s + "'");
    }
    var fields = s.fields();
    long[] offs = new long[fields.size()];
    long bitPos = 0; // in bits
    long maxAlign = 1;
    long maxSize = 0;
    for (int k = 0; k < fields.size(); k++) {
      var f = fields.get(k);
      long fsize = f.type() instanceof CType.Array a && !a.isComplete() ? 0 : sizeof(f.type(), pos);
      long falign = alignof(f.type(), pos);
      if (s.isUnion()) {
        offs[k] = 0;
        maxSize = Math.max(maxSize, f.bitWidth() >= 0 ? (f.bitWidth() + 7) / 8 : fsize);
        if (f.bitWidth() != 0) maxAlign = Math.max(maxAlign, falign);
        continue;
      }
      if (f.bitWidth() >= 0) {
        long unitBits = fsize * 8;
        if (f.bitWidth() == 0) {
          bitPos = (bitPos + unitBits - 1) / unitBits * unitBits;
          offs[k] = bitPos / 8;
          continue;
        }
        // start a new unit if the field would straddle an aligned unit boundary
        long unitStart = bitPos / (falign * 8) * (falign * 8);
        if (bitPos + f.bitWidth() > unitStart + unitBits) {
          bitPos = (bitPos + falign * 8 - 1) / (falign * 8) * (falign * 8);
        }
        offs[k] = bitPos / 8;
        bitPos += f.bitWidth();
        maxAlign = Math.max(maxAlign, falign);
      } else {
        long off = ((bitPos + 7) / 8 + falign - 1) / falign * falign;
        offs[k] = off;
        bitPos = (off + fsize) * 8;
        maxAlign = Math.max(maxAlign, falign);
      }
    }
    long size = s.isUnion() ? maxSize : (bitPos + 7) / 8;
    size = (size + maxAlign - 1) / maxAlign * maxAlign;
    return new Layout(offs, size, maxAlign);
  }

  /** Truncates/wraps a value into the range of an integer type. */
  BigInteger wrap(BigInteger v, CType.Int t) {
    if (t.kind() == IntKind.BOOL) return v.signum() == 0 ? BigInteger.ZERO : BigInteger.ONE;
    int bits = t.bits(dm);
    BigInteger mod = BigInteger.ONE.shiftLeft(bits);
    BigInteger r = v.mod(mod);
    if (t.signed() && r.testBit(bits - 1)) r = r.subtract(mod);
    return r;
  }

  /** Structural type equality with struct identity (qualifiers are already dropped). */
  static boolean same(CType a, CType b) {
    if (a == b) return true;
    if (a instanceof CType.Struct || b instanceof CType.Struct) return false;
    return a.equals(b);
  }

  /** Loose compatibility used for redeclarations and pointer assignments (lenient like gcc). */
  static boolean compatible(CType a, CType b) {
    if (same(a, b)) return true;
    if (a instanceof CType.Pointer pa && b instanceof CType.Pointer pb) return compatible(pa.target(), pb.target());
    if (a instanceof CType.Array aa && b instanceof CType.Array ab) {
      return compatible(aa.element(), ab.element())
          && (aa.length() < 0 || ab.length() < 0 || aa.length() == ab.length());
    }
    if (a instanceof CType.Function fa && b instanceof CType.Function fb) {
      if (!compatible(fa.returnType(), fb.returnType())) return false;
      if (!fa.prototyped() || !fb.prototyped()) return true;
      if (fa.params().size() != fb.params().size() || fa.varargs() != fb.varargs()) return false;
      for (int k = 0; k < fa.params().size(); k++) {
        if (!compatible(fa.params().get(k), fb.params().get(k))) return false;
      }
      return true;
    }
    return false;
  }

  /** Wraps {@code e} in an implicit cast to {@code t} unless it already has that type. */
  static Expr implicitCast(Expr e, CType t) {
    if (same(e.type(), t)) return e;
    return new Expr.Cast(t, e, true, e.pos());
  }
}
