package org.spindle.frontend.lower;

import java.util.function.Consumer;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.Initializer;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.ast.VarSymbol;

/** Pre-order traversal of AST statements and expressions (including local initializers). */
final class AstWalk {
  private AstWalk() {}

  static void stmt(Stmt s, Consumer<Stmt> onStmt, Consumer<Expr> onExpr) {
    if (s == null) return;
    onStmt.accept(s);
    if (s instanceof Stmt.Block b) {
      for (Stmt i : b.items()) stmt(i, onStmt, onExpr);
    } else if (s instanceof Stmt.ExprStmt e) {
      expr(e.expr(), onExpr);
    } else if (s instanceof Stmt.Decl d) {
      for (VarSymbol v : d.vars()) init(v.init(), onExpr);
    } else if (s instanceof Stmt.If i) {
      expr(i.cond(), onExpr);
      stmt(i.then(), onStmt, onExpr);
      stmt(i.otherwise(), onStmt, onExpr);
    } else if (s instanceof Stmt.While w) {
      expr(w.cond(), onExpr);
      stmt(w.body(), onStmt, onExpr);
    } else if (s instanceof Stmt.DoWhile w) {
      stmt(w.body(), onStmt, onExpr);
      expr(w.cond(), onExpr);
    } else if (s instanceof Stmt.For f) {
      stmt(f.init(), onStmt, onExpr);
      expr(f.cond(), onExpr);
      expr(f.step(), onExpr);
      stmt(f.body(), onStmt, onExpr);
    } else if (s instanceof Stmt.Switch w) {
      expr(w.selector(), onExpr);
      stmt(w.body(), onStmt, onExpr);
    } else if (s instanceof Stmt.Case c) {
      stmt(c.stmt(), onStmt, onExpr);
    } else if (s instanceof Stmt.Default d) {
      stmt(d.stmt(), onStmt, onExpr);
    } else if (s instanceof Stmt.Labeled l) {
      stmt(l.stmt(), onStmt, onExpr);
    } else if (s instanceof Stmt.Return r) {
      expr(r.value(), onExpr);
    }
  }

  static void init(Initializer i, Consumer<Expr> onExpr) {
    if (i instanceof Initializer.Scalar s) {
      expr(s.expr(), onExpr);
    } else if (i instanceof Initializer.Aggregate a) {
      for (Initializer e : a.elements()) init(e, onExpr);
    }
  }

  static void expr(Expr e, Consumer<Expr> onExpr) {
    if (e == null) return;
    onExpr.accept(e);
    if (e instanceof Expr.Unary u) {
      expr(u.operand(), onExpr);
    } else if (e instanceof Expr.Binary b) {
      expr(b.left(), onExpr);
      expr(b.right(), onExpr);
    } else if (e instanceof Expr.Assign a) {
      expr(a.target(), onExpr);
      expr(a.value(), onExpr);
    } else if (e instanceof Expr.Conditional c) {
      expr(c.cond(), onExpr);
      expr(c.then(), onExpr);
      expr(c.otherwise(), onExpr);
    } else if (e instanceof Expr.Cast c) {
      expr(c.operand(), onExpr);
    } else if (e instanceof Expr.Call c) {
      expr(c.function(), onExpr);
      for (Expr a : c.args()) expr(a, onExpr);
    } else if (e instanceof Expr.Member m) {
      expr(m.base(), onExpr);
    } else if (e instanceof Expr.Index i) {
      expr(i.base(), onExpr);
      expr(i.index(), onExpr);
    } else if (e instanceof Expr.CompoundLiteral c) {
      init(c.init(), onExpr);
    } else if (e instanceof Expr.ContainerOf co) {
      expr(co.member(), onExpr);
    } else if (e instanceof Expr.StmtExpr s) {
      stmt(s.body(), x -> {}, onExpr);
    }
  }
}
