package org.spindle.smt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.analysis.ProgramFacts;

/**
 * Constrained independence of two edges, or two steps (edge sequences run as one transition), of
 * different threads under a state label φ (WKO13): from every state satisfying φ in which both are
 * enabled, {@code e1;e2} and {@code e2;e1} reach the same
 * state, and neither enables nor disables the other, where a step with undefined behaviour counts
 * as disabled (the run stops there, as in the interpreter). Static access sets come first (no
 * conflict: independent). The SMT check (Z3, LIA) only handles pure memory
 * statements (Assign, Assume, Havoc, Lock, Unlock, Nop) with exact encodings; anything else stays
 * dependent. Havoc inputs are named per edge, so both orders draw the same input: equal results
 * for equal inputs is sufficient for equal successor sets. Results are cached per unordered pair and φ.
 */
public final class IndependenceCheck {
  private record Key(List<Integer> b1, List<Integer> b2, StateFormula phi) {}

  private final Program program;
  private final ProgramFacts facts;
  private final SolverContext ctx;
  private final PathEncoder encoder;
  private final StateFormulaRenderer renderer;
  private final SmtStatistics stats;
  private final Map<Key, Boolean> cache = new BoundedCache<>();

  IndependenceCheck(Program program, ProgramFacts facts, SolverContext ctx, PathEncoder encoder,
      SmtStatistics stats) {
    this.program = program;
    this.facts = facts;
    this.ctx = ctx;
    this.encoder = encoder;
    this.renderer = new StateFormulaRenderer(program, ctx.getFormulaManager());
    this.stats = stats;
  }

  /** Static independence only (disjoint access sets etc., see {@link ProgramFacts}). */
  public boolean staticallyIndependent(Edge e1, Edge e2) {
    return facts.staticallyIndependent(e1, e2);
  }

  public boolean independent(Edge e1, Edge e2, StateFormula phi) {
    return independent(List.of(e1), List.of(e2), phi);
  }

  /**
   * Constrained independence of two steps of different threads, each a sequence of edges executed
   * as one transition (one edge, an atomic section, or an edge with its local tail), with "enabled"
   * meaning every edge of the sequence is enabled and defined in turn.
   */
  public boolean independent(List<Edge> b1, List<Edge> b2, StateFormula phi) {
    if (b1.get(0).thread() == b2.get(0).thread()) return false;
    if (facts.blocksIndependent(b1, b2)) return true;
    if (!encodable(b1) || !encodable(b2)) return false;
    if (phi.isFalse()) return true;
    List<Integer> i1 = b1.stream().map(Edge::id).toList();
    List<Integer> i2 = b2.stream().map(Edge::id).toList();
    // the check is symmetric: one cache entry per unordered pair
    Key key = i1.get(0) <= i2.get(0) ? new Key(i1, i2, phi) : new Key(i2, i1, phi);
    Boolean cached = cache.get(key);
    if (cached != null) {
      stats.cacheHit(SmtStatistics.Operation.INDEPENDENCE);
      return cached;
    }
    boolean r = stats.time(SmtStatistics.Operation.INDEPENDENCE, () -> check(b1, b2, phi));
    cache.put(key, r);
    return r;
  }

  /** Pure memory statements; atomic markers only inside a longer step (a lone one stops others). */
  private static boolean encodable(List<Edge> b) {
    for (Edge e : b) {
      Stmt s = e.stmt();
      if (!memoryOnly(s) && !(b.size() > 1 && atomicMarker(s))) return false;
    }
    return true;
  }

  private static boolean atomicMarker(Stmt s) {
    return s instanceof Stmt.AtomicBegin || s instanceof Stmt.AtomicEnd;
  }

  /** A sequence of edges encoded one after the other: enabled = every guard holds, all defined. */
  private record Seq(List<BooleanFormula> constraints, BooleanFormula enabled, SsaMap after, boolean exact) {}

