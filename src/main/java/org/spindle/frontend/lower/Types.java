package org.spindle.frontend.lower;

import org.spindle.frontend.ast.CType;
import org.spindle.program.DataModel;

/** C integer promotions and usual arithmetic conversions (needed for compound assignment). */
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
