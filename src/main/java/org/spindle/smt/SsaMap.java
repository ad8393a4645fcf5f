package org.spindle.smt;

import com.google.common.collect.ImmutableMap;
import java.util.HashMap;
import java.util.Map;
import org.spindle.program.MemoryObject;

/**
 * Immutable map from memory object to its current SSA index (absent = 0). It also remembers the
 * highest index ever handed out per object ({@code used}), so that two encodings branching from the
 * same map (e.g. {@code e1;e2} and {@code e2;e1} in {@link IndependenceCheck}) never reuse a name:
 * use {@link #branch(SsaMap)}. Equality is by current indices only.
 */
public final class SsaMap {
  public static final SsaMap EMPTY = new SsaMap(ImmutableMap.of(), ImmutableMap.of());

  private final ImmutableMap<Integer, Integer> current;
  private final ImmutableMap<Integer, Integer> used;

  private SsaMap(ImmutableMap<Integer, Integer> current, ImmutableMap<Integer, Integer> used) {
    this.current = current;
    this.used = used;
  }

  public int index(MemoryObject o) {
    return current.getOrDefault(o.id(), 0);
  }

  public int index(int objectId) {
    return current.getOrDefault(objectId, 0);
  }

  /** A map where {@code o} has a fresh index (higher than any index used for it so far). */
  public SsaMap fresh(MemoryObject o) {
    int next = Math.max(used.getOrDefault(o.id(), 0), index(o)) + 1;
    Map<Integer, Integer> c = new HashMap<>(current);
    c.put(o.id(), next);
    Map<Integer, Integer> u = new HashMap<>(used);
    u.put(o.id(), next);
    return new SsaMap(ImmutableMap.copyOf(c), ImmutableMap.copyOf(u));
  }

  /** This map's current indices, with the used-index high-water marks of {@code other} too. */
  public SsaMap branch(SsaMap other) {
    Map<Integer, Integer> u = new HashMap<>(used);
    other.used.forEach((k, v) -> u.merge(k, v, Math::max));
    return new SsaMap(current, ImmutableMap.copyOf(u));
  }

  /** Object ids whose current index is not 0. */
  public ImmutableMap<Integer, Integer> currentIndices() {
    return current;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SsaMap m && m.current.equals(current);
  }

  @Override
  public int hashCode() {
    return current.hashCode();
  }

  @Override
  public String toString() {
    return current.toString();
  }
}
