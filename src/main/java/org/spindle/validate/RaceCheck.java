package org.spindle.validate;

import java.util.function.BiPredicate;
import org.spindle.explicit.State;
import org.spindle.explicit.Trace;
import org.spindle.explicit.Transition;

/**
 * Finds a data race in a concrete state (the no-data-race property, SV-COMP's definition: two
 * threads each about to access one memory location, at least one writing, not both atomically).
 * The seam to {@code org.spindle.race}: the validator needs only this question answered, on
 * concrete states of the explicit interpreter.
 */
interface RaceCheck {
  /**
   * A race in {@code s} between enabled steps of two threads that {@code pair} accepts (in either
   * order), or null. {@code prefix} is the run that reached {@code s} (it replays to it).
   */
  DataRace find(State s, Trace prefix, BiPredicate<Transition, Transition> pair);
}
