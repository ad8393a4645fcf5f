package org.spindle.semantics;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.spindle.program.DataModel;

/**
 * Random deterministic single-threaded C programs without undefined behaviour by construction:
 * signed arithmetic that may overflow is done in the unsigned type and converted back (gcc wraps),
 * shift amounts are masked, divisors are never 0 or -1, indices are reduced modulo the length, side
 * effects inside expressions only touch distinct plain variables. gcc's UBSan double-checks.
 */
final class ProgramGen {
  sealed interface Shape permits Scalar, Arr, Struct {}

  record Scalar(CTy t) implements Shape {}

  record Arr(Shape elem, int n) implements Shape {}

  record Struct(String name, List<String> fields, List<Shape> types) implements Shape {}

  /** A variable; {@code counter} ones are loop counters (read only). */
  record Var(String name, Shape shape, boolean counter) {}

  /** A pointer into array {@code base} (length n) of elements of shape elem, or to a scalar (base null). */
  record Ptr(String name, Shape elem, String base, int n) {}

  /** A value: text, type, |value| < 2^mag, and whether it is known not to be negative. */
  record Ex(String s, CTy t, int mag, boolean nonneg) {}

  /** A scalar lvalue; plain is true for a named scalar variable. */
  record Acc(String s, CTy t, boolean plain) {}

  /** A generated function; {@code array} is its trailing pointer parameter {@code pp} (or null). */
  private record Fun(String name, CTy ret, List<CTy> params, Arr array) {}

  private final Random r;
  private final DataModel dm;
  private final long seed;
  private final List<Struct> structs = new ArrayList<>();
  private final List<String> globalDecls = new ArrayList<>();
  private final List<GenProgram.Leaf> leaves = new ArrayList<>();
  private final List<Fun> funs = new ArrayList<>();
  private List<Var> vars;
  private List<Ptr> ptrs;
  private List<St> decls;
  private int fresh;
  private int loopDepth;
  private int budget;
  /** Generating a constant expression (static initialisers): literals only, no comma. */
  private boolean constMode;
  /** Reads only locals of the current function (next to a call, which may write globals). */
  private boolean localMode;
  private final List<Var> globalVars = new ArrayList<>();

  private ProgramGen(long seed, DataModel dm) {
    this.seed = seed;
    this.r = new Random(seed);
    this.dm = dm;
  }

  static GenProgram generate(long seed, DataModel dm) {
    return new ProgramGen(seed, dm).build();
  }

  private GenProgram build() {
    for (int i = 0, n = r.nextInt(3); i < n; i++) makeStruct();
    List<Var> globals = new ArrayList<>();
    int ng = 3 + r.nextInt(6);
    for (int i = 0; i < ng; i++) {
      Var v = new Var("g" + i, randomShape(true), false);
      globals.add(v);
      globalVars.add(v);
      String init = r.nextInt(6) == 0 ? "" : " = " + init(v.shape(), true);
      globalDecls.add(declare(v.shape(), v.name()) + init + ";");
      addLeaves(v.name(), v.shape());
    }
    Var chk = new Var("chk", new Scalar(CTy.ULLONG), false);
    globalDecls.add("unsigned long long chk;");
    addLeaves("chk", chk.shape());
    // global pointers with static initialisers (not printed: addresses differ)
    List<Ptr> gptrs = new ArrayList<>();
    for (Var g : globals) {
      if (g.shape() instanceof Arr a && !(a.elem() instanceof Arr) && r.nextInt(3) == 0) {
        int k = r.nextInt(a.n());
        Ptr p = new Ptr("gp" + gptrs.size(), a.elem(), g.name(), a.n());
        globalDecls.add(elemType(a.elem()) + " *" + p.name()
            + " = " + (k == 0 && r.nextBoolean() ? g.name() : "&" + g.name() + "[" + k + "]") + ";");
        gptrs.add(p);
      }
    }
    List<GenProgram.Fn> fns = new ArrayList<>();
    int nf = r.nextInt(4);
    for (int i = 0; i <= nf; i++) {
      boolean isTest = i == nf;
      String name = isTest ? "test" : "f" + i;
      CTy ret = isTest ? null : scalarType();
      List<CTy> params = new ArrayList<>();
      vars = new ArrayList<>(globals);
      ptrs = new ArrayList<>(gptrs);
      decls = new ArrayList<>();
      StringBuilder sig = new StringBuilder(isTest ? "void" : (r.nextInt(3) == 0 ? "static " : "") + ret.c);
      sig.append(' ').append(name).append('(');
      if (!isTest) {
        for (int k = 0, np = r.nextInt(4); k < np; k++) {
          CTy t = scalarType();
          params.add(t);
          if (k > 0) sig.append(", ");
          sig.append(t.c).append(" p").append(k);
          vars.add(new Var("p" + k, new Scalar(t), false));
        }
      }
      Arr array = null;
      if (!isTest && r.nextBoolean()) { // a pointer to the start of an array of the shape of some global's
        List<Arr> shapes = new ArrayList<>();
        for (Var g : globals) if (g.shape() instanceof Arr a && !(a.elem() instanceof Arr)) shapes.add(a);
        if (!shapes.isEmpty()) {
          array = shapes.get(r.nextInt(shapes.size()));
          sig.append(params.isEmpty() ? "" : ", ").append(elemType(array.elem())).append(" *pp");
          ptrs.add(new Ptr("pp", array.elem(), "pp", array.n()));
        }
      }
      if (params.isEmpty() && array == null) sig.append("void");
      sig.append(')');
      List<Var> locals = new ArrayList<>();
      for (int k = 0, nl = 1 + r.nextInt(4); k < nl; k++) {
        boolean stat = !isTest && r.nextInt(3) == 0;
        Var v = new Var((stat ? "s" : "l") + k, randomShape(false), false);
        String init = stat ? init(v.shape(), true) : init(v.shape(), false);
        decls.add(St.fixed((stat ? "static " : "") + declare(v.shape(), v.name()) + " = " + init + ";"));
        vars.add(v);
        locals.add(v);
      }
      makePointers();
      budget = isTest ? 40 : 15;
      loopDepth = 0;
      List<St> body = block(3, 2 + r.nextInt(isTest ? 8 : 4));
      List<St> all = new ArrayList<>(decls);
      all.addAll(body);
      if (isTest) {
        for (Var v : locals) {
          if (v.shape() instanceof Scalar) {
            all.add(St.fixed("chk = chk * 31u + (unsigned long long) " + v.name() + ";"));
          }
        }
      } else {
        all.add(St.fixed("return " + expr(2).s() + ";"));
        funs.add(new Fun(name, ret, params, array));
      }
      fns.add(new GenProgram.Fn(sig.toString(), all));
    }
    return new GenProgram(seed, dm, globalDecls, fns, leaves);
  }

