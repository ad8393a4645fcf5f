package org.spindle.program.analysis;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Interchangeable thread instances (issue 17 §3, D54): groups of instances whose CFAs are equal up
 * to the renaming of their own locals, and the memory that holds thread ids, which a permutation
 * of a group's instances must rename along with their locations, statuses and locals.
 *
 * <p>A permutation of one group's instances, applied to a state (locations, statuses and locals
 * swapped; thread-id values in {@link #handleObjects} and owner ids in {@link #mutexObjects}
 * renamed), maps transitions to transitions, errors to errors, deadlocks to deadlocks and
 * undefined behaviour to undefined behaviour, provided that:
 * <ul>
 *   <li>the instances run the same CFA on their own locals ({@link #alike});
 *   <li>no local of a member has its address taken (a pointer to it would need renaming too);
 *   <li>thread ids live only in the handle cells written by Create (read only by Join, written by
 *       nothing but Create and Havoc: any value a Havoc writes it may as well write renamed) and in
 *       mutex cells (owner id + 1, written only by Lock, Unlock and the constant 0 of
 *       pthread_mutex_init). No expression of the program model yields the running thread's id:
 *       {@code pthread_self} is lowered to the instance's own id as a constant (D57), and
 *       instances with different constants are not alike.
 * </ul>
 * Where the last condition fails the program has no groups at all ({@link #refused}).
 */
public final class InstanceSymmetry {
  /** No groups. */
  public static final InstanceSymmetry NONE =
      new InstanceSymmetry(ImmutableList.of(), ImmutableSet.of(), ImmutableSet.of(), false, null);

  private final ImmutableList<ImmutableList<Integer>> groups;
  private final ImmutableSet<MemLoc> handleCells;
  private final ImmutableSet<MemLoc> mutexCells;
  private final boolean havocked;
  private final String refused;

  private InstanceSymmetry(ImmutableList<ImmutableList<Integer>> groups,
      ImmutableSet<MemLoc> handleCells, ImmutableSet<MemLoc> mutexCells, boolean havocked,
      String refused) {
    this.groups = groups;
    this.handleCells = handleCells;
    this.mutexCells = mutexCells;
    this.havocked = havocked;
    this.refused = refused;
  }

  /**
   * True if a Havoc or HavocObject may write a handle or mutex cell: its value (drawn from the
   * inputs) may be any thread id, so a search with restricted inputs is symmetric only if their
   * range holds every thread id and every id + 1.
   */
  public boolean havocked() {
    return havocked;
  }

  /** Groups of at least two interchangeable instances (thread ids, ascending). */
  public ImmutableList<ImmutableList<Integer>> groups() {
    return groups;
  }

  /** Cells that hold thread ids (pthread_t handles). */
  public ImmutableSet<MemLoc> handleCells() {
    return handleCells;
  }

  /** Cells that hold a mutex owner's id + 1 (0: free). */
  public ImmutableSet<MemLoc> mutexCells() {
    return mutexCells;
  }

  /**
   * True if an instance of {@code group} can exit: some final location is reachable in its CFA
   * other than through an error (which ends the run).
   * A join of an instance that cannot exit blocks forever whichever instance it names, so handles
   * need not name instances of such a group apart.
   */
  public static boolean mayExit(Program program, List<Integer> group) {
    ThreadCfa t = program.thread(group.get(0));
    boolean[] seen = new boolean[t.locationCount()];
    java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>(List.of(t.entry()));
    seen[t.entry()] = true;
    while (!todo.isEmpty()) {
      int l = todo.poll();
      if (t.isFinal(l)) return true;
      for (Edge e : t.outgoing(l)) {
        if (e.stmt() instanceof Stmt.ThreadExit || e.stmt() instanceof Stmt.Terminate) return true;
        // an error ends the run (a bound edge creates a dormant thread and goes on)
        if (e.stmt() instanceof Stmt.Error err && !err.boundReached()) continue;
        if (!seen[e.target()]) {
          seen[e.target()] = true;
          todo.add(e.target());
        }
      }
    }
    return false;
  }

  /** Why the program has no groups although some instances are alike; null otherwise. */
  public String refused() {
    return refused;
  }

  public static InstanceSymmetry of(Program program) {
    return of(program, ProgramFacts.of(program));
  }

  public static InstanceSymmetry of(Program program, ProgramFacts facts) {
    List<ImmutableList<Integer>> groups = groups(program);
    if (groups.isEmpty()) return NONE;
    PointsTo pointsTo = facts.pointsTo();
    Set<MemLoc> handles = new HashSet<>();
    Set<MemLoc> mutexes = new HashSet<>();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (e.stmt() instanceof Stmt.Create c && c.handle() != null) {
          handles.addAll(AccessSets.locationsOf(c.handle(), pointsTo));
        } else if (e.stmt() instanceof Stmt.Lock l) {
          mutexes.addAll(AccessSets.locationsOf(l.mutex(), pointsTo));
        } else if (e.stmt() instanceof Stmt.Unlock u) {
          mutexes.addAll(AccessSets.locationsOf(u.mutex(), pointsTo));
        }
      }
    }
    boolean havocked = false;
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        AccessSets access = facts.access(e);
        String why = misuse(e, access, handles, mutexes);
        if (why != null) {
          return new InstanceSymmetry(ImmutableList.of(), ImmutableSet.of(), ImmutableSet.of(), false, why);
        }
        if ((e.stmt() instanceof Stmt.Havoc || e.stmt() instanceof Stmt.HavocObject)
            && access.writes().stream().anyMatch(l -> touches(l, handles) || touches(l, mutexes))) {
          havocked = true;
        }
      }
    }
    return new InstanceSymmetry(ImmutableList.copyOf(groups), ImmutableSet.copyOf(handles),
        ImmutableSet.copyOf(mutexes), havocked, null);
  }

  /** Why edge {@code e} uses thread ids other than as the class comment allows; null if it does not. */
  private static String misuse(Edge e, AccessSets a, Set<MemLoc> handles, Set<MemLoc> mutexes) {
    Stmt s = e.stmt();
    boolean sync = s instanceof Stmt.Lock || s instanceof Stmt.Unlock;
    boolean zeroInit = s instanceof Stmt.Assign as && as.value() instanceof Expr.Const k && k.value() == 0;
    boolean havoc = s instanceof Stmt.Havoc || s instanceof Stmt.HavocObject;
    for (MemLoc l : a.writes()) {
      if (touches(l, handles) && !(s instanceof Stmt.Create || havoc)) {
        return "a thread handle written at " + e.pos();
      }
      if (touches(l, mutexes) && !(sync || zeroInit || havoc)) return "a mutex written at " + e.pos();
    }
    for (MemLoc l : a.reads()) {
      if (touches(l, handles) && !(s instanceof Stmt.Join)) return "a thread handle read at " + e.pos();
      if (touches(l, mutexes) && !sync) return "a mutex read at " + e.pos();
    }
    return null;
  }

  private static boolean touches(MemLoc l, Set<MemLoc> cells) {
    for (MemLoc c : cells) if (MemLoc.mayAlias(l, c)) return true;
    return false;
  }

  /** Instances of one start routine alike with the routine's first instance, none address-taken. */
  private static List<ImmutableList<Integer>> groups(Program program) {
    Map<String, List<ThreadCfa>> byRoutine = new LinkedHashMap<>();
    for (ThreadCfa t : program.threads()) {
      if (t.id() != 0) byRoutine.computeIfAbsent(t.startRoutine(), r -> new ArrayList<>()).add(t);
    }
    List<ImmutableList<Integer>> out = new ArrayList<>();
    for (List<ThreadCfa> ts : byRoutine.values()) {
      List<Integer> g = new ArrayList<>();
      for (ThreadCfa t : ts) {
        if (t.locals().stream().anyMatch(MemoryObject::addressTaken)) continue;
        if (g.isEmpty() || alike(program.thread(g.get(0)), t) == null) g.add(t.id());
      }
      if (g.size() > 1) out.add(ImmutableList.copyOf(g));
    }
    return out;
  }

  /** Null if {@code b}'s CFA is {@code a}'s with {@code a}'s locals renamed to {@code b}'s; else why not. */
  public static String alike(ThreadCfa a, ThreadCfa b) {
    return alike(a, b, Set.of());
  }

  /**
   * As {@link #alike(ThreadCfa, ThreadCfa)}, except that two edges that both write a constant,
   * in-bounds cell of one object in {@code writeOnly} (objects no edge of the program reads) the
   * same value count as alike even if the cells differ: such writes change nothing any step
   * observes (e.g. each instance's own slot of {@code __thread_result} when no join reads it).
   * Not for symmetry reduction, whose permutations must map states exactly.
   */
  public static String alike(ThreadCfa a, ThreadCfa b, Set<Integer> writeOnly) {
    if (a.locationCount() != b.locationCount() || a.edges().size() != b.edges().size()
        || a.locals().size() != b.locals().size() || a.entry() != b.entry()
        || !a.atomicLocations().equals(b.atomicLocations())) {
      return "different CFA shapes";
    }
    Map<MemoryObject, MemoryObject> rename = new HashMap<>();
    for (int i = 0; i < a.locals().size(); i++) rename.put(a.locals().get(i), b.locals().get(i));
    for (int i = 0; i < a.edges().size(); i++) {
      Edge x = a.edges().get(i);
      Edge y = b.edges().get(i);
      if (x.source() != y.source() || x.target() != y.target()
          || !same(x.stmt(), y.stmt(), rename) && !unobservedAlike(x.stmt(), y.stmt(), writeOnly, rename)) {
        return "edge " + x + " vs " + y;
      }
    }
    return null;
  }

  private static boolean unobservedAlike(Stmt x, Stmt y, Set<Integer> writeOnly, Map<MemoryObject, MemoryObject> rename) {
    return x instanceof Stmt.Assign ax && y instanceof Stmt.Assign ay && unobservedCell(ax.target(), writeOnly)
        && unobservedCell(ay.target(), writeOnly)
        && ((org.spindle.program.LValue.Cell) ax.target()).object().equals(((org.spindle.program.LValue.Cell) ay.target()).object())
        && same(ax.value(), ay.value(), rename);
  }

  private static boolean unobservedCell(org.spindle.program.LValue lv, Set<Integer> writeOnly) {
    return lv instanceof org.spindle.program.LValue.Cell c && writeOnly.contains(c.object().id())
        && c.index() instanceof Expr.Const k && k.value() >= 0 && k.value() < c.object().cellCount();
  }

  /**
   * Structural equality of program-model values (records, lists, constants) where an object of
   * {@code rename}'s key set must meet its image and every other object itself.
   */
  private static boolean same(Object x, Object y, Map<MemoryObject, MemoryObject> rename) {
    if (x == null || y == null) return x == y;
    if (x instanceof MemoryObject o) return y == rename.getOrDefault(o, o);
    if (x.getClass() != y.getClass()) return false;
    if (x instanceof List<?> l) {
      List<?> m = (List<?>) y;
      if (l.size() != m.size()) return false;
      for (int i = 0; i < l.size(); i++) if (!same(l.get(i), m.get(i), rename)) return false;
      return true;
    }
    if (x instanceof Record) {
      try {
        for (RecordComponent rc : x.getClass().getRecordComponents()) {
          if (!same(rc.getAccessor().invoke(x), rc.getAccessor().invoke(y), rename)) return false;
        }
        return true;
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }
    return x.equals(y);
  }
}
