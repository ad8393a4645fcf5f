package org.spindle.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class CorrectnessTest {
  private static Correctness c(Expected e, Outcome o, boolean partialEngine) {
    return Correctness.classify(Optional.ofNullable(e), o, partialEngine);
  }

  @Test
  void agreementAndContradiction() {
    assertEquals(Correctness.CORRECT, c(Expected.SAFE, Outcome.SAFE, false));
    assertEquals(Correctness.CORRECT, c(Expected.UNSAFE, Outcome.UNSAFE, false));
    assertEquals(Correctness.WRONG, c(Expected.SAFE, Outcome.UNSAFE, false));
    assertEquals(Correctness.WRONG, c(Expected.UNSAFE, Outcome.SAFE, false));
  }

  @Test
  void noAnswerIsUnknownNeverCorrect() {
    for (Outcome o : new Outcome[] {Outcome.UNKNOWN, Outcome.TIMEOUT, Outcome.ERROR, Outcome.INPUT_ERROR}) {
      assertEquals(Correctness.UNKNOWN, c(Expected.SAFE, o, false), o.name());
      assertEquals(Correctness.UNKNOWN, c(Expected.UNSAFE, o, true), o.name());
    }
    assertEquals(Correctness.UNKNOWN, c(null, Outcome.SAFE, false));
  }

  @Test
  void partiallySafe() {
    // explore/verify cannot say PARTIALLY SAFE: the right answer for them is UNSAFE.
    assertEquals(Correctness.CORRECT, c(Expected.PARTIALLY_SAFE, Outcome.UNSAFE, false));
    assertEquals(Correctness.WRONG, c(Expected.PARTIALLY_SAFE, Outcome.SAFE, false));
    // An engine that can say it must say it.
    assertEquals(Correctness.CORRECT, c(Expected.PARTIALLY_SAFE, Outcome.PARTIALLY_SAFE, true));
    assertEquals(Correctness.WRONG, c(Expected.PARTIALLY_SAFE, Outcome.UNSAFE, true));
    assertEquals(Correctness.WRONG, c(Expected.SAFE, Outcome.PARTIALLY_SAFE, true));
    // an UNSAFE task says an error is reachable, not whether a safe schedule exists: not judged
    assertEquals(Correctness.UNKNOWN, c(Expected.UNSAFE, Outcome.PARTIALLY_SAFE, true));
    assertEquals(Correctness.WRONG, c(Expected.UNSAFE, Outcome.PARTIALLY_SAFE, false));
  }
}
