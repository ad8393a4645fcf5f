package org.spindle.frontend.ast;

import java.util.List;
import java.util.Map;

/**
 * A parsed, resolved translation unit. {@code globals} in declaration order (one symbol per
 * object; tentative definitions merged); {@code functions} by name (defined and declared).
 */
public record TranslationUnit(
    String file, List<VarSymbol> globals, Map<String, FunctionSymbol> functions) {

  public FunctionSymbol function(String name) {
    return functions.get(name);
  }
}
