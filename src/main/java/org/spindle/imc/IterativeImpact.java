package org.spindle.imc;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.sosy_lab.common.ShutdownManager;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.art.GlobalLocation;
import org.spindle.interp.RunResult;
import org.spindle.impact.Counterexamples;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.Implication;
import org.spindle.impact.Limits;
import org.spindle.impact.Reduction;
import org.spindle.impact.ThreadSteps;
import org.spindle.impact.Unknown;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;
import org.spindle.smt.SmtServices;
import org.spindle.smt.SolverException;

/**
 * Iterative IMPACT for concurrent programs (thesis Algorithm 3 and Appendix B.4, Algorithm 7).
 * Each {@link #iteration()} explores one more schedule: it starts at New_Schedule_Start and
 * expands exactly one thread per node ({@link Scheduling}); Close adds only coverings that close
 * no unfair cycle and records the threads the covered node would expand in the set I at the
 * coverer ({@link Closing}, {@link FairnessCheck}); Check_Enabledness proves may-block steps
 * enabled or backtracks ({@link EnablednessCheck}); Refine is IMPACT's ({@link Refinement}). After
 * each iteration the largest safe, deadlock-free, fair sub-ART (Remove_Error_Paths,
 * {@link IvrExtractor}) is yielded as a safe IVR, a replayed counterexample as an unsafe one; the
 * final verdict follows Algorithm 3, lines 11-16 ({@link ImcVerdict}).
 */
public final class IterativeImpact {
  private static final Logger LOG = Logger.getLogger(IterativeImpact.class.getName());
  enum Status { PROGRESS, NO_PROGRESS, COUNTEREXAMPLE }


  private final ImcOptions opt;
  private final SmtServices smt;
  private final Art art;
  private final IterationState st;
  private final Enabledness enabledness;
  private final FairnessCheck fairness;
  private final Scheduling scheduling;
  private final Closing closing;
  private final Refinement refinement;
  private final EnablednessCheck enablednessCheck;
  private final GuidedIteration guided;
  private final ErrorProbe probe;
  private final IvrFactory ivrFactory;
  private final Program program;
  private RunResult lastCounterexample;
  /** Armed at the start if the options ask for it (D26); null otherwise. */
  private CompleteVerification completeVerification;
  /** A reason to stop that is not a limit of {@link Limits} (the IVR limit, an OutOfMemoryError). */
  private Unknown ownStop;

  public IterativeImpact(Program program, SmtServices smt, ShutdownManager shutdown, ImcOptions opt) {
    this.opt = opt;
    this.smt = smt;
    this.program = program;
    this.art = new Art(GlobalLocation.initial(program));
    ProgramFacts facts = ProgramFacts.of(program);
    int threads = program.threads().size();
    Limits limits = new Limits(opt.timeout(), ImpactOptions.DEFAULT.memoryFraction(), opt.progress(),
        "imc", shutdown);
    this.st = new IterationState(art, limits);
    // IMC keeps the interpreter's step granularity (no local-tail merging): schedules and their
    // enforcement are defined over those steps.
    ThreadSteps threadSteps = new ThreadSteps(program);
    Reduction reduction = new Reduction(opt.por(), program, facts, smt.independence(), threadSteps);
    Implication implication = new Implication(smt.entailment());
    this.enabledness = new Enabledness(program, facts, smt.entailment());
    this.fairness = new FairnessCheck(art, enabledness, threads);
    this.scheduling = new Scheduling(st, threadSteps, facts, reduction, threads);
    this.closing = new Closing(st, program, facts, reduction, implication, fairness, threads);
    this.refinement = new Refinement(st, smt, new Counterexamples(program, smt), implication, closing);
    this.enablednessCheck = new EnablednessCheck(st, smt, enabledness, refinement, scheduling, threads);
    this.guided = new GuidedIteration(st, scheduling);
    this.probe = new ErrorProbe(program);
    this.ivrFactory = new IvrFactory(program, facts, art, opt.export());
  }

