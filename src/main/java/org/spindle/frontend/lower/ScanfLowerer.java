package org.spindle.frontend.lower;

import java.util.ArrayList;
import java.util.List;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.program.Expr.Binary;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.Expr.Load;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * {@code scanf}, {@code sscanf}, {@code fscanf} (and their {@code __isoc99_} names) with a literal
 * format (D46). The input is unknown, so the result r is an input in {EOF, 0, ..., n} for n storing
 * conversions, and exactly the first r targets get an input value of their type: a matching failure
 * stops the scan and leaves the later targets unchanged, an input failure before the first
 * conversion returns EOF and stores nothing.
 */
final class ScanfLowerer {
  private static final ScalarType INT = ScalarType.INT;
  private final ThreadLowerer t;
  private final ExprLowerer ex;

  ScanfLowerer(ThreadLowerer t) {
    this.t = t;
    this.ex = t.ex;
  }

  org.spindle.program.Expr scan(String n, Expr.Call c) {
    List<Expr> args = c.args();
    int fmtArg = n.endsWith("sscanf") || n.endsWith("fscanf") ? 1 : 0;
    if (args.size() <= fmtArg) throw new org.spindle.frontend.CompileError(c.pos(), "too few arguments in call to " + n);
    Expr f = args.get(fmtArg);
    while (f instanceof Expr.Cast k) f = k.operand();
    if (!(f instanceof Expr.StringLit lit)) throw t.unsupported(n + " with a format that is not a string literal");
    ScanfFormat format;
    try {
      format = ScanfFormat.parse(lit.value());
    } catch (IllegalArgumentException e) {
      throw t.unsupported(e.getMessage() + " in " + n);
    }
    List<ScanfFormat.Conversion> convs = format.stores();
    if (args.size() < fmtArg + 1 + convs.size()) throw t.unsupported(n + " with fewer target arguments than conversions");
    // the arguments are evaluated before the call, in our left-to-right order
    if (n.endsWith("sscanf")) readFirstChar(args.get(0));
    else if (fmtArg == 1) ex.effect(args.get(0));
    List<LValue> targets = new ArrayList<>();
    List<ScalarType> types = new ArrayList<>();
    for (int i = 0; i < args.size() - fmtArg - 1; i++) {
      Expr a = args.get(fmtArg + 1 + i);
      if (i >= convs.size()) {
        ex.effect(a);
        continue;
      }
      CType pointee = a.type() instanceof CType.Pointer p ? p.target() : null;
      ScanfFormat.Conversion conv = convs.get(i);
      CType expected = new CType.Int(conv.kind(), true);
      if (!(pointee instanceof CType.Int pi) || pi.kind() == CType.IntKind.BOOL
          || t.layouts.sizeofBytes(pointee, t.pos) != t.layouts.sizeofBytes(expected, t.pos)) {
        throw t.unsupported(n + " conversion '" + conv.text() + "' into a target of type " + pointee);
      }
      org.spindle.program.Expr address = stable(ex.rvalue(a));
      targets.add(ex.toLValue(Place.pointer(address, pointee)));
      types.add(ex.scalar(pointee));
    }
    MemoryObject r = t.temp(INT);
    LValue rc = ThreadLowerer.cell(r);
    Load rv = new Load(rc, INT);
    t.emit(new Stmt.Havoc(rc, INT, n, c.pos()));
    t.emit(new Stmt.Assume(new Binary(BinOp.LAND, new Binary(BinOp.LE, new Const(-1, INT), rv, INT),
        new Binary(BinOp.LE, rv, new Const(convs.size(), INT), INT), INT)));
    for (int i = 0; i < targets.size(); i++) {
      int store = t.loc();
      int skip = t.loc();
      t.emitTo(new Stmt.Assume(new Binary(BinOp.GT, rv, new Const(i, INT), INT)), store);
      t.emitTo(new Stmt.Assume(new Binary(BinOp.LE, rv, new Const(i, INT), INT)), skip);
      t.at(store);
      // an input without a nondet function: a witness states only the call's result
      t.emitFit(new Stmt.Havoc(targets.get(i), types.get(i)));
      t.joinAt(skip);
    }
    return rv;
  }

  /**
   * sscanf reads its string: at least the first character (the terminator of an empty string),
   * so an invalid pointer is undefined behaviour here as in C. Only a command-line argument has
   * characters that are truly unknown input; a string the program built (a literal, a buffer) has
   * known contents, and treating them as input could report errors no run has.
   */
  private void readFirstChar(Expr s) {
    if (!isCommandLineArgument(s)) throw t.unsupported("sscanf from a string other than a command-line argument argv[i]");
    CType ch = s.type() instanceof CType.Pointer p ? p.target() : null;
    if (!(ch instanceof CType.Int ci) || ci.kind() != CType.IntKind.CHAR) throw t.unsupported("sscanf from " + s.type());
    LValue first = ex.toLValue(Place.pointer(ex.rvalue(s), ch));
    MemoryObject tmp = t.temp(first.type());
    t.emitFit(new Stmt.Assign(ThreadLowerer.cell(tmp), new Load(first, first.type())));
  }

  /** {@code argv[i]} or {@code *argv} for main's parameter argv, which the program never writes. */
  private boolean isCommandLineArgument(Expr s) {
    while (s instanceof Expr.Cast k) s = k.operand();
    Expr base;
    if (s instanceof Expr.Index i) base = i.base();
    else if (s instanceof Expr.Unary u && u.op() == Expr.UnaryOp.DEREF) base = u.operand();
    else return false;
    while (base instanceof Expr.Cast k) base = k.operand();
    var main = t.ctx.unit.function("main");
    return base instanceof Expr.VarRef r && main.params().size() >= 2 && r.symbol() == main.params().get(1)
        && !t.ctx.facts.written.contains(main.params().get(1)) && !t.ctx.facts.addressTaken.contains(main.params().get(1));
  }

  /** The value of a target pointer, evaluated now: a constant, an address or a temporary. */
  private org.spindle.program.Expr stable(org.spindle.program.Expr v) {
    v = t.hoistAll(v);
    if (v instanceof Const || v instanceof Load || v instanceof org.spindle.program.Expr.AddressOf) return v;
    MemoryObject tmp = t.temp(v.type());
    t.emit(new Stmt.Assign(ThreadLowerer.cell(tmp), v));
    return new Load(ThreadLowerer.cell(tmp), v.type());
  }
}
