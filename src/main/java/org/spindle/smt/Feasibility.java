package org.spindle.smt;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.Model;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.sosy_lab.java_smt.api.SolverContext.ProverOptions;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Is a path from the initial state feasible? In LIA (over-approximate: infeasible there means
 * infeasible in C) or in BV (exact). The BV check first asks for an execution with no undefined
 * behaviour on any step (FEASIBLE: a real counterexample, with the Havoc inputs and final cell
 * values of a model); failing that, whether some step can be reached and have undefined
 * behaviour (UNDEFINED_BEHAVIOUR: the engine answers UNKNOWN); else INFEASIBLE.
 */
public final class Feasibility {
  public enum Status { FEASIBLE, INFEASIBLE, UNDEFINED_BEHAVIOUR }

  /** Cells of objects larger than this are not reported in {@link Result#finalValues}. */
  private static final int MAX_REPORTED_CELLS = 256;

  /**
   * The model's value of cell {@code cell} of the object havocked by the HavocObject at path step
   * {@code step}, right after that step (bit pattern of the cell type; 0 if the model leaves it
   * free). Valid only inside the callback of {@link #checkBv(List, BiConsumer)}: the model is open
   * there, so only the cells a replay actually reads are evaluated.
   */
  public interface HavocModel {
    long value(int step, long cell);
  }

  /**
   * @param inputs per step, the Havoc input value (normalised bit pattern of its type), else null
   * @param finalValues object id -> cell values after the path (FEASIBLE, BV only; LIA values are
   *     the mathematical values reduced to the cell type)
   * @param undefinedStep index of the first step that may have undefined behaviour, else -1
   */
  public record Result(Status status, List<Long> inputs, ImmutableMap<Integer, long[]> finalValues,
      int undefinedStep) {
    public boolean feasible() {
      return status == Status.FEASIBLE;
    }

    public long value(MemoryObject o, long cell) {
      return finalValues.get(o.id())[(int) cell];
    }
  }

  private final Program program;
  private final SolverContext ctx;
  private final PathEncoder lia;
  private final PathEncoder bv;
  private final SmtStatistics stats;

  Feasibility(Program program, SolverContext ctx, PathEncoder lia, PathEncoder bv, SmtStatistics stats) {
    this.program = program;
    this.ctx = ctx;
    this.lia = lia;
    this.bv = bv;
    this.stats = stats;
  }

  public Result checkLia(List<Step> steps) {
    return checkLia(steps, null);
  }

  public Result checkBv(List<Step> steps) {
    return checkBv(steps, (List<Long>) null);
  }

  /**
   * LIA feasibility; if {@code inputs} is not null, the Havoc steps' inputs are fixed to its values
   * in step order (one per Havoc step, e.g. the inputs of a recorded concrete run).
   */
  public Result checkLia(List<Step> steps, List<Long> inputs) {
    return stats.time(SmtStatistics.Operation.FEASIBILITY_LIA, () -> {
      PathFormula p = lia.fromInitial(steps);
      return check(p, pin(p, lia.theory(), inputs), true, null);
    });
  }

  /** Exact feasibility; {@code inputs} as for {@link #checkLia(List, List)}. */
  public Result checkBv(List<Step> steps, List<Long> inputs) {
    return checkBv(steps, inputs, null);
  }

  /**
   * Exact feasibility; if FEASIBLE, {@code whileOpen} runs with the result and the still open model
   * (e.g. to replay the path, reading havocked cells from the model).
   */
  public Result checkBv(List<Step> steps, BiConsumer<Result, HavocModel> whileOpen) {
    return checkBv(steps, null, whileOpen);
  }

  /**
   * Exact feasibility of {@code steps} without undefined behaviour on any of them. Unlike {@link
   * #checkBv(List)}, an infeasible path is not searched for the first step with undefined
   * behaviour: for callers that have excluded it on the prefix already (symbolic inputs, D43). That
   * diagnosis asks one query per step that may be undefined, and a bounds check of a pointer
   * computed along a long path can take Z3 seconds (SV-COMP pthread/queue_ok: minutes per fork).
   */
  public Result checkBvDefined(List<Step> steps) {
    return stats.time(SmtStatistics.Operation.FEASIBILITY_BV, () -> {
      PathFormula p = bv.fromInitial(steps);
      BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
      List<BooleanFormula> noUb = new ArrayList<>();
      for (Transition t : p.transitions()) noUb.add(bmgr.not(t.undefined()));
      return check(p, bmgr.and(noUb), false, null);
    });
  }