  /** Runs IMC on {@code program} with fresh solver contexts; each IVR goes to {@code sink} at once. */
  public static ImcResult check(Program program, ImcOptions opt, Consumer<Ivr> sink) {
    ShutdownManager sm = ShutdownManager.create();
    try (SmtServices smt = new SmtServices(program, ProgramFacts.of(program), sm.getNotifier(), opt.smt())) {
      return new IterativeImpact(program, smt, sm, opt).run(sink);
    }
  }

  public Art art() {
    return art;
  }

  /** How many Check_Enabledness proofs needed only a path suffix (for tests). */
  int enablednessProofsFromAncestors() {
    return st.enablednessFromAncestors;
  }

  // ---- Main loop (Algorithm 3) ----

  public ImcResult run(Consumer<Ivr> sink) {
    st.limits.start();
    armCompleteVerification();
    List<Ivr> ivrs = new ArrayList<>();
    long lastSignature = 0;
    boolean complete = false;
    try {
      while (true) {
        if (stopReason() != null) break;
        if (opt.maxIvrs() > 0 && ivrs.size() >= opt.maxIvrs()) {
          ownStop = new Unknown(UnknownReason.INCOMPLETE_SEARCH, "IVR limit " + opt.maxIvrs());
          break;
        }
        if (!st.hasWork() && st.errorNodes.isEmpty() && !probe.exhausted() && ivrs.stream().anyMatch(Ivr::safe)) {
          guided.guide(probe.next());
        }
        Status s = iteration();
        if (stopReason() != null) break;
        if (s == Status.NO_PROGRESS) {
          complete = true;
          IvrExtractor.View last = removeErrorPaths();
          if (last != null && IvrFactory.signature(last) != lastSignature) {
            Ivr ivr = ivrFactory.safe(ivrs.size() + 1, seconds(), last);
            ivrs.add(ivr);
            sink.accept(ivr);
          }
          break;
        }
        if (s == Status.COUNTEREXAMPLE) {
          Ivr ivr = ivrFactory.unsafe(ivrs.size() + 1, seconds(), lastCounterexample, refinement.lastErrorNode);
          ivrs.add(ivr);
          sink.accept(ivr);
          if (decided(ivrs)) break;
          continue;
        }
        IvrExtractor.View view = removeErrorPaths();
        if (LOG.isLoggable(Level.FINE)) {
          LOG.fine(String.format("[imc] iteration ended %.1f s: %d nodes, view %s", seconds(), art.size(),
              view == null ? "none" : view.nodes() + " nodes"));
        }
        if (view == null) continue;
        long sig = IvrFactory.signature(view);
        if (sig == lastSignature) continue;
        lastSignature = sig;
        Ivr ivr = ivrFactory.safe(ivrs.size() + 1, seconds(), view);
        ivrs.add(ivr);
        sink.accept(ivr);
        if (decided(ivrs)) break;
        if (completeVerification != null) completeVerification.startNow();
      }
    } catch (SolverException e) {
      if (stopReason() == null) throw e;
    } catch (OutOfMemoryError e) {
      st.clearWork();
      ownStop = new Unknown(UnknownReason.OUT_OF_MEMORY, "memory limit");
    } catch (ThreadDeath e) {
      // smt.StuckCallGuard stopped a solver call after the time limit (it may land just after it)
      if (stopReason() == null) throw e;
    } finally {
      st.limits.stop();
      if (completeVerification != null) completeVerification.stop();
    }
    if (opt.progress() != null) {
      opt.progress().printf("[imc] %.1f s: %d nodes, %d refinements, %d backtracks, %d unfair coverings"
          + " refused (%d cached)%n%s", seconds(), art.size(), st.refinements, st.backtracks, fairness.refused,
          closing.refusalHits, smt.statistics());
    }
    return result(ivrs, complete);
  }

  private Unknown stopReason() {
    Unknown r = st.limits.stopped();
    return r != null ? r : ownStop;
  }

  /**
   * With {@link ImcOptions#stopWhenDecided()}: a replayed counterexample and a safe IVR make the
   * verdict PARTIALLY SAFE whatever later iterations find (D27).
   */
  private boolean decided(List<Ivr> ivrs) {
    if (!opt.stopWhenDecided()) return false;
    if (!ivrs.stream().anyMatch(Ivr::safe) || ivrs.stream().allMatch(Ivr::safe)) return false;
    ownStop = new Unknown(UnknownReason.STOPPED, "decided");
    return true;
  }

