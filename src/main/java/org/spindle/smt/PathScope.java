package org.spindle.smt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;

/**
 * Naming state shared by all steps of one encoding (a path, or both orders of an independence
 * check): the auxiliary-variable counter and the state variables read at their start index, which
 * get the initial values (from the initial state) or their type range (from an arbitrary state;
 * none for modular types, D23).
 */
final class PathScope {
  /** Arrays with at most this many cells get their initial values cell by cell (LIA). */
  static final long CELLWISE_INIT_LIMIT = 64;
  final FormulaManager fm;
  final Theory theory;
  private final SsaMap start;
  private final boolean fromInitialState;
  private int auxCounter;
  /** A start-index state variable: a whole object ({@code cell} -1) or one scalarised cell. */
  private record StartVar(MemoryObject object, long cell) {}

  /** Start-index state variables in order of first use. */
  private final Map<String, StartVar> startVars = new LinkedHashMap<>();
  private final Map<String, Formula> cache = new HashMap<>();
  /** Optional deterministic naming of Havoc inputs (shared between orders of one check). */
  private final Function<Edge, String> inputNaming;
  /**
   * Thread-modular encodings (D51): the value a lock taken by a thread instance stores (its
   * symbolic id plus one); null: the model's constant ids. Also makes joins non-blocking.
   */
  private Function<Integer, Formula> lockValues;
  /** Thread-modular encodings: join handles that need no validity check (D51). */
  private java.util.function.Predicate<org.spindle.program.Expr> validHandle = h -> false;

  PathScope(FormulaManager fm, Theory theory, SsaMap start, boolean fromInitialState,
      Function<Edge, String> inputNaming) {
    this.fm = fm;
    this.theory = theory;
    this.start = start;
    this.fromInitialState = fromInitialState;
    this.inputNaming = inputNaming;
  }

  /** Switches this scope to thread-modular encoding (D51): symbolic thread ids, joins never block. */
  void parameterize(Function<Integer, Formula> lockValues,
      java.util.function.Predicate<org.spindle.program.Expr> validHandle) {
    this.lockValues = lockValues;
    this.validHandle = validHandle;
  }

  /** Is {@code handle} known to hold a thread id or a dormant thread's handle? */
  boolean knownValidHandle(org.spindle.program.Expr handle) {
    return validHandle.test(handle);
  }

  /** What a lock taken by thread instance {@code thread} stores, or null for the constant id + 1. */
  Formula lockValue(int thread) {
    return lockValues == null ? null : lockValues.apply(thread);
  }

  boolean parameterized() {
    return lockValues != null;
  }

  String auxName(String tag) {
    return VarNames.aux(auxCounter++, tag);
  }

  String inputName(Edge e) {
    return inputNaming == null ? auxName("in") : inputNaming.apply(e);
  }

  Formula scalar(MemoryObject o, int index) {
    String name = VarNames.state(o, index);
    noteStart(o, index, name, -1);
    return cache.computeIfAbsent(name, n -> theory.variable(n, o.cellType(0)));
  }

  /** Cell {@code c} of the scalarised array {@code o} ({@link ScalarisedArrays}) at {@code index}. */
  Formula cell(MemoryObject o, int index, long c) {
    String name = VarNames.cell(o, index, c);
    noteStart(o, index, name, c);
    return cache.computeIfAbsent(name, n -> theory.cellVariable(n, o));
  }

  @SuppressWarnings("unchecked")
  ArrayFormula<Formula, Formula> array(MemoryObject o, int index) {
    if (ScalarisedArrays.scalarised(o)) {
      throw new IllegalStateException("scalarised object " + o.name() + " used as an SMT array");
    }
    String name = VarNames.state(o, index);
    noteStart(o, index, name, -1);
    return (ArrayFormula<Formula, Formula>) cache.computeIfAbsent(name, n -> theory.arrayVariable(n, o));
  }

  private void noteStart(MemoryObject o, int index, String name, long cell) {
    if (index == start.index(o)) startVars.putIfAbsent(name, new StartVar(o, cell));
  }

  /**
   * Constraints on the start-index variables used so far: initial values when encoding from the
   * initial state, else the type range of non-modular scalars (LIA only; every C state satisfies
 * it; an unsigned state variable may hold any representative, D23).
   */
  BooleanFormula startConstraints() {
    List<BooleanFormula> cs = new ArrayList<>();
    for (Map.Entry<String, StartVar> e : startVars.entrySet()) {
      MemoryObject o = e.getValue().object();
      long k = e.getValue().cell();
      Formula v = cache.get(e.getKey());
      if (fromInitialState) {
        cs.add(initialValue(o, k, v));
      } else if (k >= 0) {
        // A scalarised cell: its type's range when all writes convert to that type (see
        // Memory.cellType); else no constraint, as for arrays.
        if (Memory.cellType(o, o.cellType(k)) != null) cs.add(theory.stateConstraint(v, o.cellType(k)));
      } else if (o.isScalar()) {
        cs.add(theory.stateConstraint(v, o.cellType(0)));
      }
    }
    return fm.getBooleanFormulaManager().and(cs);
  }

  /**
   * {@code v} (object {@code o} as a whole when {@code cell} is -1, else one scalarised cell)
   * holds the object's initial value.
   */
  @SuppressWarnings("unchecked")
  BooleanFormula initialValue(MemoryObject o, long cell, Formula v) {
    if (cell >= 0) return theory.equal(v, theory.initialCell(o, cell));
    if (o.isScalar()) return theory.equal(v, theory.constant(o.cellType(0), o.initialValue(0)));
    if (theory.encoding() == Encoding.LIA && o.cellCount() <= CELLWISE_INIT_LIMIT) {
      // Cell by cell, not as an equation with a constant array: interpolants over the latter
      // use SMTInterpol's extensionality function @diff, which labels cannot express. This
      // leaves the array outside the object's cells unconstrained, a sound over-approximation
      // (every access outside the cells is reported as undefined behaviour anyway), and equal
      // to the exact initial state on every cell.
      org.sosy_lab.java_smt.api.ArrayFormulaManager amgr = fm.getArrayFormulaManager();
      List<BooleanFormula> cs = new ArrayList<>();
      for (long c = 0; c < o.cellCount(); c++) {
        Formula x = amgr.select((ArrayFormula<Formula, Formula>) v, theory.indexConstant(c));
        cs.add(theory.equal(x, theory.constant(o.cellType(c), o.initialValue(c))));
      }
      return fm.getBooleanFormulaManager().and(cs);
    }
    return fm.getArrayFormulaManager().equivalence((ArrayFormula<Formula, Formula>) v, theory.initialArray(o));
  }
}
