package org.spindle.interp;

import com.google.common.collect.ImmutableList;

/** Collects the accesses of one step into an {@link Event}. */
final class EventRecorder implements Recorder {
  private final ImmutableList.Builder<Event.Access> accesses = ImmutableList.builder();

  @Override
  public void read(Evaluator.Loc location, long value) {
    accesses.add(new Event.Access(Event.Access.Kind.READ, location.describe(), value, type(location)));
  }

  @Override
  public void write(Evaluator.Loc location, long value) {
    accesses.add(new Event.Access(Event.Access.Kind.WRITE, location.describe(), value, type(location)));
  }

  @Override
  public void input(long value) {
    accesses.add(new Event.Access(Event.Access.Kind.INPUT, "", value));
  }

  private static org.spindle.program.ScalarType type(Evaluator.Loc l) {
    return l.object().cellType(l.cell());
  }

  Event toEvent(int step, Transition t) {
    return new Event(step, t.thread(), t.edges(), accesses.build());
  }
}
