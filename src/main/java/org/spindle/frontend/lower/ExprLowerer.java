package org.spindle.frontend.lower;

import java.util.List;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.Expr.AddressOf;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.Expr.Load;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;

/**
 * Lowers C expressions: side effects become edges (in C evaluation order), the value becomes a
 * side-effect-free program-model expression that may still contain shared loads; {@link
 * ThreadLowerer#fit} splits those when the consuming edge is emitted.
 */
final class ExprLowerer {
  private final ThreadLowerer t;
  private final Layouts layouts;
  private final ConditionLowerer conds;

  ExprLowerer(ThreadLowerer t) {
    this.t = t;
    this.layouts = t.layouts;
    this.conds = new ConditionLowerer(t, this);
  }

  ScalarType scalar(CType type) {
    return layouts.scalar(type, t.pos);
  }

  ScalarType ptrType() {
    return layouts.pointerType();
  }

  ScalarType idxType() {
    return layouts.indexType();
  }

  Const idx(long v) {
    return new Const(v, idxType());
  }

  // ---- entry points ----

  /** Evaluates for side effects only. */
  void effect(Expr e) {
    if (e == null) return;
    if (e instanceof Expr.Assign a) {
      t.assigns.assign(a, false);
    } else if (e instanceof Expr.Unary u && isIncDec(u.op())) {
      t.assigns.incDec(u, false);
    } else if (e instanceof Expr.Call c) {
      t.calls.call(c, false);
    } else if (e instanceof Expr.Binary b && b.op() == Expr.BinaryOp.COMMA) {
      effect(b.left());
      effect(b.right());
    } else if (e instanceof Expr.Cast c && (c.type() instanceof CType.Void || Pure.isSimple(c.operand(), t))) {
      effect(c.operand());
    } else if (e instanceof Expr.Conditional c && !Pure.isSimple(c, t)) {
      conds.conditional(c, false);
    } else if (e instanceof Expr.StmtExpr s) {
      stmtExpr(s, false);
    } else if (Pure.isSimple(e, t)) {
      // no side effects and no shared reads: nothing to do
    } else if (e.type() instanceof CType.Struct || e.type() instanceof CType.Array
        || e.type() instanceof CType.Void) {
      throw t.unsupported("expression statement of type " + e.type());
    } else {
      org.spindle.program.Expr v = rvalue(e); // its side effects are emitted; the value is dropped
      if (t.ctx.options.forDataRaces() && v != null && !(v instanceof Const)) {
        // the race property (D36): C reads what it evaluates, even when the value is dropped
        MemoryObject read = t.temp(v.type());
        t.emitFit(new Stmt.Assign(ThreadLowerer.cell(read), v));
      }
    }
  }

  /** The value of e (null for void). */
  org.spindle.program.Expr rvalue(Expr e) {
    SourcePos pos = e.pos();
    if (e instanceof Expr.IntLit l) return new Const(l.value().longValue(), scalar(l.type()));
    if (e instanceof Expr.FloatLit f) {
      ScalarType ft = scalar(f.type()); // long double: UNKNOWN here
      return new Const(org.spindle.frontend.lex.FloatLiteral.parse(f.text(), pos).pattern(), ft);
    }
    if (e instanceof Expr.VarRef r) {
      if (r.symbol() instanceof FunctionSymbol) return t.calls.indirect.functionValue(e);
      if (r.symbol() instanceof VarSymbol v && v.isGlobal()) {
        Long c = t.ctx.globals.constantGlobal(v);
        if (c != null) return new Const(c, scalar(v.type()));
      }
      if (r.symbol() instanceof VarSymbol v && t.frame() != null && t.frame().known.containsKey(v)) {
        return new Const(t.frame().known.get(v), scalar(v.type()));
      }
      return load(lvalue(e));
    }
    if (e instanceof Expr.Unary u) return unary(u);
    if (e instanceof Expr.Binary b) return binary(b);
    if (e instanceof Expr.Assign a) return t.assigns.assign(a, true);
    if (e instanceof Expr.Conditional c) return conds.conditional(c, true);
    if (e instanceof Expr.Cast c) return cast(c);
    if (e instanceof Expr.Call c) return t.calls.call(c, true);
    if (e instanceof Expr.Member || e instanceof Expr.Index) return load(lvalue(e));
    if (e instanceof Expr.StringLit) throw t.unsupported("string literal used as a value");
    if (e instanceof Expr.CompoundLiteral) throw t.unsupported("compound literal");
    if (e instanceof Expr.StmtExpr s) return stmtExpr(s, true);
    if (e instanceof Expr.ContainerOf co) return containerOf(co);
    if (e instanceof Expr.Unsupported u) throw t.unsupported(u.what());
    throw new IllegalStateException("unknown expression " + e + " at " + pos);
  }

