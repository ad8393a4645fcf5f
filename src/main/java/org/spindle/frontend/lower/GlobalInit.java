package org.spindle.frontend.lower;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.Initializer;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.MemoryObject;
import org.spindle.program.FloatValues;
import org.spindle.program.ScalarType;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;

/**
 * Memory objects of globals, static locals and string literals, with their static initial values.
 * Addresses are reserved first so that initializers may take the address of any global.
 */
final class GlobalInit {
  private final LowerCtx ctx;
  private final Layouts layouts;
  private final Map<VarSymbol, MemoryAllocator.Slot> slots = new HashMap<>();
  private final Map<VarSymbol, MemoryObject> objects = new HashMap<>();
  private final Map<String, MemoryObject> strings = new HashMap<>();

  GlobalInit(LowerCtx ctx) {
    this.ctx = ctx;
    this.layouts = ctx.layouts;
  }

  /** Creates the objects of all referenced (non thread-local) globals. */
  void createAll() {
    Set<VarSymbol> order = new LinkedHashSet<>();
    for (VarSymbol v : ctx.unit.globals()) if (ctx.facts.referencedGlobals.contains(v)) order.add(v);
    order.addAll(ctx.facts.referencedGlobals);
    order.removeIf(VarSymbol::isThreadLocal);
    for (VarSymbol v : order) {
      slots.put(v, ctx.memory.reserve(objectCells(v.type(), v.pos()), v.pos()));
    }
    for (VarSymbol v : order) {
      MemoryAllocator.Slot s = slots.get(v);
      objects.put(v, ctx.memory.build(s, v.name(), MemoryObject.Region.GLOBAL, -1,
          elementCells(v.type(), v.pos()), elementCount(v.type(), v.pos()), true,
          ctx.facts.addressTaken.contains(v), initialCells(v), v.pos()));
    }
  }

  MemoryObject object(VarSymbol v, SourcePos pos) {
    MemoryObject o = objects.get(v);
    if (o == null) throw new IllegalStateException("global " + v + " not created (not referenced?) at " + pos);
    return o;
  }

  /** A fresh per-thread instance of a {@code __thread} global. */
  MemoryObject threadLocal(VarSymbol v, int thread, String prefix) {
    return ctx.memory.create(prefix + v.name(), MemoryObject.Region.LOCAL, thread,
        elementCells(v.type(), v.pos()), elementCount(v.type(), v.pos()),
        ctx.facts.addressTaken.contains(v), ctx.facts.addressTaken.contains(v), initialCells(v), v.pos());
  }

  // ---- layouts of top-level objects: arrays (also multi-dimensional) become count x element ----

  long objectCells(CType t, SourcePos pos) {
    return elementCells(t, pos).size() * elementCount(t, pos);
  }

  List<ScalarType> elementCells(CType t, SourcePos pos) {
    while (t instanceof CType.Array a) {
      if (!a.isComplete()) layouts.cells(a, pos); // throws the right message
      t = a.element();
    }
    return layouts.cells(t, pos);
  }

  long elementCount(CType t, SourcePos pos) {
    long n = 1;
    while (t instanceof CType.Array a) {
      if (!a.isComplete()) layouts.cells(a, pos);
      n *= a.length();
      t = a.element();
    }
    if (n > 10_000_000) throw new UnsupportedFeature(pos, "array too large");
    return n;
  }

  // ---- initializers ----

  private Map<Long, Long> initialCells(VarSymbol v) {
    Map<Long, Long> init = new LinkedHashMap<>();
    if (v.init() == null) return init;
    flatten(layouts, v.type(), v.init(), 0, (cell, e) -> {
      if (e == null) return;
      long val = constValue(e);
      if (val != 0) init.put(cell, val);
    }, v.pos());
    return init;
  }

