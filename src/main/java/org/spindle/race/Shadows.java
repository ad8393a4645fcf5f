package org.spindle.race;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.program.DataModel;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;

/**
 * Shadow memory of the race instrumentation: one int object per object that may race, with one
 * cell per original cell, so cell i of the original is cell i of its shadow whatever the access
 * path (constant index, variable index, pointer). A shadow cell holds the announcements of the
 * threads about to access the original cell: readers count 1 each, a writer {@link #WRITER}.
 * Shadows are not address-taken: they are only ever accessed as cells of a known object.
 */
final class Shadows {
  /** The weight of a write announcement; more than any number of reading threads. */
  static final int WRITER = 1 << 16;

  /** One announcement or check: shadow cell {@code cell}, made when {@code guard} holds. */
  record Item(Expr guard, LValue.Cell cell, boolean write, String what) {}

  private final Map<Integer, MemoryObject> shadowOf = new HashMap<>();
  private final ImmutableList<MemoryObject> objects;
  private final ScalarType index;

  Shadows(Program p, Iterable<MemoryObject> racy) {
    DataModel dm = p.dataModel();
    this.index = ScalarType.integer(dm.pointerBytes() * 8, true);
    long next = 0x1000;
    for (MemoryObject o : p.objects()) next = Math.max(next, o.baseAddress() + o.cellCount());
    List<MemoryObject> all = new ArrayList<>(p.objects());
    List<MemoryObject> sorted = new ArrayList<>();
    racy.forEach(sorted::add);
    sorted.sort(Comparator.comparingInt(MemoryObject::id));
    for (MemoryObject o : sorted) {
      next = (next + 16 + 15) & ~15L;
      MemoryObject s = new MemoryObject(all.size(), "race_" + o.name(), MemoryObject.Region.GLOBAL, -1,
          ImmutableList.of(ScalarType.INT), o.cellCount(), next, true, false, ImmutableMap.of(),
          o.declaredAt());
      next += o.cellCount();
      all.add(s);
      shadowOf.put(o.id(), s);
    }
    this.objects = ImmutableList.copyOf(all);
  }

  /** The original objects followed by the shadows. */
  ImmutableList<MemoryObject> objects() {
    return objects;
  }

  /**
   * The shadow items of access {@code a} of {@code e} on its racy targets: a cell access maps to
   * the same index of the shadow; a dereference maps, per possible target, to the shadow cell at
   * the same offset, guarded by "the address lies in that target".
   */
  List<Item> items(Edge e, StaticAccess a, List<MemoryObject> targets) {
    List<Item> out = new ArrayList<>();
    String what = (a.write() ? "write of " : "read of ") + a.location() + " at " + e.pos().fileLine();
    if (a.location() instanceof LValue.Cell c) {
      if (!targets.isEmpty()) out.add(new Item(a.guard(), new LValue.Cell(shadowOf.get(c.object().id()),
          c.index(), ScalarType.INT), a.write(), what));
      return out;
    }
    Expr addr = ((LValue.Deref) a.location()).address();
    ScalarType pt = addr.type();
    for (MemoryObject o : targets) {
      Expr base = new Expr.Const(o.baseAddress(), pt);
      Expr inside = StaticAccesses.and(
          new Expr.Binary(Expr.BinOp.GE, addr, base, ScalarType.BOOL),
          new Expr.Binary(Expr.BinOp.LT, addr, new Expr.Const(o.baseAddress() + o.cellCount(), pt),
              ScalarType.BOOL));
      Expr cell = new Expr.Convert(new Expr.Binary(Expr.BinOp.SUB, addr, base, pt), index);
      out.add(new Item(StaticAccesses.and(a.guard(), inside),
          new LValue.Cell(shadowOf.get(o.id()), cell, ScalarType.INT), a.write(), what));
    }
    return out;
  }

  /** The condition under which item {@code i} conflicts with an announcement already made. */
  static Expr conflict(Item i) {
    Expr v = new Expr.Load(i.cell(), ScalarType.INT);
    Expr c = i.write()
        ? new Expr.Binary(Expr.BinOp.NE, v, new Expr.Const(0, ScalarType.INT), ScalarType.BOOL)
        : new Expr.Binary(Expr.BinOp.GE, v, new Expr.Const(WRITER, ScalarType.INT), ScalarType.BOOL);
    return StaticAccesses.and(i.guard(), c);
  }

  /** The new value of the shadow cell when item {@code i} is announced (+1) or retracted (-1). */
  static Expr update(Item i, int sign) {
    Expr v = new Expr.Load(i.cell(), ScalarType.INT);
    long w = (long) sign * (i.write() ? WRITER : 1);
    return new Expr.Binary(Expr.BinOp.ADD, v, new Expr.Const(w, ScalarType.INT), ScalarType.INT);
  }
}
