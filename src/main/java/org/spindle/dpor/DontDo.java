package org.spindle.dpor;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Transition;

/**
 * A don't-do sequence of ODPOR_cs (004 §3.1-3.2, Algorithm 1 lines 19-20 and 32; D42): a
 * sequence of events, each a thread with the transition it takes, whose execution from the node
 * it belongs to is known to reach a state already reached by an explored execution. Unlike the
 * paper, which names processes only, every step keeps its transition: a thread whose step has
 * another transition there (another nondet value) is not the event the check executed, so the
 * sequence no longer applies.
 */
record DontDo(ImmutableList<DontDo.Step> steps) {
  /** One event of a don't-do sequence. */
  record Step(int thread, Transition transition, StepFootprint footprint) {}

  DontDo {
    if (steps.isEmpty()) throw new IllegalArgumentException("empty don't-do sequence");
  }

  /**
   * Lines 19-20: the sequences E.p inherits from dnd(E) after p took {@code tr} with footprint
   * {@code fp}: those that begin with that event lose it (a sequence of one event is then used
   * up), those without a step of p whose every event p's event does not happen before stay
   * (judged by D38's conflicts, which order at least as much as observers do), the rest are
   * dropped.
   */
  static List<DontDo> inherit(List<DontDo> dnd, int p, Transition tr, StepFootprint fp) {
    List<DontDo> out = new ArrayList<>();
    for (DontDo d : dnd) {
      Step first = d.steps.get(0);
      if (first.thread == p) {
        if (d.steps.size() > 1 && first.transition.equals(tr)) out.add(new DontDo(d.steps.subList(1, d.steps.size())));
        continue;
      }
      boolean keep = true;
      for (Step s : d.steps) {
        if (s.thread == p || fp.conflicts(s.footprint) || fp.creates(s.thread) || s.footprint.joins(p)) {
          keep = false;
          break;
        }
      }
      if (keep) out.add(d);
    }
    return out;
  }

  /**
   * Lines 61-62 of Algorithm 2 (§4.4, refined inheritance; used by cs-ob): Dnd' = {v ∈ dnd(E) :
   * p ∉ v, E ⊨ p ◇ v} ∪ {u.v : u.p.v ∈ dnd(E), E ⊨_{u.p.v} p ◇ u}. A sequence without a step of p
   * is inherited as by lines 19-20. A sequence u.p.v whose first step of p takes {@code tr} loses
   * that step if p commutes with every step q of u, which holds (the paper's E ⊨_{u.q.p.v} q ◇ p)
   * if q and p do not conflict and neither creates or joins the other, or if their only conflict
   * is that both write some cells (neither reads what the other writes, neither ends the program)
   * and v overwrites each such cell before any step of v reads it: the first step of v that
   * accesses it writes it without reading it.
   *
   * <p>Why E.p.u.v reaches the state E.u.p.v reaches (Lemma 5; full equality, not only modulo
   * observability): p reads no cell u writes, so p's step at E is the step it takes at E.u (the
   * same transition {@code tr} is required); no step of u reads a cell p writes, so u takes the
   * same steps and writes the same values; the two states after p.u and u.p differ at most in
   * the cells both p and some q of u write, which no step of v reads before overwriting them, so
   * v takes the same steps, and after every such cell's first write in v the states agree.
   * Since u.p.v ∈ dnd(E), E.u.p.v reaches a state an explored execution reaches (with the
   * equivalence its entry was made with), hence so does E.p.u.v: u.v may be cut after E.p.
   */
  static List<DontDo> inheritRefined(List<DontDo> dnd, int p, Transition tr, StepFootprint fp) {
    List<DontDo> out = new ArrayList<>();
    for (DontDo d : dnd) {
      int k = 0;
      while (k < d.steps.size() && d.steps.get(k).thread != p) k++;
      if (k == d.steps.size()) { // line 61: as lines 19-20
        if (inherit(List.of(d), p, tr, fp).size() == 1) out.add(d);
        continue;
      }
      Step mine = d.steps.get(k);
      if (d.steps.size() == 1 || !mine.transition.equals(tr)) continue;
      List<Step> u = d.steps.subList(0, k);
      List<Step> v = d.steps.subList(k + 1, d.steps.size());
      boolean commutes = true;
      for (Step q : u) {
        if (!commutes(p, fp, q, v)) {
          commutes = false;
          break;
        }
      }
      if (commutes) { // line 62: u.v
        List<Step> rest = new ArrayList<>(u);
        rest.addAll(v);
        out.add(new DontDo(ImmutableList.copyOf(rest)));
      }
    }
    return out;
  }

  /** E ⊨_{u.q.p.v} q ◇ p for the step {@code fp} of p and a step q of u (see {@link #inheritRefined}). */
  private static boolean commutes(int p, StepFootprint fp, Step q, List<Step> v) {
    StepFootprint fq = q.footprint;
    if (fp.creates(q.thread) || fq.creates(p) || fq.joins(p) || fp.joins(q.thread)) return false;
    if (!fp.conflicts(fq)) return true;
    if (fp.terminates() || fq.terminates() || SequenceOrder.intersects(fp.writes(), fq.reads())
        || SequenceOrder.intersects(fp.reads(), fq.writes())) {
      return false;
    }
    for (long c : fp.writes()) {
      if (SequenceOrder.contains(fq.writes(), c) && !overwrittenBeforeRead(c, v)) return false;
    }
    return true;
  }

  /** True if the first step of {@code v} that accesses cell {@code c} writes it and does not read it. */
  private static boolean overwrittenBeforeRead(long c, List<Step> v) {
    for (Step w : v) {
      boolean reads = SequenceOrder.contains(w.footprint.reads(), c);
      if (reads) return false;
      if (SequenceOrder.contains(w.footprint.writes(), c)) return true;
    }
    return false;
  }

  /**
   * True if p ∈ dnd(E) (lines 7-9, 15): some sequence is p's next step alone, and the thread has
   * that one step (a thread with several nondet variants is never blocked).
   */
  static boolean blocks(List<DontDo> dnd, NextStep np) {
    if (np.variants().size() != 1) return false;
    Transition tr = np.variants().get(0).transition();
    for (DontDo d : dnd) {
      if (d.steps.size() == 1 && d.steps.get(0).thread == np.thread() && d.steps.get(0).transition.equals(tr)) {
        return true;
      }
    }
    return false;
  }
}