  /**
   * Walks an initializer against its type: calls {@code out(cell, expr)} for every scalar cell
   * ({@code expr == null} means zero). pthread objects are one cell and must be zero-initialised.
   */
  static void flatten(Layouts layouts, CType t, Initializer init, long cell,
      BiConsumer<Long, Expr> out, SourcePos pos) {
    if (layouts.isSyncCell(t) || layouts.isSyncObject(t)) {
      if (init != null && !allZero(init)) throw new UnsupportedFeature(pos, "non-zero initializer of " + t);
      for (int i = 0, n = layouts.cellCount(t, pos); i < n; i++) out.accept(cell + i, null);
      return;
    }
    if (t instanceof CType.Array a) {
      int stride = layouts.cellCount(a.element(), pos);
      List<Initializer> elems = init instanceof Initializer.Aggregate g ? g.elements() : null;
      if (init != null && elems == null) throw new UnsupportedFeature(pos, "array initialised from an expression");
      for (long i = 0; i < a.length(); i++) {
        Initializer ei = elems != null && i < elems.size() ? elems.get((int) i) : null;
        flatten(layouts, a.element(), ei, cell + i * stride, out, pos);
      }
      return;
    }
    if (t instanceof CType.Struct s) {
      layouts.cells(s, pos); // rejects unions, bit-fields
      if (init instanceof Initializer.Scalar) throw new UnsupportedFeature(pos, "struct initialised from an expression");
      List<Initializer> elems = init instanceof Initializer.Aggregate g ? g.elements() : null;
      long off = cell;
      for (int i = 0; i < s.fields().size(); i++) {
        CType ft = s.fields().get(i).type();
        Initializer fi = elems != null && i < elems.size() ? elems.get(i) : null;
        flatten(layouts, ft, fi, off, out, pos);
        off += layouts.cellCount(ft, pos);
      }
      return;
    }
    layouts.scalar(t, pos);
    if (init == null) {
      out.accept(cell, null);
    } else if (init instanceof Initializer.Scalar s) {
      out.accept(cell, s.expr());
    } else if (init instanceof Initializer.Aggregate g) {
      // braces around a scalar: {5}
      Initializer first = g.elements().isEmpty() ? null : g.elements().get(0);
      flatten(layouts, t, first, cell, out, pos);
    }
  }

  private static boolean allZero(Initializer i) {
    if (i == null) return true;
    if (i instanceof Initializer.Scalar s) {
      return s.expr() instanceof Expr.IntLit l && l.value().signum() == 0
          || s.expr() instanceof Expr.Cast c && c.operand() instanceof Expr.IntLit l2 && l2.value().signum() == 0;
    }
    for (Initializer e : ((Initializer.Aggregate) i).elements()) if (!allZero(e)) return false;
    return true;
  }

  // ---- constant expressions (including addresses of globals) ----

  private final Map<VarSymbol, Long> constants = new HashMap<>();

  /**
   * Value of a scalar integer global that is never written and whose address is never taken (for
   * example {@code const int N = 16;}), or null. Its reads are folded to constants.
   */
  Long constantGlobal(VarSymbol v) {
    if (!(v.type() instanceof CType.Int) || !ctx.facts.isReadOnly(v)) return null;
    if (constants.containsKey(v)) return constants.get(v);
    constants.put(v, null); // cycle guard
    Long r;
    if (v.init() == null) {
      r = 0L;
    } else if (v.init() instanceof Initializer.Scalar s) {
      r = tryConst(s.expr());
    } else {
      r = null;
    }
    constants.put(v, r);
    return r;
  }

  /** Value of a constant expression, or null if it is not constant. */
  Long tryConst(Expr e) {
    try {
      return constValue(e);
    } catch (UnsupportedFeature u) {
      return null;
    }
  }

  long constValue(Expr e) {
    SourcePos pos = e.pos();
    if (e instanceof Expr.IntLit l) return layouts.scalar(l.type(), pos).wrap(l.value().longValue());
    if (e instanceof Expr.FloatLit f) {
      layouts.scalar(f.type(), pos); // long double: UNKNOWN
      return org.spindle.frontend.lex.FloatLiteral.parse(f.text(), pos).pattern();
    }
    if (e instanceof Expr.VarRef r && r.symbol() instanceof VarSymbol v) {
      Long c = constantGlobal(v);
      if (c != null) return c;
    }
    if (e instanceof Expr.Cast c) {
      CType from = c.operand().type();
      if (from instanceof CType.Array) return constAddress(c.operand());
      if (from instanceof CType.Function) return layouts.scalar(c.type(), pos).wrap(functionAddress(c.operand()));
      if (c.type() instanceof CType.Void) throw new UnsupportedFeature(pos, "void initializer");
      ScalarType st = layouts.scalar(from, pos);
      return folded(Fold.convert(new org.spindle.program.Expr.Const(constValue(c.operand()), st),
          layouts.scalar(c.type(), pos)), pos);
    }
    if (e instanceof Expr.Unary u) {
      if (u.op() == Expr.UnaryOp.ADDR) {
        if (u.operand().type() instanceof CType.Function) return functionAddress(u.operand());
        return constAddress(u.operand());
      }
      if (u.op() == Expr.UnaryOp.LOGNOT) return isTrue(u.operand()) ? 0 : 1;
      long v = constValue(u.operand());
      ScalarType t = layouts.scalar(u.type(), pos);
      return switch (u.op()) {
        case NEG -> folded(Fold.negate(new org.spindle.program.Expr.Const(v, t), t), pos);
        case PLUS -> t.wrap(v);
        case BITNOT -> t.wrap(~v);
        default -> throw new UnsupportedFeature(pos, "non-constant initializer");
      };
    }
    if (e instanceof Expr.Binary b) {
      ScalarType rt = layouts.scalar(b.type(), pos);
      if (b.op() == Expr.BinaryOp.LOGAND) return isTrue(b.left()) && isTrue(b.right()) ? 1 : 0;
      if (b.op() == Expr.BinaryOp.LOGOR) return isTrue(b.left()) || isTrue(b.right()) ? 1 : 0;
      long l = constValue(b.left());
      long r = constValue(b.right());
      if (b.left().type() instanceof CType.Pointer p && b.right().type() instanceof CType.Int
          && (b.op() == Expr.BinaryOp.ADD || b.op() == Expr.BinaryOp.SUB)) {
        long stride = layouts.cellCount(p.target(), pos);
        return rt.wrap(b.op() == Expr.BinaryOp.ADD ? l + r * stride : l - r * stride);
      }
      ScalarType ot = layouts.scalar(b.left().type(), pos);
      Long v = Fold.binary(ExprLowerer.binOp(b.op(), pos), l, ot.wrap(r), ot, rt);
      if (v == null) throw new UnsupportedFeature(pos, "undefined constant expression");
      return v;
    }
    if (e instanceof Expr.Conditional c) {
      return isTrue(c.cond()) ? constValue(c.then()) : constValue(c.otherwise());
    }
    throw new UnsupportedFeature(pos, "non-constant global initializer");
  }

