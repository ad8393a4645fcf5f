package org.spindle.witness.proof;

import com.google.common.collect.ImmutableList;
import java.math.BigInteger;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.impact.PorMode;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.SourceMap;
import org.spindle.program.ThreadCfa;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Verdict;
import org.spindle.smt.StateFormula;
import org.spindle.smt.Term;

/**
 * Location invariants from a complete IMPACT proof: for each CFA location of a thread that starts
 * a C statement, the disjunction of the labels of the uncovered, live ART nodes in which the
 * thread is there, written in C where {@link CExpression} and the scope rules below allow.
 *
 * <p><b>Why these are invariants.</b> In a complete ART without reduction every reachable state
 * is represented: follow its execution from the root; each step of a thread from an uncovered
 * node leads to a child whose label the new state satisfies (labels are inductive along tree
 * edges), and a covered child's label implies its coverer's, which has the same control location
 * and is uncovered. So a reachable state in which thread T is at location L satisfies the label
 * of some uncovered live node whose global location has T at L. This needs every interleaving in
 * the tree: with partial-order reduction a skipped interleaving's intermediate states are in no
 * node, and steps that swallow local tails ({@code mergeLocalTails}) skip locations. So the ART
 * must come from a run with {@link PorMode#NONE} and without merged tails; atomic sections are
 * one step, so locations inside them have no invariant ({@code null}).
 *
 * <p>Atoms over objects that cannot be written at a location are dropped (true where they occur
 * positively, false where negatively, {@link CExpression#implied}): the C invariant is implied by
 * the label disjunction, so it is an invariant as well, only weaker.
 *
 * <p><b>What may be written in C.</b> A label speaks about memory objects; at a location of thread
 * T, in function f, copy k of f's inlining, the C name {@code x} denotes: the local {@code x} of
 * that copy if a declaration of it is visible there ({@link ScopeIndex}), else the file-scope
 * {@code x} if declared before. An object is written as {@code x} only if it is exactly that
 * object: a global (or block-scope static) whose declaration is the one {@code x} resolves to, or
 * T's local {@code f::x} of copy k with the visible declaration. Everything else (other threads'
 * locals, temporaries, heap cells, unsigned values, which the LIA encoding holds modulo 2^w (D23),
 * pointers, structs, multi-dimensional arrays) makes the location's invariant unwritable.
 */
public final class ProofExport {
  private final Program program;
  private final ScopeIndex scopes;

  private ProofExport(Program program, TranslationUnit unit) {
    this.program = program;
    this.scopes = ScopeIndex.of(unit);
  }

  /**
   * Runs IMPACT without reduction and merged tails (what {@link #export} needs) and exports the
   * invariants of its proof; {@link ProofArtefacts#NONE} unless it proves the program SAFE within
   * {@code timeout}.
   */
  public static ProofArtefacts prove(Program program, TranslationUnit unit, Duration timeout) {
    ImpactOptions opt = ImpactOptions.DEFAULT.withPor(PorMode.NONE).withMergeLocalTails(false)
        .withTimeout(timeout);
    ImpactResult r = Impact.verify(program, opt);
    return r.verdict() == Verdict.SAFE ? export(program, unit, r, opt) : ProofArtefacts.NONE;
  }

  /**
   * The invariants of a SAFE IMPACT result obtained with {@code options}.
   *
   * @throws IllegalArgumentException if the result is not SAFE or the ART was reduced
   */
  public static ProofArtefacts export(Program program, TranslationUnit unit, ImpactResult result,
      ImpactOptions options) {
    if (result.verdict() != Verdict.SAFE) {
      throw new IllegalArgumentException("no proof: " + result.verdict());
    }
    if (options.por() != PorMode.NONE || options.mergeLocalTails()) {
      throw new IllegalArgumentException(
          "invariants need an ART with every interleaving (--por none, no merged local tails)");
    }
    return new ProofExport(program, unit).invariants(result.art());
  }