  // ---- types and declarations

  private CTy scalarType() {
    while (true) {
      CTy t = CTy.values()[r.nextInt(CTy.values().length)];
      return t;
    }
  }

  private void makeStruct() {
    List<String> names = new ArrayList<>();
    List<Shape> types = new ArrayList<>();
    for (int i = 0, n = 1 + r.nextInt(4); i < n; i++) {
      names.add("f" + i);
      int k = r.nextInt(6);
      if (k == 0) types.add(new Arr(new Scalar(scalarType()), 1 + r.nextInt(4)));
      else if (k == 1 && !structs.isEmpty()) types.add(structs.get(r.nextInt(structs.size())));
      else types.add(new Scalar(scalarType()));
    }
    Struct s = new Struct("S" + structs.size(), names, types);
    structs.add(s);
    StringBuilder sb = new StringBuilder("struct " + s.name() + " {");
    for (int i = 0; i < names.size(); i++) sb.append(' ').append(declare(types.get(i), names.get(i))).append(';');
    globalDecls.add(sb.append(" };").toString());
  }

  private Shape randomShape(boolean global) {
    int k = r.nextInt(10);
    if (k < 5) return new Scalar(scalarType());
    if (k < 7) return new Arr(new Scalar(scalarType()), 2 + r.nextInt(4));
    if (k == 7) return new Arr(new Arr(new Scalar(scalarType()), 2 + r.nextInt(2)), 2 + r.nextInt(2));
    if (structs.isEmpty()) return new Scalar(scalarType());
    Struct s = structs.get(r.nextInt(structs.size()));
    return k == 8 ? s : new Arr(s, 2 + r.nextInt(2));
  }

  private static String elemType(Shape s) {
    if (s instanceof Scalar sc) return sc.t().c;
    if (s instanceof Struct st) return "struct " + st.name();
    throw new IllegalArgumentException("pointer to array");
  }

  private static String declare(Shape s, String name) {
    StringBuilder dims = new StringBuilder();
    while (s instanceof Arr a) {
      dims.append('[').append(a.n()).append(']');
      s = a.elem();
    }
    return elemType(s) + " " + name + dims;
  }

