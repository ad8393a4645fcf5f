package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import java.math.BigInteger;
import java.util.List;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.FunctionDeclaration;
import org.sosy_lab.java_smt.api.QuantifiedFormulaManager.Quantifier;
import org.sosy_lab.java_smt.api.visitors.FormulaVisitor;

/**
 * Reads a solver formula (an interpolant) back into a {@link StateFormula}: state variables lose
 * their SSA index. Every state variable must be at the index {@code expected} gives it (the SSA
 * map at the interpolant's position); anything else (an auxiliary variable, a stale index, a
 * solver-internal function such as an array diff) is rejected with {@link NotStateFormula}.
 */
final class StateFormulaReader {
  /** The formula cannot be expressed over current state variables. */
  static final class NotStateFormula extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NotStateFormula(String msg) {
      super(msg);
    }
  }

  private StateFormulaReader() {}

  static StateFormula read(FormulaManager fm, BooleanFormula f, SsaMap expected) {
    return new StateFormula(term(fm, f, expected));
  }

  /**
   * Like {@link #read}, but an unreadable formula is weakened to the conjunction of its readable
   * top-level conjuncts (true if none): implied by {@code f}, so still implied by the path prefix,
   * but the caller must re-check that the weakened sequence is still inductive.
   */
  static StateFormula readWeakened(FormulaManager fm, BooleanFormula f, SsaMap expected) {
    try {
      return read(fm, f, expected);
    } catch (NotStateFormula e) {
      List<BooleanFormula> conjuncts = new java.util.ArrayList<>();
      flattenAnd(fm, f, conjuncts);
      StateFormula r = StateFormula.TRUE;
      for (BooleanFormula c : conjuncts) {
        try {
          r = r.and(read(fm, c, expected));
        } catch (NotStateFormula skipped) {
          // dropped: weaker
        }
      }
      return r;
    }
  }

  private static void flattenAnd(FormulaManager fm, BooleanFormula f, List<BooleanFormula> out) {
    fm.visit(f, new org.sosy_lab.java_smt.api.visitors.DefaultFormulaVisitor<Void>() {
      @Override
      protected Void visitDefault(Formula g) {
        out.add((BooleanFormula) g);
        return null;
      }

      @Override
      public Void visitFunction(Formula g, List<Formula> args, FunctionDeclaration<?> decl) {
        if (decl.getKind() != org.sosy_lab.java_smt.api.FunctionDeclarationKind.AND) return visitDefault(g);
        for (Formula a : args) flattenAnd(fm, (BooleanFormula) a, out);
        return null;
      }
    });
  }

  private static Term term(FormulaManager fm, Formula f, SsaMap expected) {
    return fm.visit(f, new FormulaVisitor<Term>() {
      @Override
      public Term visitFreeVariable(Formula v, String name) {
        VarNames.Parsed p = VarNames.parse(name);
        if (p == null) throw new NotStateFormula("not a state variable: " + name);
        if (p.index() != expected.index(p.objectId())) {
          throw new NotStateFormula("stale SSA index: " + name + " (expected " + expected.index(p.objectId()) + ")");
        }
        if (p.cell() >= 0) { // a scalarised cell reads as the array term select(a, c)
          return Term.app(Term.Op.SELECT, new Term.Var(p.objectId(), p.name(), true),
              new Term.Num(BigInteger.valueOf(p.cell())));
        }
        boolean array = fm.getFormulaType(v).isArrayType();
        return new Term.Var(p.objectId(), p.name(), array);
      }

      @Override
      public Term visitBoundVariable(Formula v, int deBruijnIdx) {
        throw new NotStateFormula("bound variable");
      }

      @Override
      public Term visitConstant(Formula c, Object value) {
        if (value instanceof Boolean b) return new Term.Bool(b);
        if (value instanceof BigInteger n) return new Term.Num(n);
        if (value instanceof Number n) return new Term.Num(new BigInteger(n.toString()));
        throw new NotStateFormula("constant " + value);
      }

      @Override
      public Term visitFunction(Formula g, List<Formula> args, FunctionDeclaration<?> decl) {
        ImmutableList.Builder<Term> b = ImmutableList.builder();
        for (Formula a : args) b.add(term(fm, a, expected));
        ImmutableList<Term> xs = b.build();
        return switch (decl.getKind()) {
          case AND -> new Term.App(Term.Op.AND, xs);
          case OR -> new Term.App(Term.Op.OR, xs);
          case NOT -> new Term.App(Term.Op.NOT, xs);
          case IMPLIES -> new Term.App(Term.Op.IMPLIES, xs);
          case IFF -> new Term.App(Term.Op.IFF, xs);
          case XOR -> new Term.App(Term.Op.XOR, xs);
          case EQ -> chain(Term.Op.EQ, xs);
          case DISTINCT -> distinct(xs);
          case LT -> chain(Term.Op.LT, xs);
          case LTE -> chain(Term.Op.LE, xs);
          case GT -> chain(Term.Op.GT, xs);
          case GTE -> chain(Term.Op.GE, xs);
          case EQ_ZERO -> Term.app(Term.Op.EQ, xs.get(0), new Term.Num(BigInteger.ZERO));
          case GTE_ZERO -> Term.app(Term.Op.GE, xs.get(0), new Term.Num(BigInteger.ZERO));
          case ADD -> new Term.App(Term.Op.ADD, xs);
          case SUB -> new Term.App(Term.Op.SUB, xs);
          case MUL -> new Term.App(Term.Op.MUL, xs);
          case UMINUS -> new Term.App(Term.Op.NEG, xs);
          case DIV -> new Term.App(Term.Op.DIV, xs);
          case MODULO -> new Term.App(Term.Op.MOD, xs);
          case ITE -> new Term.App(Term.Op.ITE, xs);
          case SELECT -> new Term.App(Term.Op.SELECT, xs);
          case STORE -> new Term.App(Term.Op.STORE, xs);
          case CONST -> new Term.App(Term.Op.CONST_ARRAY, xs);
          default -> throw new NotStateFormula("function " + decl.getName() + " (" + decl.getKind() + ")");
        };
      }

      @Override
      public Term visitQuantifier(BooleanFormula q, Quantifier quantifier, List<Formula> bound,
          BooleanFormula body) {
        throw new NotStateFormula("quantifier");
      }
    });
  }

  /** Chained relation a op b op c as a conjunction of pairs. */
  private static Term chain(Term.Op op, ImmutableList<Term> xs) {
    if (xs.size() == 2) return new Term.App(op, xs);
    ImmutableList.Builder<Term> b = ImmutableList.builder();
    for (int i = 0; i + 1 < xs.size(); i++) b.add(Term.app(op, xs.get(i), xs.get(i + 1)));
    return new Term.App(Term.Op.AND, b.build());
  }

  private static Term distinct(ImmutableList<Term> xs) {
    ImmutableList.Builder<Term> b = ImmutableList.builder();
    for (int i = 0; i < xs.size(); i++) {
      for (int j = i + 1; j < xs.size(); j++) {
        b.add(Term.app(Term.Op.NOT, Term.app(Term.Op.EQ, xs.get(i), xs.get(j))));
      }
    }
    return new Term.App(Term.Op.AND, b.build());
  }
}
