package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.I32;
import static org.spindle.smt.Ir.U32;
import static org.spindle.smt.Ir.error;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;

/**
 * The solver-free shortcuts of {@link Entailment#implies} agree with Z3 on random labels shaped
 * like interpolants (conjunctions of atoms over one scalar, some over two scalars or an array):
 * every refutation is a real one, every "obviously satisfiable" label is satisfiable.
 */
class OneScalarRefuterTest {
  private static final ScalarType I8 = ScalarType.integer(8, true);
  private final Ir ir = new Ir();
  private final MemoryObject x = ir.global("x", I8);
  private final MemoryObject y = ir.global("y", U32);
  private final MemoryObject z = ir.global("z", ScalarType.BOOL);
  private final MemoryObject w = ir.global("w", I32);
  private final MemoryObject a = ir.array("a", I32, 4);
  private Random rnd;

  private static Term var(MemoryObject o) {
    return new Term.Var(o.id(), o.name(), !o.isScalar());
  }

  private static Term n(long v) {
    return new Term.Num(BigInteger.valueOf(v));
  }

  private static final long[] CONSTS = {-129, -128, -2, -1, 0, 1, 2, 3, 5, 127, 128, 255,
      2147483647L, -2147483648L, 4294967295L};

  private Term scalar() {
    return var(new MemoryObject[] {x, y, z, w}[rnd.nextInt(4)]);
  }

  private Term constant() {
    return rnd.nextInt(3) == 0 ? n(CONSTS[rnd.nextInt(CONSTS.length)]) : n(rnd.nextInt(7) - 2);
  }

  /** c, v, v + c, c - v or -v. */
  private Term linear(Term v) {
    return switch (rnd.nextInt(5)) {
      case 0 -> v;
      case 1 -> Term.app(Term.Op.ADD, v, constant());
      case 2 -> Term.app(Term.Op.SUB, constant(), v);
      case 3 -> Term.app(Term.Op.MUL, n(rnd.nextBoolean() ? 1 : -1), v);
      default -> Term.app(Term.Op.NEG, v);
    };
  }

  private Term atom(Term v) {
    Term.Op[] cmp = {Term.Op.EQ, Term.Op.LE, Term.Op.LT, Term.Op.GE, Term.Op.GT};
    Term l = linear(v);
    Term r = rnd.nextInt(4) == 0 ? linear(v) : constant();
    return rnd.nextBoolean() ? Term.app(cmp[rnd.nextInt(cmp.length)], l, r)
        : Term.app(cmp[rnd.nextInt(cmp.length)], r, l);
  }

  private Term conjunct() {
    Term v = scalar();
    return switch (rnd.nextInt(8)) {
      case 0 -> Term.app(Term.Op.NOT, atom(v));
      case 1 -> Term.app(Term.Op.OR, atom(v), atom(v));
      case 2 -> Term.app(Term.Op.LE, var(x), var(w)); // two scalars
      case 3 -> Term.app(Term.Op.EQ, Term.app(Term.Op.SELECT, var(a), n(1)), constant()); // an array
      case 4 -> Term.app(Term.Op.ITE, atom(v), atom(v), atom(v));
      default -> atom(v);
    };
  }

  private StateFormula label() {
    List<Term> cs = new ArrayList<>();
    int k = 1 + rnd.nextInt(4);
    for (int i = 0; i < k; i++) cs.add(conjunct());
    return new StateFormula(k == 1 ? cs.get(0) : new Term.App(Term.Op.AND,
        com.google.common.collect.ImmutableList.copyOf(cs)));
  }

  @Test
  void shortcutsAgreeWithZ3() {
    ir.add(0, error());
    Program p = ir.build();
    OneScalarRefuter r = new OneScalarRefuter(p);
    int refuted = 0;
    int obviouslySat = 0;
    try (SmtServices smt = new SmtServices(p)) {
      Entailment z3 = smt.entailment();
      for (int seed = 0; seed < 3000; seed++) {
        rnd = new Random(seed);
        StateFormula phi = label();
        StateFormula psi = label();
        if (r.obviouslySatisfiable(phi)) {
          obviouslySat++;
          assertTrue(z3.satisfiable(phi), "seed " + seed + ": " + phi + " is unsatisfiable");
        }
        if (r.refutes(phi, psi) && z3.satisfiable(phi)) {
          refuted++;
          // phi /\ not psi must have a state (with every scalar in its type's range)
          assertTrue(z3.satisfiable(phi.and(psi.not())), "seed " + seed + ": " + phi + " => " + psi);
        }
      }
    }
    assertTrue(refuted > 300, "refuted only " + refuted);
    assertTrue(obviouslySat > 100, "obviously satisfiable only " + obviouslySat);
  }
}