  private Seq encodeSeq(List<Edge> b, SsaMap s, PathScope scope, BooleanFormulaManager bmgr) {
    TransitionEncoder te = encoder.transitions();
    List<BooleanFormula> cs = new ArrayList<>();
    List<BooleanFormula> en = new ArrayList<>();
    boolean exact = true;
    for (Edge e : b) {
      Transition t = te.encode(Step.of(e), s, scope);
      exact &= t.exact();
      cs.add(t.definitions());
      cs.add(t.update());
      en.add(enabled(t, bmgr));
      s = t.after();
    }
    return new Seq(cs, bmgr.and(en), s, exact);
  }

  private boolean check(List<Edge> b1, List<Edge> b2, StateFormula phi) {
    FormulaManager fm = ctx.getFormulaManager();
    BooleanFormulaManager bmgr = fm.getBooleanFormulaManager();
    PathScope scope = new PathScope(fm, encoder.theory(), SsaMap.EMPTY, false,
        e -> "aux!in_e" + e.id());
    SsaMap s0 = SsaMap.EMPTY;
    Seq a1 = encodeSeq(b1, s0, scope, bmgr);
    Seq a2 = encodeSeq(b2, a1.after(), scope, bmgr);
    Seq b2s = encodeSeq(b2, s0.branch(a2.after()), scope, bmgr);
    Seq b1s = encodeSeq(b1, b2s.after(), scope, bmgr);
    for (Seq q : List.of(a1, a2, b2s, b1s)) if (!q.exact()) return false;
    BooleanFormula label = renderer.render(phi, s0, scope);
    List<BooleanFormula> base = new ArrayList<>(List.of(label, scope.startConstraints()));
    for (Seq q : List.of(a1, a2, b2s, b1s)) base.addAll(q.constraints());
    BooleanFormula en1 = a1.enabled();
    BooleanFormula en2 = b2s.enabled();
    BooleanFormula en2After1 = a2.enabled();
    BooleanFormula en1After2 = b1s.enabled();
    BooleanFormula differ = bmgr.not(sameState(a2.after(), b1s.after(), scope));
    BooleanFormula bad = bmgr.or(
        bmgr.and(en1, en2, bmgr.or(bmgr.not(en2After1), bmgr.not(en1After2), differ)),
        bmgr.and(en1, bmgr.not(en2), en2After1),
        bmgr.and(en2, bmgr.not(en1), en1After2));
    try (ProverEnvironment prover = ctx.newProverEnvironment()) {
      prover.addConstraint(bmgr.and(bmgr.and(base), bad));
      return prover.isUnsat();
    } catch (org.sosy_lab.java_smt.api.SolverException | InterruptedException e) {
      throw new SolverException("independence check failed: " + e.getMessage(), e);
    }
  }

  private static boolean memoryOnly(Stmt s) {
    return s instanceof Stmt.Assign || s instanceof Stmt.Assume || s instanceof Stmt.Havoc
        || s instanceof Stmt.Lock || s instanceof Stmt.Unlock || s instanceof Stmt.Nop;
  }

  private static BooleanFormula enabled(Transition t, BooleanFormulaManager bmgr) {
    return bmgr.and(t.guard(), bmgr.not(t.undefined()));
  }

  /** Every object written in either order has equal values at the end of both orders. */
  private BooleanFormula sameState(SsaMap x, SsaMap y, PathScope scope) {
    BooleanFormulaManager bmgr = ctx.getFormulaManager().getBooleanFormulaManager();
    List<BooleanFormula> eq = new ArrayList<>();
    for (MemoryObject o : program.objects()) {
      int i = x.index(o);
      int j = y.index(o);
      if (i == j) continue;
      if (o.isScalar()) {
        eq.add(encoder.theory().equal(scope.scalar(o, i), scope.scalar(o, j)));
      } else if (ScalarisedArrays.scalarised(o)) {
        for (long c = 0; c < o.cellCount(); c++) {
          eq.add(encoder.theory().equal(scope.cell(o, i, c), scope.cell(o, j, c)));
        }
      } else {
        ArrayFormula<Formula, Formula> a = scope.array(o, i);
        ArrayFormula<Formula, Formula> b = scope.array(o, j);
        eq.add(encoder.theory().equal(a, b));
      }
    }
    return bmgr.and(eq);
  }
}
