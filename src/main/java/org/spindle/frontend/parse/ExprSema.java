package org.spindle.frontend.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.Expr.BinaryOp;
import org.spindle.frontend.ast.Expr.UnaryOp;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.SourcePos;

/**
 * Typing of expressions: builds the typed AST nodes with explicit implicit conversions, and
 * rejects what gcc rejects. Lenient where gcc only warns (int/pointer mixing).
 */
final class ExprSema {
  final Types types;
  final ConstFolder folder;

  ExprSema(Types types) {
    this.types = types;
    this.folder = new ConstFolder(types);
  }

  static CompileError err(SourcePos pos, String msg) {
    return new CompileError(pos, msg);
  }

  /** Lvalue conversion context: array-to-pointer and function-to-pointer decay. */
  Expr rvalue(Expr e) {
    CType t = e.type();
    if (t instanceof CType.Array a) return new Expr.Cast(new CType.Pointer(a.element()), e, true, e.pos());
    if (t instanceof CType.Function) return new Expr.Cast(new CType.Pointer(t), e, true, e.pos());
    return e;
  }

  static boolean isLvalue(Expr e) {
    return (e instanceof Expr.VarRef v && v.symbol() instanceof VarSymbol)
        || (e instanceof Expr.Unary u && u.op() == UnaryOp.DEREF)
        || e instanceof Expr.Index || e instanceof Expr.CompoundLiteral || e instanceof Expr.StringLit
        || (e instanceof Expr.Member m && (m.arrow() || isLvalue(m.base())));
  }

  boolean isNullConst(Expr e) {
    if (e.type() instanceof CType.Int) {
      BigInteger v = folder.eval(e);
      return v != null && v.signum() == 0;
    }
    if (e instanceof Expr.Cast c && Types.isVoidPtr(c.type())) return isNullConst(c.operand());
    return false;
  }

  private Expr scalarOperand(Expr e, String op) {
    Expr r = rvalue(e);
    if (!CType.isScalar(r.type())) {
      throw err(e.pos(), "invalid operand to '" + op + "' (have '" + e.type() + "')");
    }
    return r;
  }

  private Expr arith(Expr e, String op) {
    Expr r = rvalue(e);
    if (!Types.isArithmetic(r.type())) {
      throw err(e.pos(), "invalid operand to '" + op + "' (have '" + e.type() + "')");
    }
    return r;
  }

  private Expr integer(Expr e, String op) {
    Expr r = rvalue(e);
    if (!(r.type() instanceof CType.Int)) {
      throw err(e.pos(), "invalid operand to '" + op + "' (have '" + e.type() + "')");
    }
    return r;
  }

  Expr unary(UnaryOp op, Expr e, SourcePos pos) {
    switch (op) {
      case NEG, PLUS -> {
        Expr r = arith(e, op == UnaryOp.NEG ? "-" : "+");
        CType t = types.promote(r.type());
        return new Expr.Unary(op, Types.implicitCast(r, t), t, pos);
      }
      case BITNOT -> {
        Expr r = integer(e, "~");
        CType t = types.promote(r.type());
        return new Expr.Unary(op, Types.implicitCast(r, t), t, pos);
      }
      case LOGNOT -> {
        return new Expr.Unary(op, scalarOperand(e, "!"), Types.INT, pos);
      }
      case DEREF -> {
        Expr r = rvalue(e);
        if (!(r.type() instanceof CType.Pointer p)) {
          throw err(pos, "invalid type argument of unary '*' (have '" + e.type() + "')");
        }
        return new Expr.Unary(op, r, p.target(), pos);
      }
      case ADDR -> {
        if (e.type() instanceof CType.Function) return new Expr.Unary(op, e, new CType.Pointer(e.type()), pos);
        if (!isLvalue(e)) throw err(pos, "lvalue required as unary '&' operand");
        return new Expr.Unary(op, e, new CType.Pointer(e.type()), pos);
      }
      default -> {
        // ++ / --
        String name = op == UnaryOp.PREINC || op == UnaryOp.POSTINC ? "++" : "--";
        if (!isLvalue(e)) throw err(pos, "lvalue required as " + (name.equals("++") ? "increment" : "decrement") + " operand");
        if (!CType.isScalar(e.type())) throw err(pos, "wrong type argument to " + (name.equals("++") ? "increment" : "decrement"));
        return new Expr.Unary(op, e, e.type(), pos);
      }
    }
  }

