package org.spindle.frontend.ast;

import org.spindle.program.SourcePos;

/** A resolved identifier: variable or function. Identity matters (shadowing), not the name. */
public sealed interface Symbol permits VarSymbol, FunctionSymbol {
  String name();

  CType type();

  SourcePos pos();
}
