package org.spindle.race;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.UnsupportedFeature;

/**
 * Reduces "a data race is reachable" to "an Error edge is reachable" (docs/decisions.md D36), so
 * that every engine checks {@code no-data-race} unchanged.
 *
 * <p><b>Encoding.</b> Shadow memory ({@link Shadows}) records which threads are about to access
 * which cell. At a location outside atomic sections whose edges make candidate accesses ({@link
 * RaceCandidates}) the thread first takes an <em>announce</em> step, an atomic section that (1)
 * goes to an Error edge if some announced access of another thread conflicts with one of them
 * (same cell, one writes) and (2) adds them to the shadow cells. Each original edge leaving the
 * location then runs in an atomic section that first retracts the announcement and then takes the
 * edge, so the announcement lasts exactly while the thread is about to make those accesses.
 * Atomic accesses (inside atomic sections, and the mutex cell of a lock or unlock) are never
 * announced: just before them, inside the same atomic step, a check goes to an Error edge if an
 * announced access of another thread conflicts. Original Error edges become Terminate: for this
 * property a failed assertion aborts the program. Original edges keep their ids; new edges get
 * ids above every original one, so a trace maps back by dropping them ({@link RaceTraces}).
 *
 * <p><b>Why a race of the original is reachable iff an Error edge of the result is.</b>
 * Projection: dropping the ghost steps and the shadow memory maps every run of the result onto a
 * run of the original (checks and announcements only read and write shadows and never block;
 * a wrapped edge runs exactly when the original edge could); conversely, running each announce
 * step right before the step it announces lifts every run of the original, ending with no
 * announcement pending. Invariant: shadow cell c holds, for every thread at an announced location,
 * its announced accesses to c whose guard held; a thread that checks has none pending itself
 * (checks come before its own announcement, after its retraction, or inside atomic sections).
 * Guards and addresses of announced accesses read only memory no other thread writes ({@link
 * RaceCandidates#stableFor}, else {@link UnsupportedFeature}), and the announcing thread does not
 * move, so an announcement stays exactly the accesses the thread is about to make.
 * <ul>
 *   <li>Sound: a check fails only if another thread t is at an announced location about to make a
 *       conflicting access (invariant) while the checking thread is about to make its own (its
 *       guard holds); at most one of them is atomic (t's is not). The projected state is
 *       reachable and a race state.
 *   <li>Complete: take a reachable race state with accesses a (thread t) and b (thread u) of one
 *       cell, one writing, b not atomic. Lift the run to it (nothing announced), let u announce b
 *       (its check fails, an Error, or it passes), then let t take its step: if a is not atomic,
 *       t's announce check sees b; if a is atomic, t's step follows the same path as in the
 *       original (checks and retractions change no original memory) up to a's check, which sees
 *       b. Only candidates are instrumented, and every racing access is a candidate.
 * </ul>
 */
public final class RaceInstrumentation {
  private RaceInstrumentation() {}

  /** The instrumented program; throws {@link UnsupportedFeature} for accesses it cannot encode. */
  public static Program instrument(Program p) {
    RaceCandidates cand = new RaceCandidates(p);
    Shadows shadows = new Shadows(p, cand.racyObjects());
    int nextId = 0;
    for (ThreadCfa t : p.threads()) for (Edge e : t.edges()) nextId = Math.max(nextId, e.id() + 1);
    int[] ids = {nextId};
    ImmutableList.Builder<ThreadCfa> threads = ImmutableList.builder();
    for (ThreadCfa t : p.threads()) threads.add(new ThreadRewriter(t, cand, shadows, ids).rewrite());
    return new Program(p.file(), p.dataModel(), threads.build(), shadows.objects());
  }

  /** Rebuilds one thread's CFA with announce, retract and check edges. */
  private static final class ThreadRewriter {
    private final ThreadCfa t;
    private final RaceCandidates cand;
    private final Shadows shadows;
    private final int[] nextId;
    private final List<Edge> edges = new ArrayList<>();
    private final List<SourcePos> locPos;
    private final Set<Integer> atomic;
    private int locations;

    ThreadRewriter(ThreadCfa t, RaceCandidates cand, Shadows shadows, int[] nextId) {
      this.t = t;
      this.cand = cand;
      this.shadows = shadows;
      this.nextId = nextId;
      this.locPos = new ArrayList<>(t.locationPos());
      this.atomic = new LinkedHashSet<>(t.atomicLocations());
      this.locations = t.locationCount();
    }

    ThreadCfa rewrite() {
      for (int l = 0; l < t.locationCount(); l++) {
        ImmutableList<Edge> outs = t.outgoing(l);
        if (outs.isEmpty()) continue;
        if (t.atomicLocations().contains(l)) insideSection(l, outs);
        else outsideSection(l, outs);
      }
      ImmutableListMultimap.Builder<Integer, Edge> out = ImmutableListMultimap.builder();
      for (Edge e : edges) out.put(e.source(), e);
      return new ThreadCfa(t.id(), t.name(), t.startRoutine(), t.entry(), locations,
          ImmutableList.copyOf(edges), out.build(), t.locals(), ImmutableSet.copyOf(atomic),
          ImmutableList.copyOf(locPos));
    }

    /** Inside an atomic section every access is atomic: check all edges' accesses, then go on. */
    private void insideSection(int l, List<Edge> outs) {
      Set<Shadows.Item> items = new LinkedHashSet<>();
      for (Edge e : outs) items.addAll(items(e, false));
      int from = items.isEmpty() ? l : check(l, items, l);
      for (Edge e : outs) edges.add(moved(e, from, e.target()));
    }

