package org.spindle.frontend.lower;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.Expr.Load;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Calls through function pointers (D48): the pointer's value is read once, then the call branches
 * on it over the functions it may point to, each branch a direct call; any other value (NULL,
 * garbage, a function of another type) is undefined behaviour.
 */
final class IndirectCallLowerer {
  /** The pointer value (free of shared reads) and the functions it may hold. */
  record Dispatch(org.spindle.program.Expr value, List<FunctionSymbol> candidates, CType.Function type) {}

  private final ThreadLowerer t;
  private final ExprLowerer ex;

  IndirectCallLowerer(ThreadLowerer t) {
    this.t = t;
    this.ex = t.ex;
  }

  /** The value of a function designator or of {@code *fp} (both decay to a pointer). */
  org.spindle.program.Expr functionValue(Expr e) {
    FunctionSymbol f = CallLowerer.directTarget(e);
    if (f != null) return new Const(t.ctx.functionAddress(f, t.pos), ex.ptrType());
    while (e instanceof Expr.Unary u && u.op() == Expr.UnaryOp.DEREF && u.type() instanceof CType.Function) {
      e = u.operand();
    }
    if (e.type() instanceof CType.Pointer) return ex.rvalue(e);
    throw t.unsupported("function designator " + CText.of(e));
  }

  /**
   * Evaluates the function pointer of a call {@code fn(...)} with {@code nargs} arguments and
   * resolves its candidates; UNKNOWN if none exists.
   */
  Dispatch resolve(Expr fn, int nargs) {
    t.pos = fn.pos();
    Expr p = fn;
    while (p instanceof Expr.Unary u && u.op() == Expr.UnaryOp.DEREF && u.type() instanceof CType.Function) {
      p = u.operand();
    }
    while (p instanceof Expr.Cast c && c.type() instanceof CType.Pointer && c.operand().type() instanceof CType.Function) {
      p = c.operand(); // a decayed *fp
      while (p instanceof Expr.Unary u && u.op() == Expr.UnaryOp.DEREF && u.type() instanceof CType.Function) {
        p = u.operand();
      }
    }
    if (!(p.type() instanceof CType.Pointer pt && pt.target() instanceof CType.Function ft)) {
      throw t.unsupported("call through " + CText.of(fn));
    }
    List<FunctionSymbol> cands = new ArrayList<>();
    for (FunctionSymbol f : pointees(p)) if (compatible(ft, f, nargs)) cands.add(f);
    if (cands.isEmpty()) {
      throw t.unsupported("call through function pointer " + CText.of(p) + ": no function of its type is used as a value");
    }
    org.spindle.program.Expr v = ex.rvalue(p);
    if (!(v instanceof Const)) {
      MemoryObject tmp = t.temp(ex.ptrType());
      t.emitFit(new Stmt.Assign(ThreadLowerer.cell(tmp), Fold.convert(v, ex.ptrType())));
      v = new Load(ThreadLowerer.cell(tmp), ex.ptrType());
    }
    return new Dispatch(v, cands, ft);
  }

  /** Points-to set of a function pointer: the variable's own stores, else every function used as a value. */
  private Collection<FunctionSymbol> pointees(Expr p) {
    while (p instanceof Expr.Cast c) p = c.operand();
    if (p instanceof Expr.VarRef r && r.symbol() instanceof VarSymbol v) {
      var s = t.ctx.facts.functionTargets(v);
      if (s != null) return s;
    }
    return t.ctx.facts.addressTakenFunctions;
  }

