package org.spindle.program;

/** A memory location written or read by an edge. */
public sealed interface LValue {
  ScalarType type();

  /** Cell {@code index} of a known object (index 0 for scalars). */
  record Cell(MemoryObject object, Expr index, ScalarType type) implements LValue {
    public static Cell scalar(MemoryObject o) {
      return new Cell(o, new Expr.Const(0, ScalarType.INT), o.cellType(0));
    }

    @Override public String toString() {
      if (object.isScalar() && index instanceof Expr.Const) return object.name();
      return object.name() + "[" + index + "]";
    }
  }

  /**
   * Cell at a pointer value. The interpreter resolves the address to an object; an address outside
   * every object, or into a cell of another type, stops the run as undefined behaviour.
   */
  record Deref(Expr address, ScalarType type) implements LValue {
    @Override public String toString() { return "*" + address; }
  }
}
