package org.spindle.modular;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.FunctionDeclaration;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.PointsTo;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.program.transform.LocalLiveness;
import org.spindle.smt.ClauseEncoder;
import org.spindle.smt.SsaMap;
import org.spindle.smt.Transition;

/**
 * The constrained Horn clauses of a level-1 thread-modular proof (Owicki–Gries / rely–guarantee,
 * D51): one predicate {@code P_T_l(G, atom, self, L)} per template T and location l over the shared
 * state G, the atomic-section owner, the instance's id and its locals L. A model of the clauses is
 * an invariant that holds, in every reachable state of the program with any number of instances,
 * for every instance of T at l (its projection on G and its own locals):
 *
 * <ul>
 *   <li>init: main at its entry in the initial state;
 *   <li>step: an edge of T from l to l' (the guards of atomic sections below);
 *   <li>spawn: an edge starting an instance of X (a Create, or a pool's bound edge, D44) puts a new
 *       instance with its initial locals and the start argument at X's entry, with any id ≥ 1;
 *   <li>interference: an edge of another instance U (of another template, or a second instance of
 *       T when T is replicated) changes G while T's instance stays at l with its locals;
 *   <li>queries: an error edge, an edge with undefined behaviour, an allocation beyond its bound
 *       are unreachable.
 * </ul>
 *
 * <p>Why every reachable state is covered (by induction over runs of the program with instances
 * created as the program does): the initial state is covered by init; a step of instance i either
 * is i's own (step, spawn for the new instance) or another instance's, which leaves i's location
 * and locals alone (they are not shared: {@link ThreadModular} refuses templates with escaped
 * locals) and changes only G and the atomic owner — exactly what interference adds, from the two
 * instances' projections of the same state, which both hold by induction. Distinct instances have
 * distinct ids, so interference may assume {@code self ≠ self'}. Facts that hold in every state
 * are conjoined to bodies: ids of non-main instances are at least 1, the owner of the atomic
 * section is the instance inside it.
 *
 * <p>Atomic sections: a ghost {@code atom} (0, or the owner's id + 1). An edge leaving a location
 * outside every atomic section needs {@code atom = 0}; entering a section sets it, leaving resets
 * it. A thread that blocks inside a section only adds states the program does not have (its run
 * without entering is covered too): an over-approximation.
 *
 * <p>Joins never block (the joined instance is not in the clause), creation never fails.
 */
final class HornClauses {
  private final Program program;
  private final Templates templates;
  private final ClauseEncoder enc;
  private final FormulaManager fm;
  private final BooleanFormulaManager bmgr;
  private final IntegerFormulaManager imgr;
  /** The shared state G and what each template keeps of it ({@link SharedState}). */
  private final ImmutableList<MemoryObject> shared;
  private final Set<Integer> sharedIds;
  private final Set<Integer> handlesOnly;
  private final Map<Integer, ImmutableList<MemoryObject>> sharedOf;
  private final Map<String, FunctionDeclaration<BooleanFormula>> predicates = new HashMap<>();
  private final List<BooleanFormula> clauses = new ArrayList<>();
  private final PointsTo pointsTo;
  private final HeldLocks heldLocks;
  /** The flags of {@link HeldLocks}, each with an owner ghost. */
  private final List<Integer> flags = new ArrayList<>();
  /** The blocks of each thread ({@link ClauseBlocks}). */
  private final ClauseBlocks blocks;
  private final List<BooleanFormula> queries = new ArrayList<>();
  /** What each query excludes (same order as {@link #queries}). */
  private final List<String> queryNames = new ArrayList<>();
  private String refused;

  /** The counters of {@link Ghosts} (none without counting). */
  private final List<Ghosts.Key> counterKeys = new ArrayList<>();

  private final Variant variant;
  private final Set<Integer> relaxedExits = new java.util.HashSet<>();

  /** Locals another thread may access ({@link Escapes}). */
  private final Set<Integer> escaped;

  private boolean escapes(MemoryObject o) {
    return escaped.contains(o.id());
  }

