package org.spindle.modular;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.interp.Interpreter;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.CfaLoops;
import org.spindle.program.analysis.PointsTo;
import org.spindle.program.analysis.ProgramFacts;

/**
 * Thread-modular value analysis (D62): an abstract interpretation with intervals that proves that
 * no error edge and no undefined behaviour is reachable, for any number of instances of each
 * thread template. Each thread (template) is analysed flow-sensitively over its own locals; the
 * shared state is one abstract value per object, the join of everything published to it, with
 * lock-based privatisation for objects that a set of mutexes protects (Miné 2011; Schwarz et al.,
 * "Improving thread-modular abstract interpretation", SAS 2021, the "protection" variant).
 *
 * <p><b>Why sound.</b> Let P(o) be the locks (disciplined mutexes and flags of {@link HeldLocks},
 * and the pseudo-lock {@link #ATOM} of atomic sections) that every thread surely holds at every
 * access of the shared object o, except main's accesses before it starts its first thread. A
 * thread that holds <em>some</em> lock of P(o) keeps its own copy of o (a <em>view</em>); when it
 * holds none any more, the view is published (joined into the shared value of o). A view taken
 * while holding only part of P(o) is <em>tentative</em>; at the step that makes the thread hold
 * all of P(o) a tentative view becomes the shared value joined with it, an exact view stays. Only
 * threads holding all of P(o) access o, so only exact views are read or written. Claim: an exact
 * view contains o's real value. It is exact since the thread last came to hold all of P(o) at time
 * c, holding some lock of P(o) ever since, so no other thread accessed o after c (it would need
 * that lock). At c, let the last write before c be by thread X at t (X held all of P(o)). If X is
 * this thread and it kept some lock of P(o) from t to c, its view was exact all along and was kept
 * (a join with it keeps its value); if it held none in between, it published the value then. If X
 * is another thread: this thread holds all of P(o) at c, so X released each of them after t and
 * none of them is X's at c; X held none at some moment between t and c and published its view,
 * exact since t, then. Either way the shared value or the kept view contains the value at c. Shared
 * objects that no lock protects are read as the join of all their values (initial, main's before
 * its first creation, every write of any thread). Sharper for scalars: once a thread has written
 * o or published its view of it (its <em>last value</em>), o holds that value until another thread
 * writes or publishes, so the thread reads, and takes fresh views from, the join of its last value
 * and everything the other threads (other instances of its own template included) ever write or
 * publish — without the initial value, which an earlier write replaced. A last value known on one
 * side of a merge only is dropped there. Views published without a write (tentative) count as
 * last values too: they contain the value o had then. Main before its first creation runs alone: it
 * sees every object exactly and publishes all of them when it starts the first thread.
 * Threads never block here (locks, joins and awaits only add runs), creations beyond a pool's
 * bound start another instance of the template (whose start argument joins the template's), so
 * the analysis covers every run with any number of instances; every operation the interpreter may
 * find undefined is checked over the ranges, and every error edge and allocation bound must be
 * unreachable: no alarm, no error, no undefined behaviour, so SAFE. An alarm proves nothing (the
 * engine never says UNSAFE).
 *
 * <p>The fixpoint: threads are analysed in rounds until the shared values and the templates'
 * start arguments stop growing (widened after {@link #WIDEN_AFTER} rounds); inside a thread,
 * widening at loop heads after {@link #WIDEN_AFTER} visits. The alarms of the last, stable round
 * are the answer.
 */
public final class ValueAnalysis {
  /** The pseudo-lock held inside atomic sections. */
  static final int ATOM = -1;
  static final int WIDEN_AFTER = 3;
  /** The most states kept apart at a location that is no loop head. */
  static final int DISJUNCTS = 6;
  private static final int MAX_ROUNDS = 1000;

  /** The analysis' answer: proved, or the first reasons it could not prove. */
  public record Result(boolean proved, String detail, int rounds, int units) {}

