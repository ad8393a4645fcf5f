package org.spindle.frontend.lower;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;

/**
 * Hands out object ids and disjoint base addresses. Objects start 16-aligned at 0x1000 and are
 * separated by a gap of at least 16 cells, so NULL and one-past-the-end pointers never alias.
 * An id/address pair can be reserved before the object is built (global initializers may take the
 * address of globals declared later).
 */
final class MemoryAllocator {
  static final long MAX_OBJECTS = 2_000_000;

  record Slot(int id, long base, long cells) {}

  private final List<MemoryObject> objects = new ArrayList<>();
  /** The lowest object address; the addresses below it are NULL and function addresses (D48). */
  static final long FIRST_ADDRESS = 0x1000;
  private long next = FIRST_ADDRESS;

  Slot reserve(long cells, SourcePos pos) {
    if (objects.size() >= MAX_OBJECTS) throw new UnsupportedFeature(pos, "too many memory objects");
    long base = next;
    next = (base + cells + 16 + 15) & ~15L;
    objects.add(null);
    return new Slot(objects.size() - 1, base, cells);
  }

  MemoryObject build(Slot slot, String name, MemoryObject.Region region, int owner,
      List<ScalarType> layout, long count, boolean shared, boolean addressTaken,
      Map<Long, Long> initial, SourcePos pos) {
    if (layout.isEmpty()) throw new UnsupportedFeature(pos, "an object of an empty struct type (" + name + ")");
    if (layout.size() * count != slot.cells()) throw new IllegalStateException("slot size mismatch for " + name);
    MemoryObject o = new MemoryObject(slot.id(), name, region, owner, ImmutableList.copyOf(layout),
        count, slot.base(), shared, addressTaken, ImmutableMap.copyOf(initial), pos);
    objects.set(slot.id(), o);
    return o;
  }

  MemoryObject create(String name, MemoryObject.Region region, int owner, List<ScalarType> layout,
      long count, boolean shared, boolean addressTaken, Map<Long, Long> initial, SourcePos pos) {
    Slot s = reserve(layout.size() * count, pos);
    return build(s, name, region, owner, layout, count, shared, addressTaken, initial, pos);
  }

  ImmutableList<MemoryObject> objects() {
    for (MemoryObject o : objects) {
      if (o == null) throw new IllegalStateException("reserved object never built");
    }
    return ImmutableList.copyOf(objects);
  }
}