  // ---- places ----

  Place lvalue(Expr e) {
    if (e instanceof Expr.VarRef r) {
      if (r.symbol() instanceof VarSymbol v && ThreadLowerer.isVla(v)) {
        // the array is the object its hidden pointer designates (D50)
        MemoryObject vp = t.object(v);
        return Place.pointer(new Load(ThreadLowerer.cell(vp), vp.cellType(0)), e.type());
      }
      if (r.symbol() instanceof VarSymbol v) return Place.known(t.object(v), idx(0), e.type());
      throw t.unsupported("function designator used as an object");
    }
    if (e instanceof Expr.Member m) {
      Place base = m.arrow()
          ? Place.pointer(rvalue(m.base()), m.struct())
          : lvalue(m.base());
      return offset(base, idx(layouts.fieldOffset(m.struct(), m.fieldIndex(), t.pos)), m.type());
    }
    if (e instanceof Expr.Index i) {
      Expr base = i.base();
      Expr index = i.index();
      if (index.type() instanceof CType.Pointer || index.type() instanceof CType.Array) {
        base = i.index();
        index = i.base();
      }
      Place p;
      if (base.type() instanceof CType.Array) {
        p = lvalue(base);
      } else if (base.type() instanceof CType.Pointer) {
        p = Place.pointer(rvalue(base), i.type());
      } else {
        throw t.unsupported("subscript of " + base.type());
      }
      org.spindle.program.Expr iv = Fold.convert(rvalue(index), idxType());
      long stride = layouts.cellCount(i.type(), t.pos);
      return offset(p, Fold.bin(BinOp.MUL, iv, idx(stride), idxType()), i.type());
    }
    if (e instanceof Expr.Unary u && u.op() == Expr.UnaryOp.DEREF) {
      if (u.type() instanceof CType.Function) throw t.unsupported("call through function pointer");
      return Place.pointer(rvalue(u.operand()), u.type());
    }
    if (e instanceof Expr.StringLit s) return Place.known(t.ctx.globals.string(s), idx(0), s.type());
    if (e instanceof Expr.Cast c && c.implicit() && c.type().equals(c.operand().type())) return lvalue(c.operand());
    if (e instanceof Expr.CompoundLiteral) throw t.unsupported("compound literal");
    throw t.unsupported("lvalue " + CText.of(e));
  }

  Place offset(Place p, org.spindle.program.Expr cells, CType type) {
    if (p.isKnown()) {
      return Place.known(p.object(), Fold.bin(BinOp.ADD, Fold.convert(p.index(), idxType()), cells, idxType()), type);
    }
    return Place.pointer(ptrAdd(p.address(), cells), type);
  }

  org.spindle.program.Expr ptrAdd(org.spindle.program.Expr ptr, org.spindle.program.Expr cells) {
    if (ptr instanceof AddressOf a) {
      return new AddressOf(a.object(),
          Fold.bin(BinOp.ADD, Fold.convert(a.cellIndex(), idxType()), Fold.convert(cells, idxType()), idxType()),
          a.type());
    }
    return Fold.bin(BinOp.ADD, ptr, Fold.convert(cells, ptr.type()), ptr.type());
  }

  LValue toLValue(Place p) {
    ScalarType st = scalar(p.type());
    if (p.isKnown()) {
      MemoryObject o = p.object();
      if (p.index() instanceof Const k) {
        if (k.value() < 0 || k.value() >= o.cellCount()) {
          throw t.unsupported("access outside object " + o.name() + " (cell " + k.value() + ")");
        }
        if (!o.cellType(k.value()).equals(st)) {
          throw t.unsupported("access to " + o.name() + " as " + p.type() + " (type-punned)");
        }
      } else if (o.layout().stream().noneMatch(st::equals)) {
        throw t.unsupported("access to " + o.name() + " as " + p.type() + " (type-punned)");
      }
      return new LValue.Cell(o, p.index(), st);
    }
    return new LValue.Deref(p.address(), st);
  }

  org.spindle.program.Expr address(Place p) {
    if (p.isKnown()) {
      if (!p.object().addressTaken()) throw t.unsupported("internal: address of " + p.object().name() + " not pre-computed");
      return new AddressOf(p.object(), p.index(), ptrType());
    }
    return p.address();
  }

  org.spindle.program.Expr load(Place p) {
    if (p.type() instanceof CType.Struct s && !layouts.isSyncCell(s)) throw t.unsupported("struct value");
    if (p.type() instanceof CType.Array) throw t.unsupported("array value");
    LValue lv = toLValue(p);
    return new Load(lv, lv.type());
  }