  private ProofArtefacts invariants(Art art) {
    // per thread and location: the labels of the uncovered, live nodes there
    Map<Long, Set<StateFormula>> labels = new HashMap<>();
    for (ArtNode n : art.nodes()) {
      if (art.isDead(n) || art.isCovered(n)) continue;
      for (int t = 0; t < n.location().threadCount(); t++) {
        if (!n.location().running(t)) continue;
        labels.computeIfAbsent(key(t, n.location().location(t)), k -> new LinkedHashSet<>())
            .add(n.label());
      }
    }
    ImmutableList.Builder<ProofArtefacts.LocationInvariant> out = ImmutableList.builder();
    for (ThreadCfa cfa : program.threads()) {
      String routine = cfa.startRoutine() == null ? "main" : cfa.startRoutine();
      for (SourceMap.StatementStart s : cfa.sourceMap().starts()) {
        String formula = null;
        String c = null;
        if (!cfa.atomicLocations().contains(s.location())) {
          StateFormula f = StateFormula.FALSE;
          for (StateFormula l : labels.getOrDefault(key(cfa.id(), s.location()), Set.of())) f = f.or(l);
          formula = f.toString();
          c = CExpression.implied(f.term(), v -> variable(v, cfa.id(), s));
        }
        out.add(new ProofArtefacts.LocationInvariant(cfa.id(), routine, s.location(), s.pos(),
            s.loopHead(), formula, c, s.function()));
      }
    }
    return new ProofArtefacts(out.build());
  }

  private static long key(int thread, int location) {
    return ((long) thread << 32) | (location & 0xffffffffL);
  }

  /** The C variable {@code v} is at statement start {@code s} of {@code thread}, or null. */
  private CExpression.Var variable(Term.Var v, int thread, SourceMap.StatementStart s) {
    ScopeIndex.Scope scope = scopes.at(s.pos(), s.loopHead());
    if (scope == null || !scope.function().equals(s.function())) return null;
    MemoryObject o = program.object(v.objectId());
    VarSymbol decl = declaration(o, thread, s, scope);
    if (decl == null) return null;
    return cVariable(decl, o);
  }

  /** The declaration the C name of {@code o} resolves to at {@code s}, if that is {@code o}'s. */
  private VarSymbol declaration(MemoryObject o, int thread, SourceMap.StatementStart s,
      ScopeIndex.Scope scope) {
    if (o.region() == MemoryObject.Region.GLOBAL) {
      VarSymbol local = scope.locals().get(o.name());
      if (local != null) {
        // a visible block-scope static is this object only if it is the same declaration
        return scopes.isStaticLocal(local) && local.pos().equals(o.declaredAt()) ? local : null;
      }
      VarSymbol g = scopes.global(o.name(), s.pos());
      return g != null && g.pos().equals(o.declaredAt()) && !g.isThreadLocal() ? g : null;
    }
    if (o.region() != MemoryObject.Region.LOCAL || o.owner() != thread) return null;
    String name = o.name();
    String prefix = thread == 0 ? "" : "t" + thread + ":";
    if (!name.startsWith(prefix)) return null;
    name = name.substring(prefix.length());
    String expected = s.function() + "::";
    if (!name.startsWith(expected)) return null;
    name = name.substring(expected.length());
    String suffix = s.activation() == 0 ? "" : "#" + s.activation();
    if (!name.endsWith(suffix) || (suffix.isEmpty() && name.contains("#"))) return null;
    name = name.substring(0, name.length() - suffix.length());
    VarSymbol local = scope.locals().get(name);
    if (local == null || !local.pos().equals(o.declaredAt()) || scopes.isStaticLocal(local)
        || local.isExtern()) {
      return null;
    }
    return local;
  }

  /**
   * The C variable of a declaration whose LIA value is its C value: signed integers and _Bool,
   * scalar or in a one-dimensional array the object holds cell by cell.
   */
  private static CExpression.Var cVariable(VarSymbol decl, MemoryObject o) {
    CType t = decl.type();
    long length = -1;
    if (t instanceof CType.Array a) {
      if (!a.isComplete() || a.element() instanceof CType.Array) return null;
      length = a.length();
      t = a.element();
    }
    if (!(t instanceof CType.Int i) || i.kind() == CType.IntKind.INT128) return null;
    if (!i.signed() && i.kind() != CType.IntKind.BOOL) return null;
    if (o.layout().size() != 1 || o.count() != (length < 0 ? 1 : length)) return null;
    ScalarType st = o.cellType(0);
    if (st.isPointer()) return null;
    BigInteger min = BigInteger.valueOf(st.minValue());
    BigInteger max = BigInteger.valueOf(st.maxValue());
    return new CExpression.Var(decl.name(), min, max, length);
  }
}
