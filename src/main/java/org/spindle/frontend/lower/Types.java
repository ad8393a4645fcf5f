package org.spindle.frontend.lower;

import org.spindle.frontend.ast.CType;
import org.spindle.program.DataModel;

/**
 * C integer promotions and usual arithmetic conversions (needed for compound assignment): a
 * floating operand makes the wider floating type the common type (C11 6.3.1.8).
 */
final class Types {
  private Types() {}

  static final CType.Int INT = new CType.Int(CType.IntKind.INT, true);

  /** size_t of the data model. */
  static CType.Int sizeT(DataModel dm) {
    return new CType.Int(dm == DataModel.ILP32 ? CType.IntKind.INT : CType.IntKind.LONG, false);
  }

  static CType promote(CType t) {
    if (t instanceof CType.Int i && i.kind().ordinal() < CType.IntKind.INT.ordinal()) return INT;
    return t;
  }

  static CType usualArithmetic(CType a, CType b, DataModel dm) {
    if (a instanceof CType.Floating || b instanceof CType.Floating) {
      int ba = a instanceof CType.Floating f ? f.bytes() : 0;
      int bb = b instanceof CType.Floating f ? f.bytes() : 0;
      return new CType.Floating(Math.max(ba, bb));
    }
    a = promote(a);
    b = promote(b);
    if (!(a instanceof CType.Int x) || !(b instanceof CType.Int y)) return a;
    if (x.equals(y)) return x;
    if (x.signed() == y.signed()) return x.kind().ordinal() >= y.kind().ordinal() ? x : y;
    CType.Int u = x.signed() ? y : x;
    CType.Int s = x.signed() ? x : y;
    if (u.kind().ordinal() >= s.kind().ordinal()) return u;
    if (s.bits(dm) > u.bits(dm)) return s;
    return new CType.Int(s.kind(), false);
  }
}
