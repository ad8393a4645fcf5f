package org.spindle.impact;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Lets another thread stop a running {@link Impact} or the portfolio of {@code verify} (it does when
 * its explicit search decided first, D25; imc when its iterations end, D26). The stop goes through
 * {@link Limits#requestStop}, which ignores it once the run has finished (its solver contexts may
 * then be closing), and through the callbacks registered with {@link #onStop}. A stop requested
 * before the run starts takes effect when it does.
 */
public final class StopHandle {
  private String pending;
  private final List<Consumer<String>> callbacks = new ArrayList<>();

  void attach(Limits l) {
    onStop(l::requestStop);
  }

  /** Calls {@code r} with the reason when the run is stopped (at once if it already was). */
  public synchronized void onStop(Consumer<String> r) {
    if (pending != null) {
      r.accept(pending);
    } else {
      callbacks.add(r);
    }
  }

  /** Stops the run (it ends as UNKNOWN with this reason), if it is still going. */
  public synchronized void stop(String reason) {
    if (pending != null) return;
    pending = reason;
    for (Consumer<String> r : callbacks) r.accept(reason);
  }
}