  Expr binary(BinaryOp op, Expr l0, Expr r0, SourcePos pos) {
    String sym = opText(op);
    switch (op) {
      case COMMA -> {
        Expr r = rvalue(r0);
        return new Expr.Binary(op, rvalue(l0), r, r.type(), pos);
      }
      case LOGAND, LOGOR -> {
        return new Expr.Binary(op, scalarOperand(l0, sym), scalarOperand(r0, sym), Types.INT, pos);
      }
      case MUL, DIV -> {
        Expr l = arith(l0, sym);
        Expr r = arith(r0, sym);
        return arithBinary(op, l, r, pos);
      }
      case MOD, BITAND, BITOR, BITXOR -> {
        Expr l = integer(l0, sym);
        Expr r = integer(r0, sym);
        return arithBinary(op, l, r, pos);
      }
      case SHL, SHR -> {
        Expr l = integer(l0, sym);
        Expr r = integer(r0, sym);
        CType lt = types.promote(l.type());
        return new Expr.Binary(op, Types.implicitCast(l, lt), Types.implicitCast(r, types.promote(r.type())), lt, pos);
      }
      case ADD, SUB -> {
        Expr l = scalarOperand(l0, sym);
        Expr r = scalarOperand(r0, sym);
        boolean lp = l.type() instanceof CType.Pointer;
        boolean rp = r.type() instanceof CType.Pointer;
        if (!lp && !rp) return arithBinary(op, arith(l, sym), arith(r, sym), pos);
        if (lp && rp) {
          if (op != BinaryOp.SUB) throw err(pos, "invalid operands to binary + (have '" + l.type() + "' and '" + r.type() + "')");
          return new Expr.Binary(op, l, r, types.ptrdiffT(), pos);
        }
        if (lp && r.type() instanceof CType.Int) {
          return new Expr.Binary(op, l, Types.implicitCast(r, types.promote(r.type())), l.type(), pos);
        }
        if (rp && op == BinaryOp.ADD && l.type() instanceof CType.Int) {
          return new Expr.Binary(op, Types.implicitCast(l, types.promote(l.type())), r, r.type(), pos);
        }
        throw err(pos, "invalid operands to binary " + sym + " (have '" + l.type() + "' and '" + r.type() + "')");
      }
      default -> {
        // comparisons
        Expr l = scalarOperand(l0, sym);
        Expr r = scalarOperand(r0, sym);
        if (Types.isArithmetic(l.type()) && Types.isArithmetic(r.type())) {
          CType c = types.commonType(l.type(), r.type());
          return new Expr.Binary(op, Types.implicitCast(l, c), Types.implicitCast(r, c), Types.INT, pos);
        }
        // pointer comparisons (lenient: pointer vs integer is a gcc warning)
        if (l.type() instanceof CType.Pointer && !(r.type() instanceof CType.Pointer)) {
          if (!(r.type() instanceof CType.Int)) throw err(pos, "invalid operands to binary " + sym);
          r = Types.implicitCast(r, l.type());
        } else if (r.type() instanceof CType.Pointer && !(l.type() instanceof CType.Pointer)) {
          if (!(l.type() instanceof CType.Int)) throw err(pos, "invalid operands to binary " + sym);
          l = Types.implicitCast(l, r.type());
        }
        return new Expr.Binary(op, l, r, Types.INT, pos);
      }
    }
  }