  private HornClauses(Program program, Templates templates, ClauseEncoder enc, Variant variant) {
    this.variant = variant;
    this.program = program;
    this.escaped = Escapes.of(program, ProgramFacts.of(program).pointsTo());
    this.templates = templates;
    this.enc = enc;
    this.fm = enc.formulaManager();
    this.bmgr = fm.getBooleanFormulaManager();
    this.imgr = fm.getIntegerFormulaManager();
    this.pointsTo = ProgramFacts.of(program).pointsTo();
    SharedState state = SharedState.of(program, templates, pointsTo, escaped);
    this.shared = state.shared();
    this.sharedIds = state.sharedIds();
    this.handlesOnly = state.handlesOnly();
    this.sharedOf = state.sharedOf();
    this.heldLocks = HeldLocks.of(program, pointsTo);
    for (MemoryObject o : program.objects()) if (heldLocks.isFlag(o.id())) flags.add(o.id());
    this.blocks = new ClauseBlocks(pointsTo, escaped, templates.spawns().keySet());
    if (variant.relaxLoopExits()) {
      for (Templates.Template t : templates.all()) {
        relaxedExits.addAll(blocks.relaxedExits(t.rep()));
        if (t.other() != null) relaxedExits.addAll(blocks.relaxedExits(t.other()));
      }
    }
  }

  /** The clauses and queries of {@code program}, or a reason why they cannot be built. */
  record Result(ImmutableList<BooleanFormula> clauses, ImmutableList<BooleanFormula> queries,
      ImmutableList<String> queryNames, int relaxedExits,
      int predicates, String refused) {}

  /**
   * Which clauses to build: with the location counters of {@link Ghosts}; with the loop exits of
   * {@link #relaxedExits} relaxed; with the queries of errors (and allocation bounds), of
   * undefined behaviour, or both. Every variant over-approximates the program, so a query
   * unreachable in any of them is unreachable in the program.
   */
  record Variant(boolean counting, boolean relaxLoopExits, boolean errorQueries, boolean undefinedQueries) {
    static final Variant PLAIN = new Variant(false, false, true, true);
  }

  static Result build(Program program, Templates templates, ClauseEncoder enc, Variant variant) {
    HornClauses h = new HornClauses(program, templates, enc, variant);
    if (variant.counting()) {
      for (Templates.Template t : templates.all()) {
        if (!t.replicated()) continue;
        BitSet kept = h.blocks.of(t.rep()).kept();
        for (int l = kept.nextSetBit(0); l >= 0; l = kept.nextSetBit(l + 1)) h.counterKeys.add(new Ghosts.Key(t.index(), l));
      }
    }
    for (Templates.Template t : templates.all()) {
      if (t.replicated()) {
        for (MemoryObject o : t.rep().locals()) {
          if (h.escapes(o)) return new Result(ImmutableList.of(), ImmutableList.of(), ImmutableList.of(), 0, 0,
              "the address of " + o.name() + " escapes its thread, which has many instances");
        }
      }
    }
    h.init();
    for (Templates.Template t : templates.all()) {
      for (Blocks.Block b : h.blocks.of(t.rep()).blocks()) {
        if (Thread.currentThread().isInterrupted()) return stopped();
        h.ownBlock(t, b);
        if (h.refused != null) return new Result(ImmutableList.of(), ImmutableList.of(), ImmutableList.of(), 0, 0, h.refused);
      }
    }
    for (Templates.Template observer : templates.all()) {
      for (Templates.Template u : templates.all()) {
        if (u == observer && !u.replicated()) continue;
        boolean otherCopy = u == observer;
        ThreadCfa cfa = otherCopy ? u.other() : u.rep();
        for (Blocks.Block b : h.blocks.of(cfa).blocks()) {
          // building takes seconds on large programs: a stop from outside interrupts it here
          if (Thread.currentThread().isInterrupted()) return stopped();
          h.interference(observer, u, otherCopy, b);
        }
      }
    }
    return new Result(ImmutableList.copyOf(h.clauses), ImmutableList.copyOf(h.queries),
        ImmutableList.copyOf(h.queryNames), h.relaxedExits.size(),
        h.predicates.size(), h.refused);
  }

