package org.spindle.validate;

import java.util.Arrays;
import java.util.Map;
import org.spindle.interp.State;
import org.spindle.interp.ThreadStatus;

/**
 * Which thread instance each witness thread id stands for (D35). Witnesses number threads their
 * own way, so ids are bound as the run goes: by {@code createThread} to the thread the step
 * creates, otherwise by the first step an edge with that id matches. The map is injective: two
 * ids never name one instance. Immutable; part of the product state.
 */
final class Binding {
  private final int[] instance; // witness thread index -> instance, -1 = unbound

  private Binding(int[] instance) {
    this.instance = instance;
  }

  static Binding initial(int witnessThreads, Map<Integer, Integer> fixed) {
    int[] a = new int[witnessThreads];
    Arrays.fill(a, -1);
    fixed.forEach((w, t) -> a[w] = t);
    return new Binding(a);
  }

  /** The instance witness thread {@code w} is bound to, or -1. */
  int instance(int w) {
    return instance[w];
  }

  /** This binding extended so that {@code w} names {@code t} (w < 0: any thread), or null if it cannot. */
  Binding accept(int w, int t) {
    if (w < 0 || instance[w] == t) return this;
    if (instance[w] >= 0 || isBound(t)) return null;
    return with(w, t);
  }

  /**
   * This binding with {@code w} naming the thread {@code child} a step just created. An id whose
   * thread has exited may be reused (the format allows it once the old thread is gone).
   */
  Binding create(int w, int child, State before) {
    if (instance[w] == child) return this;
    if (instance[w] >= 0 && before.status(instance[w]) != ThreadStatus.EXITED) return null;
    if (isBound(child)) return null;
    return with(w, child);
  }

  private boolean isBound(int t) {
    for (int x : instance) if (x == t) return true;
    return false;
  }

  private Binding with(int w, int t) {
    int[] a = instance.clone();
    a[w] = t;
    return new Binding(a);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Binding b && Arrays.equals(instance, b.instance);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(instance);
  }

  @Override
  public String toString() {
    return Arrays.toString(instance);
  }
}
