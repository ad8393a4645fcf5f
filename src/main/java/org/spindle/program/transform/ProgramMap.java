package org.spindle.program.transform;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * A program rewritten by {@link LoopPurity} and {@link AwaitRewrite}, with what maps its runs back
 * to the original: edges of the original keep their ids (their statement may be restricted by a
 * conjoined condition, their locations may move into a new atomic section); {@code addedEdges}
 * (inserted assumes, atomic-section markers of awaits) have no counterpart; a new location
 * outside atomic sections stands for the original location {@code locationOrigins} names (key
 * {@code thread << 32 | location}). {@code pureBlocks}: the Assume edges PLP made that,
 * as the only edge of their location, fail only where the thread would complete a pure
 * iteration — the assumes it inserted, and the edge left where it removed the complementary one
 * (what lets {@link AwaitRewrite} turn them and the step before them into one await). {@code loops}: how many loops PLP blocked pure iterations of.
 */
public record ProgramMap(Program original, Program transformed, ImmutableSet<Integer> addedEdges,
    ImmutableMap<Long, Integer> locationOrigins, ImmutableSet<Integer> pureBlocks, int loops) {

  /** The untransformed program. */
  public static ProgramMap identity(Program p) {
    return new ProgramMap(p, p, ImmutableSet.of(), ImmutableMap.of(), ImmutableSet.of(), 0);
  }

  /** True if the transformation changed nothing. */
  public boolean isIdentity() {
    return original == transformed;
  }

  /** The original location a location of the transformed program stands for. */
  public int originalLocation(int thread, int location) {
    return locationOrigins.getOrDefault(key(thread, location), location);
  }

  static long key(int thread, int location) {
    return ((long) thread << 32) | (location & 0xffffffffL);
  }

  /**
   * The original steps that one step of the transformed program ({@code edgeIds}, in order) stands
   * for, in order: the added edges dropped, the edges of one original atomic section together, every
   * other original edge a step of its own (an await made of a load and an assume is a load step
   * followed by an assume step in the original).
   */
  public List<List<Integer>> originalSteps(List<Integer> edgeIds) {
    Map<Integer, Edge> orig = originalEdges();
    List<List<Integer>> out = new ArrayList<>();
    List<Integer> section = null;
    for (int id : edgeIds) {
      if (addedEdges.contains(id)) continue;
      Edge e = orig.get(id);
      if (e == null) throw new IllegalArgumentException("edge " + id + " is not in the original program");
      boolean inSection = e.stmt() instanceof Stmt.AtomicBegin
          || original.thread(e.thread()).atomicLocations().contains(e.source());
      if (!inSection) {
        out.add(List.of(id));
      } else {
        if (section == null) {
          section = new ArrayList<>();
          out.add(section);
        }
        section.add(id);
      }
    }
    return out;
  }

  private Map<Integer, Edge> originalEdges() {
    Map<Integer, Edge> m = new HashMap<>();
    for (ThreadCfa t : original.threads()) for (Edge e : t.edges()) m.put(e.id(), e);
    return m;
  }

  /** This map followed by one more rewrite of {@link #transformed} into {@code next}. */
  ProgramMap then(Program next, List<CfaEditor> editors, ImmutableSet<Integer> blocks, int moreLoops) {
    ImmutableSet.Builder<Integer> added = ImmutableSet.<Integer>builder().addAll(addedEdges);
    Map<Long, Integer> origins = new HashMap<>(locationOrigins);
    for (CfaEditor ed : editors) {
      added.addAll(ed.added);
      int th = ed.original().id();
      for (Map.Entry<Integer, Integer> o : ed.origins.entrySet()) {
        origins.put(key(th, o.getKey()), originalLocation(th, o.getValue()));
      }
    }
    ImmutableSet<Integer> ins = ImmutableSet.<Integer>builder().addAll(pureBlocks).addAll(blocks).build();
    return new ProgramMap(original, next, added.build(), ImmutableMap.copyOf(origins), ins, loops + moreLoops);
  }

  /** The threads of {@code p} with the edited ones replaced. */
  static Program rebuild(Program p, List<CfaEditor> editors) {
    ThreadCfa[] threads = p.threads().toArray(new ThreadCfa[0]);
    for (CfaEditor ed : editors) threads[ed.original().id()] = ed.build();
    return new Program(p.file(), p.dataModel(), ImmutableList.copyOf(threads), p.objects());
  }

  /** One more than the largest edge id of {@code p}. */
  static int nextEdgeId(Program p) {
    int n = 0;
    for (ThreadCfa t : p.threads()) for (Edge e : t.edges()) n = Math.max(n, e.id() + 1);
    return n;
  }
}
