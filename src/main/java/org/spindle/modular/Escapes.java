package org.spindle.modular;

import java.util.HashSet;
import java.util.Set;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.analysis.PointsTo;

/**
 * Locals whose address may reach another thread (D51). The frontend marks every local whose
 * address is taken as shared; the thread-modular clauses need to know which of them another
 * thread can really access. A local of thread t escapes when an object t does not own (a global,
 * a heap object, another thread's local, e.g. a started thread's parameter) or an escaping local
 * of t may hold a pointer into it, by {@link PointsTo} (which widens lost pointers to every
 * address-taken object, so a local reached by one counts as escaping). Everything else is only
 * ever accessed by its own thread, through its own pointers.
 */
final class Escapes {
  /** Objects with more cells than this count as holding pointers to every address-taken local. */
  static final long CELL_LIMIT = 1 << 16;

  private Escapes() {}

  /** Ids of the locals that escape. */
  static Set<Integer> of(Program program, PointsTo pointsTo) {
    Set<Integer> escaped = new HashSet<>();
    for (boolean changed = true; changed; ) {
      changed = false;
      for (MemoryObject holder : program.objects()) {
        boolean foreignHolder = holder.owner() < 0 || escaped.contains(holder.id());
        for (MemoryObject target : pointees(holder, pointsTo, program)) {
          if (target.owner() < 0 || escaped.contains(target.id())) continue;
          if (foreignHolder || holder.owner() != target.owner()) {
            escaped.add(target.id());
            changed = true;
          }
        }
      }
    }
    return escaped;
  }

  private static Set<MemoryObject> pointees(MemoryObject holder, PointsTo pointsTo, Program program) {
    Set<MemoryObject> r = new HashSet<>();
    if (holder.cellCount() > CELL_LIMIT) {
      r.addAll(pointsTo.addressTakenObjects());
      return r;
    }
    for (long c = 0; c < holder.cellCount(); c++) r.addAll(pointsTo.cellPointees(holder, c));
    return r;
  }
}
