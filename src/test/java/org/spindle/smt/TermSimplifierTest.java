package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.I32;
import static org.spindle.smt.Ir.U32;
import static org.spindle.smt.Ir.error;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;

/**
 * The simplifier must preserve equivalence over in-range states: random formulas (linear atoms,
 * wrap-around style if-then-else, bounds, modulo) are checked against their simplification by Z3
 * in both directions.
 */
class TermSimplifierTest {
  private static final ScalarType I8 = ScalarType.integer(8, true);
  private final Ir ir = new Ir();
  private final MemoryObject x = ir.global("x", I8);
  private final MemoryObject y = ir.global("y", U32);
  private final MemoryObject z = ir.global("z", ScalarType.BOOL);
  private final MemoryObject w = ir.global("w", I32);
  private final MemoryObject a = ir.array("a", I32, 4);
  private Random rnd;

  private Term var(MemoryObject o) {
    return new Term.Var(o.id(), o.name(), !o.isScalar());
  }

  private static Term n(long v) {
    return new Term.Num(BigInteger.valueOf(v));
  }

  private static final long[] CONSTS = {-300, -129, -128, -1, 0, 1, 2, 3, 127, 128, 255, 256,
      2147483647L, 4294967295L, -2147483648L};

  private Term num(int depth) {
    int k = rnd.nextInt(depth <= 0 ? 3 : 9);
    switch (k) {
      case 0: return n(CONSTS[rnd.nextInt(CONSTS.length)]);
      case 1: return var(new MemoryObject[] {x, y, z, w}[rnd.nextInt(4)]);
      case 2: return var(rnd.nextBoolean() ? x : w);
      case 3: return Term.app(Term.Op.ADD, num(depth - 1), num(depth - 1));
      case 4: return Term.app(Term.Op.SUB, num(depth - 1), num(depth - 1));
      case 5: return Term.app(Term.Op.MUL, n(rnd.nextInt(7) - 3), num(depth - 1));
      case 6: return Term.app(Term.Op.ITE, bool(depth - 1), num(depth - 1), num(depth - 1));
      case 7: return rnd.nextBoolean() ? Term.app(Term.Op.NEG, num(depth - 1))
          : Term.app(Term.Op.MOD, num(depth - 1), n(rnd.nextInt(5) + 1));
      default: return Term.app(Term.Op.SELECT, var(a), num(depth - 1));
    }
  }

  private Term bool(int depth) {
    int k = rnd.nextInt(depth <= 0 ? 2 : 8);
    Term.Op[] cmp = {Term.Op.EQ, Term.Op.LE, Term.Op.LT, Term.Op.GE, Term.Op.GT};
    switch (k) {
      case 0: return Term.app(cmp[rnd.nextInt(cmp.length)], num(depth - 1), num(depth - 1));
      case 1: return Term.app(cmp[rnd.nextInt(cmp.length)], var(x), n(rnd.nextInt(7) - 3));
      case 2: case 3:
        return Term.app(Term.Op.AND, bool(depth - 1), bool(depth - 1), bool(depth - 1));
      case 4: return Term.app(Term.Op.OR, bool(depth - 1), bool(depth - 1));
      case 5: return Term.app(Term.Op.NOT, bool(depth - 1));
      case 6: return Term.app(Term.Op.ITE, bool(depth - 1), bool(depth - 1), bool(depth - 1));
      default: return Term.app(rnd.nextBoolean() ? Term.Op.IMPLIES : Term.Op.IFF, bool(depth - 1), bool(depth - 1));
    }
  }

  @Test
  void randomFormulasStayEquivalent() {
    ir.add(0, error());
    Program p = ir.build();
    TermSimplifier s = new TermSimplifier(p);
    int changed = 0;
    try (SmtServices smt = new SmtServices(p)) {
      for (int seed = 0; seed < 400; seed++) {
        rnd = new Random(seed);
        StateFormula f = new StateFormula(bool(4));
        StateFormula g = s.simplify(f);
        if (!g.equals(f)) changed++;
        assertTrue(smt.entailment().implies(f, g), "seed " + seed + ": " + f + " =/=> " + g);
        assertTrue(smt.entailment().implies(g, f), "seed " + seed + ": " + g + " =/=> " + f);
      }
    }
    assertTrue(changed > 200, "simplifier changed only " + changed);
  }

  @Test
  void boundsMergeAndFixedValuesResolveWrapSplits() {
    ir.add(0, error());
    TermSimplifier s = new TermSimplifier(ir.build());
    Term wv = var(w);
    // w <= 0 && 0 <= w && w <= 0 && (ite (w + 1 > MAX) (w + 1 - 2^32) (w + 1)) == 1
    Term wrapped = Term.app(Term.Op.ITE, Term.app(Term.Op.GT, Term.app(Term.Op.ADD, wv, n(1)), n(2147483647L)),
        Term.app(Term.Op.SUB, Term.app(Term.Op.ADD, wv, n(1)), n(4294967296L)), Term.app(Term.Op.ADD, wv, n(1)));
    StateFormula f = new StateFormula(Term.app(Term.Op.AND, Term.app(Term.Op.LE, wv, n(0)),
        Term.app(Term.Op.LE, n(0), wv), Term.app(Term.Op.LE, wv, n(0)), Term.app(Term.Op.EQ, wrapped, n(1))));
    assertEquals("(eq w 0)", s.simplify(f).toString());
    // x <= x is true, x < x false; bounds implied by the type (x is a signed char) vanish
    assertEquals("true", s.simplify(new StateFormula(Term.app(Term.Op.AND, Term.app(Term.Op.LE, var(x), var(x)),
        Term.app(Term.Op.LE, var(x), n(127))))).toString());
    assertEquals("false", s.simplify(new StateFormula(Term.app(Term.Op.LT, var(x), var(x)))).toString());
    assertEquals("false", s.simplify(new StateFormula(Term.app(Term.Op.LT, var(x), n(-128)))).toString());
  }
}