  private String init(Shape s, boolean constant) {
    if (s instanceof Scalar) {
      if (!constant) return expr(1).s();
      if (r.nextInt(3) > 0) return literal().s();
      constMode = true;
      String e = expr(2).s();
      constMode = false;
      return e;
    }
    if (s instanceof Arr a && a.elem() instanceof Scalar sc && sc.t().rank == 1 && r.nextInt(3) == 0) {
      String[] strs = {"\"ab\"", "\"\\xff\\x80z\"", "\"\"", "\"\\377\""};
      String lit = strs[r.nextInt(strs.length)];
      int len = lit.equals("\"ab\"") ? 2 : lit.startsWith("\"\\x") ? 3 : lit.equals("\"\"") ? 0 : 1;
      if (len < a.n()) return lit;
    }
    List<Shape> parts = new ArrayList<>();
    if (s instanceof Arr a) {
      for (int i = 0, n = r.nextInt(a.n() + 2); i < Math.min(n, a.n()); i++) parts.add(a.elem());
    } else {
      Struct st = (Struct) s;
      for (int i = 0, n = r.nextInt(st.types().size() + 1); i < n; i++) parts.add(st.types().get(i));
    }
    if (parts.isEmpty()) return "{0}";
    StringBuilder sb = new StringBuilder("{");
    for (int i = 0; i < parts.size(); i++) sb.append(i > 0 ? ", " : "").append(init(parts.get(i), constant));
    return sb.append('}').toString();
  }

  private void addLeaves(String path, Shape s) {
    if (s instanceof Scalar sc) {
      leaves.add(new GenProgram.Leaf(path, sc.t()));
    } else if (s instanceof Arr a) {
      for (int i = 0; i < a.n(); i++) addLeaves(path + "[" + i + "]", a.elem());
    } else {
      Struct st = (Struct) s;
      for (int i = 0; i < st.fields().size(); i++) addLeaves(path + "." + st.fields().get(i), st.types().get(i));
    }
  }

  private void makePointers() {
    for (Var v : new ArrayList<>(vars)) {
      if (v.counter() || r.nextInt(3) != 0) continue;
      String name = "q" + fresh++;
      if (v.shape() instanceof Arr a && !(a.elem() instanceof Arr)) {
        ptrs.add(new Ptr(name, a.elem(), v.name(), a.n()));
        decls.add(St.fixed(elemType(a.elem()) + " *" + name + " = &" + v.name() + "[" + r.nextInt(a.n()) + "];"));
      } else if (v.shape() instanceof Arr a && a.elem() instanceof Arr row) { // a row of a 2-D array
        String base = v.name() + "[" + r.nextInt(a.n()) + "]";
        ptrs.add(new Ptr(name, row.elem(), base, row.n()));
        decls.add(St.fixed(elemType(row.elem()) + " *" + name + " = " + base + ";"));
      } else if (v.shape() instanceof Scalar sc) {
        ptrs.add(new Ptr(name, sc, null, 1));
        decls.add(St.fixed(sc.t().c + " *" + name + " = &" + v.name() + ";"));
      } else if (v.shape() instanceof Struct st) {
        ptrs.add(new Ptr(name, st, null, 1));
        decls.add(St.fixed("struct " + st.name() + " *" + name + " = &" + v.name() + ";"));
      }
    }
  }

  // ---- lvalues

  private String index(int n, int d) {
    if (d <= 0 || r.nextBoolean()) return Integer.toString(r.nextInt(n));
    return "(unsigned) (" + expr(d - 1).s() + ") % " + n + "u";
  }

  private Acc navigate(String path, Shape s, int d, boolean plain) {
    while (!(s instanceof Scalar)) {
      plain = false;
      if (s instanceof Arr a) {
        path = path + "[" + index(a.n(), d) + "]";
        s = a.elem();
      } else {
        Struct st = (Struct) s;
        int f = r.nextInt(st.fields().size());
        path = path + "." + st.fields().get(f);
        s = st.types().get(f);
      }
    }
    return new Acc(path, ((Scalar) s).t(), plain);
  }

  private Acc access(int d, boolean write) {
    if (!localMode && !ptrs.isEmpty() && r.nextInt(4) == 0) {
      Ptr p = ptrs.get(r.nextInt(ptrs.size()));
      if (p.elem() instanceof Struct st && r.nextBoolean()) {
        int f = r.nextInt(st.fields().size());
        return navigate(p.name() + "->" + st.fields().get(f), st.types().get(f), d, false);
      }
      String at;
      if (p.base() == null || r.nextInt(3) == 0) {
        at = "(*" + p.name() + ")";
      } else {
        // stays inside the array wherever the pointer currently points
        String k = "(unsigned) (" + expr(Math.max(0, d - 1)).s() + ") % (unsigned) (" + p.n() + " - (" + p.name()
            + " - " + p.base() + "))";
        if (r.nextInt(3) == 0) { // backwards, down to the start of the array
          String back = "(int) ((unsigned) (" + expr(Math.max(0, d - 1)).s() + ") % (unsigned) ((" + p.name() + " - "
              + p.base() + ") + 1))";
          at = r.nextBoolean() ? p.name() + "[-" + back + "]" : "(*(" + p.name() + " - " + back + "))";
        } else {
          at = r.nextBoolean() ? p.name() + "[" + k + "]" : "(*(" + p.name() + " + " + k + "))";
        }
      }
      return navigate(at, p.elem(), d, false);
    }
    List<Var> cands = new ArrayList<>();
    for (Var v : vars) {
      // next to a call: only scalar locals, which the callee cannot reach
      if ((!write || !v.counter()) && !(localMode && (globalVars.contains(v) || !(v.shape() instanceof Scalar)))) {
        cands.add(v);
      }
    }
    if (cands.isEmpty()) return new Acc("0", CTy.INT, false);
    Var v = cands.get(r.nextInt(cands.size()));
    return navigate(v.name(), v.shape(), d, true);
  }