  private static Result stopped() {
    return new Result(ImmutableList.of(), ImmutableList.of(), ImmutableList.of(), 0, 0, "stopped (interrupted)");
  }

  // ---- naming the states of instances ----

  /** Liveness of the locals, per CFA (by thread id). */
  private final Map<Integer, LocalLiveness> liveness = new HashMap<>();

  /** One instance in a clause: its template, which CFA copy, its id term. */
  private record Inst(Templates.Template t, boolean other, Formula self) {
    ThreadCfa cfa() {
      return other ? t.other() : t.rep();
    }

    /** Every local of the instance that does not escape. */
    List<MemoryObject> locals(Set<Integer> escaped) {
      List<MemoryObject> r = new ArrayList<>();
      for (MemoryObject o : cfa().locals()) if (!escaped.contains(o.id())) r.add(o);
      return r;
    }
  }

  /**
   * The locals of {@code i} its predicate at {@code loc} keeps: those strongly live there (read
   * before written again, by something other than a faint assignment, {@link LocalLiveness}). A
   * value that never reaches a condition, a shared object, an address or an undefined operation
   * never matters, so leaving it out loses nothing (a head's live local is written by the edge or
   * live at its source); leaving out any local is sound anyway (a weaker predicate).
   */
  private List<MemoryObject> liveLocals(Inst i, int loc) {
    LocalLiveness live = liveness.computeIfAbsent(i.cfa().id(), id -> LocalLiveness.of(i.cfa(), program.objects(), true));
    // objects that only hold thread handles matter to joins only, which do not block here
    return i.locals(escaped).stream().filter(o -> live.liveAt(loc, o) && !handlesOnly.contains(o.id())).toList();
  }

  /** The predicate application for {@code i} at location {@code loc}. */
  private BooleanFormula at(ClauseEncoder.Clause c, Inst i, int loc, SsaMap globals, Ghosts g,
      SsaMap locals) {
    List<Formula> args = new ArrayList<>();
    for (MemoryObject o : sharedOf.get(i.t().index())) args.addAll(c.state(o, globals));
    args.addAll(g.args());
    if (!i.t().isMain()) args.add(i.self());
    for (MemoryObject o : liveLocals(i, loc)) args.addAll(c.state(o, locals));
    String name = "P_" + i.t().index() + "_" + loc;
    FunctionDeclaration<BooleanFormula> p = predicates.computeIfAbsent(name, n -> {
      List<FormulaType<?>> types = new ArrayList<>();
      for (Formula a : args) types.add(fm.getFormulaType(a));
      return fm.getUFManager().declareUF(n, FormulaType.BooleanType, types);
    });
    return fm.getUFManager().callUF(p, args);
  }

  /**
   * Facts of every reachable state with {@code i} at {@code loc} (see the class comment), over the
   * state named by {@code SsaMap.EMPTY}: its id, the atomic section it is in, the locks it surely
   * holds ({@link HeldLocks}).
   */
  private BooleanFormula facts(ClauseEncoder.Clause c, Inst i, int loc, Ghosts g) {
    List<BooleanFormula> fs = new ArrayList<>();
    IntegerFormula here = g.count(i.t().index(), loc);
    if (here != null) fs.add(imgr.greaterOrEquals(here, imgr.makeNumber(1)));
    for (int m : heldLocks.at(i.cfa(), loc)) {
      IntegerFormula holder = heldLocks.isFlag(m) ? g.owner(m)
          : (IntegerFormula) c.state(program.object(m), SsaMap.EMPTY).get(0);
      fs.add(imgr.equal(holder, lockValue(i)));
    }
    if (!i.t().isMain()) fs.add(imgr.greaterOrEquals((IntegerFormula) i.self(), imgr.makeNumber(1)));
    if (i.cfa().atomicLocations().contains(loc)) fs.add(imgr.equal(g.atom, lockValue(i)));
    return bmgr.and(fs);
  }

  private IntegerFormula lockValue(Inst i) {
    return i.t().isMain() ? imgr.makeNumber(1) : (IntegerFormula) enc.plus(i.self(), 1);
  }