  private Result checkBv(List<Step> steps, List<Long> inputs, BiConsumer<Result, HavocModel> whileOpen) {
    return stats.time(SmtStatistics.Operation.FEASIBILITY_BV, () -> {
      PathFormula p = bv.fromInitial(steps);
      BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
      List<BooleanFormula> noUb = new ArrayList<>();
      BooleanFormula pinned = pin(p, bv.theory(), inputs);
      noUb.add(pinned);
      for (Transition t : p.transitions()) noUb.add(bmgr.not(t.undefined()));
      Result r = check(p, bmgr.and(noUb), false, whileOpen);
      if (r.feasible() || !p.mayBeUndefined()) return r;
      int ub = firstUndefined(p, pinned);
      return ub < 0 ? r : new Result(Status.UNDEFINED_BEHAVIOUR, List.of(), ImmutableMap.of(), ub);
    });
  }

  /**
   * Exact: can {@code steps} run from the initial state without undefined behaviour up to their
   * last step, and the last step have undefined behaviour (division by zero, bad shift, bad
   * access)? For symbolic inputs: an input-dependent step that may end the run.
   */
  public boolean undefinedAtEnd(List<Step> steps) {
    return stats.time(SmtStatistics.Operation.FEASIBILITY_BV, () -> {
      PathFormula p = bv.fromInitial(steps);
      int last = p.length() - 1;
      if (last < 0 || !p.transitions().get(last).mayBeUndefined()) return false;
      BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
      List<BooleanFormula> f = new ArrayList<>();
      f.add(p.start());
      for (int i = 0; i < last; i++) {
        Transition t = p.transitions().get(i);
        f.add(t.formula(bmgr));
        f.add(bmgr.not(t.undefined()));
      }
      Transition t = p.transitions().get(last);
      f.add(t.definitions());
      f.add(t.undefined());
      try (ProverEnvironment prover = ctx.newProverEnvironment()) {
        prover.addConstraint(bmgr.and(f));
        return !prover.isUnsat();
      } catch (org.sosy_lab.java_smt.api.SolverException | InterruptedException e) {
        throw new SolverException("feasibility check failed: " + e.getMessage(), e);
      }
    });
  }

  /**
   * The deadlock search's label check (LIA, over-approximate): may a state satisfying {@code label}
   * have every one of {@code successors} disabled ({@link Blocked})? With {@code label} TRUE this
   * asks whether the location can be blocked at all.
   */
  public boolean mayBeBlocked(StateFormula label, List<List<Step>> successors) {
    return stats.time(SmtStatistics.Operation.SATISFIABLE, () -> {
      PathEncoder.WithEnd w = lia.withEnd(label, List.of(), new Blocked(successors));
      BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
      return check(w.path(), w.end(), true, null).feasible();
    });
  }

  /**
   * Exact check of a deadlock candidate: an execution of {@code steps} from the initial state
   * without undefined behaviour that ends with every one of {@code successors} disabled. The
   * condition is exact only if no successor has a Havoc inside an atomic section (see {@link
   * Blocked}); the caller replays the model either way, in {@code whileOpen} as for {@link
   * #checkBv(List, BiConsumer)}.
   */
  public Result checkBvBlocked(List<Step> steps, List<List<Step>> successors,
      BiConsumer<Result, HavocModel> whileOpen) {
    return stats.time(SmtStatistics.Operation.FEASIBILITY_BV, () -> {
      PathEncoder.WithEnd w = bv.withEnd(null, steps, new Blocked(successors));
      BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
      List<BooleanFormula> extra = new ArrayList<>();
      extra.add(w.end());
      for (Transition t : w.path().transitions()) extra.add(bmgr.not(t.undefined()));
      return check(w.path(), bmgr.and(extra), false, whileOpen);
    });
  }

  private BooleanFormula pin(PathFormula p, Theory th, List<Long> inputs) {
    BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
    if (inputs == null) return bmgr.makeTrue();
    List<BooleanFormula> eqs = new ArrayList<>();
    int next = 0;
    for (int i = 0; i < p.length(); i++) {
      Transition t = p.transitions().get(i);
      if (t.input() == null) continue;
      if (next >= inputs.size()) throw new IllegalArgumentException("too few inputs for the path");
      ScalarType type = ((Stmt.Havoc) p.steps().get(i).edge().stmt()).type();
      eqs.add(th.equal(t.input(), th.constant(type, inputs.get(next++))));
    }
    return bmgr.and(eqs);
  }

  private Result check(PathFormula p, BooleanFormula extra, boolean lia,
      BiConsumer<Result, HavocModel> whileOpen) {
    BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
    try (ProverEnvironment prover = ctx.newProverEnvironment(ProverOptions.GENERATE_MODELS)) {
      prover.addConstraint(p.formula(bmgr));
      prover.addConstraint(extra);
      if (prover.isUnsat()) return new Result(Status.INFEASIBLE, List.of(), ImmutableMap.of(), -1);
      try (Model m = prover.getModel()) {
        Result r = new Result(Status.FEASIBLE, inputs(p, m), finalValues(p, m), -1);
        if (whileOpen != null) whileOpen.accept(r, (step, cell) -> havocked(p, m, lia, step, cell));
        return r;
      }
    } catch (org.sosy_lab.java_smt.api.SolverException | InterruptedException e) {
      throw new SolverException("feasibility check failed: " + e.getMessage(), e);
    } catch (com.microsoft.z3.Z3Exception e) {
      // a stop (time limit) that lands while the model is evaluated: Z3 says "canceled" there
      throw new SolverException("feasibility check stopped: " + e.getMessage(), e);
    }
  }

