package org.spindle.frontend.lower;

import java.util.StringJoiner;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;

/** Short C text of AST expressions for edge labels in traces (at most ~60 characters). */
final class CText {
  static final int MAX = 60;

  private CText() {}

  static String of(Expr e) {
    if (e == null) return "";
    StringBuilder sb = new StringBuilder();
    render(e, sb);
    return shorten(sb.toString());
  }

  static String shorten(String s) {
    return s.length() <= MAX ? s : s.substring(0, MAX - 3) + "...";
  }

  private static void render(Expr e, StringBuilder sb) {
    if (sb.length() > 2 * MAX) return;
    if (e instanceof Expr.IntLit l) {
      sb.append(l.value());
    } else if (e instanceof Expr.FloatLit f) {
      sb.append(f.text());
    } else if (e instanceof Expr.StringLit s) {
      String v = s.value().replace("\n", "\\n");
      sb.append('"').append(v.length() > 12 ? v.substring(0, 12) + "..." : v).append('"');
    } else if (e instanceof Expr.VarRef r) {
      sb.append(r.symbol().name());
    } else if (e instanceof Expr.Unary u) {
      switch (u.op()) {
        case POSTINC -> { sub(u.operand(), sb); sb.append("++"); }
        case POSTDEC -> { sub(u.operand(), sb); sb.append("--"); }
        default -> {
          sb.append(switch (u.op()) {
            case NEG -> "-"; case PLUS -> "+"; case BITNOT -> "~"; case LOGNOT -> "!";
            case DEREF -> "*"; case ADDR -> "&"; case PREINC -> "++"; case PREDEC -> "--";
            default -> "";
          });
          sub(u.operand(), sb);
        }
      }
    } else if (e instanceof Expr.Binary b) {
      sub(b.left(), sb);
      sb.append(b.op() == Expr.BinaryOp.COMMA ? ", " : " " + symbol(b.op()) + " ");
      sub(b.right(), sb);
    } else if (e instanceof Expr.Assign a) {
      render(a.target(), sb);
      sb.append(' ').append(a.op() == null ? "" : symbol(a.op())).append("= ");
      render(a.value(), sb);
    } else if (e instanceof Expr.Conditional c) {
      sub(c.cond(), sb);
      sb.append(" ? ");
      sub(c.then(), sb);
      sb.append(" : ");
      sub(c.otherwise(), sb);
    } else if (e instanceof Expr.Cast c) {
      if (!c.implicit()) sb.append('(').append(c.type()).append(')');
      if (c.implicit()) render(c.operand(), sb); else sub(c.operand(), sb);
    } else if (e instanceof Expr.Call c) {
      render(c.function(), sb);
      StringJoiner j = new StringJoiner(", ", "(", ")");
      for (Expr a : c.args()) {
        StringBuilder x = new StringBuilder();
        render(a, x);
        j.add(x);
      }
      sb.append(j);
    } else if (e instanceof Expr.Member m) {
      sub(m.base(), sb);
      String name = m.struct().fields().get(m.fieldIndex()).name();
      sb.append(m.arrow() ? "->" : ".").append(name == null ? "<anon>" : name);
    } else if (e instanceof Expr.Index i) {
      sub(i.base(), sb);
      sb.append('[');
      render(i.index(), sb);
      sb.append(']');
    } else if (e instanceof Expr.CompoundLiteral c) {
      sb.append('(').append(c.type()).append("){...}");
    } else if (e instanceof Expr.ContainerOf co) {
      sb.append("container_of(");
      render(co.member(), sb);
      sb.append(", ").append(co.container()).append(')');
    } else if (e instanceof Expr.StmtExpr) {
      sb.append("({...})");
    } else if (e instanceof Expr.Unsupported u) {
      sb.append(u.what());
    }
  }

  private static void sub(Expr e, StringBuilder sb) {
    boolean atom = e instanceof Expr.IntLit || e instanceof Expr.VarRef || e instanceof Expr.Call
        || e instanceof Expr.Member || e instanceof Expr.Index || e instanceof Expr.StringLit
        || (e instanceof Expr.Cast c && c.implicit() && !(c.operand() instanceof Expr.Binary));
    if (!atom) sb.append('(');
    render(e, sb);
    if (!atom) sb.append(')');
  }

  static String symbol(Expr.BinaryOp op) {
    return switch (op) {
      case MUL -> "*"; case DIV -> "/"; case MOD -> "%"; case ADD -> "+"; case SUB -> "-";
      case SHL -> "<<"; case SHR -> ">>"; case LT -> "<"; case GT -> ">"; case LE -> "<=";
      case GE -> ">="; case EQ -> "=="; case NE -> "!="; case BITAND -> "&"; case BITXOR -> "^";
      case BITOR -> "|"; case LOGAND -> "&&"; case LOGOR -> "||"; case COMMA -> ",";
    };
  }

  static boolean isVoid(CType t) {
    return t instanceof CType.Void;
  }
}