  private final Program program;
  private final PointsTo pointsTo;
  private final RangeEvaluator eval;
  private final Set<Integer> shared = new HashSet<>();
  private final Set<Integer> handlesOnly;
  private final Map<Integer, ValueRange> params = new HashMap<>();
  private final List<ThreadUnits.Unit> units = new ArrayList<>();
  /** The units and what starts them ({@link ThreadUnits}). */
  private ThreadUnits plan;
  /** Which locks protect which shared objects, and which are one thread's own ({@link SharingFacts}). */
  private SharingFacts facts;
  /** Bounds of shared counters that hold in every run ({@link CountingBounds}). */
  private Map<Integer, ValueRange> counting = Map.of();
  /** Widening thresholds: the constants the program's conditions compare with, and their neighbours. */
  private final java.util.TreeSet<BigInteger> thresholds = new java.util.TreeSet<>();
  /** What is published to the shared objects, and what each unit wrote to the tracked scalars. */
  private final SharedValues store = new SharedValues(thresholds);
  /** The unit being analysed. */
  private int current;
  /** The edge being analysed. */
  private Edge currentEdge;
  /** The thread of the unit being analysed, and while an edge's statement is evaluated its source (else -1). */
  private ThreadCfa currentThread;
  private int readingAt = -1;
  private final Set<String> alarms = new LinkedHashSet<>();

  /** What a {@link RangeState} reads from the analysis around it. */
  private final RangeState.Analysis context = new RangeState.Analysis() {
    @Override
    public Program program() {
      return program;
    }

    @Override
    public java.util.NavigableSet<BigInteger> thresholds() {
      return thresholds;
    }

    @Override
    public boolean isShared(int o) {
      return shared.contains(o);
    }

    @Override
    public Cells bounded(MemoryObject o, Cells c) {
      return counted(o, c);
    }

    @Override
    public Cells readShared(MemoryObject o, Cells c) {
      return lockWord(o, counted(o, c));
    }

    @Override
    public Cells published(int o) {
      return store.value(o);
    }

    @Override
    public Cells writtenByOthers(int o, boolean withOnce) {
      return store.writtenByOthers(current, plan.replicated(), o, withOnce);
    }
  };

  private ValueAnalysis(Program program) {
    this.program = program;
    this.pointsTo = ProgramFacts.of(program).pointsTo();
    this.eval = new RangeEvaluator(program, pointsTo);
    this.handlesOnly = SharedState.handlesOnly(program, pointsTo);
  }

  /** Analyses {@code program} within {@code budget} (null: no limit). */
  public static Result check(Program program, java.time.Duration budget) {
    ValueAnalysis a = new ValueAnalysis(program);
    a.deadline = budget == null ? Long.MAX_VALUE : System.nanoTime() + budget.toNanos();
    String refused = a.prepare();
    if (refused != null) return new Result(false, "refused: " + refused, 0, 0);
    try {
      return a.solve();
    } catch (OutOfTime e) {
      return new Result(false, "time limit of the value analysis reached", 0, a.units.size());
    }
  }

  private long deadline = Long.MAX_VALUE;

