package org.spindle.frontend.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.Initializer;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;

/**
 * Matches initializer syntax against the object type: designators, brace elision, string
 * literals for char arrays, and the length of incomplete arrays (C11 6.7.9).
 */
final class InitResolver {
  /** A resolved initializer and the object's type (completed for {@code T a[] = {...}}). */
  record Resolved(Initializer init, CType type) {}

  private final ExprSema sema;

  InitResolver(ExprSema sema) {
    this.sema = sema;
  }

  Resolved resolve(CType t, RawInit raw) {
    if (raw instanceof RawInit.Single s) {
      Expr e = s.expr();
      if (isCharArray(t) && e instanceof Expr.StringLit str) return stringInit((CType.Array) t, str);
      if (t instanceof CType.Array) throw new CompileError(raw.pos(), "invalid initializer");
      if (t instanceof CType.Struct && sema.rvalue(e).type() != t) {
        throw new CompileError(raw.pos(), "invalid initializer");
      }
      return new Resolved(new Initializer.Scalar(sema.convertAssign(e, t, raw.pos(), "initializing"), raw.pos()), t);
    }
    RawInit.Braced b = (RawInit.Braced) raw;
    if (!Types.isAggregate(t)) {
      if (b.items().isEmpty()) {
        Expr zero = new Expr.IntLit(BigInteger.ZERO, Types.INT, b.pos());
        return new Resolved(new Initializer.Scalar(sema.convertAssign(zero, t, b.pos(), "initializing"), b.pos()), t);
      }
      RawInit.Item first = b.items().get(0);
      if (!first.designators().isEmpty()) throw new CompileError(first.pos(), "designator in initializer for scalar type '" + t + "'");
      return resolve(t, first.init());
    }
    if (isCharArray(t) && b.items().size() == 1 && b.items().get(0).designators().isEmpty()
        && b.items().get(0).init() instanceof RawInit.Single s && s.expr() instanceof Expr.StringLit str) {
      return stringInit((CType.Array) t, str);
    }
    Agg agg = new Agg(t, b.pos());
    fill(agg, b.items(), 0, true, false);
    Initializer.Aggregate init = agg.build();
    return new Resolved(init, init.type());
  }

  private static boolean isCharArray(CType t) {
    return t instanceof CType.Array a && a.element() instanceof CType.Int i && i.kind() == CType.IntKind.CHAR;
  }

  private Resolved stringInit(CType.Array a, Expr.StringLit s) {
    String v = s.value();
    long len = a.length() >= 0 ? a.length() : v.length() + 1;
    if (len > 1_000_000) throw new UnsupportedFeature(s.pos(), "huge string initializer");
    CType.Int et = (CType.Int) a.element();
    List<Initializer> elems = new ArrayList<>((int) len);
    for (int k = 0; k < len; k++) {
      if (k <= v.length()) {
        BigInteger c = BigInteger.valueOf(k < v.length() ? v.charAt(k) : 0);
        elems.add(new Initializer.Scalar(new Expr.IntLit(sema.types.wrap(c, et), et, s.pos()), s.pos()));
      } else {
        elems.add(null);
      }
    }
    CType t = new CType.Array(et, len, null);
    return new Resolved(new Initializer.Aggregate(t, elems, s.pos()), t);
  }

  /**
   * Fills {@code agg} from items starting at {@code i}; returns the index of the first unused
   * item. Unbraced (elided) sub-aggregates stop at a designator, which belongs to the enclosing
   * brace list.
   */
  private int fill(Agg agg, List<RawInit.Item> items, int i, boolean braced, boolean firstDesignated) {
    boolean skipDesig = firstDesignated;
    int start = i;
    while (i < items.size()) {
      RawInit.Item it = items.get(i);
      if (!it.designators().isEmpty() && !skipDesig) {
        if (!braced) return i;
        i = designate(agg, it.designators(), 0, items, i);
        continue;
      }
      skipDesig = false;
      if (agg.full()) {
        if (!braced) {
          if (i == start && firstDesignated) throw new CompileError(it.pos(), "invalid initializer");
          return i;
        }
        i++; // excess element: gcc warns and ignores it
        continue;
      }
      int pos = agg.cursor;
      i = fillElement(agg, pos, items, i);
      agg.advance(pos);
    }
    return i;
  }

  private int fillElement(Agg agg, int pos, List<RawInit.Item> items, int i) {
    CType et = agg.elemType(pos);
    RawInit r = items.get(i).init();
    if (r instanceof RawInit.Braced || !Types.isAggregate(et)) {
      agg.set(pos, resolve(et, r).init());
      return i + 1;
    }
    Expr e = ((RawInit.Single) r).expr();
    if ((isCharArray(et) && e instanceof Expr.StringLit) || (et instanceof CType.Struct && sema.rvalue(e).type() == et)) {
      agg.set(pos, resolve(et, r).init());
      return i + 1;
    }
    return fill(agg.child(pos), items, i, false, true);
  }

