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

  ExprLowerer(ThreadLowerer t) {
    this.t = t;
    this.layouts = t.layouts;
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
      conditional(c, false);
    } else if (e instanceof Expr.StmtExpr s) {
      stmtExpr(s, false);
    } else if (Pure.isSimple(e, t)) {
      // no side effects and no shared reads: nothing to do
    } else if (e.type() instanceof CType.Struct || e.type() instanceof CType.Array
        || e.type() instanceof CType.Void) {
      throw t.unsupported("expression statement of type " + e.type());
    } else {
      rvalue(e); // reads shared memory only if needed for side effects below; value dropped
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
      if (r.symbol() instanceof VarSymbol v && t.knownValues.containsKey(v)) {
        return new Const(t.knownValues.get(v), scalar(v.type()));
      }
      return load(lvalue(e));
    }
    if (e instanceof Expr.Unary u) return unary(u);
    if (e instanceof Expr.Binary b) return binary(b);
    if (e instanceof Expr.Assign a) return t.assigns.assign(a, true);
    if (e instanceof Expr.Conditional c) return conditional(c, true);
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
    if (b.op() == Expr.BinaryOp.LOGAND || b.op() == Expr.BinaryOp.LOGOR) return logical(b);
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

  private org.spindle.program.Expr logical(Expr.Binary b) {
    ScalarType rt = scalar(b.type());
    if (Pure.isSimple(b.right(), t)) {
      org.spindle.program.Expr l = truth(rvalue(b.left()));
      org.spindle.program.Expr r = truth(rvalue(b.right()));
      return Fold.bin(b.op() == Expr.BinaryOp.LOGAND ? BinOp.LAND : BinOp.LOR, l, r, rt);
    }
    return viaBranches(b, rt);
  }

  /** Value of a condition-like expression computed by branching into a temporary. */
  private org.spindle.program.Expr viaBranches(Expr e, ScalarType rt) {
    MemoryObject tmp = t.temp(rt);
    int yes = t.loc();
    int no = t.loc();
    int join = t.loc();
    cond(e, yes, no);
    t.at(yes);
    t.emit(new Stmt.Assign(ThreadLowerer.cell(tmp), new Const(1, rt)));
    t.jump(join);
    t.at(no);
    t.emit(new Stmt.Assign(ThreadLowerer.cell(tmp), new Const(0, rt)));
    t.joinAt(join);
    return new Load(ThreadLowerer.cell(tmp), rt);
  }

  /** Boolean view of a scalar: comparisons stay, other values become {@code v != 0}. */
  static org.spindle.program.Expr truth(org.spindle.program.Expr v) {
    if (v instanceof org.spindle.program.Expr.Binary b && (b.op().isComparison() || b.op() == BinOp.LAND || b.op() == BinOp.LOR)) {
      return v;
    }
    if (v instanceof org.spindle.program.Expr.FloatOp f && f.op().isComparison()) return v;
    if (v.type().isBool()) return v;
    return Fold.bin(BinOp.NE, v, new Const(0, v.type()), ScalarType.INT);
  }

  static org.spindle.program.Expr negate(org.spindle.program.Expr v) {
    if (v instanceof org.spindle.program.Expr.Binary b && b.op().isComparison()) {
      BinOp n = switch (b.op()) {
        case EQ -> BinOp.NE; case NE -> BinOp.EQ; case LT -> BinOp.GE; case GE -> BinOp.LT;
        case LE -> BinOp.GT; case GT -> BinOp.LE; default -> throw new IllegalStateException();
      };
      return new org.spindle.program.Expr.Binary(n, b.left(), b.right(), b.type());
    }
    return Fold.bin(BinOp.EQ, v, new Const(0, v.type()), ScalarType.INT);
  }

  // ---- conditions: short-circuit branches ----

  /** Emits branches from the current location to {@code yes}/{@code no}; cur becomes dead. */
  void cond(Expr e, int yes, int no) {
    if (e instanceof Expr.Unary u && u.op() == Expr.UnaryOp.LOGNOT) {
      cond(u.operand(), no, yes);
      return;
    }
    if (e instanceof Expr.Binary b && b.op() == Expr.BinaryOp.COMMA) {
      effect(b.left());
      cond(b.right(), yes, no);
      return;
    }
    if (e instanceof Expr.Binary b && (b.op() == Expr.BinaryOp.LOGAND || b.op() == Expr.BinaryOp.LOGOR)
        && !(Pure.isSimple(b.left(), t) && Pure.isSimple(b.right(), t))) {
      int mid = t.loc();
      if (b.op() == Expr.BinaryOp.LOGAND) cond(b.left(), mid, no);
      else cond(b.left(), yes, mid);
      t.at(mid);
      cond(b.right(), yes, no);
      return;
    }
    if (e instanceof Expr.Cast c && c.implicit() && truthPreserving(c)) {
      cond(c.operand(), yes, no);
      return;
    }
    if (e instanceof Expr.Conditional c && !(Pure.isSimple(c.then(), t) && Pure.isSimple(c.otherwise(), t))) {
      int l1 = t.loc();
      int l2 = t.loc();
      cond(c.cond(), l1, l2);
      t.at(l1);
      cond(c.then(), yes, no);
      t.at(l2);
      cond(c.otherwise(), yes, no);
      return;
    }
    org.spindle.program.Expr v = rvalue(e);
    if (v.type().isFloat()) v = truth(v); // a floating value is true iff it compares != 0.0
    if (v instanceof Const c) {
      t.jump(c.value() != 0 ? yes : no);
      return;
    }
    v = t.fit(new Stmt.Assume(v)) instanceof Stmt.Assume a ? a.cond() : v;
    t.emitTo(new Stmt.Assume(truth(v)), yes);
    t.emitTo(new Stmt.Assume(negate(truth(v))), no);
    t.deadEnd();
  }

  private boolean truthPreserving(Expr.Cast c) {
    CType to = c.type();
    CType from = c.operand().type();
    if (to instanceof CType.Int ti && ti.kind() == CType.IntKind.BOOL) return Layouts.isScalar(from) && !(from instanceof CType.Floating);
    if (to instanceof CType.Int && from instanceof CType.Int) {
      return layouts.scalar(to, t.pos).bits() >= layouts.scalar(from, t.pos).bits();
    }
    return false;
  }

  // ---- conditional expression ----

  org.spindle.program.Expr conditional(Expr.Conditional c, boolean used) {
    boolean isVoid = c.type() instanceof CType.Void;
    if (!isVoid && Pure.isSimple(c.then(), t) && Pure.isSimple(c.otherwise(), t)) {
      org.spindle.program.Expr cv = rvalue(c.cond());
      if (cv.type().isFloat()) cv = truth(cv);
      ScalarType rt = scalar(c.type());
      org.spindle.program.Expr a = Fold.convert(rvalue(c.then()), rt);
      org.spindle.program.Expr b = Fold.convert(rvalue(c.otherwise()), rt);
      if (cv instanceof Const k) return k.value() != 0 ? a : b;
      return new org.spindle.program.Expr.Ite(truth(cv), a, b, rt);
    }
    MemoryObject tmp = (isVoid || !used) ? null : t.temp(scalar(c.type()));
    int yes = t.loc();
    int no = t.loc();
    int join = t.loc();
    cond(c.cond(), yes, no);
    t.at(yes);
    branchValue(c.then(), tmp);
    t.jump(join);
    t.at(no);
    branchValue(c.otherwise(), tmp);
    t.joinAt(join);
    return tmp == null ? null : new Load(ThreadLowerer.cell(tmp), tmp.cellType(0));
  }

  private void branchValue(Expr e, MemoryObject tmp) {
    if (tmp == null) {
      effect(e);
      return;
    }
    org.spindle.program.Expr v = Fold.convert(rvalue(e), tmp.cellType(0));
    t.emitFit(new Stmt.Assign(ThreadLowerer.cell(tmp), v));
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
      return t.calls.alloc(call, pt.target());
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