  private Var plainVar() {
    List<Var> c = new ArrayList<>();
    for (Var v : vars) if (!v.counter() && v.shape() instanceof Scalar) c.add(v);
    return c.isEmpty() ? null : c.get(r.nextInt(c.size()));
  }

  // ---- expressions

  private static final long[] VALUES = {0, 1, 2, 3, 5, 7, 10, 31, 32, 63, 100, 127, 128, 255, 256, 1000, 32767,
      32768, 65535, 65536, 0x7fffffffL, 0x80000000L, 0xffffffffL, 0x100000000L, 0x10000000003L,
      0x7fffffffffffffffL, 0x8000000000000000L, -1L};

  private Ex literal() {
    if (r.nextInt(12) == 0) {
      String[] chars = {"'a'", "'\\xff'", "'\\0'", "'\\n'", "'\\x80'", "'\\177'"};
      long[] vals = {97, -1, 0, 10, -128, 127};
      int k = r.nextInt(chars.length);
      return new Ex(chars[k], CTy.INT, vals[k] < 0 ? 8 : 7, vals[k] >= 0);
    }
    int pick = r.nextInt(8);
    long v = pick == 0 ? r.nextInt(20) : pick == 1 ? r.nextInt() & 0xffffffffL : pick == 2 ? r.nextLong()
        : pick == 3 ? r.nextInt(70000) : VALUES[r.nextInt(VALUES.length)];
    boolean big = v < 0; // bit pattern >= 2^63
    String[] sufs = {"", "", "u", "l", "ul", "ll", "ull", "L", "LLU"};
    String suf = sufs[r.nextInt(sufs.length)];
    boolean uns = suf.toLowerCase().contains("u");
    int base = r.nextInt(4); // 0,1 decimal, 2 hex, 3 octal
    if (big && base < 2 && !uns) suf = suf + "u";
    uns = suf.toLowerCase().contains("u");
    String digits = base < 2 ? Long.toUnsignedString(v) : base == 2 ? "0x" + Long.toHexString(v)
        : (v == 0 ? "0" : "0" + Long.toOctalString(v));
    boolean decimal = base < 2;
    String sl = suf.toLowerCase();
    int minRank = sl.contains("ll") ? 5 : sl.contains("l") ? 4 : 3;
    CTy t = null;
    for (CTy c : new CTy[] {CTy.INT, CTy.UINT, CTy.LONG, CTy.ULONG, CTy.LLONG, CTy.ULLONG}) {
      if (c.rank < minRank || (uns && c.signed) || (decimal && !uns && !c.signed)) continue;
      int bits = c.bits(dm);
      boolean fits = c.signed ? (!big && (bits == 64 || v < (1L << (bits - 1))))
          : (bits == 64 || (!big && v < (1L << bits)));
      if (fits) {
        t = c;
        break;
      }
    }
    int mag = big ? 64 : 64 - Long.numberOfLeadingZeros(v);
    return new Ex(digits + suf, t, mag, t.signed || !big);
  }

  private Ex read(int d) {
    Acc a = access(d, false);
    return new Ex(a.s(), a.t(), a.t().bits(dm), !a.t().signed);
  }