  // ---- operators ----

  private static boolean isIncDec(Expr.UnaryOp op) {
    return op == Expr.UnaryOp.PREINC || op == Expr.UnaryOp.PREDEC || op == Expr.UnaryOp.POSTINC
        || op == Expr.UnaryOp.POSTDEC;
  }

  private org.spindle.program.Expr unary(Expr.Unary u) {
    switch (u.op()) {
      case DEREF:
        if (u.type() instanceof CType.Function) return t.calls.indirect.functionValue(u);
        return load(lvalue(u));
      case ADDR:
        if (u.operand().type() instanceof CType.Function) return t.calls.indirect.functionValue(u.operand());
        return address(lvalue(u.operand()));
      case PREINC: case PREDEC: case POSTINC: case POSTDEC:
        return t.assigns.incDec(u, true);
      default:
        break;
    }
    org.spindle.program.Expr v = rvalue(u.operand());
    ScalarType rt = scalar(u.type());
    return switch (u.op()) {
      case NEG -> Fold.negate(v, rt);
      case PLUS -> Fold.convert(v, rt);
      case BITNOT -> v instanceof Const c ? new Const(~c.value(), rt)
          : new org.spindle.program.Expr.Unary(org.spindle.program.Expr.UnOp.BITNOT, Fold.convert(v, rt), rt);
      case LOGNOT -> Fold.bin(BinOp.EQ, v, new Const(0, v.type()), rt);
      default -> throw new IllegalStateException();
    };
  }

  static BinOp binOp(Expr.BinaryOp op, SourcePos pos) {
    return switch (op) {
      case MUL -> BinOp.MUL; case DIV -> BinOp.DIV; case MOD -> BinOp.REM; case ADD -> BinOp.ADD;
      case SUB -> BinOp.SUB; case SHL -> BinOp.SHL; case SHR -> BinOp.SHR; case LT -> BinOp.LT;
      case GT -> BinOp.GT; case LE -> BinOp.LE; case GE -> BinOp.GE; case EQ -> BinOp.EQ;
      case NE -> BinOp.NE; case BITAND -> BinOp.BITAND; case BITXOR -> BinOp.BITXOR;
      case BITOR -> BinOp.BITOR; case LOGAND -> BinOp.LAND; case LOGOR -> BinOp.LOR;
      case COMMA -> throw new IllegalArgumentException("comma at " + pos);
    };
  }

  private org.spindle.program.Expr binary(Expr.Binary b) {
    if (b.op() == Expr.BinaryOp.COMMA) {
      effect(b.left());
      return rvalue(b.right());
    }
    if (b.op() == Expr.BinaryOp.LOGAND || b.op() == Expr.BinaryOp.LOGOR) return conds.logical(b);
    ScalarType rt = scalar(b.type());
    CType lt = b.left().type();
    CType rtC = b.right().type();
    boolean lp = lt instanceof CType.Pointer;
    boolean rp = rtC instanceof CType.Pointer;
    if ((b.op() == Expr.BinaryOp.ADD || b.op() == Expr.BinaryOp.SUB) && (lp || rp) && !(lp && rp)) {
      org.spindle.program.Expr l = rvalue(b.left());
      org.spindle.program.Expr r = rvalue(b.right());
      org.spindle.program.Expr ptr = lp ? l : r;
      org.spindle.program.Expr n = lp ? r : l;
      long stride = layouts.cellCount(((CType.Pointer) (lp ? lt : rtC)).target(), t.pos);
      org.spindle.program.Expr cells = Fold.bin(BinOp.MUL, Fold.convert(n, idxType()), idx(stride), idxType());
      if (b.op() == Expr.BinaryOp.SUB) cells = Fold.bin(BinOp.SUB, idx(0), cells, idxType());
      return ptrAdd(ptr, cells);
    }
    if (b.op() == Expr.BinaryOp.SUB && lp && rp) {
      org.spindle.program.Expr l = rvalue(b.left());
      org.spindle.program.Expr r = rvalue(b.right());
      long stride = layouts.cellCount(((CType.Pointer) lt).target(), t.pos);
      org.spindle.program.Expr diff = Fold.convert(Fold.bin(BinOp.SUB, l, r, l.type()), rt);
      return stride == 1 ? diff : Fold.bin(BinOp.DIV, diff, new Const(stride, rt), rt);
    }
    org.spindle.program.Expr l = rvalue(b.left());
    org.spindle.program.Expr r = rvalue(b.right());
    BinOp op = binOp(b.op(), b.pos());
    if (op.isComparison()) {
      if (!l.type().equals(r.type())) {
        // pointer compared with an integer constant (NULL) or mixed pointer types
        if (l.type().isPointer()) r = Fold.convert(r, l.type());
        else l = Fold.convert(l, r.type());
      }
      return Fold.bin(op, l, r, rt);
    }
    return Fold.bin(op, Fold.convert(l, rt), Fold.convert(r, rt), rt);
  }