  private Expr arithBinary(BinaryOp op, Expr l, Expr r, SourcePos pos) {
    CType c = types.commonType(l.type(), r.type());
    return new Expr.Binary(op, Types.implicitCast(l, c), Types.implicitCast(r, c), c, pos);
  }

  /** Assignment conversion of {@code e} to {@code target} (simple assignment, initialisation, argument, return). */
  Expr convertAssign(Expr e0, CType target, SourcePos pos, String what) {
    Expr e = rvalue(e0);
    CType s = e.type();
    if (target instanceof CType.Struct ts) {
      if (s != ts) throw err(pos, "incompatible types when " + what + " type '" + target + "' from type '" + e0.type() + "'");
      return e;
    }
    if (target instanceof CType.Void) return e;
    if (target instanceof CType.Array || target instanceof CType.Function) {
      throw err(pos, "assignment to expression with array type");
    }
    if (!CType.isScalar(s)) {
      throw err(pos, "incompatible types when " + what + " type '" + target + "' from type '" + e0.type() + "'");
    }
    if (target instanceof CType.Pointer && s instanceof CType.Floating) {
      throw err(pos, "incompatible types when " + what + " type '" + target + "' from type '" + s + "'");
    }
    if (target instanceof CType.Floating && s instanceof CType.Pointer) {
      throw err(pos, "incompatible types when " + what + " type '" + target + "' from type '" + s + "'");
    }
    return Types.implicitCast(e, target);
  }

  Expr assign(BinaryOp op, Expr target, Expr value, SourcePos pos) {
    if (!isLvalue(target) || target.type() instanceof CType.Array || target.type() instanceof CType.Function) {
      throw err(pos, target.type() instanceof CType.Array ? "assignment to expression with array type"
          : "lvalue required as left operand of assignment");
    }
    if (op == null) {
      return new Expr.Assign(null, target, convertAssign(value, target.type(), pos, "assigning to"), target.type(), pos);
    }
    // type-check target op value as a binary expression, keep the value unconverted
    binary(op, target, value, pos);
    Expr v = rvalue(value);
    if (target.type() instanceof CType.Pointer) {
      return new Expr.Assign(op, target, Types.implicitCast(v, types.promote(v.type())), target.type(), pos);
    }
    return new Expr.Assign(op, target, v, target.type(), pos);
  }

  Expr conditional(Expr c0, Expr a0, Expr b0, SourcePos pos) {
    Expr c = scalarOperand(c0, "?:");
    Expr a = rvalue(a0);
    Expr b = rvalue(b0);
    CType at = a.type();
    CType bt = b.type();
    CType t;
    if (Types.isArithmetic(at) && Types.isArithmetic(bt)) {
      t = types.commonType(at, bt);
    } else if (at instanceof CType.Void || bt instanceof CType.Void) {
      t = Types.VOID;
    } else if (at instanceof CType.Struct && at == bt) {
      t = at;
    } else if (at instanceof CType.Pointer && bt instanceof CType.Pointer) {
      t = isNullConst(a) ? bt : isNullConst(b) ? at : Types.isVoidPtr(at) ? at : Types.isVoidPtr(bt) ? bt : at;
    } else if (at instanceof CType.Pointer && bt instanceof CType.Int) {
      t = at;
    } else if (bt instanceof CType.Pointer && at instanceof CType.Int) {
      t = bt;
    } else {
      throw err(pos, "type mismatch in conditional expression");
    }
    if (!(t instanceof CType.Void)) {
      a = Types.implicitCast(a, t);
      b = Types.implicitCast(b, t);
    }
    return new Expr.Conditional(c, a, b, t, pos);
  }

