package org.spindle.frontend.lower;

import org.spindle.frontend.ast.CType;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;

/**
 * A C object designated by an lvalue: either a statically known object and cell index, or a
 * pointer value (address expression). {@code type} is the C type of the designated object.
 */
record Place(MemoryObject object, Expr index, Expr address, CType type) {
  static Place known(MemoryObject o, Expr index, CType type) {
    return new Place(o, index, null, type);
  }

  static Place pointer(Expr address, CType type) {
    if (address instanceof Expr.AddressOf a) return new Place(a.object(), a.cellIndex(), null, type);
    return new Place(null, null, address, type);
  }

  boolean isKnown() {
    return object != null;
  }

  Place withType(CType t) {
    return new Place(object, index, address, t);
  }
}
