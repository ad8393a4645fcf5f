package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import java.math.BigInteger;
import java.util.stream.Collectors;

/**
 * A solver-independent term over the CURRENT values of memory objects (LIA + arrays), the body of
 * a {@link StateFormula}. Records, so terms have structural equality and can key caches.
 */
public sealed interface Term {
  /** The current value of a scalar object, or the current contents of a multi-cell object. */
  record Var(int objectId, String name, boolean array) implements Term {
    @Override public String toString() { return name; }
  }

  record Num(BigInteger value) implements Term {
    @Override public String toString() { return value.toString(); }
  }

  record Bool(boolean value) implements Term {
    @Override public String toString() { return Boolean.toString(value); }
  }

  enum Op {
    AND, OR, NOT, IMPLIES, IFF, XOR, EQ, LT, LE, GT, GE, ADD, SUB, MUL, NEG, DIV, MOD, ITE,
    SELECT, STORE, CONST_ARRAY
  }

  record App(Op op, ImmutableList<Term> args) implements Term {
    @Override public String toString() {
      return "(" + op.name().toLowerCase() + " "
          + args.stream().map(Term::toString).collect(Collectors.joining(" ")) + ")";
    }
  }

  static Term app(Op op, Term... args) {
    return new App(op, ImmutableList.copyOf(args));
  }
}
