package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.List;
import org.spindle.program.MemoryObject;

/**
 * A predicate over the current values of memory objects, independent of any solver context and of
 * SSA indices (an ART label). Render it into any context under any {@link SsaMap} with {@link
 * StateFormulaRenderer}. Interpolants come back as StateFormulas; the engine combines them with
 * {@link #and}, {@link #or}, {@link #not}.
 */
public record StateFormula(Term term) {
  public static final StateFormula TRUE = new StateFormula(new Term.Bool(true));
  public static final StateFormula FALSE = new StateFormula(new Term.Bool(false));

  public boolean isTrue() {
    return term.equals(TRUE.term);
  }

  public boolean isFalse() {
    return term.equals(FALSE.term);
  }

  public StateFormula and(StateFormula other) {
    if (isFalse() || other.isTrue() || equals(other)) return this;
    if (isTrue() || other.isFalse()) return other;
    return new StateFormula(Term.app(Term.Op.AND, term, other.term));
  }

  public StateFormula or(StateFormula other) {
    if (isTrue() || other.isFalse() || equals(other)) return this;
    if (isFalse() || other.isTrue()) return other;
    return new StateFormula(Term.app(Term.Op.OR, term, other.term));
  }

  public StateFormula not() {
    if (isTrue()) return FALSE;
    if (isFalse()) return TRUE;
    if (term instanceof Term.App a && a.op() == Term.Op.NOT) return new StateFormula(a.args().get(0));
    return new StateFormula(Term.app(Term.Op.NOT, term));
  }

  public static StateFormula and(List<StateFormula> fs) {
    StateFormula r = TRUE;
    for (StateFormula f : fs) r = r.and(f);
    return r;
  }

  /**
   * The scalar integer object {@code o} holds the C value with bit pattern {@code pattern}: an
   * equation for signed types, {@code o mod 2^w = value} for modular (unsigned) ones, whose
   * solver value is any representative (D23).
   */
  public static StateFormula holdsValue(MemoryObject o, long pattern) {
    org.spindle.program.ScalarType t = o.cellType(0);
    Term var = new Term.Var(o.id(), o.name(), false);
    Term value = new Term.Num(IntRanges.value(t, pattern));
    if (IntRanges.isModular(t)) var = Term.app(Term.Op.MOD, var, new Term.Num(IntRanges.modulus(t)));
    return new StateFormula(Term.app(Term.Op.EQ, var, value));
  }

  /** The objects (by id) whose current value the formula mentions. */
  public ImmutableSet<Integer> objectIds() {
    ImmutableSet.Builder<Integer> b = ImmutableSet.builder();
    List<Term> todo = new ArrayList<>(ImmutableList.of(term));
    while (!todo.isEmpty()) {
      Term t = todo.remove(todo.size() - 1);
      if (t instanceof Term.Var v) b.add(v.objectId());
      if (t instanceof Term.App a) todo.addAll(a.args());
    }
    return b.build();
  }

  public boolean mentions(MemoryObject o) {
    return objectIds().contains(o.id());
  }

  @Override
  public String toString() {
    return term.toString();
  }
}
