package org.spindle.semantics;

import org.spindle.program.DataModel;

/** Prints the gcc variant of one seed and Spindle's values (for debugging the fuzzer). */
public final class ShowMain {
  private ShowMain() {}

  public static void main(String[] args) throws Exception {
    if (args[0].equals("file")) { // ShowMain file PATH GLOBAL [ILP32|LP64]: cells of GLOBAL after a run
      String src = java.nio.file.Files.readString(java.nio.file.Path.of(args[1]));
      DataModel dm = args.length > 3 ? DataModel.valueOf(args[3]) : DataModel.LP64;
      System.out.println(String.join(" ", Oracle.spindle(src, dm, java.util.List.of(args[2]), null)));
      return;
    }
    if (args[0].equals("stats")) { // how much a batch of seeds actually compares
      int compared = 0;
      int nonzero = 0;
      int skipped = 0;
      for (long seed = 0; seed < 100; seed++) {
        for (String v : Oracle.spindle(ProgramGen.generate(seed, DataModel.LP64))) {
          if (v == null) skipped++;
          else if (v.equals("0")) compared++;
          else nonzero++;
        }
      }
      System.out.println("zero " + compared + " nonzero " + nonzero + " unmodelled " + skipped);
      return;
    }
    GenProgram g = ProgramGen.generate(Long.parseLong(args[0]), args.length > 1 ? DataModel.valueOf(args[1]) : DataModel.LP64);
    System.out.println(g.gccSource());
    System.out.println(Oracle.spindle(g));
  }
}
