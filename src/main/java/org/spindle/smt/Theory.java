package org.spindle.smt;

import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.Formula;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;

/**
 * Operations on typed C values in one {@link Encoding}. A value is a {@link Formula} (integer or
 * bit-vector); array cell indices live in the theory's index sort (Int, or 64-bit bit-vectors).
 * Side constraints (auxiliary definitions) and undefined-behaviour conditions go to the {@link
 * StepContext}.
 */
interface Theory {
  Encoding encoding();

  Formula constant(ScalarType t, long value);

  Formula variable(String name, ScalarType t);

  /** The range of {@code t} (LIA; BV: true): what a fresh value (input, havoc) is drawn from. */
  BooleanFormula inRange(Formula v, ScalarType t);

  /**
   * What every state value of {@code t} satisfies in this encoding: LIA: the type's range, but
   * nothing for the modular (unsigned) types, whose state values are any representatives (D23);
   * BV: true. Start constraints of paths from arbitrary states and entailment use this.
   */
  BooleanFormula stateConstraint(Formula v, ScalarType t);

  /** {@code v != 0} for a value of type {@code t}. */
  BooleanFormula isTrue(Formula v, ScalarType t, StepContext cx);

  /** Do the values {@code a} and {@code b} of type {@code t} denote the same C value? */
  BooleanFormula sameValue(Formula a, Formula b, ScalarType t, StepContext cx);

  Formula ofBool(BooleanFormula b, ScalarType t);

  /** Equality of formulas (state updates, equal states); for C values see {@link #sameValue}. */
  BooleanFormula equal(Formula a, Formula b);

  Formula unary(Expr.UnOp op, Formula v, ScalarType t, StepContext cx);

  /** Arithmetic, bitwise and comparison operators (not LAND/LOR); operands are encoded. */
  Formula binary(Expr.Binary node, Formula l, Formula r, StepContext cx);

  Formula convert(Formula v, ScalarType from, ScalarType to, StepContext cx);

  /**
   * An IEEE-754 operation (D53) on encoded arguments: BV exactly (SMT floating-point theory), LIA
   * as a fresh value (no floating-point theory there; an over-approximation).
   */
  Formula floatOp(Expr.FloatOp node, java.util.List<Formula> args, StepContext cx);

  /** {@code base + cellIndex} as a value of pointer type {@code pt}. */
  Formula address(long base, Formula cellIndex, ScalarType indexType, ScalarType pt, StepContext cx);

  // ---- arrays and indices ----

  ArrayFormula<Formula, Formula> arrayVariable(String name, MemoryObject o);

  /** The initial contents of {@code o}: zero with its initial cells stored. */
  ArrayFormula<Formula, Formula> initialArray(MemoryObject o);

  Formula toIndex(Formula v, ScalarType t, StepContext cx);

  Formula indexConstant(long i);

  /** {@code lo <= idx < hi} for an index-sort value. */
  BooleanFormula indexInRange(Formula idx, long lo, long hi);

  /** {@code idx mod m} (m > 0, idx known non-negative where it matters). */
  Formula indexMod(Formula idx, long m, StepContext cx);

  /** Is {@code addr} (pointer value of type pt) inside [base, base+count)? */
  BooleanFormula addressIn(Formula addr, ScalarType pt, long base, long count);

  /** {@code addr - base} as an index. */
  Formula addressOffset(Formula addr, ScalarType pt, long base);

  /**
   * Reads a cell of array object {@code o} as type {@code t}; {@code cellType} is the unique
   * layout type the cell can have (same kind and width as t), or null if several signedness
   * variants exist.
   */
  Formula select(ArrayFormula<Formula, Formula> a, Formula idx, MemoryObject o, ScalarType t,
      ScalarType cellType, StepContext cx);

  ArrayFormula<Formula, Formula> store(ArrayFormula<Formula, Formula> a, Formula idx, Formula value,
      ScalarType valueType, MemoryObject o, ScalarType cellType, StepContext cx);

  // ---- scalarised arrays ({@link ScalarisedArrays}): one variable per cell ----

  /** A cell variable of {@code o}, of the sort of {@code o}'s array elements. */
  Formula cellVariable(String name, MemoryObject o);

  /** The initial value of cell {@code c} of {@code o}, as an element. */
  Formula initialCell(MemoryObject o, long c);

  /**
   * An element value (a cell variable or an ite chain of them) read as type {@code t}; {@code
   * cellType} as for {@link #select}. Must agree with {@link #select} on the same element.
   */
  Formula fromCell(Formula element, MemoryObject o, ScalarType t, ScalarType cellType,
      StepContext cx);

  /** {@code value} of type {@code valueType} as the element {@link #store} would store. */
  Formula toCell(Formula value, ScalarType valueType, MemoryObject o, ScalarType cellType,
      StepContext cx);
}
