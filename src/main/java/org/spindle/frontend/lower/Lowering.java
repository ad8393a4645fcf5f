package org.spindle.frontend.lower;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.program.SourcePos;
import org.spindle.program.ThreadCfa;

/**
 * Lowers a typed C translation unit to the program model: one CFA per thread instance (main is
 * thread 0; every pthread_create site, per inlining context, is one instance), all functions
 * inlined, every edge touching at most one shared memory cell outside atomic sections.
 *
 * <p>A pthread_create site inside a loop that is not unrolled is a thread pool of K instances
 * ({@link LowerOptions#threadBound()}, see {@code ThreadCreationLowerer}); creating one more
 * takes an Error edge marked {@code boundReached} and writes the handle of a dormant thread, and
 * the creator goes on (D44).
 *
 * <p>Atomic sections ({@code __VERIFIER_atomic_*}) are AtomicBegin/AtomicEnd edges; inside them
 * edges are not split.
 */
public final class Lowering {
  private Lowering() {}

  /** Throws UnsupportedFeature for constructs we do not model, CompileError for bad input. */
  public static Program lower(TranslationUnit unit, DataModel dm) {
    return lower(unit, dm, LowerOptions.DEFAULT);
  }

  /** As {@link #lower(TranslationUnit, DataModel)} with options (the thread-pool bound). */
  public static Program lower(TranslationUnit unit, DataModel dm, LowerOptions options) {
    if (!options.exactCondWakeups()) return lower(unit, dm, options, 0, new boolean[1]);
    // exact condition variables have a cell per thread instance (D64): a first lowering with
    // D5's one-cell model counts the instances (the condition model creates none), the second
    // lowers with that many cells; a program without condition calls keeps the first
    boolean[] conds = new boolean[1];
    Program first = lower(unit, dm, options.withExactCondWakeups(false), 0, conds);
    if (!conds[0]) return first;
    int threads = first.threads().size();
    if (threads > CondLowerer.MAX_THREADS) {
      throw new org.spindle.program.UnsupportedFeature(new SourcePos(unit.file(), 1, 1),
          "exact condition variables with more than " + CondLowerer.MAX_THREADS + " thread instances (" + threads + ")");
    }
    return lower(unit, dm, options, threads, conds);
  }

  /** {@code conds[0]}: set if some reachable code calls a pthread_cond_ function. */
  private static Program lower(TranslationUnit unit, DataModel dm, LowerOptions options, int condCells,
      boolean[] conds) {
    FunctionSymbol main = unit.function("main");
    if (main == null || main.body() == null) {
      throw new CompileError(new SourcePos(unit.file(), 1, 1), "no definition of main");
    }
    LowerCtx ctx = new LowerCtx(unit, dm, main, options, condCells);
    ctx.globals.createAll();
    List<ThreadCfa> threads = new ArrayList<>();
    threads.add(new ThreadLowerer(ctx, 0).lower("main", main, null));
    while (!ctx.jobs.isEmpty()) {
      LowerCtx.ThreadJob job = ctx.jobs.poll();
      threads.add(new ThreadLowerer(ctx, job.id()).lower(job.name(), job.routine(), job.param()));
    }
    threads.sort(Comparator.comparingInt(ThreadCfa::id));
    conds[0] = ctx.condCalls;
    Program program = new Program(unit.file(), dm, ImmutableList.copyOf(threads), ctx.memory.objects());
    PointerToIntegerCheck.check(program, ctx.pointerToInteger);
    return program;
  }
}
