package org.spindle.frontend;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.DataModel;

/** Small helpers to parse snippets. */
final class ParserTestSupport {
  private ParserTestSupport() {}

  static TranslationUnit parse(String src) {
    return CFrontend.parseString(src, "t.c", DataModel.LP64);
  }

  static TranslationUnit parse(String src, DataModel dm) {
    return CFrontend.parseString(src, "t.c", dm);
  }

  /** The last expression statement of function {@code f} in {@code src}. */
  static Expr lastExpr(String src, DataModel dm) {
    TranslationUnit tu = parse(src, dm);
    List<Stmt> items = tu.function("f").body().items();
    return ((Stmt.ExprStmt) items.get(items.size() - 1)).expr();
  }

  /** Dump of expression {@code e} evaluated in {@code void f(void) { <locals> e; }} after {@code <decls>}. */
  static String dump(String decls, String locals, String e, DataModel dm) {
    return AstDump.expr(lastExpr(decls + "\nvoid f(void) { " + locals + " " + e + "; }", dm));
  }

  static String dump(String decls, String e) {
    return dump(decls, "", e, DataModel.LP64);
  }

  static VarSymbol global(TranslationUnit tu, String name) {
    return tu.globals().stream().filter(v -> v.name().equals(name)).findFirst().orElseThrow();
  }

  static CompileError error(String src) {
    return assertThrows(CompileError.class, () -> parse(src));
  }
}