  private Ex expr(int d) {
    if (d <= 0 || r.nextInt(5) == 0) return constMode || r.nextBoolean() ? literal() : read(d);
    int k = r.nextInt(21);
    if ((constMode || localMode) && (k == 13 || k == 20)) k = 0;
    if (k == 20) {
      List<Ptr> arr = new ArrayList<>();
      for (Ptr p : ptrs) if (p.base() != null) arr.add(p);
      if (arr.isEmpty()) return literal();
      Ptr p = arr.get(r.nextInt(arr.size()));
      String[] ops = {"<", "<=", ">", ">=", "==", "!="};
      return switch (r.nextInt(3)) {
        case 0 -> dm == DataModel.LP64 ? new Ex("(" + p.name() + " - " + p.base() + ")", CTy.LONG, 4, true)
            : new Ex("((int) (" + p.name() + " - " + p.base() + "))", CTy.INT, 4, true); // same type under gcc LP64
        case 1 -> new Ex("(" + p.name() + " " + ops[r.nextInt(6)] + " " + p.base() + " + " + r.nextInt(p.n()) + ")",
            CTy.INT, 1, true);
        default -> new Ex("(!" + p.name() + ")", CTy.INT, 1, true);
      };
    }
    if (k < 9) return arith(d);
    return switch (k) {
      case 9, 10 -> {
        Ex a = expr(d - 1);
        Ex b = expr(d - 1);
        String[] ops = {"<", "<=", ">", ">=", "==", "!="};
        yield new Ex("(" + a.s() + " " + ops[r.nextInt(ops.length)] + " " + b.s() + ")", CTy.INT, 1, true);
      }
      case 11 -> new Ex("(" + expr(d - 1).s() + (r.nextBoolean() ? " && " : " || ") + expr(d - 1).s() + ")",
          CTy.INT, 1, true);
      case 12 -> {
        Ex c = expr(d - 1);
        Ex a = expr(d - 1);
        Ex b = expr(d - 1);
        CTy t = CTy.common(a.t(), b.t(), dm);
        boolean keep = t.signed || (a.nonneg() && b.nonneg());
        yield new Ex("(" + c.s() + " ? " + a.s() + " : " + b.s() + ")", t,
            keep ? Math.max(a.mag(), b.mag()) : t.bits(dm), a.nonneg() && b.nonneg());
      }
      case 13 -> {
        Ex a = expr(d - 1);
        Ex b = expr(d - 1);
        yield new Ex("(" + a.s() + ", " + b.s() + ")", b.t(), b.mag(), b.nonneg());
      }
      case 14 -> cast(expr(d - 1), scalarType());
      case 15 -> {
        Ex a = expr(d - 1);
        CTy t = a.t().promote();
        if (!t.signed) yield new Ex("(-" + paren(a) + ")", t, t.bits(dm), true);
        if (a.mag() < t.bits(dm) - 1) yield new Ex("(-" + paren(a) + ")", t, a.mag(), false);
        yield new Ex("((" + t.c + ") (0u - (" + t.toUnsigned().c + ") " + paren(a) + "))", t, t.bits(dm), false);
      }
      case 16 -> {
        Ex a = expr(d - 1);
        CTy t = a.t().promote();
        yield new Ex("(~" + paren(a) + ")", t, t.bits(dm), !t.signed);
      }
      case 17 -> new Ex("(!" + paren(expr(d - 1)) + ")", CTy.INT, 1, true);
      case 18 -> {
        if (dm == DataModel.ILP32) yield literal();
        String[] ts = {"char", "short", "int", "long", "long long", "_Bool", "unsigned char", "int *"};
        String what = !structs.isEmpty() && r.nextBoolean()
            ? "struct " + structs.get(r.nextInt(structs.size())).name() : ts[r.nextInt(ts.length)];
        yield new Ex("sizeof(" + what + ")", CTy.ULONG, 12, true);
      }
      default -> {
        Ex a = expr(d - 1);
        CTy t = a.t().promote();
        Ex m = literal();
        CTy c = CTy.common(t, m.t(), dm);
        yield new Ex("(" + a.s() + " & " + m.s() + ")", c, m.nonneg() ? m.mag() : c.bits(dm),
            m.nonneg() || a.nonneg());
      }
    };
  }

  private static String paren(Ex e) {
    return "(" + e.s() + ")";
  }

  private Ex cast(Ex a, CTy c) {
    int cb = c.bits(dm);
    if (c == CTy.BOOL) return new Ex("((_Bool) " + paren(a) + ")", c, 1, true);
    boolean fits = a.mag() <= cb - (c.signed ? 1 : 0) && (c.signed || a.nonneg());
    return new Ex("((" + c.c + ") " + paren(a) + ")", c, fits ? a.mag() : cb, fits ? a.nonneg() : !c.signed);
  }

  /** Divisor that is never 0 or -1: {@code e % 13 + 14} or {@code e % 13 - 14} or a constant. */
  private Ex divisor(int d) {
    if (r.nextInt(3) == 0) {
      long[] ks = {1, 2, 3, 7, -2, -7, 16, 255, 100000};
      long k = ks[r.nextInt(ks.length)];
      return new Ex(k < 0 ? "(" + k + ")" : Long.toString(k), CTy.INT, 64 - Long.numberOfLeadingZeros(Math.abs(k)),
          k > 0);
    }
    Ex e = expr(d - 1);
    CTy t = CTy.common(e.t(), CTy.INT, dm);
    boolean plus = r.nextBoolean();
    return new Ex("(" + paren(e) + " % 13 " + (plus ? "+" : "-") + " 14)", t, t.signed ? 5 : t.bits(dm),
        plus || !t.signed);
  }

