package org.spindle.program;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;

/**
 * Control-flow automaton of one thread instance. Thread 0 runs {@code main} and is started in the
 * initial state; other instances start when their {@link Stmt.Create} edge runs. A location with
 * no outgoing edge is final (the thread has exited).
 *
 * @param atomicLocations locations strictly inside an atomic section (after AtomicBegin, before
 *     the matching AtomicEnd)
 * @param sourceMap statement starts and branch outcomes by location (empty for CFAs not lowered
 *     from C)
 */
public record ThreadCfa(
    int id,
    String name,
    String startRoutine,
    int entry,
    int locationCount,
    ImmutableList<Edge> edges,
    ImmutableListMultimap<Integer, Edge> outgoing,
    ImmutableList<MemoryObject> locals,
    ImmutableSet<Integer> atomicLocations,
    ImmutableList<SourcePos> locationPos,
    SourceMap sourceMap) {

  public ThreadCfa(int id, String name, String startRoutine, int entry, int locationCount,
      ImmutableList<Edge> edges, ImmutableListMultimap<Integer, Edge> outgoing,
      ImmutableList<MemoryObject> locals, ImmutableSet<Integer> atomicLocations,
      ImmutableList<SourcePos> locationPos) {
    this(id, name, startRoutine, entry, locationCount, edges, outgoing, locals, atomicLocations,
        locationPos, SourceMap.EMPTY);
  }

  public ImmutableList<Edge> outgoing(int location) {
    return outgoing.get(location);
  }

  public boolean isFinal(int location) {
    return outgoing.get(location).isEmpty();
  }
}
