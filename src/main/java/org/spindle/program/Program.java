package org.spindle.program;

import com.google.common.collect.ImmutableList;

/**
 * The program model: per-thread CFAs over a common memory. {@code objects} holds every memory
 * object (globals, every thread instance's locals, heap objects), indexed by {@link
 * MemoryObject#id()}. {@code threads.get(0)} is main.
 */
public record Program(
    String file,
    DataModel dataModel,
    ImmutableList<ThreadCfa> threads,
    ImmutableList<MemoryObject> objects) {

  public ThreadCfa thread(int id) {
    return threads.get(id);
  }

  public MemoryObject object(int id) {
    return objects.get(id);
  }

  /** The object whose address range holds {@code address}, or null. */
  public MemoryObject objectAt(long address) {
    for (MemoryObject o : objects) {
      if (o.addressTaken() && o.containsAddress(address)) return o;
    }
    return null;
  }

  public int edgeCount() {
    int n = 0;
    for (ThreadCfa t : threads) n += t.edges().size();
    return n;
  }
}
