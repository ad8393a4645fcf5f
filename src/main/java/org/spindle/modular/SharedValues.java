package org.spindle.modular;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Set;
import org.spindle.program.MemoryObject;

/**
 * The value analysis' shared store between rounds (D62, {@link ValueAnalysis}'s class comment):
 * per shared object the join of everything published to it, and per unit what it ever wrote to the
 * tracked scalars, once-initialisations ({@link OnceWrites}) kept apart. Joins become widenings
 * with the analysis' thresholds once {@link #widening} is set; every growth marks the round as
 * {@link #changed}.
 */
final class SharedValues {
  private final Map<Integer, Cells> published = new HashMap<>();
  private final Map<Integer, Map<Integer, Cells>> written = new HashMap<>();
  private final Map<Integer, Map<Integer, Cells>> writtenOnce = new HashMap<>();
  private final NavigableSet<BigInteger> thresholds;
  private boolean changed;
  private boolean widening;

  SharedValues(NavigableSet<BigInteger> thresholds) {
    this.thresholds = thresholds;
  }

  /** Starts a round: nothing changed yet; joins widen from now on if {@code widen}. */
  void startRound(boolean widen) {
    changed = false;
    widening = widen;
  }

  /** Whether anything grew since the round started. */
  boolean changed() {
    return changed;
  }

  /** Marks the round as changed (for growth kept elsewhere, e.g. start arguments). */
  void markChanged() {
    changed = true;
  }

  boolean widening() {
    return widening;
  }

  /** Shared object {@code o} with its initial cells. */
  void add(MemoryObject o) {
    published.put(o.id(), Cells.initial(o));
  }

  /** Everything published to {@code o} so far (its initial value included). */
  Cells value(int o) {
    return published.get(o);
  }

  /** Joins {@code c} into what is published to {@code o}. */
  void publish(int o, Cells c) {
    Cells old = published.get(o);
    Cells merged = widening ? old.widen(c, thresholds) : old.join(c);
    if (!merged.equals(old)) {
      published.put(o, merged);
      changed = true;
    }
  }

  /** Joins {@code value} into what {@code unit} ever wrote to {@code o}. */
  void recordWrite(int unit, int o, Cells value) {
    record(written, unit, o, value);
  }

  /** Joins {@code value} into what {@code unit}'s once-initialisations wrote to {@code o}. */
  void recordOnceWrite(int unit, int o, Cells value) {
    record(writtenOnce, unit, o, value);
  }

  private void record(Map<Integer, Map<Integer, Cells>> into, int unit, int o, Cells value) {
    Map<Integer, Cells> w = into.computeIfAbsent(unit, k -> new HashMap<>());
    Cells old = w.get(o);
    Cells merged = old == null ? value : widening ? old.widen(value, thresholds) : old.join(value);
    if (!merged.equals(old)) {
      w.put(o, merged);
      changed = true;
    }
  }

  /**
   * What threads other than one instance of {@code unit} ever wrote to {@code o} (other instances
   * of a {@code replicated} unit count), or null if none; once-initialisations only if {@code
   * withOnce}.
   */
  Cells writtenByOthers(int unit, Set<Integer> replicated, int o, boolean withOnce) {
    Cells r = null;
    for (Map<Integer, Map<Integer, Cells>> from : withOnce ? List.of(written, writtenOnce) : List.of(written)) {
      for (Map.Entry<Integer, Map<Integer, Cells>> e : from.entrySet()) {
        if (e.getKey() == unit && !replicated.contains(unit)) continue;
        Cells c = e.getValue().get(o);
        if (c != null) r = r == null ? c : r.join(c);
      }
    }
    return r;
  }
}