  /**
   * The first step i such that steps before i run without UB and step i has UB (with the inputs
   * {@code pinned} fixes), or -1.
   */
  private int firstUndefined(PathFormula p, BooleanFormula pinned) {
    BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
    try (ProverEnvironment prover = ctx.newProverEnvironment()) {
      prover.addConstraint(p.start());
      prover.addConstraint(pinned);
      for (int i = 0; i < p.length(); i++) {
        Transition t = p.transitions().get(i);
        if (t.mayBeUndefined()) {
          prover.push(bmgr.and(t.definitions(), t.undefined()));
          boolean reachable = !prover.isUnsat();
          prover.pop();
          if (reachable) return i;
        }
        prover.addConstraint(bmgr.and(t.formula(bmgr), bmgr.not(t.undefined())));
      }
      return -1;
    } catch (org.sosy_lab.java_smt.api.SolverException | InterruptedException e) {
      throw new SolverException("feasibility check failed: " + e.getMessage(), e);
    }
  }

  private List<Long> inputs(PathFormula p, Model m) {
    List<Long> r = new ArrayList<>();
    for (int i = 0; i < p.length(); i++) {
      Transition t = p.transitions().get(i);
      if (t.input() == null) {
        r.add(null);
        continue;
      }
      ScalarType type = ((Stmt.Havoc) p.steps().get(i).edge().stmt()).type();
      BigInteger v = number(m.evaluate(t.input()));
      r.add(v == null ? 0L : IntRanges.pattern(type, v));
    }
    return r;
  }

  /** See {@link HavocModel#value}. */
  private long havocked(PathFormula p, Model m, boolean isLia, int step, long cell) {
    if (!(p.steps().get(step).edge().stmt() instanceof Stmt.HavocObject h)) {
      throw new IllegalArgumentException("step " + step + " is no HavocObject");
    }
    MemoryObject o = h.object();
    Theory th = isLia ? lia.theory() : bv.theory();
    int idx = p.transitions().get(step).after().index(o);
    ScalarType ct = o.cellType(cell);
    Formula f = o.isScalar() ? th.variable(VarNames.state(o, idx), ct)
        : ScalarisedArrays.scalarised(o) ? th.cellVariable(VarNames.cell(o, idx, cell), o)
        : ctx.getFormulaManager().getArrayFormulaManager().select(
            th.arrayVariable(VarNames.state(o, idx), o), th.indexConstant(cell));
    BigInteger v;
    try {
      v = number(m.evaluate(f));
    } catch (RuntimeException e) {
      throw new SolverException("model evaluation failed: " + e.getMessage(), e);
    }
    // a cell the model leaves free is unconstrained by the path: any value does
    return v == null ? 0 : IntRanges.pattern(ct, v);
  }

  private ImmutableMap<Integer, long[]> finalValues(PathFormula p, Model m) {
    FormulaManager fm = ctx.getFormulaManager();
    Theory th = p.encoding() == Encoding.LIA ? lia.theory() : bv.theory();
    SsaMap ssa = p.finalSsa();
    Map<Integer, long[]> r = new HashMap<>();
    for (MemoryObject o : program.objects()) {
      if (o.cellCount() > MAX_REPORTED_CELLS) continue;
      long[] cells = new long[(int) o.cellCount()];
      int idx = ssa.index(o);
      for (int c = 0; c < cells.length; c++) {
        ScalarType ct = o.cellType(c);
        BigInteger v;
        if (idx == 0) {
          v = null; // never written on the path: still the initial value
        } else if (o.isScalar()) {
          v = number(m.evaluate(th.variable(VarNames.state(o, idx), ct)));
        } else if (ScalarisedArrays.scalarised(o)) {
          v = number(m.evaluate(th.cellVariable(VarNames.cell(o, idx, c), o)));
        } else {
          ArrayFormula<Formula, Formula> a = th.arrayVariable(VarNames.state(o, idx), o);
          Formula sel = fm.getArrayFormulaManager().select(a, th.indexConstant(c));
          v = number(m.evaluate(sel));
        }
        // A variable the path never constrains keeps its initial value (index 0) or is unknown.
        cells[c] = v == null ? o.initialValue(c) : IntRanges.pattern(ct, v);
      }
      r.put(o.id(), cells);
    }
    return ImmutableMap.copyOf(r);
  }

  private static BigInteger number(Object v) {
    if (v instanceof BigInteger b) return b;
    if (v instanceof Number n) return new BigInteger(n.toString());
    return null;
  }
}
