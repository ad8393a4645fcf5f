/**
 * Recursive-descent C parser with semantic analysis in one pass. The parser is layered by
 * inheritance, one grammar area per class: {@link org.spindle.frontend.parse.TokenCursor} (tokens,
 * errors, depth guard) &lt; {@code ExprParser} (expressions) &lt; {@code SpecifierParser}
 * (declaration specifiers, struct/union/enum) &lt; {@code DeclParser} (declarators, initializer
 * syntax) &lt; {@link org.spindle.frontend.parse.CParser} (statements, functions, translation unit).
 * Typing lives in {@code ExprSema}/{@code Types}/{@code ConstFolder}, initializer matching in
 * {@code InitResolver}, name binding in {@code Scopes}/{@code Declarations}.
 *
 * <p>Conventions for consumers (the lowering): block-scope {@code static} variables appear both in
 * {@code TranslationUnit.globals} (storage STATIC_LOCAL, with their initializer) and in the
 * {@code Stmt.Decl} of their block, which must not re-initialise them; block-scope {@code extern}
 * declarations and typedefs produce no {@code Stmt.Decl}. {@code __builtin_expect(e, c)} is
 * replaced by {@code (long) e}; other {@code __builtin_*} calls are calls to implicitly declared
 * functions. A GNU case range {@code case a ... b:} becomes nested {@code Stmt.Case} nodes. The
 * offsetof idiom {@code (size_t)&((T *)0)->m} folds to its byte offset, and {@code (T *)((char *)p
 * - offsetof(T, m))} becomes {@code Expr.ContainerOf} (D58, D60): byte offsets exist only here.
 */
package org.spindle.frontend.parse;