  /** The atomic-section guard of edge {@code e} of {@code i}, and the owner after it. */
  private BooleanFormula atomGuard(Inst i, Edge e, Ghosts g) {
    return i.cfa().atomicLocations().contains(e.source()) ? bmgr.makeTrue()
        : imgr.equal(g.atom, imgr.makeNumber(0));
  }

  /**
   * The ghost state after block {@code b} of {@code i}: the atomic owner after its last edge, the
   * instance moved, and a new instance if the block starts one.
   */
  private Ghosts after(Inst i, Blocks.Block b, Ghosts g) {
    Edge last = b.last();
    boolean in = i.cfa().atomicLocations().contains(b.source());
    boolean out = i.cfa().atomicLocations().contains(b.target());
    Ghosts r = in == out ? g : g.withAtom(out ? lockValue(i) : imgr.makeNumber(0));
    for (Edge e : b.edges()) { // a block through an atomic section may take and give flags
      Integer acquired = heldLocks.acquired(e);
      Integer released = heldLocks.released(e);
      if (acquired != null && heldLocks.isFlag(acquired)) r = r.withOwner(acquired, lockValue(i));
      if (released != null && heldLocks.isFlag(released)) r = r.withOwner(released, imgr.makeNumber(0));
    }
    r = r.moved(i.t().index(), b.source(), b.target());
    Templates.Spawn spawn = templates.spawns().get(last);
    if (spawn != null) r = r.spawned(spawn.template().index(), spawn.template().rep().entry());
    return r;
  }

  private Ghosts ghostVariables() {
    return Ghosts.variables(imgr, counterKeys, flags);
  }

  private ClauseEncoder.Clause clause(Inst... insts) {
    Map<Integer, Formula> ids = new HashMap<>();
    for (Inst i : insts) ids.put(i.cfa().id(), lockValue(i));
    return enc.clause(t -> ids.getOrDefault(t, enc.plus(imgr.makeNumber(t), 1)),
        h -> h instanceof org.spindle.program.Expr.Load l && l.location() instanceof org.spindle.program.LValue.Cell cell
            && handlesOnly.contains(cell.object().id()));
  }

  private void add(List<BooleanFormula> to, BooleanFormula body, BooleanFormula head) {
    BooleanFormula imp = bmgr.implication(body, head);
    Map<String, Formula> vars = fm.extractVariables(imp);
    to.add(vars.isEmpty() ? imp : fm.getQuantifiedFormulaManager().forall(new ArrayList<>(vars.values()), imp));
  }

  // ---- the clauses ----

  private void init() {
    Templates.Template main = templates.all().get(0);
    Inst m = new Inst(main, false, null);
    ClauseEncoder.Clause c = clause(m);
    List<BooleanFormula> body = new ArrayList<>();
    for (MemoryObject o : sharedOf.get(0)) body.add(c.initial(o, SsaMap.EMPTY));
    for (MemoryObject o : m.locals(escaped)) body.add(c.initial(o, SsaMap.EMPTY));
    add(clauses, bmgr.and(body), at(c, m, main.rep().entry(), SsaMap.EMPTY,
        Ghosts.initial(imgr, counterKeys, flags), SsaMap.EMPTY));
  }

  private static boolean isBad(Stmt s) {
    return s instanceof Stmt.Error err
        && (!err.boundReached() || err.stopsThread());
  }

  /** A block's steps; {@code relaxed.get(k)}: step k's guard is left out (a relaxed loop exit). */
  private record Path(List<Transition> steps, BitSet relaxed, SsaMap after) {
    /**
     * The first {@code k} steps, each without undefined behaviour. Why that is sound: a run that
     * reaches an error or undefined behaviour has a first such event, and the run before it has
     * neither, so the invariants need only cover runs free of both — provided the undefined
     * behaviour of every step is a query of some variant that a proof needs ({@link
     * ThreadModular#check} proves only when the error and the undefined-behaviour queries are
     * both unreachable). Steps of other instances (interference) are covered by the same
     * argument. It spares the solver the states after an out-of-bounds access, e.g. a write
     * through a pointer that might hit any object its points-to set names.
     */
    BooleanFormula upTo(BooleanFormulaManager bmgr, int k) {
      List<BooleanFormula> fs = new ArrayList<>();
      for (int i = 0; i < k; i++) {
        Transition t = steps.get(i);
        fs.add(relaxed.get(i) ? bmgr.and(t.definitions(), t.update()) : t.formula(bmgr));
        if (t.mayBeUndefined()) fs.add(bmgr.not(t.undefined()));
      }
      return bmgr.and(fs);
    }
  }