  /** C truth of a constant scalar: {@code != 0}, for a floating value {@code != 0.0}. */
  private boolean isTrue(Expr e) {
    long v = constValue(e);
    ScalarType t = e.type() instanceof CType.Floating ? layouts.scalar(e.type(), e.pos()) : null;
    return t == null ? v != 0 : FloatValues.value(t, v) != 0;
  }

  /** The value of a folded constant; an operation undefined on its constants is UNKNOWN. */
  private static long folded(org.spindle.program.Expr e, SourcePos pos) {
    if (e instanceof org.spindle.program.Expr.Const c) return c.value();
    throw new UnsupportedFeature(pos, "undefined constant expression (" + e + ")");
  }

  private long functionAddress(Expr designator) {
    FunctionSymbol f = CallLowerer.directTarget(designator);
    if (f == null) throw new UnsupportedFeature(designator.pos(), "non-constant function pointer in initializer");
    return ctx.functionAddress(f, designator.pos());
  }

  private long constAddress(Expr e) {
    SourcePos pos = e.pos();
    if (e instanceof Expr.VarRef r && r.symbol() instanceof VarSymbol v && v.isGlobal() && !v.isThreadLocal()) {
      MemoryAllocator.Slot s = slots.get(v);
      if (s == null) throw new IllegalStateException("no slot for " + v);
      return s.base();
    }
    if (e instanceof Expr.StringLit s) return string(s).baseAddress();
    if (e instanceof Expr.Member m && !m.arrow()) {
      return constAddress(m.base()) + layouts.fieldOffset(m.struct(), m.fieldIndex(), pos);
    }
    if (e instanceof Expr.Index i && i.base().type() instanceof CType.Array a) {
      return constAddress(i.base()) + constValue(i.index()) * layouts.cellCount(a.element(), pos);
    }
    if (e instanceof Expr.Unary u && u.op() == Expr.UnaryOp.DEREF) return constValue(u.operand());
    throw new UnsupportedFeature(pos, "non-constant address in initializer");
  }

  /** The (shared, never written by well-defined programs) object of a string literal. */
  MemoryObject string(Expr.StringLit s) {
    return strings.computeIfAbsent(s.value(), v -> {
      byte[] bytes = v.getBytes(StandardCharsets.ISO_8859_1);
      Map<Long, Long> init = new LinkedHashMap<>();
      for (int i = 0; i < bytes.length; i++) if (bytes[i] != 0) init.put((long) i, (long) bytes[i]);
      ScalarType ch = layouts.scalar(new CType.Int(CType.IntKind.CHAR, true), s.pos());
      return ctx.memory.create("\"" + abbreviate(v) + "\"", MemoryObject.Region.GLOBAL, -1, List.of(ch),
          bytes.length + 1, true, true, init, s.pos());
    });
  }

  private static String abbreviate(String v) {
    String x = v.replace("\n", "\\n").replace("\"", "\\\"");
    return x.length() > 20 ? x.substring(0, 17) + "..." : x;
  }
}
