package org.spindle.frontend.lower;

import org.junit.jupiter.api.Test;

class ScratchTest {
  @Test
  void show() throws Exception {
    String src = java.nio.file.Files.readString(java.nio.file.Path.of("/tmp/scratch.c"));
    System.out.println(LowerSupport.dump(LowerSupport.lower(src)));
  }
}