  /** Encodes {@code b}; its last edge as {@code last} (e.g. without the child's parameter). */
  private Path path(ClauseEncoder.Clause c, Blocks.Block b, Edge last) {
    List<Transition> ts = new ArrayList<>();
    BitSet relaxed = new BitSet();
    SsaMap ssa = SsaMap.EMPTY;
    for (int k = 0; k < b.edges().size(); k++) {
      Edge e = k == b.edges().size() - 1 ? last : b.edges().get(k);
      if (isBad(e.stmt())) break;
      Transition t = c.step(e, ssa);
      if (variant.relaxLoopExits() && relaxedExits.contains(b.edges().get(k).id())) relaxed.set(k);
      ts.add(t);
      ssa = t.after();
    }
    return new Path(ts, relaxed, ssa);
  }

  private static String where(Edge e) {
    return e.pos() == null ? "T" + e.thread() + ":" + e.source() : e.pos().toString();
  }

  /** Undefined behaviour of any step of the path is a query. */
  private void undefined(BooleanFormula pre, Blocks.Block b, Path p) {
    for (int k = 0; k < p.steps().size(); k++) {
      Transition t = p.steps().get(k);
      if (t.mayBeUndefined()) {
        if (variant.undefinedQueries()) {
          add(queries, bmgr.and(pre, p.upTo(bmgr, k), t.definitions(), t.undefined()), bmgr.makeFalse());
          queryNames.add("undefined behaviour at " + where(b.edges().get(k)));
        }
      }
    }
  }

  private void ownBlock(Templates.Template t, Blocks.Block b) {
    Inst i = new Inst(t, false, enc.intVariable("self_a"));
    ClauseEncoder.Clause c = clause(i);
    Ghosts g = ghostVariables();
    Edge last = b.last();
    BooleanFormula pre = bmgr.and(at(c, i, b.source(), SsaMap.EMPTY, g, SsaMap.EMPTY),
        facts(c, i, b.source(), g), g.nonNegative(bmgr), atomGuard(i, b.edges().get(0), g));
    Path p = path(c, b, withoutChildParam(last));
    undefined(pre, b, p);
    if (isBad(last.stmt())) {
      if (variant.errorQueries()) {
        add(queries, bmgr.and(pre, p.upTo(bmgr, p.steps().size())), bmgr.makeFalse());
        queryNames.add(last.stmt() + " at " + where(last));
      }
      return;
    }
    if (!writesOnly(p.after(), i.locals(escaped))) {
      refused = "edge " + last + " writes state outside the shared state and its thread's locals";
      return;
    }
    Ghosts post = after(i, b, g);
    if (!t.rep().isFinal(b.target())) { // an exited instance does nothing more
      BooleanFormula head = at(c, i, b.target(), p.after(), post, p.after());
      add(clauses, bmgr.and(pre, p.upTo(bmgr, p.steps().size())), head);
    }
    Templates.Spawn spawn = templates.spawns().get(last);
    if (spawn != null) spawn(t, b, spawn);
  }

  /** A Create edge without its write of the child's parameter (the new instance gets it). */
  private static Edge withoutChildParam(Edge e) {
    if (e.stmt() instanceof Stmt.Create cr && cr.childParam() != null) {
      return new Edge(e.id(), e.thread(), e.source(), e.target(),
          new Stmt.Create(cr.child(), cr.handle(), cr.arg(), null), e.pos(), e.text());
    }
    return e;
  }