  Expr cast(CType t, Expr e0, SourcePos pos) {
    Expr e = rvalue(e0);
    if (t instanceof CType.Void) return new Expr.Cast(t, e, false, pos);
    if (t instanceof CType.Struct && e.type() == t) return new Expr.Cast(t, e, false, pos); // GNU: no-op
    if (!CType.isScalar(t)) throw err(pos, "conversion to non-scalar type requested");
    if (!CType.isScalar(e.type())) throw err(pos, "cannot convert a value of type '" + e0.type() + "' to '" + t + "'");
    if (t instanceof CType.Pointer && e.type() instanceof CType.Floating
        || t instanceof CType.Floating && e.type() instanceof CType.Pointer) {
      throw err(pos, "cannot convert a value of type '" + e0.type() + "' to '" + t + "'");
    }
    if (t instanceof CType.Pointer pt && pt.target() instanceof CType.Struct container) {
      Expr co = containerOf(container, t, e, pos);
      if (co != null) return co;
    }
    if (t instanceof CType.Int it && e.type() instanceof CType.Pointer) {
      // the offsetof idiom (unsigned long)&((T *)0)->f: the member's byte offset, folded here
      // because the program model's addresses count cells, not bytes
      BigInteger off = folder.nullMemberOffset(e);
      if (off != null) return new Expr.IntLit(types.wrap(off, it), t, pos);
    }
    return new Expr.Cast(t, e, false, pos);
  }

  /**
   * {@code (T *)((char *)p - K)} with K a constant equal to the byte offset of a member of T whose
   * type is what p points to (the Linux {@code container_of}), as a {@link Expr.ContainerOf}; else
   * null. The byte offset names the member exactly (gcc's layout); a K that names none is left to
   * the ordinary cast, which the lowering refuses.
   */
  private Expr containerOf(CType.Struct container, CType t, Expr e, SourcePos pos) {
    if (!(e instanceof Expr.Binary b) || b.op() != Expr.BinaryOp.SUB) return null;
    if (!(b.left() instanceof Expr.Cast c) || !(c.type() instanceof CType.Pointer bp)) return null;
    boolean bytes = bp.target() instanceof CType.Int i && i.kind() == CType.IntKind.CHAR
        || bp.target() instanceof CType.Void;
    if (!bytes || !(c.operand().type() instanceof CType.Pointer mp)) return null;
    BigInteger k = folder.eval(b.right());
    if (k == null || !container.isComplete()) return null;
    List<Integer> path = new java.util.ArrayList<>();
    if (!memberAt(container, k.longValue(), mp.target(), path, pos)) return null;
    return new Expr.ContainerOf(c.operand(), container, List.copyOf(path), t, pos);
  }

  /** The path to a member of s at byte offset {@code off} whose type is {@code target}. */
  private boolean memberAt(CType.Struct s, long off, CType target, List<Integer> path, SourcePos pos) {
    if (s.isUnion()) return false;
    long[] offsets = types.layout(s, pos).offsets();
    for (int k = 0; k < s.fields().size(); k++) {
      CType ft = s.fields().get(k).type();
      if (s.fields().get(k).bitWidth() >= 0) continue;
      if (offsets[k] == off && Types.compatible(ft, target)) {
        path.add(k);
        return true;
      }
      if (ft instanceof CType.Struct inner && inner.isComplete() && off >= offsets[k]
          && off < offsets[k] + types.sizeof(inner, pos)) {
        path.add(k);
        if (memberAt(inner, off - offsets[k], target, path, pos)) return true;
        path.remove(path.size() - 1);
      }
    }
    return false;
  }

