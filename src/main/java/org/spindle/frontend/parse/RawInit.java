package org.spindle.frontend.parse;

import java.util.List;
import org.spindle.frontend.ast.Expr;
import org.spindle.program.SourcePos;

/** Initializer syntax before it is matched against the object's type. */
sealed interface RawInit {
  SourcePos pos();

  record Single(Expr expr, SourcePos pos) implements RawInit {}

  record Braced(List<Item> items, SourcePos pos) implements RawInit {}

  /** One element of a brace list, with its designators (possibly none). */
  record Item(List<Designator> designators, RawInit init, SourcePos pos) {}

  sealed interface Designator {
    SourcePos pos();
  }

  record FieldDesig(String name, SourcePos pos) implements Designator {}

  /** {@code [lo]} or the GNU range {@code [lo ... hi]}. */
  record IndexDesig(long lo, long hi, SourcePos pos) implements Designator {}
}