  private Ex arith(int d) {
    Ex a = expr(d - 1);
    String[] ops = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^"};
    String op = ops[r.nextInt(ops.length)];
    if (op.equals("<<") || op.equals(">>")) {
      CTy t = a.t().promote();
      int w = t.bits(dm);
      String amount = "(" + expr(d - 1).s() + ") & " + (w - 1);
      if (op.equals(">>")) {
        return new Ex("(" + a.s() + " >> (" + amount + "))", t, a.mag(), a.nonneg());
      }
      if (!t.signed) return new Ex("(" + a.s() + " << (" + amount + "))", t, w, true);
      if (r.nextBoolean()) { // small non-negative value shifted by a small amount: no overflow
        return new Ex("((" + a.s() + " & 255) << ((" + expr(d - 1).s() + ") & 15))", t, 23, true);
      }
      return new Ex("((" + t.c + ") ((" + t.toUnsigned().c + ") " + paren(a) + " << (" + amount + ")))", t, w,
          false);
    }
    Ex b = op.equals("/") || op.equals("%") ? divisor(d) : expr(d - 1);
    CTy t = CTy.common(a.t(), b.t(), dm);
    int w = t.bits(dm);
    String raw = "(" + a.s() + " " + op + " " + b.s() + ")";
    if (!t.signed) return new Ex(raw, t, w, true);
    switch (op) {
      case "/" -> {
        return new Ex(raw, t, a.mag(), false);
      }
      case "%" -> {
        return new Ex(raw, t, Math.min(a.mag(), b.mag()), false);
      }
      case "&", "|", "^" -> {
        boolean nn = a.nonneg() && b.nonneg();
        return new Ex(raw, t, nn ? Math.max(a.mag(), b.mag()) : w, nn);
      }
      default -> {
        int mag = op.equals("*") ? a.mag() + b.mag() : Math.max(a.mag(), b.mag()) + 1;
        if (mag < w) return new Ex(raw, t, mag, op.equals("-") ? false : a.nonneg() && b.nonneg());
        String u = t.toUnsigned().c;
        return new Ex("((" + t.c + ") ((" + u + ") " + paren(a) + " " + op + " (" + u + ") " + paren(b) + "))", t, w,
            false);
      }
    }
  }

  // ---- statements

  private List<St> block(int d, int n) {
    List<St> out = new ArrayList<>();
    for (int i = 0; i < n && budget > 0; i++) {
      budget--;
      out.add(stmt(d));
    }
    return out;
  }

  private String counter() {
    String c = "i" + fresh++;
    decls.add(St.fixed("int " + c + " = 0;"));
    return c;
  }

