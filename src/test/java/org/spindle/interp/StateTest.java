package org.spindle.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;

class StateTest {
  private static Program program() {
    TestPrograms b = new TestPrograms();
    b.global("x", TestPrograms.INT);
    b.array("a", TestPrograms.INT, 4);
    b.thread("main").then(new Stmt.Nop());
    return b.build();
  }

  @Test
  void copyOnWriteKeepsHashesAndSnapshotsConsistent() {
    State s = State.initial(program());
    MutableState m = s.toMutable();
    m.write(1, 2, 5);
    MutableState copy = m.copy(); // shares the written array: both must copy again on write
    State a = m.freeze();
    State b = copy.freeze();
    MutableState direct = s.toMutable();
    direct.write(1, 2, 5);
    State c = direct.freeze();
    assertEquals(a, c);
    assertEquals(a.hashCode(), c.hashCode());
    assertEquals(b, c);
    assertEquals(b.hashCode(), c.hashCode());

    copy.write(1, 2, 6);
    State d = copy.freeze();
    assertEquals(5, a.cell(1, 2), "snapshot unaffected by later writes of a copy");
    assertEquals(5, b.cell(1, 2), "snapshot unaffected by later writes of its own working copy");
    assertEquals(6, d.cell(1, 2));
    assertNotEquals(a, d);
    assertEquals(0, s.cell(1, 2), "initial state unaffected");

    m.write(1, 2, 0);
    State back = m.freeze();
    assertEquals(s, back);
    assertEquals(s.hashCode(), back.hashCode());
  }

  @Test
  void initialValuesAndStatuses() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x", TestPrograms.INT, 300);
    MemoryObject u = b.global("u", org.spindle.program.ScalarType.integer(8, false), -1);
    b.thread("main").then(new Stmt.Nop());
    b.thread("w").then(new Stmt.Nop());
    State s = State.initial(b.build());
    assertEquals(300, s.cell(x.id(), 0));
    assertEquals(255, s.cell(u.id(), 0), "initial values are wrapped to the cell type");
    assertEquals(ThreadStatus.RUNNING, s.status(0));
    assertEquals(ThreadStatus.NOT_STARTED, s.status(1));
  }
}