    private void outsideSection(int l, List<Edge> outs) {
      Set<Shadows.Item> announced = new LinkedHashSet<>();
      for (Edge e : outs) announced.addAll(items(e, true));
      if (announced.isEmpty()) {
        for (Edge e : outs) {
          List<Shadows.Item> sync = items(e, false);
          if (sync.isEmpty()) {
            edges.add(moved(e, e.source(), e.target()));
          } else {
            int a = begin(l, l);
            edges.add(moved(e, check(a, sync, l), end(l, e.target())));
          }
        }
        return;
      }
      for (Edge e : outs) {
        if (e.stmt() instanceof Stmt.AtomicBegin) {
          throw new UnsupportedFeature(e.pos(), "data-race check: an atomic section and a shared access leave one location");
        }
      }
      // announce: check, then add every access to the shadows
      int a = begin(l, l);
      a = check(a, announced, l);
      a = update(a, announced, +1, l);
      int ready = newLocation(l, false);
      edge(a, ready, new Stmt.AtomicEnd(), l, "race: announce end");
      for (Edge e : outs) {
        int r = begin(ready, l);
        r = update(r, announced, -1, l);
        List<Shadows.Item> sync = items(e, false);
        if (!sync.isEmpty()) r = check(r, sync, l);
        edges.add(moved(e, r, end(l, e.target())));
      }
    }

    /**
     * The shadow items of the candidate accesses of {@code e}: the non-atomic ones if {@code
     * announce}, else the atomic ones (every access inside a section, the mutex access of a
     * lock/unlock outside).
     */
    private List<Shadows.Item> items(Edge e, boolean announce) {
      boolean inSection = t.atomicLocations().contains(e.source());
      List<Shadows.Item> out = new ArrayList<>();
      for (StaticAccess a : cand.accesses(e)) {
        boolean isAtomic = inSection || a.sync();
        if (isAtomic == announce) continue;
        List<MemoryObject> targets = cand.racyTargets(e, a);
        if (targets.isEmpty()) continue;
        if (announce) requireStable(e, a);
        out.addAll(shadows.items(e, a, targets));
      }
      return out;
    }

    /** An announced access must stay the same while its thread waits (see the class comment). */
    private void requireStable(Edge e, StaticAccess a) {
      List<MemoryObject> read = new ArrayList<>(cand.objectsLocating(a.location()));
      if (a.guard() != null) read.addAll(cand.objectsRead(a.guard()));
      for (MemoryObject o : read) {
        if (!cand.stableFor(t.id(), o)) {
          throw new UnsupportedFeature(e.pos(), "data-race check: whether or where `" + e.text()
              + "` accesses memory depends on " + o.name() + ", which another thread may write");
        }
      }
    }

    /** From {@code from}: an Error edge if any item conflicts, else on to the returned location. */
    private int check(int from, Iterable<Shadows.Item> items, int at) {
      Expr any = null;
      List<String> what = new ArrayList<>();
      for (Shadows.Item i : items) {
        Expr c = Shadows.conflict(i);
        any = any == null ? c : new Expr.Binary(Expr.BinOp.LOR, any, c, org.spindle.program.ScalarType.BOOL);
        if (!what.contains(i.what())) what.add(i.what());
      }
      int bad = newLocation(at, true);
      int sink = newLocation(at, true);
      int ok = newLocation(at, true);
      edge(from, bad, new Stmt.Assume(any), at, "race: conflict");
      edge(bad, sink, new Stmt.Error("data race: " + String.join(", ", what)), at, "data race");
      edge(from, ok, new Stmt.Assume(StaticAccesses.not(any)), at, "race: no conflict");
      return ok;
    }

    /** Adds (+1) or retracts (-1) every item, each only if its guard holds. */
    private int update(int from, Iterable<Shadows.Item> items, int sign, int at) {
      String verb = sign > 0 ? "race: announce " : "race: retract ";
      for (Shadows.Item i : items) {
        int next = newLocation(at, true);
        Stmt set = new Stmt.Assign(i.cell(), Shadows.update(i, sign));
        if (i.guard() == null) {
          edge(from, next, set, at, verb + i.what());
        } else {
          int yes = newLocation(at, true);
          edge(from, yes, new Stmt.Assume(i.guard()), at, verb + "if");
          edge(yes, next, set, at, verb + i.what());
          edge(from, next, new Stmt.Assume(StaticAccesses.not(i.guard())), at, verb + "skip");
        }
        from = next;
      }
      return from;
    }

    private int begin(int from, int at) {
      int in = newLocation(at, true);
      edge(from, in, new Stmt.AtomicBegin(), at, "race: begin");
      return in;
    }

    /** A location inside a new section from which AtomicEnd leads to {@code target}. */
    private int end(int at, int target) {
      int last = newLocation(at, true);
      edge(last, target, new Stmt.AtomicEnd(), at, "race: end");
      return last;
    }

    /** Original edge {@code e} moved to {@code source -> target}; an Error becomes Terminate. */
    private Edge moved(Edge e, int source, int target) {
      Stmt s = e.stmt();
      if (s instanceof Stmt.Error err && !err.boundReached()) s = new Stmt.Terminate("abort");
      return new Edge(e.id(), t.id(), source, target, s, e.pos(), e.text());
    }

    private int newLocation(int like, boolean inSection) {
      int l = locations++;
      locPos.add(t.locationPos().get(like));
      if (inSection) atomic.add(l);
      return l;
    }

    private void edge(int from, int to, Stmt s, int at, String text) {
      edges.add(new Edge(nextId[0]++, t.id(), from, to, s, t.locationPos().get(at), text));
    }
  }
}
