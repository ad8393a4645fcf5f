package org.spindle.interp;

import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;
import org.spindle.program.transform.Exprs;
import org.spindle.program.transform.LocalLiveness;

/**
 * Dead-variable reduction for the explicit search (D54): maps a state to the same state with
 * every dead register zeroed. A register is a scalar local whose address is never taken, so only
 * its own thread accesses it, by name; it is dead at a location when every path from there writes
 * it before reading it ({@link LocalLiveness}). Two states that differ only in dead registers
 * reach the same outcomes (no run can observe the difference), so a search may keep one of them:
 * its stale values (a loop's last temporary, an assertion's condition) no longer split states.
 */
public final class DeadRegisters {
  /** Per thread, per location: ids of the registers dead there (null: none). */
  private final int[][][] dead;

  private DeadRegisters(int[][][] dead) {
    this.dead = dead;
  }

  public static DeadRegisters of(Program program) {
    int[][][] dead = new int[program.threads().size()][][];
    for (ThreadCfa t : program.threads()) {
      LocalLiveness live = LocalLiveness.of(t, program.objects());
      dead[t.id()] = new int[t.locationCount()][];
      for (int l = 0; l < t.locationCount(); l++) {
        int loc = l;
        int[] ids = t.locals().stream().filter(o -> Exprs.isRegister(o, t.id()) && !live.liveAt(loc, o))
            .mapToInt(MemoryObject::id).toArray();
        dead[t.id()][l] = ids.length == 0 ? null : ids;
      }
    }
    return new DeadRegisters(dead);
  }

  /** {@code s} with its dead registers zeroed and defined ({@code s} itself if they are). */
  public State zeroDead(State s) {
    long[][] mem = null;
    long[][] undef = null;
    int memSum = s.memSum;
    for (int t = 0; t < s.locs.length; t++) {
      int[] ids = dead[t][s.locs[t]];
      if (ids == null) continue;
      for (int o : ids) {
        if (s.mem[o][0] == 0 && s.undef[o] == null) continue;
        if (mem == null) {
          mem = s.mem.clone();
          undef = s.undef.clone();
        }
        memSum -= State.term(o, s.mem[o], s.undef[o]);
        mem[o] = ZERO;
        undef[o] = null;
        memSum += State.term(o, ZERO, null);
      }
    }
    return mem == null ? s : new State(s.locs, s.status, s.terminated, mem, undef, memSum, s.dormant);
  }

  /** The one-cell zero shared by all zeroed registers (states never write their arrays). */
  private static final long[] ZERO = {0};
}