  private int designate(Agg agg, List<RawInit.Designator> ds, int k, List<RawInit.Item> items, int i) {
    RawInit.Designator d = ds.get(k);
    List<Integer> path;
    if (d instanceof RawInit.FieldDesig f) {
      if (!(agg.type instanceof CType.Struct s)) throw new CompileError(d.pos(), "field name not in record or union initializer");
      path = ExprSema.findMember(s, f.name());
      if (path == null) throw new CompileError(d.pos(), "unknown field '" + f.name() + "' specified in initializer");
    } else {
      RawInit.IndexDesig x = (RawInit.IndexDesig) d;
      if (!(agg.type instanceof CType.Array a)) throw new CompileError(d.pos(), "array index in non-array initializer");
      if (x.lo() < 0 || x.hi() < x.lo() || (a.length() >= 0 && x.hi() >= a.length())) {
        throw new CompileError(d.pos(), "array index in initializer exceeds array bounds");
      }
      if (x.hi() > x.lo()) { // GNU range: same value for each index, no elision
        if (k != ds.size() - 1) throw new UnsupportedFeature(d.pos(), "nested designator after an index range");
        RawInit r = items.get(i).init();
        for (long idx = x.lo(); idx <= x.hi(); idx++) {
          agg.set((int) idx, resolve(agg.elemType((int) idx), r).init());
        }
        agg.advance((int) x.hi());
        return i + 1;
      }
      if (x.lo() > 10_000_000) throw new UnsupportedFeature(d.pos(), "huge array initializer");
      path = List.of((int) x.lo());
    }
    // descend through anonymous members of the path
    Agg cur = agg;
    for (int p = 0; p < path.size() - 1; p++) {
      cur.cursor = path.get(p);
      Agg next = cur.child(path.get(p));
      cur.advance(path.get(p));
      cur = next;
    }
    int idx = path.get(path.size() - 1);
    cur.select(idx);
    if (k == ds.size() - 1) {
      i = fillElement(cur, idx, items, i);
      cur.advance(idx);
      return i;
    }
    Agg child = cur.child(idx);
    i = designate(child, ds, k + 1, items, i);
    if (i < items.size() && items.get(i).designators().isEmpty()) i = fill(child, items, i, false, false);
    cur.advance(idx);
    return i;
  }

  /** An aggregate being filled: elements are Initializer or nested Agg (so designators can merge). */
  private final class Agg {
    final CType type;
    final SourcePos pos;
    final List<Object> elems = new ArrayList<>();
    int cursor;

    Agg(CType type, SourcePos pos) {
      this.type = type;
      this.pos = pos;
      if (type instanceof CType.Struct s) {
        if (!s.isComplete()) throw new CompileError(pos, "variable has incomplete type '" + s + "'");
        elems.addAll(Arrays.asList(new Object[s.fields().size()]));
        skipUnnamedBitfields();
      } else if (type instanceof CType.Array a && a.vlaLength() != null) {
        throw new CompileError(pos, "variable-sized object may not be initialized");
      }
    }

    CType elemType(int k) {
      if (type instanceof CType.Array a) return a.element();
      return ((CType.Struct) type).fields().get(k).type();
    }

    boolean full() {
      if (type instanceof CType.Array a) return a.length() >= 0 && cursor >= a.length();
      return cursor >= elems.size();
    }

    void select(int k) {
      cursor = k;
      if (type instanceof CType.Struct s && s.isUnion()) {
        for (int j = 0; j < elems.size(); j++) if (j != k) elems.set(j, null);
      }
    }

    void advance(int k) {
      if (type instanceof CType.Struct s && s.isUnion()) {
        cursor = elems.size();
        return;
      }
      cursor = k + 1;
      skipUnnamedBitfields();
    }

    private void skipUnnamedBitfields() {
      if (type instanceof CType.Struct s) {
        while (cursor < s.fields().size() && s.fields().get(cursor).name() == null
            && s.fields().get(cursor).bitWidth() >= 0) {
          cursor++;
        }
      }
    }

    private void ensure(int k) {
      if (type instanceof CType.Array a && a.length() >= 0 && k >= a.length()) {
        throw new CompileError(pos, "array index in initializer exceeds array bounds");
      }
      while (elems.size() <= k) elems.add(null);
    }

    void set(int k, Initializer init) {
      ensure(k);
      if (type instanceof CType.Struct s && s.isUnion()) select(k);
      elems.set(k, init);
    }

    Agg child(int k) {
      ensure(k);
      if (type instanceof CType.Struct s && s.isUnion()) select(k);
      Object o = elems.get(k);
      if (o instanceof Agg a) return a;
      Agg a = new Agg(elemType(k), pos);
      elems.set(k, a);
      return a;
    }

    Initializer.Aggregate build() {
      CType t = type;
      int n = elems.size();
      if (type instanceof CType.Array a) {
        if (a.length() >= 0) {
          if (a.length() > 10_000_000) throw new UnsupportedFeature(pos, "huge array initializer");
          n = (int) a.length();
        } else {
          t = new CType.Array(a.element(), n, null);
        }
      }
      List<Initializer> out = new ArrayList<>(n);
      for (int k = 0; k < n; k++) {
        Object o = k < elems.size() ? elems.get(k) : null;
        out.add(o instanceof Agg c ? c.build() : (Initializer) o);
      }
      return new Initializer.Aggregate(t, java.util.Collections.unmodifiableList(out), pos);
    }
  }
}