  /** Thrown when the time budget is spent (checked once per location visited). */
  private static final class OutOfTime extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OutOfTime() {
      super(null, null, false, false);
    }
  }

  /** Units, shared objects, protection; a reason if the program is out of scope, else null. */
  private String prepare() {
    Set<Integer> escaped = Escapes.of(program, pointsTo);
    for (MemoryObject o : program.objects()) {
      if (o.owner() < 0 || escaped.contains(o.id())) {
        shared.add(o.id());
        store.add(o);
      }
    }
    for (ThreadCfa t : program.threads()) {
      for (int l : CfaLoops.of(t).loopHeads()) {
        if (t.atomicLocations().contains(l)) return "an atomic section with a loop in " + t.name();
      }
      if (t.atomicLocations().size() >= Interpreter.ATOMIC_LIMIT) return "an atomic section too long";
    }
    ThreadUnits tu = ThreadUnits.of(program, shared);
    if (tu.refused() != null) return tu.refused();
    plan = tu;
    units.addAll(tu.units());
    Set<Integer> single = tu.single();
    Map<Integer, Integer> unitOfThread = tu.unitOfThread();
    facts = new SharingFacts(program, pointsTo, shared, unitOfThread, single);
    counting = CountingBounds.of(program, pointsTo, shared, t -> {
      Integer u = unitOfThread.get(t);
      return u != null && single.contains(u);
    });
    collectThresholds();
    return null;
  }

  private void collectThresholds() {
    thresholds.add(BigInteger.ZERO);
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (!(e.stmt() instanceof Stmt.Assume a)) continue;
        org.spindle.program.analysis.ExprWalker.forEachExpr(a.cond(), x -> {
          if (x instanceof Expr.Const k && !k.type().isFloat()) {
            BigInteger v = ValueRange.ofPattern(k.type(), k.value()).lo();
            thresholds.add(v.subtract(BigInteger.ONE));
            thresholds.add(v);
            thresholds.add(v.add(BigInteger.ONE));
          }
        });
      }
    }
  }

  private Result solve() {
    int round = 0;
    do {
      if (round++ >= MAX_ROUNDS) return new Result(false, "no fixpoint within " + MAX_ROUNDS + " rounds", round, units.size());
      store.startRound(round > WIDEN_AFTER);
      alarms.clear();
      for (ThreadUnits.Unit u : units) analyse(u);
    } while (store.changed());
    if (alarms.isEmpty()) {
      String scope = plan.anyNumber() ? "for any number of thread instances (" + units.size() + " thread templates"
          : "(" + units.size() + " threads";
      return new Result(true, "proved by thread-modular interval analysis " + scope + ", " + round + " rounds)",
          round, units.size());
    }
    List<String> first = new ArrayList<>(alarms).subList(0, Math.min(3, alarms.size()));
    return new Result(false, String.join("; ", first) + (alarms.size() > 3 ? "; ..." : ""), round, units.size());
  }

  /** One thread, over the current shared values. */
  private void analyse(ThreadUnits.Unit u) {
    current = u.key();
    ThreadCfa t = u.cfa();
    currentThread = t;
    int n = t.locationCount();
    // per location a few states whose union covers it (disjuncts: e.g. a CAS's success path with its
    // flag set and its failure path stay apart until a test of the flag); loop heads have one
    @SuppressWarnings("unchecked")
    List<RangeState>[] at = new List[n];
    int[] visits = new int[n];
    Set<Integer> heads = CfaLoops.of(t).loopHeads();
    at[t.entry()] = List.of(initial(u));
    Deque<Integer> work = new ArrayDeque<>();
    BitSet queued = new BitSet();
    work.add(t.entry());
    queued.set(t.entry());
    while (!work.isEmpty()) {
      int l = work.poll();
      queued.clear(l);
      if (System.nanoTime() > deadline) throw new OutOfTime();
      for (RangeState s : at[l]) {
        for (Edge e : t.outgoing(l)) {
          RangeState next = transfer(u, e, s);
          if (next == null) continue;
          int tg = e.target();
          if (t.isFinal(tg)) {
            publishAll(next);
            continue;
          }
          List<RangeState> merged = heads.contains(tg) ? mergeAtHead(t, tg, at[tg], next, ++visits[tg] > WIDEN_AFTER)
              : addDisjunct(t, tg, at[tg], next);
          if (merged == null) continue;
          at[tg] = merged;
          if (!queued.get(tg)) {
            queued.set(tg);
            work.add(tg);
          }
        }
      }
    }
  }

  /** At a loop head one state, joined (widened after {@link #WIDEN_AFTER} visits); null if unchanged. */
  private List<RangeState> mergeAtHead(ThreadCfa t, int loc, List<RangeState> old, RangeState next, boolean widen) {
    if (old == null) return List.of(next);
    RangeState merged = merge(t, loc, old.get(0), next, widen);
    return merged.equals(old.get(0)) ? null : List.of(merged);
  }

  /**
   * Elsewhere up to {@link #DISJUNCTS} states: a new one joins the list unless one there already
   * covers it; beyond that many the list collapses into their join. Null if unchanged.
   */
  private List<RangeState> addDisjunct(ThreadCfa t, int loc, List<RangeState> old, RangeState next) {
    if (old == null) return List.of(next);
    for (RangeState d : old) {
      if (d.concurrent == next.concurrent && d.joinState(next).equals(d)) return null;
    }
    List<RangeState> all = new ArrayList<>(old);
    all.add(next);
    if (all.size() <= DISJUNCTS) return all;
    RangeState j = all.get(0);
    for (int i = 1; i < all.size(); i++) j = merge(t, loc, j, all.get(i), false);
    return List.of(j);
  }

  private RangeState merge(ThreadCfa t, int loc, RangeState old, RangeState next, boolean widen) {
    boolean both = old.concurrent || next.concurrent;
    RangeState a = both ? aligned(t, old, loc) : old;
    RangeState b = both ? aligned(t, next, loc) : next;
    return widen ? a.widen(b) : a.joinState(b);
  }

  private RangeState initial(ThreadUnits.Unit u) {
    Map<Integer, Cells> own = new HashMap<>();
    for (MemoryObject o : u.cfa().locals()) {
      if (shared.contains(o.id())) continue;
      Cells c = Cells.initial(o);
      if (u.param() != null && o.id() == u.param().id()) {
        ValueRange v = params.get(u.key());
        c = v == null ? Cells.initial(o) : c.write(0, 0, v, true);
      }
      own.put(o.id(), c);
    }
    for (int o : facts.privateObjects(u.key())) own.put(o, Cells.initial(program.object(o)));
    boolean main = u.cfa().id() == 0;
    if (main) {
      // main runs alone before its first creation: every object as initialised
      for (int o : shared) own.put(o, Cells.initial(program.object(o)));
    }
    return new RangeState(context, !main, own, Set.of(), Map.of(), Set.of());
  }

  /** A state made concurrent (main's, merged with one after a creation) with the views of {@code loc}. */
  private RangeState aligned(ThreadCfa t, RangeState s, int loc) {
    if (s.concurrent) return s;
    return toConcurrent(t, s, loc);
  }

  private RangeState toConcurrent(ThreadCfa t, RangeState s, int loc) {
    // main's values are exact; it keeps those that no other thread can access after loc
    Set<Integer> keep = facts.partAt(t, loc);
    Map<Integer, Cells> own = new HashMap<>(s.own);
    Map<Integer, Cells> mine = new HashMap<>(s.mine);
    for (int o : shared) {
      Cells c = own.get(o);
      if (c == null || facts.isPrivate(t, o)) continue;
      publish(o, c);
      if (!keep.contains(o)) {
        own.remove(o);
        if (facts.tracksLastWrite(o)) mine.put(o, c); // main's value, exact when it starts the thread
      }
    }
    return new RangeState(context, true, own, Set.of(), mine, s.wrote);
  }

  /** {@code c} met with o's counting bound ({@link CountingBounds}: it holds in every run), if any. */
  private Cells counted(MemoryObject o, Cells c) {
    return met(o, c, counting.get(o.id()));
  }

  /** Scalar {@code o}'s cells {@code c} met with {@code b} (null: no bound); an empty meet keeps c. */
  private static Cells met(MemoryObject o, Cells c, ValueRange b) {
    if (b == null) return c;
    ValueRange m = c.read(0, 0, o.cellType(0)).meet(b);
    return m == null ? c : c.refine(0, m);
  }

  /**
   * {@code c} met with what test-and-set lock word {@code o} holds while the thread holds that lock
   * at the edge being evaluated ({@link TasLocks}: only set values, every release being the
   * holder's), if it does.
   */
  private Cells lockWord(MemoryObject o, Cells c) {
    return readingAt < 0 ? c : met(o, c, facts.lockWordWhileHeld(currentThread, readingAt, o.id()));
  }

  private void publish(int o, Cells c) {
    store.publish(o, c);
  }

  /**
   * A thread's end publishes its views; each also stays behind as the object's value until
   * another thread writes, so it counts as this thread's write (as at a release in {@link #views}).
   * Found by review: a thread ending inside an atomic section published its view of x without
   * recording it, and main, which had written x itself, read only its own value.
   */
  private void publishAll(RangeState s) {
    for (Map.Entry<Integer, Cells> e : s.own.entrySet()) {
      int o = e.getKey();
      if (!shared.contains(o)) continue;
      publish(o, e.getValue());
      if (s.concurrent && facts.tracksLastWrite(o) && !facts.isPrivate(currentThread, o)) recordWrite(o, e.getValue());
    }
  }

  /** The state after {@code e}, or null if it cannot be taken. */
  private RangeState transfer(ThreadUnits.Unit u, Edge e, RangeState s) {
    currentEdge = e;
    readingAt = e.source();
    try {
      return transferAt(u, e, s);
    } finally {
      readingAt = -1;
    }
  }

  private RangeState transferAt(ThreadUnits.Unit u, Edge e, RangeState s) {
    Stmt st = e.stmt();
    String where = e.pos() == null ? u.cfa().name() + ":" + e.source() : e.pos().toString();
    java.util.function.Consumer<String> alarm = m -> alarms.add(m + " at " + where);
    RangeState out = s;
    if (st instanceof Stmt.Assign a) {
      ValueRange v = eval.eval(a.value(), s, alarm);
      out = write(s, eval.resolve(a.target(), s, alarm), v);
    } else if (st instanceof Stmt.Assume a) {
      eval.eval(a.cond(), s, alarm);
      out = (RangeState) eval.refine(s, a.cond(), true);
    } else if (st instanceof Stmt.Havoc h) {
      out = write(s, eval.resolve(h.target(), s, alarm), ValueRange.top(h.type()));
    } else if (st instanceof Stmt.HavocObject h) {
      out = writeCells(s, h.object(), Cells.top(h.object()));
    } else if (st instanceof Stmt.Lock l) {
      out = write(s, eval.resolve(l.mutex(), s, alarm), new ValueRange(BigInteger.ONE,
          BigInteger.valueOf(program.threads().size())));
    } else if (st instanceof Stmt.Unlock l) {
      out = write(s, eval.resolve(l.mutex(), s, alarm), ValueRange.ZERO);
    } else if (st instanceof Stmt.Join j) {
      checkJoin(j, s, alarm);
    } else if (st instanceof Stmt.Create c) {
      out = spawn(e, s, alarm);
      if (c.handle() != null) out = write(out, eval.resolve(c.handle(), out, alarm), ValueRange.constant(c.child()));
    } else if (st instanceof Stmt.Error err) {
      if (!err.isThreadBound()) {
        alarms.add((err.boundReached() ? "reachable: " : "error reachable: ") + err.what() + " at " + where);
        return null;
      }
      out = spawn(e, s, alarm);
    } else if (st instanceof Stmt.ThreadExit || st instanceof Stmt.Terminate) {
      publishAll(s);
      return null;
    }
    if (out == null) return null;
    return views(u.cfa(), e, out);
  }

  /**
   * The views after {@code e} (see the class comment): a view is kept while the thread holds some
   * lock protecting its object and published when it holds none; one taken without holding every
   * lock is tentative (the shared value then) and becomes exact, joined with the shared value, when
   * the thread comes to hold them all.
   */
  private RangeState views(ThreadCfa t, Edge e, RangeState s) {
    if (!s.concurrent) {
      boolean starts = e.stmt() instanceof Stmt.Create || e.stmt() instanceof Stmt.Error;
      return starts ? toConcurrent(t, s, e.target()) : s;
    }
    Set<Integer> part = facts.partAt(t, e.target());
    Map<Integer, Cells> own = new HashMap<>(s.own);
    Set<Integer> tentative = new HashSet<>(s.tentative);
    Map<Integer, Cells> mine = new HashMap<>(s.mine);
    for (Map.Entry<Integer, Cells> v : s.own.entrySet()) {
      if (!shared.contains(v.getKey()) || part.contains(v.getKey()) || facts.isPrivate(t, v.getKey())) continue;
      own.remove(v.getKey());
      tentative.remove(v.getKey());
      publish(v.getKey(), v.getValue());
      if (facts.tracksLastWrite(v.getKey())) {
        // the value it leaves behind: o holds it until another thread writes
        recordWrite(v.getKey(), v.getValue());
        mine.put(v.getKey(), v.getValue());
      }
    }
    RangeState now = new RangeState(context, true, own, tentative, mine, s.wrote);
    for (int o : part) {
      if (own.containsKey(o)) continue;
      own.put(o, now.sharedValue(o));
      tentative.add(o);
    }
    Set<Integer> before = facts.allAt(t, e.source());
    for (int o : facts.allAt(t, e.target())) {
      if (before.contains(o) || !tentative.remove(o)) continue;
      own.put(o, now.sharedValue(o).join(own.get(o)));
    }
    RangeState r = new RangeState(context, true, own, tentative, mine, s.wrote);
    return r.equals(s) ? s : r;
  }

  /** A started instance: its start argument joins its unit's; the state goes on as after the edge. */
  private RangeState spawn(Edge e, RangeState s, java.util.function.Consumer<String> alarm) {
    ThreadUnits.Spawned sp = plan.spawnOf().get(e.id());
    if (sp == null) return s;
    int key = sp.unit();
    Stmt.Create c = sp.create();
    ValueRange arg = c.arg() == null ? ValueRange.ZERO : eval.eval(c.arg(), s, alarm);
    MemoryObject p = c.childParam();
    if (p == null) return s;
    arg = arg.convert(p.cellType(0));
    if (shared.contains(p.id())) {
      publish(p.id(), store.value(p.id()).write(0, 0, arg, false));
      return s;
    }
    ValueRange old = params.get(key);
    ValueRange merged = old == null ? arg : store.widening() ? old.widen(arg, p.cellType(0), thresholds) : old.join(arg);
    if (!merged.equals(old)) {
      params.put(key, merged);
      store.markChanged();
    }
    return s;
  }

  /** A join's handle must be a thread id or a dormant thread's handle (else undefined). */
  private void checkJoin(Stmt.Join j, RangeState s, java.util.function.Consumer<String> alarm) {
    ValueRange v = eval.eval(j.thread(), s, alarm);
    // D51's limit: handles loaded from objects that only ever hold creation handles
    Expr h = j.thread();
    while (h instanceof Expr.Convert c && c.type().isInteger() && c.type().bits() >= 32) h = c.operand();
    if (h instanceof Expr.Load l && l.location() instanceof org.spindle.program.LValue.Cell c
        && handlesOnly.contains(c.object().id())) {
      return;
    }
    boolean ids = v.nonNegative() && v.hi().compareTo(BigInteger.valueOf(program.threads().size() - 1)) <= 0;
    boolean dormant = v.isConstant() && v.lo().longValue() == Stmt.Error.DORMANT_HANDLE;
    if (!ids && !dormant) alarm.accept("a join of " + v + " may name no thread");
  }

  private RangeState write(RangeState s, List<RangeEvaluator.Target> ts, ValueRange v) {
    boolean strong = ts.size() == 1;
    Map<Integer, Cells> own = null;
    Map<Integer, Cells> mine = null;
    Set<Integer> wrote = null;
    boolean once = facts.isOnceWrite(currentEdge);
    for (RangeEvaluator.Target tg : ts) {
      MemoryObject o = tg.object();
      if (s.concurrent && !once && shared.contains(o.id()) && !s.wrote.contains(o.id())) {
        if (wrote == null) wrote = new HashSet<>(s.wrote);
        wrote.add(o.id());
      }
      if (s.own.containsKey(o.id())) {
        if (own == null) own = new HashMap<>(s.own);
        own.put(o.id(), own.get(o.id()).write(tg.from(), tg.to(), v, strong));
      } else if (shared.contains(o.id())) {
        Cells written = store.value(o.id()).write(tg.from(), tg.to(), v, false);
        publish(o.id(), written);
        if (s.concurrent && facts.tracksLastWrite(o.id())) {
          Cells value = Cells.initial(o).write(0, 0, v, true);
          // a once-initialisation precedes every other write: after a write of its own a thread never
          // reads it (sharedValue leaves it out only then)
          if (once) {
            store.recordOnceWrite(current, o.id(), value);
          } else {
            recordWrite(o.id(), value);
          }
          if (mine == null) mine = new HashMap<>(s.mine);
          Cells before = mine.get(o.id());
          if (strong) {
            mine.put(o.id(), value);
          } else if (before != null) {
            mine.put(o.id(), before.join(value));
          }
        }
      }
      // else: another thread's unshared local, which no pointer of this thread can reach
    }
    if (own == null && mine == null && wrote == null) return s;
    return new RangeState(context, s.concurrent, own == null ? s.own : own, s.tentative, mine == null ? s.mine : mine,
        wrote == null ? s.wrote : wrote);
  }

  /** Joins {@code value} into what the current unit ever wrote to {@code o}. */
  private void recordWrite(int o, Cells value) {
    store.recordWrite(current, o, value);
  }

  private RangeState writeCells(RangeState s, MemoryObject o, Cells c) {
    if (s.own.containsKey(o.id())) {
      Map<Integer, Cells> own = new HashMap<>(s.own);
      own.put(o.id(), c);
      return new RangeState(context, s.concurrent, own, s.tentative, s.mine, s.wrote);
    }
    if (!shared.contains(o.id())) return s;
    publish(o.id(), c);
    if (!s.concurrent || !facts.tracksLastWrite(o.id())) return s;
    recordWrite(o.id(), c);
    Map<Integer, Cells> mine = new HashMap<>(s.mine);
    mine.put(o.id(), c);
    return new RangeState(context, s.concurrent, s.own, s.tentative, mine, s.wrote);
  }
}
