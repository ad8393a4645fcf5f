package org.spindle.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.interp.TestPrograms.INT;
import static org.spindle.interp.TestPrograms.add;
import static org.spindle.interp.TestPrograms.assign;
import static org.spindle.interp.TestPrograms.c;
import static org.spindle.interp.TestPrograms.ld;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;

class TracePrinterTest {
  @Test
  void rendersStepsValuesAndOutcome() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x", INT, 3);
    TestPrograms.T main = b.thread("main");
    MemoryObject y = main.local("y", INT);
    main.then(new Stmt.AtomicBegin()).then(assign(y, ld(x))).then(assign(x, add(ld(y), c(1))))
        .then(new Stmt.AtomicEnd());
    main.then(TestPrograms.havoc(y));
    main.line(40).assertThat(TestPrograms.ne(ld(y), c(7)));
    main.then(new Stmt.Nop());
    Program p = b.build();
    RunResult r = Runner.run(p, Scheduler.roundRobin(), InputSource.list(List.of(7L)), 100);
    String[] lines = TracePrinter.render(p, r).split("\n");
    assertEquals(6, lines.length, String.join("\n", lines));
    assertTrue(lines[0].contains("step") && lines[0].contains("thread"), lines[0]);
    assertTrue(lines[1].startsWith("    1  T0 main "), lines[1]);
    assertTrue(lines[1].contains(" test.c:2 "), lines[1]);
    assertTrue(lines[1].contains("atomic { y = x; x = (y + 1) }"), lines[1]);
    assertTrue(lines[1].endsWith("read x=3, y=3; wrote y=3, x=4"), lines[1]);
    assertTrue(lines[2].contains("y = nondet_i32()") && lines[2].endsWith("input 7; wrote y=7"), lines[2]);
    assertTrue(lines[3].endsWith("read y=7"), lines[3]);
    assertTrue(lines[4].contains("test.c:40") && lines[4].contains("error: reach_error()"), lines[4]);
    assertEquals("-> reach_error() reached at test.c:40", lines[5]);
  }
}
