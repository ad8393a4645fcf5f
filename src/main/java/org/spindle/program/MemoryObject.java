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