  Expr call(Expr f0, List<Expr> args, SourcePos pos) {
    Expr f = rvalue(f0);
    if (!(f.type() instanceof CType.Pointer p) || !(p.target() instanceof CType.Function ft)) {
      throw err(pos, "called object is not a function or function pointer");
    }
    String name = f0 instanceof Expr.VarRef v ? "'" + v.symbol().name() + "'" : "function";
    boolean implicit = f0 instanceof Expr.VarRef v && v.symbol() instanceof FunctionSymbol fs && fs.implicitlyDeclared();
    List<Expr> conv = new ArrayList<>(args.size());
    if (ft.prototyped() && !implicit) {
      if (args.size() < ft.params().size()) throw err(pos, "too few arguments to function " + name);
      if (args.size() > ft.params().size() && !ft.varargs()) throw err(pos, "too many arguments to function " + name);
    }
    for (int k = 0; k < args.size(); k++) {
      Expr a = args.get(k);
      if (ft.prototyped() && !implicit && k < ft.params().size()) {
        conv.add(convertAssign(a, ft.params().get(k), a.pos(), "passing argument of"));
      } else {
        Expr r = rvalue(a);
        if (r.type() instanceof CType.Void) throw err(a.pos(), "invalid use of void expression");
        CType t = r.type() instanceof CType.Floating fl && fl.bytes() == 4 ? new CType.Floating(8) : types.promote(r.type());
        conv.add(Types.implicitCast(r, t));
      }
    }
    return new Expr.Call(f, conv, ft.returnType(), pos);
  }

  Expr index(Expr a0, Expr b0, SourcePos pos) {
    Expr a = a0;
    Expr b = b0;
    CType ra = rvalue(a).type();
    if (!(ra instanceof CType.Pointer)) {
      // i[a]
      Expr t = a;
      a = b;
      b = t;
      ra = rvalue(a).type();
    }
    if (!(ra instanceof CType.Pointer p)) throw err(pos, "subscripted value is neither array nor pointer");
    Expr base = a.type() instanceof CType.Array ? a : rvalue(a);
    Expr idx = rvalue(b);
    if (!(idx.type() instanceof CType.Int)) throw err(b.pos(), "array subscript is not an integer");
    return new Expr.Index(base, Types.implicitCast(idx, types.promote(idx.type())), p.target(), pos);
  }

  Expr member(Expr base0, String name, boolean arrow, SourcePos pos) {
    Expr base = arrow ? rvalue(base0) : base0;
    CType st;
    if (arrow) {
      if (!(base.type() instanceof CType.Pointer p)) throw err(pos, "invalid type argument of '->' (have '" + base0.type() + "')");
      st = p.target();
    } else {
      st = base.type();
    }
    if (!(st instanceof CType.Struct s)) {
      throw err(pos, "request for member '" + name + "' in something not a structure or union");
    }
    if (!s.isComplete()) throw err(pos, "invalid use of incomplete type '" + s + "'");
    List<Integer> path = findMember(s, name);
    if (path == null) throw err(pos, "'" + s + "' has no member named '" + name + "'");
    Expr cur = base;
    CType.Struct cs = s;
    boolean ar = arrow;
    for (int idx : path) {
      CType ft = cs.fields().get(idx).type();
      cur = new Expr.Member(cur, cs, idx, ar, ft, pos);
      ar = false;
      if (ft instanceof CType.Struct next) cs = next;
    }
    return cur;
  }

  /** Field index path to a member, descending into anonymous struct/union members; null if absent. */
  static List<Integer> findMember(CType.Struct s, String name) {
    var fs = s.fields();
    for (int k = 0; k < fs.size(); k++) {
      if (name.equals(fs.get(k).name())) return new ArrayList<>(List.of(k));
    }
    for (int k = 0; k < fs.size(); k++) {
      if (fs.get(k).name() == null && fs.get(k).type() instanceof CType.Struct inner) {
        List<Integer> sub = findMember(inner, name);
        if (sub != null) {
          sub.add(0, k);
          return sub;
        }
      }
    }
    return null;
  }

  static String opText(BinaryOp op) {
    return switch (op) {
      case MUL -> "*"; case DIV -> "/"; case MOD -> "%"; case ADD -> "+"; case SUB -> "-";
      case SHL -> "<<"; case SHR -> ">>"; case LT -> "<"; case GT -> ">"; case LE -> "<=";
      case GE -> ">="; case EQ -> "=="; case NE -> "!="; case BITAND -> "&"; case BITXOR -> "^";
      case BITOR -> "|"; case LOGAND -> "&&"; case LOGOR -> "||"; case COMMA -> ",";
    };
  }
}
