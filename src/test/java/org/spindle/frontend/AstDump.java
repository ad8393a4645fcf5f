package org.spindle.frontend;

import java.util.stream.Collectors;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.Initializer;

/** Compact s-expression rendering of typed expressions for assertions: {@code (+:int a:int 1:int)}. */
final class AstDump {
  private AstDump() {}

  static String expr(Expr e) {
    if (e instanceof Expr.IntLit l) return l.value() + ":" + l.type();
    if (e instanceof Expr.VarRef v) return v.symbol().name() + ":" + v.type();
    if (e instanceof Expr.StringLit s) return "\"" + s.value() + "\":" + s.type();
    if (e instanceof Expr.FloatLit f) return f.text() + ":" + f.type();
    if (e instanceof Expr.Cast c) return "(" + (c.implicit() ? "icast " : "cast ") + c.type() + " " + expr(c.operand()) + ")";
    if (e instanceof Expr.Unary u) return "(" + u.op() + ":" + u.type() + " " + expr(u.operand()) + ")";
    if (e instanceof Expr.Binary b) return "(" + b.op() + ":" + b.type() + " " + expr(b.left()) + " " + expr(b.right()) + ")";
    if (e instanceof Expr.Assign a) return "(=" + (a.op() == null ? "" : a.op().toString()) + ":" + a.type() + " " + expr(a.target()) + " " + expr(a.value()) + ")";
    if (e instanceof Expr.Conditional c) return "(?:" + c.type() + " " + expr(c.cond()) + " " + expr(c.then()) + " " + expr(c.otherwise()) + ")";
    if (e instanceof Expr.Call c) {
      return "(call:" + c.type() + " " + expr(c.function())
          + c.args().stream().map(a -> " " + expr(a)).collect(Collectors.joining()) + ")";
    }
    if (e instanceof Expr.Member m) return "(" + (m.arrow() ? "->" : ".") + m.struct().fields().get(m.fieldIndex()).name() + ":" + m.type() + " " + expr(m.base()) + ")";
    if (e instanceof Expr.Index i) return "([]:" + i.type() + " " + expr(i.base()) + " " + expr(i.index()) + ")";
    if (e instanceof Expr.CompoundLiteral c) return "(complit:" + c.type() + " " + init(c.init()) + ")";
    if (e instanceof Expr.StmtExpr s) return "(stmtexpr:" + s.type() + ")";
    if (e instanceof Expr.Unsupported u) return "(unsupported " + u.what() + ")";
    throw new IllegalArgumentException(e.toString());
  }

  static String init(Initializer i) {
    if (i == null) return "_";
    if (i instanceof Initializer.Scalar s) return expr(s.expr());
    Initializer.Aggregate a = (Initializer.Aggregate) i;
    return "{" + a.elements().stream().map(AstDump::init).collect(Collectors.joining(" ")) + "}";
  }
}