  /** Emits branches from the current location to {@code yes}/{@code no} ({@link ConditionLowerer#cond}). */
  void cond(Expr e, int yes, int no) {
    conds.cond(e, yes, no);
  }

  /**
   * GNU statement expression {@code ({ s1; ...; e; })}: the statements in order, then the value of
   * the last expression statement, kept in a temporary (the block's locals may be reused later).
   */
  private org.spindle.program.Expr stmtExpr(Expr.StmtExpr s, boolean used) {
    List<org.spindle.frontend.ast.Stmt> items = s.body().items();
    org.spindle.frontend.ast.Stmt last = items.isEmpty() ? null : items.get(items.size() - 1);
    boolean valued = used && !(s.type() instanceof CType.Void)
        && last instanceof org.spindle.frontend.ast.Stmt.ExprStmt es && es.expr() != null;
    SourcePos savedPos = t.pos;
    var savedText = t.text;
    for (int i = 0; i < items.size() - (valued ? 1 : 0); i++) t.st.stmt(items.get(i));
    t.pos = savedPos;
    t.text = savedText;
    if (!valued) return null;
    org.spindle.program.Expr v = rvalue(((org.spindle.frontend.ast.Stmt.ExprStmt) last).expr());
    if (v == null || v instanceof Const) return v;
    MemoryObject tmp = t.temp(v.type());
    t.emitFit(new Stmt.Assign(ThreadLowerer.cell(tmp), v));
    return new Load(ThreadLowerer.cell(tmp), tmp.cellType(0));
  }

  /** {@link Expr.ContainerOf}: the member's address minus the member's cell offset (D60). */
  private org.spindle.program.Expr containerOf(Expr.ContainerOf co) {
    org.spindle.program.Expr member = rvalue(co.member());
    long cells = 0;
    CType.Struct s = co.container();
    for (int k : co.path()) {
      cells += layouts.fieldOffset(s, k, t.pos);
      CType ft = s.fields().get(k).type();
      s = ft instanceof CType.Struct inner ? inner : null;
    }
    return ptrAdd(member, idx(-cells));
  }

  // ---- casts ----

  private org.spindle.program.Expr cast(Expr.Cast c) {
    CType to = c.type();
    CType from = c.operand().type();
    if (to instanceof CType.Void) {
      effect(c.operand());
      return null;
    }
    if (from instanceof CType.Array) return address(lvalue(c.operand()));
    if (from instanceof CType.Function) return Fold.convert(t.calls.indirect.functionValue(c.operand()), scalar(to));
    if (to instanceof CType.Pointer pt && c.operand() instanceof Expr.Call call && CallLowerer.isAlloc(call)) {
      return t.calls.allocs.alloc(call, pt.target());
    }
    org.spindle.program.Expr v = rvalue(c.operand());
    if (v == null) throw t.unsupported("use of a void value");
    if (to instanceof CType.Pointer pt && from instanceof CType.Pointer pf) {
      checkPointerCast(pf.target(), pt.target());
      return v;
    }
    if (from instanceof CType.Pointer && to instanceof CType.Int i && i.kind() != CType.IntKind.BOOL) {
      t.ctx.pointerToInteger.add(new LowerCtx.PointerToInteger(v, c.pos()));
    }
    return Fold.convert(v, scalar(to));
  }

  private void checkPointerCast(CType from, CType to) {
    if (from instanceof CType.Void || to instanceof CType.Void || from.equals(to) || from == to) return;
    // a function pointer keeps its value (D48); a call through the wrong type is undefined
    // behaviour, which the call's dispatch reports
    if (from instanceof CType.Function || to instanceof CType.Function) return;
    List<ScalarType> a;
    List<ScalarType> b;
    try {
      a = layouts.cells(from, t.pos);
      b = layouts.cells(to, t.pos);
    } catch (org.spindle.program.UnsupportedFeature u) {
      throw t.unsupported("pointer cast from " + from + "* to " + to + "*");
    }
    if (a.equals(b)) return;
    // a pointer to a struct may be converted to a pointer to its first member and back
    if (b.size() <= a.size() && a.subList(0, b.size()).equals(b) && to instanceof CType.Struct == false
        && from instanceof CType.Struct) {
      return;
    }
    throw t.unsupported("pointer cast from " + from + "* to " + to + "*");
  }
}
