package org.spindle.program.transform;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Edits one thread's CFA for a transformation: edges keep their ids when their statement or
 * locations change, new edges get ids above every id of the program ({@code nextId}), new
 * locations are appended. It records what maps the result back: the new edges, and for each new
 * location outside atomic sections the location of the input it stands for.
 */
final class CfaEditor {
  private final ThreadCfa t;
  private final List<Edge> edges;
  private final List<SourcePos> locPos;
  private final Set<Integer> atomic;
  private final int[] nextId;
  private int locations;
  final Set<Integer> added = new LinkedHashSet<>();
  final Map<Integer, Integer> origins = new HashMap<>();

  CfaEditor(ThreadCfa t, int[] nextId) {
    this.t = t;
    this.edges = new ArrayList<>(t.edges());
    this.locPos = new ArrayList<>(t.locationPos());
    this.atomic = new LinkedHashSet<>(t.atomicLocations());
    this.nextId = nextId;
    this.locations = t.locationCount();
  }

  ThreadCfa original() {
    return t;
  }

  boolean isAtomic(int location) {
    return atomic.contains(location);
  }

  void setAtomic(int location) {
    atomic.add(location);
  }

  /** The current edge with this id. */
  Edge edge(int id) {
    for (Edge e : edges) if (e.id() == id) return e;
    throw new IllegalArgumentException("no edge " + id);
  }

  List<Edge> outgoing(int location) {
    List<Edge> out = new ArrayList<>();
    for (Edge e : edges) if (e.source() == location) out.add(e);
    return out;
  }

  List<Edge> incoming(int location) {
    List<Edge> in = new ArrayList<>();
    for (Edge e : edges) if (e.target() == location) in.add(e);
    return in;
  }

  /** A new location standing for {@code like} (its source position and, outside sections, its meaning). */
  int newLocation(int like, boolean inSection) {
    int l = locations++;
    locPos.add(locPos.get(like));
    if (inSection) atomic.add(l);
    else origins.put(l, origins.getOrDefault(like, like));
    return l;
  }

  /** Adds a new edge after every existing one leaving {@code source}. */
  Edge add(int source, int target, Stmt s, Edge like, String text) {
    Edge e = new Edge(nextId[0]++, t.id(), source, target, s, like.pos(), text);
    edges.add(e);
    added.add(e.id());
    return e;
  }

  /** Replaces the edge with {@code e}'s id by {@code e} (same position in the edge order). */
  void replace(Edge e) {
    for (int i = 0; i < edges.size(); i++) {
      if (edges.get(i).id() == e.id()) {
        edges.set(i, e);
        return;
      }
    }
    throw new IllegalArgumentException("no edge " + e.id());
  }

  void remove(Edge e) {
    edges.removeIf(x -> x.id() == e.id());
  }

  static Edge moved(Edge e, int source, int target) {
    return new Edge(e.id(), e.thread(), source, target, e.stmt(), e.pos(), e.text());
  }

  static Edge withStmt(Edge e, Stmt s) {
    return new Edge(e.id(), e.thread(), e.source(), e.target(), s, e.pos(), e.text());
  }

  ThreadCfa build() {
    ImmutableListMultimap.Builder<Integer, Edge> out = ImmutableListMultimap.builder();
    for (Edge e : edges) out.put(e.source(), e);
    return new ThreadCfa(t.id(), t.name(), t.startRoutine(), t.entry(), locations, ImmutableList.copyOf(edges),
        out.build(), t.locals(), ImmutableSet.copyOf(atomic), ImmutableList.copyOf(locPos), t.sourceMap());
  }
}
