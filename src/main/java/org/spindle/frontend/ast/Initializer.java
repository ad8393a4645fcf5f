package org.spindle.frontend.ast;

import java.util.List;
import org.spindle.program.SourcePos;

/**
 * Resolved initializers: designators, brace elision and string literals for char arrays are
 * already resolved by the parser against the declared type.
 */
public sealed interface Initializer {
  SourcePos pos();

  /** Initializer of a scalar object; expr already converted to the object's type. */
  record Scalar(Expr expr, SourcePos pos) implements Initializer {}

  /**
   * Initializer of an array (elements.size() == array length) or struct (one per field; for a
   * union only the initialized member is non-null). A null element means zero-initialized.
   */
  record Aggregate(CType type, List<Initializer> elements, SourcePos pos) implements Initializer {}
}
