package org.spindle.modular;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * The ghost state of the Horn clauses (D51), the same in every predicate: the owner of the atomic
 * section ({@code atom}: 0, or its instance's id + 1), the owner of every flag (an integer lock,
 * {@link HeldLocks}) and, with counting on, one counter per
 * location of every replicated template: how many of its instances are there (counter
 * abstraction). Counters make mutual exclusion through plain integer flags and counting arguments
 * expressible at level 1 (e.g. "the flag is 1 exactly when one instance is in its critical
 * section", "x is at most the number of instances that wrote it").
 */
final class Ghosts {
  /** A counter: instances of template {@code template} at {@code location}. */
  record Key(int template, int location) {}

  private final IntegerFormulaManager imgr;
  final IntegerFormula atom;
  private final ImmutableMap<Key, IntegerFormula> counts;
  /** Per flag (an integer lock, {@link HeldLocks}): its holder's id + 1, or 0. */
  private final ImmutableMap<Integer, IntegerFormula> owners;

  private Ghosts(IntegerFormulaManager imgr, IntegerFormula atom, ImmutableMap<Key, IntegerFormula> counts,
      ImmutableMap<Integer, IntegerFormula> owners) {
    this.imgr = imgr;
    this.atom = atom;
    this.counts = counts;
    this.owners = owners;
  }

  /** Fresh variables (one naming per clause). */
  static Ghosts variables(IntegerFormulaManager imgr, List<Key> keys, List<Integer> flags) {
    ImmutableMap.Builder<Key, IntegerFormula> b = ImmutableMap.builder();
    for (Key k : keys) b.put(k, imgr.makeVariable("n_" + k.template() + "_" + k.location()));
    ImmutableMap.Builder<Integer, IntegerFormula> o = ImmutableMap.builder();
    for (int f : flags) o.put(f, imgr.makeVariable("owner_" + f));
    return new Ghosts(imgr, imgr.makeVariable("atom"), b.build(), o.build());
  }

  /** The initial ghost state: no atomic section, no instance anywhere, no flag held. */
  static Ghosts initial(IntegerFormulaManager imgr, List<Key> keys, List<Integer> flags) {
    ImmutableMap.Builder<Key, IntegerFormula> b = ImmutableMap.builder();
    for (Key k : keys) b.put(k, imgr.makeNumber(0));
    ImmutableMap.Builder<Integer, IntegerFormula> o = ImmutableMap.builder();
    for (int f : flags) o.put(f, imgr.makeNumber(0));
    return new Ghosts(imgr, imgr.makeNumber(0), b.build(), o.build());
  }

  Ghosts withAtom(IntegerFormula a) {
    return new Ghosts(imgr, a, counts, owners);
  }

  /** Flag {@code flag} now held by the instance whose id + 1 is {@code v} (0: free). */
  Ghosts withOwner(int flag, IntegerFormula v) {
    if (!owners.containsKey(flag)) return this;
    Map<Integer, IntegerFormula> m = new LinkedHashMap<>(owners);
    m.put(flag, v);
    return new Ghosts(imgr, atom, counts, ImmutableMap.copyOf(m));
  }

  /** The owner ghost of {@code flag}, or null. */
  IntegerFormula owner(int flag) {
    return owners.get(flag);
  }

  /** One instance of {@code template} moved from {@code from} to {@code to}. */
  Ghosts moved(int template, int from, int to) {
    if (from == to) return this;
    return add(new Key(template, from), -1).add(new Key(template, to), 1);
  }

  /** A new instance of {@code template} at {@code entry}. */
  Ghosts spawned(int template, int entry) {
    return add(new Key(template, entry), 1);
  }

  private Ghosts add(Key k, long d) {
    IntegerFormula v = counts.get(k);
    if (v == null) return this;
    Map<Key, IntegerFormula> m = new LinkedHashMap<>(counts);
    m.put(k, imgr.add(v, imgr.makeNumber(d)));
    return new Ghosts(imgr, atom, ImmutableMap.copyOf(m), owners);
  }

  /** The counter of {@code template} at {@code location}, or null if not counted. */
  IntegerFormula count(int template, int location) {
    return counts.get(new Key(template, location));
  }

  /** The predicate arguments, in a fixed order. */
  List<Formula> args() {
    List<Formula> r = new ArrayList<>();
    r.add(atom);
    r.addAll(counts.values());
    r.addAll(owners.values());
    return r;
  }

  /** Every counter is at least 0 (an invariant of every state). */
  BooleanFormula nonNegative(BooleanFormulaManager bmgr) {
    List<BooleanFormula> fs = new ArrayList<>();
    for (IntegerFormula v : counts.values()) fs.add(imgr.greaterOrEquals(v, imgr.makeNumber(0)));
    return bmgr.and(fs);
  }

  static ImmutableList<Key> none() {
    return ImmutableList.of();
  }
}
