package org.spindle.program.analysis;

import java.util.List;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Type consistency of an edge's expressions and l-values, as promised by the javadoc of {@link
 * Expr}: arithmetic operands have the result type, comparison operands share a type, loads and
 * stores agree with the cell they access.
 */
final class TypeChecker {
  private TypeChecker() {}

  static void check(Program p, Edge e, List<String> out) {
    String where = ProgramValidator.describe(e);
    Stmt s = e.stmt();
    ExprWalker.forEachExpr(s, x -> checkExpr(p, x, where, out));
    for (LValue lv : ExprWalker.lvalues(s)) checkLValue(lv, where, out);
    if (s instanceof Stmt.Assume a && a.cond().type().isFloat()) {
      out.add(where + ": assumes a floating value (must be a FloatOp comparison)");
    }
    if (s instanceof Stmt.Assign a && !a.target().type().equals(a.value().type())) {
      out.add(where + ": assigns a " + a.value().type() + " value to a " + a.target().type()
          + " location");
    } else if (s instanceof Stmt.HavocObject h && (h.object().id() < 0
        || h.object().id() >= p.objects().size() || !p.object(h.object().id()).name().equals(h.object().name()))) {
      out.add(where + ": havoc of " + h.object().name() + " names an object not in Program.objects");
    } else if (s instanceof Stmt.Havoc h && !h.target().type().equals(h.type())) {
      out.add(where + ": havoc of type " + h.type() + " into a " + h.target().type() + " location");
    } else if (s instanceof Stmt.Create c && c.arg() != null && c.childParam() != null
        && !c.childParam().cellType(0).equals(c.arg().type())) {
      out.add(where + ": argument of type " + c.arg().type() + " for parameter "
          + c.childParam().name() + " of type " + c.childParam().cellType(0));
    } else if (s instanceof Stmt.Create c && c.childParam() != null
        && (c.childParam().owner() != c.child() && c.child() >= 0)) {
      out.add(where + ": parameter object " + c.childParam().name() + " is owned by thread "
          + c.childParam().owner() + ", not by the child T" + c.child());
    }
  }

  private static void checkExpr(Program p, Expr x, String where, List<String> out) {
    if (x instanceof Expr.FloatOp f) {
      checkFloat(f, where, out);
      return;
    }
    if ((x instanceof Expr.Binary || x instanceof Expr.Unary || x instanceof Expr.Convert)
        && (x.type().isFloat() || operands(x).stream().anyMatch(o -> o.type().isFloat()))) {
      out.add(where + ": integer operation " + x + " on a floating value (must be a FloatOp)");
      return;
    }
    if (x instanceof Expr.Ite i && i.cond().type().isFloat()) {
      out.add(where + ": condition of " + i + " is floating (must be a FloatOp comparison)");
    }
    if (x instanceof Expr.Binary b) {
      ScalarType l = b.left().type();
      ScalarType r = b.right().type();
      boolean arith = !b.op().isComparison() && b.op() != Expr.BinOp.LAND
          && b.op() != Expr.BinOp.LOR;
      if (arith && (!l.equals(b.type()) || !r.equals(b.type()))) {
        out.add(where + ": operands of " + b.op().symbol + " in " + b + " have types " + l
            + " and " + r + ", result " + b.type() + " (all must be equal)");
      } else if (!arith && !l.equals(r)) {
        out.add(where + ": operands of " + b.op().symbol + " in " + b + " have different types "
            + l + " and " + r);
      }
    } else if (x instanceof Expr.Unary u && u.op() != Expr.UnOp.LOGNOT
        && !u.operand().type().equals(u.type())) {
      out.add(where + ": operand of " + u + " has type " + u.operand().type() + ", result "
          + u.type());
    } else if (x instanceof Expr.Ite i
        && (!i.then().type().equals(i.type()) || !i.otherwise().type().equals(i.type()))) {
      out.add(where + ": branches of " + i + " have types " + i.then().type() + " and "
          + i.otherwise().type() + ", result " + i.type());
    } else if (x instanceof Expr.Load l) {
      if (!l.location().type().equals(l.type())) {
        out.add(where + ": load of " + l.location() + " (type " + l.location().type()
            + ") has type " + l.type());
      }
      checkLValue(l.location(), where, out);
    } else if (x instanceof Expr.AddressOf a) {
      if (!a.type().isPointer()) out.add(where + ": " + a + " has non-pointer type " + a.type());
      if (!a.object().addressTaken()) {
        out.add(where + ": takes the address of " + a.object().name()
            + " which is not marked addressTaken");
      }
      if (a.object().id() < 0 || a.object().id() >= p.objects().size()
          || !p.object(a.object().id()).name().equals(a.object().name())) {
        out.add(where + ": " + a + " names an object not in Program.objects");
      }
    }
  }

  private static List<Expr> operands(Expr x) {
    if (x instanceof Expr.Binary b) return List.of(b.left(), b.right());
    if (x instanceof Expr.Unary u) return List.of(u.operand());
    if (x instanceof Expr.Convert c) return List.of(c.operand());
    return List.of();
  }

  /** The typing of {@link Expr.FloatOp} (see its javadoc). */
  private static void checkFloat(Expr.FloatOp f, String where, List<String> out) {
    ScalarType t = f.type();
    ScalarType a = f.arg(0).type();
    boolean ok;
    if (f.op() == Expr.FOp.CONVERT) {
      ok = t.isFloat() ? !a.isPointer() && !a.equals(t) : a.isFloat() && t.isInteger();
    } else if (f.op().isComparison()) {
      ok = a.isFloat() && a.equals(f.arg(1).type()) && (t.isInteger() || t.isBool());
    } else {
      ok = t.isFloat() && f.args().stream().allMatch(o -> o.type().equals(t));
    }
    if (!ok) out.add(where + ": ill-typed floating operation " + f + " of type " + t);
  }

  private static void checkLValue(LValue lv, String where, List<String> out) {
    if (lv instanceof LValue.Deref d) {
      if (!d.address().type().isPointer()) {
        out.add(where + ": dereferences " + d.address() + " of non-pointer type "
            + d.address().type());
      }
      return;
    }
    LValue.Cell c = (LValue.Cell) lv;
    MemoryObject o = c.object();
    if (c.index().type().isPointer()) out.add(where + ": index of " + c + " is a pointer");
    if (c.index() instanceof Expr.Const k) {
      if (k.value() < 0 || k.value() >= o.cellCount()) {
        out.add(where + ": cell " + k.value() + " of " + o.name() + " outside [0, "
            + o.cellCount() + ")");
      } else if (!o.cellType(k.value()).equals(c.type())) {
        out.add(where + ": cell " + k.value() + " of " + o.name() + " has type "
            + o.cellType(k.value()) + ", accessed as " + c.type());
      }
    } else if (!o.layout().contains(c.type())) {
      out.add(where + ": " + o.name() + " has no cell of the accessed type " + c.type());
    }
  }
}
