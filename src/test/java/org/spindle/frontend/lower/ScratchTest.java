package org.spindle.frontend.lower;

import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.CFrontend;
import org.spindle.program.DataModel;

/** Manual inspection aid: -Dscratch=file.c|file.i prints the lowered program. */
class ScratchTest {
  @Test
  void show() throws Exception {
    String f = System.getProperty("scratch");
    Assumptions.assumeTrue(f != null);
    if (f.endsWith(".i")) {
      System.out.println(LowerSupport.dump(Lowering.lower(CFrontend.parseFile(Path.of(f), DataModel.ILP32), DataModel.ILP32)));
    } else {
      System.out.println(LowerSupport.dump(LowerSupport.lower(java.nio.file.Files.readString(Path.of(f)))));
    }
  }
}