  private St stmt(int d) {
    int k = r.nextInt(d > 0 ? 22 : 12);
    switch (k) {
      case 0, 1, 2, 3 -> {
        Acc a = access(2, true);
        return St.simple(a.s() + " = " + expr(3).s() + ";");
      }
      case 4, 5, 6 -> {
        return compound();
      }
      case 7 -> {
        Acc a = access(2, true);
        boolean safe = a.t().narrow() || !a.t().signed;
        if (!safe && r.nextInt(4) != 0) return compound();
        String[] f = {"++", "--"};
        String op = f[r.nextInt(2)];
        return St.simple(r.nextBoolean() ? op + a.s() + ";" : a.s() + op + ";");
      }
      case 8, 9 -> {
        return sideEffect();
      }
      case 10 -> {
        if (funs.isEmpty()) return compound();
        Fun f = funs.get(r.nextInt(funs.size()));
        StringBuilder call = new StringBuilder(f.name() + "(");
        for (int i = 0; i < f.params().size(); i++) call.append(i > 0 ? ", " : "").append(expr(2).s());
        if (f.array() != null) {
          List<String> args = new ArrayList<>();
          for (Var v : vars) {
            if (v.shape() instanceof Arr a && a.elem().equals(f.array().elem()) && a.n() >= f.array().n()) {
              int off = r.nextInt(a.n() - f.array().n() + 1);
              args.add(off == 0 ? (r.nextBoolean() ? v.name() : "&" + v.name() + "[0]") : v.name() + " + " + off);
            }
            if (v.shape() instanceof Arr a && a.elem() instanceof Arr row && row.elem().equals(f.array().elem())
                && row.n() >= f.array().n()) {
              args.add(v.name() + "[" + r.nextInt(a.n()) + "]");
            }
          }
          if (args.isEmpty()) return compound();
          call.append(f.params().isEmpty() ? "" : ", ").append(args.get(r.nextInt(args.size())));
        }
        call.append(')');
        Var v = localPlain();
        if (v != null && r.nextInt(3) == 0) { // the call inside an expression that reads only locals
          localMode = true;
          Ex other = expr(2);
          String[] ops = {"+", "^", "<", "==", "&&", "||"};
          String op = ops[r.nextInt(ops.length)];
          localMode = false;
          CTy t = CTy.common(f.ret(), other.t(), dm);
          if (t.signed && (op.equals("+"))) op = "^";
          String e = r.nextBoolean() ? "(" + call + " " + op + " " + other.s() + ")" : "(" + other.s() + " " + op + " " + call + ")";
          if (r.nextBoolean()) {
            return St.compound("if " + e + " ", List.of(block(d - 1, 1 + r.nextInt(2))), List.of(), "");
          }
          return St.simple(v.name() + " = " + e + ";");
        }
        return St.simple((v != null && r.nextInt(4) != 0 ? v.name() + " = " : "") + call + ";");
      }
      case 11 -> {
        return pointerStmt();
      }
      case 12, 13, 14 -> {
        List<St> then = block(d - 1, 1 + r.nextInt(3));
        String cond = "if (" + expr(3).s() + ") ";
        if (r.nextBoolean()) return St.compound(cond, List.of(then), List.of(), "");
        return St.compound(cond, List.of(then, block(d - 1, 1 + r.nextInt(2))), List.of(" else "), "");
      }
      case 15, 16 -> {
        String c = counter();
        vars.add(new Var(c, new Scalar(CTy.INT), true));
        int bound = 1 + r.nextInt(4);
        loopDepth++;
        List<St> body = new ArrayList<>();
        int form = r.nextInt(3);
        if (form > 0) body.add(St.fixed(c + "++;"));
        body.addAll(block(d - 1, 1 + r.nextInt(3)));
        loopDepth--;
        return switch (form) {
          case 0 -> St.compound("for (" + c + " = 0; " + c + " < " + bound + "; " + c + "++) ", List.of(body),
              List.of(), "");
          case 1 -> St.compound(c + " = 0; while (" + c + " < " + bound + ") ", List.of(body), List.of(), "");
          default -> St.compound(c + " = 0; do ", List.of(body), List.of(), " while (" + c + " < " + bound + ");");
        };
      }
      case 17 -> {
        if (loopDepth == 0) return compound();
        return St.simple("if (" + expr(2).s() + ") " + (r.nextBoolean() ? "break;" : "continue;"));
      }
      case 18 -> {
        Ex e = expr(2);
        List<St> body = new ArrayList<>();
        long[] labels = {0, 1, 2, 3, 5, -1, 255, 128, -128, 7};
        List<Long> used = new ArrayList<>();
        for (int i = 0, n = 1 + r.nextInt(3); i < n; i++) {
          long l = labels[r.nextInt(labels.length)];
          if (used.contains(l)) continue;
          used.add(l);
          body.add(St.fixed("case " + l + ": ;"));
          body.addAll(block(d - 1, 1 + r.nextInt(2)));
          if (r.nextBoolean()) body.add(St.simple("break;"));
        }
        if (r.nextBoolean()) {
          body.add(St.fixed("default: ;"));
          body.addAll(block(d - 1, 1));
        }
        String sw = r.nextBoolean() ? "(" + e.s() + ") & 7" : e.s();
        return St.compound("switch (" + sw + ") ", List.of(body), List.of(), "");
      }
      case 19 -> { // a block with a declaration, possibly shadowing an outer variable
        CTy t = scalarType();
        Var shadowed = r.nextBoolean() ? plainVar() : null;
        String name = shadowed != null ? shadowed.name() : "t" + fresh++;
        List<Var> saved = new ArrayList<>(vars);
        List<Ptr> savedPtrs = new ArrayList<>(ptrs);
        // in "T x = init;" the new x is already in scope inside init
        vars.removeIf(v -> v.name().equals(name));
        ptrs.removeIf(p -> p.name().equals(name) || (p.base() != null && p.base().startsWith(name)));
        St decl = St.fixed(t.c + " " + name + " = " + expr(2).s() + ";");
        vars.add(new Var(name, new Scalar(t), false));
        List<St> body = new ArrayList<>();
        body.add(decl);
        body.addAll(block(d - 1, 1 + r.nextInt(3)));
        vars.clear();
        vars.addAll(saved);
        ptrs.clear();
        ptrs.addAll(savedPtrs);
        return St.compound("", List.of(body), List.of(), "");
      }
      case 20 -> {
        return structCopy();
      }
      default -> {
        return compound();
      }
    }
  }