  /** The new instance of a spawn: its initial locals and the start argument, at its entry. */
  private void spawn(Templates.Template t, Blocks.Block b, Templates.Spawn spawn) {
    Inst i = new Inst(t, false, enc.intVariable("self_a"));
    Inst n = new Inst(spawn.template(), false, enc.intVariable("self_new"));
    ClauseEncoder.Clause c = clause(i);
    Ghosts g = ghostVariables();
    Ghosts post = after(i, b, g);
    Edge e = b.last();
    int entry = spawn.template().rep().entry();
    BooleanFormula pre = bmgr.and(at(c, i, b.source(), SsaMap.EMPTY, g, SsaMap.EMPTY),
        facts(c, i, b.source(), g), g.nonNegative(bmgr), atomGuard(i, b.edges().get(0), g),
        imgr.greaterOrEquals((IntegerFormula) n.self(), imgr.makeNumber(1)));
    Stmt.Create cr = spawn.create();
    Edge start = new Edge(e.id(), e.thread(), e.source(), e.target(),
        new Stmt.Create(cr.child(), null, cr.arg(), spawn.template().param()), e.pos(), e.text());
    Path p = path(c, b, start);
    SsaMap after = p.after();
    List<BooleanFormula> init = new ArrayList<>();
    for (MemoryObject o : n.locals(escaped)) {
      if (o.equals(spawn.template().param())) continue;
      after = after.fresh(o);
      init.add(c.initial(o, after));
    }
    BooleanFormula head = at(c, n, entry, p.after(), post, after);
    add(clauses, bmgr.and(pre, p.upTo(bmgr, p.steps().size()), bmgr.and(init)), head);
  }

  /** Does the step write only shared objects and {@code locals}? */
  private boolean writesOnly(SsaMap after, List<MemoryObject> locals) {
    Set<Integer> allowed = new LinkedHashSet<>(sharedIds);
    for (MemoryObject o : locals) allowed.add(o.id());
    for (Integer id : after.currentIndices().keySet()) if (!allowed.contains(id)) return false;
    return true;
  }

  private boolean writesShared(SsaMap after) {
    for (Integer id : after.currentIndices().keySet()) if (sharedIds.contains(id)) return true;
    return false;
  }

  /**
   * Block {@code b} of instance {@code u} seen by every instance of {@code observer} at each kept
   * location. Observers inside an atomic section are left out: no other instance moves then (the
   * clause's body would say atom is both instances' id + 1).
   */
  private void interference(Templates.Template observer, Templates.Template u, boolean otherCopy,
      Blocks.Block b) {
    Edge last = b.last();
    if (isBad(last.stmt())) return;
    Inst o = new Inst(observer, false, enc.intVariable("self_a"));
    Inst i = new Inst(u, otherCopy, enc.intVariable("self_b"));
    ClauseEncoder.Clause c = clause(o, i);
    Path p = path(c, b, withoutChildParam(last));
    Ghosts g = ghostVariables();
    Ghosts post = after(i, b, g);
    if (!writesShared(p.after()) && post.args().equals(g.args())) return;
    List<BooleanFormula> distinct = new ArrayList<>();
    if (!observer.isMain() && !u.isMain()) {
      distinct.add(bmgr.not(imgr.equal((IntegerFormula) o.self(), (IntegerFormula) i.self())));
    }
    BooleanFormula step = bmgr.and(at(c, i, b.source(), SsaMap.EMPTY, g, SsaMap.EMPTY),
        facts(c, i, b.source(), g), g.nonNegative(bmgr), bmgr.and(distinct),
        atomGuard(i, b.edges().get(0), g), p.upTo(bmgr, p.steps().size()));
    BitSet kept = blocks.of(observer.rep()).kept();
    for (int l = kept.nextSetBit(0); l >= 0; l = kept.nextSetBit(l + 1)) {
      if (observer.rep().isFinal(l) || observer.rep().atomicLocations().contains(l)) continue;
      BooleanFormula body = bmgr.and(at(c, o, l, SsaMap.EMPTY, g, SsaMap.EMPTY), facts(c, o, l, g), step);
      IntegerFormula here = g.count(observer.index(), l);
      if (here != null && observer == u && l == b.source()) {
        body = bmgr.and(body, imgr.greaterOrEquals(here, imgr.makeNumber(2))); // two instances there
      }
      add(clauses, body, at(c, o, l, p.after(), post, SsaMap.EMPTY));
    }
  }
}
