package org.spindle.semantics;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import org.spindle.program.DataModel;

/** Bug hunting by hand: FuzzMain FIRST_SEED COUNT [ILP32|LP64]; prints problems, minimised. */
public final class FuzzMain {
  private FuzzMain() {}

  public static void main(String[] args) throws Exception {
    long first = Long.parseLong(args[0]);
    int count = Integer.parseInt(args[1]);
    DataModel dm = args.length > 2 ? DataModel.valueOf(args[2]) : DataModel.LP64;
    Path dir = Files.createTempDirectory("fuzz");
    Oracle o = new Oracle(dir);
    Map<Oracle.Kind, Integer> stats = new EnumMap<>(Oracle.Kind.class);
    for (long seed = first; seed < first + count; seed++) {
      GenProgram g = ProgramGen.generate(seed, dm);
      Oracle.Result r = o.check(g);
      stats.merge(r.kind(), 1, Integer::sum);
      if (r.kind() == Oracle.Kind.SAME) continue;
      if (r.kind() == Oracle.Kind.GCC_REJECTED && !r.detail().contains("error:")) {
        if (System.getenv("SHOW_UB") == null) continue;
      }
      System.out.println("=== seed " + seed + " " + r.kind() + ": " + r.detail());
      if (r.kind() == Oracle.Kind.DIFFERENT || r.kind() == Oracle.Kind.SPINDLE_FAILED) {
        if (System.getenv("NOMIN") != null) continue;
        o.minimise(g, r);
        System.out.println(o.check(g).detail());
        System.out.println(g.spindleSource());
      }
    }
    System.out.println("stats " + stats);
  }
}