  private String localExpr() {
    localMode = true;
    String e = expr(2).s();
    localMode = false;
    return e;
  }

  private Var localPlain() {
    Var v = plainVar();
    return v != null && !v.name().startsWith("g") ? v : null;
  }

  /** {@code a op= e} where the computation cannot overflow a signed type. */
  private St compound() {
    Acc a = access(2, true);
    return St.simple(a.s() + compoundRhs(a.t()) + ";");
  }

  private String compoundRhs(CTy lt) {
    String[] ops = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^"};
    String op = ops[r.nextInt(ops.length)];
    CTy p = lt.promote();
    int w = p.bits(dm);
    switch (op) {
      case "<<", ">>" -> {
        if (op.equals("<<") && p.signed) op = ">>";
        return " " + op + "= (" + expr(2).s() + ") & " + (w - 1);
      }
      case "/", "%" -> {
        return " " + op + "= " + divisor(2).s();
      }
      case "&", "|", "^" -> {
        return " " + op + "= " + expr(3).s();
      }
      default -> {
        Ex e = expr(3);
        CTy t = CTy.common(lt, e.t(), dm);
        int mag = op.equals("*") ? lt.bits(dm) + e.mag() : Math.max(lt.bits(dm), e.mag()) + 1;
        if (t.signed && mag >= t.bits(dm)) {
          if (!lt.narrow()) return " &= " + expr(2).s();
          e = cast(e, CTy.SCHAR); // narrow left operand (promoted to int) and a small right one: no overflow
        }
        return " " + op + "= " + e.s();
      }
    }
  }

  /** Side effects inside an expression, on two distinct plain variables only. */
  private St sideEffect() {
    Var v1 = plainVar();
    Var v2 = plainVar();
    if (v1 == null || v2 == null || v1 == v2) return compound();
    CTy t2 = ((Scalar) v2.shape()).t();
    String inc = t2.narrow() || !t2.signed ? (r.nextBoolean() ? v2.name() + "++" : "--" + v2.name())
        : "(" + v2.name() + " &= 1023)";
    String rhs = switch (r.nextInt(5)) {
      case 0 -> "(" + v2.name() + compoundRhs(t2) + ")";
      case 1 -> inc;
      case 2 -> "(" + inc + ", " + expr(2).s() + ")";
      case 3 -> "(" + expr(2).s() + " && (" + v2.name() + " = " + expr(2).s() + "))";
      default -> "(" + expr(2).s() + " ? " + inc + " : " + expr(2).s() + ")";
    };
    return St.simple(v1.name() + " = " + rhs + ";");
  }

  private St pointerStmt() {
    List<Ptr> arr = new ArrayList<>();
    for (Ptr p : ptrs) if (p.base() != null && !p.name().startsWith("gp") && !p.name().equals("pp")) arr.add(p);
    if (arr.isEmpty()) return compound();
    Ptr p = arr.get(r.nextInt(arr.size()));
    String n = p.name();
    return St.simple(switch (r.nextInt(6)) {
      case 5 -> "if (" + n + " < " + p.base() + " + " + (p.n() - 1) + ") " + (p.elem() instanceof Scalar
          ? "*" + n + "++ = " + localExpr() + ";" : n + "++;"); // the value must not read the pointer
      case 0 -> n + " = " + p.base() + " + (unsigned) (" + expr(2).s() + ") % " + p.n() + "u;";
      case 1 -> n + " = &" + p.base() + "[" + r.nextInt(p.n()) + "];";
      case 2 -> n + " += (unsigned) (" + expr(2).s() + ") % (unsigned) (" + p.n() + " - (" + n + " - " + p.base()
          + "));";
      case 3 -> "if (" + n + " != " + p.base() + ") " + n + "--;";
      default -> "if (" + n + " < " + p.base() + " + " + (p.n() - 1) + ") " + n + "++;";
    });
  }

  private St structCopy() {
    List<String[]> cands = new ArrayList<>(); // {expr, struct name}
    for (Var v : vars) {
      if (v.shape() instanceof Struct s) cands.add(new String[] {v.name(), s.name()});
      if (v.shape() instanceof Arr a && a.elem() instanceof Struct s) {
        cands.add(new String[] {v.name() + "[" + r.nextInt(a.n()) + "]", s.name()});
      }
    }
    for (Ptr p : ptrs) if (p.elem() instanceof Struct s) cands.add(new String[] {"(*" + p.name() + ")", s.name()});
    if (cands.size() < 2) return compound();
    String[] a = cands.get(r.nextInt(cands.size()));
    String[] b = cands.get(r.nextInt(cands.size()));
    if (!a[1].equals(b[1])) return compound();
    return St.simple(a[0] + " = " + b[0] + ";");
  }
}
