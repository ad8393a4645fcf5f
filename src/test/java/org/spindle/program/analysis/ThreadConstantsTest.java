package org.spindle.program.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;
import org.spindle.task.ProgramLoader;

class ThreadConstantsTest {
  private static Program load(String name) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(Path.of("cprograms", name), null));
  }

  /** name -> constant at the final location of each thread (where every writer has run). */
  private static Map<String, Long> atExit(Program p) {
    ThreadConstants tc = ThreadConstants.of(p, ProgramFacts.of(p));
    Map<String, Long> r = new HashMap<>();
    for (ThreadCfa t : p.threads()) {
      for (int l = 0; l < t.locationCount(); l++) {
        if (!t.isFinal(l)) continue;
        tc.at(t.id(), l).forEach((id, v) -> r.put(p.object(id).name(), v));
      }
    }
    return r;
  }

  @Test
  void threadIdsFromConstantStartArguments() throws Exception {
    Program p = load("branching.c");
    Map<String, Long> c = atExit(p);
    assertEquals(0L, c.get("t1:thr::tid"));
    assertEquals(1L, c.get("t2:thr::tid"));
    assertEquals(2L, c.get("t3:thr::tid"));
    // v is assigned from the shared array: never a constant; main's loop counter changes.
    assertFalse(c.containsKey("t1:thr::v"));
    assertFalse(c.containsKey("main::i"));
  }
}