  /**
   * The complete verification on a second thread (D26): it starts at the first safe IVR (so that
   * the IVR comes as fast as without it) or after {@link CompleteVerification#START_WITHOUT_IVR_MS};
   * its SAFE stops the iterations.
   */
  private void armCompleteVerification() {
    if (!opt.completeVerification()) return;
    long deadline = System.nanoTime() + opt.timeout().toNanos();
    completeVerification = CompleteVerification.arm(program, opt.smt(), deadline,
        CompleteVerification.START_WITHOUT_IVR_MS, r -> {
          if (r.verdict() == Verdict.SAFE) st.limits.requestStop(CompleteVerification.PROVED_SAFE);
        });
  }

  private ImcResult result(List<Ivr> ivrs, boolean complete) {
    boolean provedSafe = completeVerification != null && completeVerification.provedSafe() != null;
    boolean errorElsewhere = completeVerification != null && completeVerification.foundError() != null;
    if (errorElsewhere && complete && ivrs.stream().allMatch(Ivr::safe)) {
      LOG.severe("internal inconsistency: the iterations completed without an error,"
          + " but verify replayed a counterexample; the verdict follows the counterexample");
    }
    if (provedSafe && ivrs.stream().anyMatch(i -> !i.safe())) {
      // a replayed counterexample is concrete: the proof must be wrong (a soundness bug to report)
      LOG.severe("internal inconsistency: verify proved SAFE, but an iteration"
          + " replayed a counterexample; the verdict follows the counterexample");
      provedSafe = false;
    }
    ImcVerdict d = ImcVerdict.decide(ivrs, complete, provedSafe, errorElsewhere, stopReason(),
        st.unknownReasons);
    return new ImcResult(d.verdict(), d.reason(), d.unknownReason(), ImmutableList.copyOf(ivrs), art, st.refinements,
        st.backtracks, fairness.refused, seconds());
  }

  private double seconds() {
    return st.limits.elapsedSeconds();
  }

  // ---- Iteration (Algorithm 7) ----

  Status iteration() {
    if (!st.hasWork()) {
      ArtNode u = scheduling.newScheduleStart();
      if (u == null) return Status.NO_PROGRESS;
      if (!st.processed.get(u.id())) {
        st.push(u);
      } else {
        int t = scheduling.scheduleThread(u);
        if (t < 0) return Status.NO_PROGRESS; // cannot happen: u has an available thread
        scheduling.expandThread(u, t);
      }
    }
    while (st.hasWork()) {
      if (st.limits.exceeded(art.size(), st.refinements)) return Status.PROGRESS;
      ArtNode v = st.poll();
      if (art.isDead(v) || art.isCovered(v) || st.errorNodes.contains(v)) continue;
      // enabledness before Close: a covered node behind an unproved may-block step would hide the
      // blocked thread (its parent could never schedule it, nor refute it by its label)
      if (v.kind() == ArtNode.Kind.NORMAL && !enablednessCheck.checkEnabledness(v)) {
        if (LOG.isLoggable(Level.FINER)) {
          LOG.finer("blocked " + v + " via " + v.edge() + " dead=" + art.isDead(v) + " parent label " + v.parent().label());
        }
        continue;
      }
      if (v.kind() == ArtNode.Kind.NORMAL && enablednessCheck.infeasibleBranch(v)) continue;
      if (closing.close(v)) continue;
      if (v.kind() != ArtNode.Kind.NORMAL) {
        RunResult cex = refinement.refine(v);
        if (cex != null) {
          lastCounterexample = cex;
          return Status.COUNTEREXAMPLE;
        }
        continue;
      }
      scheduling.expand(v);
      if (LOG.isLoggable(Level.FINER)) {
        LOG.finer("expand " + v + " label=" + v.label() + " exp=" + v.expandedThreads() + " edge=" + v.edge());
      }
    }
    return Status.PROGRESS;
  }

  /** Remove_Error_Paths: the largest safe, deadlock-free sub-ART (fair by construction), or null. */
  IvrExtractor.View removeErrorPaths() {
    return new IvrExtractor(art, enabledness, st.errorNodes).extract();
  }
}
