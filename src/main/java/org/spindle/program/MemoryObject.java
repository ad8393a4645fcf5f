package org.spindle.program;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

/**
 * A memory object of the program model: a flat array of scalar cells. Scalars have one cell;
 * structs are flattened (nested structs and arrays inside structs too), so one element has
 * {@code layout.size()} cells; an array of {@code count} elements has {@code count *
 * layout.size()} cells. Cell {@code i} has type {@code layout.get(i % layout.size())}.
 *
 * <p>Pointers are cell addresses: the address of cell {@code i} is {@code baseAddress + i}.
 * Pointer arithmetic is therefore in cells, never bytes (casts that reinterpret memory are
 * unsupported). Base addresses of distinct objects are disjoint ranges with a gap, so one-past-the-
 * end pointers never alias another object; address 0 is NULL.
 *
 * @param owner -1 for globals and heap objects, else the id of the thread instance whose local it is
 * @param shared true if other threads may access it (globals, heap, escaped locals)
 * @param initialCells initial values of non-zero cells (globals are zero-initialised in C)
 */
public record MemoryObject(
    int id,
    String name,
    Region region,
    int owner,
    ImmutableList<ScalarType> layout,
    long count,
    long baseAddress,
    boolean shared,
    boolean addressTaken,
    ImmutableMap<Long, Long> initialCells,
    SourcePos declaredAt) {

  public enum Region { GLOBAL, LOCAL, HEAP, MUTEX_INTERNAL }

  public long cellCount() {
    return count * layout.size();
  }

  public ScalarType cellType(long cell) {
    return layout.get((int) (cell % layout.size()));
  }

  public boolean isScalar() {
    return cellCount() == 1;
  }

  public long initialValue(long cell) {
    return initialCells.getOrDefault(cell, 0L);
  }

  public boolean containsAddress(long address) {
    return address >= baseAddress && address < baseAddress + cellCount();
  }

  @Override
  public String toString() {
    return name;
  }

  // records compare all components; objects are identified by id.
  @Override
  public boolean equals(Object o) {
    return o instanceof MemoryObject m && m.id == id;
  }

  @Override
  public int hashCode() {
    return id;
  }
}
