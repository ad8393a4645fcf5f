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