  /**
   * Can a call through a pointer of type {@code ft} with {@code nargs} arguments call {@code f}
   * with defined behaviour? Return and parameter types must have the same representation (our
   * check is by scalar type, pointers to anything alike); a function that fails it is called with
   * undefined behaviour (C11 6.3.2.3p8), the branch for values outside the candidates.
   */
  private boolean compatible(CType.Function ft, FunctionSymbol f, int nargs) {
    CType.Function gt = f.type();
    if (!sameShape(ft.returnType(), gt.returnType())) return false;
    int n = f.body() != null ? f.params().size() : gt.params().size();
    if (gt.varargs() ? nargs < n : nargs != n) return false;
    if (!ft.prototyped() || !gt.prototyped()) return true;
    if (ft.varargs() != gt.varargs() || ft.params().size() != gt.params().size()) return false;
    for (int i = 0; i < ft.params().size(); i++) {
      if (!sameShape(ft.params().get(i), gt.params().get(i))) return false;
    }
    return true;
  }

  private boolean sameShape(CType a, CType b) {
    if (a instanceof CType.Array x) a = new CType.Pointer(x.element());
    if (b instanceof CType.Array y) b = new CType.Pointer(y.element());
    if (a instanceof CType.Pointer && b instanceof CType.Pointer) return true;
    if (a instanceof CType.Void || b instanceof CType.Void) return a instanceof CType.Void && b instanceof CType.Void;
    if (a instanceof CType.Int && b instanceof CType.Int) return ex.scalar(a).equals(ex.scalar(b));
    return a.equals(b) || a == b;
  }

  /**
   * Branches on the dispatch value: for each candidate, {@code value == &f} runs {@code body(f)};
   * otherwise the call has undefined behaviour ({@link ThreadLowerer#undefinedBehaviour}).
   */
  void branch(Dispatch d, Consumer<FunctionSymbol> body) {
    int start = t.cur;
    boolean wasDead = t.dead;
    org.spindle.program.SourcePos pos = t.pos;
    String text = t.text;
    boolean live = false;
    int join = t.loc();
    List<org.spindle.program.Expr> others = new ArrayList<>();
    for (FunctionSymbol f : d.candidates()) {
      Const addr = new Const(t.ctx.functionAddress(f, t.pos), ex.ptrType());
      if (d.value() instanceof Const k && k.value() != addr.value()) continue;
      t.at(start);
      int b = t.loc();
      t.emitTo(new Stmt.Assume(Fold.bin(BinOp.EQ, d.value(), addr, ScalarType.INT)), b);
      t.at(b);
      body.accept(f);
      t.pos = pos;
      t.text = text;
      if (!t.dead) {
        live = true;
        t.joinAt(join);
      }
      others.add(Fold.bin(BinOp.NE, d.value(), addr, ScalarType.INT));
    }
    org.spindle.program.Expr none = others.stream().reduce((a, b) -> Fold.bin(BinOp.LAND, a, b, ScalarType.INT))
        .orElse(new Const(1, ScalarType.INT));
    if (none instanceof Const k && k.value() == 0) {
      t.at(join);
      t.dead = wasDead || !live;
      return;
    }
    t.at(start);
    int bad = t.loc();
    t.emitTo(new Stmt.Assume(none), bad);
    t.at(bad);
    t.undefinedBehaviour("call through a function pointer to no function of type " + d.type());
    t.at(join);
    t.dead = wasDead || !live;
  }

  /** Lowers {@code fp(args)}: one inlined (or built-in) call per candidate. */
  org.spindle.program.Expr call(Expr.Call c, boolean used) {
    Dispatch d = resolve(c.function(), c.args().size());
    boolean value = used && !(c.type() instanceof CType.Void);
    MemoryObject res = value ? t.temp(ex.scalar(c.type())) : null;
    branch(d, f -> {
      org.spindle.program.Expr r = t.calls.call(f, c, value);
      if (res != null && !t.dead) {
        if (r == null) throw t.unsupported("void result of " + f.name() + " used");
        t.emitFit(new Stmt.Assign(ThreadLowerer.cell(res), Fold.convert(r, res.cellType(0))));
      }
    });
    return res == null ? null : new Load(ThreadLowerer.cell(res), res.cellType(0));
  }
}
